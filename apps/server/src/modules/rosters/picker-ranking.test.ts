import { beforeAll, describe, expect, it } from 'vitest';
import { eligibleWorkersQuery, type ShiftInput } from '@wf/shared/contracts/rosters/rosters';
import { rosterEndpoints as e } from '@wf/shared/contracts/rosters/endpoints';
import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import { certificateEndpoints } from '@wf/shared/contracts/certificates/endpoints';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { locationEndpoints } from '@wf/shared/contracts/locations/endpoints';
import { clientDoNotSend, workerCertificates, workers } from '../../db/schema/index.ts';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { sgAddress } from '../../test/sites.ts';
import { eligibleWorkers } from './assignment-service.ts';

/**
 * The picker's bounded ranks (eligible workers without minutes this week, walked in name order
 * with LIMIT, then those with minutes from the week's assignments) must give the same pages and
 * total as ranking every worker in one pass (the query before issue 35, kept as `fullRanking`);
 * with the count capped, the same pages and a lower bound.
 */
const ctx = useTestContext(undefined, 120_000);
let operatorShift: string;
let catererShift: string;
const { call } = ctx;
const address = sgAddress('1 Test Road', '609601');

beforeAll(async () => {
  const clientId = (
    await call('admin', clientEndpoints.create, { body: { name: 'Ranking Foods', uen: '53999998A' } })
  ).answer().id;
  const certTypeId = (
    await call('manager', certificateEndpoints.createType, {
      body: { name: 'Ranking Hygiene', validityMonths: 60, positions: [] },
    })
  ).answer().id;
  const p = (
    await call('manager', projectEndpoints.create, {
      body: {
        clientId,
        name: 'Ranking kitchen',
        startDate: '2026-01-05',
        positions: [
          { position: 'Food Operator', payRateCents: 1200, billRateCents: 1600, headcount: 10 },
          {
            position: 'Catering Assistant',
            payRateCents: 1300,
            billRateCents: 1700,
            headcount: 5,
            requiredCertificateTypeId: certTypeId,
          },
        ],
      },
    })
  ).answer();
  const pos = (name: string) => p.positions.find((x) => x.position === name)!.id;
  const locationId = (
    await call('manager', locationEndpoints.create, { body: { projectId: p.id, name: 'Ranking site', address } })
  ).answer().id;
  const roster = async (date: string, shifts: ShiftInput[]) =>
    (await call('manager', e.create, { body: { locationId, date, shifts } })).answer();
  const day = await roster('2027-06-09', [
    { positionId: pos('Food Operator'), start: '08:00', end: '16:00', breakMinutes: 0, headcount: 50 },
    { positionId: pos('Catering Assistant'), start: '08:00', end: '16:00', breakMinutes: 0, headcount: 50 },
  ]);
  operatorShift = day.shifts[0]!.id;
  catererShift = day.shifts[1]!.id;
  const monday = await roster('2027-06-07', [
    { positionId: pos('Food Operator'), start: '08:00', end: '12:00', breakMinutes: 0, headcount: 50 },
  ]);
  const sameDay = await roster('2027-06-10', [
    { positionId: pos('Food Operator'), start: '20:00', end: '23:00', breakMinutes: 0, headcount: 50 },
  ]);
  const statuses = ['active', 'active', 'active', 'active', 'blacklisted', 'discharged'] as const;
  const rows = await ctx.app.db
    .insert(workers)
    .values(
      Array.from({ length: 36 }, (_, i) => ({
        // Names repeat in different case so the (lower(name), id) tie-break is exercised.
        name: `${i % 3 === 0 ? 'rank' : 'Rank'} Worker ${String(i % 12).padStart(2, '0')}`,
        positionApplied: 'Food Operator',
        contactNumber: `9${String(3000000 + i)}`,
        contactEmail: `rank${i}@example.test`,
        dateOfBirth: '1995-05-05',
        idType: 'NRIC' as const,
        idNumber: `S${String(6100000 + i)}${'ABCDEFGHIZ'[i % 10]}`,
        status: statuses[i % statuses.length]!,
        employeeCode: `PT-7${String(i).padStart(5, '0')}`,
      })),
    )
    .returning({ id: workers.id });
  const ids = rows.map((r) => r.id);
  await ctx.app.db
    .insert(workerCertificates)
    .values(
      ids
        .filter((_, i) => i % 2 === 0)
        .map((workerId) => ({ workerId, typeId: certTypeId, issueDate: '2026-01-01', expiryDate: '2030-01-01' })),
    );
  await ctx.app.db
    .insert(clientDoNotSend)
    .values({ clientId, workerId: ids[6]!, reason: 'Ranking test', addedOn: '2026-01-01' });
  // Some have hours this week (Monday), some that day (overlapping or not), the rest none.
  for (const [i, w] of ids.entries()) {
    if (statuses[i % statuses.length] !== 'active' || i === 6) continue;
    const target = i % 5 === 1 ? monday.shifts[0]!.id : i % 5 === 2 ? sameDay.shifts[0]!.id : null;
    if (target)
      expect(
        (await call('manager', e.assign, { params: { id: target }, body: { workerId: w, acceptWarnings: true } }))
          .statusCode,
      ).toBe(201);
  }
}, 120_000);

/** Every eligible worker counted by the one-pass ranking (from its first page), once per shift and search. */
const totals = new Map<string, Promise<number>>();
const fullTotal = (shiftId: string, search: string | undefined) => {
  const key = `${shiftId} ${search}`;
  if (!totals.has(key))
    totals.set(
      key,
      eligibleWorkers(ctx.app.db, shiftId, eligibleWorkersQuery.parse({ page: 1, pageSize: 1, search }), {
        fullRanking: true,
      }).then((p) => p.total),
    );
  return totals.get(key)!;
};

describe(`picker ranking (${dbLabel})`, () => {
  it('the fast first rank gives the same pages and total as ranking every worker', async () => {
    for (const shiftId of [operatorShift, catererShift])
      for (const pageSize of [2, 5, 50])
        for (let page = 1; page <= 4; page++)
          for (const search of [undefined, 'rank worker 0']) {
            const q = eligibleWorkersQuery.parse({ page, pageSize, search });
            const fast = await eligibleWorkers(ctx.app.db, shiftId, q);
            const full = await eligibleWorkers(ctx.app.db, shiftId, q, { fullRanking: true });
            // (a page past the end: the one-pass query counts its rows, so says 0; the ranks say how many)
            const total = full.items.length ? full.total : await fullTotal(shiftId, search);
            expect(fast, `${shiftId} ${pageSize} ${page} ${search}`).toEqual({ ...full, total });
          }
    const first = await eligibleWorkers(
      ctx.app.db,
      operatorShift,
      eligibleWorkersQuery.parse({ page: 1, pageSize: 5 }),
    );
    expect(first.items.every((i) => i.eligible && i.minutesThisWeek === 0 && !i.workingThatDay)).toBe(true);
    expect(first.total).toBeGreaterThan(5);
    expect(first.totalCapped).toBe(false);
    // The ranks past the first (workers with minutes this week) are on the compared pages too.
    const all = await eligibleWorkers(ctx.app.db, operatorShift, eligibleWorkersQuery.parse({ page: 1, pageSize: 50 }));
    expect(all.items.some((i) => i.minutesThisWeek > 0)).toBe(true);
  });

  it('with the count capped, the same pages and a lower bound of the total', async () => {
    const countCap = 3;
    let capped = 0;
    for (const shiftId of [operatorShift, catererShift])
      for (const pageSize of [1, 5])
        for (let page = 1; page <= 5; page++)
          for (const search of [undefined, 'rank worker 0']) {
            const q = eligibleWorkersQuery.parse({ page, pageSize, search });
            const fast = await eligibleWorkers(ctx.app.db, shiftId, q, { countCap });
            const full = await eligibleWorkers(ctx.app.db, shiftId, q, { fullRanking: true });
            const label = `${shiftId} ${pageSize} ${page} ${search}`;
            const total = await fullTotal(shiftId, search);
            expect(fast.items, label).toEqual(full.items);
            if (fast.totalCapped) {
              capped++;
              expect(fast.total, label).toBe(Math.max(countCap, (page - 1) * pageSize + pageSize));
              expect(total, label).toBeGreaterThan(fast.total);
            } else expect(fast.total, label).toBe(total);
          }
    expect(capped).toBeGreaterThan(0);
  });
});
