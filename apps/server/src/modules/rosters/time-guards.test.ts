import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setClock } from '@wf/shared/domain/clock';
import { workers } from '../../db/schema/index.ts';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { createSite } from '../../test/sites.ts';
import { rosterEndpoints as e } from '@wf/shared/contracts/rosters/endpoints';
import { payRunEndpoints as pr } from '@wf/shared/contracts/pay-runs/endpoints';

/** Issue 29, item 2: attendance before a shift starts, and a pay run before its period ends, are refused with when. */
const ctx = useTestContext(undefined, 120_000);
const { call } = ctx;
afterEach(() => setClock(null));

let site: Awaited<ReturnType<typeof createSite>>;
let workerId: string;
beforeAll(async () => {
  site = await createSite(call, {
    client: 'Guard Foods Pte Ltd',
    uen: '53777777G',
    project: 'Guard kitchen',
    startDate: '2026-01-05',
    payRateCents: 1200,
    billRateCents: 1600,
    site: 'Guard site',
    road: '7 Guard Road',
    postal: '609607',
  });
  const [w] = await ctx.app.db
    .insert(workers)
    .values({
      name: 'Guard Worker',
      positionApplied: 'Food Operator',
      contactNumber: '91234999',
      contactEmail: 'guard.worker@example.test',
      dateOfBirth: '1990-01-15',
      idType: 'NRIC',
      idNumber: 'S7799001D',
      status: 'active',
      employeeCode: 'PT-977001',
      bankName: 'DBS Bank Ltd',
      bankAcc: '123456789',
    })
    .returning({ id: workers.id });
  workerId = w!.id;
});

/** A roster on `date` with one 09:00-17:00 shift and the worker on it: the assignment and roster ids. */
async function rosteredOn(date: string) {
  const made = await call('manager', e.create, {
    body: {
      locationId: site.locationId,
      date,
      shifts: [{ positionId: site.positionId, start: '09:00', end: '17:00', breakMinutes: 60, headcount: 1 }],
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  const shiftId = made.answer().shifts[0]!.id;
  const assigned = await call('manager', e.assign, { params: { id: shiftId }, body: { workerId } });
  expect(assigned.statusCode, assigned.body).toBe(201);
  return { rosterId: made.answer().id, assignmentId: assigned.answer().shift.assignments[0]!.id };
}

/** hr records the assignment's attendance as rostered, 09:00-17:00. */
const attend = (id: string) =>
  call('hr', e.recordAttendance, { params: { id }, body: { clockIn: '09:00', clockOut: '17:00' } });

describe(`attendance only for a shift that has started (${dbLabel})`, () => {
  it("tomorrow's shift: entry, no-show and as-rostered are 409 SHIFT_NOT_STARTED saying when; from its start they save", async () => {
    const { rosterId, assignmentId } = await rosteredOn('2030-05-06');
    // 09:00 SGT on 6 May 2030 is 01:00 UTC. The evening before:
    setClock('2030-05-05T12:00:00.000Z');
    for (const [what, send] of [
      ['entry', () => attend(assignmentId)],
      ['no-show', () => call('hr', e.noShow, { params: { id: assignmentId }, body: {} })],
      ['as-rostered', () => call('hr', e.asRostered, { params: { id: rosterId }, body: {} })],
    ] as const) {
      const res = await send();
      expect(res.statusCode, `${what}: ${res.body}`).toBe(409);
      expect(res.json().error.code).toBe('SHIFT_NOT_STARTED');
      expect(res.json().error.message).toContain('6 May 2030, 9:00 am');
      expect(res.json().error.current).toEqual({ opensAt: '2030-05-06T01:00:00.000Z' });
    }
    const sheet = (await call('hr', e.attendance, { params: { id: rosterId } })).answer();
    expect(JSON.stringify(sheet)).not.toContain('"clockInAt":"2030');
    // A minute before the start: still refused. At the start: saved.
    setClock('2030-05-06T00:59:00.000Z');
    expect((await attend(assignmentId)).statusCode).toBe(409);
    setClock('2030-05-06T01:00:00.000Z');
    const saved = await attend(assignmentId);
    expect(saved.statusCode, saved.body).toBe(200);
  });
});

describe(`a pay run goes on only after its period (${dbLabel})`, () => {
  it('generated as a draft mid-period; confirm, approve and pay refused until the day after it ends, saying when', async () => {
    // The week of Monday 13 May 2030 (to Sunday 19 May), one shift worked on the Monday.
    const { assignmentId } = await rosteredOn('2030-05-13');
    setClock('2030-05-13T10:00:00.000Z');
    expect((await attend(assignmentId)).statusCode).toBe(200);
    // Wednesday, mid-period: a draft may be generated.
    setClock('2030-05-15T04:00:00.000Z');
    const draft = await call('hr', pr.generate, { body: { frequency: 'weekly', periodStart: '2030-05-13' } });
    expect(draft.statusCode, draft.body).toBe(201);
    const run = draft.answer();
    expect(run).toMatchObject({ status: 'draft', workerCount: 1 });
    const confirm = () => call('hr', pr.confirm, { params: { id: run.id }, body: { version: run.version } });
    const early = await confirm();
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toMatchObject({
      code: 'PAY_RUN_PERIOD_NOT_OVER',
      message: "This pay run's period ends on 19/05/2030; it can be confirmed from 20/05/2030",
      current: { periodEnd: '2030-05-19', opensOn: '2030-05-20' },
    });
    // Sunday 23:59 in Singapore: still the period.
    setClock('2030-05-19T15:59:00.000Z');
    expect((await confirm()).statusCode).toBe(409);
    // Monday 00:00 in Singapore (Sunday 16:00 UTC): over.
    setClock('2030-05-19T16:00:00.000Z');
    const confirmed = await confirm();
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    // Approve and pay follow the same rule (a clock put back stands for a run confirmed early by
    // a build without this guard).
    setClock('2030-05-18T04:00:00.000Z');
    const approve = () =>
      call('finance', pr.approve, { params: { id: run.id }, body: { version: confirmed.answer().version } });
    const approveEarly = await approve();
    expect(approveEarly.statusCode).toBe(409);
    expect(approveEarly.json().error.message).toBe(
      "This pay run's period ends on 19/05/2030; it can be approved from 20/05/2030",
    );
    setClock('2030-05-20T04:00:00.000Z');
    const approved = await approve();
    expect(approved.statusCode, approved.body).toBe(200);
    setClock('2030-05-18T04:00:00.000Z');
    const pay = (paymentDate: string, reference: string) =>
      call('finance', pr.pay, {
        params: { id: run.id },
        body: { version: approved.answer().version, paymentDate, reference },
      });
    const payEarly = await pay('2030-05-18', 'EARLY-1');
    expect(payEarly.statusCode).toBe(409);
    expect(payEarly.json().error.code).toBe('PAY_RUN_PERIOD_NOT_OVER');
    setClock('2030-05-21T04:00:00.000Z');
    const paid = await pay('2030-05-21', 'PAID-1');
    expect(paid.statusCode, paid.body).toBe(200);
  });

  it('a run with no workers cannot be confirmed, and says so', async () => {
    setClock('2030-07-01T04:00:00.000Z');
    const draft = await call('hr', pr.generate, { body: { frequency: 'weekly', periodStart: '2030-06-03' } });
    expect(draft.statusCode, draft.body).toBe(201);
    const run = draft.answer();
    expect(run.workerCount).toBe(0);
    const res = await call('hr', pr.confirm, { params: { id: run.id }, body: { version: run.version } });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({
      code: 'PAY_RUN_EMPTY',
      message: 'A pay run with no workers cannot be confirmed: there is nothing to pay',
    });
    expect((await call('hr', pr.get, { params: { id: run.id } })).answer().status).toBe('draft');
  });
});
