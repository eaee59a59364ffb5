/**
 * Each field's share of a shift's row and the width below which it wraps to the next line
 * (flex-basis): wide enough for its content, so nothing is cut. Chromium's 12-hour time input
 * ("07:00 AM" and its clock button) needs about 130 px; "Pay / hour (optional)" about 170 px.
 * On a phone the row wraps: position alone, start and end side by side, break and headcount,
 * then the rate.
 */
export const SHIFT_FIELD_FLEX = {
  position: { flex: '2 1 160px', minWidth: 0 },
  time: { flex: '1 1 130px', minWidth: 130 },
  number: { flex: '1 1 100px', minWidth: 100 },
  payRate: { flex: '1.2 1 170px', minWidth: 170 },
} as const;
