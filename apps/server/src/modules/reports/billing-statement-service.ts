import { and, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type {
  BillingStatement,
  StatementListQuery,
  StatementSent,
  StatementSummary,
} from '@wf/shared/contracts/reports/billing-statements';
import {
  dueDate,
  sortStatementLines,
  statementNumberText,
  statementTotals,
  type StatementLine,
} from '@wf/shared/domain/reports/billing-statement';
import { reportPeriod } from '@wf/shared/domain/reports/report-figures';
import * as clock from '@wf/shared/domain/clock';
import type { Db, DbOrTx } from '../../db/client.ts';
import { billingStatements, businessProfile, clients, users } from '../../db/schema/index.ts';
import { clientStatementRecipient } from '../clients/index.ts';
import { enqueueMail } from '../mail/index.ts';
import { AppError, conflict, dutiesApart, isUniqueViolation, notFound, staleVersion } from '../../http/errors.ts';
import { writeAudit } from '../audit/index.ts';
import { singleApproverOffice } from '../business/index.ts';
import { BILL_SQL, shiftSource } from './report-service.ts';

/**
 * Client billing statements (issue #28, item 5; docs/decisions/030-billing-statements.md).
 * The lines are the monthly report's shifts of the client (all roles that may bill see every
 * project), grouped by project, position and day kind, each line the sum of its shifts' bill
 * amounts (BILL_SQL): the subtotal equals the monthly report's bill amount for the client.
 */

export type Actor = { id: string; role: string };

const WRONG_STATE = 'BILLING_STATEMENT_STATE';
const FIGURES_CHANGED = 'BILLING_STATEMENT_CHANGED';
const NO_BILLING_CONTACT = 'BILLING_CONTACT_MISSING';

/** The client's month as statement lines, from the stored shift payments. */
export async function statementLines(db: DbOrTx, clientId: string, month: string): Promise<StatementLine[]> {
  const { start, end } = reportPeriod('month', `${month}-01`);
  const res =
    await db.execute(sql`select p.id::text as project_id, p.code || ' ' || p.name as project, pp.position, sp.day_kind,
      count(*)::int as shifts, coalesce(sum(sp.worked_minutes), 0)::int as minutes, coalesce(sum(${BILL_SQL}), 0)::bigint as bill
    from ${shiftSource(start, end, { clientId }, { role: 'finance', userId: '' }, { pay: false })}
    group by 1, 2, 3, 4`);
  type Row = {
    project_id: string;
    project: string;
    position: string;
    day_kind: StatementLine['dayKind'];
    shifts: number;
    minutes: number;
    bill: string | number;
  };
  return sortStatementLines(
    (res.rows as Row[]).map((r) => ({
      projectId: r.project_id,
      project: r.project,
      position: r.position,
      dayKind: r.day_kind,
      shifts: Number(r.shifts),
      minutes: Number(r.minutes),
      billCents: Number(r.bill),
    })),
  );
}

/** A month's statement may be issued once the month is over (Singapore's today); a draft may be prepared before, to look at. */
function requireMonthOver(month: string): void {
  const { end } = reportPeriod('month', `${month}-01`);
  if (end >= clock.today())
    throw new AppError(
      409,
      WRONG_STATE,
      `${month} is not over yet: its statement can be issued from the 1st of the next month`,
    );
}

const preparer = alias(users, 'preparer');
const issuer = alias(users, 'issuer');
const replaces = alias(billingStatements, 'replaces');
const replacedBy = alias(billingStatements, 'replaced_by');

const number = (n: number | null | undefined) => (n === null || n === undefined ? null : statementNumberText(n));
const iso = (d: Date | null) => (d ? d.toISOString() : null);

async function select(db: DbOrTx, where: SQL | undefined, page?: { limit: number; offset: number }) {
  const q = db
    .select({
      s: billingStatements,
      clientName: clients.name,
      preparedByName: preparer.name,
      issuedByName: issuer.name,
      replacesNumber: replaces.number,
      replacedByNumber: replacedBy.number,
    })
    .from(billingStatements)
    .innerJoin(clients, eq(clients.id, billingStatements.clientId))
    .leftJoin(preparer, eq(preparer.id, billingStatements.preparedBy))
    .leftJoin(issuer, eq(issuer.id, billingStatements.issuedBy))
    .leftJoin(replaces, eq(replaces.id, billingStatements.replacesId))
    .leftJoin(replacedBy, and(eq(replacedBy.replacesId, billingStatements.id), eq(replacedBy.status, 'issued')))
    .where(where)
    .orderBy(desc(billingStatements.month), clients.name, desc(billingStatements.preparedAt));
  return page ? q.limit(page.limit).offset(page.offset) : q;
}
type Selected = Awaited<ReturnType<typeof select>>[number];

const summaryOf = (r: Selected): StatementSummary => ({
  id: r.s.id,
  number: number(r.s.number),
  clientId: r.s.clientId,
  clientName: r.clientName,
  month: r.s.month,
  status: r.s.status,
  subtotalCents: r.s.subtotalCents,
  gstCents: r.s.gstCents,
  totalCents: r.s.totalCents,
  preparedBy: r.preparedByName ?? null,
  preparedAt: r.s.preparedAt.toISOString(),
  issuedBy: r.issuedByName ?? null,
  issuedAt: iso(r.s.issuedAt),
  replacesNumber: number(r.replacesNumber),
  replacedByNumber: number(r.replacedByNumber),
  version: r.s.version,
});

const detailOf = (r: Selected, actor: Actor, sendTo: BillingStatement['sendTo']): BillingStatement => ({
  ...summaryOf(r),
  periodStart: r.s.periodStart,
  periodEnd: r.s.periodEnd,
  issueDate: r.s.issueDate,
  dueDate: r.s.dueDate,
  paymentTermsDays: r.s.paymentTermsDays,
  gstBasisPoints: r.s.gstBasisPoints,
  issuer: r.s.issuer,
  client: r.s.client,
  lines: r.s.lines,
  preparedByMe: r.s.preparedBy === actor.id,
  sendTo,
});

export async function getStatement(db: DbOrTx, id: string, actor: Actor): Promise<BillingStatement> {
  const r = (await select(db, eq(billingStatements.id, id)))[0];
  if (!r) throw notFound('No such billing statement');
  return detailOf(r, actor, await clientStatementRecipient(db, r.s.clientId));
}

export async function listStatements(db: DbOrTx, q: StatementListQuery) {
  const where = and(
    q.clientId ? eq(billingStatements.clientId, q.clientId) : undefined,
    q.status ? eq(billingStatements.status, q.status) : undefined,
  );
  const [rows, count] = await Promise.all([
    select(db, where, { limit: q.pageSize, offset: (q.page - 1) * q.pageSize }),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(billingStatements)
      .where(where),
  ]);
  return { items: rows.map(summaryOf), total: count[0]?.n ?? 0, page: q.page, pageSize: q.pageSize };
}

/** POST /api/billing-statements: a draft of the client's month, also of a month still running (a re-issue when the month has an issued statement). */
export async function prepareStatement(
  db: Db,
  actor: Actor,
  clientId: string,
  month: string,
): Promise<BillingStatement> {
  const id = await db.transaction(async (tx) => {
    const client = (await tx.select().from(clients).where(eq(clients.id, clientId)))[0];
    if (!client) throw notFound('No such client');
    const profile = (await tx.select().from(businessProfile).where(eq(businessProfile.id, 1)))[0];
    const live = await tx
      .select({ id: billingStatements.id, status: billingStatements.status })
      .from(billingStatements)
      .where(
        and(
          eq(billingStatements.clientId, clientId),
          eq(billingStatements.month, month),
          ne(billingStatements.status, 'cancelled'),
        ),
      );
    if (live.some((s) => s.status === 'draft'))
      throw conflict(`${client.name} already has a draft statement for ${month}: issue or discard it first`);
    const lines = await statementLines(tx, clientId, month);
    if (lines.length === 0) throw new AppError(409, WRONG_STATE, `${client.name} has no shifts in ${month}`);
    const totals = statementTotals(lines, profile?.gstRegistered ? profile.gstRateBasisPoints : null);
    const { start, end } = reportPeriod('month', `${month}-01`);
    const inserted = await tx
      .insert(billingStatements)
      .values({
        clientId,
        month,
        periodStart: start,
        periodEnd: end,
        lines,
        subtotalCents: totals.subtotalCents,
        gstBasisPoints: totals.gstBasisPoints,
        gstCents: totals.gstCents,
        totalCents: totals.totalCents,
        paymentTermsDays: client.paymentTermsDays,
        issuer: { name: profile?.name ?? '', uen: profile?.uen ?? '', address: profile?.address ?? '' },
        client: { name: client.name, uen: client.uen, address: client.billingFormattedAddress ?? '' },
        replacesId: live.find((s) => s.status === 'issued')?.id ?? null,
        preparedBy: actor.id,
        preparedAt: clock.now(),
      })
      .returning({ id: billingStatements.id })
      .catch((err: unknown) => {
        if (isUniqueViolation(err)) throw conflict(`${client.name} already has a draft statement for ${month}`);
        throw err;
      });
    const row = inserted[0]!;
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'billing_statement.generate',
      entityType: 'billing_statement',
      entityId: row.id,
      after: { clientId, month, ...totals },
    });
    return row.id;
  });
  return getStatement(db, id, actor);
}

/** Lines as comparable text (jsonb does not keep the key order). */
const lineKey = (lines: readonly StatementLine[]) =>
  JSON.stringify(
    sortStatementLines(lines).map((l) => [
      l.projectId,
      l.project,
      l.position,
      l.dayKind,
      l.shifts,
      l.minutes,
      l.billCents,
    ]),
  );

async function lockDraft(tx: DbOrTx, id: string, version: number) {
  const row = (await tx.select().from(billingStatements).where(eq(billingStatements.id, id)).for('update'))[0];
  if (!row) throw notFound('No such billing statement');
  if (row.status !== 'draft')
    throw new AppError(409, WRONG_STATE, `This statement is ${row.status}: issued figures never change`);
  if (row.version !== version) throw staleVersion(row.version);
  return row;
}

/** POST /api/billing-statements/:id/issue: the checker numbers and freezes the draft of a month that is over; its figures must still be the month's. */
export async function issueStatement(db: Db, actor: Actor, id: string, version: number): Promise<BillingStatement> {
  await db.transaction(async (tx) => {
    const row = await lockDraft(tx, id, version);
    requireMonthOver(row.month);
    if (row.preparedBy === actor.id && !(await singleApproverOffice(tx)))
      throw dutiesApart('You prepared this statement; someone else must check and issue it');
    const now = await statementLines(tx, row.clientId, row.month);
    if (lineKey(now) !== lineKey(row.lines))
      throw new AppError(
        409,
        FIGURES_CHANGED,
        "The month's shifts changed since this statement was prepared: discard it and prepare it again",
      );
    // Serialises numbering: the next number after the highest issued one, in this transaction.
    await tx.execute(sql`lock table billing_statements in share row exclusive mode`);
    const next = (
      await tx
        .select({ n: sql<number>`coalesce(max(${billingStatements.number}), 0)::int + 1` })
        .from(billingStatements)
    )[0]!.n;
    const at = clock.now();
    const issueDate = clock.today();
    if (row.replacesId) {
      await tx
        .update(billingStatements)
        .set({
          status: 'cancelled',
          cancelledBy: actor.id,
          cancelledAt: at,
          version: sql`${billingStatements.version} + 1`,
        })
        .where(and(eq(billingStatements.id, row.replacesId), eq(billingStatements.status, 'issued')));
      await writeAudit(tx, {
        actorId: actor.id,
        action: 'billing_statement.cancel',
        entityType: 'billing_statement',
        entityId: row.replacesId,
        after: { replacedBy: id },
      });
    }
    await tx
      .update(billingStatements)
      .set({
        status: 'issued',
        number: next,
        issuedBy: actor.id,
        issuedAt: at,
        issueDate,
        dueDate: dueDate(issueDate, row.paymentTermsDays),
        version: sql`${billingStatements.version} + 1`,
      })
      .where(eq(billingStatements.id, id));
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'billing_statement.issue',
      entityType: 'billing_statement',
      entityId: id,
      before: { status: 'draft' },
      after: {
        status: 'issued',
        number: statementNumberText(next),
        totalCents: row.totalCents,
        ...(row.preparedBy === actor.id ? { singleApproverOffice: true } : {}),
      },
    });
  });
  return getStatement(db, id, actor);
}

/** POST /api/billing-statements/:id/discard: a draft goes (it never had a number). */
export async function discardStatement(db: Db, actor: Actor, id: string, version: number): Promise<{ ok: true }> {
  await db.transaction(async (tx) => {
    const row = await lockDraft(tx, id, version);
    await tx.delete(billingStatements).where(eq(billingStatements.id, id));
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'billing_statement.delete',
      entityType: 'billing_statement',
      entityId: id,
      before: { clientId: row.clientId, month: row.month, totalCents: row.totalCents },
    });
  });
  return { ok: true };
}

/**
 * Mails an issued statement's PDF to the client's billing contact (statementRecipient: the contact
 * that receives statements, else the client's billing e-mail, else the first of its contacts, in
 * their order, with an email). Only an issued statement (a draft's figures may change, a cancelled
 * one was replaced); audited with the address it went to. The mail is queued in the same
 * transaction as the audit entry and delivered by the outbox.
 */
export async function sendStatement(
  db: Db,
  actor: Actor,
  id: string,
  render: (s: BillingStatement) => Promise<{ filename: string; content: Buffer }>,
): Promise<StatementSent> {
  const s = await getStatement(db, id, actor);
  if (s.status !== 'issued') throw new AppError(409, WRONG_STATE, `This statement is ${s.status}: only an issued statement is sent`);
  const contact = s.sendTo;
  if (!contact) throw new AppError(409, NO_BILLING_CONTACT, `${s.clientName} has no contact with an email address`);
  const file = await render(s);
  const business = s.issuer.name;
  await db.transaction(async (tx) => {
    await enqueueMail(tx, {
      to: contact.email,
      subject: `Billing statement ${s.number} from ${business}`,
      text: [
        contact.name ? `Dear ${contact.name},` : 'Dear Sir or Madam,',
        '',
        `Please find attached our billing statement ${s.number} for ${s.month}.`,
        '',
        business,
      ].join('\n'),
      attachments: [{ filename: file.filename, contentType: 'application/pdf', content: file.content }],
    });
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'billing_statement.send',
      entityType: 'billing_statement',
      entityId: s.id,
      after: { to: contact.email, number: s.number },
    });
  });
  return { to: contact.email, contactName: contact.name };
}
