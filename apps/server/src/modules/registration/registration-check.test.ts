import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DUPLICATE_ID_MESSAGE } from '@wf/shared/contracts/registration/create-pt';
import { dbLabel } from '../../test/harness.ts';
import { useTestContext } from '../../test/use-test-context.ts';
import { rateLimits, workers } from '../../db/schema/index.ts';
import { fieldsOf, submitTo, valuesMaker } from './registration-test-kit.ts';

/** The step-2 ID check of the public registration (issue 13, item 16). */
const ctx = useTestContext({ rateLimits: { registrationCheckPerNetwork: { max: 4, windowSeconds: 600 } } });

const values = valuesMaker(7_310_000);
const check = (id_number: string, remoteAddress = '198.51.100.7') =>
  ctx.inject({ method: 'POST', url: '/api/registrations/check-id', payload: { id_number }, remoteAddress });

describe(`POST /api/registrations/check-id (${dbLabel})`, () => {
  it('answers only ok, or the final submit’s own duplicate answer, without a token', async () => {
    const v = values();
    const fresh = await check(v.id_number, '198.51.100.1');
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toEqual({ ok: true });

    const stored = await submitTo(ctx, fieldsOf(v), { remoteAddress: '198.51.100.1' });
    expect(stored.statusCode, stored.body).toBe(201);
    const resubmit = await submitTo(ctx, fieldsOf(v), { remoteAddress: '198.51.100.1' });
    expect(resubmit.statusCode).toBe(409);

    // Lower case and spaces around it: the same record.
    const checked = await check(`  ${v.id_number.toLowerCase()} `, '198.51.100.2');
    expect(checked.statusCode).toBe(409);
    // The same answer as the final submit: code, message and field, and nothing else.
    expect(checked.json()).toEqual(resubmit.json());
    expect(checked.json()).toEqual({
      error: {
        code: expect.any(String),
        message: DUPLICATE_ID_MESSAGE,
        fields: { id_number: 'validation.duplicateId' },
      },
    });
    expect(checked.body).not.toMatch(/pending|status|name|REG-/i);

    // A record that is no longer live (rejected) does not block a new registration, here as there.
    await ctx.database.db.update(workers).set({ status: 'rejected' }).where(eq(workers.idNumber, v.id_number));
    expect((await check(v.id_number, '198.51.100.2')).statusCode).toBe(200);
  });

  it('is rate-limited per network in the database (429 with Retry-After), separately from the submit', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 4; i++) expect((await check(values().id_number, ip)).statusCode).toBe(200);
    const limited = await check(values().id_number, ip);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Counted in the database (shared by every instance), under its own key.
    const rows = await ctx.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `registration-check:net:${ip}`));
    expect(rows).toHaveLength(1);
    // Another network is not affected.
    expect((await check(values().id_number, '203.0.113.78')).statusCode).toBe(200);
  });

  it('refuses a missing or over-long ID number with 400', async () => {
    expect((await check('', '192.0.2.200')).statusCode).toBe(400);
    expect((await check('X'.repeat(31), '192.0.2.200')).statusCode).toBe(400);
  });
});
