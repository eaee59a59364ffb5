/** The users module's public surface (other modules import only this file). */
export { currentUserColumns, toCurrentUser } from './user-shape.ts';
