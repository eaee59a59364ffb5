import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelectBuilder } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import {
  ADJUSTMENT_ERRORS,
  STAGE_STATUS,
  type AdjustmentBody,
  type AdjustmentRow,
  type AdjustmentStage,
  type ReviewBody,
  type adjustmentExportQuery,
  type adjustmentListQuery,
} from '@wf/shared/contracts/pay/adjustments';
import { weekStartOf } from '@wf/shared/domain/pay/shift-pay';
import { ADJUSTMENT_CATEGORY, ADJUSTMENT_STATUS } from '@wf/shared/enums/pay';
import { statusCounts, zeroCounts } from '../../db/enum-column.ts';
import type { Role } from '@wf/shared/roles';
import type { Db, DbOrTx } from '../../db/client.ts';
import { defineList, searchAny } from '../../http/list-builder.ts';
import { payAdjustments, projects, shiftPayments, users, workers } from '../../db/schema/index.ts';
import { AppError, badRequest, dutiesApart, forbidden, notFound, withDeadlockRetry } from '../../http/errors.ts';
import { actsOnProject, seesPayOf } from '@wf/shared/contracts/pay/pay-visibility';
import { singleApproverOffice } from '../business/index.ts';
import { iso, isoOrNull } from '../../http/list-helpers.ts';
import { writeAudit } from '../audit/index.ts';
import { notifyRoles, notifyUsers } from '../notifications/index.ts';
import * as clock from '@wf/shared/domain/clock';
import { adjustmentPages } from '@wf/shared/contracts/pay/pages';

type ListQuery = z.output<typeof adjustmentListQuery>;
type ExportQuery = z.output<typeof adjustmentExportQuery>;
type Filter = Omit<ListQuery, 'page' | 'pageSize'>;
/**
 * Who is asking: a manager sees only the adjustments on projects they manage now (the one
 * pay-visibility rule, decision 018), not those they created on a project that has since passed to
 * another manager.
 */
export type Viewer = { id: string; role: Role };

export const HR_PAGE = adjustmentPages.hr();
export const FINANCE_PAGE = adjustmentPages.finance();

const creator = alias(users, 'adj_creator');
const hrReviewer = alias(users, 'adj_hr_reviewer');
const financeReviewer = alias(users, 'adj_finance_reviewer');

const columns = {
  id: payAdjustments.id,
  workerId: payAdjustments.workerId,
  workerName: workers.name,
  employeeCode: workers.employeeCode,
  shiftPaymentId: payAdjustments.shiftPaymentId,
  projectId: payAdjustments.projectId,
  projectName: projects.name,
  periodStart: payAdjustments.periodStart,
  periodEnd: payAdjustments.periodEnd,
  effectiveDate: payAdjustments.effectiveDate,
  weekStart: payAdjustments.weekStart,
  category: payAdjustments.category,
  amountCents: payAdjustments.amountCents,
  reason: payAdjustments.reason,
  status: payAdjustments.status,
  createdById: payAdjustments.createdBy,
  createdByName: creator.name,
  createdAt: payAdjustments.createdAt,
  hrReviewedById: payAdjustments.hrReviewedBy,
  hrReviewedByName: hrReviewer.name,
  hrReviewedAt: payAdjustments.hrReviewedAt,
  financeReviewedByName: financeReviewer.name,
  financeReviewedAt: payAdjustments.financeReviewedAt,
  rejectedStage: payAdjustments.rejectedStage,
  rejectionReason: payAdjustments.rejectionReason,
  lockedAt: payAdjustments.lockedAt,
};

/** An adjustment's FROM: the adjustment, its worker, project and the staff who acted on it. */
const fromAdjustments = (q: PgSelectBuilder<typeof columns>) =>
  q
    .from(payAdjustments)
    .innerJoin(workers, eq(workers.id, payAdjustments.workerId))
    .innerJoin(creator, eq(creator.id, payAdjustments.createdBy))
    .leftJoin(projects, eq(projects.id, payAdjustments.projectId))
    .leftJoin(hrReviewer, eq(hrReviewer.id, payAdjustments.hrReviewedBy))
    .leftJoin(financeReviewer, eq(financeReviewer.id, payAdjustments.financeReviewedBy));

const joined = (db: DbOrTx) => fromAdjustments(db.select(columns));

type Raw = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];
const toRow = ({ lockedAt, createdAt, hrReviewedAt, financeReviewedAt, ...r }: Raw): AdjustmentRow => ({
  ...r,
  createdByName: r.createdByName,
  createdAt: iso(createdAt),
  hrReviewedAt: isoOrNull(hrReviewedAt),
  financeReviewedAt: isoOrNull(financeReviewedAt),
  locked: lockedAt !== null,
});

/** The export adds the labels of category and status (never the codes). */
export type AdjustmentExportRow = AdjustmentRow & { categoryLabel: string; statusLabel: string };

function visibleTo(viewer: Viewer): SQL | undefined {
  if (viewer.role !== 'manager') return undefined;
  return eq(projects.managerId, viewer.id);
}

/** The adjustment list (http/list-builder.ts) as `viewer` may read it: the status chips count over the other filters. */
const adjustmentList = defineList({
  columns,
  from: fromAdjustments,
  filters: (f: Filter, viewer: Viewer) => [
    visibleTo(viewer),
    f.category && eq(payAdjustments.category, f.category),
    f.projectId && eq(payAdjustments.projectId, f.projectId),
    f.workerId && eq(payAdjustments.workerId, f.workerId),
    f.from && gte(payAdjustments.effectiveDate, f.from),
    f.to && lte(payAdjustments.effectiveDate, f.to),
    f.minCents !== undefined && gte(payAdjustments.amountCents, f.minCents),
    f.maxCents !== undefined && lte(payAdjustments.amountCents, f.maxCents),
    f.search && searchAny(f.search, [workers.name, workers.employeeCode, payAdjustments.reason, projects.name]),
  ],
  chips: {
    where: (f) => (f.status !== 'all' ? eq(payAdjustments.status, f.status) : undefined),
    counts: () => statusCounts(payAdjustments.status, ADJUSTMENT_STATUS),
    zero: zeroCounts(ADJUSTMENT_STATUS),
  },
  sort: {
    createdAt: payAdjustments.createdAt,
    workerName: sql`lower(${workers.name})`,
    amountCents: payAdjustments.amountCents,
    effectiveDate: payAdjustments.effectiveDate,
    category: payAdjustments.category,
    status: payAdjustments.status,
  },
  id: payAdjustments.id,
  row: toRow,
});

export async function listAdjustments(db: Db, q: ListQuery, viewer: Viewer) {
  return adjustmentList.page(db, q, viewer);
}

export async function exportAdjustments(db: Db, q: ExportQuery, viewer: Viewer): Promise<AdjustmentExportRow[]> {
  return (await adjustmentList.export(db, q, viewer)).map((row) => ({
    ...row,
    categoryLabel: ADJUSTMENT_CATEGORY.labels[row.category],
    statusLabel: ADJUSTMENT_STATUS.labels[row.status],
  }));
}

export async function getAdjustment(db: DbOrTx, id: string, viewer: Viewer): Promise<AdjustmentRow> {
  const v = visibleTo(viewer);
  const rows = await joined(db).where(v ? and(eq(payAdjustments.id, id), v) : eq(payAdjustments.id, id));
  if (!rows[0]) throw notFound('No such adjustment');
  return toRow(rows[0]);
}

/** S$12.34 / -S$5.00 for notification text. */
const dollars = (cents: number) => `${cents < 0 ? '-' : ''}S$${(Math.abs(cents) / 100).toFixed(2)}`;

/**
 * A worker's net pay for a week: its shift payments plus every adjustment not rejected (waiting
 * ones count, so two waiting deductions cannot together take the week below zero).
 */
async function weekNetCents(tx: DbOrTx, workerId: string, weekStart: string): Promise<number> {
  const [pay] = await tx
    .select({ n: sql<number>`coalesce(sum(${shiftPayments.totalCents}), 0)::int` })
    .from(shiftPayments)
    .where(and(eq(shiftPayments.workerId, workerId), eq(shiftPayments.weekStart, weekStart)));
  const [adj] = await tx
    .select({ n: sql<number>`coalesce(sum(${payAdjustments.amountCents}), 0)::int` })
    .from(payAdjustments)
    .where(
      and(
        eq(payAdjustments.workerId, workerId),
        eq(payAdjustments.weekStart, weekStart),
        inArray(payAdjustments.status, ['pending_hr', 'pending_finance', 'approved']),
      ),
    );
  return (pay?.n ?? 0) + (adj?.n ?? 0);
}

/**
 * Refuses (409 NEGATIVE_NET_PAY) a week whose net pay would be below zero. Only a caller who may read
 * this pay (seesPayOf: finance, admin, the project's manager) is told the figure; anyone else hears
 * only that the deduction is too large (issue #26, item 2).
 */
async function refuseNegativeNet(tx: DbOrTx, viewer: Viewer, w: { workerId: string; weekStart: string; projectId: string | null }, extraCents: number): Promise<void> {
  const netCents = (await weekNetCents(tx, w.workerId, w.weekStart)) + extraCents;
  if (netCents >= 0) return;
  const managerId = w.projectId
    ? ((await tx.select({ m: projects.managerId }).from(projects).where(eq(projects.id, w.projectId)))[0]?.m ?? null)
    : null;
  if (!seesPayOf(viewer, managerId))
    throw new AppError(409, ADJUSTMENT_ERRORS.negativeNet, "This deduction is too large: a deduction may not take a week's pay below zero", undefined, undefined, {
      weekStart: w.weekStart,
    });
  throw new AppError(
    409,
    ADJUSTMENT_ERRORS.negativeNet,
    `This would make the week of ${w.weekStart} net pay ${dollars(netCents)}; a deduction may not take a week's pay below zero`,
    undefined,
    undefined,
    { weekStart: w.weekStart, netCents },
  );
}

/** A manager adds adjustments only on a project they manage (issue #26, item 2). */
async function requireManagedProject(tx: DbOrTx, actor: Viewer, projectId: string | null) {
  if (actor.role !== 'manager') return;
  const managerId = projectId ? (await tx.select({ m: projects.managerId }).from(projects).where(eq(projects.id, projectId)))[0]?.m : null;
  if (!actsOnProject(actor, managerId ?? null))
    throw forbidden(
      managerId === null
        ? 'Nobody manages this project yet: an admin acts on it until a manager is named'
        : 'A manager may add adjustments only on a project they manage',
    );
}

/** One writer at a time per worker: the net-pay check and the insert or approval see each other. */
const lockWorker = (tx: DbOrTx, workerId: string) =>
  tx.select({ id: workers.id, name: workers.name }).from(workers).where(eq(workers.id, workerId)).for('update');

/**
 * The same claim entered twice (issue 29, item 7): an adjustment not rejected with the same worker,
 * category, amount and period is a possible duplicate; 409 says which one, and the maker may send it
 * again with `confirmDuplicate` (two meal allowances in one week can be right).
 */
async function askOnDuplicate(
  tx: DbOrTx,
  a: { workerId: string; category: AdjustmentBody['category']; amountCents: number; periodStart: string; periodEnd: string },
): Promise<void> {
  const maker = alias(users, 'maker');
  const same = (
    await tx
      .select({ id: payAdjustments.id, status: payAdjustments.status, createdAt: payAdjustments.createdAt, createdByName: maker.name })
      .from(payAdjustments)
      .leftJoin(maker, eq(maker.id, payAdjustments.createdBy))
      .where(
        and(
          eq(payAdjustments.workerId, a.workerId),
          eq(payAdjustments.category, a.category),
          eq(payAdjustments.amountCents, a.amountCents),
          eq(payAdjustments.periodStart, a.periodStart),
          eq(payAdjustments.periodEnd, a.periodEnd),
          sql`${payAdjustments.status} <> 'rejected'`,
        ),
      )
      .orderBy(payAdjustments.createdAt)
      .limit(1)
  )[0];
  if (same)
    throw new AppError(409, ADJUSTMENT_ERRORS.possibleDuplicate, 'An adjustment with the same worker, category, amount and period exists; send it again to save it anyway', undefined, undefined, {
      id: same.id,
      status: same.status,
      createdAt: same.createdAt.toISOString(),
      createdByName: same.createdByName,
    });
}

export async function createAdjustment(db: Db, actor: Viewer, body: AdjustmentBody): Promise<AdjustmentRow> {
  return db.transaction(async (tx) => {
    let workerId: string;
    let projectId: string | null = body.projectId ?? null;
    let periodStart: string;
    let periodEnd: string;
    if (body.shiftPaymentId) {
      const sp = (
        await tx
          .select({ workerId: shiftPayments.workerId, projectId: shiftPayments.projectId, date: shiftPayments.date, status: shiftPayments.status })
          .from(shiftPayments)
          .where(eq(shiftPayments.id, body.shiftPaymentId))
      )[0];
      if (!sp) throw badRequest('No such shift payment', { shiftPaymentId: 'validation.invalid' });
      if (sp.status === 'locked') throw new AppError(409, 'PAY_LOCKED', 'This shift is paid in an approved pay run; it can no longer be adjusted');
      workerId = sp.workerId;
      projectId = sp.projectId;
      periodStart = periodEnd = sp.date;
    } else {
      workerId = body.workerId!;
      periodStart = body.periodStart!;
      periodEnd = body.periodEnd!;
      if (projectId) {
        const p = await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId));
        if (!p[0]) throw badRequest('No such project', { projectId: 'validation.invalid' });
      }
    }
    await requireManagedProject(tx, actor, projectId);
    const worker = (await lockWorker(tx, workerId))[0];
    if (!worker) throw badRequest('No such worker', { workerId: 'validation.invalid' });
    const weekStart = weekStartOf(periodEnd);
    if (!body.confirmDuplicate) await askOnDuplicate(tx, { workerId, category: body.category, amountCents: body.amountCents, periodStart, periodEnd });
    if (body.amountCents < 0) await refuseNegativeNet(tx, actor, { workerId, weekStart, projectId }, body.amountCents);
    const [created] = await tx
      .insert(payAdjustments)
      .values({
        workerId,
        shiftPaymentId: body.shiftPaymentId ?? null,
        projectId,
        periodStart,
        periodEnd,
        effectiveDate: periodEnd,
        weekStart,
        category: body.category,
        amountCents: body.amountCents,
        reason: body.reason,
        createdBy: actor.id,
      })
      .returning();
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'pay_adjustment.create',
      entityType: 'pay_adjustment',
      entityId: created!.id,
      // A possible duplicate saved on purpose says so in the log.
      after: body.confirmDuplicate ? { ...created, savedDespiteDuplicate: true } : created,
    });
    await notifyRoles(tx, ['hr'], {
      title: `Adjustment waiting for HR review: ${worker.name}`,
      description: `${ADJUSTMENT_CATEGORY.labels[body.category]} ${dollars(body.amountCents)}: ${body.reason}`,
      link: HR_PAGE,
      icon: 'heroicons_outline:banknotes',
    });
    return getAdjustment(tx, created!.id, { id: actor.id, role: 'admin' });
  });
}

/**
 * One review step inside the caller's transaction: the adjustment must wait at this stage, not be the
 * reviewer's own, and not have been approved at the other stage by the same person (admins included;
 * a one-person office may allow it, and the audit entry says so); an approval re-checks the week's
 * net pay. Returns what to notify afterwards.
 */
async function reviewOne(tx: DbOrTx, actor: Viewer, id: string, stage: AdjustmentStage, body: ReviewBody, oneApprover: boolean) {
  const actorId = actor.id;
  const row = (await tx.select().from(payAdjustments).where(eq(payAdjustments.id, id)).for('update'))[0];
  if (!row) throw notFound('No such adjustment');
  if (row.status !== STAGE_STATUS[stage])
    throw new AppError(409, ADJUSTMENT_ERRORS.wrongStage, `This adjustment is not waiting for ${stage === 'hr' ? 'HR' : 'finance'} review`, undefined, undefined, {
      id,
      status: row.status,
    });
  if (row.createdBy === actorId)
    throw new AppError(403, ADJUSTMENT_ERRORS.ownAdjustment, 'You created this adjustment; someone else must review it');
  const bothStages = stage === 'finance' && body.decision === 'approve' && row.hrReviewedBy === actorId;
  if (bothStages && !oneApprover) throw dutiesApart('You approved this adjustment at HR review; someone else must approve it for finance');
  const now = clock.now();
  const reviewed = stage === 'hr' ? { hrReviewedBy: actorId, hrReviewedAt: now } : { financeReviewedBy: actorId, financeReviewedAt: now };
  let next;
  if (body.decision === 'approve') {
    if (row.amountCents < 0) {
      await lockWorker(tx, row.workerId);
      await refuseNegativeNet(tx, actor, row, 0);
    }
    next = { ...reviewed, status: stage === 'hr' ? ('pending_finance' as const) : ('approved' as const) };
  } else {
    next = { ...reviewed, status: 'rejected' as const, rejectedStage: stage, rejectionReason: body.reason ?? '' };
  }
  await tx.update(payAdjustments).set(next).where(eq(payAdjustments.id, id));
  await writeAudit(tx, {
    actorId,
    action: `pay_adjustment.${stage}_${body.decision}`,
    entityType: 'pay_adjustment',
    entityId: id,
    before: { status: row.status },
    after: { status: next.status, reason: body.reason ?? null, ...(bothStages ? { singleApproverOffice: true } : {}) },
  });
  return { row, status: next.status };
}

async function workerName(tx: DbOrTx, workerId: string) {
  return (await tx.select({ name: workers.name }).from(workers).where(eq(workers.id, workerId)))[0]?.name ?? '';
}

export async function reviewAdjustment(db: Db, actor: Viewer, id: string, stage: AdjustmentStage, body: ReviewBody) {
  const actorId = actor.id;
  return withDeadlockRetry(() => db.transaction(async (tx) => {
    const { row, status } = await reviewOne(tx, actor, id, stage, body, await singleApproverOffice(tx));
    const name = await workerName(tx, row.workerId);
    const what = `${ADJUSTMENT_CATEGORY.labels[row.category]} ${dollars(row.amountCents)} for ${name}`;
    if (status === 'pending_finance')
      await notifyRoles(tx, ['finance'], {
        title: `Adjustment waiting for finance approval: ${name}`,
        description: `${what}: ${row.reason}`,
        link: FINANCE_PAGE,
        icon: 'heroicons_outline:banknotes',
      });
    if (status === 'rejected')
      await notifyUsers(tx, [row.createdBy], {
        title: `Your adjustment was rejected: ${name}`,
        description: `${what} was rejected at ${stage === 'hr' ? 'HR' : 'finance'} review. Reason: ${body.reason ?? ''}`,
        link: adjustmentPages.hr({ status: 'rejected' }),
        icon: 'heroicons_outline:x-circle',
      });
    return getAdjustment(tx, id, { id: actorId, role: 'admin' });
  }));
}

/**
 * Approves every selected adjustment at this stage in one transaction; the first refusal refuses them
 * all. Rows are locked in id order, whatever order the caller sent, so two reviewers approving the
 * same adjustments never wait on each other in a circle (issue #26, item 4).
 */
export async function bulkApprove(db: Db, actor: Viewer, ids: string[], stage: AdjustmentStage) {
  const unique = [...new Set(ids)].sort();
  return withDeadlockRetry(() =>
    db.transaction(async (tx) => {
      const oneApprover = await singleApproverOffice(tx);
      await tx.select({ id: payAdjustments.id }).from(payAdjustments).where(inArray(payAdjustments.id, unique)).orderBy(payAdjustments.id).for('update');
      for (const id of unique) await reviewOne(tx, actor, id, stage, { decision: 'approve' }, oneApprover);
      if (stage === 'hr')
        await notifyRoles(tx, ['finance'], {
          title: unique.length === 1 ? 'An adjustment is waiting for finance approval' : `${unique.length} adjustments are waiting for finance approval`,
          link: FINANCE_PAGE,
          icon: 'heroicons_outline:banknotes',
        });
      return { approved: unique.length };
    }),
  );
}
