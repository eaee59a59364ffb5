/** The mail module's public surface (other modules import only this file). */
export { enqueueMail, outboxInsert, type Mail, type MailAttachment } from './outbox.ts';
