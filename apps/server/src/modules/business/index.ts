/** What other modules may use of the business module. */
export { getBusinessProfile, readBusinessLogo, singleApproverOffice } from './business-service.ts';
