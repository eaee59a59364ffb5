/** What other modules may use of the workers module. */
/** The worker lists' search: name, employee code, phone or the last four of the ID number. */
export { searchCondition as workerSearchCondition } from './worker-lists.ts';
/** A whole worker's column values (demo data; tests build complete records with it). */
export { demoWorkerValues } from './demo-workers.ts';
