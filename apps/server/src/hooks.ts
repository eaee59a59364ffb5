import type { DbOrTx } from './db/client.ts';

/**
 * Named cross-module hooks. A module announces an event inside its transaction with `emit…`; the
 * module that owns the effect registers its handler with `on…` (once, when its routes are
 * registered), so neither imports the other's internals (eslint.config.js, server boundaries).
 * Handlers run in registration order, in the caller's transaction; a handler that throws rolls the
 * whole change back. Registering the same handler again has no effect.
 */
type Hooks = {
  /** A worker's registration was approved (status -> approved), in the approval's transaction. */
  workerApproved: (tx: DbOrTx, event: { workerId: string; actorId: string }) => Promise<unknown>;
  /**
   * A worker's attendance for a shift was recorded, changed or cleared (rosters), in that change's
   * transaction; `date` is the Singapore date the shift starts. Pay recomputes the worker's week.
   */
  attendanceChanged: (tx: DbOrTx, event: { assignmentId: string; workerId: string; date: string; actorId: string }) => Promise<unknown>;
  /** attendanceChanged for many attendances at once (the batch form of the sheet's entries: the roster import). */
  attendancesChanged: (
    tx: DbOrTx,
    events: ReadonlyArray<{ assignmentId: string; workerId: string; date: string; actorId: string }>,
  ) => Promise<unknown>;
  /**
   * A pay rate changed, in that change's transaction: project positions' pay rates (projects), roster
   * shifts' override, break or position (rosters), workers' own rates (workers). Pay recomputes the
   * open shift payments they touch.
   */
  payRatesChanged: (tx: DbOrTx, event: { positionIds?: string[]; shiftIds?: string[]; workerIds?: string[] }) => Promise<unknown>;
};

const handlers: { [K in keyof Hooks]: Set<Hooks[K]> } = {
  workerApproved: new Set(),
  attendanceChanged: new Set(),
  attendancesChanged: new Set(),
  payRatesChanged: new Set(),
};

function on<K extends keyof Hooks>(name: K, handler: Hooks[K]): void {
  handlers[name].add(handler);
}

async function emit<K extends keyof Hooks>(name: K, ...args: Parameters<Hooks[K]>): Promise<void> {
  for (const handler of handlers[name]) await (handler as (...a: Parameters<Hooks[K]>) => Promise<unknown>)(...args);
}

export const onWorkerApproved = (handler: Hooks['workerApproved']): void => on('workerApproved', handler);
export const emitWorkerApproved = (...args: Parameters<Hooks['workerApproved']>): Promise<void> =>
  emit('workerApproved', ...args);

export const onAttendanceChanged = (handler: Hooks['attendanceChanged']): void => on('attendanceChanged', handler);
export const emitAttendanceChanged = (...args: Parameters<Hooks['attendanceChanged']>): Promise<void> =>
  emit('attendanceChanged', ...args);

export const onAttendancesChanged = (handler: Hooks['attendancesChanged']): void => on('attendancesChanged', handler);
export const emitAttendancesChanged = (...args: Parameters<Hooks['attendancesChanged']>): Promise<void> =>
  emit('attendancesChanged', ...args);

export const onPayRatesChanged = (handler: Hooks['payRatesChanged']): void => on('payRatesChanged', handler);
export const emitPayRatesChanged = (...args: Parameters<Hooks['payRatesChanged']>): Promise<void> =>
  emit('payRatesChanged', ...args);
