import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors.ts';
import { AdmissionGate } from './admission.ts';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('AdmissionGate', () => {
  it('runs at most `size` at once, the rest in arrival order, and refuses past `maxWaiting` with 503 + Retry-After', async () => {
    const gate = new AdmissionGate(2, 2, 7);
    const order: number[] = [];
    const holds = [deferred(), deferred(), deferred(), deferred()];
    const runs = holds.map((h, i) =>
      gate.run(async () => {
        order.push(i);
        await h.promise;
        return i;
      }),
    );
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual([0, 1]);
    expect(gate.load).toEqual({ active: 2, waiting: 2 });

    const refused = await gate.run(async () => 'never').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(AppError);
    expect((refused as AppError).statusCode).toBe(503);
    expect((refused as AppError).headers).toEqual({ 'retry-after': '7' });

    holds[1]!.resolve();
    await runs[1];
    await new Promise((r) => setImmediate(r));
    expect(order).toEqual([0, 1, 2]);
    for (const h of holds) h.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
  });

  it('a failing caller frees its slot', async () => {
    const gate = new AdmissionGate(1, 1);
    await expect(gate.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'next')).toBe('next');
    expect(gate.load).toEqual({ active: 0, waiting: 0 });
  });
});
