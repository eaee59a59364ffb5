import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { computeCpf, computeSdl } from '@wf/shared/domain/pay/cpf';
import type { GeneratePayRunBody, PayRun, PayRunLine } from '@wf/shared/contracts/pay-runs/pay-runs';
import { authEndpoints } from '@wf/shared/contracts/auth/endpoints';
import { payRunEndpoints as e } from '@wf/shared/contracts/pay-runs/endpoints';
import { rosterEndpoints } from '@wf/shared/contracts/rosters/endpoints';
import { workerEndpoints } from '@wf/shared/contracts/workers/endpoints';
import {
  auditLog,
  notifications,
  payAdjustments,
  payRuns,
  shiftPayments,
  users,
  workers,
} from '../../db/schema/index.ts';
import { createStaffUser, dbLabel, type TestContext } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { createSite } from '../../test/sites.ts';
import { useClockAt } from '../../test/clock.ts';

const ctx = useTestContext(undefined, 300_000);
// The shifts and pay periods below are in 2027: "now" after them all (attendance opens at a shift's
// start, a run is confirmed after its period: issue 29).
useClockAt('2028-01-15T02:00:00.000Z');
/** The reason March 2027 is approved long after its latest lawful payment date (issue #25 item 5). */
const LATE = 'Held for the payroll audit of March';
const { call } = ctx;

let operator: string;
let locationId: string;
/** Worker key -> id; attendance: worker key + date -> assignment id. */
const W: Record<string, string> = {};
const assignment: Record<string, string> = {};

const MARCH_MON = '2027-03-01';
const APRIL_MON = '2027-04-05';

type WorkerSpec = {
  key: string;
  nationality: string;
  prStartDate?: string;
  engagementType?: 'employee' | 'contractor';
  bank?: boolean;
  rate: number;
};
const SPECS: WorkerSpec[] = [
  { key: 'citizen', nationality: 'Singaporean', rate: 10_000 },
  { key: 'pr', nationality: 'Singapore PR', prStartDate: '2026-10-01', rate: 10_000 },
  { key: 'foreigner', nationality: 'Malaysian', rate: 10_000 },
  { key: 'contractor', nationality: 'Singaporean', engagementType: 'contractor', rate: 10_000 },
  { key: 'nobank', nationality: 'Singaporean', bank: false, rate: 1_500 },
];

async function rosterDay(date: string, keys: string[], start = '09:00', end = '17:00') {
  const created = await call('manager', rosterEndpoints.create, {
    body: { locationId, date, shifts: [{ positionId: operator, start, end, breakMinutes: 0, headcount: keys.length }] },
  });
  expect(created.statusCode, created.body).toBe(201);
  const shiftId = created.answer().shifts[0]!.id;
  for (const k of keys) {
    const res = await call('manager', rosterEndpoints.assign, {
      params: { id: shiftId },
      body: { workerId: W[k]!, acceptWarnings: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    const a = res.answer().shift.assignments.find((x) => x.workerId === W[k])!;
    assignment[`${k}|${date}`] = a.id;
    const att = await call('hr', rosterEndpoints.recordAttendance, {
      params: { id: a.id },
      body: { clockIn: start, clockOut: end },
    });
    expect(att.statusCode, att.body).toBe(200);
  }
}

const generate = (who: Parameters<TestContext['call']>[0], frequency: GeneratePayRunBody['frequency'], periodStart: string) =>
  call(who, e.generate, { body: { frequency, periodStart } });
const allLines = async (id: string) => (await call('hr', e.lines, { params: { id }, query: { pageSize: 100 } })).answer().items;
const lineOf = async (id: string, key: string) => (await allLines(id)).find((l) => l.workerId === W[key])!;
const userId = async (email: string) =>
  (await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;

async function tokenOf(email: string, password: string) {
  const res = await call(null, authEndpoints.signIn, { body: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  return res.answer().accessToken;
}

beforeAll(async () => {
  ({ positionId: operator, locationId } = await createSite(call, {
    client: 'Run Foods Pte Ltd',
    uen: '53888888A',
    project: 'Run kitchen',
    startDate: '2026-01-05',
    payRateCents: 1200,
    billRateCents: 1600,
    site: 'Run site',
    road: '5 Run Road',
    postal: '609605',
  }));
  for (const [i, s] of SPECS.entries()) {
    const [w] = await ctx.app.db
      .insert(workers)
      .values({
        name: `Run ${s.key}`,
        positionApplied: 'Food Operator',
        contactNumber: `9123450${i}`,
        contactEmail: `run.${s.key}@example.test`,
        dateOfBirth: '1990-01-15',
        idType: 'NRIC',
        idNumber: `S77000${i}0A`,
        status: 'active',
        employeeCode: `PT-91000${i}`,
        nationality: s.nationality,
        prStartDate: s.prStartDate ?? null,
        engagementType: s.engagementType ?? 'employee',
        hourlyRateCents: s.rate,
        bankName: s.bank === false ? null : 'DBS Bank Ltd',
        bankAcc: s.bank === false ? null : `12345678${i}`,
      })
      .returning({ id: workers.id });
    W[s.key] = w!.id;
  }
  // March: four workers, 8 hours at S$100.00 on Monday 1 March = S$800.00 each.
  await rosterDay(MARCH_MON, ['citizen', 'pr', 'foreigner', 'contractor']);
  // April: the citizen and the worker without bank details.
  await rosterDay(APRIL_MON, ['citizen', 'nobank']);
}, 300_000);

describe(`pay runs (${dbLabel})`, () => {
  let march: PayRun;

  it('hr generates a monthly draft: lines per worker, CPF by engagement and status, totals the sum of the lines; audited, hr notified', async () => {
    expect((await generate('manager', 'monthly', MARCH_MON)).statusCode).toBe(403);
    expect((await generate('finance', 'monthly', MARCH_MON)).statusCode).toBe(403);
    const res = await generate('hr', 'monthly', '2027-03-17');
    expect(res.statusCode, res.body).toBe(201);
    const run = res.answer();
    march = run;
    expect(run).toMatchObject({
      frequency: 'monthly',
      periodStart: '2027-03-01',
      periodEnd: '2027-03-31',
      cpfMonth: '2027-03',
      status: 'draft',
      workerCount: 4,
      blockingWorkers: 0,
    });
    const lines = await allLines(run.id);
    expect(lines).toHaveLength(4);
    const sum = (k: keyof PayRunLine) => lines.reduce((s, l) => s + (l[k] as number), 0);
    for (const k of ['grossCents', 'employeeCpfCents', 'employerCpfCents', 'sdlCents', 'netCents'] as const)
      expect(run[k], k).toBe(sum(k));
    for (const l of lines) {
      expect(l.grossCents).toBe(80_000);
      expect(l.basicRateCents).toBe(10_000);
      expect(l.regularMinutes).toBe(480);
      expect(l.basicPayCents).toBe(80_000);
      expect(l.netCents).toBe(l.grossCents - l.employeeCpfCents);
      expect(l.shifts).toHaveLength(1);
      expect(l.shifts[0]).toMatchObject({
        date: MARCH_MON,
        projectName: 'Run kitchen',
        position: 'Food Operator',
        workedMinutes: 480,
        dayKind: 'normal',
        totalCents: 80_000,
      });
    }
    // Citizen aged 37: 37 % of S$800 = S$296 in total, employee 20 % = S$160, employer the difference.
    const citizen = lines.find((l) => l.workerId === W.citizen)!;
    expect(citizen).toMatchObject({
      cpfStatus: 'citizen',
      engagementType: 'employee',
      ageBand: '55_and_below',
      employeeCpfCents: 16_000,
      employerCpfCents: 13_600,
      sdlCents: 200,
      netCents: 64_000,
    });
    // PR in the first year: the graduated rates, lower than a citizen's.
    const pr = lines.find((l) => l.workerId === W.pr)!;
    const prCpf = computeCpf({
      month: '2027-03',
      dateOfBirth: '1990-01-15',
      status: 'pr',
      prStartDate: '2026-10-01',
      ordinaryWageCents: 80_000,
    });
    expect(pr).toMatchObject({
      cpfStatus: 'pr',
      prYear: 1,
      employeeCpfCents: prCpf.employeeCents,
      employerCpfCents: prCpf.employerCents,
    });
    expect(pr.employeeCpfCents).toBeLessThan(16_000);
    // A foreign employee: no CPF, the levy still applies; a contractor: neither.
    const foreigner = lines.find((l) => l.workerId === W.foreigner)!;
    expect(foreigner).toMatchObject({
      cpfStatus: 'foreigner',
      employeeCpfCents: 0,
      employerCpfCents: 0,
      sdlCents: computeSdl(80_000, '2027-03'),
      netCents: 80_000,
    });
    const contractor = lines.find((l) => l.workerId === W.contractor)!;
    expect(contractor).toMatchObject({
      cpfStatus: 'citizen',
      engagementType: 'contractor',
      employeeCpfCents: 0,
      employerCpfCents: 0,
      sdlCents: 0,
      netCents: 80_000,
    });

    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pay_run.generate'), eq(auditLog.entityId, run.id)));
    expect(audit).toHaveLength(1);
    const hrInbox = await ctx.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, await userId('hr@example.com')));
    expect(hrInbox.some((n) => n.title.includes('Pay run waiting for HR confirmation'))).toBe(true);
    // Search and paging of the lines.
    const found = (await call('finance', e.lines, { params: { id: run.id }, query: { search: 'contractor' } })).answer();
    expect(found.total).toBe(1);
    expect((await call('manager', e.lines, { params: { id: run.id }, query: {} })).statusCode).toBe(403);
  });

  it('periods of one frequency never overlap (409 naming the clashing run); two generations at once make one run', async () => {
    const again = await generate('hr', 'monthly', '2027-03-31');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'PAY_RUN_OVERLAP',
      current: { id: march.id, periodStart: '2027-03-01', periodEnd: '2027-03-31' },
    });
    const both = await Promise.all([generate('hr', 'weekly', '2027-05-05'), generate('admin', 'weekly', '2027-05-07')]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    const weekly = both.find((r) => r.statusCode === 201)!.answer();
    expect(weekly).toMatchObject({ periodStart: '2027-05-03', periodEnd: '2027-05-09', workerCount: 0 });
    // A weekly run inside March holds nothing the monthly draft holds already.
    const inside = await generate('hr', 'weekly', MARCH_MON);
    expect(inside.statusCode, inside.body).toBe(201);
    expect(inside.answer().workerCount).toBe(0);
    expect((await call('hr', e.remove, { params: { id: inside.answer().id } })).statusCode).toBe(200);
    expect((await call('hr', e.remove, { params: { id: weekly.id } })).statusCode).toBe(200);
  });

  it('regenerating after an attendance edit shows the difference; confirming a draft that no longer reads as built is refused', async () => {
    // The contractor worked an hour longer.
    const edit = await call('hr', rosterEndpoints.recordAttendance, {
      params: { id: assignment[`contractor|${MARCH_MON}`]! },
      body: { clockIn: '09:00', clockOut: '18:00' },
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const stale = await call('hr', e.confirm, { params: { id: march.id }, body: { version: march.version } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('PAY_RUN_WRONG_STATE');
    expect((await call('hr', e.diff, { params: { id: march.id } })).answer()).toMatchObject({
      regeneratedAt: null,
      workers: [],
    });
    const regen = await call('hr', e.regenerate, { params: { id: march.id }, body: { version: march.version } });
    expect(regen.statusCode, regen.body).toBe(200);
    expect(regen.answer().version).toBe(march.version + 1);
    // 480 regular minutes at S$100 and 60 overtime minutes at 1.5x: S$950.
    const diff = (await call('finance', e.diff, { params: { id: march.id } })).answer();
    expect(diff.workers).toEqual([
      {
        workerId: W.contractor,
        workerName: 'Run contractor',
        employeeCode: 'PT-910003',
        change: 'changed',
        before: { grossCents: 80_000, netCents: 80_000, shiftCount: 1, adjustmentCount: 0 },
        after: { grossCents: 95_000, netCents: 95_000, shiftCount: 1, adjustmentCount: 0 },
        // Per pay line (issue #25 item 6): the basic line is as it was; the hour of overtime is new.
        changes: [
          { part: 'pay', kind: 'overtime', month: '2027-03', rateCents: 10_000, multiplier: 1500, beforeMinutes: null, afterMinutes: 60, beforeCents: null, afterCents: 15_000 },
        ],
      },
    ]);
    expect(diff.after!.grossCents - diff.before!.grossCents).toBe(15_000);
    const contractor = await lineOf(march.id, 'contractor');
    expect(contractor).toMatchObject({
      regularMinutes: 480,
      overtimeMinutes: 60,
      overtimePayCents: 15_000,
      grossCents: 95_000,
    });
    march = regen.answer();
  });

  it('an approved adjustment effective in the period joins the line at regeneration', async () => {
    const sp = (
      await ctx.app.db
        .select()
        .from(shiftPayments)
        .where(eq(shiftPayments.assignmentId, assignment[`foreigner|${MARCH_MON}`]!))
    )[0]!;
    const [adj] = await ctx.app.db
      .insert(payAdjustments)
      .values({
        workerId: W.foreigner!,
        shiftPaymentId: sp.id,
        periodStart: MARCH_MON,
        periodEnd: MARCH_MON,
        effectiveDate: MARCH_MON,
        weekStart: MARCH_MON,
        category: 'meal',
        amountCents: 800,
        reason: 'Meal',
        status: 'approved',
        createdBy: await userId('manager@example.com'),
      })
      .returning();
    const regen = await call('hr', e.regenerate, { params: { id: march.id }, body: { version: march.version } });
    expect(regen.statusCode, regen.body).toBe(200);
    march = regen.answer();
    const line = await lineOf(march.id, 'foreigner');
    expect(line).toMatchObject({ allowanceCents: 800, grossCents: 80_800, netCents: 80_800 });
    expect(line.adjustments).toEqual([{ adjustmentId: adj!.id, category: 'meal', amountCents: 800, reason: 'Meal', effectiveDate: MARCH_MON }]);
    // The regeneration's difference names the adjustment, and only it (no pay line changed).
    const diff = (await call('hr', e.diff, { params: { id: march.id } })).answer();
    expect(diff.workers.map((w) => [w.workerId, w.changes])).toEqual([
      [W.foreigner, [{ part: 'adjustment', adjustmentId: adj!.id, category: 'meal', reason: 'Meal', beforeCents: null, afterCents: 800 }]],
    ]);
  });

  it('the state machine: wrong roles 403, wrong states 409, stale versions 409', async () => {
    expect((await call('finance', e.confirm, { params: { id: march.id }, body: { version: march.version } })).statusCode).toBe(403);
    expect((await call('manager', e.confirm, { params: { id: march.id }, body: { version: march.version } })).statusCode).toBe(403);
    expect((await call('hr', e.approve, { params: { id: march.id }, body: { version: march.version } })).statusCode).toBe(403);
    expect(
      (await call('hr', e.pay, { params: { id: march.id }, body: { version: march.version, paymentDate: '2027-04-07', reference: 'X' } }))
        .statusCode,
    ).toBe(403);
    expect((await call('manager', e.sendBack, { params: { id: march.id }, body: { version: march.version, reason: 'x' } })).statusCode).toBe(403);
    expect((await call('finance', e.remove, { params: { id: march.id } })).statusCode).toBe(403);
    const early = await call('finance', e.approve, { params: { id: march.id }, body: { version: march.version } });
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({ code: 'PAY_RUN_WRONG_STATE', current: { status: 'draft' } });
    expect((await call('finance', e.sendBack, { params: { id: march.id }, body: { version: march.version, reason: 'x' } })).statusCode).toBe(409);
    const old = await call('hr', e.confirm, { params: { id: march.id }, body: { version: march.version - 1 } });
    expect(old.statusCode).toBe(409);
    expect(old.json().error.code).toBe('STALE_VERSION');
  });

  it('hr confirms: the lines freeze, the shift payments and adjustments lock, attendance edits are refused (409 PAY_LOCKED); finance is notified', async () => {
    const res = await call('hr', e.confirm, { params: { id: march.id }, body: { version: march.version } });
    expect(res.statusCode, res.body).toBe(200);
    march = res.answer();
    expect(march).toMatchObject({ status: 'hr_confirmed', hrConfirmedBy: { name: expect.any(String) } });
    const locked = await ctx.app.db.select().from(shiftPayments).where(eq(shiftPayments.payRunId, march.id));
    expect(locked).toHaveLength(4);
    expect(locked.every((p) => p.status === 'locked' && p.lockedAt !== null)).toBe(true);
    const adjustments = await ctx.app.db.select().from(payAdjustments).where(eq(payAdjustments.payRunId, march.id));
    expect(adjustments.every((a) => a.lockedAt !== null)).toBe(true);
    const edit = await call('hr', rosterEndpoints.recordAttendance, {
      params: { id: assignment[`citizen|${MARCH_MON}`]! },
      body: { clockIn: '09:00', clockOut: '12:00' },
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().error.code).toBe('PAY_LOCKED');
    expect((await call('hr', e.regenerate, { params: { id: march.id }, body: { version: march.version } })).statusCode).toBe(409);
    expect((await call('hr', e.remove, { params: { id: march.id } })).statusCode).toBe(409);
    const financeInbox = await ctx.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, await userId('finance@example.com')));
    expect(financeInbox.some((n) => n.title.includes('waiting for finance approval'))).toBe(true);
  });

  it("approving after the Employment Act's latest payment date asks for a reason: 400 without one, nothing changes (issue #25 item 5)", async () => {
    // March 2027 ends on 31 Mar: salary is due by 7 Apr 2027, and this file's day is 15 Jan 2028.
    for (const body of [{ version: march.version }, { version: march.version, lateReason: '   ' }, { version: march.version, lateReason: 'x'.repeat(501) }]) {
      const res = await call('finance', e.approve, { params: { id: march.id }, body: body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (!('lateReason' in body))
        expect(res.json().error).toMatchObject({
          code: 'PAY_RUN_LATE_REASON',
          fields: { lateReason: 'validation.required' },
          current: { latestLawfulPaymentDate: '2027-04-07' },
        });
    }
    const still = (await call('finance', e.get, { params: { id: march.id } })).answer();
    expect(still).toMatchObject({ status: 'hr_confirmed', version: march.version, latePaymentReason: null });
  });

  it('two finance users approve at once: one 200, one 409', async () => {
    const second = await createStaffUser(ctx.app.db, { role: 'finance' });
    await ctx.as('finance'); // signed in first, so that the two approvals go out together
    const token = await tokenOf(second.email, second.password);
    const approve = { params: { id: march.id }, body: { version: march.version, lateReason: LATE } };
    const [a, b] = await Promise.all([call('finance', e.approve, approve), call({ token }, e.approve, approve)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    march = (a.statusCode === 200 ? a : b).answer();
    expect(march.status).toBe('finance_approved');
    // The late approval's reason is on the run and in the audit log.
    expect(march.latePaymentReason).toBe(LATE);
    const [approval] = await ctx.app.db.select().from(auditLog).where(and(eq(auditLog.action, 'pay_run.approve'), eq(auditLog.entityId, march.id)));
    expect(approval!.after).toMatchObject({ latePaymentReason: LATE, latestLawfulPaymentDate: '2027-04-07' });
    // hr may not send back what finance approved.
    expect((await call('hr', e.sendBack, { params: { id: march.id }, body: { version: march.version, reason: 'Check again' } })).statusCode).toBe(
      403,
    );
  });

  it('finance marks it paid; a paid run refuses every change (409)', async () => {
    const res = await call('finance', e.pay, { params: { id: march.id }, body: {
      version: march.version,
      paymentDate: '2027-04-07',
      reference: 'GIRO-0407',
    } });
    expect(res.statusCode, res.body).toBe(200);
    march = res.answer();
    expect(march).toMatchObject({ status: 'paid', paymentDate: '2027-04-07', paymentReference: 'GIRO-0407', latePaymentReason: LATE });
    const v = { version: march.version };
    const tries = [
      await call('admin', e.regenerate, { params: { id: march.id }, body: v }),
      await call('admin', e.confirm, { params: { id: march.id }, body: v }),
      await call('admin', e.approve, { params: { id: march.id }, body: v }),
      await call('admin', e.pay, { params: { id: march.id }, body: { ...v, paymentDate: '2027-04-08', reference: 'again' } }),
      await call('admin', e.sendBack, { params: { id: march.id }, body: { ...v, reason: 'Undo' } }),
      await call('admin', e.remove, { params: { id: march.id } }),
    ];
    for (const t of tries) {
      expect(t.statusCode).toBe(409);
      expect(t.json().error.code).toBe('PAY_RUN_PAID');
    }
    const actions = (
      await ctx.app.db.select({ a: auditLog.action }).from(auditLog).where(eq(auditLog.entityId, march.id))
    ).map((r) => r.a);
    expect(actions).toEqual(
      expect.arrayContaining([
        'pay_run.generate',
        'pay_run.regenerate',
        'pay_run.confirm',
        'pay_run.approve',
        'pay_run.pay',
      ]),
    );
  });

  it('approval waits for bank details; hr sends a confirmed run back (unlocking it) and deletes the draft', async () => {
    const run = (await generate('hr', 'monthly', APRIL_MON)).answer();
    expect(run).toMatchObject({ workerCount: 2, blockingWorkers: 1 });
    const confirmed = (await call('hr', e.confirm, { params: { id: run.id }, body: { version: run.version } })).answer();
    const refused = await call('finance', e.approve, { params: { id: run.id }, body: { version: confirmed.version } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'PAY_RUN_MISSING_BANK',
      current: { workers: [{ workerId: W.nobank, workerName: 'Run nobank' }] },
    });
    const blocking = (await call('finance', e.lines, { params: { id: run.id }, query: { blocking: 'true' } })).answer();
    expect(blocking.items.map((l) => l.workerId)).toEqual([W.nobank]);
    // A filter value other than true or false is refused with the field named, not read as false.
    const unclear = await call('finance', 'GET', `/api/pay-runs/${run.id}/lines?blocking=maybe`);
    expect(unclear.statusCode, unclear.body).toBe(400);
    expect(unclear.body).toContain('blocking');
    const back = await call('hr', e.sendBack, { params: { id: run.id }, body: { version: confirmed.version, reason: 'Bank details missing' } });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.answer()).toMatchObject({ status: 'draft', sentBackReason: 'Bank details missing', hrConfirmedAt: null });
    const held = await ctx.app.db.select().from(shiftPayments).where(eq(shiftPayments.payRunId, run.id));
    expect(held.every((p) => p.status === 'open' && p.lockedAt === null)).toBe(true);
    expect((await call('hr', e.remove, { params: { id: run.id } })).statusCode).toBe(200);
    const freed = await ctx.app.db.select().from(shiftPayments).where(eq(shiftPayments.date, APRIL_MON));
    expect(freed.every((p) => p.payRunId === null)).toBe(true);
    expect((await call('hr', e.get, { params: { id: run.id } })).statusCode).toBe(404);
  });

  it('duties apart: whoever confirmed a run for hr may not approve it for finance, admins included (issue #26, item 3)', async () => {
    const run = (await generate('admin', 'monthly', APRIL_MON)).answer();
    const confirmed = (await call('admin', e.confirm, { params: { id: run.id }, body: { version: run.version } })).answer();
    expect(confirmed.status).toBe('hr_confirmed');
    const same = await call('admin', e.approve, { params: { id: run.id }, body: { version: confirmed.version } });
    expect(same.statusCode).toBe(403);
    expect(same.json().error).toMatchObject({ code: 'DUTIES_APART' });
    expect((await call('finance', e.get, { params: { id: run.id } })).answer().status).toBe('hr_confirmed');
    // someone else may (here refused only for the missing bank details)
    expect((await call('finance', e.approve, { params: { id: run.id }, body: { version: confirmed.version } })).json().error.code).toBe('PAY_RUN_MISSING_BANK');
    expect((await call('admin', e.sendBack, { params: { id: run.id }, body: { version: confirmed.version, reason: 'Test' } })).statusCode).toBe(200);
    expect((await call('admin', e.remove, { params: { id: run.id } })).statusCode).toBe(200);
  });

  it("a worker's engagement type is read and edited on the worker (validated, audited)", async () => {
    const created = await call('hr', workerEndpoints.create, {
      body: {
      whereKnowUs: 'fastjob',
      typeOfEmployment: 'Part-Timer',
      positionApplied: 'Warehouse Assistant',
      fullyVaccinated: true,
      name: 'Tan Wei Ling',
      contactEmail: 'wl@example.com',
      contactNumber: '91234567',
      dateOfBirth: '1999-05-01',
      gender: 'Female',
      nationality: 'Singaporean',
      idType: 'NRIC',
      idNumber: 'S1234567D',
      placeOfBirth: 'Singapore',
      race: 'chinese',
      religion: 'buddhist',
      maritalStatus: 'single',
      residentialAddress: 'Blk 1 Ang Mo Kio Ave 1',
      postalCode: '560001',
      kinName: 'Tan Ah Kow',
      kinContact: '81234567',
      bankName: 'OCBC',
      bankAcc: '501234567',
      relativesInCompany: false,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.answer().id;
    const before = (await call('hr', workerEndpoints.get, { params: { id } })).answer();
    expect(before.engagementType).toBe('employee');
    const res = await call('hr', workerEndpoints.update, {
      params: { id },
      body: { version: before.version, engagementType: 'contractor' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.answer().changed).toEqual(['engagementType']);
    expect((await call('hr', workerEndpoints.get, { params: { id } })).answer().engagementType).toBe('contractor');
    const bad = await call('hr', 'PATCH', `/api/workers/${id}`, {
      version: res.answer().version,
      engagementType: 'freelancer',
    });
    expect(bad.statusCode).toBe(400);
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'worker.update'), eq(auditLog.entityId, id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ before: { engagementType: 'employee' }, after: { engagementType: 'contractor' } });
  });

  it('lists runs with filters, counts and an export; managers see none', async () => {
    const list = (await call('finance', e.list, { query: { status: 'paid', frequency: 'monthly' } })).answer();
    expect(list.items.map((r) => r.id)).toEqual([march.id]);
    expect(list.counts.paid).toBe(1);
    const period = (await call('hr', e.list, { query: { from: '2027-03-10', to: '2027-03-12' } })).answer();
    expect(period.items.map((r) => r.id)).toEqual([march.id]);
    expect((await call('manager', e.list, { query: {} })).statusCode).toBe(403);
    const csv = await call('finance', e.export, { query: { format: 'csv', status: 'paid' } });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Monthly');
    expect(csv.body).toContain('Paid');
    expect(csv.body).toContain('GIRO-0407');
  });

  it('bad input gets a clear 400 naming the field and changes nothing', async () => {
    const count = async () => (await ctx.app.db.select({ id: payRuns.id }).from(payRuns)).length;
    const runs = await count();
    for (const body of [
      { frequency: 'fortnightly', periodStart: '2027-05-03' },
      { frequency: 'weekly', periodStart: '03/05/2027' },
      { frequency: 'monthly' },
    ]) {
      const res = await call('hr', 'POST', '/api/pay-runs', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message ?? res.json().error, res.body).toBeTruthy();
    }
    expect(await count()).toBe(runs);

    // A draft to act on: a reason and a payment reference are required; a bad version is refused.
    const draft = await generate('hr', 'weekly', '2027-06-07');
    expect(draft.statusCode, draft.body).toBe(201);
    const run = draft.answer();
    const params = { id: run.id };
    for (const [what, res] of Object.entries({
      'send-back without a reason': await call('hr', e.sendBack, { params, body: { version: run.version, reason: '' } }),
      'pay with a date that is not one': await call('finance', e.pay, {
        params,
        body: { version: run.version, paymentDate: 'tomorrow', reference: 'X' },
      }),
      'pay without a reference': await call('finance', e.pay, {
        params,
        body: { version: run.version, paymentDate: '2027-06-20', reference: '' },
      }),
      'confirm with a version that is not a number': await call('hr', e.confirm, { params, body: { version: 'one' } }),
    }))
      expect(res.statusCode, what).toBe(400);
    const after = (await call('hr', e.get, { params: { id: run.id } })).answer();
    expect(after).toMatchObject({ status: 'draft', version: run.version });
  });
});
