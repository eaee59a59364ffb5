import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { auditLog, users, workers } from '../../db/schema/index.ts';
import { createStaffUser, dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { writeAudit } from '../audit/index.ts';
import { sgWeekStart } from './weeks.ts';
import { adminEndpoints } from '@wf/shared/contracts/admin/endpoints';
import type { AuditListQueryInput } from '@wf/shared/contracts/admin/admin';

const ctx = useTestContext();
let hrId: string;
let adminId: string;

beforeAll(async () => {
  const rows = await ctx.database.db.select({ id: users.id, email: users.email }).from(users);
  hrId = rows.find((r) => r.email === 'hr@example.com')!.id;
  adminId = rows.find((r) => r.email === 'admin@example.com')!.id;
  const db = ctx.database.db;
  // A known history: three days in Singapore time, two actors, two entity types.
  const at = (iso: string) => new Date(iso);
  const entries = [
    { actorId: hrId, action: 'worker.approve', entityType: 'worker', entityId: 'w-1', before: { status: 'pending' }, after: { status: 'active' }, at: at('2026-03-01T01:00:00+08:00') },
    { actorId: hrId, action: 'worker.reject', entityType: 'worker', entityId: 'w-2', before: { status: 'pending' }, after: { status: 'rejected', note: 'x,"y"\n=z' }, at: at('2026-03-02T23:59:00+08:00') },
    { actorId: adminId, action: 'client.create', entityType: 'client', entityId: 'c-1', before: null, after: { name: 'ACME' }, at: at('2026-03-03T00:00:00+08:00') },
    { actorId: null, action: 'user.sign_up', entityType: 'user', entityId: 'u-x', before: null, after: { name: 'Applicant' }, at: at('2026-03-02T00:30:00+08:00') },
  ];
  for (const e of entries) await db.insert(auditLog).values(e);
});


describe(`audit log (${dbLabel})`, () => {
  it('lists entries newest first with actor name, entity and before/after, paged on the server', async () => {
    const res = await ctx.call('admin', adminEndpoints.audit, { query: { from: '2026-03-01', to: '2026-03-03', pageSize: 2 } });
    expect(res.statusCode).toBe(200);
    const body = res.answer();
    expect(body.total).toBe(4);
    expect(body.items).toHaveLength(2);
    expect(body.items[0]).toEqual({
      id: expect.any(Number),
      at: '2026-03-02T16:00:00.000Z',
      actorId: adminId,
      actorName: 'Alicia Tan',
      action: 'client.create',
      entityType: 'client',
      entityId: 'c-1',
      entityName: null,
      before: null,
      after: { name: 'ACME' },
    });
    expect(body.items[1]!.action).toBe('worker.reject');
    const page2 = await ctx.call('admin', adminEndpoints.audit, { query: { from: '2026-03-01', to: '2026-03-03', pageSize: 2, page: 1 } });
    expect(page2.answer().items.map((e) => e.action)).toEqual(['user.sign_up', 'worker.approve']);
    expect(page2.answer().items[0]!.actorName).toBeNull();
  });

  it('filters by actor, entity type, action and Singapore calendar days', async () => {
    const range = { from: '2026-03-01', to: '2026-03-03' };
    const total = async (query: AuditListQueryInput) => (await ctx.call('admin', adminEndpoints.audit, { query })).answer().total;
    expect(await total({ ...range, actorId: hrId })).toBe(2);
    expect(await total({ ...range, entityType: 'worker' })).toBe(2);
    expect(await total({ ...range, action: 'worker.reject' })).toBe(1);
    expect(await total({ ...range, entityType: 'worker', entityId: 'w-1' })).toBe(1);
    // 2026-03-02 in Singapore: 00:30 and 23:59 belong, 03-03 00:00 does not.
    const day = await ctx.call('admin', adminEndpoints.audit, { query: { from: '2026-03-02', to: '2026-03-02' } });
    expect(day.answer().items.map((e) => e.action)).toEqual(['worker.reject', 'user.sign_up']);
  });

  it('refuses bad filters with 400', async () => {
    const res = await ctx.call('admin', adminEndpoints.audit, {
      query: { actorId: 'nope', from: '2026-13-01', pageSize: 0 },
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual(expect.arrayContaining(['actorId', 'from', 'pageSize']));
    const backwards = await ctx.call('admin', adminEndpoints.audit, { query: { from: '2026-03-03', to: '2026-03-01' } });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.fields).toEqual({ to: 'validation.dateRange' });
  });

  it('exports the filtered view as CSV, quoting and defusing cells', async () => {
    const res = await ctx.call('admin', adminEndpoints.auditExport, { query: { from: '2026-03-01', to: '2026-03-03', actorId: hrId } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"/);
    const text = res.body.replace(/^\uFEFF/, '');
    const lines = text.split('\r\n');
    expect(lines[0]).toBe('Time,Entry,Actor,Action,Record type,Record,Actor ID,Record ID,Before,After');
    expect(lines).toHaveLength(4); // header, 2 rows, trailing empty
    // Words, never codes: the entry as a sentence, the action and record type as labels.
    expect(lines[1]).toMatch(/^"2 Mar 2026, 11:59 pm",Hui Min Ong rejected worker,Hui Min Ong,Worker: rejected,worker,,/);
    expect(lines[1]).not.toContain('worker.reject');
    // JSON with a comma, quotes and a newline stays one quoted cell.
    expect(text).toContain('"{""note"":""x,\\""y\\""\\n=z"",""status"":""rejected""}"');
    expect(lines[3]).toBe('');
    const empty = await ctx.call('admin', adminEndpoints.auditExport, { query: { from: '2020-01-01', to: '2020-01-01' } });
    expect(empty.body.replace(/^\uFEFF/, '')).toBe('Time,Entry,Actor,Action,Record type,Record,Actor ID,Record ID,Before,After\r\n');
  });

  it('exports a real XLSX with format=xlsx (issue 12, defect 9)', async () => {
    const res = await ctx.call('admin', adminEndpoints.auditExport, { query: { from: '2026-03-01', to: '2026-03-03', actorId: hrId, format: 'xlsx' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.xlsx"/);
    expect(res.rawPayload.subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04])); // a zip (PK)
    expect(res.headers['x-row-count']).toBe('2');
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getRow(1).values).toEqual([
      undefined, 'Time', 'Entry', 'Actor', 'Action', 'Record type', 'Record', 'Actor ID', 'Record ID', 'Before', 'After',
    ]);
    expect(ws.rowCount).toBe(3);
    const cells = [2, 3].map((n) => (ws.getRow(n).values as unknown[]).map(String).join('|'));
    expect(cells.join('\n')).toContain('Worker: rejected');
    // The time is a real Excel date (Singapore wall clock), not ISO text.
    expect(ws.getRow(2).getCell(1).value).toBeInstanceOf(Date);
    expect(cells.join('\n')).toContain('Hui Min Ong');
    // The JSON that starts with = inside stays text.
    expect(cells.join('\n')).toContain('"note":"x,\\"y\\"\\n=z"');
    const bad = await ctx.call('admin', 'GET', '/api/admin/audit-log/export?format=pdf'); // a format the types refuse
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('format');
  });

  it('answers the filter menus', async () => {
    const res = await ctx.call('admin', adminEndpoints.auditFacets);
    expect(res.statusCode).toBe(200);
    expect(res.answer().actions).toEqual(expect.arrayContaining(['client.create', 'worker.approve', 'worker.reject', 'user.sign_up']));
    expect(res.answer().entityTypes).toEqual(expect.arrayContaining(['client', 'user', 'worker']));
    expect(res.answer().actors).toEqual(expect.arrayContaining([{ id: hrId, name: 'Hui Min Ong' }, { id: adminId, name: 'Alicia Tan' }]));
  });

  it('shows admin changes as they happen (every change is audited)', async () => {
    const u = await createStaffUser(ctx.database.db, { name: 'Tan Wei' });
    await ctx.call('admin', adminEndpoints.updateStaff, { params: { id: u.id }, body: { role: 'finance' } });
    const res = await ctx.call('admin', adminEndpoints.audit, { query: { entityType: 'user', entityId: u.id } });
    expect(res.answer().items[0]).toMatchObject({ action: 'user.update', actorName: 'Alicia Tan', entityName: 'Tan Wei', before: { role: 'hr' }, after: { role: 'finance' } });
  });
});

describe(`admin dashboard (${dbLabel})`, () => {
  it('counts staff by role and status, sign-ups awaiting activation, recent audit and registrations per week', async () => {
    const db = ctx.database.db;
    await createStaffUser(db, { role: null, status: 'pending', confirmed: true, name: 'Waiting One' });
    await createStaffUser(db, { role: null, status: 'pending', confirmed: false });
    await createStaffUser(db, { role: 'finance', status: 'disabled' });
    for (let i = 0; i < 10; i++) await writeAudit(db, { actorId: adminId, action: 'test.filler', entityType: 'test' });
    await db.transaction((tx) => writeAudit(tx, { actorId: adminId, action: 'test.latest', entityType: 'test' }));

    const now = new Date();
    const lastWeek = new Date(now.getTime() - 7 * 86_400_000);
    const regs = [
      { createdAt: now, source: 'registration' as const },
      { createdAt: now, source: 'registration' as const },
      { createdAt: lastWeek, source: 'registration' as const },
      { createdAt: now, source: 'staff' as const },
      { createdAt: new Date(now.getTime() - 200 * 86_400_000), source: 'registration' as const },
    ];
    let n = 0;
    for (const r of regs) {
      n++;
      await db.insert(workers).values({
        ...r,
        positionApplied: 'Food Operator',
        name: `Applicant ${n}`,
        contactNumber: '91234567',
        dateOfBirth: '1990-01-01',
        idType: 'NRIC',
        idNumber: `S00000${n}0A`,
      });
    }

    const res = await ctx.call('admin', adminEndpoints.dashboard);
    expect(res.statusCode).toBe(200);
    const d = res.answer();
    const staffCount = (role: string | null, status: string) =>
      d.staff.find((s) => s.role === role && s.accountStatus === status)?.count ?? 0;
    const [dbAdmins] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(eq(users.role, 'admin'));
    expect(staffCount('admin', 'active')).toBe(dbAdmins!.n);
    expect(staffCount('finance', 'disabled')).toBeGreaterThanOrEqual(1);
    expect(staffCount(null, 'pending')).toBe(2);
    expect(d.awaitingActivation.count).toBe(1);
    expect(d.awaitingActivation.unconfirmed).toBe(1);
    expect(d.awaitingActivation.items.map((i) => i.name)).toEqual(['Waiting One']);
    expect(d.recentAudit).toHaveLength(10);
    expect(d.recentAudit[0]!.action).toBe('test.latest');
    expect(d.registrationsPerWeek).toHaveLength(12);
    const weeks = d.registrationsPerWeek;
    expect(weeks.at(-1)).toEqual({ weekStart: sgWeekStart(now), count: 2 });
    expect(weeks.at(-2)).toEqual({ weekStart: sgWeekStart(lastWeek), count: 1 });
    expect(weeks.reduce((s, w) => s + w.count, 0)).toBe(3);
  });
});
