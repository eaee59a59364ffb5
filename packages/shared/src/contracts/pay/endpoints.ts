import { endpoint } from '../../api/endpoint.ts';
import { idParams } from '../common/list-query.ts';
import { ROLE_SETS } from '../../role-sets.ts';
import { paySettingsBody, paySettingsReply, workerPay, workerPayQuery } from './pay.ts';
import {
  adjustmentBody,
  adjustmentExportQuery,
  adjustmentListPage,
  adjustmentListQuery,
  adjustmentRow,
  bulkApproveBody,
  bulkApproveReply,
  reviewBody,
} from './adjustments.ts';

const tags = ['pay'] as const;

export { PAY_FIGURE_ROLES, seesPayOf } from './pay-visibility.ts';

/** Shift pay (docs/product/pay-rules.md#shift-pay): the pay rules and a worker's shift payments. */
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
    body: paySettingsBody,
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

const adjustmentTags = ['pay-adjustments'] as const;

/**
 * Payment adjustments: created by manager or hr, reviewed by hr, then approved by finance. A manager
 * sees the adjustments they created and those on their projects; hr and finance act only at their stage.
 */
export const adjustmentEndpoints = {
  list: endpoint({
    method: 'GET',
    path: '/api/pay-adjustments',
    access: ROLE_SETS.everyone,
    tags: adjustmentTags,
    query: adjustmentListQuery,
    response: adjustmentListPage,
  }),
  export: endpoint({
    method: 'GET',
    path: '/api/pay-adjustments/export',
    access: ROLE_SETS.everyone,
    tags: adjustmentTags,
    query: adjustmentExportQuery,
    answer: 'file',
  }),
  get: endpoint({
    method: 'GET',
    path: '/api/pay-adjustments/:id',
    access: ROLE_SETS.everyone,
    tags: adjustmentTags,
    params: idParams,
    response: adjustmentRow,
  }),
  create: endpoint({
    method: 'POST',
    path: '/api/pay-adjustments',
    access: ROLE_SETS.people,
    tags: adjustmentTags,
    body: adjustmentBody,
    response: adjustmentRow,
    status: 201,
    summary: 'Add an adjustment (waits for hr); a deduction never makes a week net negative (409 NEGATIVE_NET_PAY)',
  }),
  hrReview: endpoint({
    method: 'POST',
    path: '/api/pay-adjustments/:id/hr-review',
    access: ROLE_SETS.hrDecisions,
    tags: adjustmentTags,
    params: idParams,
    body: reviewBody,
    response: adjustmentRow,
    summary: 'hr approves (on to finance) or rejects with a reason; never the creator',
  }),
  financeReview: endpoint({
    method: 'POST',
    path: '/api/pay-adjustments/:id/finance-review',
    access: ROLE_SETS.finance,
    tags: adjustmentTags,
    params: idParams,
    body: reviewBody,
    response: adjustmentRow,
    summary: 'finance approves or rejects with a reason; never the creator',
  }),
  hrBulkApprove: endpoint({
    method: 'POST',
    path: '/api/pay-adjustments/hr-review/bulk',
    access: ROLE_SETS.hrDecisions,
    tags: adjustmentTags,
    body: bulkApproveBody,
    response: bulkApproveReply,
    summary: 'hr approves every selected adjustment, or none (409 naming the first refusal)',
  }),
  financeBulkApprove: endpoint({
    method: 'POST',
    path: '/api/pay-adjustments/finance-review/bulk',
    access: ROLE_SETS.finance,
    tags: adjustmentTags,
    body: bulkApproveBody,
    response: bulkApproveReply,
    summary: 'finance approves every selected adjustment, or none (409 naming the first refusal)',
  }),
} as const;
