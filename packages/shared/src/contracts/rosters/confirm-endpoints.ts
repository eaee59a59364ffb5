import { endpoint } from '../../api/endpoint.ts';
import { confirmAnswerBody, confirmTokenParams, publicShift } from './confirm.ts';

const tags = ['rosters'] as const;

/** The mailed confirmation link's two calls (part of rosterEndpoints; the public page imports only these). */
export const rosterConfirmEndpoints = {
  confirmView: endpoint({
    method: 'GET',
    path: '/api/public/roster-confirm/:token',
    access: 'public',
    tags,
    params: confirmTokenParams,
    response: publicShift,
    description: '404 NOT_FOUND for an unknown link, 410 LINK_EXPIRED after it expired.',
  }),
  confirmAnswer: endpoint({
    method: 'POST',
    path: '/api/public/roster-confirm/:token',
    access: 'public',
    tags,
    params: confirmTokenParams,
    body: confirmAnswerBody,
    response: publicShift,
    description: 'Works once: 409 LINK_USED after an answer; 410 LINK_EXPIRED after it expired.',
  }),
};
