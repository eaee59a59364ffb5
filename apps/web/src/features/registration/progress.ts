/**
 * The wizard's progress bar (docs/product/registration.md#steps): five steps, index 0..4 while filling in and 5 once
 * submitted. Passed steps show a tick, the current one is highlighted, later ones are grey, and
 * the bar turns green at the end.
 */

export const STEP_COUNT = 5;
export const LAST_STEP = STEP_COUNT - 1;

export type StepStatus = 'done' | 'current' | 'upcoming';

export interface ProgressState {
  steps: { index: number; status: StepStatus }[];
  /** How far the bar is filled between the first and the last step, 0..100. */
  percent: number;
  /** Every step passed (after a successful submission): the bar is green. */
  complete: boolean;
}

/** position: the current step 0..4, or 5 (STEP_COUNT) when the registration is submitted. */
export function progressState(position: number): ProgressState {
  const p = clampPosition(position);
  return {
    steps: Array.from({ length: STEP_COUNT }, (_, index) => ({
      index,
      status: index < p ? 'done' : index === p ? 'current' : 'upcoming',
    })),
    percent: Math.round((Math.min(p, LAST_STEP) / LAST_STEP) * 100),
    complete: p === STEP_COUNT,
  };
}

export function clampPosition(position: number): number {
  if (!Number.isFinite(position)) return 0;
  return Math.min(STEP_COUNT, Math.max(0, Math.trunc(position)));
}

/** A step index the form can show (0..4); anything stored or malformed becomes a valid step. */
export function clampStep(step: unknown): number {
  return typeof step === 'number' ? Math.min(LAST_STEP, clampPosition(step)) : 0;
}

export const nextStep = (step: number): number => Math.min(LAST_STEP, step + 1);
export const previousStep = (step: number): number => Math.max(0, step - 1);
