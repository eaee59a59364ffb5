/** The public business profile's path, without zod: the public page reads it before any schema loads. */
export const BUSINESS_PATH = '/api/business';
