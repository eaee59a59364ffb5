import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db, Tx } from '../../db/client.ts';
import { clientDoNotSend, rosterAttendance, rosters, users, workers } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { rosterEndpoints as e } from '@wf/shared/contracts/rosters/endpoints';
import { createLocation, createSite, sgAddress } from '../../test/sites.ts';
import { useClockAt } from '../../test/clock.ts';
import { assignWorker } from './assignment-service.ts';
import { recordAttendance } from './attendance-service.ts';
import { assignWorkers, recordAttendances, shiftsOfRosters, type Outcome } from './roster-batch.ts';
import type { RosterEnv } from './roster-service.ts';

/**
 * The batch forms of the roster services (the roster import, decision 023) refuse and warn exactly
 * like the one-row services the roster pages call, on the same tricky cases: each case run both
 * ways on the same data, each in a transaction rolled back, and the outcomes compared.
 */
const ctx = useTestContext(undefined, 120_000);
useClockAt('2027-06-30T04:00:00.000Z');
const { call } = ctx;

const DAY = '2027-06-14';
const FUTURE = '2027-07-05';
let site: Awaited<ReturnType<typeof createSite>>;
let hrId: string;
let managerId: string;
const W: Record<string, string> = {};
const S: Record<string, { rosterId: string; shiftId: string }> = {};

async function worker(key: string, status: string, n: number) {
  const [w] = await ctx.app.db
    .insert(workers)
    .values({
      name: `Batch ${key}`,
      positionApplied: 'Food Operator',
      contactNumber: `9123${String(n).padStart(4, '0')}`,
      contactEmail: `batch.${key}@example.test`,
      dateOfBirth: '1990-01-15',
      idType: 'NRIC',
      idNumber: `S77${String(n).padStart(5, '0')}Z`,
      status: status as 'active',
      employeeCode: `PT-88${String(n).padStart(4, '0')}`,
    })
    .returning({ id: workers.id });
  W[key] = w!.id;
}

/** A roster on a date with one shift (times, headcount): its ids. */
async function shift(key: string, date: string, start: string, end: string, headcount = 3) {
  const made = await call('manager', e.create, {
    body: {
      locationId: key.startsWith('other') ? otherLocation : site.locationId,
      date,
      shifts: [{ positionId: site.positionId, start, end, breakMinutes: 30, headcount }],
    },
  });
  expect(made.statusCode, made.body).toBe(201);
  S[key] = { rosterId: made.answer().id, shiftId: made.answer().shifts[0]!.id };
}
let otherLocation: string;

const env = (db: Db): RosterEnv => ({
  db,
  publicUrl: 'http://app.test',
  roundingMinutes: 15,
  kickMail: () => undefined,
});

class Rollback extends Error {}
/** Runs fn in a transaction that is rolled back. */
async function rolledBack<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
  let result: T | undefined;
  await ctx.app.db
    .transaction(async (tx) => {
      result = await fn(tx);
      throw new Rollback();
    })
    .catch((err: unknown) => {
      if (!(err instanceof Rollback)) throw err;
    });
  return result!;
}

/** An outcome as compared: the error's status, code, message and fields, or the value's warnings. */
const seen = (o: Outcome<{ warnings?: string[] }>) =>
  o.ok
    ? { ok: true, warnings: o.value.warnings ?? [] }
    : {
        ok: false,
        status: o.error.statusCode,
        code: o.error.code,
        message: o.error.message,
        fields: o.error.fields ?? null,
      };
const single = async <T extends { warnings?: string[] }>(fn: () => Promise<T>) => {
  try {
    return seen({ ok: true, value: await fn() });
  } catch (err) {
    if (err instanceof AppError) return seen({ ok: false, error: err });
    throw err;
  }
};

beforeAll(async () => {
  site = await createSite(call, {
    client: 'Batch Foods Pte Ltd',
    uen: '53888888B',
    project: 'Batch kitchen',
    startDate: '2026-01-05',
    payRateCents: 1200,
    billRateCents: 1600,
    site: 'Batch site',
    road: '8 Batch Road',
    postal: '609608',
  });
  otherLocation = await createLocation(call, {
    projectId: site.projectId,
    name: 'Batch other site',
    address: sgAddress('9 Other Road', '609609'),
  });
  hrId = (await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.role, 'hr')))[0]!.id;
  managerId = (await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.role, 'manager')))[0]!.id;
  await worker('ok', 'active', 1);
  await worker('black', 'blacklisted', 2);
  await worker('pending', 'pending', 3);
  await worker('dns', 'active', 4);
  await worker('overlap', 'active', 5);
  await worker('rest', 'active', 6);
  await worker('long', 'active', 7);
  await worker('on', 'active', 8);
  await ctx.app.db
    .insert(clientDoNotSend)
    .values({ clientId: site.clientId, workerId: W.dns!, reason: 'Batch test', addedOn: '2027-01-01' });
  await shift('main', DAY, '09:00', '17:00');
  await shift('full', '2027-06-15', '09:00', '17:00', 1);
  await shift('locked', '2027-06-16', '09:00', '17:00');
  await shift('future', FUTURE, '09:00', '17:00');
  // Their other shifts: one overlapping the main shift, one ending 5 hours before it, a long one the day before.
  await shift('other-overlap', DAY, '12:00', '20:00');
  await shift('other-rest', '2027-06-13', '20:00', '04:00');
  await shift('other-long', '2027-06-15', '00:00', '23:00');
  const assign = async (key: string, w: string) =>
    expect(
      (
        await call('manager', e.assign, {
          params: { id: S[key]!.shiftId },
          body: { workerId: W[w]!, acceptWarnings: true },
        })
      ).statusCode,
    ).toBe(201);
  await assign('other-overlap', 'overlap');
  await assign('other-rest', 'rest');
  await assign('main', 'on');
  await assign('full', 'on');
  await assign('locked', 'ok');
  await assign('future', 'ok');
});

describe(`batch assignment = one-row assignment (${dbLabel})`, () => {
  const cases: Array<[string, string, boolean]> = [
    ['an active worker', 'ok', false],
    ['a blacklisted worker', 'black', true],
    ['a pending worker', 'pending', true],
    ["a worker on the client's do-not-send list", 'dns', true],
    ['a worker on an overlapping shift', 'overlap', true],
    ['a worker with under 8 hours rest, warnings not accepted', 'rest', false],
    ['a worker with under 8 hours rest, warnings accepted', 'rest', true],
    ['a worker on the shift already', 'on', true],
    ['an unknown worker', 'none', true],
  ];
  for (const [label, key, accept] of cases)
    it(label, async () => {
      const workerId = W[key] ?? '00000000-0000-4000-8000-000000000000';
      const one = await rolledBack((tx) =>
        single(() =>
          assignWorker(env(tx as unknown as Db), managerId, S.main!.shiftId, { workerId, acceptWarnings: accept }),
        ),
      );
      const many = await rolledBack(async (tx) => {
        const [shiftCtx] = await shiftsOfRosters(tx, [S.main!.rosterId], true);
        const r = await assignWorkers(tx, env(tx as unknown as Db), managerId, [{ shift: shiftCtx!, workerId }], {
          acceptWarnings: accept,
          write: true,
        });
        return seen(r.outcomes[0]!);
      });
      expect(many).toEqual(one);
    });

  it('a full shift', async () => {
    const one = await rolledBack((tx) =>
      single(() =>
        assignWorker(env(tx as unknown as Db), managerId, S.full!.shiftId, { workerId: W.ok!, acceptWarnings: true }),
      ),
    );
    const many = await rolledBack(async (tx) => {
      const [shiftCtx] = await shiftsOfRosters(tx, [S.full!.rosterId], true);
      return seen(
        (
          await assignWorkers(tx, env(tx as unknown as Db), managerId, [{ shift: shiftCtx!, workerId: W.ok! }], {
            acceptWarnings: true,
            write: true,
          })
        ).outcomes[0]!,
      );
    });
    expect(one.code).toBe('SHIFT_FULL');
    expect(many).toEqual(one);
  });

  it('rows of one batch see the rows accepted before them, as one-row calls one after the other do', async () => {
    // The same worker on the main shift and then on the overlapping one; then over 12 hours a day.
    const plan = [
      ['main', 'long'],
      ['other-overlap', 'long'],
      ['other-long', 'long'],
    ] as const;
    const one = await rolledBack(async (tx) => {
      const out = [];
      for (const [s, w] of plan)
        out.push(
          await single(() =>
            assignWorker(env(tx as unknown as Db), managerId, S[s]!.shiftId, { workerId: W[w]!, acceptWarnings: true }),
          ),
        );
      return out;
    });
    const many = await rolledBack(async (tx) => {
      const shifts = await shiftsOfRosters(
        tx,
        plan.map(([s]) => S[s]!.rosterId),
        true,
      );
      const byId = new Map(shifts.map((x) => [x.shiftId, x]));
      const r = await assignWorkers(
        tx,
        env(tx as unknown as Db),
        managerId,
        plan.map(([s, w]) => ({ shift: byId.get(S[s]!.shiftId)!, workerId: W[w]! })),
        { acceptWarnings: true, write: true },
      );
      return r.outcomes.map(seen);
    });
    expect(one.map((o) => o.code ?? o.warnings)).toEqual([
      [],
      'OVERLAPPING_SHIFT',
      ['OVER_12_HOURS_DAY', 'REST_UNDER_8_HOURS'],
    ]);
    expect(many).toEqual(one);
  });
});

describe(`batch attendance = one-row attendance (${dbLabel})`, () => {
  const target = async (tx: Tx, key: string) => {
    const [s] = await shiftsOfRosters(tx, [S[key]!.rosterId], false);
    const [assignmentId] = [...s!.assigned.values()];
    return {
      assignmentId: assignmentId!,
      a: {
        id: assignmentId!,
        workerId: [...s!.assigned.keys()][0]!,
        rosterId: s!.rosterId,
        date: s!.date,
        startsAt: s!.startsAt,
        endsAt: s!.endsAt,
        breakMinutes: s!.breakMinutes,
      },
    };
  };
  const both = async (
    key: string,
    role: 'hr' | 'manager',
    entry: { clockIn: string; clockOut: string; actualBreakMinutes: number | null },
    reason: string | null,
    prepare?: (tx: Tx) => Promise<void>,
  ) => {
    const actor = { id: role === 'hr' ? hrId : managerId, role };
    const stored = async (tx: Tx, id: string) => {
      const r = (await tx.select().from(rosterAttendance).where(eq(rosterAttendance.assignmentId, id)))[0];
      return r
        ? {
            status: r.status,
            paidMinutes: r.paidMinutes,
            paidStartAt: r.paidStartAt,
            paidEndAt: r.paidEndAt,
            late: r.lateMinutes,
            early: r.earlyMinutes,
          }
        : null;
    };
    const one = await rolledBack(async (tx) => {
      await prepare?.(tx);
      const t = await target(tx, key);
      const o = await single(async () => {
        await recordAttendance(env(tx as unknown as Db), actor, t.assignmentId, { ...entry, note: null, reason });
        return {};
      });
      return { o, row: await stored(tx, t.assignmentId) };
    });
    const many = await rolledBack(async (tx) => {
      await prepare?.(tx);
      const t = await target(tx, key);
      const [o] = await recordAttendances(
        tx,
        actor,
        [
          {
            a: t.a,
            e: { clockIn: entry.clockIn, clockOut: entry.clockOut, note: null, actualBreak: entry.actualBreakMinutes },
          },
        ],
        { step: 15, reason, write: true },
      );
      return { o: seen(o!.ok ? { ok: true, value: {} } : o!), row: await stored(tx, t.assignmentId) };
    });
    expect(many).toEqual(one);
    return one;
  };

  it('a late clock-in and an early clock-out: the same paid times and status', async () => {
    const r = await both('locked', 'hr', { clockIn: '09:07', clockOut: '16:50', actualBreakMinutes: null }, null);
    expect(r.o.ok).toBe(true);
    expect(r.row?.status).toBe('late');
  });
  it('a shift that has not started (time guard)', async () => {
    const r = await both('future', 'hr', { clockIn: '09:00', clockOut: '17:00', actualBreakMinutes: null }, null);
    expect(r.o.code).toBe('SHIFT_NOT_STARTED');
  });
  it('a break longer than the time on site', async () => {
    const r = await both('locked', 'hr', { clockIn: '09:00', clockOut: '10:00', actualBreakMinutes: 90 }, null);
    expect(r.o.status).toBe(400);
  });
  const lock = async (tx: Tx) => {
    await tx
      .update(rosters)
      .set({ attendanceLockedAt: new Date('2027-06-20T00:00:00Z') })
      .where(eq(rosters.id, S.locked!.rosterId));
  };
  it('a locked sheet: a manager is refused', async () => {
    const r = await both(
      'locked',
      'manager',
      { clockIn: '09:00', clockOut: '17:00', actualBreakMinutes: null },
      'late sheet',
      lock,
    );
    expect(r.o.code).toBe('ATTENDANCE_LOCKED');
  });
  it('a locked sheet: hr without a reason is refused, with one it saves', async () => {
    const r = await both('locked', 'hr', { clockIn: '09:00', clockOut: '17:00', actualBreakMinutes: null }, null, lock);
    expect(r.o.status).toBe(400);
    const ok = await both(
      'locked',
      'hr',
      { clockIn: '09:00', clockOut: '17:00', actualBreakMinutes: null },
      'late sheet',
      lock,
    );
    expect(ok.o.ok).toBe(true);
  });
});
