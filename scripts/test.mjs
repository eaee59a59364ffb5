#!/usr/bin/env node
// `npm test`: every test. Lint, typecheck, unit + component + API tests on PGlite, the API suite
// again on PostgreSQL when TEST_DATABASE_URL is set, the production build, and the Playwright
// end-to-end specs (which include the bundle size budgets). Ends with "N passed, N failed".
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { webBuildHash, writeBuildHash } from './build-hash.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = mkdtempSync(join(tmpdir(), 'wf-test-'));
const only = process.argv.slice(2); // e.g. `npm test -- unit e2e`
const results = [];

const wanted = (name) => !only.length || only.some((o) => name.startsWith(o));

function step(name, fn) {
  if (!wanted(name)) return;
  console.log(`\n=== ${name} ===`);
  const t0 = Date.now();
  const r = fn();
  results.push({ name, ...r, seconds: Math.round((Date.now() - t0) / 1000) });
}

/**
 * Checks that share no state run side by side (lint and typecheck: each mostly one core). Each
 * one's output is held and printed whole when it ends, so the log reads like the serial steps.
 */
async function parallelChecks(checks) {
  const runs = checks
    .filter(([name]) => wanted(name))
    .map(([name, cmd, args]) => {
      const t0 = Date.now();
      return new Promise((done) => {
        const child = spawn(cmd, args, { cwd: root, env: process.env });
        const output = [];
        child.stdout.on('data', (b) => output.push(b));
        child.stderr.on('data', (b) => output.push(b));
        child.on('close', (code) => {
          console.log(`\n=== ${name} ===`);
          process.stdout.write(Buffer.concat(output));
          const ok = code === 0;
          done({ name, passed: ok ? 1 : 0, failed: ok ? 0 : 1, seconds: Math.round((Date.now() - t0) / 1000) });
        });
      });
    });
  results.push(...(await Promise.all(runs)));
}

function exec(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

function vitest(label, args, env) {
  return () => {
    const file = join(out, `${label}.json`);
    const code = exec(
      'npx',
      ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...args],
      env,
    );
    if (!existsSync(file)) return { passed: 0, failed: 1 };
    const j = JSON.parse(readFileSync(file, 'utf8'));
    const failed = j.numFailedTests + (code !== 0 && j.numFailedTests === 0 ? 1 : 0);
    return { passed: j.numPassedTests, failed };
  };
}

const pgUrl = process.env.TEST_DATABASE_URL;
/** 31 January, 23:59 in Singapore: the last minute of a month and, in UTC, not yet its last hour. */
const AWKWARD_DAY = '2027-01-31T15:59:00Z';

/**
 * The API suite: the server's test files that open a database, i.e. import the test harness
 * (test/harness.ts or test/use-test-context.ts). The other server files (parsers, PDF layout,
 * providers with fakes, lint rules) do not read TEST_DATABASE_URL, so a second run on PostgreSQL
 * would repeat them to no purpose.
 */
function apiTestFiles() {
  const dir = join(root, 'apps/server/src');
  const usesDatabase = /from '[^']*\/(harness|use-test-context)(\.ts)?'/;
  return readdirSync(dir, { recursive: true })
    .filter((f) => f.endsWith('.test.ts'))
    .filter((f) => usesDatabase.test(readFileSync(join(dir, f), 'utf8')))
    .map((f) => relative(root, join(dir, f)));
}

await parallelChecks([
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['typecheck', 'npm', ['run', 'typecheck', '--silent']],
]);
step('unit+api (PGlite)', vitest('vitest-pglite', [], { TEST_DATABASE_URL: '' }));
// Everything once more on an awkward day (docs/decisions/016-one-clock.md): the last minute of a
// month in Singapore, when the UTC date is the same day but 8 hours earlier. A test that builds its
// dates from the real clock, or code that reads it outside the one clock, fails here rather than on
// a bad day of the month. With PostgreSQL, the API suite's second run (on PostgreSQL) is the one on
// the awkward day and the files that open no database run beside it, so the day costs no third run
// of the API suite; without it, everything runs again on PGlite. Skipped when the caller set
// TEST_NOW for the whole run (the first step then already ran on the day asked for).
const awkward = process.env.TEST_NOW ? {} : { TEST_NOW: AWKWARD_DAY };
const onDay = process.env.TEST_NOW ? '' : ` at ${AWKWARD_DAY}`;
if (pgUrl) {
  const api = apiTestFiles();
  step(
    `api (PostgreSQL)${onDay}`,
    vitest('vitest-postgres', ['--project', 'server', '--project', 'server-timed', ...api], { TEST_DATABASE_URL: pgUrl, ...awkward }),
  );
  if (!process.env.TEST_NOW)
    step(
      `unit${onDay}`,
      // The API files are left out through vitest.config.ts (WF_TEST_EXCLUDE, paths from apps/server):
      // a project's own exclude list takes the place of the command line's --exclude.
      vitest('vitest-unit-awkward-day', [], {
        TEST_DATABASE_URL: '',
        WF_TEST_EXCLUDE: api.map((f) => relative('apps/server', f)).join(','),
        ...awkward,
      }),
    );
} else if (!process.env.TEST_NOW)
  step(`unit+api (PGlite)${onDay}`, vitest('vitest-pglite-awkward-day', [], { TEST_DATABASE_URL: '', ...awkward }));
step('build', () => {
  const hash = webBuildHash(root);
  const code = exec('npm', ['run', 'build', '--silent'], { NODE_ENV: 'production' });
  if (code === 0) writeBuildHash(root, hash);
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
});
step('e2e (Playwright, Chromium)', () => {
  const file = join(out, 'playwright.json');
  const code = exec('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: file,
  });
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const s = JSON.parse(readFileSync(file, 'utf8')).stats;
  return { passed: s.expected + s.flaky, failed: s.unexpected + (code !== 0 && s.unexpected === 0 ? 1 : 0) };
});

console.log('\nSummary');
for (const r of results)
  console.log(
    `  ${r.name.padEnd(30)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed  ${r.seconds}s`,
  );
const passed = results.reduce((a, r) => a + r.passed, 0);
const failed = results.reduce((a, r) => a + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
