/** What other modules may use of the business module. */
export { getBusinessProfile } from './business-service.ts';
