/** The mail module's public surface (other modules import only this file). */
export { enqueueMail, type Mail } from './outbox.ts';
