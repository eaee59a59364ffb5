import { z } from 'zod';
import { ADJUSTMENT_CATEGORY, ADJUSTMENT_STAGE, ADJUSTMENT_STATUS, type AdjustmentStage, type AdjustmentStatus } from '../../enums/pay.ts';
import {
  enumCounts,
  isoDate,
  listQueries,
  pageOf,
  requiredText,
  searchField,
  SORT_DIRS,
} from '../common/list-query.ts';

/** Payment adjustments (docs/product/life-cycles.md#adjustments; issue #15 item 3). */

/** The categories, statuses and stages are defined in enums/pay.ts; the CPF treatment in domain/pay/pay-run.ts. */
export type { AdjustmentCategory, AdjustmentStage, AdjustmentStatus } from '../../enums/pay.ts';

/** The status an adjustment waits in at each review stage. */
export const STAGE_STATUS: Record<AdjustmentStage, AdjustmentStatus> = { hr: 'pending_hr', finance: 'pending_finance' };

/** Most one adjustment may move: S$100,000. */
export const ADJUSTMENT_MAX_CENTS = 10_000_000;

/** Error codes of the adjustment refusals (409). */
export const ADJUSTMENT_ERRORS = {
  /** A deduction would make the week's net pay negative; `current` holds { weekStart, netCents }. */
  negativeNet: 'NEGATIVE_NET_PAY',
  /** The adjustment is not waiting at this stage (already reviewed, or at the other stage). */
  wrongStage: 'ADJUSTMENT_WRONG_STAGE',
  /** The creator of an adjustment may not review it. */
  ownAdjustment: 'ADJUSTMENT_OWN',
  /**
   * 409: an adjustment with the same worker, category, amount and period exists and is not rejected;
   * `current` holds { id, status, createdAt, createdByName }. Sent again with `confirmDuplicate: true`,
   * it is saved (issue 29, item 7).
   */
  possibleDuplicate: 'ADJUSTMENT_POSSIBLE_DUPLICATE',
} as const;

const amount = z
  .number('validation.invalid')
  .int('validation.invalid')
  .min(-ADJUSTMENT_MAX_CENTS, 'validation.min')
  .max(ADJUSTMENT_MAX_CENTS, 'validation.max')
  .refine((n) => n !== 0, 'validation.invalid');

/**
 * POST /api/pay-adjustments: on a shift payment (shiftPaymentId), or on a worker for a period
 * (workerId, periodStart, periodEnd). A deduction is negative; the other categories may be either
 * sign except that a deduction may not be positive.
 */
export const adjustmentBody = z
  .object({
    shiftPaymentId: z.uuid('validation.invalid').nullish(),
    workerId: z.uuid('validation.invalid').nullish(),
    projectId: z.uuid('validation.invalid').nullish(),
    periodStart: isoDate.nullish(),
    periodEnd: isoDate.nullish(),
    category: z.enum(ADJUSTMENT_CATEGORY.values, { message: 'validation.invalid' }),
    amountCents: amount,
    reason: requiredText(500),
    /** Save although a possible duplicate exists (the answer to ADJUSTMENT_POSSIBLE_DUPLICATE). */
    confirmDuplicate: z.boolean({ message: 'validation.invalid' }).optional(),
  })
  .superRefine((b, ctx) => {
    if (!b.shiftPaymentId) {
      if (!b.workerId) ctx.addIssue({ code: 'custom', path: ['workerId'], message: 'validation.required' });
      if (!b.periodStart) ctx.addIssue({ code: 'custom', path: ['periodStart'], message: 'validation.required' });
      if (!b.periodEnd) ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: 'validation.required' });
      if (b.periodStart && b.periodEnd && b.periodEnd < b.periodStart)
        ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: 'validation.dateRange' });
      if (b.periodStart && b.periodEnd && Date.parse(b.periodEnd) - Date.parse(b.periodStart) > 62 * 86_400_000)
        ctx.addIssue({ code: 'custom', path: ['periodEnd'], message: 'validation.max' });
    }
    if (b.category === 'deduction' && b.amountCents > 0)
      ctx.addIssue({ code: 'custom', path: ['amountCents'], message: 'validation.max' });
  });
export type AdjustmentBody = z.output<typeof adjustmentBody>;
export type AdjustmentBodyInput = z.input<typeof adjustmentBody>;

/** POST /api/pay-adjustments/:id/{hr,finance}-review */
export const reviewBody = z
  .object({
    decision: z.enum(['approve', 'reject'], { message: 'validation.invalid' }),
    reason: z.string().trim().max(500, 'validation.maxLength').optional(),
  })
  .refine((b) => b.decision === 'approve' || (b.reason ?? '').length > 0, {
    message: 'validation.required',
    path: ['reason'],
  });
export type ReviewBody = z.output<typeof reviewBody>;

/** POST /api/pay-adjustments/{hr,finance}-review/bulk: approve every one of these, or none. */
export const bulkApproveBody = z.object({
  ids: z.array(z.uuid('validation.invalid')).min(1, 'validation.required').max(500, 'validation.max'),
});
export const bulkApproveReply = z.object({ approved: z.number().int() });

export const ADJUSTMENT_SORT_FIELDS = [
  'createdAt',
  'workerName',
  'amountCents',
  'effectiveDate',
  'category',
  'status',
] as const;

/** Export columns and their headings. */
export const ADJUSTMENT_COLUMNS = {
  workerName: 'Worker',
  employeeCode: 'Employee code',
  projectName: 'Project',
  periodStart: 'From',
  periodEnd: 'To',
  categoryLabel: 'Category',
  amountCents: 'Amount',
  reason: 'Reason',
  statusLabel: 'Status',
  createdByName: 'Created by',
  createdAt: 'Created',
  hrReviewedByName: 'HR reviewed by',
  financeReviewedByName: 'Finance reviewed by',
  rejectionReason: 'Rejection reason',
} as const;
export type AdjustmentColumn = keyof typeof ADJUSTMENT_COLUMNS;
export const ADJUSTMENT_COLUMN_KEYS = Object.keys(ADJUSTMENT_COLUMNS) as AdjustmentColumn[];

const money = z.coerce
  .number('validation.invalid')
  .int('validation.invalid')
  .min(-ADJUSTMENT_MAX_CENTS, 'validation.min')
  .max(ADJUSTMENT_MAX_CENTS, 'validation.max');

const adjustmentFilterFields = {
  sort: z.enum(ADJUSTMENT_SORT_FIELDS, { message: 'validation.invalid' }).default('createdAt'),
  dir: z.enum(SORT_DIRS, { message: 'validation.invalid' }).default('desc'),
  search: searchField,
  status: z.enum([...ADJUSTMENT_STATUS.values, 'all'], { message: 'validation.invalid' }).default('all'),
  category: z.enum(ADJUSTMENT_CATEGORY.values, { message: 'validation.invalid' }).optional(),
  projectId: z.uuid('validation.invalid').optional(),
  workerId: z.uuid('validation.invalid').optional(),
  /** The period: adjustments whose effective date falls between these days. */
  from: isoDate.optional(),
  to: isoDate.optional(),
  /** Amount range in cents (signed). */
  minCents: money.optional(),
  maxCents: money.optional(),
};
const adjustmentQueries = listQueries(adjustmentFilterFields, ADJUSTMENT_COLUMN_KEYS);
export const adjustmentListQuery = adjustmentQueries.list;
export type AdjustmentListQuery = z.input<typeof adjustmentListQuery>;
export const adjustmentExportQuery = adjustmentQueries.export;

export const adjustmentRow = z.object({
  id: z.uuid(),
  workerId: z.uuid(),
  workerName: z.string(),
  employeeCode: z.string().nullable(),
  shiftPaymentId: z.uuid().nullable(),
  projectId: z.uuid().nullable(),
  projectName: z.string().nullable(),
  periodStart: z.string(),
  periodEnd: z.string(),
  effectiveDate: z.string(),
  weekStart: z.string(),
  category: z.enum(ADJUSTMENT_CATEGORY.values),
  amountCents: z.number().int(),
  reason: z.string(),
  status: z.enum(ADJUSTMENT_STATUS.values),
  createdById: z.uuid(),
  createdByName: z.string(),
  createdAt: z.string(),
  /** Who approved it at HR review: finance may not approve what they approved for HR (DUTIES_APART). */
  hrReviewedById: z.uuid().nullable(),
  hrReviewedByName: z.string().nullable(),
  hrReviewedAt: z.string().nullable(),
  financeReviewedByName: z.string().nullable(),
  financeReviewedAt: z.string().nullable(),
  rejectedStage: z.enum(ADJUSTMENT_STAGE.values).nullable(),
  rejectionReason: z.string().nullable(),
  locked: z.boolean(),
});
export type AdjustmentRow = z.output<typeof adjustmentRow>;

export const adjustmentCounts = enumCounts(ADJUSTMENT_STATUS, { int: true });
export const adjustmentListPage = pageOf(adjustmentRow, { counts: adjustmentCounts });
export type AdjustmentListPage = z.output<typeof adjustmentListPage>;
