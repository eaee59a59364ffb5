import type { AnyColumn } from 'drizzle-orm';
import { eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { getTableColumns } from 'drizzle-orm';
import { alias, type PgSelectBuilder } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type {
  PayRun,
  PayRunDiff,
  PayRunLine,
  payRunExportQuery,
  payRunLinesQuery,
  payRunListQuery,
} from '@wf/shared/contracts/pay-runs/pay-runs';
import { PAY_RUN_FREQUENCY, PAY_RUN_STATUS } from '@wf/shared/enums/pay-runs';
import { statusCounts, zeroCounts } from '../../db/enum-column.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { defineList, searchAny } from '../../http/list-builder.ts';
import { payRunLines, payRuns, users, workers } from '../../db/schema/index.ts';
import { notFound } from '../../http/errors.ts';
import { isoOrNull } from '../../http/list-helpers.ts';

type ListQuery = z.output<typeof payRunListQuery>;
type ExportQuery = z.output<typeof payRunExportQuery>;
type Filter = Omit<ListQuery, 'page' | 'pageSize'>;
type LinesQuery = z.output<typeof payRunLinesQuery>;

const generator = alias(users, 'run_generator');
const regenerator = alias(users, 'run_regenerator');
const confirmer = alias(users, 'run_confirmer');
const approver = alias(users, 'run_approver');
const payer = alias(users, 'run_payer');

/**
 * True when a line's payment instruction frozen at approval no longer matches the worker's bank
 * details (the run still pays the frozen one; the page shows "changed since approval").
 */
const bankChangedSince = (l: { payeeAccount: AnyColumn; payeeBankName: AnyColumn; workerId: AnyColumn }) =>
  sql<boolean>`(${l.payeeAccount} is not null and exists (select 1 from ${workers} where ${workers.id} = ${l.workerId} and (nullif(trim(${workers.bankName}), '') is distinct from ${l.payeeBankName} or nullif(trim(${workers.bankAcc}), '') is distinct from ${l.payeeAccount})))`;

const frozenLine = alias(payRunLines, 'frozen_line');

/** A run's FROM: the pay run and the staff who acted on it. */
const fromRuns = (q: PgSelectBuilder<typeof runColumns>) =>
  q
    .from(payRuns)
    .leftJoin(generator, eq(generator.id, payRuns.generatedBy))
    .leftJoin(regenerator, eq(regenerator.id, payRuns.regeneratedBy))
    .leftJoin(confirmer, eq(confirmer.id, payRuns.hrConfirmedBy))
    .leftJoin(approver, eq(approver.id, payRuns.financeApprovedBy))
    .leftJoin(payer, eq(payer.id, payRuns.paidBy));

const runColumns = {
  run: payRuns,
  bankChangedWorkers: sql<number>`(select count(*)::int from ${payRunLines} as ${sql.identifier('frozen_line')} where ${frozenLine.runId} = ${payRuns.id} and ${bankChangedSince(frozenLine)})`,
  generatedByName: generator.name,
  regeneratedByName: regenerator.name,
  hrConfirmedByName: confirmer.name,
  financeApprovedByName: approver.name,
  paidByName: payer.name,
};

const joined = (db: DbOrTx) => fromRuns(db.select(runColumns));

type Raw = Awaited<ReturnType<ReturnType<typeof joined>['execute']>>[number];
const ref = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);

function toRun({ run: r, ...n }: Raw): PayRun {
  return {
    id: r.id,
    frequency: r.frequency,
    periodStart: r.periodStart,
    periodEnd: r.periodEnd,
    cpfMonth: r.cpfMonth,
    status: r.status,
    version: r.version,
    workerCount: r.workerCount,
    grossCents: Number(r.grossCents),
    employeeCpfCents: Number(r.employeeCpfCents),
    employerCpfCents: Number(r.employerCpfCents),
    sdlCents: Number(r.sdlCents),
    netCents: Number(r.netCents),
    generatedAt: r.generatedAt.toISOString(),
    generatedBy: ref(r.generatedBy, n.generatedByName),
    hrConfirmedAt: isoOrNull(r.hrConfirmedAt),
    hrConfirmedBy: ref(r.hrConfirmedBy, n.hrConfirmedByName),
    financeApprovedAt: isoOrNull(r.financeApprovedAt),
    financeApprovedBy: ref(r.financeApprovedBy, n.financeApprovedByName),
    paidAt: isoOrNull(r.paidAt),
    paidBy: ref(r.paidBy, n.paidByName),
    paymentDate: r.paymentDate,
    paymentReference: r.paymentReference,
    sentBackReason: r.status === 'draft' ? r.sentBackReason : null,
    latePaymentReason: r.latePaymentReason,
    blockingWorkers: r.blockingWorkers,
    regeneratedAt: isoOrNull(r.regeneratedAt),
    bankChangedWorkers: Number(n.bankChangedWorkers),
  };
}

/** The pay-run list (http/list-builder.ts): the status chips count over the other filters. */
const payRunList = defineList({
  columns: runColumns,
  from: fromRuns,
  filters: (f: Filter) => [
    f.frequency && eq(payRuns.frequency, f.frequency),
    f.from && gte(payRuns.periodEnd, f.from),
    f.to && lte(payRuns.periodStart, f.to),
  ],
  chips: {
    where: (f) => (f.status !== 'all' ? eq(payRuns.status, f.status) : undefined),
    counts: () => statusCounts(payRuns.status, PAY_RUN_STATUS),
    zero: zeroCounts(PAY_RUN_STATUS),
  },
  sort: {
    periodStart: payRuns.periodStart,
    status: payRuns.status,
    workerCount: payRuns.workerCount,
    grossCents: payRuns.grossCents,
    netCents: payRuns.netCents,
    generatedAt: payRuns.generatedAt,
  },
  id: payRuns.id,
  row: toRun,
});

export async function listPayRuns(db: Db, q: ListQuery) {
  return payRunList.page(db, q);
}

/** The list export adds labels and the actors' names (never codes). */
export type PayRunExportRow = PayRun & {
  frequencyLabel: string;
  statusLabel: string;
  generatedByName: string;
  hrConfirmedByName: string;
  financeApprovedByName: string;
};

export async function exportPayRuns(db: Db, q: ExportQuery): Promise<PayRunExportRow[]> {
  return (await payRunList.export(db, q)).map((r) => ({
    ...r,
    frequencyLabel: PAY_RUN_FREQUENCY.labels[r.frequency],
    statusLabel: PAY_RUN_STATUS.labels[r.status],
    generatedByName: r.generatedBy?.name ?? '',
    hrConfirmedByName: r.hrConfirmedBy?.name ?? '',
    financeApprovedByName: r.financeApprovedBy?.name ?? '',
  }));
}

export async function getPayRun(db: DbOrTx, id: string): Promise<PayRun> {
  const rows = await joined(db).where(eq(payRuns.id, id));
  if (!rows[0]) throw notFound('No such pay run');
  return toRun(rows[0]);
}

const LINE_SORT: Record<LinesQuery['sort'], SQL | AnyColumn> = {
  workerName: sql`lower(${payRunLines.workerName})`,
  employeeCode: payRunLines.employeeCode,
  grossCents: payRunLines.grossCents,
  netCents: payRunLines.netCents,
};

/** A line's columns and whether its frozen bank details changed since (select(lineColumns).from(payRunLines)). */
export const lineColumns = { ...getTableColumns(payRunLines), bankChanged: bankChangedSince(payRunLines) };
type LineRow = typeof payRunLines.$inferSelect & { bankChanged: boolean };

/** A stored line as the API shows it: the bank frozen at approval once there is one; never the account. */
export function toLine(l: LineRow): PayRunLine {
  const { items, ageBand, payeeName: _n, payeeBankName, payeeAccount: _a, bankChanged, ...rest } = l;
  return {
    ...rest,
    bankName: payeeBankName ?? rest.bankName,
    ageBand: ageBand as PayRunLine['ageBand'],
    bankChangedSinceApproval: Boolean(bankChanged),
    shifts: items.shifts,
    adjustments: items.adjustments,
    holidaysNotWorked: items.holidays ?? [],
    holidaysUnpaid: items.holidaysUnpaid ?? [],
  };
}

/** A run's lines (http/list-builder.ts): `runId` the run. */
const payRunLineList = defineList({
  columns: lineColumns,
  from: (q) => q.from(payRunLines),
  filters: (f: LinesQuery, runId: string) => [
    eq(payRunLines.runId, runId),
    f.search && searchAny(f.search, [payRunLines.workerName, payRunLines.employeeCode]),
    f.blocking && sql`${payRunLines.netCents} > 0 and not ${payRunLines.hasBankDetails}`,
  ],
  sort: LINE_SORT,
  id: payRunLines.id,
  row: toLine,
});

export async function payRunLinesPage(db: Db, runId: string, q: LinesQuery) {
  await getPayRun(db, runId);
  return payRunLineList.page(db, q, runId);
}

export async function payRunDiff(db: Db, runId: string): Promise<PayRunDiff> {
  const rows = await db
    .select({ regeneratedAt: payRuns.regeneratedAt, regeneratedBy: payRuns.regeneratedBy, name: regenerator.name, diff: payRuns.lastDiff })
    .from(payRuns)
    .leftJoin(regenerator, eq(regenerator.id, payRuns.regeneratedBy))
    .where(eq(payRuns.id, runId));
  const r = rows[0];
  if (!r) throw notFound('No such pay run');
  return {
    regeneratedAt: isoOrNull(r.regeneratedAt),
    regeneratedBy: ref(r.regeneratedBy, r.name),
    before: r.diff?.before ?? null,
    after: r.diff?.after ?? null,
    workers: (r.diff?.workers ?? []).map((w) => ({ ...w, changes: w.changes ?? [] })),
  };
}
