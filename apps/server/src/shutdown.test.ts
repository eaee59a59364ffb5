import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { authEndpoints } from '@wf/shared/contracts/auth/endpoints';
import { createTestContext, createTestDatabase, dbLabel } from './test/harness.ts';
import { shutdown } from './shutdown.ts';

const MAIN = join(dirname(fileURLToPath(import.meta.url)), 'main.ts');
const ADMIN = { email: 'ops@example.test', password: 'a-long-passphrase-2026' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Starts `main.ts` as `npm start` does, on a free port; answers the child and its port. */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, NODE_ENV: 'development', PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const port = await new Promise<number>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const m = /running at http:\/\/localhost:(\d+)/.exec(out);
      if (m) resolve(Number(m[1]));
    });
    child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('exit', (code) => reject(new Error(`server exited (${code}) before listening:\n${out}`)));
  });
  return { child, port };
}

/** A sign-in whose body arrives in two parts: in flight from the first byte until `finish()`. */
function slowSignIn(port: number) {
  const body = JSON.stringify(ADMIN);
  const half = Math.floor(body.length / 2);
  const req = request({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: authEndpoints.signIn.path,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  req.write(body.slice(0, half));
  return { answer, finish: () => req.end(body.slice(half)) };
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null) resolve(child.exitCode);
    else child.on('exit', (code) => resolve(code));
  });

describe(`graceful shutdown (${dbLabel})`, () => {
  const cleanup: Array<() => Promise<void> | void> = [];
  afterAll(async () => {
    for (const c of cleanup.reverse()) await c();
  });

  it('on SIGTERM stops accepting, finishes the request in flight with 200 and exits 0', async () => {
    const env: Record<string, string> = { SEED_DEMO: '0', ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password };
    const dataDir = mkdtempSync(join(tmpdir(), 'wf-shutdown-'));
    cleanup.push(() => rmSync(dataDir, { recursive: true, force: true }));
    env.DATA_DIR = dataDir;
    if (process.env.TEST_DATABASE_URL) {
      // An empty PostgreSQL database: the server migrates it itself, as in production.
      const { drop, url } = await createTestDatabase();
      cleanup.push(drop);
      env.DATABASE_URL = url!;
    }
    const { child, port } = await startServer(env);
    cleanup.push(() => void child.kill('SIGKILL'));
    const exit = exited(child);

    const slow = slowSignIn(port);
    await sleep(500); // the headers and half the body are in (generous for a busy machine)
    child.kill('SIGTERM');
    await sleep(300);
    // No new connections once shutting down.
    await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
    expect(child.exitCode).toBeNull(); // still waiting for the request in flight
    slow.finish();
    const res = await slow.answer;
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toHaveProperty('accessToken');
    const answered = performance.now();
    expect(await exit).toBe(0);
    // Exits once drained, not when the client's keep-alive (5 s in Node) or the timeout (10 s) ends.
    expect(performance.now() - answered).toBeLessThan(3000);
  }, 90_000); // starting a server process from source takes a few seconds (more on a busy machine)

  it('cuts requests still running after the timeout and answers exit code 1', async () => {
    const ctx = await createTestContext({ seedStaff: false });
    cleanup.push(() => ctx.close()); // drops the database (shutdown closed the app and the connection)
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (ctx.app.server.address() as { port: number }).port;
    const arrived = new Promise((resolve) => ctx.app.server.once('request', resolve));
    const stuck = slowSignIn(port); // never finished
    const failed = stuck.answer.catch((err: Error) => err);
    await arrived; // the headers are in: a request in flight
    let jobStopped = false;
    const t0 = performance.now();
    const code = await shutdown({
      app: ctx.app,
      database: ctx.database,
      stopJobs: [async () => void (jobStopped = true)],
      timeoutMs: 300,
    });
    const ms = performance.now() - t0;
    expect(code).toBe(1);
    expect(jobStopped).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(290);
    expect(ms).toBeLessThan(3000);
    expect(await failed).toBeInstanceOf(Error); // the connection was destroyed
    await expect(ctx.database.ping()).rejects.toThrow(); // the database is closed
  }, 90_000); // a whole app and database are made in the test (slow on a busy machine)
});
