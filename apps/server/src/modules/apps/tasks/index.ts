/**
 * The Tasks app's public surface (other modules import only this file): another section creates a
 * task in a staff user's list (e.g. "call back applicant", linked to the worker) in its own
 * transaction.
 */
export { createTask as createTaskFor } from './task-service.ts';
