import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, singaporeToday, type CertificateFilter } from '@wf/shared/domain/certificates/expiry';
import { certificateEndpoints as e } from '@wf/shared/contracts/certificates/endpoints';
import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import { commonEndpoints } from '@wf/shared/contracts/common/endpoints';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { workerEndpoints } from '@wf/shared/contracts/workers/endpoints';
import { isAppRoute } from '@wf/shared/contracts/shell/links';
import { formatDate } from '@wf/shared/domain/format';
import type { Role } from '@wf/shared/roles';
import {
  auditLog,
  certificateTypes,
  notifications,
  users,
  workerCertificates,
  workerFiles,
  workers,
} from '../../db/schema/index.ts';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { PDF_THEN_HTML, REAL_PNG, realPdf } from '../../test/file-fixtures.ts';
import { runCertificateExpiryJob } from './expiry-job.ts';
import { createCertificateFromRegistration } from './on-worker-approved.ts';

const ctx = useTestContext();
let typeId: string;
beforeAll(async () => {
  PDF = await realPdf();
  typeId = (
    await call('admin', e.createType, {
      body: { name: 'Forklift Licence', validityMonths: 36, positions: ['Warehouse Assistant'] },
    })
  ).answer().id;
});

const { call } = ctx;

// Real files: the content check parses them (issue 12, defect 9); the earlier fixtures were only magic bytes.
let PDF: Buffer;
const PNG = REAL_PNG;

let seq = 0;
async function insertWorker(over: Partial<typeof workers.$inferInsert> = {}) {
  seq += 1;
  const [w] = await ctx.app.db
    .insert(workers)
    .values({
      name: `Worker ${seq}`,
      positionApplied: 'Food Operator',
      contactNumber: '91234567',
      dateOfBirth: '1995-05-05',
      idType: 'Passport',
      idNumber: `CERT${seq}${Date.now()}`,
      status: 'active',
      employeeCode: `PT-7${String(seq).padStart(5, '0')}`,
      ...over,
    })
    .returning({ id: workers.id, name: workers.name });
  return w!;
}

/** A project of this client with one Food Operator position that requires the certificate type. */
const needsType = (clientId: string, name: string, requiredCertificateTypeId: string) => ({
  clientId,
  name,
  startDate: '2026-01-01',
  positions: [
    {
      position: 'Food Operator' as const,
      payRateCents: 1000,
      billRateCents: 1400,
      headcount: 1,
      requiredCertificateTypeId,
    },
  ],
});

describe(`certificate types (${dbLabel})`, () => {
  it('admin and manager manage types; hr reads; finance gets 403', async () => {
    expect((await call('hr', e.createType, { body: { name: 'X' } })).statusCode).toBe(403);
    expect((await call('finance', e.listTypes)).statusCode).toBe(403);
    const created = await call('manager', e.createType, {
      body: { name: 'Basic First Aid', validityMonths: 24, positions: ['FnB Service', 'FnB Service'] },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.answer()).toMatchObject({
      name: 'Basic First Aid',
      validityMonths: 24,
      positions: ['FnB Service'],
      certificateCount: 0,
    });
    const list = await call('hr', e.listTypes);
    expect(list.answer().items.map((t) => t.name)).toEqual(
      expect.arrayContaining(['Basic First Aid', 'Forklift Licence']),
    );
    const dup = await call('admin', e.createType, { body: { name: 'basic first aid' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error.fields).toEqual({ name: 'validation.unique' });
    const bad = await call('admin', 'POST', '/api/certificate-types', {
      name: 'Y',
      validityMonths: 0,
      positions: ['Pilot'],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['positions.0', 'validityMonths']);
    const upd = await call('manager', e.updateType, {
      params: { id: created.answer().id },
      body: { name: 'Basic First Aid (SCDF)', validityMonths: null },
    });
    expect(upd.answer()).toMatchObject({ name: 'Basic First Aid (SCDF)', validityMonths: null, positions: [] });
    expect((await call('manager', e.removeType, { params: { id: created.answer().id } })).statusCode).toBe(200);
  });

  it('refuses to delete a type held by workers or required by a position', async () => {
    const t = (await call('admin', e.createType, { body: { name: 'WSQ Hygiene' } })).answer();
    const w = await insertWorker();
    await call('hr', e.create, { body: { workerId: w.id, typeId: t.id } });
    const c = (
      await call('admin', clientEndpoints.create, { body: { name: 'Type Ref Co', uen: '201799999X' } })
    ).answer();
    await call('manager', projectEndpoints.create, { body: needsType(c.id, 'Needs hygiene', t.id) });
    const del = await call('admin', e.removeType, { params: { id: t.id } });
    expect(del.statusCode).toBe(409);
    expect(del.json().error.message).toBe(
      'This certificate type is used by 1 worker certificate and 1 project position; it cannot be deleted',
    );
    expect((await ctx.app.db.select().from(certificateTypes).where(eq(certificateTypes.id, t.id))).length).toBe(1);
  });

  it('counts the worker certificates and project positions that use each type', async () => {
    const t = (await call('admin', e.createType, { body: { name: 'Counted Licence' } })).answer();
    const other = (await call('admin', e.createType, { body: { name: 'Uncounted Licence' } })).answer();
    for (const w of [await insertWorker(), await insertWorker()]) {
      const res = await call('hr', e.create, { body: { workerId: w.id, typeId: t.id } });
      expect(res.statusCode, res.body).toBe(201);
    }
    const c = (await call('admin', clientEndpoints.create, { body: { name: 'Count Co', uen: '201788888X' } })).answer();
    const project = await call('manager', projectEndpoints.create, {
      body: needsType(c.id, 'Needs the counted licence', t.id),
    });
    expect(project.statusCode, project.body).toBe(201);
    const items = (await call('hr', e.listTypes)).answer().items;
    expect(items.find((i) => i.id === t.id)).toMatchObject({ certificateCount: 2, positionUseCount: 1 });
    expect(items.find((i) => i.id === other.id)).toMatchObject({ certificateCount: 0, positionUseCount: 0 });
  });
});

describe(`worker certificates (${dbLabel})`, () => {
  it('hr, manager and admin create, edit and delete; finance gets 403; changes are audited', async () => {
    const w = await insertWorker();
    const payload = { workerId: w.id, typeId, number: 'FL-001', issueDate: '2025-01-10', expiryDate: '2028-01-09' };
    expect((await call('finance', e.create, { body: payload })).statusCode).toBe(403);
    expect((await call('finance', e.list, { query: {} })).statusCode).toBe(403);
    const res = await call('hr', e.create, { body: payload });
    expect(res.statusCode, res.body).toBe(201);
    const c = res.answer();
    expect(c).toMatchObject({
      workerName: w.name,
      typeName: 'Forklift Licence',
      number: 'FL-001',
      hasFile: false,
      verified: false,
      source: 'staff',
    });
    const upd = await call('manager', e.update, {
      params: { id: c.id },
      body: { typeId, number: 'FL-002', issueDate: '2025-01-10', expiryDate: null },
    });
    expect(upd.statusCode, upd.body).toBe(200);
    expect(upd.answer()).toMatchObject({ number: 'FL-002', expiryDate: null, bucket: 'no_expiry' });
    const actions = (
      await ctx.app.db.select({ a: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, c.id))
    ).map((r) => r.a);
    expect(actions).toEqual(['certificate.create', 'certificate.update']);
    expect((await call('admin', e.remove, { params: { id: c.id } })).statusCode).toBe(200);
    expect((await call('admin', e.get, { params: { id: c.id } })).statusCode).toBe(404);
  });

  it('bad input: 400 naming the field, nothing written', async () => {
    const w = await insertWorker();
    const before = (await ctx.app.db.select().from(workerCertificates)).length;
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ expiryDate: '2024-01-01', issueDate: '2025-01-01' }, 'expiryDate', 'validation.dateRange'],
      [{ issueDate: '01/02/2025' }, 'issueDate', 'validation.date'],
      [{ typeId: 'x' }, 'typeId', 'validation.required'],
      [{ workerId: undefined }, 'workerId', 'validation.required'],
    ];
    for (const [over, field, message] of cases) {
      const res = await call('hr', 'POST', '/api/worker-certificates', { workerId: w.id, typeId, ...over });
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      expect(res.json().error.fields).toMatchObject({ [field]: message });
    }
    const noWorker = await call('hr', e.create, {
      body: { workerId: '00000000-0000-4000-8000-000000000000', typeId },
    });
    expect(noWorker.statusCode).toBe(400);
    expect(noWorker.json().error.fields).toEqual({ workerId: 'validation.invalid' });
    expect((await ctx.app.db.select().from(workerCertificates)).length).toBe(before);
  });

  it('accepts PDF/PNG/JPEG by content only, serves the file to staff with access, and verifies', async () => {
    const w = await insertWorker();
    const c = (await call('hr', e.create, { body: { workerId: w.id, typeId } })).answer();
    const upload = async (role: Role | null, data: Buffer, type: string, name = 'scan.pdf') =>
      ctx.inject({
        method: 'PUT',
        url: `/api/worker-certificates/${c.id}/file`,
        payload: data,
        headers: { ...(role ? await ctx.as(role) : {}), 'content-type': type, 'x-file-name': encodeURIComponent(name) },
      });
    expect((await call('hr', e.verify, { params: { id: c.id } })).statusCode).toBe(409);
    const fake = await upload('hr', Buffer.from('<script>alert(1)</script>'), 'application/pdf');
    expect(fake.statusCode).toBe(400);
    expect(fake.json().error.fields).toEqual({ file: 'validation.fileType' });
    const pdfThenHtml = await upload('hr', PDF_THEN_HTML, 'application/pdf');
    expect(pdfThenHtml.statusCode).toBe(400);
    expect(pdfThenHtml.json().error.fields).toEqual({ file: 'validation.fileType' });
    expect((await upload('finance', PDF, 'application/pdf')).statusCode).toBe(403);
    expect((await upload(null, PDF, 'application/pdf')).statusCode).toBe(401);
    const tooBig = await upload('hr', Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]), 'application/pdf');
    expect(tooBig.statusCode).toBe(413);
    const ok = await upload('hr', PNG, 'application/octet-stream', '../../Sijil makanan 证书.pdf');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      hasFile: true,
      fileMime: 'image/png',
      fileName: 'Sijil makanan 证书.png',
      fileSize: PNG.length,
    });

    const file = { params: { id: c.id }, query: {} };
    expect((await call(null, e.file, file)).statusCode).toBe(401);
    expect((await call('finance', e.file, file)).statusCode).toBe(403);
    const dl = await call('manager', e.file, file);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('image/png');
    expect(dl.headers['content-disposition']).toMatch(/^attachment; filename=/);
    expect(Buffer.compare(dl.rawPayload, PNG)).toBe(0);
    // The download is audited: who, which certificate, which file (issue 12, defect 4).
    const managerId = (await call('manager', commonEndpoints.user)).answer().id;
    const downloads = await ctx.app.db
      .select({ actorId: auditLog.actorId, entityType: auditLog.entityType, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, c.id), eq(auditLog.action, 'file.download')));
    expect(downloads).toEqual([
      {
        actorId: managerId,
        entityType: 'worker_certificate',
        after: { route: 'GET /api/worker-certificates/:id/file', fileName: 'Sijil makanan 证书.png' },
      },
    ]);

    const v = await call('hr', e.verify, { params: { id: c.id } });
    expect(v.statusCode, v.body).toBe(200);
    expect(v.answer()).toMatchObject({ verified: true, verifiedByName: 'Hui Min Ong' });
    expect((await call('hr', e.verify, { params: { id: c.id } })).statusCode).toBe(409);
    // A new file needs verifying again.
    const again = await upload('hr', PDF, 'application/pdf', 'renewed.pdf');
    expect(again.json()).toMatchObject({ verified: false, fileMime: 'application/pdf', fileName: 'renewed.pdf' });
  });

  it('filters all / expiring in 30, 60, 90 days / expired / unverified, with counts', async () => {
    const t = (await call('admin', e.createType, { body: { name: 'Filter Test Type' } })).answer();
    const today = singaporeToday(new Date());
    const w = await insertWorker();
    const mk = async (expiryDate: string | null) =>
      (await call('hr', e.create, { body: { workerId: w.id, typeId: t.id, expiryDate } })).answer();
    const expired = await mk(addDays(today, -1));
    const d10 = await mk(addDays(today, 10));
    const d45 = await mk(addDays(today, 45));
    const d80 = await mk(addDays(today, 80));
    await mk(addDays(today, 200));
    await mk(null);
    const ids = async (filter: CertificateFilter) =>
      (await call('hr', e.list, { query: { typeId: t.id, filter, sort: 'expiryDate', dir: 'asc' } })).answer();
    expect((await ids('expired')).items.map((i) => i.id)).toEqual([expired.id]);
    expect((await ids('expiring_30')).items.map((i) => i.id)).toEqual([d10.id]);
    expect((await ids('expiring_60')).items.map((i) => i.id)).toEqual([d10.id, d45.id]);
    expect((await ids('expiring_90')).items.map((i) => i.id)).toEqual([d10.id, d45.id, d80.id]);
    const all = await ids('all');
    expect(all.total).toBe(6);
    expect(all.items.map((i) => i.bucket)).toEqual([
      'expired',
      'expiring_30',
      'expiring_60',
      'expiring_90',
      'valid',
      'no_expiry',
    ]);
    expect(all.counts).toEqual({ all: 6, expiring_30: 1, expiring_60: 2, expiring_90: 3, expired: 1, unverified: 6 });
    expect((await ids('unverified')).total).toBe(6);
    const csv = await call('manager', e.export, {
      query: { format: 'csv', typeId: t.id, filter: 'expired', columns: 'workerName,expiryDate,bucket' },
    });
    expect(
      csv.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n'),
    ).toEqual(['Worker,Expires,Expiry status', `${w.name},${formatDate(addDays(today, -1))},Expired`]);
  });

  it('offers workers to pick by name or employee code', async () => {
    const w = await insertWorker({ name: 'Siti Nurhaliza Binte Osman' });
    const res = await call('hr', e.workerOptions, { query: { search: 'nurhaliza' } });
    expect(res.statusCode).toBe(200);
    expect(res.answer().items.map((i) => i.id)).toEqual([w.id]);
  });
});

describe(`certificate expiry job (${dbLabel})`, () => {
  it('notifies hr and managers once per certificate expiring within 30 days', async () => {
    const now = new Date('2030-03-01T02:00:00Z');
    const today = singaporeToday(now);
    const t = (await call('admin', e.createType, { body: { name: 'Expiry Job Type' } })).answer();
    const w = await insertWorker({ name: 'Expiring Person' });
    const gone = await insertWorker({ name: 'Discharged Person', status: 'discharged' });
    const soon = (
      await call('hr', e.create, { body: { workerId: w.id, typeId: t.id, expiryDate: addDays(today, 12) } })
    ).answer();
    await call('hr', e.create, { body: { workerId: w.id, typeId: t.id, expiryDate: addDays(today, 31) } });
    await call('hr', e.create, { body: { workerId: w.id, typeId: t.id, expiryDate: addDays(today, -3) } });
    await call('hr', e.create, { body: { workerId: gone.id, typeId: t.id, expiryDate: addDays(today, 5) } });

    const recipients = await ctx.app.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.accountStatus, 'active')));
    expect(recipients.length).toBeGreaterThan(0);
    const first = await runCertificateExpiryJob(ctx.app.db, now);
    expect(first.certificates).toBe(1);
    const sent = await ctx.app.db
      .select({
        userId: notifications.userId,
        title: notifications.title,
        description: notifications.description,
        link: notifications.link,
        role: users.role,
      })
      .from(notifications)
      .innerJoin(users, eq(users.id, notifications.userId))
      .where(like(notifications.dedupeKey, `cert-expiry:${soon.id}:%`));
    expect(sent.map((s) => s.role).sort()).toEqual(['hr', 'manager']);
    expect(first.notifications).toBe(2);
    expect(sent[0]!.title).toBe('Certificate expiring: Expiring Person (PT-7' + sent[0]!.title.split('(PT-7')[1]);
    // The date as every page shows it (DD/MM/YYYY), never the stored ISO form.
    const [y, m, d] = addDays(today, 12).split('-');
    expect(sent[0]!.description).toBe(`Expiry Job Type expires on ${d}/${m}/${y} (in 12 days).`);
    // It opens the certificate (issue 13, item 11), a page both recipients may open.
    for (const s of sent) expect(s.link).toBe(`/certificate-management/list/${soon.id}/edit`);
    expect(isAppRoute(sent[0]!.link!)).toBe(true);
    for (const role of ['hr', 'manager'] as const)
      expect((await call(role, e.get, { params: { id: soon.id } })).statusCode, role).toBe(200);

    const second = await runCertificateExpiryJob(ctx.app.db, now);
    expect(second).toEqual({ certificates: 0, notifications: 0 });
    // Four days later the 31-day certificate comes within 30 days; the first is not notified again.
    const later = await runCertificateExpiryJob(ctx.app.db, new Date('2030-03-05T02:00:00Z'));
    expect(later.certificates).toBe(1);
    expect(
      (
        await ctx.app.db
          .select()
          .from(notifications)
          .where(like(notifications.dedupeKey, `cert-expiry:${soon.id}:%`))
      ).length,
    ).toBe(2);

    // A renewed expiry date is a new event: it is notified again when it comes within 30 days.
    await call('hr', e.update, { params: { id: soon.id }, body: { typeId: t.id, expiryDate: addDays(today, 20) } });
    const renewed = await runCertificateExpiryJob(ctx.app.db, now);
    expect(renewed.certificates).toBe(1);
  });
});

describe(`certificate from an approved registration (${dbLabel})`, () => {
  it('turns the food-safety upload and its expiry into the first certificate, once', async () => {
    const w = await insertWorker({ certExpired: '2031-07-31', status: 'pending' });
    const [f] = await ctx.app.db
      .insert(workerFiles)
      .values({
        workerId: w.id,
        kind: 'certificate',
        fileName: 'certificate.pdf',
        originalName: 'food-safety.pdf',
        mimeType: 'application/pdf',
        size: PDF.length,
        sha256: 'a'.repeat(64),
        data: PDF,
      })
      .returning({ id: workerFiles.id });
    const admin = (await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.role, 'hr')))[0]!.id;
    const id = await ctx.app.db.transaction((tx) => createCertificateFromRegistration(tx, w.id, admin));
    expect(id).toBeTruthy();
    const again = await ctx.app.db.transaction((tx) => createCertificateFromRegistration(tx, w.id, admin));
    expect(again).toBeNull();
    const rows = await ctx.app.db.select().from(workerCertificates).where(eq(workerCertificates.workerId, w.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      expiryDate: '2031-07-31',
      source: 'registration',
      sourceFileId: f!.id,
      fileMime: 'application/pdf',
      fileName: 'food-safety.pdf',
      verifiedAt: null,
    });
    const type = await ctx.app.db.select().from(certificateTypes).where(eq(certificateTypes.id, rows[0]!.typeId));
    expect(type[0]!.name).toBe('Food Safety Course Level 1');
    const dl = await call('hr', e.file, { params: { id: rows[0]!.id }, query: {} });
    expect(Buffer.compare(dl.rawPayload, PDF)).toBe(0);
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, rows[0]!.id), eq(auditLog.action, 'certificate.create_from_registration')));
    expect(audit).toHaveLength(1);

    const noUpload = await insertWorker({ certExpired: '2031-01-01' });
    expect(await ctx.app.db.transaction((tx) => createCertificateFromRegistration(tx, noUpload.id, admin))).toBeNull();
  });

  it('runs on approval through the "worker approved" hook, in the approval', async () => {
    const w = await insertWorker({ certExpired: '2032-03-31', status: 'pending', employeeCode: null });
    const [f] = await ctx.app.db
      .insert(workerFiles)
      .values({
        workerId: w.id,
        kind: 'certificate',
        fileName: 'certificate.pdf',
        originalName: 'food-safety.pdf',
        mimeType: 'application/pdf',
        size: PDF.length,
        sha256: 'b'.repeat(64),
        data: PDF,
      })
      .returning({ id: workerFiles.id });
    const [{ version }] = (await ctx.app.db
      .select({ version: workers.version })
      .from(workers)
      .where(eq(workers.id, w.id))) as [{ version: number }];
    const res = await call('hr', workerEndpoints.transition, {
      params: { id: w.id, action: 'approve' },
      body: { version },
    });
    expect(res.statusCode, res.body).toBe(200);
    const rows = await ctx.app.db.select().from(workerCertificates).where(eq(workerCertificates.workerId, w.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ expiryDate: '2032-03-31', source: 'registration', sourceFileId: f!.id });
  });
});
