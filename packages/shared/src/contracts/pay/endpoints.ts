import { endpoint } from '../../api/endpoint.ts';
import { idParams } from '../common/list-query.ts';
import { ROLE_SETS } from '../../role-sets.ts';
import { paySettings, paySettingsReply, workerPay, workerPayQuery } from './pay.ts';

const tags = ['pay'] as const;

/** Roles that see pay figures (issue #15: finance and admin). */
export const PAY_FIGURE_ROLES = ROLE_SETS.finance;

/** Shift pay (management.md, Shift payment): the pay rules and a worker's shift payments. */
export const payEndpoints = {
  settings: endpoint({
    method: 'GET',
    path: '/api/pay/settings',
    access: ROLE_SETS.everyone,
    tags,
    response: paySettingsReply,
    summary: 'The pay rules (overtime thresholds, multipliers, rest day)',
  }),
  updateSettings: endpoint({
    method: 'PUT',
    path: '/api/pay/settings',
    access: ROLE_SETS.finance,
    tags,
    body: paySettings,
    response: paySettingsReply,
    summary: 'Change the pay rules; open shift payments are recomputed',
  }),
  workerPay: endpoint({
    method: 'GET',
    path: '/api/workers/:id/pay',
    access: ROLE_SETS.everyone,
    tags,
    params: idParams,
    query: workerPayQuery,
    response: workerPay,
    summary: "A worker's shift payments by week; money only for finance and admin",
  }),
} as const;
