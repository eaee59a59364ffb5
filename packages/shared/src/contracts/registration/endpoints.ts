import { z } from 'zod';
import { endpoint } from '../../api/endpoint.ts';
import { createPtReply, idempotencyKey, REGISTRATION_PATH } from './create-pt.ts';

/** Public part-timer registration (spec section 7, createPT). */
export const registrationEndpoints = {
  /**
   * multipart/form-data with the createPT fields and an optional file `cert` (PDF, JPG or PNG, at
   * most 10 MB), and an Idempotency-Key header. 201 on a new registration; a repeated key answers
   * the first result with 200.
   */
  submit: endpoint({
    method: 'POST',
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
};
