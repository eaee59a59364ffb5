import { expect } from 'vitest';
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
    country_code: 'SG',
    postal_code: postal,
    provider: 'offline',
  };
}

/** A location under the project at this address (made by `who`): its id. */
export async function createLocation(
  call: TestContext['call'],
  at: { projectId: string; name: string; address: ReturnType<typeof sgAddress> },
  who: 'manager' | 'admin' = 'manager',
): Promise<string> {
  const res = await call(who, 'POST', '/api/project-locations', at);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id as string;
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
  const clientId = (await call('admin', 'POST', '/api/clients', { name: s.client, uen: s.uen })).json().id as string;
  const p = (
    await call('manager', 'POST', '/api/projects', {
      clientId,
      name: s.project,
      startDate: s.startDate,
      positions: [
        { position: 'Food Operator', payRateCents: s.payRateCents, billRateCents: s.billRateCents, headcount: 10 },
      ],
    })
  ).json();
  const locationId = await createLocation(call, {
    projectId: p.id,
    name: s.site,
    address: sgAddress(s.road, s.postal),
  });
  return { clientId, projectId: p.id as string, positionId: p.positions[0].id as string, locationId };
}
