import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '@wf/shared/domain/clock';
import { movePeriod } from '@wf/shared/domain/reports/report-figures';
import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import { billingStatementEndpoints as e, reportEndpoints } from '@wf/shared/contracts/reports/endpoints';
import { createTestContext, dbLabel, type TestContext } from '../../test/harness.ts';
import { startSmtpListener, type SmtpListener } from '../../test/smtp-listener.ts';

/** Statements by mail (issue #28): an issued statement's PDF to the client's billing contact, through real SMTP. */
let ctx: TestContext;
let smtp: SmtpListener;
let month = '';
let clientId = '';
let otherClientId = '';
const q = async <T>(text: ReturnType<typeof sql>) => (await ctx.app.db.execute(text)).rows as T[];

beforeAll(async () => {
  smtp = await startSmtpListener();
  ctx = await createTestContext({ env: { SMTP_URL: smtp.url }, demo: true });
  const [monthly] = await q<{ period_start: string }>(sql`select period_start::text from pay_runs where frequency = 'monthly' order by period_start limit 1`);
  month = monthly!.period_start.slice(0, 7);
  const r = (await ctx.call('finance', reportEndpoints.report, { query: { period: 'month', date: monthly!.period_start, by: 'client' } })).answer();
  [clientId, otherClientId] = r.rows.filter((x) => x.billCents > 0).map((x) => x.id) as [string, string];
}, 300_000);
afterAll(async () => {
  setClock(null);
  await ctx?.close();
  await smtp?.close();
});

describe(`billing statements by mail (${dbLabel})`, () => {
  it("sends only an issued statement, its PDF attached, to the client's first contact with an email; audited; finance and admin only", async () => {
    const prepared = await ctx.call('finance', e.prepare, { body: { clientId, month } });
    expect(prepared.statusCode, prepared.body).toBe(201);
    const draft = prepared.answer();
    const send = (who: 'finance' | 'admin' | 'hr' | 'manager', id = draft.id) => ctx.call(who, e.send, { params: { id } });
    // A draft is never sent.
    expect((await send('finance')).statusCode).toBe(409);
    setClock(`${movePeriod('month', `${month}-01`, 1)}T01:00:00Z`, { running: true });
    const issued = await ctx.call('admin', e.issue, { params: { id: draft.id }, body: { version: draft.version } });
    expect(issued.statusCode, issued.body).toBe(200);
    const s = issued.answer();
    expect(s.status).toBe('issued');
    for (const who of ['hr', 'manager'] as const) expect((await send(who)).statusCode, who).toBe(403);
    expect((await send('finance', '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    // No contact with an email: 409, nothing queued.
    const contacts = await q<{ id: string; email: string | null }>(sql`select id, email from client_contacts where client_id = ${clientId}::uuid`);
    await q(sql`update client_contacts set email = null where client_id = ${clientId}::uuid`);
    const none = await send('finance');
    expect(none.statusCode, none.body).toBe(409);
    // The statement says so beforehand (the dialog disables its button with the reason).
    expect((await ctx.call('finance', e.get, { params: { id: s.id } })).answer().sendTo).toBeNull();
    expect(none.json<{ error: { code: string } }>().error.code).toBe('BILLING_CONTACT_MISSING');
    // The billing contact: the first contact (in order) with an email.
    await q(sql`insert into client_contacts (client_id, name, email, sort) values
      (${clientId}::uuid, 'Bea Billing', 'bea.billing@example.test', -2), (${clientId}::uuid, 'No Mail', null, -3), (${clientId}::uuid, 'Later Larry', 'larry@example.test', 5)`);
    const before = smtp.mails.length;
    const res = await send('finance');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.answer()).toEqual({ to: 'bea.billing@example.test', contactName: 'Bea Billing' });
    expect((await ctx.call('finance', e.get, { params: { id: s.id } })).answer().sendTo).toEqual({
      name: 'Bea Billing',
      email: 'bea.billing@example.test',
      source: 'first_contact',
    });
    const mail = await smtp.waitFor((m) => smtp.mails.indexOf(m) >= before && m.to.includes('bea.billing@example.test'));
    expect(mail.subject).toContain(s.number!);
    expect(mail.text).toContain('Dear Bea Billing');
    // The PDF goes with it (a multipart mail with an application/pdf part named as the download is).
    const pdf = await ctx.call('finance', e.pdf, { params: { id: s.id } });
    const name = /filename="([^"]+)"/.exec(String(pdf.headers['content-disposition']))![1]!;
    expect(mail.raw).toMatch(/Content-Type: application\/pdf/i);
    expect(mail.raw).toContain(name);
    expect(mail.raw).toContain('JVBERi0'); // "%PDF-" in base64
    expect(smtp.mails.slice(before).filter((m) => m.to.includes('larry@example.test'))).toHaveLength(0);
    const [audit] = await q<{ n: number }>(sql`select count(*)::int as n from audit_log where action = 'billing_statement.send' and entity_id = ${s.id}`);
    expect(audit!.n).toBe(1);

    // Admin may send too; a cancelled (replaced) statement is not sent.
    expect((await send('admin')).statusCode).toBe(200);
    await q(sql`update billing_statements set status = 'cancelled' where id = ${s.id}::uuid`);
    expect((await send('finance')).statusCode).toBe(409);
    // Put the contacts back as they were.
    await q(sql`delete from client_contacts where client_id = ${clientId}::uuid and name in ('Bea Billing', 'No Mail', 'Later Larry')`);
    for (const c of contacts) await q(sql`update client_contacts set email = ${c.email} where id = ${c.id}::uuid`);
  });

  it('sends to the billing contact the client form names (not the first contact), else to the billing e-mail', async () => {
    expect(otherClientId, 'the demo month bills two clients').toBeTruthy();
    setClock(null);
    const draft = (await ctx.call('finance', e.prepare, { body: { clientId: otherClientId, month } })).answer();
    setClock(`${movePeriod('month', `${month}-01`, 1)}T01:00:00Z`, { running: true });
    const issued = await ctx.call('admin', e.issue, { params: { id: draft.id }, body: { version: draft.version } });
    expect(issued.statusCode, issued.body).toBe(200);
    const s = issued.answer();
    // The client form (manager or admin): the second contact receives statements.
    const client = (await ctx.call('admin', clientEndpoints.get, { params: { id: otherClientId } })).answer();
    const form = { name: client.name, uen: client.uen, version: client.version };
    const contacts = [
      { name: 'Olive Ops', email: 'olive.ops@example.test' },
      { name: 'Amir Accounts', email: 'amir.accounts@example.test', receivesStatements: true },
    ];
    const saved = await ctx.call('manager', clientEndpoints.update, { params: { id: otherClientId }, body: { ...form, contacts } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await ctx.call('finance', e.get, { params: { id: s.id } })).answer().sendTo).toEqual({
      name: 'Amir Accounts',
      email: 'amir.accounts@example.test',
      source: 'billing_contact',
    });
    let before = smtp.mails.length;
    const res = await ctx.call('finance', e.send, { params: { id: s.id } });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.answer()).toEqual({ to: 'amir.accounts@example.test', contactName: 'Amir Accounts' });
    const mail = await smtp.waitFor((m) => smtp.mails.indexOf(m) >= before && m.to.includes('amir.accounts@example.test'));
    expect(mail.text).toContain('Dear Amir Accounts');
    expect(smtp.mails.slice(before).filter((m) => m.to.includes('olive.ops@example.test'))).toHaveLength(0);
    const [audit] = await q<{ after: { to: string } }>(sql`select after from audit_log where action = 'billing_statement.send' and entity_id = ${s.id} order by id desc limit 1`);
    expect(audit!.after.to).toBe('amir.accounts@example.test');
    // A billing e-mail instead (no contact marked): it goes there, to no one by name.
    const again = await ctx.call('admin', clientEndpoints.update, {
      params: { id: otherClientId },
      body: {
        ...form,
        version: saved.answer().version,
        billingEmail: 'ap@example.test',
        contacts: contacts.map((c) => ({ ...c, receivesStatements: false })),
      },
    });
    expect(again.statusCode, again.body).toBe(200);
    before = smtp.mails.length;
    const res2 = await ctx.call('admin', e.send, { params: { id: s.id } });
    expect(res2.answer()).toEqual({ to: 'ap@example.test', contactName: null });
    const mail2 = await smtp.waitFor((m) => smtp.mails.indexOf(m) >= before && m.to.includes('ap@example.test'));
    expect(mail2.text).toContain('Dear Sir or Madam');
  });
});
