import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { PassThrough } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { armHardExit, dropBrokenPipes, hardExitAfterMs } from './process-guards.ts';

const MAIN = join(dirname(fileURLToPath(import.meta.url)), 'main.ts');
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

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

  it('a server whose output pipe is closed still answers /api/health and exits on SIGTERM', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'wf-epipe-'));
    dirs.push(dataDir);
    const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        PORT: '0',
        HOST: '127.0.0.1',
        LOG_LEVEL: 'info', // every request logs a line: each one meets the closed pipe
        SEED_DEMO: '0',
        ADMIN_EMAIL: 'ops@example.test',
        ADMIN_PASSWORD: 'a-long-passphrase-2026',
        DATA_DIR: dataDir,
        SHUTDOWN_TIMEOUT_MS: '1000',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const exit = new Promise<number | null>((resolve) => child.on('exit', (c) => resolve(c)));
    try {
      // Read until the port is printed, then close the reading end, as `| head -c 100` does.
      const port = await new Promise<number>((resolve, reject) => {
        let out = '';
        child.stdout!.on('data', (c: Buffer) => {
          out += c.toString();
          const m = /running at http:\/\/localhost:(\d+)/.exec(out);
          if (m) resolve(Number(m[1]));
        });
        child.once('exit', (c) => reject(new Error(`exited ${c} before listening:\n${out}`)));
      });
      child.stdout!.destroy();
      child.stderr!.destroy();
      for (let i = 0; i < 20; i++) {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        expect(res.status).toBe(200);
      }
      const t0 = performance.now();
      child.kill('SIGTERM');
      const code = await Promise.race([exit, sleep(hardExitAfterMs(1000) + 5_000).then(() => 'still running' as const)]);
      expect(code).not.toBe('still running');
      expect(performance.now() - t0).toBeLessThan(hardExitAfterMs(1000) + 1_000);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 120_000);
});
