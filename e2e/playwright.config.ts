import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { e2eSmtpPort } from './mail.ts';

const port = Number(process.env.E2E_PORT ?? 3399);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'wf-e2e-'));

/**
 * End-to-end specs drive the built app served by `npm start` on a temporary DATA_DIR (embedded
 * PGlite with the demo seed) in Debian's Chromium. Never a browser download. The server's mail goes
 * over SMTP to the sink that global-setup.ts starts (on E2E_SMTP_PORT, default E2E_PORT + 20000);
 * specs read it with e2e/mail.ts.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  timeout: 60_000,
  // CI's machine runs this suite about 1.7x slower than a quiet one here, under three workers: a page's
  // first list in a new browser context took over 10 s there (stops 41 and 42). 20 s is a wait, not a
  // budget: the time budgets are asserted by budgets.spec.ts and the benches.
  expect: { timeout: 20_000 },
  fullyParallel: false,
  // Three files at a time on a 2-core runner: the specs spend much of their time waiting (a page
  // load, the server, a mail), so two workers left the cores half idle. Measured: the whole suite
  // used about 700 CPU seconds in 18.6 min with one worker; under the same load two workers took
  // 16.5 min and three 10.6 min.
  workers: 3,
  retries: 0,
  reporter: [['list'], ['json']],
  outputDir: join(tmpdir(), 'wf-e2e-results'),
  globalSetup: './global-setup.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    // The app honours the system's "reduce motion" (lib/theme.ts): no transitions or ripples to
    // render on a 2-core runner, and nothing to wait for before a check.
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    // A loaded machine seeds slower: E2E_SERVER_TIMEOUT (ms) gives the first boot more time.
    timeout: Number(process.env.E2E_SERVER_TIMEOUT ?? 180_000),
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      SMTP_URL: `smtp://127.0.0.1:${e2eSmtpPort()}`,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Every spec signs in from 127.0.0.1: more than the default 30 sign-ins per 15 minutes.
      SIGN_IN_LIMIT_PER_IP: '1000',
      // The registration specs submit from 127.0.0.1 too: more than the default 20 per 10 minutes.
      REGISTRATION_LIMIT_PER_NETWORK: '1000',
    },
  },
});
