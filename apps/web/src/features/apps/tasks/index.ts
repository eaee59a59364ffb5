/**
 * The Tasks app (a template app, reserved home features/apps/<app>): what other features may use
 * (eslint.config.js: only through this file). A section adds a task linked to one of its records.
 */
export { AddTaskButton } from './add-task-button.tsx';
