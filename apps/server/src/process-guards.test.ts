import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { armHardExit, dropBrokenPipes, hardExitAfterMs } from './process-guards.ts';

const MAIN = join(dirname(fileURLToPath(import.meta.url)), 'main.ts');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** A port nobody listens on now (the server under test gets it: its banner, with the port, goes into the closed pipe). */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

describe('logging never holds the process; SIGTERM always ends it (issue #26 item 12)', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it('an EPIPE on an output stream is dropped and later writes go nowhere, without throwing', async () => {
    const out = new PassThrough() as unknown as NodeJS.WriteStream;
    dropBrokenPipes([out]);
    out.emit('error', Object.assign(new Error('write EPIPE'), { code: 'EPIPE' }));
    expect(out.destroyed).toBe(true);
    expect(() => out.write('after the reader left\n')).not.toThrow();
    await sleep(10); // the write-after-destroy error arrives on the next tick and is swallowed too
  });

  it('the hard exit fires after the grace, on a timer that keeps the process alive until then', async () => {
    expect(hardExitAfterMs(10_000)).toBe(12_000);
    let code: number | null = null;
    const t = armHardExit(20, (c) => (code = c));
    expect(t.hasRef()).toBe(true);
    await sleep(60);
    expect(code).toBe(1);
  });

  /**
   * As the probe ran it: `node main.ts 2>&1 | head -c 100`, a real shell pipe whose reader leaves after
   * 100 bytes, before the start-up banner is written. Without the guards the banner's EPIPE killed the
   * server before it ever answered (checked by reverting main.ts's three guard lines: "health never
   * answered", see notes/visibility.md); with them it answers, logs every request into the closed pipe,
   * and ends within SHUTDOWN_TIMEOUT_MS of SIGTERM.
   */
  it('a server piped into `head -c 100` answers /api/health, logs into the closed pipe, and exits on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'wf-epipe-'));
    dirs.push(dataDir);
    const port = await freePort();
    const pidFile = join(dataDir, 'server.pid');
    const server = `"${process.execPath}" --import tsx "${MAIN}" 2>&1 & echo $! > "${pidFile}"; wait`;
    const shell = spawn('/bin/sh', ['-c', `( ${server} ) | head -c 100 > /dev/null`], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info', // every request logs a line: each one meets the closed pipe
        SEED_DEMO: '0',
        ADMIN_EMAIL: 'ops@example.test',
        ADMIN_PASSWORD: 'a-long-passphrase-2026',
        DATA_DIR: dataDir,
        SHUTDOWN_TIMEOUT_MS: '1000',
      },
      stdio: 'ignore',
    });
    let pid = 0;
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    try {
      // Start-up compiles the app with tsx: on a busy machine that takes a minute.
      let health = 0;
      for (let i = 0; i < 150 && health !== 200; i++) {
        await sleep(1000);
        if (!pid && existsSync(pidFile)) pid = Number(readFileSync(pidFile, 'utf8').trim()) || 0;
        if (pid && !alive()) break; // died of its own output
        health = await fetch(`http://127.0.0.1:${port}/api/health`).then((r) => r.status, () => 0);
      }
      expect(pid).toBeGreaterThan(0);
      expect(health, 'the server behind a closed pipe never answered /api/health').toBe(200);
      for (let i = 0; i < 20; i++) expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
      const t0 = performance.now();
      process.kill(pid, 'SIGTERM');
      while (alive() && performance.now() - t0 < hardExitAfterMs(1000) + 5_000) await sleep(50);
      expect(alive(), 'still running after SIGTERM').toBe(false);
      expect(performance.now() - t0).toBeLessThan(hardExitAfterMs(1000) + 1_000);
    } finally {
      if (pid && alive()) process.kill(pid, 'SIGKILL');
      if (shell.exitCode === null) shell.kill('SIGKILL');
    }
  }, 240_000);
});
