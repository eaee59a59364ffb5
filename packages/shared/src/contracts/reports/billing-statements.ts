import { z } from 'zod';
import { pageOf, pagingFields } from '../common/list-query.ts';
import { statementRecipientSchema } from '../clients/clients.ts';
import { DAY_KIND } from '../../enums/pay.ts';
import { BILLING_STATEMENT_STATUS } from '../../enums/records.ts';

/**
 * Client billing statements (issue #28, item 5; docs/decisions/030-billing-statements.md):
 * prepared (draft) by one finance or admin user, issued by another (maker/checker), then frozen.
 * Numbered at issue; a re-issue is a new statement for the same client and month that, once issued,
 * cancels the one it replaces. Money in integer cents, time in integer minutes.
 */

export type { BillingStatementStatus } from '../../enums/records.ts';

const uuid = z.uuid('validation.invalid');
/** A calendar month, YYYY-MM. */
export const statementMonth = z
  .string({ error: 'validation.required' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.invalid');

export const prepareStatementBody = z.object({ clientId: uuid, month: statementMonth });
export const statementVersionBody = z.object({
  version: z.number('validation.invalid').int('validation.invalid').min(1, 'validation.min'),
});

export const statementListQuery = z.object({
  clientId: uuid.optional(),
  status: z.enum(BILLING_STATEMENT_STATUS.values, { message: 'validation.invalid' }).optional(),
  ...pagingFields,
});
export type StatementListQuery = z.output<typeof statementListQuery>;

export const statementLine = z.object({
  projectId: z.string(),
  project: z.string(),
  position: z.string(),
  dayKind: z.enum(DAY_KIND.values),
  shifts: z.number().int(),
  minutes: z.number().int(),
  billCents: z.number().int(),
});

const party = z.object({ name: z.string(), uen: z.string(), address: z.string() });

export const statementSummary = z.object({
  id: z.string(),
  /** Given at issue ("BS-000007"); null for a draft. */
  number: z.string().nullable(),
  clientId: z.string(),
  clientName: z.string(),
  month: z.string(),
  status: z.enum(BILLING_STATEMENT_STATUS.values),
  subtotalCents: z.number().int(),
  gstCents: z.number().int(),
  totalCents: z.number().int(),
  preparedBy: z.string().nullable(),
  preparedAt: z.string(),
  issuedBy: z.string().nullable(),
  issuedAt: z.string().nullable(),
  /** The issued statement this one replaces (a re-issue), and the one that replaced this. */
  replacesNumber: z.string().nullable(),
  replacedByNumber: z.string().nullable(),
  version: z.number().int(),
});
export type StatementSummary = z.output<typeof statementSummary>;

export const billingStatement = statementSummary.extend({
  periodStart: z.string(),
  periodEnd: z.string(),
  issueDate: z.string().nullable(),
  dueDate: z.string().nullable(),
  paymentTermsDays: z.number().int(),
  gstBasisPoints: z.number().int().nullable(),
  issuer: party,
  client: party,
  lines: z.array(statementLine),
  /** The current user prepared it (and may not issue it unless the office has a single approver). */
  preparedByMe: z.boolean(),
  /** Who "Send to client" mails it to now (the client's billing contact); null when nobody has an address. */
  sendTo: statementRecipientSchema.nullable(),
});
export type BillingStatement = z.output<typeof billingStatement>;

export const statementListPage = pageOf(statementSummary);

/**
 * An issued statement sent to the client's billing contact: the contact that receives statements,
 * else the client's billing e-mail (no name), else the first of its contacts with an email.
 */
export const statementSent = z.object({ to: z.string(), contactName: z.string().nullable() });
export type StatementSent = z.output<typeof statementSent>;
