/**
 * The public registration's paths and method, without zod: the registration page sends with them
 * before (or without) loading any schema (create-pt.ts and endpoints.ts use the same constants).
 */
export const REGISTRATION_PATH = '/api/registrations';
export const REGISTRATION_METHOD = 'POST';
export const CHECK_ID_PATH = '/api/registrations/check-id';
