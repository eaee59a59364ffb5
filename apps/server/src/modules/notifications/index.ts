/** The notifications module's public surface (other modules import only this file). */
export { notifyRoles, notifyUsers, notifyRolesDigest, textAsHtml, type NotificationInput } from './notify.ts';
