import { registrationEndpoints } from '@wf/shared/contracts/registration/endpoints';
import { call } from '../../lib/call.ts';
import { ApiError } from '../../lib/api.ts';

/**
 * The step-2 ID check (issue 13, item 16): 'duplicate' when the server gives the submit's own
 * "already registered" answer (409), 'ok' when it does not; 'unknown' when the check could not be
 * made (offline, rate-limited, server trouble): the applicant goes on and the final submit decides.
 * Loaded when step 2 is completed, not with the page.
 */
export async function checkIdNumber(idNumber: string): Promise<'ok' | 'duplicate' | 'unknown'> {
  try {
    await call(registrationEndpoints.checkId, { body: { id_number: idNumber } });
    return 'ok';
  } catch (e) {
    return e instanceof ApiError && e.status === 409 ? 'duplicate' : 'unknown';
  }
}
