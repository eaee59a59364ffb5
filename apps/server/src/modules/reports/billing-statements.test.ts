import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock, today } from '@wf/shared/domain/clock';
import { movePeriod } from '@wf/shared/domain/reports/report-figures';
import { billingStatementEndpoints as e, reportEndpoints } from '@wf/shared/contracts/reports/endpoints';
import { drawnText } from '../../pdf/pdf-text-kit.ts';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';

const ctx = useTestContext({ demo: true }, 300_000);
const q = async <T>(text: ReturnType<typeof sql>) => (await ctx.app.db.execute(text)).rows as T[];
const count = async () => (await q<{ n: number }>(sql`select count(*)::int as n from billing_statements`))[0]!.n;

let month = '';
let clientId = '';
let clientBill = 0;

beforeAll(async () => {
  const monthly = (
    await q<{ period_start: string }>(
      sql`select period_start::text from pay_runs where frequency = 'monthly' order by period_start limit 1`,
    )
  )[0]!;
  month = monthly.period_start.slice(0, 7);
  const res = await ctx.call('finance', reportEndpoints.report, {
    query: { period: 'month', date: monthly.period_start, by: 'client' },
  });
  const byClient = res.answer().rows.filter((r) => r.billCents > 0);
  expect(byClient.length).toBeGreaterThan(0);
  clientId = byClient[0]!.id;
  clientBill = byClient[0]!.billCents;
}, 300_000);
afterAll(() => setClock(null));

const prepare = (who: 'finance' | 'admin' | 'hr' | 'manager', body: { clientId: string; month: string }) =>
  ctx.call(who, e.prepare, { body });

describe(`billing statements (${dbLabel})`, () => {
  it('refuses bad input with 400 and other roles with 403, writing nothing', async () => {
    // The demo may hold last month's issued statement (seedDemoStatement, early in a month).
    const before = await count();
    for (const body of [
      { clientId, month: '2026-13' },
      { clientId, month: '2026-1' },
      { clientId: 'x', month },
      { month },
      {},
    ]) {
      // Bodies the types forbid too (a field missing): sent as they are.
      const res = await ctx.call('finance', 'POST', '/api/billing-statements', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    for (const who of ['hr', 'manager'] as const) {
      expect((await prepare(who, { clientId, month })).statusCode).toBe(403);
      expect((await ctx.call(who, e.list, { query: {} })).statusCode).toBe(403);
    }
    expect((await ctx.call('finance', 'GET', '/api/billing-statements?status=paid')).statusCode).toBe(400);
    // A month without shifts, and an unknown client.
    expect((await prepare('finance', { clientId, month: '2099-01' })).statusCode).toBe(409);
    expect((await prepare('finance', { clientId: '00000000-0000-4000-8000-000000000000', month })).statusCode).toBe(
      404,
    );
    expect(await count()).toBe(before);
  });

  it("a draft's subtotal is the client's bill amount in the monthly report to the cent; GST 9% on the subtotal; the preparer may not issue it", async () => {
    const res = await prepare('finance', { clientId, month });
    expect(res.statusCode, res.body).toBe(201);
    const s = res.answer();
    expect(s).toMatchObject({
      status: 'draft',
      number: null,
      clientId,
      month,
      preparedByMe: true,
      gstBasisPoints: 900,
    });
    expect(s.subtotalCents).toBe(clientBill);
    expect(s.lines.reduce((a, l) => a + l.billCents, 0)).toBe(clientBill);
    expect(s.gstCents).toBe(Math.floor((2 * clientBill * 900 + 10000) / 20000));
    expect(s.totalCents).toBe(s.subtotalCents + s.gstCents);
    expect(s.issuer).toMatchObject({ name: 'Harbourline Staffing Pte Ltd', uen: '201912345D' });
    // A second draft of the same month is refused.
    expect((await prepare('admin', { clientId, month })).statusCode).toBe(409);

    // The demo's month may still be running: a draft is there to look at, issued once the month is over.
    if (movePeriod('month', `${month}-01`, 1) > today()) {
      const early = await ctx.call('admin', e.issue, { params: { id: s.id }, body: { version: s.version } });
      expect(early.statusCode).toBe(409);
      expect(early.json().error.message).toContain('not over yet');
    }
    setClock(`${movePeriod('month', `${month}-01`, 1)}T01:00:00Z`, { running: true });
    const self = await ctx.call('finance', e.issue, { params: { id: s.id }, body: { version: s.version } });
    expect(self.statusCode).toBe(403);
    expect(self.json().error.code).toBe('DUTIES_APART');
    expect((await ctx.call('admin', e.issue, { params: { id: s.id }, body: { version: 0 } })).statusCode).toBe(400);
    expect(
      (await ctx.call('admin', e.issue, { params: { id: s.id }, body: { version: s.version + 1 } })).statusCode,
    ).toBe(409);
    const issued = await ctx.call('admin', e.issue, { params: { id: s.id }, body: { version: s.version } });
    expect(issued.statusCode, issued.body).toBe(200);
    const is = issued.answer();
    expect(is).toMatchObject({
      status: 'issued',
      number: expect.stringMatching(/^BS-\d{6}$/),
      subtotalCents: s.subtotalCents,
      totalCents: s.totalCents,
    });
    expect(is.issueDate).not.toBeNull();
    expect(is.dueDate).not.toBeNull();
    // Frozen: neither issued again nor discarded.
    expect(
      (await ctx.call('finance', e.discard, { params: { id: s.id }, body: { version: is.version } })).statusCode,
    ).toBe(409);
  });

  it('PDF and XLSX carry the figures; a re-issue is a new number that cancels the old one', async () => {
    const list = await ctx.call('finance', e.list, { query: { clientId } });
    expect(list.statusCode).toBe(200);
    const first = list.answer().items[0]!;
    const s = (await ctx.call('finance', e.get, { params: { id: first.id } })).answer();

    const pdf = await ctx.call('finance', e.pdf, { params: { id: s.id } });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = (await drawnText(pdf.rawPayload)).map((d) => d.text).join(' ');
    for (const part of [
      s.number!,
      s.issuer.uen,
      'Total due',
      'GST 9%',
      `S$${(s.totalCents / 100).toLocaleString('en-SG', { minimumFractionDigits: 2 })}`,
    ])
      expect(text, part).toContain(part);

    const xlsx = await ctx.call('finance', e.xlsx, { params: { id: s.id } });
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const last = ws.getRow(ws.rowCount);
    expect(last.getCell(1).value).toBe('Total due');
    expect(last.getCell(6).value).toBe(s.totalCents / 100);
    let lineSum = 0;
    for (let r = 2; r < 2 + s.lines.length; r++) lineSum += Math.round(Number(ws.getRow(r).getCell(6).value) * 100);
    expect(lineSum).toBe(s.subtotalCents);

    // Re-issue: a new draft for the same month replaces the issued one once issued (by someone else).
    const again = (await prepare('admin', { clientId, month })).answer();
    expect(again.replacesNumber).toBe(s.number);
    const issued = (
      await ctx.call('finance', e.issue, { params: { id: again.id }, body: { version: again.version } })
    ).answer();
    expect(issued.number).not.toBe(s.number);
    const old = (await ctx.call('finance', e.get, { params: { id: s.id } })).answer();
    expect(old).toMatchObject({ status: 'cancelled', replacedByNumber: issued.number, totalCents: s.totalCents });
    const audit = await q<{ action: string }>(
      sql`select action from audit_log where entity_type = 'billing_statement'`,
    );
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['billing_statement.generate', 'billing_statement.issue', 'billing_statement.cancel']),
    );
  });

  it('a draft may be discarded; then nothing of it is left', async () => {
    const other = await q<{ id: string }>(sql`select c.id from clients c where c.id <> ${clientId}::uuid
      and exists (select 1 from projects p join shift_payments sp on sp.project_id = p.id where p.client_id = c.id and to_char(sp.date, 'YYYY-MM') = ${month}) limit 1`);
    if (other.length === 0) return;
    const d = (await prepare('finance', { clientId: other[0]!.id, month })).answer();
    const before = await count();
    expect(
      (await ctx.call('admin', e.discard, { params: { id: d.id }, body: { version: d.version } })).statusCode,
    ).toBe(200);
    expect(await count()).toBe(before - 1);
    expect((await ctx.call('admin', e.get, { params: { id: d.id } })).statusCode).toBe(404);
  });
});
