import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { decodePDFRawStream, PDFDocument, PDFRawStream } from 'pdf-lib';
import { displayYearsAgo } from '@wf/shared/contracts/registration/registration-sample';
import { isAppRoute } from '@wf/shared/contracts/shell/links';
import { businessEndpoints } from '@wf/shared/contracts/business/endpoints';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { PDF_THEN_HTML, REAL_JPEG } from '../../test/file-fixtures.ts';
import { businessProfile, notifications, users, workerFiles, workerHistory, workers } from '../../db/schema/index.ts';
import { demoSignaturePng } from './demo-images.ts';
import { CONTRACT_FOOTER } from './contract-pdf.ts';
import {
  fieldsOf,
  registrationCounts,
  submitTo,
  testCertPdf,
  valuesMaker,
  type CertPart,
} from './registration-test-kit.ts';

const ctx = useTestContext();
let certPdf: Buffer;
const values = valuesMaker(3_300_000);

beforeAll(async () => {
  certPdf = await testCertPdf();
});

const submit = (fields: Record<string, string>, opts: { cert?: CertPart; key?: string | null } = {}) =>
  submitTo(ctx, fields, opts);
const counts = () => registrationCounts(ctx);

/** Every decoded content stream of a PDF, concatenated as latin1 text. */
async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await PDFDocument.load(pdf);
  let out = '';
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    if (obj instanceof PDFRawStream) {
      try {
        out += Buffer.from(decodePDFRawStream(obj).decode()).toString('latin1');
      } catch {
        /* not a decodable stream (e.g. image) */
      }
    }
  }
  return out;
}
/** How pdf-lib writes a Helvetica string: <HEX> Tj. */
const pdfHex = (s: string) => Buffer.from(s, 'latin1').toString('hex').toUpperCase();

describe(`POST /api/registrations (${dbLabel})`, () => {
  it('stores a registration with its three files, history and an hr notification', async () => {
    const v = values({ client_name: 'Tan Mei Ling', position_applied: 'Food Operator' });
    const before = await counts();
    const [{ n: hrUsers }] = (await ctx.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(and(eq(users.role, 'hr'), eq(users.accountStatus, 'active')))) as [{ n: number }];
    const res = await submit(fieldsOf(v, 'zh'), { key: 'happy-path-key-1' });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      ok: true,
      id: expect.any(String),
      reference: expect.stringMatching(/^REG-[0-9A-F]{8}$/),
    });

    const [w] = await ctx.database.db.select().from(workers).where(eq(workers.id, body.id));
    expect(w).toMatchObject({
      status: 'pending',
      source: 'registration',
      language: 'zh',
      idempotencyKey: 'happy-path-key-1',
      name: 'Tan Mei Ling',
      contactNumber: '91234567',
      idNumber: v.id_number,
      idType: 'NRIC',
      positionApplied: 'Food Operator',
      fullyVaccinated: true,
      age: 24,
      requiresDocument: false,
      blacklistFlag: false,
      relativesInCompany: false,
      prStartDate: null,
      postalCode: '560123',
      bankAcc: '1234567890',
    });
    expect(w!.dateOfBirth).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((w!.addressComponents as { country_code: string }).country_code).toBe('SG');
    expect((w!.qna as Record<string, number>).medication).toBe(0);
    expect((w!.workingExps as Array<{ date_start: string }>)[0]!.date_start).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(w!.declarationAt).toBeInstanceOf(Date);

    const files = await ctx.database.db.select().from(workerFiles).where(eq(workerFiles.workerId, body.id));
    expect(files.map((f) => f.kind).sort()).toEqual(['certificate', 'contract', 'signature']);
    const cert = files.find((f) => f.kind === 'certificate')!;
    expect(cert.mimeType).toBe('application/pdf');
    expect(cert.fileName).toBe(`certificate-${body.reference}.pdf`);
    expect(cert.originalName).toBe('food-safety.pdf');
    expect(cert.data!.equals(certPdf)).toBe(true);
    expect(cert.sha256).toMatch(/^[0-9a-f]{64}$/);
    const sig = files.find((f) => f.kind === 'signature')!;
    expect(sig.data!.equals(demoSignaturePng(3))).toBe(true);
    const contract = files.find((f) => f.kind === 'contract')!;
    expect(contract.data!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const doc = await PDFDocument.load(contract.data!);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(1);
    expect(doc.getTitle()).toContain('Tan Mei Ling');
    const text = await pdfText(contract.data!);
    expect(text).toContain(pdfHex('Tan Mei Ling'));
    expect(text).toContain(pdfHex(v.id_number));
    expect(text).toContain(pdfHex('Food Operator'));
    expect(text).toContain(pdfHex(CONTRACT_FOOTER.slice(0, 40)));
    expect(doc.getTitle()).not.toContain('Promoter');

    const history = await ctx.database.db.select().from(workerHistory).where(eq(workerHistory.workerId, body.id));
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'register', fromStatus: null, toStatus: 'pending', actorId: null });

    const notes = await ctx.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.dedupeKey, `registration:${body.id}`));
    expect(hrUsers).toBeGreaterThan(0);
    expect(notes).toHaveLength(hrUsers);
    // The notification opens the applicant's record (issue 13, item 11), an app route.
    expect(notes[0]!.link).toBe(`/part-timer-management/worker/${body.id}`);
    expect(isAppRoute(notes[0]!.link!)).toBe(true);

    const after = await counts();
    expect(after).toEqual({ workers: before.workers + 1, files: before.files + 3, history: before.history + 1 });
  });

  it('uses the promoter contract for a promoter position', async () => {
    const res = await submit(fieldsOf(values({ position_applied: 'Sales Promoter @ Island wide' })));
    expect(res.statusCode, res.body).toBe(201);
    const [c] = await ctx.database.db
      .select()
      .from(workerFiles)
      .where(and(eq(workerFiles.workerId, res.json().id), eq(workerFiles.kind, 'contract')));
    expect((await PDFDocument.load(c!.data!)).getTitle()).toContain('Promoter');
  });

  it('names the business from its settings as the Company in the contract (issue 13, item 17)', async () => {
    const contractOf = async (id: string) => {
      const [c] = await ctx.database.db
        .select()
        .from(workerFiles)
        .where(and(eq(workerFiles.workerId, id), eq(workerFiles.kind, 'contract')));
      return pdfText(c!.data!);
    };
    // Before admin names the business: a description of the Company.
    const before = await submit(fieldsOf(values()));
    expect(before.statusCode, before.body).toBe(201);
    expect(await contractOf(before.json().id)).toContain(pdfHex('between the staffing company'));

    const saved = await ctx.call('admin', businessEndpoints.update, {
      body: {
        name: 'Acme SG',
        uen: '201912345D',
        address: '',
        contactPhone: '',
        contactEmail: '',
        version: (await ctx.call('admin', businessEndpoints.profile)).answer().version,
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = await submit(fieldsOf(values()));
    expect(after.statusCode, after.body).toBe(201);
    const text = await contractOf(after.json().id);
    expect(text).toContain(pdfHex('between Acme SG (UEN 201912345D) ("the Company")'));
    expect(text).not.toContain(pdfHex('the staffing company that runs this registration'));
    await ctx.database.db.delete(businessProfile); // the other tests run without a business name
  });

  it('stores no certificate for a position where it is optional; a 15-year-old needs a document', async () => {
    const v = values({
      position_applied: 'Warehouse Assistant',
      cert: null,
      cert_expired: '',
      date_of_birth: displayYearsAgo(new Date(), 15),
    });
    const res = await submit(fieldsOf(v), { cert: null });
    expect(res.statusCode, res.body).toBe(201);
    const [w] = await ctx.database.db.select().from(workers).where(eq(workers.id, res.json().id));
    expect(w).toMatchObject({ age: 15, requiresDocument: true, certExpired: null });
    const files = await ctx.database.db
      .select({ kind: workerFiles.kind })
      .from(workerFiles)
      .where(eq(workerFiles.workerId, w!.id));
    expect(files.map((f) => f.kind).sort()).toEqual(['contract', 'signature']);
  });

  it('upper-cases the ID number', async () => {
    const v = values();
    const res = await submit({ ...fieldsOf(v), id_number: v.id_number.toLowerCase() });
    expect(res.statusCode, res.body).toBe(201);
    const [w] = await ctx.database.db
      .select({ idNumber: workers.idNumber })
      .from(workers)
      .where(eq(workers.id, res.json().id));
    expect(w!.idNumber).toBe(v.id_number);
  });

  describe('refuses invalid input with 400 naming the field and stores nothing', () => {
    const required = [
      'where_know_us',
      'type_of_employment',
      'position_applied',
      'earliest_availability',
      'fully_vaccinated',
      'client_name',
      'contact_email',
      'contact_number',
      'date_of_birth',
      'gender',
      'residential_address',
      'postal_code',
      'address_components',
      'nationality',
      'id_type',
      'id_number',
      'place_of_birth',
      'race',
      'religion',
      'marital_status',
      'kin_name',
      'kin_contact',
      'bank_name',
      'bank_acc',
      'cert_expired',
      'declaration',
      'signature',
    ];
    it.each(required)('missing %s', async (field) => {
      const before = await counts();
      const f = fieldsOf(values());
      delete f[field];
      const res = await submit(f);
      expect(res.statusCode, res.body).toBe(400);
      const err = res.json().error;
      expect(err.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(err.fields)).toEqual([field]);
      expect(err.message).toContain(field);
      expect(await counts()).toEqual(before);
    });

    const today = new Date();
    const yesterday = String(Math.floor(today.getTime() / 1000) - 2 * 86_400);
    const malformed: Array<[string, string, string]> = [
      ['contact_email', 'mei.example.com', 'validation.email'],
      ['contact_number', '61234567', 'validation.pattern.phone'],
      ['kin_contact', '912345678', 'validation.maxLength'],
      ['bank_acc', '1234567890123456', 'validation.maxLength'],
      // issue #26 item 5: digits only, the bank's lengths (the sample's bank is the values' own)
      ['bank_acc', '=1+1', 'validation.bankAcc.digits'],
      ['bank_acc', "' OR '1'='1", 'validation.bankAcc.digits'],
      ['bank_acc', 'NaN', 'validation.bankAcc.digits'],
      ['bank_acc', '1234😀567890', 'validation.bankAcc.digits'],
      ['bank_acc', '一二三四五六七八九十', 'validation.bankAcc.digits'],
      ['bank_acc', '12345678', 'validation.bankAcc.length.9_10'],
      ['id_number', 'S1234567A', 'validation.invalid.nric'],
      ['id_number', 'X12', 'validation.pattern.id'],
      ['date_of_birth', '15/06/2001', 'validation.date.invalid'],
      ['date_of_birth', String(Math.floor(today.getTime() / 1000) + 5 * 86_400), 'validation.date.max'],
      ['earliest_availability', yesterday, 'validation.date.min'],
      ['cert_expired', yesterday, 'validation.date.min'],
      ['gender', 'Other', 'validation.invalid'],
      ['position_applied', 'Astronaut', 'validation.invalid'],
      ['fully_vaccinated', 'yes', 'validation.required'],
      ['address_components', '{"formatted_address":"Somewhere"}', 'Address must include a valid postal code'],
      ['working_exps', '[{"previous_company_name":"ABC"}]', 'validation.workExp.incomplete'],
      ['signature', 'data:image/png;base64,AAAA', 'validation.signatureRequired'],
      ['declaration', '0', 'validation.required'],
      ['lang', 'fr', 'validation.invalid'],
    ];
    it.each(malformed)('%s = %s -> %s', async (field, bad, key) => {
      const before = await counts();
      const res = await submit({ ...fieldsOf(values()), [field]: bad });
      expect(res.statusCode, res.body).toBe(400);
      const fields = res.json().error.fields as Record<string, string>;
      const [path, got] = Object.entries(fields)[0]!;
      expect(path.split('.')[0]).toBe(field);
      expect(got).toBe(key);
      expect(await counts()).toEqual(before);
    });

    it('the under-age applicant', async () => {
      const res = await submit(fieldsOf(values({ date_of_birth: displayYearsAgo(new Date(), 15, 2) })));
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ date_of_birth: 'validation.age.too_young' });
    });

    it('conditional rules: PR start date, medication details, certificate', async () => {
      let res = await submit(fieldsOf(values({ nationality: 'Singapore PR', pr_start_date: '' })));
      expect(res.json().error.fields).toEqual({ pr_start_date: 'validation.required' });
      const qna = { ...values().qna, medication: 1 as const, medication_details: '' };
      res = await submit(fieldsOf(values({ qna })));
      expect(res.json().error.fields).toEqual({ 'qna.medication_details': 'validation.required' });
      res = await submit(fieldsOf(values()), { cert: null });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ cert: 'validation.required' });
    });

    it('a signature that is a PNG data URL but not a PNG', async () => {
      const junk = `data:image/png;base64,${Buffer.from('not really a png image at all, just text padding it out').toString('base64')}`;
      const res = await submit({ ...fieldsOf(values()), signature: junk });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ signature: 'validation.signatureRequired' });
    });

    it('a missing or short Idempotency-Key', async () => {
      const before = await counts();
      let res = await submit(fieldsOf(values()), { key: null });
      expect(res.statusCode).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {})).toContain('idempotency-key');
      res = await submit(fieldsOf(values()), { key: 'short' });
      expect(res.statusCode).toBe(400);
      expect(await counts()).toEqual(before);
    });

    it('a JSON body instead of multipart', async () => {
      const res = await ctx.inject({
        method: 'POST',
        url: '/api/registrations',
        headers: { 'idempotency-key': randomUUID() },
        payload: fieldsOf(values()),
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    });
  });

  describe('certificate files', () => {
    it.each([
      ['a PNG named .pdf', { name: 'cert.pdf', type: 'application/pdf', data: demoSignaturePng(1) }],
      ['text named .pdf', { name: 'cert.pdf', type: 'application/pdf', data: Buffer.from('hello, this is not a pdf') }],
      ['a PDF named .png', { name: 'cert.png', type: 'image/png', data: Buffer.from('%PDF-1.4 fake') }],
      ['a PDF declared as image/jpeg', { name: 'cert.pdf', type: 'image/jpeg', data: Buffer.from('%PDF-1.4 fake') }],
      [
        'an executable named .jpg',
        { name: 'cert.jpg', type: 'image/jpeg', data: Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]) },
      ],
      ['a .docx', { name: 'cert.docx', type: 'application/msword', data: Buffer.from('PK\u0003\u0004 docx') }],
    ])('refuses %s', async (_label, cert) => {
      const before = await counts();
      const res = await submit(fieldsOf(values()), { cert });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields).toEqual({ cert: 'validation.file.type' });
      expect(await counts()).toEqual(before);
    });

    it('refuses `%PDF-` followed by HTML: the content must parse (issue 12, defect 9)', async () => {
      const before = await counts();
      const res = await submit(fieldsOf(values()), {
        cert: { name: 'cert.pdf', type: 'application/pdf', data: PDF_THEN_HTML },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({ cert: 'validation.file.type' });
      expect(await counts()).toEqual(before);
    });

    it('accepts a JPEG and a PNG by content', async () => {
      let res = await submit(fieldsOf(values()), { cert: { name: 'photo.JPEG', type: 'image/jpeg', data: REAL_JPEG } });
      expect(res.statusCode, res.body).toBe(201);
      res = await submit(fieldsOf(values()), {
        cert: { name: 'scan.png', type: 'image/png', data: demoSignaturePng(2) },
      });
      expect(res.statusCode, res.body).toBe(201);
      const [f] = await ctx.database.db
        .select({ mime: workerFiles.mimeType, name: workerFiles.fileName })
        .from(workerFiles)
        .where(and(eq(workerFiles.workerId, res.json().id), eq(workerFiles.kind, 'certificate')));
      expect(f).toEqual({ mime: 'image/png', name: `certificate-${res.json().reference}.png` });
    });

    it('refuses a file above 10 MB with a clear message naming cert', async () => {
      const before = await counts();
      const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]);
      const res = await submit(fieldsOf(values()), { cert: { name: 'big.pdf', type: 'application/pdf', data: big } });
      expect(res.statusCode).toBe(413);
      const err = res.json().error;
      expect(err.fields).toEqual({ cert: 'validation.file.tooLarge' });
      expect(err.message).toMatch(/10 MB/);
      expect(await counts()).toEqual(before);
    });

    it('accepts a file of 5 MB', async () => {
      const mid = Buffer.concat([certPdf, Buffer.alloc(5 * 1024 * 1024, 0x20)]);
      const res = await submit(fieldsOf(values()), { cert: { name: 'mid.pdf', type: 'application/pdf', data: mid } });
      expect(res.statusCode, res.body).toBe(201);
    });

    it('refuses a second file', async () => {
      const f = fieldsOf(values());
      const fd = new FormData();
      for (const [k, val] of Object.entries(f)) fd.append(k, val);
      fd.append('cert', new Blob([new Uint8Array(certPdf)], { type: 'application/pdf' }), 'a.pdf');
      fd.append('other', new Blob([new Uint8Array(certPdf)], { type: 'application/pdf' }), 'b.pdf');
      const r = new Response(fd);
      const before = await counts();
      const res = await ctx.inject({
        method: 'POST',
        url: '/api/registrations',
        payload: Buffer.from(await r.arrayBuffer()),
        headers: { 'content-type': r.headers.get('content-type')!, 'idempotency-key': randomUUID() },
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(await counts()).toEqual(before);
    });
  });

  describe('exactly once', () => {
    it('the same Idempotency-Key twice stores one registration and answers the same id', async () => {
      const f = fieldsOf(values());
      const key = `retry-${randomUUID()}`;
      const before = await counts();
      const first = await submit(f, { key });
      const second = await submit(f, { key });
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(await counts()).toEqual({
        workers: before.workers + 1,
        files: before.files + 3,
        history: before.history + 1,
      });
    });

    it('the same Idempotency-Key with another request gets 422 and stores nothing', async () => {
      const f = fieldsOf(values());
      const key = `reused-${randomUUID()}`;
      expect((await submit(f, { key })).statusCode).toBe(201);
      const before = await counts();
      const other = await submit({ ...f, contact_email: 'someone.else@example.com' }, { key });
      expect(other.statusCode, other.body).toBe(422);
      expect(other.json().error).toMatchObject({
        code: 'IDEMPOTENCY_KEY_REUSED',
        fields: { 'idempotency-key': expect.any(String) },
      });
      // Another certificate is another request as well.
      const otherCert = await submit(f, {
        key,
        cert: { name: 'food-safety.pdf', type: 'application/pdf', data: Buffer.concat([certPdf, Buffer.from('\n')]) },
      });
      expect(otherCert.statusCode).toBe(422);
      expect(await counts()).toEqual(before);
    });

    it('a reused Idempotency-Key is checked after validation: an invalid request gets 400', async () => {
      const f = fieldsOf(values());
      const key = `reused-invalid-${randomUUID()}`;
      expect((await submit(f, { key })).statusCode).toBe(201);
      const res = await submit({ ...f, contact_email: 'not-an-email' }, { key });
      expect(res.statusCode).toBe(400);
    });

    it('a double click (same key, concurrently) stores one registration', async () => {
      const f = fieldsOf(values());
      const key = `double-${randomUUID()}`;
      const before = await counts();
      const [a, b] = await Promise.all([submit(f, { key }), submit(f, { key })]);
      expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
      expect(a.json().id).toBe(b.json().id);
      expect((await counts()).workers).toBe(before.workers + 1);
    });

    it('an ID number with a live registration gets 409 with a clear message', async () => {
      const v = values();
      expect((await submit(fieldsOf(v))).statusCode).toBe(201);
      const again = await submit(fieldsOf({ ...v, client_name: 'Someone Else' }));
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe(
        'An application with this ID number is already being processed. If you need help, contact us.',
      );
      // lower case is the same ID
      expect((await submit({ ...fieldsOf(v), id_number: v.id_number.toLowerCase() })).statusCode).toBe(409);
    });

    it('two concurrent submissions of one ID (different keys): one stored, one 409', async () => {
      const v = values();
      const before = await counts();
      const results = await Promise.all([submit(fieldsOf(v)), submit(fieldsOf(v)), submit(fieldsOf(v))]);
      const codes = results.map((r) => r.statusCode).sort();
      expect(codes).toEqual([201, 409, 409]);
      const rows = await ctx.database.db
        .select({ id: workers.id })
        .from(workers)
        .where(eq(workers.idNumber, v.id_number));
      expect(rows).toHaveLength(1);
      expect(await counts()).toEqual({
        workers: before.workers + 1,
        files: before.files + 3,
        history: before.history + 1,
      });
    });

    it('a rejected or discharged earlier record does not block a new registration', async () => {
      const v = values();
      const first = await submit(fieldsOf(v));
      await ctx.database.db.update(workers).set({ status: 'rejected' }).where(eq(workers.id, first.json().id));
      const second = await submit(fieldsOf(v));
      expect(second.statusCode, second.body).toBe(201);
    });

    it('a blacklisted ID is stored, flagged for hr, and the applicant sees a normal success', async () => {
      const v = values();
      const first = await submit(fieldsOf(v));
      await ctx.database.db.update(workers).set({ status: 'blacklisted' }).where(eq(workers.id, first.json().id));
      const res = await submit(fieldsOf(v));
      expect(res.statusCode).toBe(201);
      expect(Object.keys(res.json()).sort()).toEqual(['id', 'ok', 'reference']);
      const [w] = await ctx.database.db.select().from(workers).where(eq(workers.id, res.json().id));
      expect(w!.blacklistFlag).toBe(true);
      expect(w!.status).toBe('pending');
      const [note] = await ctx.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.dedupeKey, `registration:${w!.id}`));
      expect(note!.description).toContain('blacklist');
    });

    it('a failure inside the transaction leaves no registration and no file', async () => {
      const db = ctx.database.db;
      await db.execute(sql`create or replace function wf_test_fail_notify() returns trigger language plpgsql as $$
        begin raise exception 'injected failure'; end $$`);
      await db.execute(
        sql`create trigger wf_test_fail_notify before insert on notifications for each row execute function wf_test_fail_notify()`,
      );
      try {
        const before = await counts();
        const v = values();
        const res = await submit(fieldsOf(v), { key: 'failing-key-123' });
        expect(res.statusCode).toBe(500);
        expect(res.body).not.toContain(v.id_number);
        expect(await counts()).toEqual(before);
        const rows = await db
          .select({ id: workers.id })
          .from(workers)
          .where(eq(workers.idempotencyKey, 'failing-key-123'));
        expect(rows).toHaveLength(0);
      } finally {
        await db.execute(sql`drop trigger wf_test_fail_notify on notifications`);
        await db.execute(sql`drop function wf_test_fail_notify()`);
      }
      // After the failure, a retry with the same key succeeds.
      const retry = await submit(fieldsOf(values()), { key: 'failing-key-123' });
      expect(retry.statusCode, retry.body).toBe(201);
    });
  });
});
