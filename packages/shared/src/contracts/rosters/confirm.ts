import { z } from 'zod';
import { CONFIRM_ANSWER, CONFIRMATION } from '../../enums/rosters.ts';

/**
 * The public roster confirmation (the mailed link a worker opens on a phone): its schemas on their
 * own, so the page loads these and not every roster schema (e2e/budgets.spec.ts). rosters.ts
 * re-exports them for the staff side.
 */
export type { ConfirmationState } from '../../enums/rosters.ts';

export const confirmTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{32,64}$/, 'validation.invalid'),
});

/** GET /api/public/roster-confirm/:token: that one shift, nothing else. */
export const publicShift = z.object({
  /**
   * The worker's name as registered, whole: its first word is the surname in many Singapore names
   * ("Tan Ah Kow"), so the page greets the whole name as the mail does (issue 29, item 9).
   */
  workerName: z.string(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  crossesMidnight: z.boolean(),
  breakMinutes: z.number(),
  position: z.string(),
  locationName: z.string(),
  address: z.string(),
  siteContactName: z.string().nullable(),
  siteContactPhone: z.string().nullable(),
  reportingInstructions: z.string().nullable(),
  answer: z.enum(CONFIRMATION.values),
  answeredAt: z.string().nullable(),
  expiresAt: z.string(),
});
export type PublicShift = z.infer<typeof publicShift>;

/** POST /api/public/roster-confirm/:token */
export const confirmAnswerBody = z.object({
  answer: z.enum(CONFIRM_ANSWER.values, { message: 'validation.required' }),
});
export type ConfirmAnswerBody = z.input<typeof confirmAnswerBody>;
