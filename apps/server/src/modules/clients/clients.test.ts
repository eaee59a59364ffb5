import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, clients, workers } from '../../db/schema/index.ts';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { clientEndpoints as e } from '@wf/shared/contracts/clients/endpoints';
import type { ClientBodyInput } from '@wf/shared/contracts/clients/clients';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';

const ctx = useTestContext();

const { call } = ctx;

const address = {
  formatted_address: '10 Anson Road, International Plaza, Singapore 079903',
  location_lat: 1.2756,
  location_lng: 103.8454,
  country: 'Singapore',
  country_code: 'SG' as const,
  postal_code: '079903',
};

let n = 0;
function clientPayload(over: Partial<ClientBodyInput> = {}) {
  n += 1;
  return {
    name: `Test Client ${n} Pte Ltd`,
    uen: `2019${String(10000 + n).padStart(5, '0')}K`,
    industry: 'Catering' as const,
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
      const res = await call(role, e.create, { body: clientPayload() });
      expect(res.statusCode, role).toBe(403);
    }
    expect((await call(null, e.create, { body: clientPayload() })).statusCode).toBe(401);
    for (const role of ['admin', 'manager'] as const) {
      const p = clientPayload();
      const res = await call(role, e.create, { body: p });
      expect(res.statusCode, res.body).toBe(201);
      const c = res.answer();
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
      const res = await call(role, e.list, { query: { pageSize: 1, sort: 'name', dir: 'desc' } });
      expect(res.statusCode, role).toBe(200);
      const page = res.answer();
      expect(page.items).toHaveLength(1);
      expect(page.total).toBeGreaterThanOrEqual(2);
    }
    const p = clientPayload({ name: 'Zebra Unique Foods Pte Ltd', contacts: [{ name: 'Searchable Contact' }] });
    const created = (await call('admin', e.create, { body: p })).answer();
    const byName = (await call('finance', e.list, { query: { search: 'zebra unique' } })).answer();
    expect(byName.items.map((i) => i.id)).toEqual([created.id]);
    const byContact = (await call('hr', e.list, { query: { search: 'searchable' } })).answer();
    expect(byContact.items.map((i) => i.id)).toEqual([created.id]);
    const byUen = (await call('hr', e.list, { query: { search: p.uen } })).answer();
    expect(byUen.total).toBe(1);
    const detail = await call('finance', e.get, { params: { id: created.id } });
    expect(detail.statusCode).toBe(200);
    expect(detail.answer()).toMatchObject({ id: created.id, projects: [], doNotSend: [] });
  });

  it('bad input: 400 naming the field, nothing written', async () => {
    const before = (await ctx.app.db.select({ id: clients.id }).from(clients)).length;
    const cases: Array<[Partial<ClientBodyInput>, string, string]> = [
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
      const res = await call('admin', e.create, { body: clientPayload(over) });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.fields).toMatchObject({ [field]: message });
    }
    expect((await ctx.app.db.select({ id: clients.id }).from(clients)).length).toBe(before);
  });

  it('a UEN is unique (409 naming the field)', async () => {
    const p = clientPayload();
    expect((await call('admin', e.create, { body: p })).statusCode).toBe(201);
    const again = await call('manager', e.create, { body: { ...clientPayload(), uen: p.uen.toLowerCase() } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.fields).toEqual({ uen: 'validation.unique' });
  });

  it('the billing contact: one contact (with an e-mail) or a billing e-mail receives statements, checked, versioned and audited', async () => {
    const created = await call('manager', e.create, {
      body: clientPayload({
        contacts: [
          { name: 'Ops Lead', email: 'ops@example.com' },
          { name: 'Accounts', email: 'Accounts@Example.com', receivesStatements: true },
        ],
      }),
    });
    expect(created.statusCode, created.body).toBe(201);
    const c = created.answer();
    expect(c.version).toBe(1);
    expect(c.contacts.map((k) => k.receivesStatements)).toEqual([false, true]);
    expect(c.statementRecipient).toEqual({ name: 'Accounts', email: 'accounts@example.com', source: 'billing_contact' });
    // The rules, field by field, on create and on update; nothing written.
    const bad: Array<[Partial<ClientBodyInput>, string, string]> = [
      [{ contacts: [{ name: 'A', email: 'a@example.com', receivesStatements: true }, { name: 'B', email: 'b@example.com', receivesStatements: true }] }, 'contacts.1.receivesStatements', 'validation.oneBillingContact'],
      [{ contacts: [{ name: 'A', receivesStatements: true }] }, 'contacts.0.email', 'validation.billingContactEmail'],
      [{ billingEmail: 'ap@example.com', contacts: [{ name: 'A', email: 'a@example.com', receivesStatements: true }] }, 'billingEmail', 'validation.billingEitherOr'],
      [{ billingEmail: 'not-an-email' }, 'billingEmail', 'validation.email'],
    ];
    for (const [over, field, message] of bad) {
      const post = await call('admin', e.create, { body: clientPayload(over) });
      expect(post.statusCode, JSON.stringify(over)).toBe(400);
      expect(post.json().error.fields).toMatchObject({ [field]: message });
      const put = await call('admin', e.update, {
        params: { id: c.id },
        body: { ...clientPayload({ uen: c.uen, ...over }), version: 1 },
      });
      expect(put.statusCode, JSON.stringify(over)).toBe(400);
      expect(put.json().error.fields).toMatchObject({ [field]: message });
    }
    // An update needs the version the form read.
    const noVersion = await call('admin', 'PUT', `/api/clients/${c.id}`, clientPayload({ uen: c.uen }));
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().error.fields).toMatchObject({ version: expect.any(String) });
    // A billing e-mail instead of a contact.
    const saved = await call('admin', e.update, {
      params: { id: c.id },
      body: {
        ...clientPayload({
          uen: c.uen,
          billingEmail: 'AP@Example.com',
          contacts: [{ name: 'Ops Lead', email: 'ops@example.com' }],
        }),
        version: 1,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.answer()).toMatchObject({ version: 2, billingEmail: 'ap@example.com' });
    expect(saved.answer().statementRecipient).toEqual({ name: null, email: 'ap@example.com', source: 'billing_email' });
    // A second save over the first one's version is refused: someone saved in between.
    const stale = await call('manager', e.update, {
      params: { id: c.id },
      body: { ...clientPayload({ uen: c.uen, billingEmail: null }), version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'STALE_VERSION', current: { version: 2 } });
    expect((await call('admin', e.get, { params: { id: c.id } })).answer().billingEmail).toBe('ap@example.com');
    // Neither set: the first contact with an e-mail, as before the field existed.
    const neither = await call('manager', e.update, {
      params: { id: c.id },
      body: {
        ...clientPayload({
          uen: c.uen,
          contacts: [{ name: 'No Mail' }, { name: 'Ops Lead', email: 'ops@example.com' }],
        }),
        version: 2,
      },
    });
    expect(neither.statusCode, neither.body).toBe(200);
    expect(neither.answer().statementRecipient).toEqual({ name: 'Ops Lead', email: 'ops@example.com', source: 'first_contact' });
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
    const c = (await call('admin', e.create, { body: clientPayload() })).answer();
    const res = await call('manager', e.update, {
      params: { id: c.id },
      body: {
        ...clientPayload({ name: 'Renamed Pte Ltd', uen: c.uen }),
        version: c.version,
        status: 'inactive',
        contacts: [{ name: 'Ali' }, { name: 'Bala', phone: '+6581234567' }],
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.answer()).toMatchObject({ name: 'Renamed Pte Ltd', status: 'inactive' });
    expect(res.answer().contacts.map((x) => x.name)).toEqual(['Ali', 'Bala']);
    expect(
      (await call('hr', e.update, { params: { id: c.id }, body: { ...clientPayload({ uen: c.uen }), version: 2 } }))
        .statusCode,
    ).toBe(403);
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
      await call('admin', e.create, {
        body: clientPayload({
          contacts: [
            { name: 'Mei Ling Goh', email: 'meiling@example.com', phone: '9876 5432', title: 'Director' },
            { name: 'Second Person', email: 'second@example.com', phone: '8123 4567', title: null },
          ],
        }),
      })
    ).answer();
    for (const name of ['Counted A', 'Counted B']) {
      const p = await call('manager', projectEndpoints.create, {
        body: { clientId: c.id, name, startDate: '2026-01-01', positions: [] },
      });
      expect(p.statusCode, p.body).toBe(201);
    }
    const list = (await call('hr', e.list, { query: { search: c.uen } })).answer();
    const row = list.items.find((i) => i.id === c.id);
    expect(row).toMatchObject({
      primaryContactName: 'Mei Ling Goh',
      primaryContactPhone: '98765432',
      projectCount: 2,
    });
    const csv = (await call('admin', e.export, { query: { format: 'csv', search: c.uen } })).body;
    expect(csv).toContain('Mei Ling Goh');
    expect(csv).toMatch(/,2,/);
  });

  it('refuses to delete a client with projects (archive instead); archives and deletes otherwise', async () => {
    const c = (await call('admin', e.create, { body: clientPayload() })).answer();
    for (let i = 0; i < 3; i++) {
      const p = await call('manager', projectEndpoints.create, {
        body: { clientId: c.id, name: `P${i}`, startDate: '2026-01-01', positions: [] },
      });
      expect(p.statusCode, p.body).toBe(201);
    }
    const del = await call('manager', e.remove, { params: { id: c.id } });
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toBe('This client has 3 projects; archive it instead');
    expect((await ctx.app.db.select().from(clients).where(eq(clients.id, c.id))).length).toBe(1);

    const arch = await call('manager', e.archive, { params: { id: c.id } });
    expect(arch.statusCode).toBe(200);
    expect(arch.answer().archived).toBe(true);
    const listed = (await call('admin', e.list, { query: { pageSize: 100 } })).answer();
    expect(listed.items.some((i) => i.id === c.id)).toBe(false);
    const only = (await call('admin', e.list, { query: { pageSize: 100, archived: 'only' } })).answer();
    expect(only.items.map((i) => i.id)).toContain(c.id);
    // A new project for an archived client is refused.
    const np = await call('manager', projectEndpoints.create, {
      body: { clientId: c.id, name: 'New', startDate: '2026-01-01' },
    });
    expect(np.statusCode).toBe(400);
    expect(np.json().error.fields).toEqual({ clientId: 'validation.archived' });
    // Archiving again is refused; unarchiving works once; each change has its audit entry.
    const again = await call('manager', e.archive, { params: { id: c.id } });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This client is already archived');
    const unarch = await call('manager', e.unarchive, { params: { id: c.id } });
    expect(unarch.statusCode).toBe(200);
    expect(unarch.answer().archived).toBe(false);
    expect((await call('manager', e.unarchive, { params: { id: c.id } })).json().error.message).toBe(
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

    const lone = (await call('admin', e.create, { body: clientPayload() })).answer();
    expect((await call('finance', e.remove, { params: { id: lone.id } })).statusCode).toBe(403);
    expect((await call('admin', e.remove, { params: { id: lone.id } })).statusCode).toBe(200);
    expect((await call('admin', e.get, { params: { id: lone.id } })).statusCode).toBe(404);
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, lone.id), eq(auditLog.action, 'client.delete')));
    expect(audit).toHaveLength(1);
  });

  it('keeps a do-not-send list with reason, date and who added it', async () => {
    const c = (await call('admin', e.create, { body: clientPayload() })).answer();
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
      (await call('hr', e.addDoNotSend, { params: { id: c.id }, body: { workerId: w!.id, reason: 'Late' } }))
        .statusCode,
    ).toBe(403);
    const bad = await call('manager', e.addDoNotSend, { params: { id: c.id }, body: { workerId: w!.id, reason: '' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ reason: 'validation.required' });
    const res = await call('manager', e.addDoNotSend, {
      params: { id: c.id },
      body: { workerId: w!.id, reason: 'Repeatedly late' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const entry = res.answer().doNotSend[0]!;
    expect(entry).toMatchObject({
      workerName: 'Tan Ah Kow',
      employeeCode: 'PT-990001',
      reason: 'Repeatedly late',
      addedByName: 'Marcus Lim',
    });
    expect(entry.addedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const dup = await call('manager', e.addDoNotSend, {
      params: { id: c.id },
      body: { workerId: w!.id, reason: 'Again' },
    });
    expect(dup.statusCode).toBe(409);
    const hrView = await call('hr', e.get, { params: { id: c.id } });
    expect(hrView.answer().doNotSend).toHaveLength(1);
    const removed = await call('admin', e.removeDoNotSend, { params: { id: c.id, entryId: entry.id } });
    expect(removed.statusCode).toBe(200);
    expect(removed.answer().doNotSend).toEqual([]);
    const audit = await ctx.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, c.id));
    expect(audit.map((a) => a.action)).toEqual(
      expect.arrayContaining(['client.do_not_send.add', 'client.do_not_send.remove']),
    );
  });

  it('exports the current view as CSV and XLSX with the chosen columns', async () => {
    await call('admin', e.create, { body: clientPayload({ name: '=HYPERLINK("x") Export Co' }) });
    const csv = await call('finance', e.export, {
      query: { format: 'csv', search: 'export co', columns: 'name,uen,projectCount' },
    });
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
    const xlsx = await call('admin', e.export, { query: { format: 'xlsx', search: 'export co' } });
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
