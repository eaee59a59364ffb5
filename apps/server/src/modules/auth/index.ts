/** The auth module's public surface (other modules import only this file). */
export { createLink, INVITE_TTL_SECONDS, uniqueUsername } from './auth-service.ts';
export { hashPassword } from './passwords.ts';
export { enforce, hit, networkOf, type Limit } from './rate-limit.ts';
