/** What other modules may use of the rosters: the same services the roster pages call (the roster import, #32). */
export { createRoster, updateRoster, deleteRoster, keptShift, type RosterEnv } from './roster-service.ts';
export { assignWorker, unassignWorker } from './assignment-service.ts';
export { recordAttendance, recordNoShow, clearAttendance } from './attendance-service.ts';
export { getRoster } from './roster-queries.ts';
export { createRosters, assignWorkers, recordAttendances, shiftsOfRosters, type BatchShift, type Outcome } from './roster-batch.ts';
