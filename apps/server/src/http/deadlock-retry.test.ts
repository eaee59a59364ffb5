import { describe, expect, it } from 'vitest';
import { AppError, withDeadlockRetry } from './errors.ts';

/** A database error as node-postgres / Drizzle report it (the SQLSTATE on the cause). */
const pgError = (code: string) => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error(code), { code }) });

describe('withDeadlockRetry (issue #26, item 4)', () => {
  it('runs a transaction chosen as a deadlock or serialization loser once more', async () => {
    for (const code of ['40P01', '40001']) {
      let calls = 0;
      const out = await withDeadlockRetry(() => {
        calls++;
        return calls === 1 ? Promise.reject(pgError(code)) : Promise.resolve('done');
      });
      expect(out).toBe('done');
      expect(calls).toBe(2);
    }
  });

  it('a second loss answers 409 CONCURRENT_CHANGE with a clear message, not a 500', async () => {
    let calls = 0;
    const err = await withDeadlockRetry(() => {
      calls++;
      return Promise.reject(pgError('40P01'));
    }).catch((e: unknown) => e);
    expect(calls).toBe(2);
    expect(err).toBeInstanceOf(AppError);
    expect(err).toMatchObject({ statusCode: 409, code: 'CONCURRENT_CHANGE' });
    expect((err as Error).message).toContain('Try again');
  });

  it('any other error passes through untouched, without a retry', async () => {
    let calls = 0;
    const boom = pgError('23505');
    await expect(
      withDeadlockRetry(() => {
        calls++;
        return Promise.reject(boom);
      }),
    ).rejects.toBe(boom);
    expect(calls).toBe(1);
  });
});
