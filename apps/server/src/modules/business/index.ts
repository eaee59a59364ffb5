/** What other modules may use of the business module. */
export { getBusinessProfile, singleApproverOffice } from './business-service.ts';
