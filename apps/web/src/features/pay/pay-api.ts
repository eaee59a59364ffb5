import type { AdjustmentBody, AdjustmentListQuery, ReviewBody } from '@wf/shared/contracts/pay/adjustments';
import type { AdjustmentStage } from '@wf/shared/contracts/pay/adjustments';
import type { PaySettingsBody } from '@wf/shared/contracts/pay/pay';
import { adjustmentEndpoints as a, payEndpoints as p } from '@wf/shared/contracts/pay/endpoints';
import { certificateEndpoints } from '@wf/shared/contracts/certificates/endpoints';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { call } from '../../lib/call.ts';

export const payKeys = {
  all: ['pay'] as const,
  adjustments: ['pay', 'adjustments'] as const,
  adjustmentList: (q: AdjustmentListQuery) => ['pay', 'adjustments', 'list', q] as const,
  settings: ['pay', 'settings'] as const,
  workerPay: (id: string, from: string, to: string) => ['pay', 'worker', id, from, to] as const,
  workerOptions: (search: string) => ['pay', 'worker-options', search] as const,
  projectOptions: ['pay', 'project-options'] as const,
};

export const payApi = {
  adjustments: (query: AdjustmentListQuery) => call(a.list, { query }),
  exportAdjustments: (query: AdjustmentListQuery, format: 'csv' | 'xlsx') => call(a.export, { query: { ...query, format } }),
  createAdjustment: (body: AdjustmentBody) => call(a.create, { body }),
  review: (stage: AdjustmentStage, id: string, body: ReviewBody) =>
    call(stage === 'hr' ? a.hrReview : a.financeReview, { params: { id }, body }),
  bulkApprove: (stage: AdjustmentStage, ids: string[]) =>
    call(stage === 'hr' ? a.hrBulkApprove : a.financeBulkApprove, { body: { ids } }),
  settings: () => call(p.settings),
  updateSettings: (body: PaySettingsBody) => call(p.updateSettings, { body }),
  workerPay: (id: string, from: string, to: string) => call(p.workerPay, { params: { id }, query: { from, to } }),
  workerOptions: (search: string) => call(certificateEndpoints.workerOptions, { query: { search: search || undefined } }),
  projectOptions: () => call(projectEndpoints.list, { query: { pageSize: 100, sort: 'name', dir: 'asc' } }),
};
