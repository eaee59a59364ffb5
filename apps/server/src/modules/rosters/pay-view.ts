import type { EligibleWorkersPage, RosterDetail, ShiftRow } from '@wf/shared/contracts/rosters/rosters';

/**
 * The roster answers as a viewer may read them (the one pay-visibility rule, `seesPayOf` in
 * @wf/shared contracts/pay/pay-visibility.ts; decision 018): where the viewer may not read the
 * project's pay, every rate (the position's, the override, each worker's) is null and `showsPay`
 * false, so the page says "hidden for your role". The services build full answers; the routes pass
 * them through these.
 */
export function shiftPayView(shows: boolean, s: ShiftRow): ShiftRow {
  if (shows) return s;
  return {
    ...s,
    showsPay: false,
    payRateCents: null,
    payRateCentsOverride: null,
    assignments: s.assignments.map((a) => ({ ...a, rateCents: null, rateSource: null })),
  };
}

export function rosterPayView(shows: boolean, r: RosterDetail): RosterDetail {
  if (shows) return r;
  return {
    ...r,
    showsPay: false,
    positions: r.positions.map((p) => ({ ...p, payRateCents: null })),
    shifts: r.shifts.map((s) => shiftPayView(false, s)),
  };
}

export function pickerPayView(shows: boolean, page: EligibleWorkersPage): EligibleWorkersPage {
  if (shows) return page;
  return { ...page, showsPay: false, items: page.items.map((w) => ({ ...w, rateCents: null, rateSource: null })) };
}
