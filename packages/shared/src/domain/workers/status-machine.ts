/**
 * The worker status machine (docs/product/life-cycles.md#workers). Pure: no I/O, used by server and web.
 *
 * pending ──approve──> active            pending ──reject(reason)──> rejected
 * rejected ──reconsider──> pending
 * active ──requestDischarge(reason, last day)──> discharge_pending ──approveDischarge──> discharged
 * discharge_pending ──cancelDischarge──> active
 * discharged ──requestRejoin──> rejoin_pending ──approveRejoin──> active
 * rejoin_pending ──rejectRejoin──> discharged
 * any non-blacklisted ──blacklist(reason)──> blacklisted ──unblacklist(reason)──> status before blacklist
 */
import { WORKER_STATUS, type WorkerStatus } from '../../enums/workers.ts';

/** The worker statuses: WORKER_STATUS in enums/workers.ts. */
export type { WorkerStatus };

/** The statuses of a live record (under review or employed): one per ID number, and certificates still matter. */
export const LIVE_WORKER_STATUSES: readonly WorkerStatus[] = ['pending', 'active', 'discharge_pending', 'rejoin_pending'];
/** The statuses of a record never approved (no employee yet): not on the finance list, not offered for a shift. */
export const UNAPPROVED_WORKER_STATUSES: readonly WorkerStatus[] = ['pending', 'rejected'];
/** The statuses of an employed worker (on the payroll: working, or asked to leave and not gone yet). */
export const EMPLOYED_WORKER_STATUSES: readonly WorkerStatus[] = ['active', 'discharge_pending'];

export const WORKER_ACTIONS = [
  'approve',
  'reject',
  'reconsider',
  'requestDischarge',
  'approveDischarge',
  'cancelDischarge',
  'requestRejoin',
  'approveRejoin',
  'rejectRejoin',
  'blacklist',
  'unblacklist',
] as const;
export type WorkerAction = (typeof WORKER_ACTIONS)[number];

const NOT_BLACKLISTED = WORKER_STATUS.values.filter((s) => s !== 'blacklisted');

/** From which statuses each action may be taken, and where it leads ('previous' = status before blacklist). */
export const TRANSITIONS: Readonly<Record<WorkerAction, { from: readonly WorkerStatus[]; to: WorkerStatus | 'previous' }>> = {
  approve: { from: ['pending'], to: 'active' },
  reject: { from: ['pending'], to: 'rejected' },
  reconsider: { from: ['rejected'], to: 'pending' },
  requestDischarge: { from: ['active'], to: 'discharge_pending' },
  approveDischarge: { from: ['discharge_pending'], to: 'discharged' },
  cancelDischarge: { from: ['discharge_pending'], to: 'active' },
  requestRejoin: { from: ['discharged'], to: 'rejoin_pending' },
  approveRejoin: { from: ['rejoin_pending'], to: 'active' },
  rejectRejoin: { from: ['rejoin_pending'], to: 'discharged' },
  blacklist: { from: NOT_BLACKLISTED, to: 'blacklisted' },
  unblacklist: { from: ['blacklisted'], to: 'previous' },
};

/** Actions that need a reason in their body. */
export const REASON_REQUIRED: ReadonlySet<WorkerAction> = new Set(['reject', 'requestDischarge', 'blacklist', 'unblacklist']);
/** Actions that need a last working day. */
export const LAST_DAY_REQUIRED: ReadonlySet<WorkerAction> = new Set(['requestDischarge']);
/** Actions the UI asks to confirm (they end or suspend employment, or refuse someone). */
export const DESTRUCTIVE: ReadonlySet<WorkerAction> = new Set(['reject', 'requestDischarge', 'approveDischarge', 'rejectRejoin', 'blacklist']);
/** History actions shown on the discharge/rejoin history page. */
export const DISCHARGE_HISTORY_ACTIONS: readonly WorkerAction[] = [
  'requestDischarge',
  'approveDischarge',
  'cancelDischarge',
  'requestRejoin',
  'approveRejoin',
  'rejectRejoin',
];

export function canTransition(status: WorkerStatus, action: WorkerAction): boolean {
  return TRANSITIONS[action].from.includes(status);
}

/**
 * The status after an action, or null when the action is not allowed from this status.
 * Unblacklist returns to `statusBeforeBlacklist` (active when unknown).
 */
export function nextStatus(
  status: WorkerStatus,
  action: WorkerAction,
  statusBeforeBlacklist?: WorkerStatus | null,
): WorkerStatus | null {
  if (!canTransition(status, action)) return null;
  const to = TRANSITIONS[action].to;
  if (to !== 'previous') return to;
  const back = statusBeforeBlacklist ?? 'active';
  return back === 'blacklisted' ? 'active' : back;
}

/** Every action allowed from a status, in the machine's order. */
export function allowedActions(status: WorkerStatus): WorkerAction[] {
  return WORKER_ACTIONS.filter((a) => canTransition(status, a));
}

/**
 * Masks an ID number for lists and exports: first character, stars, last four.
 * 'S1234567D' -> 'S****567D'. Short values keep only their last character. Counted in code points,
 * so a character outside the BMP (an emoji) is never cut in half (issue #26, item 9).
 */
export function maskId(value: string | null | undefined): string {
  if (!value) return '';
  const v = Array.from(value.trim());
  if (v.length <= 4) return '*'.repeat(Math.max(v.length - 1, 0)) + v.slice(-1).join('');
  return v[0]! + '*'.repeat(Math.max(v.length - 5, 1)) + v.slice(-4).join('');
}

/** Masks a bank account: only the last four characters show ('1234567890' -> '******7890'), by code points. */
export function maskBank(value: string | null | undefined): string {
  if (!value) return '';
  const v = Array.from(value.replace(/\s+/g, ''));
  if (v.length <= 4) return '*'.repeat(v.length);
  return '*'.repeat(v.length - 4) + v.slice(-4).join('');
}

/** The employee code for a sequence number: 123 -> 'PT-000123'. */
export function employeeCode(n: number): string {
  return `PT-${String(n).padStart(6, '0')}`;
}
