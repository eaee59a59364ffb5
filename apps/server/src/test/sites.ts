import { expect } from 'vitest';
import { clientEndpoints } from '@wf/shared/contracts/clients/endpoints';
import { locationEndpoints } from '@wf/shared/contracts/locations/endpoints';
import { projectEndpoints } from '@wf/shared/contracts/projects/endpoints';
import { rosterEndpoints } from '@wf/shared/contracts/rosters/endpoints';
import type { TestContext } from './harness.ts';

/**
 * The API tests' places: a Singapore address as the offline provider answers it, and a client with
 * a project (one Food Operator position) and a location under it, made through the API.
 */
export function sgAddress(road: string, postal: string) {
  return {
    formatted_address: `${road}, Singapore ${postal}`,
    location_lat: 1.33,
    location_lng: 103.74,
    country: 'Singapore',
    country_code: 'SG' as const,
    postal_code: postal,
    provider: 'offline' as const,
  };
}

/** A location under the project at this address (made by `who`): its id. */
export async function createLocation(
  call: TestContext['call'],
  at: { projectId: string; name: string; address: ReturnType<typeof sgAddress> },
  who: 'manager' | 'admin' = 'manager',
): Promise<string> {
  const res = await call(who, locationEndpoints.create, { body: at });
  expect(res.statusCode, res.body).toBe(201);
  return res.answer().id;
}

export type SiteSpec = {
  client: string;
  uen: string;
  project: string;
  startDate: string;
  payRateCents: number;
  billRateCents: number;
  site: string;
  road: string;
  postal: string;
};

/** A client, its project with one Food Operator position (headcount 10) and one location: their ids. */
export async function createSite(
  call: TestContext['call'],
  s: SiteSpec,
): Promise<{ clientId: string; projectId: string; positionId: string; locationId: string }> {
  const clientId = (await call('admin', clientEndpoints.create, { body: { name: s.client, uen: s.uen } })).answer().id;
  const p = (
    await call('manager', projectEndpoints.create, {
      body: {
        clientId,
        name: s.project,
        startDate: s.startDate,
        positions: [
          { position: 'Food Operator', payRateCents: s.payRateCents, billRateCents: s.billRateCents, headcount: 10 },
        ],
      },
    })
  ).answer();
  const locationId = await createLocation(call, {
    projectId: p.id,
    name: s.site,
    address: sgAddress(s.road, s.postal),
  });
  return { clientId, projectId: p.id, positionId: p.positions[0]!.id, locationId };
}

/**
 * A roster on `date` at the site with one shift (start-end, no break), each worker assigned to it
 * (warnings accepted) and attended as rostered by hr: what a pay run of the period then holds.
 */
export async function attendedShift(
  call: TestContext['call'],
  at: { locationId: string; positionId: string },
  s: {
    date: string;
    start: string;
    end: string;
    workerIds: readonly string[];
    breakMinutes?: number;
    payRateCentsOverride?: number | null;
  },
): Promise<void> {
  const created = await call('manager', rosterEndpoints.create, {
    body: {
      locationId: at.locationId,
      date: s.date,
      shifts: [
        {
          positionId: at.positionId,
          start: s.start,
          end: s.end,
          breakMinutes: s.breakMinutes ?? 0,
          headcount: s.workerIds.length,
          payRateCentsOverride: s.payRateCentsOverride ?? null,
        },
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(201);
  const shiftId = created.answer().shifts[0]!.id;
  for (const workerId of s.workerIds) {
    const res = await call('manager', rosterEndpoints.assign, {
      params: { id: shiftId },
      body: { workerId, acceptWarnings: true },
    });
    expect(res.statusCode, res.body).toBe(201);
    const a = res.answer().shift.assignments.find((x) => x.workerId === workerId)!;
    const att = await call('hr', rosterEndpoints.recordAttendance, {
      params: { id: a.id },
      body: { clockIn: s.start, clockOut: s.end },
    });
    expect(att.statusCode, att.body).toBe(200);
  }
}
