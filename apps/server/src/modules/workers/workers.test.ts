import ExcelJS from 'exceljs';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import * as clock from '@wf/shared/domain/clock';
import { addDays, addMonths } from '@wf/shared/domain/certificates/expiry';
import { ageOn } from '@wf/shared/domain/registration/dates';
import { maskId, type WorkerAction, type WorkerStatus } from '@wf/shared/domain/workers/status-machine';
import type { Role } from '@wf/shared/roles';
import {
  auditLog,
  notifications,
  outbox,
  workerCertificates,
  workerFiles,
  workerHistory,
  workers,
} from '../../db/schema/index.ts';
import { notifyRoles } from '../notifications/index.ts';
import { isAppRoute } from '@wf/shared/contracts/shell/links';
import { workerEndpoints as e } from '@wf/shared/contracts/workers/endpoints';
import { commonEndpoints } from '@wf/shared/contracts/common/endpoints';
import type { TransitionBody } from '@wf/shared/contracts/workers/workers';
import type { createWorkerBody } from '@wf/shared/contracts/workers/worker-form';
import type { z } from 'zod';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { demoId, demoPdf } from './demo-workers.ts';
import { insertWorker } from './test-helpers.ts';
import { PDF_THEN_HTML } from '../../test/file-fixtures.ts';

const ctx = useTestContext();

const { call } = ctx;
const act = (role: Role, id: string, action: WorkerAction, body: TransitionBody) =>
  call(role, e.transition, { params: { id, action }, body });

/** A consent upload as the browser sends it: the document in the form field `file`. */
const uploadConsent = (role: Role, id: string, filename: string, data: Buffer, type = 'application/octet-stream') => {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(data)], { type }), filename);
  return call(role, e.consent, { params: { id }, body: form });
};

/** For each action: the status it starts from and the body it needs. */
const CASES: ReadonlyArray<{
  action: WorkerAction;
  from: WorkerStatus;
  to: WorkerStatus;
  body: Omit<TransitionBody, 'version'>;
  extra?: Record<string, unknown>;
}> = [
  { action: 'approve', from: 'pending', to: 'active', body: {} },
  { action: 'reject', from: 'pending', to: 'rejected', body: { reason: 'Incomplete documents' } },
  { action: 'reconsider', from: 'rejected', to: 'pending', body: {} },
  {
    action: 'requestDischarge',
    from: 'active',
    to: 'discharge_pending',
    body: { reason: 'Resigned', lastWorkingDay: '2026-12-31' },
  },
  { action: 'approveDischarge', from: 'discharge_pending', to: 'discharged', body: {} },
  { action: 'cancelDischarge', from: 'discharge_pending', to: 'active', body: {} },
  { action: 'requestRejoin', from: 'discharged', to: 'rejoin_pending', body: {} },
  { action: 'approveRejoin', from: 'rejoin_pending', to: 'active', body: {} },
  { action: 'rejectRejoin', from: 'rejoin_pending', to: 'discharged', body: {} },
  { action: 'blacklist', from: 'active', to: 'blacklisted', body: { reason: 'No-show three times' } },
  {
    action: 'unblacklist',
    from: 'blacklisted',
    to: 'discharged',
    body: { reason: 'Appeal accepted' },
    extra: { statusBeforeBlacklist: 'discharged' },
  },
];

describe(`worker transitions (${dbLabel})`, () => {
  for (const c of CASES) {
    it(`${c.action}: ${c.from} -> ${c.to} for hr and admin, 403 for manager and finance`, async () => {
      for (const role of ['manager', 'finance'] as const) {
        const w = await insertWorker(ctx.app.db, { status: c.from, ...c.extra });
        const res = await act(role, w.id, c.action, { version: w.version, ...c.body });
        expect(res.statusCode, role).toBe(403);
        const still = await ctx.app.db.select({ status: workers.status }).from(workers).where(eq(workers.id, w.id));
        expect(still[0]!.status).toBe(c.from);
      }
      for (const role of ['hr', 'admin'] as const) {
        const w = await insertWorker(ctx.app.db, { status: c.from, ...c.extra });
        const res = await act(role, w.id, c.action, { version: w.version, ...c.body });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.answer()).toMatchObject({ id: w.id, status: c.to, version: w.version + 1 });
        const hist = await ctx.app.db
          .select()
          .from(workerHistory)
          .where(and(eq(workerHistory.workerId, w.id), eq(workerHistory.action, c.action)));
        expect(hist).toHaveLength(1);
        expect(hist[0]).toMatchObject({ fromStatus: c.from, toStatus: c.to, reason: c.body.reason ?? null });
        expect(hist[0]!.actorId).toBeTruthy();
        const audit = await ctx.app.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entityId, w.id), eq(auditLog.action, `worker.${c.action}`)));
        expect(audit).toHaveLength(1);
        expect(audit[0]!.before).toMatchObject({ status: c.from });
        expect(audit[0]!.after).toMatchObject({ status: c.to });
      }
    });
  }

  it('refuses an illegal transition with 409 naming the current status', async () => {
    const w = await insertWorker(ctx.app.db, { status: 'active' });
    const res = await act('hr', w.id, 'approve', { version: w.version });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toMatch(/active/);
    expect(res.json().error.fields).toEqual({ status: 'active', version: String(w.version) });
    const rej = await act('hr', w.id, 'approveRejoin', { version: w.version });
    expect(rej.statusCode).toBe(409);
    const bl = await insertWorker(ctx.app.db, { status: 'blacklisted', statusBeforeBlacklist: 'active' });
    const again = await act('hr', bl.id, 'blacklist', { version: bl.version, reason: 'x' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/blacklisted/);
  });

  it('requires a reason (and a last working day) where the machine says so', async () => {
    const p = await insertWorker(ctx.app.db);
    const r1 = await act('hr', p.id, 'reject', { version: p.version, reason: '   ' });
    expect(r1.statusCode).toBe(400);
    expect(r1.json().error.fields).toEqual({ reason: 'validation.required' });
    const a = await insertWorker(ctx.app.db, { status: 'active' });
    const r2 = await act('hr', a.id, 'requestDischarge', { version: a.version, reason: 'Moving' });
    expect(r2.statusCode).toBe(400);
    expect(r2.json().error.fields).toEqual({ lastWorkingDay: 'validation.required' });
    const r3 = await act('hr', a.id, 'blacklist', { version: a.version });
    expect(r3.statusCode).toBe(400);
    const r4 = await act('hr', a.id, 'requestDischarge', {
      version: a.version,
      reason: 'Moving',
      lastWorkingDay: '31/12/2026',
    });
    expect(r4.statusCode).toBe(400);
  });

  it('answers 409 with the current state to a stale version', async () => {
    const w = await insertWorker(ctx.app.db);
    const ok = await act('hr', w.id, 'reject', { version: w.version, reason: 'Not suitable' });
    expect(ok.statusCode).toBe(200);
    const stale = await act('admin', w.id, 'approve', { version: w.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.fields).toEqual({ status: 'rejected', version: String(w.version + 1) });
    expect(stale.json().error.message).toMatch(/rejected/);
  });

  it('two staff approving at once: one succeeds, the other gets 409 and the new state', async () => {
    for (let round = 0; round < 3; round++) {
      const w = await insertWorker(ctx.app.db);
      const [a, b] = await Promise.all([
        act('hr', w.id, 'approve', { version: w.version }),
        act('admin', w.id, 'approve', { version: w.version }),
      ]);
      const codes = [a.statusCode, b.statusCode].sort();
      expect(codes).toEqual([200, 409]);
      const loser = a.statusCode === 409 ? a : b;
      expect(loser.json().error.fields).toEqual({ status: 'active', version: String(w.version + 1) });
      const hist = await ctx.app.db
        .select()
        .from(workerHistory)
        .where(and(eq(workerHistory.workerId, w.id), eq(workerHistory.action, 'approve')));
      expect(hist).toHaveLength(1);
    }
  });

  it('assigns the employee code on approval once and keeps it through discharge and rejoin', async () => {
    const w = await insertWorker(ctx.app.db);
    let v = w.version;
    const steps: [WorkerAction, Omit<TransitionBody, 'version'>][] = [
      ['approve', {}],
      ['requestDischarge', { reason: 'Studies', lastWorkingDay: '2026-12-15' }],
      ['approveDischarge', {}],
      ['requestRejoin', {}],
      ['approveRejoin', {}],
    ];
    let code: string | null = null;
    for (const [action, body] of steps) {
      const res = await act('hr', w.id, action, { version: v, ...body });
      expect(res.statusCode, `${action}: ${res.body}`).toBe(200);
      v = res.answer().version;
      if (action === 'approve') {
        code = res.answer().employeeCode;
        expect(code).toMatch(/^PT-\d{6}$/);
      } else {
        expect(res.answer().employeeCode).toBe(code);
      }
    }
    const detail = await call('hr', e.get, { params: { id: w.id } });
    expect(detail.statusCode).toBe(200);
    expect(detail.answer().status).toBe('active');
    expect(detail.answer().history.map((h) => h.action)).toEqual([
      'approveRejoin',
      'requestRejoin',
      'approveDischarge',
      'requestDischarge',
      'approve',
      'register',
    ]);
    const hist = await call('hr', e.history, { query: { search: code! } });
    expect(hist.answer().total).toBe(4);
    expect(hist.answer().items.find((r) => r.action === 'requestDischarge')).toMatchObject({
      lastWorkingDay: '2026-12-15',
      reason: 'Studies',
      actorName: 'Hui Min Ong',
    });
  });

  it('unblacklist returns to the status before the blacklist', async () => {
    const w = await insertWorker(ctx.app.db, { status: 'discharged' });
    const b = await act('hr', w.id, 'blacklist', { version: w.version, reason: 'Misconduct' });
    expect(b.statusCode).toBe(200);
    const u = await act('hr', w.id, 'unblacklist', { version: b.answer().version, reason: 'Cleared on appeal' });
    expect(u.answer().status).toBe('discharged');
  });

  it('refuses to bring back a record whose ID already has a live record', async () => {
    const idNumber = demoId('S', 7_000_001);
    const old = await insertWorker(ctx.app.db, { status: 'rejected', idNumber });
    await insertWorker(ctx.app.db, { status: 'pending', idNumber });
    const res = await act('hr', old.id, 'reconsider', { version: old.version });
    expect(res.statusCode).toBe(409);
  });
});

describe(`notifications from applicant data (${dbLabel})`, () => {
  const HOSTILE = 'Tan <a href="https://evil.example/steal">click me</a><img src=x onerror=alert(1)>';

  it('a discharge request for a hostile name stores text, not markup, and an app route (issue 12, defect 7)', async () => {
    const w = await insertWorker(ctx.app.db, { status: 'active', name: HOSTILE });
    const res = await act('hr', w.id, 'requestDischarge', {
      version: w.version,
      reason: 'Resigned',
      lastWorkingDay: '2026-12-31',
    });
    expect(res.statusCode, res.body).toBe(200);
    const notes = await ctx.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/part-timer-management/worker/${w.id}`));
    expect(notes.length).toBeGreaterThan(0);
    for (const n of notes) {
      // Nothing a browser would read as a tag or an attribute: every < > " ' & is an entity.
      expect(n.description).not.toMatch(/[<>"']/);
      expect(n.description).toBe(
        'Tan &#60;a href=&#34;https://evil.example/steal&#34;&#62;click me&#60;/a&#62;&#60;img src=x onerror=alert(1)&#62;',
      );
      expect(n.description!.replace(/&#(\d+);/g, (_, d: string) => String.fromCharCode(Number(d)))).toBe(HOSTILE);
      expect(isAppRoute(n.link!)).toBe(true);
      expect(n.useRouter).toBe(true);
    }
  });

  it('refuses a notification link that is not an app route', async () => {
    for (const link of [
      'https://evil.example',
      '//evil.example/x',
      'javascript:alert(1)',
      '/\\evil.example',
      '/a b',
      '/x/../../y',
    ]) {
      await expect(notifyRoles(ctx.app.db, ['hr'], { title: 'x', link }), link).rejects.toThrow(/app route/);
    }
  });
});

describe(`age-15 rule (${dbLabel})`, () => {
  it('refuses a consent document for a worker who did not need one (#13 item 14)', async () => {
    const w = await insertWorker(ctx.app.db, { requiresDocument: false, age: 28 });
    const r = await uploadConsent('hr', w.id, 'consent.pdf', demoPdf('Parental consent'));
    expect(r.statusCode).toBe(409);
    expect(r.json().error.message).toMatch(/aged 15/);
    const detail = (await call('hr', e.get, { params: { id: w.id } })).answer();
    expect(detail.consentReceivedAt).toBeNull();
    expect(detail.files.some((f) => f.kind === 'consent')).toBe(false);
  });

  it('cannot be approved until the parental consent document is recorded', async () => {
    const w = await insertWorker(ctx.app.db, { requiresDocument: true, age: 15 });
    const r1 = await act('hr', w.id, 'approve', { version: w.version });
    expect(r1.statusCode).toBe(409);
    expect(r1.json().error.message).toMatch(/parental consent/i);

    const pdf = demoPdf('Parental consent');
    const asManager = await uploadConsent('manager', w.id, 'consent.pdf', pdf);
    expect(asManager.statusCode).toBe(403);
    const notPdf = await uploadConsent(
      'hr',
      w.id,
      'consent.pdf',
      Buffer.from('MZ this is not a pdf at all'),
      'application/pdf',
    );
    expect(notPdf.statusCode).toBe(400);
    expect(notPdf.json().error.fields).toEqual({ file: 'validation.file.type' });
    // The PDF magic bytes followed by HTML are not a PDF (issue 12, defect 9).
    const pdfThenHtml = await uploadConsent('hr', w.id, 'consent.pdf', PDF_THEN_HTML, 'application/pdf');
    expect(pdfThenHtml.statusCode).toBe(400);
    expect(pdfThenHtml.json().error.fields).toEqual({ file: 'validation.file.type' });

    const ok = await uploadConsent('hr', w.id, 'consent.pdf', pdf);
    expect(ok.statusCode, ok.body).toBe(200);
    const version = ok.answer().version;
    expect(ok.answer().file.kind).toBe('consent');

    const detail = (await call('hr', e.get, { params: { id: w.id } })).answer();
    expect(detail.consentReceivedAt).toBeTruthy();
    expect(detail.consentReceivedByName).toBe('Hui Min Ong');
    expect(detail.files.some((f) => f.kind === 'consent')).toBe(true);

    const r2 = await act('hr', w.id, 'approve', { version });
    expect(r2.statusCode, r2.body).toBe(200);
  });

  it('refuses a consent file over 10 MB', async () => {
    const w = await insertWorker(ctx.app.db, { requiresDocument: true });
    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024 + 10, 0x20)]);
    const res = await uploadConsent('hr', w.id, 'big.pdf', big);
    expect(res.statusCode).toBe(413);
  });
});

describe(`lists (${dbLabel})`, () => {
  let flagged: { id: string; idNumber: string };
  let searchable: { id: string; idNumber: string; employeeCode: string | null };
  beforeAll(async () => {
    const idNumber = demoId('S', 8_100_001);
    await insertWorker(ctx.app.db, {
      status: 'blacklisted',
      statusBeforeBlacklist: 'active',
      idNumber,
      name: 'Blacklisted Bob',
    });
    flagged = await insertWorker(ctx.app.db, {
      status: 'pending',
      idNumber,
      name: 'Blacklisted Bob Again',
      blacklistFlag: true,
    });
    searchable = await insertWorker(ctx.app.db, {
      status: 'active',
      name: 'Zyxwv Quokka',
      contactNumber: '91237777',
      idNumber: demoId('T', 9_990_123),
    });
  });

  it('shows the blacklisted-ID flag of a re-registration on the pending list to hr, not to manager', async () => {
    const hr = await call('hr', e.list, { query: { view: 'pending', search: 'Bob Again' } });
    expect(hr.statusCode).toBe(200);
    expect(hr.answer().items).toHaveLength(1);
    expect(hr.answer().items[0]).toMatchObject({ id: flagged.id, blacklistFlag: true, status: 'pending' });
    const mgr = await call('manager', e.list, { query: { view: 'pending', search: 'Bob Again' } });
    expect(mgr.answer().items[0]!.blacklistFlag).toBeNull();
  });

  it('masks ID numbers in every list row', async () => {
    const res = await call('hr', e.list, { query: { view: 'all', pageSize: 100 } });
    for (const row of res.answer().items) {
      expect(row.idNumberMasked).toMatch(/^[A-Z]\*{4}\d{3}[A-Z]$/);
      expect(row).not.toHaveProperty('idNumber');
    }
  });

  it('pages, sorts and filters on the server', async () => {
    for (let i = 0; i < 5; i++) await insertWorker(ctx.app.db, { status: 'rejected', name: `Paging Person ${i}` });
    const page = async (query: z.input<typeof e.list.query>) => (await call('hr', e.list, { query })).answer();
    const p1 = await page({ view: 'rejected', pageSize: 2, page: 1, sort: 'name', dir: 'asc', search: 'paging' });
    const p3 = await page({ view: 'rejected', pageSize: 2, page: 3, sort: 'name', dir: 'asc', search: 'paging' });
    expect(p1.total).toBe(5);
    expect(p1.items.map((r) => r.name)).toEqual(['Paging Person 0', 'Paging Person 1']);
    expect(p3.items.map((r) => r.name)).toEqual(['Paging Person 4']);
    const desc = await page({ view: 'rejected', pageSize: 2, sort: 'name', dir: 'desc', search: 'paging' });
    expect(desc.items[0]!.name).toBe('Paging Person 4');
    const wrongView = await page({ view: 'rejected', status: 'active' });
    expect(wrongView.total).toBe(0);
    const bad = await call('hr', 'GET', '/api/workers?sort=idNumber');
    expect(bad.statusCode).toBe(400);
  });

  it('discharge-pending shows discharge and rejoin requests together', async () => {
    const d = await insertWorker(ctx.app.db, { status: 'discharge_pending', name: 'Dp One' });
    const r = await insertWorker(ctx.app.db, { status: 'rejoin_pending', name: 'Dp Two' });
    const res = (await call('hr', e.list, { query: { view: 'discharge-pending', pageSize: 100 } })).answer();
    const ids = res.items.map((x) => x.id);
    expect(ids).toContain(d.id);
    expect(ids).toContain(r.id);
    expect(res.items.every((x) => ['discharge_pending', 'rejoin_pending'].includes(x.status))).toBe(true);
    const onlyRejoin = (
      await call('hr', e.list, { query: { view: 'discharge-pending', status: 'rejoin_pending', pageSize: 100 } })
    ).answer();
    expect(onlyRejoin.items.every((x) => x.status === 'rejoin_pending')).toBe(true);
  });

  it('searches by name fragment, employee code, phone and the last four of the ID', async () => {
    const find = async (q: string) =>
      (await call('manager', e.list, { query: { view: 'all', search: q } })).answer().items.map((r) => r.id);
    expect(await find('xwv quo')).toEqual([searchable.id]);
    expect(await find('ZYXWV')).toEqual([searchable.id]);
    expect(await find(searchable.employeeCode!)).toEqual([searchable.id]);
    expect(await find('91237777')).toEqual([searchable.id]);
    expect(await find('+65 9123 7777')).toEqual([searchable.id]);
    expect(await find('9123777')).toEqual([searchable.id]);
    expect(await find(String(Number(searchable.employeeCode!.slice(3))))).toContain(searchable.id);
    expect(await find(searchable.employeeCode!.toLowerCase())).toEqual([searchable.id]);
    expect(await find(searchable.idNumber.slice(-4))).toEqual([searchable.id]);
    expect(await find(searchable.idNumber.slice(-4).toLowerCase())).toEqual([searchable.id]);
    expect(await find('%')).not.toContain(searchable.id);
  });

  it('lets manager read lists but not finance or anonymous', async () => {
    expect((await call('manager', e.list, { query: { view: 'active' } })).statusCode).toBe(200);
    expect((await call('finance', e.list, { query: { view: 'active' } })).statusCode).toBe(403);
    expect((await call(null, e.list, { query: { view: 'active' } })).statusCode).toBe(401);
  });

  it('finance part-timer list: active workers, bank name and masked account, finance and admin only', async () => {
    const res = await call('finance', e.finance, { query: { pageSize: 100, search: 'Zyxwv' } });
    expect(res.statusCode).toBe(200);
    const row = res.answer().items[0]!;
    expect(row.id).toBe(searchable.id);
    expect(row.bankAccMasked).toMatch(/^\*+\d{4}$/);
    expect(row).not.toHaveProperty('bankAcc');
    const all = (await call('admin', e.finance, { query: { pageSize: 100 } })).answer();
    const statuses = await ctx.app.db.select({ id: workers.id, status: workers.status }).from(workers);
    const active = new Set(statuses.filter((s) => s.status === 'active').map((s) => s.id));
    expect(all.items.every((r) => active.has(r.id))).toBe(true);
    expect((await call('hr', e.finance, { query: {} })).statusCode).toBe(403);
    expect((await call('manager', e.finance, { query: {} })).statusCode).toBe(403);
  });

  it("finance opens one worker (the head of the worker's pay page): masked like the list, employed workers only, finance and admin only", async () => {
    const res = await call('finance', e.financeGet, { params: { id: searchable.id } });
    expect(res.statusCode, res.body).toBe(200);
    const one = res.answer();
    const listed = (await call('finance', e.finance, { query: { pageSize: 100, search: 'Zyxwv' } })).answer().items[0];
    expect(one).toEqual({ ...listed, status: 'active' });
    expect(one.idNumberMasked).not.toBe(searchable.idNumber);
    expect(JSON.stringify(one)).not.toContain(searchable.idNumber);
    expect(Object.keys(one).sort()).toEqual(
      [
        'bankAccMasked',
        'bankName',
        'contactNumber',
        'employeeCode',
        'id',
        'idNumberMasked',
        'name',
        'status',
        'typeOfEmployment',
      ].sort(),
    );
    // A discharged worker's pay outlives the employment; an applicant is nobody finance pays.
    const discharged = await insertWorker(ctx.app.db, { status: 'discharged' });
    expect((await call('admin', e.financeGet, { params: { id: discharged.id } })).answer()).toMatchObject({
      status: 'discharged',
    });
    expect((await call('finance', e.financeGet, { params: { id: flagged.id } })).statusCode).toBe(404);
    expect(
      (await call('finance', e.financeGet, { params: { id: '3f0c2a4e-0000-4000-8000-000000000042' } })).statusCode,
    ).toBe(404);
    for (const role of ['hr', 'manager'] as const)
      expect((await call(role, e.financeGet, { params: { id: searchable.id } })).statusCode).toBe(403);
    expect((await call(null, e.financeGet, { params: { id: searchable.id } })).statusCode).toBe(401);
    // The full worker record stays hr's, admin's and the managers'.
    expect((await call('finance', e.get, { params: { id: searchable.id } })).statusCode).toBe(403);
  });
});

describe(`exports (${dbLabel})`, () => {
  it('CSV holds the current view with masked IDs only', async () => {
    const w = await insertWorker(ctx.app.db, { status: 'active', name: 'Export Csv Person' });
    const res = await call('hr', e.export, {
      query: { view: 'active', format: 'csv', search: 'Export Csv', columns: 'name,idNumberMasked,status' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/csv/);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="workers-active-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual(['Name,NRIC/FIN,Status', `Export Csv Person,${maskId(w.idNumber)},Active`]);
    expect(res.body).not.toContain(w.idNumber);
  });

  it('XLSX of all workers contains no full ID number or bank account', async () => {
    const rows = await ctx.app.db.select({ idNumber: workers.idNumber, bankAcc: workers.bankAcc }).from(workers);
    const res = await call('admin', e.export, { query: { view: 'all', format: 'xlsx' } });
    expect(res.statusCode).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    const text: string[] = [];
    ws.eachRow((row) => row.eachCell((c) => text.push(String(c.value ?? ''))));
    expect(ws.rowCount).toBe(rows.length + 1);
    const all = text.join('\n');
    for (const r of rows) {
      expect(all).not.toContain(r.idNumber);
      if (r.bankAcc) expect(all).not.toContain(r.bankAcc);
      expect(all).toContain(maskId(r.idNumber));
    }
  });

  it('finance export masks bank accounts', async () => {
    const rows = await ctx.app.db
      .select({ bankAcc: workers.bankAcc })
      .from(workers)
      .where(eq(workers.status, 'active'));
    const res = await call('finance', e.financeExport, { query: { format: 'csv' } });
    expect(res.statusCode).toBe(200);
    for (const r of rows) if (r.bankAcc) expect(res.body).not.toContain(r.bankAcc);
    expect((await call('hr', e.financeExport, { query: { format: 'csv' } })).statusCode).toBe(403);
  });

  it('discharge history exports', async () => {
    const res = await call('manager', e.historyExport, { query: { format: 'xlsx' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/spreadsheetml/);
  });
});

describe(`worker page, reveal and files (${dbLabel})`, () => {
  it('shows every field masked; reveal gives the full value to hr and writes an audit entry', async () => {
    const w = await insertWorker(ctx.app.db, { status: 'active', bankAcc: '1234567890' });
    const detail = (await call('manager', e.get, { params: { id: w.id } })).answer();
    expect(detail.idNumberMasked).toBe(maskId(w.idNumber));
    expect(detail.bankAccMasked).toBe('******7890');
    expect(JSON.stringify(detail)).not.toContain(w.idNumber);
    expect(JSON.stringify(detail)).not.toContain('1234567890');
    expect(detail.allowedActions).toEqual(['requestDischarge', 'blacklist']);

    const reveal = (role: Role, field: 'idNumber' | 'bankAcc') =>
      call(role, e.reveal, { params: { id: w.id }, body: { field } });
    expect((await reveal('manager', 'idNumber')).statusCode).toBe(403);
    const res = await reveal('hr', 'idNumber');
    expect(res.statusCode).toBe(200);
    expect(res.answer()).toEqual({ field: 'idNumber', value: w.idNumber });
    const bank = await reveal('admin', 'bankAcc');
    expect(bank.answer().value).toBe('1234567890');
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, w.id), eq(auditLog.action, 'worker.reveal')));
    expect(audit.map((a) => a.after)).toEqual([{ field: 'idNumber' }, { field: 'bankAcc' }]);
    expect(JSON.stringify(audit)).not.toContain(w.idNumber);
  });

  it('serves files to signed-in staff only, with Content-Disposition', async () => {
    const w = await insertWorker(ctx.app.db);
    const list = await call('manager', e.files, { params: { id: w.id } });
    expect(list.statusCode).toBe(200);
    const contract = list.answer().items.find((f) => f.kind === 'contract')!;
    const file = (who: Role | null, fileId: string, disposition?: 'inline') =>
      call(who, e.file, { params: { id: w.id, fileId }, query: { disposition } });
    expect((await file(null, contract.id)).statusCode).toBe(401);
    expect((await call(null, e.files, { params: { id: w.id } })).statusCode).toBe(401);
    expect((await file('finance', contract.id)).statusCode).toBe(403);
    expect((await call('finance', e.files, { params: { id: w.id } })).statusCode).toBe(403);
    const dl = await file('hr', contract.id);
    expect(dl.statusCode).toBe(200);
    expect(dl.headers['content-type']).toBe('application/pdf');
    expect(dl.headers['content-disposition']).toBe('attachment; filename="contract.pdf"');
    expect(dl.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const inline = await file('admin', contract.id, 'inline');
    expect(inline.headers['content-disposition']).toBe('inline; filename="contract.pdf"');
    const signature = list.answer().items.find((f) => f.kind === 'signature')!;
    const sig = await file('manager', signature.id, 'inline');
    expect(sig.statusCode).toBe(200);
    expect(sig.headers['content-disposition']).toBe('inline; filename="signature.png"');
    const other = await insertWorker(ctx.app.db);
    expect((await call('hr', e.file, { params: { id: other.id, fileId: contract.id }, query: {} })).statusCode).toBe(
      404,
    );
  });

  it('the contract prints the full ID: only the roles that may reveal download it (issue 12, defect 4)', async () => {
    const w = await insertWorker(ctx.app.db);
    const { items } = (await call('manager', e.files, { params: { id: w.id } })).answer();
    const contract = items.find((f) => f.kind === 'contract')!;
    const params = { id: w.id, fileId: contract.id };
    expect((await call('manager', e.reveal, { params: { id: w.id }, body: { field: 'idNumber' } })).statusCode).toBe(
      403,
    );
    for (const disposition of ['attachment', 'inline'] as const) {
      const res = await call('manager', e.file, { params, query: { disposition } });
      expect(res.statusCode, disposition).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
      expect(res.rawPayload.includes('%PDF-')).toBe(false);
    }
    const refused = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, w.id), eq(auditLog.action, 'file.download')));
    expect(refused).toEqual([]);
    for (const role of ['hr', 'admin'] as const)
      expect((await call(role, e.file, { params, query: {} })).statusCode, role).toBe(200);
  });

  it('every document download writes an audit entry: who, which worker, which file', async () => {
    const w = await insertWorker(ctx.app.db);
    const { items } = (await call('hr', e.files, { params: { id: w.id } })).answer();
    const contract = items.find((f) => f.kind === 'contract')!;
    const signature = items.find((f) => f.kind === 'signature')!;
    expect((await call('hr', e.file, { params: { id: w.id, fileId: contract.id }, query: {} })).statusCode).toBe(200);
    expect(
      (await call('manager', e.file, { params: { id: w.id, fileId: signature.id }, query: { disposition: 'inline' } }))
        .statusCode,
    ).toBe(200);
    const rows = await ctx.app.db
      .select({ actorId: auditLog.actorId, entityType: auditLog.entityType, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, w.id), eq(auditLog.action, 'file.download')))
      .orderBy(auditLog.id);
    const actor = async (role: Role) => (await call(role, commonEndpoints.user)).answer().id;
    expect(rows).toEqual([
      {
        actorId: await actor('hr'),
        entityType: 'worker',
        after: {
          route: 'GET /api/workers/:id/files/:fileId',
          fileId: contract.id,
          kind: 'contract',
          fileName: 'contract.pdf',
        },
      },
      {
        actorId: await actor('manager'),
        entityType: 'worker',
        after: {
          route: 'GET /api/workers/:id/files/:fileId',
          fileId: signature.id,
          kind: 'signature',
          fileName: 'signature.png',
        },
      },
    ]);
  });

  it('every export writes an audit entry with its filters', async () => {
    const before = await ctx.app.db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.action, 'file.export'));
    expect(
      (await call('manager', e.export, { query: { view: 'active', format: 'csv', search: 'Nobody' } })).statusCode,
    ).toBe(200);
    expect((await call('finance', e.financeExport, { query: { format: 'xlsx' } })).statusCode).toBe(200);
    expect((await call('hr', e.historyExport, { query: { format: 'csv' } })).statusCode).toBe(200);
    const rows = await ctx.app.db
      .select({ id: auditLog.id, entityType: auditLog.entityType, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.action, 'file.export'))
      .orderBy(auditLog.id);
    const added = rows.filter((r) => !before.some((b) => b.id === r.id));
    expect(added.map((r) => [r.entityType, (r.after as { route: string }).route])).toEqual([
      ['export', 'GET /api/workers/export'],
      ['export', 'GET /api/finance/part-timers/export'],
      ['export', 'GET /api/workers/discharge-history/export'],
    ]);
    expect((added[0]!.after as { query: Record<string, unknown> }).query).toMatchObject({
      view: 'active',
      format: 'csv',
      search: 'Nobody',
    });
  });

  it('404 for an unknown worker, 400 for a malformed id', async () => {
    expect((await call('hr', e.get, { params: { id: '00000000-0000-4000-8000-000000000000' } })).statusCode).toBe(404);
    expect((await call('hr', e.get, { params: { id: 'not-a-uuid' } })).statusCode).toBe(400);
  });
});

type WorkerBody = z.input<typeof createWorkerBody>;
const validWorker = (over: Partial<WorkerBody> = {}): WorkerBody => ({
  whereKnowUs: 'fastjob',
  typeOfEmployment: 'Full-Timer',
  positionApplied: 'Warehouse Assistant',
  fullyVaccinated: true,
  name: 'Staff Created Person',
  contactEmail: 'created@example.com',
  contactNumber: '9123 4567',
  dateOfBirth: '1995-04-02',
  gender: 'Female',
  nationality: 'Singaporean',
  idType: 'NRIC',
  idNumber: demoId('S', 9_512_345).toLowerCase(),
  placeOfBirth: 'Singapore',
  race: 'chinese',
  religion: 'buddhist',
  maritalStatus: 'single',
  residentialAddress: 'Blk 1 Ang Mo Kio Ave 1 #01-01',
  postalCode: '560001',
  kinName: 'Parent Person',
  kinContact: '81234567',
  bankName: 'OCBC',
  bankAcc: '5012345678',
  relativesInCompany: false,
  ...over,
});

const create = (role: Role, body: WorkerBody) => call(role, e.create, { body });

describe(`create and edit (${dbLabel})`, () => {
  it('creates an active employee with a code, validated like the registration', async () => {
    const res = await create('hr', validWorker());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.answer()).toMatchObject({ status: 'active' });
    expect(res.answer().employeeCode).toMatch(/^PT-\d{6}$/);
    const rows = await ctx.app.db.select().from(workers).where(eq(workers.id, res.answer().id));
    expect(rows[0]).toMatchObject({
      source: 'staff',
      contactNumber: '91234567',
      idNumber: demoId('S', 9_512_345),
      typeOfEmployment: 'Full-Timer',
    });
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, res.answer().id), eq(auditLog.action, 'worker.create')));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0]!.after)).not.toContain('5012345678');

    const dup = await create('hr', validWorker());
    expect(dup.statusCode).toBe(409);
    expect((await create('finance', validWorker({ idNumber: demoId('S', 9_512_999) }))).statusCode).toBe(403);
  });

  it("a manager's entry waits for hr: pending, no employee code, hr told (issue #28, the manager's Employee Management menu)", async () => {
    const res = await create('manager', validWorker({ idNumber: demoId('S', 9_512_998) }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.answer()).toMatchObject({ status: 'pending', employeeCode: null });
    const id = res.answer().id;
    const history = await ctx.app.db.select().from(workerHistory).where(eq(workerHistory.workerId, id));
    expect(history.map((h) => [h.action, h.toStatus])).toEqual([['create', 'pending']]);
    const told = await ctx.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.link, `/part-timer-management/worker/${id}`));
    expect(told.length).toBeGreaterThan(0);
    // hr approves it like an application: then it is active with a code.
    const approved = await act('hr', id, 'approve', { version: res.answer().version });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.answer()).toMatchObject({ status: 'active' });
  });

  it('refuses invalid fields with message keys', async () => {
    const res = await create(
      'hr',
      validWorker({
        contactNumber: '6123456',
        idNumber: 'S1234567A',
        dateOfBirth: '2020-01-01',
        nationality: 'Singapore PR',
        relativesInCompany: true,
        gender: '',
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      contactNumber: 'validation.pattern.phone',
      gender: 'validation.required',
    });
    const res2 = await create(
      'hr',
      validWorker({
        idNumber: 'S1234567A',
        dateOfBirth: '2020-01-01',
        nationality: 'Singapore PR',
        relativesInCompany: true,
      }),
    );
    expect(res2.json().error.fields).toEqual({
      idNumber: 'validation.invalid.nric',
      dateOfBirth: 'validation.age.too_young',
      prStartDate: 'validation.required',
      relativesInfo: 'validation.required',
    });
  });

  // A date of birth 16 years before today, plus one day: 15 today, 16 tomorrow. "Today" is the
  // server's (the one clock, Singapore date), on the real day and on the awkward ones.
  const turnsSixteenTomorrow = () => addDays(addMonths(clock.today(), -16 * 12), 1);
  let consentCase = 0;
  it.each([
    ['today', null],
    ['31 Jan, 23:59 Singapore time', '2027-01-31T15:59:00Z'],
    ['28 Feb', '2027-02-28T04:00:00Z'],
    ['29 Feb of a leap year', '2028-02-29T04:00:00Z'],
    ['31 Dec, 23:30 Singapore time', '2026-12-31T15:30:00Z'],
    ['1 Jan, 00:30 Singapore time', '2026-12-31T16:30:00Z'],
    ['the last day of a 30-day month', '2026-11-30T04:00:00Z'],
  ])('a 15-year-old created by staff waits as pending for the consent (%s)', async (_day, at) => {
    if (at) clock.setClock(at);
    try {
      const dob = turnsSixteenTomorrow();
      expect(ageOn(dob, clock.today())).toBe(15);
      const res = await create(
        'admin',
        validWorker({ dateOfBirth: dob, idNumber: demoId('T', 1_100_222 + consentCase++) }),
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(res.answer()).toMatchObject({ status: 'pending', employeeCode: null });
    } finally {
      clock.setClock(null);
    }
  });

  it('edits details with validation, version check and audit', async () => {
    const w = await insertWorker(ctx.app.db, { status: 'active' });
    const patch = (role: Role, body: z.input<typeof e.update.body>) =>
      call(role, e.update, { params: { id: w.id }, body });
    expect((await patch('manager', { version: w.version, contactNumber: '98887777' })).statusCode).toBe(403);
    const bad = await patch('hr', { version: w.version, contactNumber: '123' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ contactNumber: 'validation.pattern.phone' });
    const ok = await patch('hr', { version: w.version, contactNumber: '98887777', bankAcc: '9990001112' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.answer().changed.sort()).toEqual(['bankAcc', 'contactNumber']);
    const same = await patch('hr', { version: ok.answer().version, contactNumber: '9888 7777' });
    expect(same.answer()).toMatchObject({ changed: [], version: ok.answer().version });
    const stale = await patch('hr', { version: w.version, contactNumber: '98887778' });
    expect(stale.statusCode).toBe(409);
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, w.id), eq(auditLog.action, 'worker.update')));
    expect(audit).toHaveLength(1);
    expect(audit[0]!.after).toEqual({ contactNumber: '98887777', bankAcc: '******1112' });
  });
});

describe(`bank accounts by bank (issue #26 item 5, ${dbLabel})`, () => {
  it("create refuses an account that is not digits or not the bank's length, writing nothing", async () => {
    const before = (await ctx.app.db.select({ id: workers.id }).from(workers)).length;
    for (const [bankName, bankAcc, key] of [
      ['UOB', '=1+1', 'validation.bankAcc.digits'],
      ['OCBC', "' OR '1'='1", 'validation.bankAcc.digits'],
      ['DBS/POSB', 'NaN', 'validation.bankAcc.digits'],
      ['HSBC', '12345😀678', 'validation.bankAcc.digits'],
      ['UOB', '123456789', 'validation.bankAcc.length.10'],
      ['DBS/POSB', '12345678901', 'validation.bankAcc.length.9_10'],
    ] as const) {
      const res = await create('hr', validWorker({ idNumber: demoId('S', 9_600_001), bankName, bankAcc }));
      expect(res.statusCode, `${bankName} ${bankAcc}`).toBe(400);
      expect(res.json().error.fields).toEqual({ bankAcc: key });
    }
    expect((await ctx.app.db.select({ id: workers.id }).from(workers)).length).toBe(before);
  });

  it('edit checks a changed bank or account; an old account does not block editing other fields', async () => {
    const w = await insertWorker(ctx.app.db, { status: 'active', bankName: 'UOB', bankAcc: '12-34' });
    const patch = (body: z.input<typeof e.update.body>) => call('hr', e.update, { params: { id: w.id }, body });
    const other = await patch({ version: w.version, contactNumber: '98880000' });
    expect(other.statusCode, other.body).toBe(200);
    const v = other.answer().version;
    const bad = await patch({ version: v, bankAcc: '12-34' + '5' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ bankAcc: 'validation.bankAcc.length.10' });
    const wrongBank = await patch({ version: v, bankName: 'HSBC' });
    expect(wrongBank.statusCode).toBe(400);
    expect(wrongBank.json().error.fields).toEqual({ bankAcc: 'validation.bankAcc.length.9_12' });
    const ok = await patch({ version: v, bankAcc: '910 203-1012' });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await ctx.app.db.select({ bankAcc: workers.bankAcc }).from(workers).where(eq(workers.id, w.id));
    expect(row!.bankAcc).toBe('9102031012');
  });
});

describe(`worker route access walk (${dbLabel})`, () => {
  const SOME_ID = '00000000-0000-4000-8000-000000000000';
  const concrete = (url: string) =>
    url.replace(':id', SOME_ID).replace(':fileId', SOME_ID).replace(':action', 'approve');
  // The worker module's routes; a worker's pay (/api/workers/:id/pay) belongs to the pay module and its tests.
  const mine = () =>
    ctx.app.apiRoutes.filter(
      (r) =>
        // The pay module's, the pay runs' and the payroll files' routes under /api/workers have their own
        // rules (the account holder name as the bank has it is finance's: payroll-files-routes.test.ts).
        (r.url.startsWith('/api/workers') &&
          !['/api/workers/:id/pay', '/api/workers/:id/payslips', '/api/workers/:id/bank-account-name'].includes(
            r.url,
          )) ||
        r.url.startsWith('/api/finance/part-timers'),
    );

  it('declares every worker route: hr/admin act, manager reads (and enters a worker for hr to review), finance only the bank list', () => {
    const routes = mine();
    expect(routes.length).toBe(15);
    for (const r of routes) {
      const key = `${r.method} ${r.url}`;
      const roles = Array.isArray(r.access) ? [...(r.access as string[])].sort() : r.access;
      if (r.url.startsWith('/api/finance/')) expect(roles, key).toEqual(['admin', 'finance']);
      else if (r.method === 'GET' || key === 'POST /api/workers')
        expect(roles, key).toEqual(['admin', 'hr', 'manager']);
      else expect(roles, key).toEqual(['admin', 'hr']);
    }
  });

  it('refuses each role the server does not list (403) and anonymous callers (401)', async () => {
    for (const role of ['admin', 'manager', 'hr', 'finance'] as const) {
      const headers = await ctx.as(role);
      for (const r of mine()) {
        if ((r.access as readonly string[]).includes(role)) continue;
        const res = await ctx.inject({
          method: r.method as 'GET',
          url: concrete(r.url),
          headers,
          payload: r.method === 'GET' ? undefined : {},
        });
        expect(res.statusCode, `${role} ${r.method} ${r.url}`).toBe(403);
      }
    }
    for (const r of mine()) {
      const res = await ctx.inject({
        method: r.method as 'GET',
        url: concrete(r.url),
        payload: r.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode, `anonymous ${r.method} ${r.url}`).toBe(401);
    }
  });
});

describe(`approval and certificates (${dbLabel})`, () => {
  it("turns the registration's food-safety upload into the worker's first certificate", async () => {
    const w = await insertWorker(ctx.app.db, { certExpired: '2027-06-30' });
    const pdf = demoPdf('Food Safety Course Level 1');
    await ctx.app.db.insert(workerFiles).values({
      workerId: w.id,
      kind: 'certificate',
      fileName: 'cert.pdf',
      mimeType: 'application/pdf',
      size: pdf.length,
      sha256: 'z',
      data: pdf,
    });
    const res = await act('hr', w.id, 'approve', { version: w.version });
    expect(res.statusCode, res.body).toBe(200);
    const certs = await ctx.app.db.select().from(workerCertificates).where(eq(workerCertificates.workerId, w.id));
    expect(certs).toHaveLength(1);
    expect(certs[0]!.expiryDate).toBe('2027-06-30');
  });
});

describe(`an approved applicant is welcomed (issue 29, item 9) (${dbLabel})`, () => {
  it('approval queues one welcome mail to the applicant with their new employee code; a rejection sends none', async () => {
    const email = `welcome.${Date.now().toString(36)}@example.test`;
    const w = await insertWorker(ctx.app.db, { contactEmail: email, name: 'Siti Welcome' });
    const res = await act('hr', w.id, 'approve', { version: w.version });
    expect(res.statusCode, res.body).toBe(200);
    const code = res.answer().employeeCode;
    expect(code).toBeTruthy();
    const mails = await ctx.app.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('Welcome: your registration is approved');
    expect(mails[0]!.text).toContain('Hello Siti Welcome,');
    expect(mails[0]!.text).toContain(code);

    const other = `rejected.${Date.now().toString(36)}@example.test`;
    const r = await insertWorker(ctx.app.db, { contactEmail: other });
    expect(
      (await act('hr', r.id, 'reject', { version: r.version, reason: 'Under age for this work' })).statusCode,
    ).toBe(200);
    expect(await ctx.app.db.select().from(outbox).where(eq(outbox.to, other))).toHaveLength(0);
  });
});
