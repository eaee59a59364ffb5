/** Project rules (docs/product/sections.md#projects): dates, status machine, rates. */

import { PROJECT_STATUS, type ProjectStatus } from '../../enums/records.ts';

/** The statuses, their words and colours: PROJECT_STATUS in enums/records.ts. */
export type { ProjectStatus };

const TRANSITIONS: Record<ProjectStatus, readonly ProjectStatus[]> = {
  draft: ['active', 'cancelled'],
  active: ['on_hold', 'completed', 'cancelled'],
  on_hold: ['active', 'cancelled'],
  completed: [],
  cancelled: [],
};

/** Statuses a project in `from` may move to. */
export function nextProjectStatuses(from: ProjectStatus): readonly ProjectStatus[] {
  return TRANSITIONS[from];
}

export function canTransitionProject(from: ProjectStatus, to: ProjectStatus): boolean {
  return TRANSITIONS[from].includes(to);
}

export function isFinalProjectStatus(s: ProjectStatus): boolean {
  return TRANSITIONS[s].length === 0;
}

/** The statuses of a project still running or to run (not completed or cancelled): its locations get rosters. */
export const OPEN_PROJECT_STATUSES: readonly ProjectStatus[] = PROJECT_STATUS.values.filter((s) => !isFinalProjectStatus(s));

/**
 * Why a project cannot move from `from` to `to`, or null when it can.
 * Activation needs at least one position.
 */
export function projectTransitionError(from: ProjectStatus, to: ProjectStatus, positionCount: number): string | null {
  if (!canTransitionProject(from, to)) {
    return isFinalProjectStatus(from)
      ? `A ${PROJECT_STATUS.labels[from].toLowerCase()} project cannot change status`
      : `A ${PROJECT_STATUS.labels[from].toLowerCase()} project cannot become ${PROJECT_STATUS.labels[to].toLowerCase()}`;
  }
  if (to === 'active' && positionCount < 1) return 'Add at least one position before activating the project';
  return null;
}

/** End date may be open (null); otherwise it is not before the start (ISO yyyy-mm-dd strings). */
export function isValidProjectDateRange(start: string, end: string | null | undefined): boolean {
  if (!end) return true;
  return end >= start;
}

/** Pay rate above bill rate is allowed, but the user is warned. */
export function isPayAboveBill(payRateCents: number, billRateCents: number): boolean {
  return payRateCents > billRateCents;
}

/** Margin per hour in cents, and as a fraction of the bill rate (null when bill is 0). */
export function hourlyMargin(payRateCents: number, billRateCents: number): { cents: number; ratio: number | null } {
  const cents = billRateCents - payRateCents;
  return { cents, ratio: billRateCents > 0 ? cents / billRateCents : null };
}

/** PRJ-0001 from a sequence number. */
export function formatProjectCode(n: number): string {
  return `PRJ-${String(n).padStart(4, '0')}`;
}
