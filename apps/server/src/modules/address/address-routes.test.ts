import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressSearchReply, type AddressCountryCode } from '@wf/shared/contracts/address/address';
import { addressEndpoints } from '@wf/shared/contracts/address/endpoints';
import { createTestContext, dbLabel, type TestContext } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';

const ctx = useTestContext({ seedStaff: true });

/** A query string the endpoint's types refuse (no q, an unknown country), sent raw. */
const get = (query: string) => ctx.inject({ method: 'GET', url: `/api/address/search${query}` });
const search = (q: string, country?: AddressCountryCode) =>
  ctx.call(null, addressEndpoints.search, { query: { q, country } });

const results = async (q: string, country?: AddressCountryCode) => {
  const res = await search(q, country);
  expect(res.statusCode, res.body).toBe(200);
  return addressSearchReply.parse(res.json()).results;
};

describe(`GET /api/address/search (${dbLabel})`, () => {
  it('finds a Singapore postal code, without signing in', async () => {
    const r = await results('079903');
    expect(r).toHaveLength(1);
    expect(r[0]).toMatchObject({
      formatted_address: 'Anson Road, Singapore 079903',
      postal_code: '079903',
      country_code: 'SG',
      city: 'Singapore',
      approximate: true,
      provider: 'offline',
    });
    expect(typeof r[0]!.location_lat).toBe('number');
  });

  it('finds a Malaysian postcode with town and state', async () => {
    const r = await results('81300');
    expect(r[0]).toMatchObject({
      postal_code: '81300',
      city: 'Skudai',
      state: 'Johor',
      country: 'Malaysia',
      country_code: 'MY',
    });
  });

  it('finds free text with a postal code and keeps the street', async () => {
    const r = await results('10 Anson Road 079903');
    expect(r[0]).toMatchObject({
      formatted_address: '10 Anson Road, Singapore 079903',
      street_number: '10',
      street: 'Anson Road',
    });
  });

  it('finds an area by name (without a postal code)', async () => {
    const r = await results('Tampines');
    expect(r[0]).toMatchObject({ formatted_address: 'Tampines, Singapore', postal_code: null });
  });

  it('restricts to the requested country', async () => {
    expect(await results('81300', 'SG')).toEqual([]);
    expect((await results('81300', 'MY')).length).toBe(1);
  });

  it('answers an empty list when nothing is found', async () => {
    const res = await search('zzzz qqqq');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ results: [] });
    expect(await results('740123')).toEqual([]);
  });

  it('works the same for a signed-in staff user', async () => {
    const res = await ctx.call('hr', addressEndpoints.search, { query: { q: '079903' } });
    expect(res.statusCode).toBe(200);
    expect(res.answer().results).toHaveLength(1);
  });

  it('refuses a bad query with 400 naming the field', async () => {
    const refusesQ = (res: Awaited<ReturnType<typeof get>>, label: string) => {
      expect(res.statusCode, label).toBe(400);
      expect(res.json().error.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.json().error.fields ?? {}), label).toContain('q');
    };
    refusesQ(await get(''), 'no q');
    for (const q of ['', 'a', ' a ', 'x'.repeat(121)]) refusesQ(await search(q), `q=${q}`);
    const bad = await get('?q=079903&country=ID');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toContain('country');
  });
});

describe(`address search rate limit (${dbLabel})`, () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({
      seedStaff: false,
      rateLimits: { addressSearchPerIp: { max: 3, windowSeconds: 60 } },
    });
  });
  afterAll(async () => {
    await limited?.close();
  });

  it('answers 429 with Retry-After above the per-IP limit', async () => {
    for (let i = 0; i < 3; i++) {
      const ok = await limited.call(null, addressEndpoints.search, { query: { q: '079903' } });
      expect(ok.statusCode).toBe(200);
    }
    const res = await limited.call(null, addressEndpoints.search, { query: { q: '079903' } });
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('RATE_LIMITED');
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // another IP is not affected
    const other = await limited.inject({
      method: 'GET',
      url: '/api/address/search?q=079903',
      remoteAddress: '10.1.2.3',
    });
    expect(other.statusCode).toBe(200);
  });
});
