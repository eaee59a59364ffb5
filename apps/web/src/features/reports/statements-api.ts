import type { z } from 'zod';
import { billingStatementEndpoints as e } from '@wf/shared/contracts/reports/endpoints';
import type { BillingStatementStatus, statementListQuery } from '@wf/shared/contracts/reports/billing-statements';
import { call } from '../../lib/call.ts';

export type StatementListInput = z.input<typeof statementListQuery>;

/** Query keys and calls of the client billing statements (issue #28, item 5). */
export const statementKeys = {
  all: ['billing-statements'] as const,
  list: (q: StatementListInput) => ['billing-statements', 'list', q] as const,
  one: (id: string) => ['billing-statements', 'one', id] as const,
};

export const statementApi = {
  list: (query: StatementListInput) => call(e.list, { query }),
  get: (id: string) => call(e.get, { params: { id } }),
  prepare: (clientId: string, month: string) => call(e.prepare, { body: { clientId, month } }),
  issue: (id: string, version: number) => call(e.issue, { params: { id }, body: { version } }),
  discard: (id: string, version: number) => call(e.discard, { params: { id }, body: { version } }),
  pdf: (id: string) => call(e.pdf, { params: { id } }),
  send: (id: string) => call(e.send, { params: { id } }),
  xlsx: (id: string) => call(e.xlsx, { params: { id } }),
};

/** A statement's status chip colour. */
export const STATUS_COLOR: Record<BillingStatementStatus, 'default' | 'success' | 'warning'> = {
  draft: 'warning',
  issued: 'success',
  cancelled: 'default',
};
