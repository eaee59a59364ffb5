import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { chipCounts } from './list-query.ts';

describe('chipCounts', () => {
  it('is the object of `all` and each chip, in order, as the literal schema was (same JSON schema)', () => {
    const literal = z.object({ all: z.number(), draft: z.number(), paid: z.number() });
    expect(z.toJSONSchema(chipCounts(['draft', 'paid']))).toEqual(z.toJSONSchema(literal));
    const literalInt = z.object({ all: z.number().int(), draft: z.number().int() });
    expect(z.toJSONSchema(chipCounts(['draft'], { int: true }))).toEqual(z.toJSONSchema(literalInt));
  });

  it('parses counts; refuses a missing chip, and a fraction when int', () => {
    expect(chipCounts(['a']).parse({ all: 2, a: 1.5 })).toEqual({ all: 2, a: 1.5 });
    expect(chipCounts(['a']).safeParse({ all: 2 }).success).toBe(false);
    expect(chipCounts(['a'], { int: true }).safeParse({ all: 2, a: 1.5 }).success).toBe(false);
  });
});
