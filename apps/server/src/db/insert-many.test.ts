import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { arrayLiteral, BulkInsert, insertMany, type ManyColumn } from './insert-many.ts';

describe('arrayLiteral', () => {
  it('writes a PostgreSQL array literal: plain strings bare, others quoted with quotes and backslashes escaped, NULL bare', () => {
    expect(arrayLiteral([])).toBe('{}');
    expect(arrayLiteral(['a', null, undefined, 'b "c"', 'back\\slash', ''])).toBe(
      '{a,NULL,NULL,"b \\"c\\"","back\\\\slash",""}',
    );
    expect(arrayLiteral([1, 0, -2.5, true, false])).toBe('{1,0,-2.5,true,false}');
    expect(arrayLiteral([new Date('2027-03-01T01:02:03.004Z'), 'NULL', 'null', '{x,y}'])).toBe(
      '{2027-03-01T01:02:03.004Z,"NULL","null","{x,y}"}',
    );
    expect(
      arrayLiteral(['0b9a2c1e-8f7d-4e6a-9b3c-2d1e0f9a8b7c', '2026-11-29', 'PT-000001', ' padded ', 'a,b', '新加坡']),
    ).toBe('{0b9a2c1e-8f7d-4e6a-9b3c-2d1e0f9a8b7c,2026-11-29,PT-000001," padded ","a,b","新加坡"}');
  });
});

describe('insertMany', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext({ seedStaff: false });
    await ctx.database.db.execute(sql`
      create table insert_many_probe (n int primary key, t text, d date, at timestamptz, tags text[], doc jsonb, u uuid)`);
  });
  afterAll(() => ctx.close());

  type Probe = {
    n: number;
    t: string | null;
    d: string | null;
    at: Date | null;
    tags: string | null;
    doc: string | null;
    u: string | null;
  };
  const columns: ManyColumn<Probe>[] = [
    ['n', 'int', (r) => r.n],
    ['t', 'text', (r) => r.t],
    ['d', 'date', (r) => r.d],
    ['at', 'timestamptz', (r) => r.at],
    ['tags', 'text[]', (r) => r.tags],
    ['doc', 'jsonb', (r) => r.doc],
    ['u', 'uuid', (r) => r.u],
  ];
  const read = async () =>
    (
      await ctx.database.db.execute(
        sql`select n, t, d::text as d, at, tags, doc, u::text as u from insert_many_probe order by n`,
      )
    ).rows;

  it('writes every cell as given across chunks: awkward text, NULL and the word NULL, arrays, JSON and its nulls', async () => {
    const awkward = [
      '',
      'NULL',
      'null',
      ' padded ',
      'a,b',
      '{x,y}',
      'say "hi"',
      'back\\slash',
      '新加坡',
      'line\nbreak',
    ];
    const rows: Probe[] = Array.from({ length: 23 }, (_, i) => ({
      n: i,
      t: i % 11 === 10 ? null : awkward[i % 11]!,
      d: i % 4 === 3 ? null : `2026-11-${String(1 + i).padStart(2, '0')}`,
      at: i % 5 === 4 ? null : new Date(Date.UTC(2026, 10, 1, i, 30)),
      tags: i % 3 === 2 ? null : arrayLiteral([awkward[i % 10], 'plain']),
      doc: i % 6 === 5 ? null : JSON.stringify({ i, text: awkward[i % 10], nested: { none: null } }),
      u: i % 7 === 6 ? null : `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    }));
    await insertMany(ctx.database.db, 'insert_many_probe', columns, rows, { chunk: 5 });
    const back = await read();
    expect(back).toHaveLength(23);
    back.forEach((b, i) => {
      const r = rows[i]!;
      expect(b.n).toBe(r.n);
      expect(b.t).toBe(r.t);
      expect(b.d).toBe(r.d);
      expect(b.at === null ? null : new Date(b.at as string).toISOString()).toBe(r.at?.toISOString() ?? null);
      expect(b.tags).toEqual(r.tags === null ? null : [awkward[i % 10], 'plain']);
      expect(b.doc).toEqual(r.doc === null ? null : { i, text: awkward[i % 10], nested: { none: null } });
      expect(b.u).toBe(r.u);
    });
  });

  /** The PostgreSQL error code a promise failed with (drizzle wraps the driver's error as its cause). */
  const failure = (p: Promise<unknown>) =>
    p.then(
      () => 'no failure',
      (err: { code?: string; cause?: { code?: string } }) => err.cause?.code ?? err.code,
    );

  it('throws the first failing statement and leaves nothing running on the connection', async () => {
    await ctx.database.db.execute(sql`delete from insert_many_probe`);
    const rows: Probe[] = [0, 1, 2, 3, 4, 5, 2, 7, 8].map((n) => ({
      n,
      t: 'x',
      d: null,
      at: null,
      tags: null,
      doc: null,
      u: null,
    }));
    // chunks of 3: the third repeats n = 2 (a duplicate key); the first two were written before it
    expect(await failure(insertMany(ctx.database.db, 'insert_many_probe', columns, rows, { chunk: 3 }))).toBe('23505');
    expect((await read()).map((r) => r.n)).toEqual([0, 1, 2, 3, 4, 5]);
    // inside a transaction the failure undoes every chunk
    await ctx.database.db.execute(sql`delete from insert_many_probe`);
    expect(
      await failure(
        ctx.database.db.transaction((tx) => insertMany(tx, 'insert_many_probe', columns, rows, { chunk: 3 })),
      ),
    ).toBe('23505');
    expect(await read()).toEqual([]);
  });

  it('BulkInsert writes rows as they come: a statement per chunk while rows are still being made, the rest at end', async () => {
    await ctx.database.db.execute(sql`delete from insert_many_probe`);
    const bulk = new BulkInsert<Probe>(ctx.database.db, 'insert_many_probe', columns, { chunk: 2 });
    const row = (n: number): Probe => ({ n, t: `row ${n}`, d: null, at: null, tags: null, doc: null, u: null });
    let sent = 0;
    for (const n of [1, 2, 3, 4, 5])
      if (bulk.add(row(n))) {
        await bulk.send();
        sent++;
      }
    expect(sent).toBe(2);
    await bulk.end();
    expect((await read()).map((r) => [r.n, r.t])).toEqual([1, 2, 3, 4, 5].map((n) => [n, `row ${n}`]));
  });
});
