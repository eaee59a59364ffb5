import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const PG_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export type Target = { label: 'PGlite' | 'PostgreSQL'; env: Record<string, string>; cleanup(): Promise<void> };

/** The databases a bench runs against: BENCH_DATABASES (e.g. `PGlite`), else both. */
export const benchDatabases = (): Array<'PGlite' | 'PostgreSQL'> =>
  (['PGlite', 'PostgreSQL'] as const).filter((k) => !process.env.BENCH_DATABASES || process.env.BENCH_DATABASES.split(',').includes(k));

/** A fresh PGlite directory, or a fresh database on the local PostgreSQL server. */
export async function makeTarget(kind: 'PGlite' | 'PostgreSQL'): Promise<Target> {
  if (kind === 'PGlite') {
    return { label: kind, env: { DATA_DIR: mkdtempSync(join(tmpdir(), 'wf-bench-')) }, cleanup: async () => undefined };
  }
  const name = `wf_bench_${Date.now()}`;
  const c = new pg.Client({ connectionString: PG_ADMIN_URL });
  await c.connect();
  await c.query(`create database ${name}`);
  await c.end();
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    label: kind,
    env: { DATABASE_URL: url.toString(), SEED_DEMO: '1', DATA_DIR: mkdtempSync(join(tmpdir(), 'wf-bench-')) },
    async cleanup() {
      const d = new pg.Client({ connectionString: PG_ADMIN_URL });
      await d.connect();
      await d.query(`drop database if exists ${name} with (force)`);
      await d.end();
    },
  };
}

export type Running = { url: string; proc: ChildProcess; msToReady: number; stop(): Promise<void> };

/** The first port the bench's servers take (BENCH_PORT; one port per server it starts). */
let nextPort = Number(process.env.BENCH_PORT ?? 3500);
/** How long a server may take to start (BENCH_READY_TIMEOUT_MS; a loaded machine needs longer). */
const READY_TIMEOUT_MS = Number(process.env.BENCH_READY_TIMEOUT_MS ?? 180_000);

/** Starts the real server (as `npm start` runs it) and waits for the first 200 from /api/health. */
export async function startServer(env: Record<string, string>): Promise<Running> {
  const port = nextPort++;
  const t0 = performance.now();
  // BENCH_NODE_ARGS: extra node flags for the server, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const proc = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port), LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
    try {
      const r = await fetch(`${url}/api/health`);
      if (r.status === 200) break;
    } catch {
      /* not yet listening */
    }
    if (performance.now() - t0 > READY_TIMEOUT_MS) {
      proc.kill('SIGKILL'); // not left running behind the failed bench
      throw new Error(`server did not become ready in ${READY_TIMEOUT_MS / 1000} s`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const msToReady = performance.now() - t0;
  return {
    url,
    proc,
    msToReady,
    stop: () =>
      new Promise((resolve) => {
        proc.once('exit', () => resolve());
        proc.kill('SIGTERM');
        setTimeout(() => proc.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

export async function signIn(url: string, email: string, password = 'Demo-pass-2026!'): Promise<string> {
  const r = await fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!r.ok) throw new Error(`sign-in failed: ${r.status}`);
  return ((await r.json()) as { accessToken: string }).accessToken;
}
