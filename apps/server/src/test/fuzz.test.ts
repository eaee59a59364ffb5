import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { toCreatePtFields } from '@wf/shared/contracts/registration/create-pt';
import { sampleRegistrationValues } from '@wf/shared/contracts/registration/registration-sample';
import { deriveAge } from '@wf/shared/domain/registration/age';
import { createTestContext, dbLabel, type TestContext } from './harness.ts';
import { demoSignaturePng, pngDataUrl } from '../modules/registration/demo-images.ts';
import { validId } from '../modules/registration/demo-registrations.ts';

/** A small seeded PRNG (mulberry32): the same seed gives the same cases, so a failure can be replayed. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number) => Math.floor(next() * n);
  const pick = <T>(xs: readonly T[]): T => xs[int(xs.length)]!;
  return { next, int, pick };
}
type Rng = ReturnType<typeof prng>;

const NASTY = [
  '\u0000',
  '\ud800',
  '\udfff',
  '\ufffd',
  '\u202e',
  '\u200b',
  '\n',
  '"',
  "'",
  '\\',
  '%00',
  '%',
  '😀',
  '＝',
  '=',
  '<script>',
  "'; drop table users; --",
];

function nastyString(rng: Rng): string {
  let s = '';
  const n = rng.int(12);
  for (let i = 0; i < n; i++) s += rng.next() < 0.5 ? rng.pick(NASTY) : String.fromCharCode(rng.int(0x10000));
  return rng.next() < 0.05 ? s.repeat(500) : s;
}

function nastyValue(rng: Rng): unknown {
  switch (rng.int(8)) {
    case 0:
      return null;
    case 1:
      return rng.pick([0, -1, 1e308, -0, 2 ** 53 + 1, 0.5]);
    case 2:
      return rng.next() < 0.5;
    case 3:
      return [nastyString(rng)];
    case 4:
      return { [nastyString(rng)]: nastyString(rng) };
    default:
      return nastyString(rng);
  }
}

/** The value with one randomly chosen member (at any depth) replaced, added or removed. */
function mutate(rng: Rng, value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || depth > 3 || rng.next() < 0.15) return nastyValue(rng);
  const copy: Record<string, unknown> = Array.isArray(value) ? ([...value] as never) : { ...(value as object) };
  const keys = Object.keys(copy);
  const r = rng.next();
  if (r < 0.1) copy[nastyString(rng)] = nastyValue(rng);
  else if (r < 0.2 && keys.length) delete copy[rng.pick(keys)];
  else if (keys.length) {
    const k = rng.pick(keys);
    copy[k] = mutate(rng, copy[k], depth + 1);
  }
  return copy;
}

let ctx: TestContext;
let admin: { authorization: string };
let clientId: string;
let clientVersion = 1;
let uen = 10_000;
const address = {
  formatted_address: '10 Anson Road, Singapore 079903',
  location_lat: 1.2756,
  location_lng: 103.8454,
  country: 'Singapore',
  country_code: 'SG',
  postal_code: '079903',
};
const clientBody = () => ({
  name: `Fuzz Client ${randomUUID().slice(0, 8)}`,
  uen: `2019${String(++uen).padStart(5, '0')}K`,
  industry: 'Catering',
  billingAddress: address,
  paymentTermsDays: 30,
  notes: 'n',
  contacts: [{ name: 'Jane Tan', email: 'jane@example.com', phone: '9123 4567', title: 'Ops' }],
});

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.as('admin');
  const res = await ctx.inject({ method: 'POST', url: '/api/clients', headers: admin, payload: clientBody() });
  expect(res.statusCode, res.body).toBe(201);
  clientId = res.json().id;
  clientVersion = res.json().version;
});
afterAll(() => ctx?.close());

/** Staff write routes with a valid body to start from. */
const STAFF_ROUTES: Array<{ method: 'POST' | 'PUT'; url: () => string; body: () => unknown }> = [
  { method: 'POST', url: () => '/api/clients', body: clientBody },
  // The client form's save carries the version it read (the last save's answer).
  { method: 'PUT', url: () => `/api/clients/${clientId}`, body: () => ({ ...clientBody(), version: clientVersion }) },
  {
    method: 'POST',
    url: () => '/api/certificate-types',
    body: () => ({ name: `Fuzz ${randomUUID().slice(0, 8)}`, validityMonths: 12, positions: ['Server'] }),
  },
  {
    method: 'POST',
    url: () => '/api/admin/users',
    body: () => ({ mode: 'invite', name: 'Fuzz Person', email: `${randomUUID().slice(0, 8)}@example.org`, role: 'hr' }),
  },
  { method: 'POST', url: () => '/api/common/search', body: () => ({ query: 'tan' }) },
];

function registrationFields(rng: Rng): Record<string, string> {
  const v = sampleRegistrationValues({
    id_number: validId('S', 4_000_000 + rng.int(900_000)),
    signature: pngDataUrl(demoSignaturePng(1)),
  });
  const d = deriveAge(v.date_of_birth);
  return toCreatePtFields(v, { signature: v.signature, requiresDocument: false, age: d?.age ?? null, lang: 'en' });
}

async function multipartPayload(fields: Record<string, unknown>, file?: { field: string; name: string }) {
  const fd = new FormData();
  for (const [k, val] of Object.entries(fields))
    fd.append(k, typeof val === 'string' ? val : (JSON.stringify(val) ?? ''));
  if (file) fd.append(file.field, new Blob([new Uint8Array([37, 80, 68, 70])], { type: 'application/pdf' }), file.name);
  const res = new Response(fd);
  return { payload: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type')! };
}

async function expectNo5xx(opts: InjectOptions, label: string) {
  const res = await ctx.inject(opts);
  expect(res.statusCode, `${label}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  return res;
}

describe(`malformed input gets 4xx, never 5xx (${dbLabel})`, () => {
  it('names the field holding a NUL or a lone surrogate', async () => {
    const search = await expectNo5xx({ method: 'GET', url: '/api/clients?search=%00', headers: admin }, 'search NUL');
    expect(search.statusCode).toBe(400);
    expect(search.json().error.fields).toEqual({ search: 'validation.invalid' });

    const nul = await expectNo5xx(
      { method: 'POST', url: '/api/clients', headers: admin, payload: { ...clientBody(), notes: 'a\u0000b' } },
      'NUL',
    );
    expect(nul.statusCode).toBe(400);
    expect(nul.json().error.fields).toEqual({ notes: 'validation.invalid' });

    const surrogate = await expectNo5xx(
      {
        method: 'POST',
        url: '/api/clients',
        headers: { ...admin, 'content-type': 'application/json' },
        payload: JSON.stringify(clientBody()).replace('"Ops"', '"\\ud800"'),
      },
      'lone surrogate',
    );
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().error.fields).toEqual({ 'contacts.0.title': 'validation.invalid' });

    const fields = registrationFields(prng(1));
    const { payload, contentType } = await multipartPayload(
      { ...fields, kin_name: 'An\u0000' },
      { field: 'cert', name: 'c.pdf' },
    );
    const reg = await expectNo5xx(
      {
        method: 'POST',
        url: '/api/registrations',
        payload,
        headers: { 'content-type': contentType, 'idempotency-key': randomUUID() },
      },
      'multipart NUL',
    );
    expect(reg.statusCode).toBe(400);
    expect(reg.json().error.fields).toMatchObject({ kin_name: 'validation.invalid' });
  });

  it('answers malformed multipart with 400', async () => {
    const { payload, contentType } = await multipartPayload(registrationFields(prng(2)), {
      field: 'cert',
      name: 'c.pdf',
    });
    const key = () => ({ 'idempotency-key': randomUUID() });
    const cases: Array<[string, InjectOptions]> = [
      [
        'no boundary',
        {
          method: 'POST',
          url: '/api/registrations',
          payload,
          headers: { 'content-type': 'multipart/form-data', ...key() },
        },
      ],
      [
        'truncated',
        {
          method: 'POST',
          url: '/api/registrations',
          payload: payload.subarray(0, payload.length - 40),
          headers: { 'content-type': contentType, ...key() },
        },
      ],
      [
        'empty',
        {
          method: 'POST',
          url: '/api/registrations',
          payload: Buffer.alloc(0),
          headers: { 'content-type': contentType, ...key() },
        },
      ],
      [
        'file part without a name',
        {
          method: 'POST',
          url: '/api/registrations',
          headers: { 'content-type': 'multipart/form-data; boundary=XyZ', ...key() },
          payload: Buffer.from(
            '--XyZ\r\nContent-Disposition: form-data; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF\r\n--XyZ--\r\n',
          ),
        },
      ],
      [
        'consent: truncated',
        {
          method: 'POST',
          url: `/api/workers/${randomUUID()}/consent`,
          payload: payload.subarray(0, 100),
          headers: { ...admin, 'content-type': contentType },
        },
      ],
    ];
    for (const [label, opts] of cases) {
      const res = await expectNo5xx(opts, label);
      expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
    }
  });

  it('answers a multipart body over the fields limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const extra = Object.fromEntries(Array.from({ length: 100 }, (_, i) => [`extra_${i}`, 'x']));
    const { payload, contentType } = await multipartPayload(extra);
    const res = await ctx.inject({
      method: 'POST',
      url: '/api/registrations',
      payload,
      headers: { 'content-type': contentType, 'idempotency-key': randomUUID() },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  // Issue #26: the date inputs (year 0000/9999 answered 500) and the bank-account shapes.
  const DATE_INPUTS: Array<{ method: 'GET' | 'POST'; url: (d: string) => string; body?: (d: string) => unknown }> = [
    { method: 'POST', url: () => '/api/rosters', body: (d) => ({ locationId: randomUUID(), date: d, shifts: [] }) },
    { method: 'POST', url: () => '/api/rosters/from-week', body: (d) => ({ sourceWeek: d, targetWeek: d }) },
    { method: 'POST', url: () => '/api/rosters/week-plan/preview', body: (d) => ({ targetWeek: d, source: { kind: 'week', week: d }, locationIds: [randomUUID()] }) },
    { method: 'GET', url: (d) => `/api/rosters/board?date=${d}` },
    { method: 'GET', url: (d) => `/api/rosters?from=${d}&to=${d}` },
    { method: 'POST', url: () => '/api/pay-runs', body: (d) => ({ frequency: 'monthly', periodStart: d }) },
    { method: 'GET', url: (d) => `/api/pay-runs?from=${d}&to=${d}` },
    { method: 'POST', url: () => '/api/public-holidays', body: (d) => ({ date: d, name: 'Fuzz Day' }) },
    { method: 'GET', url: (d) => `/api/public-holidays/between?from=${d}&to=${d}` },
    { method: 'GET', url: (d) => `/api/pay-adjustments?from=${d}&to=${d}` },
    { method: 'GET', url: (d) => `/api/admin/audit-log?from=${d}&to=${d}` },
    { method: 'GET', url: (d) => `/api/reports?date=${d}` },
    { method: 'GET', url: (d) => `/api/pay-runs/cpf-summary?month=${d.slice(0, 7)}` },
  ];
  function dateShape(rng: Rng): string {
    const pad = (n: number, w: number) => String(n).padStart(w, '0');
    switch (rng.int(4)) {
      case 0:
        return `${pad(rng.pick([0, 1, 99, 100, 999, 1899, 1900, 2026, 2100, 2101, 9999]), 4)}-${pad(rng.int(14), 2)}-${pad(rng.int(33), 2)}`;
      case 1:
        return `${pad(rng.int(10_000), 4)}-${pad(1 + rng.int(12), 2)}-${pad(1 + rng.int(31), 2)}`;
      case 2:
        return rng.pick(['2027-02-29', '2028-02-29', '1900-02-29', '2000-02-29', '+02027-01-01', '2027-1-1', '31/12/2027', '2027-12-31T00:00:00Z', '']);
      default:
        return nastyString(rng);
    }
  }

  it('survives a seeded fuzz of every date input: 4xx for a bad date, never 5xx', async () => {
    const rng = prng(Number(process.env.FUZZ_SEED ?? 20261128));
    for (let i = 0; i < Number(process.env.FUZZ_DATE_CASES ?? 600); i++) {
      const d = dateShape(rng);
      const input = rng.pick(DATE_INPUTS);
      let q: string;
      try {
        q = encodeURIComponent(d);
      } catch {
        q = [...Buffer.from(d, 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`).join(''); // a lone surrogate
      }
      const url = input.url(q);
      const res = await expectNo5xx(
        {
          method: input.method,
          url,
          headers: { ...admin, 'content-type': 'application/json' },
          ...(input.body ? { payload: JSON.stringify(input.body(d)) } : {}),
        },
        `date case ${i} ${input.method} ${url}`,
      );
      const year = /^(\d{4})-\d{2}-\d{2}$/.exec(d)?.[1];
      if (year && (Number(year) < 1900 || Number(year) > 2100)) expect(res.statusCode, `${url} ${d}`).toBe(400);
    }
  }, 120_000);

  it('survives a seeded fuzz of bank-account shapes on the registration: stored only as the bank\'s digits', async () => {
    const rng = prng(Number(process.env.FUZZ_SEED ?? 20261128) + 1);
    const shapes = () =>
      rng.pick([
        () => String(rng.int(10 ** 9)).padStart(rng.int(16), '0'),
        () => `${rng.int(1000)}-${rng.int(1_000_000)}-${rng.int(1000)}`,
        () => rng.pick(['=1+1', "' OR '1'='1", 'NaN', 'Infinity', '1e10', '０１２３４５６７８９', '١٢٣٤٥٦٧٨٩٠', '12345😀67890']),
        () => nastyString(rng),
      ])();
    for (let i = 0; i < Number(process.env.FUZZ_BANK_CASES ?? 40); i++) {
      const acc = shapes();
      const fields = { ...registrationFields(rng), bank_name: rng.pick(['DBS/POSB', 'OCBC', 'UOB', 'HSBC', 'Trust Bank']), bank_acc: acc };
      const { payload, contentType } = await multipartPayload(fields, { field: 'cert', name: 'c.pdf' });
      const res = await expectNo5xx(
        { method: 'POST', url: '/api/registrations', payload, headers: { 'content-type': contentType, 'idempotency-key': randomUUID() } },
        `bank case ${i} ${JSON.stringify(acc)}`,
      );
      if (res.statusCode < 300) expect(acc.replace(/[\s-]/g, ''), `accepted ${JSON.stringify(acc)}`).toMatch(/^[0-9]{7,15}$/);
      else if (!/^[0-9\s-]*$/.test(acc)) expect(res.json().error.fields?.bank_acc, JSON.stringify(acc)).toBeDefined();
    }
  }, 180_000);

  it('survives a seeded fuzz of the registration and five staff write routes', async () => {
    const seed = Number(process.env.FUZZ_SEED ?? 20261124);
    const rng = prng(seed);
    const cases = Number(process.env.FUZZ_CASES ?? 2000);
    for (let i = 0; i < cases; i++) {
      const label = `seed ${seed} case ${i}`;
      if (rng.next() < 0.06) {
        const fields = mutate(rng, registrationFields(rng)) as Record<string, unknown>;
        const asObject = fields && typeof fields === 'object' ? fields : { given_name: fields };
        const { payload, contentType } = await multipartPayload(
          asObject,
          rng.next() < 0.2 ? { field: nastyString(rng) || 'cert', name: nastyString(rng) } : undefined,
        );
        const cut = rng.next() < 0.1 ? payload.subarray(0, rng.int(payload.length)) : payload;
        await expectNo5xx(
          {
            method: 'POST',
            url: '/api/registrations',
            payload: cut,
            headers: { 'content-type': contentType, 'idempotency-key': randomUUID() },
          },
          label,
        );
      } else if (rng.next() < 0.1) {
        const bytes = [...Buffer.from(nastyString(rng), 'utf8')].map((b) => `%${b.toString(16).padStart(2, '0')}`);
        const q = rng.next() < 0.2 ? `${bytes.join('')}${rng.pick(['%', '%e', '%ed%a0%80', '%c3'])}` : bytes.join('');
        await expectNo5xx({ method: 'GET', url: `/api/clients?search=${q}`, headers: admin }, label);
      } else {
        const route = rng.pick(STAFF_ROUTES);
        const body = mutate(rng, route.body());
        const json = JSON.stringify(body) ?? 'null';
        const payload = rng.next() < 0.05 ? json.slice(0, rng.int(json.length)) : json;
        const res = await expectNo5xx(
          {
            method: route.method,
            url: route.url(),
            headers: { ...admin, 'content-type': 'application/json' },
            payload,
          },
          `${label} ${route.method} ${route.url()}`,
        );
        if (route.method === 'PUT' && res.statusCode === 200) clientVersion = res.json().version;
      }
    }
  }, 60_000);
});
