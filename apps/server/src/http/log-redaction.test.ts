import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { createTestContext, dbLabel, type TestContext } from '../test/harness.ts';
import { redactError, redactPath } from './log-redaction.ts';

const FIN = 'S1234567D';
const BANK = '0123456789012';
const SEARCH = 'G7654321N';

let ctx: TestContext;
let app: FastifyInstance;
let log = '';

beforeAll(async () => {
  ctx = await createTestContext({ seedStaff: false });
  const stream = new Writable({
    write(chunk, _enc, done) {
      log += String(chunk);
      done();
    },
  });
  app = await buildApp({
    config: { ...ctx.config, logLevel: 'info' },
    database: ctx.database,
    webDist: null,
    logStream: stream,
  });
  // Outside /api: a route of this test only, whose queries fail with personal data in their parameters.
  app.get('/test/failing-insert', async () => {
    await app.db.execute(sql`insert into users (email, name, password_hash) values (${FIN}, ${BANK}, null)`);
    return {};
  });
  app.get('/test/failing-cast', async () => {
    await app.db.execute(sql`select ${FIN}::int, ${BANK}::int`);
    return {};
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

describe(`no personal data in the log (${dbLabel})`, () => {
  it('logs a failing query without its parameters or the values the database echoes', async () => {
    for (const url of ['/test/failing-insert', '/test/failing-cast', `/test/failing-cast?search=${SEARCH}`]) {
      const res = await app.inject({ method: 'GET', url });
      // input the database refuses (a null, a bad cast) is the caller's: 400, never a 500 (issue #26, item 4)
      expect(res.statusCode, url).toBe(400);
    }
    expect(log).toContain('input the database refused');
    expect(log).toContain('Failed query');
    expect(log).not.toContain(FIN);
    expect(log).not.toContain(BANK);
    expect(log).not.toContain(SEARCH);
  });

  it('withholds parameters, bodies and row details of an error and its causes', () => {
    const cause = Object.assign(new Error('null value in column "password_hash"'), {
      code: '23502',
      detail: `Failing row contains (${FIN}, ${BANK}).`,
    });
    const err = Object.assign(new Error(`Failed query: insert into x values ($1, $2)\nparams: ${FIN},${BANK}`), {
      params: [FIN, BANK],
      body: { fin: FIN },
      cause,
    });
    const logged = JSON.stringify(redactError(err));
    expect(logged).not.toContain(FIN);
    expect(logged).not.toContain(BANK);
    expect(logged).toContain('insert into x values ($1, $2)');
    expect(logged).toContain('23502');
  });

  it('never logs a one-time token from a path, and its answers are not stored (issue #26, item 10)', async () => {
    const token = 'rc_' + 'Z'.repeat(40);
    const view = await app.inject({ method: 'GET', url: `/api/public/roster-confirm/${token}` });
    expect(view.statusCode).toBe(404);
    expect(view.headers['cache-control']).toBe('no-store');
    const answer = await app.inject({ method: 'POST', url: `/api/public/roster-confirm/${token}`, payload: { answer: 'confirm' } });
    expect(answer.headers['cache-control']).toBe('no-store');
    await app.inject({ method: 'GET', url: `/roster-confirm/${token}?x=1` });
    expect(log).toContain('/api/public/roster-confirm/[token]');
    expect(log).not.toContain(token);
    expect(redactPath(`/roster-confirm/${token}`)).toBe('/roster-confirm/[token]');
    expect(redactPath('/api/workers/123?search=S1234567D')).toBe('/api/workers/123');
  });
});
