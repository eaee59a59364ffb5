import { and, eq, sql } from 'drizzle-orm';
import { PAY_RUN_ERRORS, type PayRun } from '@wf/shared/contracts/pay-runs/pay-runs';
import { cpfMonthOf, latestLawfulPaymentDates, maySendBack, payRunPeriod, type PayRunFrequency, type PayRunStatus } from '@wf/shared/domain/pay/pay-run';
import { PAY_RUN_FREQUENCY, PAY_RUN_STATUS } from '@wf/shared/enums/pay-runs';
import type { Actor } from '../../http/access.ts';
import { periodNotOver, TIME_GUARD_CODES } from '@wf/shared/domain/time-guards';
import { now as clockNow, today } from '@wf/shared/domain/clock';
import { formatDate } from '@wf/shared/domain/format';
import type { Db, DbOrTx } from '../../db/client.ts';
import { payAdjustments, payRunLines, payRuns, shiftPayments, workers, type PayRunDiffRecord } from '../../db/schema/index.ts';
import { AppError, dutiesApart, forbidden, isUniqueViolation, notFound } from '../../http/errors.ts';
import { singleApproverOffice } from '../business/index.ts';
import { writeAudit } from '../audit/index.ts';
import { notifyRoles } from '../notifications/index.ts';
import { buildLines, claimItems, figuresOf, lineSignature, totalsOf, writeLines, type BuiltLine } from './build.ts';
import { recomputeHolidayWeeks } from '../pay/index.ts';
import { refreshRunShares } from '../reports/index.ts';
import type { PayRunStaleness } from '@wf/shared/contracts/pay-runs/pay-runs';
import { getPayRun } from './pay-run-queries.ts';
import { payRunLineChanges } from '@wf/shared/domain/pay/pay-run-diff';
import { payRunPages } from '@wf/shared/contracts/pay-runs/pages';

export type { Actor } from '../../http/access.ts';

export const HR_PAGE = payRunPages.hrList();
export const FINANCE_PAGE = payRunPages.financeList();

type RunRow = typeof payRuns.$inferSelect;

const dollars = (cents: number) => `S$${(cents / 100).toLocaleString('en-SG', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const periodText = (r: Pick<RunRow, 'frequency' | 'periodStart' | 'periodEnd'>) =>
  `${PAY_RUN_FREQUENCY.labels[r.frequency]} ${r.periodStart} to ${r.periodEnd}`;

const wrongState = (r: RunRow, what: string) =>
  r.status === 'paid'
    ? new AppError(409, PAY_RUN_ERRORS.paid, 'This pay run is paid; it can no longer change', undefined, undefined, { status: r.status })
    : new AppError(409, PAY_RUN_ERRORS.wrongState, `A pay run that is ${PAY_RUN_STATUS.labels[r.status].toLowerCase()} cannot be ${what}`, undefined, undefined, {
        status: r.status,
      });

/** Locks the run's row for this transaction; 404 when absent, 409 when the version is stale. */
async function lockRun(tx: DbOrTx, id: string, version?: number): Promise<RunRow> {
  const row = (await tx.select().from(payRuns).where(eq(payRuns.id, id)).for('update'))[0];
  if (!row) throw notFound('No such pay run');
  if (row.status === 'paid') throw wrongState(row, 'changed');
  if (version !== undefined && row.version !== version)
    throw new AppError(409, PAY_RUN_ERRORS.staleVersion, 'Someone else changed this pay run a moment ago. Reload to see it.', undefined, undefined, {
      status: row.status,
      version: row.version,
    });
  return row;
}

function requireStatus(r: RunRow, allowed: readonly PayRunStatus[], what: string) {
  if (!allowed.includes(r.status)) throw wrongState(r, what);
}

/**
 * A run is generated as a draft while its period runs, but confirmed, approved and paid only
 * after the period has ended (Singapore dates): 409 saying the first day it may (issue 29).
 */
function requirePeriodOver(r: RunRow, what: string) {
  const notYet = periodNotOver(r.periodEnd, today());
  if (notYet)
    throw new AppError(
      409,
      TIME_GUARD_CODES.periodNotOver,
      `This pay run's period ends on ${formatDate(notYet.periodEnd)}; it can be ${what} from ${formatDate(notYet.opensOn)}`,
      undefined,
      undefined,
      { status: r.status, ...notYet },
    );
}

/** The run this one clashes with: same frequency, overlapping period. */
async function clashing(tx: DbOrTx, frequency: PayRunFrequency, start: string, end: string) {
  return (
    await tx
      .select({ id: payRuns.id, periodStart: payRuns.periodStart, periodEnd: payRuns.periodEnd, status: payRuns.status })
      .from(payRuns)
      .where(and(eq(payRuns.frequency, frequency), sql`${payRuns.periodStart} <= ${end} and ${payRuns.periodEnd} >= ${start}`))
      .limit(1)
  )[0];
}

const overlapError = (c: { id: string; periodStart: string; periodEnd: string; status: PayRunStatus }) =>
  new AppError(409, PAY_RUN_ERRORS.overlap, `A pay run covers this period already (${c.periodStart} to ${c.periodEnd})`, undefined, undefined, c);

async function saveTotals(tx: DbOrTx, id: string, lines: readonly BuiltLine[], extra: Partial<typeof payRuns.$inferInsert>) {
  const totals = await writeLines(tx, id, lines);
  await tx
    .update(payRuns)
    .set({ ...totals, ...extra, version: sql`${payRuns.version} + 1` })
    .where(eq(payRuns.id, id));
  return totals;
}

/** POST /api/pay-runs: a draft for the period containing `date`. */
export async function generatePayRun(db: Db, actor: Actor, frequency: PayRunFrequency, date: string): Promise<PayRun> {
  const { periodStart, periodEnd } = payRunPeriod(frequency, date);
  try {
    const id = await db.transaction(async (tx) => {
      const c = await clashing(tx, frequency, periodStart, periodEnd);
      if (c) throw overlapError(c);
      const [run] = await tx
        .insert(payRuns)
        .values({ frequency, periodStart, periodEnd, cpfMonth: cpfMonthOf(periodEnd), generatedBy: actor.id })
        .returning();
      await recomputeHolidayWeeks(tx, periodStart, periodEnd);
      await claimItems(tx, run!);
      const lines = await buildLines(tx, run!);
      const totals = await writeLines(tx, run!.id, lines);
      await tx.update(payRuns).set(totals).where(eq(payRuns.id, run!.id));
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'pay_run.generate',
        entityType: 'pay_run',
        entityId: run!.id,
        after: { frequency, periodStart, periodEnd, ...totals },
      });
      await notifyRoles(tx, ['hr'], {
        title: `Pay run waiting for HR confirmation: ${periodText(run!)}`,
        // No money in hr's bell (decision 018): the run page shows the figures hr confirms.
        description: `${totals.workerCount} workers to confirm`,
        link: HR_PAGE,
        icon: 'heroicons_outline:banknotes',
      });
      return run!.id;
    });
    return getPayRun(db, id);
  } catch (e) {
    if (isUniqueViolation(e)) {
      const c = await clashing(db, frequency, periodStart, periodEnd);
      if (c) throw overlapError(c);
    }
    throw e;
  }
}

/** The per-worker differences between two sets of lines. */
function diffOf(before: readonly BuiltLine[], after: readonly BuiltLine[]): PayRunDiffRecord {
  const old = new Map(before.map((l) => [l.workerId, l]));
  const now = new Map(after.map((l) => [l.workerId, l]));
  const workers: PayRunDiffRecord['workers'] = [];
  const side = (l: BuiltLine | undefined) => (l ? { payLines: l.payLines ?? [], adjustments: l.items.adjustments } : null);
  const entry = (o: BuiltLine | undefined, l: BuiltLine | undefined, change: 'added' | 'removed' | 'changed') => {
    const who = (l ?? o)!;
    workers.push({
      workerId: who.workerId,
      workerName: who.workerName,
      employeeCode: who.employeeCode,
      change,
      before: o ? figuresOf(o) : null,
      after: l ? figuresOf(l) : null,
      changes: payRunLineChanges(side(o), side(l)),
    });
  };
  for (const l of after) {
    const o = old.get(l.workerId);
    if (!o) entry(undefined, l, 'added');
    else if (lineSignature(o) !== lineSignature(l)) entry(o, l, 'changed');
  }
  for (const o of before) if (!now.has(o.workerId)) entry(o, undefined, 'removed');
  workers.sort((a, b) => a.workerName.localeCompare(b.workerName) || a.workerId.localeCompare(b.workerId));
  const sum = (ls: readonly BuiltLine[]) => {
    const t = totalsOf(ls);
    return { workerCount: t.workerCount, grossCents: t.grossCents, netCents: t.netCents };
  };
  return { before: sum(before), after: sum(after), workers };
}

/** The stored lines as built (the payee frozen at approval is not part of what a build makes). */
const storedLines = async (tx: DbOrTx, runId: string) =>
  (await tx.select().from(payRunLines).where(eq(payRunLines.runId, runId))).map(
    ({ payeeName: _n, payeeBankName: _b, payeeAccount: _a, ...built }) => built,
  ) as unknown as BuiltLine[];

/** POST /api/pay-runs/:id/regenerate: rebuilds a draft and keeps what changed. */
export async function regeneratePayRun(db: Db, actor: Actor, id: string, version: number): Promise<PayRun> {
  await db.transaction(async (tx) => {
    const run = await lockRun(tx, id, version);
    requireStatus(run, ['draft'], 'regenerated');
    const before = await storedLines(tx, id);
    // Whether an absence around a public holiday worked forfeits its holiday pay is read again (decision 026).
    await recomputeHolidayWeeks(tx, run.periodStart, run.periodEnd);
    await claimItems(tx, run);
    const after = await buildLines(tx, run);
    const diff = diffOf(before, after);
    const totals = await saveTotals(tx, id, after, { regeneratedAt: clockNow(), regeneratedBy: actor.id, lastDiff: diff });
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'pay_run.regenerate',
      entityType: 'pay_run',
      entityId: id,
      before: diff.before,
      after: { ...totals, changedWorkers: diff.workers.length },
    });
  });
  return getPayRun(db, id);
}

/**
 * GET /api/pay-runs/:id/staleness: a draft built again now, read only (nothing claimed or written),
 * compared with its stored lines as confirm compares them: the workers whose line would change. A run
 * past draft is never stale (what it pays is frozen).
 */
export async function payRunStaleness(db: Db, id: string): Promise<PayRunStaleness> {
  const run = (await db.select().from(payRuns).where(eq(payRuns.id, id)))[0];
  if (!run) throw notFound('No such pay run');
  const builtAt = (run.regeneratedAt ?? run.generatedAt).toISOString();
  if (run.status !== 'draft') return { stale: false, builtAt, workers: [] };
  const [stored, fresh] = await Promise.all([storedLines(db, id), buildLines(db, run, true)]);
  const workers = diffOf(stored, fresh).workers.map(({ workerId, workerName, employeeCode, change }) => ({ workerId, workerName, employeeCode, change }));
  return { stale: workers.length > 0, builtAt, workers };
}

/** POST /api/pay-runs/:id/confirm: hr freezes a draft (it must still read as built) and locks what it pays. */
export async function confirmPayRun(db: Db, actor: Actor, id: string, version: number): Promise<PayRun> {
  await db.transaction(async (tx) => {
    const run = await lockRun(tx, id, version);
    requireStatus(run, ['draft'], 'confirmed');
    requirePeriodOver(run, 'confirmed');
    if (run.workerCount === 0)
      throw new AppError(409, TIME_GUARD_CODES.emptyRun, 'A pay run with no workers cannot be confirmed: there is nothing to pay', undefined, undefined, {
        status: run.status,
      });
    const stored = await storedLines(tx, id);
    await recomputeHolidayWeeks(tx, run.periodStart, run.periodEnd);
    await claimItems(tx, run);
    const fresh = await buildLines(tx, run);
    const d = diffOf(stored, fresh);
    if (d.workers.length)
      throw new AppError(
        409,
        PAY_RUN_ERRORS.wrongState,
        `The pay of ${d.workers.length} worker${d.workers.length === 1 ? '' : 's'} changed since this draft was built; regenerate it and check the differences`,
        undefined,
        undefined,
        { status: run.status, changedWorkers: d.workers.length },
      );
    const now = clockNow();
    await tx.update(shiftPayments).set({ status: 'locked', lockedAt: now }).where(eq(shiftPayments.payRunId, id));
    await tx.update(payAdjustments).set({ lockedAt: now }).where(eq(payAdjustments.payRunId, id));
    await tx
      .update(payRuns)
      .set({ status: 'hr_confirmed', hrConfirmedAt: now, hrConfirmedBy: actor.id, sentBackReason: null, version: sql`${payRuns.version} + 1` })
      .where(eq(payRuns.id, id));
    // Frozen: the reports' per-shift rounding and extras are computed now, once (decision 019).
    await refreshRunShares(tx, id);
    await writeAudit(tx, { actorId: actor.id, action: 'pay_run.confirm', entityType: 'pay_run', entityId: id, before: { status: run.status }, after: { status: 'hr_confirmed' } });
    await notifyRoles(tx, ['finance'], {
      title: `Pay run waiting for finance approval: ${periodText(run)}`,
      description: `${run.workerCount} workers, net ${dollars(run.netCents)}`,
      link: FINANCE_PAGE,
      icon: 'heroicons_outline:banknotes',
    });
  });
  return getPayRun(db, id);
}

/**
 * Copies each line's payment instruction (payee name, bank, account as on the worker's record now)
 * into the run: what finance approves is what the bank file pays (issue #26, item 1).
 */
async function freezePayees(tx: DbOrTx, runId: string) {
  await tx
    .update(payRunLines)
    .set({
      payeeName: sql`${workers.name}`,
      payeeBankName: sql`nullif(trim(${workers.bankName}), '')`,
      payeeAccount: sql`nullif(trim(${workers.bankAcc}), '')`,
    })
    .from(workers)
    .where(and(eq(workers.id, payRunLines.workerId), eq(payRunLines.runId, runId)));
}

/**
 * The reason a late run is approved or paid with (issue #25 item 5): when `day` (today for an
 * approval, the payment date for a payment) is after the Employment Act's latest lawful payment date
 * of the run's period, a reason is required: the one given, else one recorded at approval. Null when
 * the day is not late; 400 PAY_RUN_LATE_REASON when late without a reason.
 */
function lateReasonFor(run: RunRow, day: string, given: string | undefined, what: 'approve' | 'pay'): string | null {
  const lawful = latestLawfulPaymentDates(run.periodEnd).salary;
  if (day <= lawful) return null;
  const reason = given?.trim() || (what === 'pay' ? run.latePaymentReason : null);
  if (reason) return reason;
  const when = what === 'approve' ? 'Approving it now' : `Paying it on ${formatDate(day)}`;
  throw new AppError(
    400,
    PAY_RUN_ERRORS.lateReason,
    `The Employment Act's latest payment date for this run is ${formatDate(lawful)}. ${when} is late: give the reason.`,
    { lateReason: 'validation.required' },
    undefined,
    { latestLawfulPaymentDate: lawful },
  );
}

/** POST /api/pay-runs/:id/approve: finance approves; every worker to pay needs bank details; a late approval needs a reason. */
export async function approvePayRun(db: Db, actor: Actor, id: string, version: number, lateReason?: string): Promise<PayRun> {
  await db.transaction(async (tx) => {
    const run = await lockRun(tx, id, version);
    requireStatus(run, ['hr_confirmed'], 'approved');
    requirePeriodOver(run, 'approved');
    const bothStages = run.hrConfirmedBy === actor.id;
    if (bothStages && !(await singleApproverOffice(tx)))
      throw dutiesApart('You confirmed this pay run for HR; someone else must approve it for finance');
    await freezePayees(tx, id);
    const blocking = await tx
      .select({ workerId: payRunLines.workerId, workerName: payRunLines.workerName, employeeCode: payRunLines.employeeCode })
      .from(payRunLines)
      .where(and(eq(payRunLines.runId, id), sql`${payRunLines.netCents} > 0`, sql`(${payRunLines.payeeBankName} is null or ${payRunLines.payeeAccount} is null)`))
      .orderBy(payRunLines.workerName);
    if (blocking.length)
      throw new AppError(
        409,
        PAY_RUN_ERRORS.missingBank,
        `${blocking.length} worker${blocking.length === 1 ? ' has' : 's have'} no bank details: ${blocking
          .slice(0, 5)
          .map((b) => b.workerName)
          .join(', ')}${blocking.length > 5 ? ', ...' : ''}`,
        undefined,
        undefined,
        { workers: blocking },
      );
    // Asked last, so that a reason is not asked for a run that is refused for something else.
    const late = lateReasonFor(run, today(), lateReason, 'approve');
    await tx
      .update(payRuns)
      .set({ status: 'finance_approved', financeApprovedAt: clockNow(), financeApprovedBy: actor.id, latePaymentReason: late, version: sql`${payRuns.version} + 1` })
      .where(eq(payRuns.id, id));
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'pay_run.approve',
      entityType: 'pay_run',
      entityId: id,
      before: { status: run.status },
      after: {
        status: 'finance_approved',
        ...(bothStages ? { singleApproverOffice: true } : {}),
        ...(late ? { latePaymentReason: late, latestLawfulPaymentDate: latestLawfulPaymentDates(run.periodEnd).salary } : {}),
      },
    });
    await notifyRoles(tx, ['finance'], {
      title: `Pay run approved, waiting for payment: ${periodText(run)}`,
      description: `Net ${dollars(run.netCents)} to ${run.workerCount} workers`,
      link: FINANCE_PAGE,
      icon: 'heroicons_outline:banknotes',
    });
  });
  return getPayRun(db, id);
}

/** POST /api/pay-runs/:id/pay: finance records the payment; the run is read-only from then on. */
export async function markPayRunPaid(
  db: Db,
  actor: Actor,
  id: string,
  body: { version: number; paymentDate: string; reference: string; lateReason?: string },
): Promise<PayRun> {
  await db.transaction(async (tx) => {
    const run = await lockRun(tx, id, body.version);
    requireStatus(run, ['finance_approved'], 'marked paid');
    requirePeriodOver(run, 'marked paid');
    const late = lateReasonFor(run, body.paymentDate, body.lateReason, 'pay');
    await tx
      .update(payRuns)
      .set({
        status: 'paid',
        paidAt: clockNow(),
        paidBy: actor.id,
        paymentDate: body.paymentDate,
        paymentReference: body.reference,
        latePaymentReason: late ?? run.latePaymentReason,
        version: sql`${payRuns.version} + 1`,
      })
      .where(eq(payRuns.id, id));
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'pay_run.pay',
      entityType: 'pay_run',
      entityId: id,
      before: { status: run.status },
      after: { status: 'paid', paymentDate: body.paymentDate, paymentReference: body.reference, ...(late ? { latePaymentReason: late } : {}) },
    });
    await notifyRoles(tx, ['hr'], {
      title: `Pay run paid: ${periodText(run)}`,
      description: `Paid on ${body.paymentDate}, reference ${body.reference}`,
      link: HR_PAGE,
      icon: 'heroicons_outline:check-circle',
    });
  });
  return getPayRun(db, id);
}

/** POST /api/pay-runs/:id/send-back: back to draft with a reason; its payments and adjustments unlock. */
export async function sendBackPayRun(db: Db, actor: Actor, id: string, body: { version: number; reason: string }): Promise<PayRun> {
  await db.transaction(async (tx) => {
    const run = await lockRun(tx, id, body.version);
    requireStatus(run, ['hr_confirmed', 'finance_approved'], 'sent back');
    if (!maySendBack(actor.role, run.status))
      throw forbidden(`Your role may not send back a pay run that is ${PAY_RUN_STATUS.labels[run.status].toLowerCase()}`);
    await tx.update(shiftPayments).set({ status: 'open', lockedAt: null }).where(eq(shiftPayments.payRunId, id));
    await tx.update(payAdjustments).set({ lockedAt: null }).where(eq(payAdjustments.payRunId, id));
    await tx.update(payRunLines).set({ payeeName: null, payeeBankName: null, payeeAccount: null }).where(eq(payRunLines.runId, id));
    await tx
      .update(payRuns)
      .set({
        status: 'draft',
        sentBackReason: body.reason,
        sentBackAt: clockNow(),
        sentBackBy: actor.id,
        hrConfirmedAt: null,
        hrConfirmedBy: null,
        financeApprovedAt: null,
        financeApprovedBy: null,
        version: sql`${payRuns.version} + 1`,
      })
      .where(eq(payRuns.id, id));
    // A draft again: its shares go (the reports count it as provisional until hr confirms it again).
    await refreshRunShares(tx, id);
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'pay_run.send_back',
      entityType: 'pay_run',
      entityId: id,
      before: { status: run.status },
      after: { status: 'draft', reason: body.reason },
    });
    await notifyRoles(tx, ['hr'], {
      title: `Pay run sent back to draft: ${periodText(run)}`,
      description: `Reason: ${body.reason}`,
      link: HR_PAGE,
      icon: 'heroicons_outline:arrow-uturn-left',
    });
  });
  return getPayRun(db, id);
}

/** DELETE /api/pay-runs/:id: a draft only; what it held is free for another run. */
export async function deletePayRun(db: Db, actor: Actor, id: string): Promise<{ ok: true }> {
  await db.transaction(async (tx) => {
    const run = await lockRun(tx, id);
    requireStatus(run, ['draft'], 'deleted');
    await tx.update(shiftPayments).set({ payRunId: null }).where(eq(shiftPayments.payRunId, id));
    await tx.update(payAdjustments).set({ payRunId: null }).where(eq(payAdjustments.payRunId, id));
    await tx.delete(payRuns).where(eq(payRuns.id, id));
    const { lastDiff: _d, ...snapshot } = run;
    await writeAudit(tx, { actorId: actor.id, action: 'pay_run.delete', entityType: 'pay_run', entityId: id, before: snapshot });
  });
  return { ok: true };
}
