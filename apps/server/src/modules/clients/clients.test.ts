import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, clients, workers } from '../../db/schema/index.ts';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';

const ctx = useTestContext();

const { call } = ctx;

const address = {
  formatted_address: '10 Anson Road, International Plaza, Singapore 079903',
  location_lat: 1.2756,
  location_lng: 103.8454,
  country: 'Singapore',
  country_code: 'SG',
  postal_code: '079903',
};

let n = 0;
function clientPayload(over: Record<string, unknown> = {}) {
  n += 1;
  return {
    name: `Test Client ${n} Pte Ltd`,
    uen: `2019${String(10000 + n).padStart(5, '0')}K`,
    industry: 'Catering',
    billingAddress: address,
    paymentTermsDays: 30,
    notes: 'Prefers e-mail',
    contacts: [{ name: 'Jane Tan', email: 'Jane@Example.com', phone: '9123 4567', title: 'Ops manager' }],
    ...over,
  };
}

describe(`clients (${dbLabel})`, () => {
  it('admin and manager create; hr and finance get 403; nobody signed in gets 401', async () => {
    for (const role of ['hr', 'finance'] as const) {
      const res = await call(role, 'POST', '/api/clients', clientPayload());
      expect(res.statusCode, role).toBe(403);
    }
    expect((await call(null, 'POST', '/api/clients', clientPayload())).statusCode).toBe(401);
    for (const role of ['admin', 'manager'] as const) {
      const p = clientPayload();
      const res = await call(role, 'POST', '/api/clients', p);
      expect(res.statusCode, res.body).toBe(201);
      const c = res.json();
      expect(c).toMatchObject({
        name: p.name,
        uen: p.uen,
        billingPostalCode: '079903',
        status: 'active',
        archived: false,
      });
      expect(c.contacts).toEqual([
        expect.objectContaining({ name: 'Jane Tan', email: 'jane@example.com', phone: '91234567' }),
      ]);
      const audit = await ctx.app.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, c.id), eq(auditLog.action, 'client.create')));
      expect(audit).toHaveLength(1);
    }
  });

  it('every staff role reads the list and a client; the list pages, sorts and searches on the server', async () => {
    for (const role of ['admin', 'manager', 'hr', 'finance'] as const) {
      const res = await call(role, 'GET', '/api/clients?pageSize=1&sort=name&dir=desc');
      expect(res.statusCode, role).toBe(200);
      const page = res.json();
      expect(page.items).toHaveLength(1);
      expect(page.total).toBeGreaterThanOrEqual(2);
    }
    const p = clientPayload({ name: 'Zebra Unique Foods Pte Ltd', contacts: [{ name: 'Searchable Contact' }] });
    const created = (await call('admin', 'POST', '/api/clients', p)).json();
    const byName = (await call('finance', 'GET', '/api/clients?search=zebra%20unique')).json();
    expect(byName.items.map((i: { id: string }) => i.id)).toEqual([created.id]);
    const byContact = (await call('hr', 'GET', '/api/clients?search=searchable')).json();
    expect(byContact.items.map((i: { id: string }) => i.id)).toEqual([created.id]);
    const byUen = (await call('hr', 'GET', `/api/clients?search=${p.uen}`)).json();
    expect(byUen.total).toBe(1);
    const detail = await call('finance', 'GET', `/api/clients/${created.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({ id: created.id, projects: [], doNotSend: [] });
  });

  it('bad input: 400 naming the field, nothing written', async () => {
    const before = (await ctx.app.db.select({ id: clients.id }).from(clients)).length;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ uen: '12345' }, 'uen', 'validation.pattern.uen'],
      [{ name: '' }, 'name', 'validation.required'],
      [{ paymentTermsDays: 400 }, 'paymentTermsDays', 'validation.max'],
      [{ contacts: [{ name: 'A', email: 'not-an-email' }] }, 'contacts.0.email', 'validation.email'],
      [{ contacts: [{ name: 'A', phone: '1234' }] }, 'contacts.0.phone', 'validation.pattern.phone'],
      [
        { billingAddress: { ...address, postal_code: '' } },
        'billingAddress',
        'Address must include a valid postal code',
      ],
    ];
    for (const [over, field, message] of cases) {
      const res = await call('admin', 'POST', '/api/clients', clientPayload(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.fields).toMatchObject({ [field]: message });
    }
    expect((await ctx.app.db.select({ id: clients.id }).from(clients)).length).toBe(before);
  });

  it('a UEN is unique (409 naming the field)', async () => {
    const p = clientPayload();
    expect((await call('admin', 'POST', '/api/clients', p)).statusCode).toBe(201);
    const again = await call('manager', 'POST', '/api/clients', { ...clientPayload(), uen: p.uen.toLowerCase() });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ uen: 'validation.unique' });
  });

  it('the billing contact: one contact (with an e-mail) or a billing e-mail receives statements, checked, versioned and audited', async () => {
    const created = await call('manager', 'POST', '/api/clients', clientPayload({
      contacts: [
        { name: 'Ops Lead', email: 'ops@example.com' },
        { name: 'Accounts', email: 'Accounts@Example.com', receivesStatements: true },
      ],
    }));
    expect(created.statusCode, created.body).toBe(201);
    const c = created.json();
    expect(c.version).toBe(1);
    expect(c.contacts.map((k: { receivesStatements: boolean }) => k.receivesStatements)).toEqual([false, true]);
    expect(c.statementRecipient).toEqual({ name: 'Accounts', email: 'accounts@example.com', source: 'billing_contact' });
    // The rules, field by field, on create and on update; nothing written.
    const bad: Array<[Record<string, unknown>, string, string]> = [
      [{ contacts: [{ name: 'A', email: 'a@example.com', receivesStatements: true }, { name: 'B', email: 'b@example.com', receivesStatements: true }] }, 'contacts.1.receivesStatements', 'validation.oneBillingContact'],
      [{ contacts: [{ name: 'A', receivesStatements: true }] }, 'contacts.0.email', 'validation.billingContactEmail'],
      [{ billingEmail: 'ap@example.com', contacts: [{ name: 'A', email: 'a@example.com', receivesStatements: true }] }, 'billingEmail', 'validation.billingEitherOr'],
      [{ billingEmail: 'not-an-email' }, 'billingEmail', 'validation.email'],
    ];
    for (const [over, field, message] of bad) {
      const post = await call('admin', 'POST', '/api/clients', clientPayload(over));
      expect(post.statusCode, JSON.stringify(over)).toBe(400);
      expect(post.json().error.fields).toMatchObject({ [field]: message });
      const put = await call('admin', 'PUT', `/api/clients/${c.id}`, clientPayload({ uen: c.uen, version: 1, ...over }));
      expect(put.statusCode, JSON.stringify(over)).toBe(400);
      expect(put.json().error.fields).toMatchObject({ [field]: message });
    }
    // An update needs the version the form read.
    const noVersion = await call('admin', 'PUT', `/api/clients/${c.id}`, clientPayload({ uen: c.uen }));
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().error.fields).toMatchObject({ version: expect.any(String) });
    // A billing e-mail instead of a contact.
    const saved = await call('admin', 'PUT', `/api/clients/${c.id}`, clientPayload({
      uen: c.uen,
      version: 1,
      billingEmail: 'AP@Example.com',
      contacts: [{ name: 'Ops Lead', email: 'ops@example.com' }],
    }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ version: 2, billingEmail: 'ap@example.com' });
    expect(saved.json().statementRecipient).toEqual({ name: null, email: 'ap@example.com', source: 'billing_email' });
    // A second save over the first one's version is refused: someone saved in between.
    const stale = await call('manager', 'PUT', `/api/clients/${c.id}`, clientPayload({ uen: c.uen, version: 1, billingEmail: null }));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'STALE_VERSION', current: { version: 2 } });
    expect((await call('admin', 'GET', `/api/clients/${c.id}`)).json().billingEmail).toBe('ap@example.com');
    // Neither set: the first contact with an e-mail, as before the field existed.
    const neither = await call('manager', 'PUT', `/api/clients/${c.id}`, clientPayload({
      uen: c.uen,
      version: 2,
      contacts: [{ name: 'No Mail' }, { name: 'Ops Lead', email: 'ops@example.com' }],
    }));
    expect(neither.statusCode, neither.body).toBe(200);
    expect(neither.json().statementRecipient).toEqual({ name: 'Ops Lead', email: 'ops@example.com', source: 'first_contact' });
    // Each save is audited with the billing fields before and after.
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, c.id), eq(auditLog.action, 'client.update')))
      .orderBy(auditLog.id);
    expect(audit).toHaveLength(2);
    expect(audit[0]!.before).toMatchObject({ billingEmail: null, contacts: [{ receivesStatements: false }, { name: 'Accounts', receivesStatements: true }] });
    expect(audit[0]!.after).toMatchObject({ billingEmail: 'ap@example.com' });
    expect(audit[1]!.before).toMatchObject({ billingEmail: 'ap@example.com' });
    expect(audit[1]!.after).toMatchObject({ billingEmail: null });
  });

  it('edits replace the contacts and are audited with before and after', async () => {
    const c = (await call('admin', 'POST', '/api/clients', clientPayload())).json();
    const res = await call('manager', 'PUT', `/api/clients/${c.id}`, {
      ...clientPayload({ name: 'Renamed Pte Ltd', uen: c.uen }),
      version: c.version,
      status: 'inactive',
      contacts: [{ name: 'Ali' }, { name: 'Bala', phone: '+6581234567' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Renamed Pte Ltd', status: 'inactive' });
    expect(res.json().contacts.map((x: { name: string }) => x.name)).toEqual(['Ali', 'Bala']);
    expect((await call('hr', 'PUT', `/api/clients/${c.id}`, clientPayload({ uen: c.uen, version: 2 }))).statusCode).toBe(403);
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, c.id), eq(auditLog.action, 'client.update')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.before).toMatchObject({ name: c.name });
    expect(audit[0]!.after).toMatchObject({ name: 'Renamed Pte Ltd' });
  });

  it('lists each client with its first contact and its project counts, in the page and the export', async () => {
    const c = (
      await call(
        'admin',
        'POST',
        '/api/clients',
        clientPayload({
          contacts: [
            { name: 'Mei Ling Goh', email: 'meiling@example.com', phone: '9876 5432', title: 'Director' },
            { name: 'Second Person', email: 'second@example.com', phone: '8123 4567', title: null },
          ],
        }),
      )
    ).json();
    for (const name of ['Counted A', 'Counted B']) {
      const p = await call('manager', 'POST', '/api/projects', {
        clientId: c.id,
        name,
        startDate: '2026-01-01',
        positions: [],
      });
      expect(p.statusCode, p.body).toBe(201);
    }
    const list = (await call('hr', 'GET', `/api/clients?search=${encodeURIComponent(c.uen)}`)).json();
    const row = list.items.find((i: { id: string }) => i.id === c.id);
    expect(row).toMatchObject({
      primaryContactName: 'Mei Ling Goh',
      primaryContactPhone: '98765432',
      projectCount: 2,
    });
    const csv = (await call('admin', 'GET', `/api/clients/export?format=csv&search=${encodeURIComponent(c.uen)}`)).body;
    expect(csv).toContain('Mei Ling Goh');
    expect(csv).toMatch(/,2,/);
  });

  it('refuses to delete a client with projects (archive instead); archives and deletes otherwise', async () => {
    const c = (await call('admin', 'POST', '/api/clients', clientPayload())).json();
    for (let i = 0; i < 3; i++) {
      const p = await call('manager', 'POST', '/api/projects', {
        clientId: c.id,
        name: `P${i}`,
        startDate: '2026-01-01',
        positions: [],
      });
      expect(p.statusCode, p.body).toBe(201);
    }
    const del = await call('manager', 'DELETE', `/api/clients/${c.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toBe('This client has 3 projects; archive it instead');
    expect((await ctx.app.db.select().from(clients).where(eq(clients.id, c.id))).length).toBe(1);

    const arch = await call('manager', 'POST', `/api/clients/${c.id}/archive`);
    expect(arch.statusCode).toBe(200);
    expect(arch.json().archived).toBe(true);
    const listed = (await call('admin', 'GET', '/api/clients?pageSize=100')).json();
    expect(listed.items.some((i: { id: string }) => i.id === c.id)).toBe(false);
    const only = (await call('admin', 'GET', '/api/clients?pageSize=100&archived=only')).json();
    expect(only.items.map((i: { id: string }) => i.id)).toContain(c.id);
    // A new project for an archived client is refused.
    const np = await call('manager', 'POST', '/api/projects', { clientId: c.id, name: 'New', startDate: '2026-01-01' });
    expect(np.statusCode).toBe(400);
    expect(np.json().error.fields).toEqual({ clientId: 'validation.archived' });
    // Archiving again is refused; unarchiving works once; each change has its audit entry.
    const again = await call('manager', 'POST', `/api/clients/${c.id}/archive`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This client is already archived');
    const unarch = await call('manager', 'POST', `/api/clients/${c.id}/unarchive`);
    expect(unarch.statusCode).toBe(200);
    expect(unarch.json().archived).toBe(false);
    expect((await call('manager', 'POST', `/api/clients/${c.id}/unarchive`)).json().error.message).toBe(
      'This client is not archived',
    );
    const archiveAudit = await ctx.app.db
      .select({ action: auditLog.action, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entityId, c.id))
      .orderBy(auditLog.id);
    expect(archiveAudit.filter((a) => a.action.endsWith('archive'))).toEqual([
      { action: 'client.archive', after: { archived: true } },
      { action: 'client.unarchive', after: { archived: false } },
    ]);

    const lone = (await call('admin', 'POST', '/api/clients', clientPayload())).json();
    expect((await call('finance', 'DELETE', `/api/clients/${lone.id}`)).statusCode).toBe(403);
    expect((await call('admin', 'DELETE', `/api/clients/${lone.id}`)).statusCode).toBe(200);
    expect((await call('admin', 'GET', `/api/clients/${lone.id}`)).statusCode).toBe(404);
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, lone.id), eq(auditLog.action, 'client.delete')));
    expect(audit).toHaveLength(1);
  });

  it('keeps a do-not-send list with reason, date and who added it', async () => {
    const c = (await call('admin', 'POST', '/api/clients', clientPayload())).json();
    const [w] = await ctx.app.db
      .insert(workers)
      .values({
        name: 'Tan Ah Kow',
        positionApplied: 'Food Operator',
        contactNumber: '91234567',
        dateOfBirth: '1990-01-01',
        idType: 'NRIC',
        idNumber: 'S1234567D',
        status: 'active',
        employeeCode: 'PT-990001',
      })
      .returning({ id: workers.id });
    expect(
      (await call('hr', 'POST', `/api/clients/${c.id}/do-not-send`, { workerId: w!.id, reason: 'Late' })).statusCode,
    ).toBe(403);
    const bad = await call('manager', 'POST', `/api/clients/${c.id}/do-not-send`, { workerId: w!.id, reason: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ reason: 'validation.required' });
    const res = await call('manager', 'POST', `/api/clients/${c.id}/do-not-send`, {
      workerId: w!.id,
      reason: 'Repeatedly late',
    });
    expect(res.statusCode, res.body).toBe(200);
    const entry = res.json().doNotSend[0];
    expect(entry).toMatchObject({
      workerName: 'Tan Ah Kow',
      employeeCode: 'PT-990001',
      reason: 'Repeatedly late',
      addedByName: 'Marcus Lim',
    });
    expect(entry.addedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const dup = await call('manager', 'POST', `/api/clients/${c.id}/do-not-send`, { workerId: w!.id, reason: 'Again' });
    expect(dup.statusCode).toBe(409);
    const hrView = await call('hr', 'GET', `/api/clients/${c.id}`);
    expect(hrView.json().doNotSend).toHaveLength(1);
    const removed = await call('admin', 'DELETE', `/api/clients/${c.id}/do-not-send/${entry.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().doNotSend).toEqual([]);
    const audit = await ctx.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, c.id));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['client.do_not_send.add', 'client.do_not_send.remove']),
    );
  });

  it('exports the current view as CSV and XLSX with the chosen columns', async () => {
    await call('admin', 'POST', '/api/clients', clientPayload({ name: '=HYPERLINK("x") Export Co' }));
    const csv = await call(
      'finance',
      'GET',
      '/api/clients/export?format=csv&search=export%20co&columns=name,uen,projectCount',
    );
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/attachment; filename="clients-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Company,UEN,Projects');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^"'=HYPERLINK\(""x""\) Export Co",\d{9}K,0$/);
    const xlsx = await call('admin', 'GET', '/api/clients/export?format=xlsx&search=export%20co');
    expect(xlsx.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).getCell(1).value).toBe('Company');
    expect(ws.rowCount).toBe(2);
    const bad = await call('admin', 'GET', '/api/clients/export?format=pdf');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('format');
  });
});
