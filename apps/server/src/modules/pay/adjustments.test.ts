import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  notifications,
  payAdjustments,
  projects,
  shiftPayments,
  users,
  workers,
} from '../../db/schema/index.ts';
import { createStaffUser, dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { createLocation, sgAddress } from '../../test/sites.ts';
import { useClockAt } from '../../test/clock.ts';
import { adjustmentEndpoints as e } from '@wf/shared/contracts/pay/endpoints';
import type { AdjustmentBodyInput, AdjustmentListQuery, reviewBody } from '@wf/shared/contracts/pay/adjustments';
import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { rosterEndpoints } from '@wf/shared/contracts/rosters/endpoints';
import { businessEndpoints } from '@wf/shared/contracts/business/endpoints';
import { authEndpoints } from '@wf/shared/contracts/auth/endpoints';
import type { z } from 'zod';

const ctx = useTestContext(undefined, 60_000);
// The shifts and pay periods below are in 2027: "now" after them all (attendance opens at a shift's
// start, a run is confirmed after its period: issue 29).
useClockAt('2028-01-15T02:00:00.000Z');
let projectId: string;
let otherProjectId: string;
let locationId: string;
let operator: string; // Food Operator at S$12.00
let workerId: string;
let shiftPaymentId: string; // Monday 09:00-17:00, 8 h at S$12.00 = S$96.00
const { call } = ctx;

const MON = '2027-08-02';
const SUN = '2027-08-08';
const NEXT_MON = '2027-08-09';

const userId = async (role: string) =>
  (
    await ctx.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, `${role}@example.com`))
  )[0]!.id;

const notificationsOf = async (role: string) =>
  ctx.app.db
    .select()
    .from(notifications)
    .where(eq(notifications.userId, await userId(role)));

/** The claim these tests add, with the given fields over it. */
const claimBody = (body: Partial<AdjustmentBodyInput>): AdjustmentBodyInput => ({
  shiftPaymentId,
  category: 'transport',
  amountCents: 500,
  reason: 'Taxi after late shift',
  // These tests add the same claim many times on purpose: the maker has answered the duplicate
  // question (issue 29, item 7; asked in "the same claim twice" below, which sends false).
  confirmDuplicate: true,
  ...body,
});

const add = (role: 'manager' | 'hr' | 'admin', body: Partial<AdjustmentBodyInput>) =>
  call(role, e.create, { body: claimBody(body) });

async function addOk(role: 'manager' | 'hr' | 'admin', body: Partial<AdjustmentBodyInput> = {}): Promise<string> {
  const res = await add(role, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.answer().id;
}

const review = (
  role: 'manager' | 'hr' | 'finance' | 'admin',
  id: string,
  stage: 'hr' | 'finance',
  body: z.input<typeof reviewBody> = { decision: 'approve' },
) => call(role, stage === 'hr' ? e.hrReview : e.financeReview, { params: { id }, body });

const statusOf = async (id: string) =>
  (await ctx.app.db.select({ s: payAdjustments.status }).from(payAdjustments).where(eq(payAdjustments.id, id)))[0]!.s;

beforeAll(async () => {
  const clientId = (
    await call('admin', clientEndpoints.create, { body: { name: 'Adjust Foods Pte Ltd', uen: '53777777A' } })
  ).answer().id;
  const mkProject = async (name: string, managerId: string | null) =>
    (
      await call('manager', projectEndpoints.create, {
        body: {
          clientId,
          name,
          startDate: '2026-01-05',
          ...(managerId ? { managerId } : {}),
          positions: [{ position: 'Food Operator', payRateCents: 1200, billRateCents: 1600, headcount: 10 }],
        },
      })
    ).answer();
  const p = await mkProject('Adjust kitchen', await userId('manager'));
  projectId = p.id;
  operator = p.positions[0]!.id;
  otherProjectId = (await mkProject('Other kitchen', null)).id;
  locationId = await createLocation(call, {
    projectId,
    name: 'Adjust site',
    address: sgAddress('3 Adjust Road', '609603'),
  });
  const [w] = await ctx.app.db
    .insert(workers)
    .values({
      name: 'Adjust Worker',
      positionApplied: 'Food Operator',
      contactNumber: '91234568',
      contactEmail: 'adjust.worker@example.test',
      dateOfBirth: '1995-05-05',
      idType: 'NRIC',
      idNumber: 'S7654322B',
      status: 'active',
      employeeCode: 'PT-900002',
    })
    .returning({ id: workers.id });
  workerId = w!.id;
  const created = await call('manager', rosterEndpoints.create, {
    body: {
      locationId,
      date: MON,
      shifts: [{ positionId: operator, start: '09:00', end: '17:00', breakMinutes: 0, headcount: 2 }],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const shiftId = created.answer().shifts[0]!.id;
  const assigned = await call('manager', rosterEndpoints.assign, {
    params: { id: shiftId },
    body: { workerId, acceptWarnings: true },
  });
  expect(assigned.statusCode, assigned.body).toBe(201);
  const assignmentId = assigned.answer().shift.assignments[0]!.id;
  expect(
    (
      await call('hr', rosterEndpoints.recordAttendance, {
        params: { id: assignmentId },
        body: { clockIn: '09:00', clockOut: '17:00' },
      })
    ).statusCode,
  ).toBe(200);
  const sp = (await ctx.app.db.select().from(shiftPayments).where(eq(shiftPayments.assignmentId, assignmentId)))[0]!;
  expect(sp.totalCents).toBe(9600);
  shiftPaymentId = sp.id;
}, 60_000);

describe(`payment adjustments: two-stage review (${dbLabel})`, () => {
  it('a manager adds a transport allowance on a shift payment: it waits for hr, hr is notified, audited', async () => {
    const before = (await notificationsOf('hr')).length;
    const res = await add('manager', {});
    expect(res.statusCode, res.body).toBe(201);
    expect(res.answer()).toMatchObject({
      workerId,
      projectId,
      projectName: 'Adjust kitchen',
      periodStart: MON,
      periodEnd: MON,
      weekStart: MON,
      category: 'transport',
      amountCents: 500,
      status: 'pending_hr',
      locked: false,
    });
    const hrInbox = await notificationsOf('hr');
    expect(hrInbox).toHaveLength(before + 1);
    expect(hrInbox.at(-1)).toMatchObject({ link: '/employee-management/hr-shift-payment-adjustment' });
    expect(hrInbox.at(-1)!.title).toContain('Adjust Worker');
    const audit = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'pay_adjustment.create'), eq(auditLog.entityId, res.answer().id)));
    expect(audit).toHaveLength(1);
  });

  it('finance and the creator cannot create or act at the hr stage; hr approves it on to finance, finance is notified', async () => {
    expect((await add('finance' as 'hr', {})).statusCode).toBe(403);
    const id = await addOk('manager');
    expect((await review('finance', id, 'hr')).statusCode).toBe(403); // finance acts only at its own stage
    expect((await review('manager', id, 'hr')).statusCode).toBe(403);
    // finance's own route on an adjustment still waiting for hr: wrong stage
    const early = await review('finance', id, 'finance');
    expect(early.statusCode).toBe(409);
    expect(early.json().error.code).toBe('ADJUSTMENT_WRONG_STAGE');
    const before = (await notificationsOf('finance')).length;
    const ok = await review('hr', id, 'hr');
    expect(ok.statusCode, ok.body).toBe(200);
    // Who approved it for hr, so finance's page can say beforehand that they may not approve it too (issue 29, item 7).
    expect(ok.answer()).toMatchObject({
      status: 'pending_finance',
      hrReviewedByName: expect.any(String),
      hrReviewedById: await userId('hr'),
    });
    expect(await notificationsOf('finance')).toHaveLength(before + 1);
    // hr cannot act twice, nor at finance's stage
    expect((await review('hr', id, 'hr')).json().error.code).toBe('ADJUSTMENT_WRONG_STAGE');
    expect((await review('hr', id, 'finance')).statusCode).toBe(403);
    const done = await review('finance', id, 'finance');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.answer().status).toBe('approved');
    expect((await review('finance', id, 'finance')).statusCode).toBe(409);
  });

  it('the creator cannot approve their own, at either stage', async () => {
    const byHr = await addOk('hr');
    const own = await review('hr', byHr, 'hr');
    expect(own.statusCode).toBe(403);
    expect(own.json().error.code).toBe('ADJUSTMENT_OWN');
    expect(await statusOf(byHr)).toBe('pending_hr');
    const byAdmin = await addOk('admin');
    expect((await review('hr', byAdmin, 'hr')).statusCode).toBe(200);
    const ownFinance = await review('admin', byAdmin, 'finance');
    expect(ownFinance.statusCode).toBe(403);
    expect(ownFinance.json().error.code).toBe('ADJUSTMENT_OWN');
    expect(await statusOf(byAdmin)).toBe('pending_finance');
  });

  it('a rejection needs a reason and notifies the creator with it (plain text, app route)', async () => {
    const id = await addOk('manager', { category: 'meal', amountCents: 800, reason: 'Meal <b>bold</b>' });
    expect((await review('hr', id, 'hr')).statusCode).toBe(200);
    expect((await review('finance', id, 'finance', { decision: 'reject' })).statusCode).toBe(400);
    const before = (await notificationsOf('manager')).length;
    const res = await review('finance', id, 'finance', { decision: 'reject', reason: 'No receipt attached' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.answer()).toMatchObject({
      status: 'rejected',
      rejectedStage: 'finance',
      rejectionReason: 'No receipt attached',
    });
    const inbox = await notificationsOf('manager');
    expect(inbox).toHaveLength(before + 1);
    const n = inbox.at(-1)!;
    expect(n.title).toContain('rejected');
    expect(n.description).toContain('No receipt attached');
    expect(n.link).toMatch(/^\/employee-management\/hr-shift-payment-adjustment/);
    // rejected at hr stage works the same way
    const second = await addOk('manager');
    const r2 = await review('hr', second, 'hr', { decision: 'reject', reason: 'Duplicate' });
    expect(r2.answer()).toMatchObject({ status: 'rejected', rejectedStage: 'hr' });
    expect((await review('finance', second, 'finance')).statusCode).toBe(409);
  });

  it('a deduction may never make the week net negative: 409 NEGATIVE_NET_PAY with the figure', async () => {
    // The week so far: S$96.00 pay + every adjustment not rejected.
    const net = async () => {
      const rows = await ctx.app.db
        .select()
        .from(payAdjustments)
        .where(
          and(
            eq(payAdjustments.workerId, workerId),
            inArray(payAdjustments.status, ['pending_hr', 'pending_finance', 'approved']),
          ),
        );
      return 9600 + rows.reduce((n, r) => n + r.amountCents, 0);
    };
    const current = await net();
    const tooMuch = await add('manager', { category: 'deduction', amountCents: -(current + 1), reason: 'Uniform' });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().error).toMatchObject({ code: 'NEGATIVE_NET_PAY', current: { weekStart: MON, netCents: -1 } });
    expect(tooMuch.json().error.message).toContain('-S$0.01');
    expect((await add('manager', { category: 'deduction', amountCents: 100, reason: 'x' })).statusCode).toBe(400); // a deduction is negative
    // exactly to zero is allowed
    const exact = await addOk('manager', { category: 'deduction', amountCents: -current, reason: 'Uniform' });
    expect(await net()).toBe(0);
    // a week-period deduction with no pay at all is refused too
    const empty = await call('hr', e.create, {
      body: {
        workerId,
        periodStart: NEXT_MON,
        periodEnd: '2027-08-15',
        category: 'deduction',
        amountCents: -100,
        reason: 'Locker',
      },
    });
    // hr may not read pay: told the deduction is too large, never the figure (issue #26, item 2)
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error).toEqual({
      code: 'NEGATIVE_NET_PAY',
      message: "This deduction is too large: a deduction may not take a week's pay below zero",
      current: { weekStart: NEXT_MON },
    });
    await review('hr', exact, 'hr', { decision: 'reject', reason: 'Too much' });
  });

  it('bulk approve is all-or-nothing: one refusal (own, or wrong stage) leaves every one unchanged', async () => {
    const a = await addOk('manager', { amountCents: 300 });
    const b = await addOk('manager', { amountCents: 400 });
    const own = await addOk('hr', { amountCents: 200 });
    const refused = await call('hr', e.hrBulkApprove, { body: { ids: [a, b, own] } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('ADJUSTMENT_OWN');
    expect([await statusOf(a), await statusOf(b), await statusOf(own)]).toEqual([
      'pending_hr',
      'pending_hr',
      'pending_hr',
    ]);
    expect((await call('finance', e.hrBulkApprove, { body: { ids: [a, b] } })).statusCode).toBe(403);
    const ok = await call('hr', e.hrBulkApprove, { body: { ids: [a, b] } });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.answer()).toEqual({ approved: 2 });
    expect([await statusOf(a), await statusOf(b)]).toEqual(['pending_finance', 'pending_finance']);
    const wrong = await call('finance', e.financeBulkApprove, { body: { ids: [a, b, own] } });
    expect(wrong.json().error.code).toBe('ADJUSTMENT_WRONG_STAGE');
    expect([await statusOf(a), await statusOf(b)]).toEqual(['pending_finance', 'pending_finance']);
    expect((await call('finance', e.financeBulkApprove, { body: { ids: [a, b] } })).answer()).toEqual({ approved: 2 });
    expect([await statusOf(a), await statusOf(b)]).toEqual(['approved', 'approved']);
  });

  it('lists filter by status, category, project, period, amount and search on the server, and export labels', async () => {
    const list = async (q: AdjustmentListQuery) => {
      const res = await call('finance', e.list, { query: { pageSize: 100, ...q } });
      expect(res.statusCode, res.body).toBe(200);
      return res.answer();
    };
    const all = await list({});
    expect(all.total).toBeGreaterThan(5);
    expect(all.counts.all).toBe(all.total);
    const approved = await list({ status: 'approved' });
    expect(approved.items.every((r) => r.status === 'approved')).toBe(true);
    expect(approved.total).toBe(all.counts.approved);
    expect((await list({ category: 'meal' })).items.map((r) => r.category)).toEqual(['meal']);
    expect((await list({ projectId })).total).toBe(all.total);
    expect((await list({ projectId: otherProjectId })).total).toBe(0);
    expect((await list({ from: NEXT_MON })).total).toBe(0);
    expect((await list({ from: MON, to: SUN })).total).toBe(all.total);
    const range = await list({ minCents: 300, maxCents: 500 });
    expect(range.items.every((r) => r.amountCents >= 300 && r.amountCents <= 500)).toBe(true);
    expect(range.total).toBeGreaterThan(0);
    expect((await list({ search: 'receipt' })).total).toBe(0);
    expect((await list({ search: 'uniform' })).total).toBe(1);
    const csv = await call('finance', e.export, {
      query: { format: 'csv', status: 'approved', columns: 'workerName,categoryLabel,amountCents,statusLabel' },
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.body).toContain('Worker,Category,Amount,Status');
    expect(csv.body).toContain('Adjust Worker,Transport,5.00,Approved');
    expect(csv.body).not.toContain('pending_');
  });

  it("a manager sees their projects' adjustments only; another manager sees none of it, nor their own once the project passes on", async () => {
    const mine = (await call('manager', e.list, { query: { pageSize: 100 } })).answer();
    const all = (await call('finance', e.list, { query: { pageSize: 100 } })).answer();
    expect(mine.total).toBe(all.total); // every adjustment is on the manager's project
    const other = await createStaffUser(ctx.app.db, { role: 'manager', email: 'other.manager@example.test' });
    const signIn = await call(null, authEndpoints.signIn, { body: { email: other.email, password: other.password } });
    const token = signIn.answer().accessToken;
    // a manager adds adjustments on the projects they manage (issue #26): the other kitchen is theirs
    await ctx.app.db.update(projects).set({ managerId: other.id }).where(eq(projects.id, otherProjectId));
    const theirs = await call({ token }, e.list, { query: { pageSize: 100 } });
    expect(theirs.answer().total).toBe(0);
    expect((await call({ token }, e.get, { params: { id: all.items[0]!.id } })).statusCode).toBe(404);
    const created = await call({ token }, e.create, {
      body: {
        workerId,
        projectId: otherProjectId,
        periodStart: MON,
        periodEnd: SUN,
        category: 'allowance',
        amountCents: 1500,
        reason: 'Team lead week',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.answer().id;
    expect((await call({ token }, e.list, { query: {} })).answer().total).toBe(1);
    expect((await call('manager', e.get, { params: { id } })).statusCode).toBe(404);
    // The project is left without a manager (admin's): its amounts are no longer the creator's to read.
    await ctx.app.db.update(projects).set({ managerId: null }).where(eq(projects.id, otherProjectId));
    expect((await call({ token }, e.list, { query: {} })).answer().total).toBe(0);
    expect((await call({ token }, e.get, { params: { id } })).statusCode).toBe(404);
    await ctx.app.db.update(projects).set({ managerId: other.id }).where(eq(projects.id, otherProjectId));
  });

  it('a locked shift payment cannot be adjusted', async () => {
    await ctx.app.db
      .update(shiftPayments)
      .set({ status: 'locked', lockedAt: new Date() })
      .where(eq(shiftPayments.id, shiftPaymentId));
    const res = await add('hr', {});
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PAY_LOCKED');
    await ctx.app.db
      .update(shiftPayments)
      .set({ status: 'open', lockedAt: null })
      .where(eq(shiftPayments.id, shiftPaymentId));
  });

  it('an approval re-checks the net: a deduction that no longer fits is refused at finance', async () => {
    const period = { workerId, projectId, periodStart: NEXT_MON, periodEnd: '2027-08-15' };
    const allowance = await addOk('manager', {
      ...period,
      shiftPaymentId: undefined,
      category: 'allowance',
      amountCents: 1000,
      reason: 'Event',
    });
    const ded = await addOk('manager', {
      ...period,
      shiftPaymentId: undefined,
      category: 'deduction',
      amountCents: -1000,
      reason: 'Damaged tray',
    });
    expect((await review('hr', ded, 'hr')).statusCode).toBe(200);
    // The allowance that carried the week is rejected: the deduction alone would take the week to -S$10.00.
    expect((await review('hr', allowance, 'hr', { decision: 'reject', reason: 'No event' })).statusCode).toBe(200);
    const res = await review('finance', ded, 'finance');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'NEGATIVE_NET_PAY',
      current: { weekStart: NEXT_MON, netCents: -1000 },
    });
    expect(await statusOf(ded)).toBe('pending_finance');
    // rejecting it is always possible
    expect(
      (await review('finance', ded, 'finance', { decision: 'reject', reason: 'Nothing to deduct from' })).statusCode,
    ).toBe(200);
  });

  it('no pay figure through an error: hr and a manager off the project hear only that the deduction is too large (issue #26, item 2)', async () => {
    const huge = { category: 'deduction', amountCents: -10_000_000, reason: 'Probe' } as const;
    const asHr = await add('hr', huge);
    expect(asHr.statusCode).toBe(409);
    expect(asHr.body).not.toMatch(/S\$|netCents|\d\.\d\d/);
    expect(asHr.json().error.current).toEqual({ weekStart: MON });
    // finance and the project's manager are told the figure
    const asManager = await add('manager', huge);
    expect(asManager.json().error.current.netCents).toBeLessThan(0);
    expect(asManager.json().error.message).toContain('-S$');
  });

  it('a manager adds adjustments only on the projects they manage (issue #26, item 2)', async () => {
    const week = { workerId, periodStart: MON, periodEnd: SUN, category: 'allowance', amountCents: 500 } as const;
    const other = await call('manager', e.create, {
      body: { ...week, projectId: otherProjectId, reason: 'Not my project' },
    });
    expect(other.statusCode).toBe(403);
    expect(other.json().error.message).toBe('A manager may add adjustments only on a project they manage');
    const none = await call('manager', e.create, { body: { ...week, reason: 'No project' } });
    expect(none.statusCode).toBe(403);
    // hr may (no project scope at its stage)
    expect(
      (await call('hr', e.create, { body: { ...week, projectId: otherProjectId, reason: 'Event' } })).statusCode,
    ).toBe(201);
  });

  it('duties apart: nobody approves both stages, admins included; a one-person office may allow it, audited (issue #26, item 3)', async () => {
    const id = await addOk('manager', { amountCents: 250_000, category: 'allowance', reason: 'Bonus' });
    expect((await review('admin', id, 'hr')).statusCode).toBe(200);
    const second = await review('admin', id, 'finance');
    expect(second.statusCode).toBe(403);
    expect(second.json().error).toMatchObject({ code: 'DUTIES_APART' });
    expect(await statusOf(id)).toBe('pending_finance');
    // bulk too
    const bulk = await call('admin', e.financeBulkApprove, { body: { ids: [id] } });
    expect(bulk.statusCode).toBe(403);
    expect(bulk.json().error.code).toBe('DUTIES_APART');
    // a one-person office: admin turns the setting on (audited), then may approve both
    const biz = (await call('admin', businessEndpoints.profile)).answer();
    expect(biz.singleApproverOffice).toBe(false);
    const body = {
      name: 'One Person Pte Ltd',
      uen: '',
      address: '',
      contactPhone: '',
      contactEmail: '',
      version: biz.version,
    };
    const on = await call('admin', businessEndpoints.update, { body: { ...body, singleApproverOffice: true } });
    expect(on.statusCode, on.body).toBe(200);
    try {
      expect(on.answer().singleApproverOffice).toBe(true);
      const setAudit = (await ctx.app.db.select().from(auditLog).where(eq(auditLog.action, 'business.update'))).at(-1)!;
      expect(setAudit.before).toMatchObject({ singleApproverOffice: false });
      expect(setAudit.after).toMatchObject({ singleApproverOffice: true });
      expect((await review('admin', id, 'finance')).statusCode).toBe(200);
      const entry = (
        await ctx.app.db
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entityId, id), eq(auditLog.action, 'pay_adjustment.finance_approve')))
      )[0]!;
      expect(entry.after).toMatchObject({ status: 'approved', singleApproverOffice: true });
    } finally {
      const off = await call('admin', businessEndpoints.update, {
        body: { ...body, singleApproverOffice: false, version: on.answer().version },
      });
      expect(off.statusCode, off.body).toBe(200);
    }
  });

  it('opposite-order bulk approvals of the same adjustments, 50 rounds: one wins each round, never a 5xx (issue #26, item 4)', async () => {
    await ctx.app.db
      .update(projects)
      .set({ managerId: await userId('manager') })
      .where(eq(projects.id, otherProjectId));
    for (let round = 0; round < 50; round++) {
      const ids = [];
      for (let k = 0; k < 3; k++) ids.push(await addOk('manager', { amountCents: 100 + k, reason: `Round ${round}` }));
      const [a, b] = await Promise.all([
        call('hr', e.hrBulkApprove, { body: { ids } }),
        call('admin', e.hrBulkApprove, { body: { ids: [...ids].reverse() } }),
      ]);
      const codes = [a.statusCode, b.statusCode].sort();
      expect(codes, `${a.body} ${b.body}`).toEqual([200, 409]);
      expect([a, b].find((r) => r.statusCode === 409)!.json().error.code).toBe('ADJUSTMENT_WRONG_STAGE');
      for (const id of ids) expect(await statusOf(id)).toBe('pending_finance');
    }
  }, 240_000);
});

describe(`the same claim entered twice (issue 29, item 7) (${dbLabel})`, () => {
  it('same worker, category, amount and period: 409 naming the first, nothing written; sent again on purpose it is saved and audited so', async () => {
    const claim = {
      category: 'meal',
      amountCents: 777,
      reason: 'Dinner on a double shift',
      confirmDuplicate: false,
    } as const;
    const first = await addOk('manager', claim);
    const countMeals = async () =>
      (
        await ctx.app.db
          .select({ id: payAdjustments.id })
          .from(payAdjustments)
          .where(and(eq(payAdjustments.category, 'meal'), eq(payAdjustments.amountCents, 777)))
      ).length;
    expect(await countMeals()).toBe(1);

    const again = await add('manager', { ...claim, reason: 'Dinner (entered twice)' });
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().error.code).toBe('ADJUSTMENT_POSSIBLE_DUPLICATE');
    expect(again.json().error.current).toMatchObject({
      id: first,
      status: 'pending_hr',
      createdByName: expect.any(String),
    });
    expect(await countMeals()).toBe(1);

    // Another amount, or another category, is not asked about.
    const otherAmount = await add('manager', { ...claim, amountCents: 778 });
    expect(otherAmount.statusCode, otherAmount.body).toBe(201);
    const otherCategory = await add('manager', { ...claim, category: 'transport', amountCents: 777 });
    expect(otherCategory.statusCode, otherCategory.body).toBe(201);

    // Sent again with the answer: saved, and the log says it was saved despite the question.
    const meant = await add('manager', { ...claim, confirmDuplicate: true });
    expect(meant.statusCode, meant.body).toBe(201);
    expect(await countMeals()).toBe(2);
    const audit = (await ctx.app.db.select().from(auditLog).where(eq(auditLog.entityId, meant.answer().id)))[0]!;
    expect(audit.after).toMatchObject({ savedDespiteDuplicate: true });

    // A rejected claim is no duplicate: once both meals are rejected, the claim is asked about no more.
    for (const id of [first, meant.answer().id])
      expect((await review('hr', id, 'hr', { decision: 'reject', reason: 'Entered twice' })).statusCode).toBe(200);
    expect((await add('manager', claim)).statusCode).toBe(201);
  });

  it('a confirmDuplicate that is not true or false is 400 and writes nothing', async () => {
    const before = (await ctx.app.db.select({ id: payAdjustments.id }).from(payAdjustments)).length;
    const res = await call('manager', 'POST', '/api/pay-adjustments', {
      ...claimBody({ category: 'meal', amountCents: 901 }),
      confirmDuplicate: 'yes',
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.fields).toHaveProperty('confirmDuplicate');
    expect((await ctx.app.db.select({ id: payAdjustments.id }).from(payAdjustments)).length).toBe(before);
  });
});
