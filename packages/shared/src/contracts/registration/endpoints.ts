import { z } from 'zod';
import { endpoint } from '../../api/endpoint.ts';
import { checkIdBody, checkIdReply, createPtReply, idempotencyKey } from './create-pt.ts';
import { CHECK_ID_PATH, REGISTRATION_METHOD, REGISTRATION_PATH } from './paths.ts';

/** Public part-timer registration (docs/product/registration.md#submission). */
export const registrationEndpoints = {
  /**
   * multipart/form-data with the createPT fields and an optional file `cert` (PDF, JPG or PNG, at
   * most 10 MB), and an Idempotency-Key header. 201 on a new registration; a repeated key answers
   * the first result with 200.
   */
  submit: endpoint({
    method: REGISTRATION_METHOD,
    path: REGISTRATION_PATH,
    access: 'public',
    tags: ['registration'],
    summary: 'Submit a part-timer registration',
    headers: z.object({ 'idempotency-key': idempotencyKey }),
    upload: 'multipart',
    response: createPtReply,
    status: 201,
    otherStatuses: [200],
  }),
  /**
   * Public: is this ID number already registered (a live record)? 200 `{ ok: true }`, or the
   * submit's own 409 (same code, message and field). Rate-limited per network like the submit.
   */
  checkId: endpoint({
    method: 'POST',
    path: CHECK_ID_PATH,
    access: 'public',
    tags: ['registration'],
    summary: 'Check an ID number before the rest of the registration',
    body: checkIdBody,
    response: checkIdReply,
  }),
};
