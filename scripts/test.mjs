#!/usr/bin/env node
// `npm test`: every test. Lint, typecheck, unit + component + API tests on PGlite, the API suite
// again on PostgreSQL when TEST_DATABASE_URL is set, the production build, and the Playwright
// end-to-end specs (which include the bundle size budgets). Ends with "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { webBuildHash, writeBuildHash } from './build-hash.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = mkdtempSync(join(tmpdir(), 'wf-test-'));
const only = process.argv.slice(2); // e.g. `npm test -- unit e2e`
const results = [];

function step(name, fn) {
  if (only.length && !only.some((o) => name.startsWith(o))) return;
  console.log(`\n=== ${name} ===`);
  const t0 = Date.now();
  const r = fn();
  results.push({ name, ...r, seconds: Math.round((Date.now() - t0) / 1000) });
}

function exec(cmd, args, env = {}) {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return r.status ?? 1;
}

const check = (cmd, args, env) => () => (exec(cmd, args, env) === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 });

function vitest(label, args, env) {
  return () => {
    const file = join(out, `${label}.json`);
    const code = exec('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`, ...args], env);
    if (!existsSync(file)) return { passed: 0, failed: 1 };
    const j = JSON.parse(readFileSync(file, 'utf8'));
    const failed = j.numFailedTests + (code !== 0 && j.numFailedTests === 0 ? 1 : 0);
    return { passed: j.numPassedTests, failed };
  };
}

const pgUrl = process.env.TEST_DATABASE_URL;

step('lint', check('npx', ['eslint', '.', '--max-warnings=0']));
step('typecheck', check('npm', ['run', 'typecheck', '--silent']));
step('unit+api (PGlite)', vitest('vitest-pglite', [], { TEST_DATABASE_URL: '' }));
if (pgUrl) step('api (PostgreSQL)', vitest('vitest-postgres', ['--project', 'server'], { TEST_DATABASE_URL: pgUrl }));
step('build', () => {
  const hash = webBuildHash(root);
  const code = exec('npm', ['run', 'build', '--silent'], { NODE_ENV: 'production' });
  if (code === 0) writeBuildHash(root, hash);
  return code === 0 ? { passed: 1, failed: 0 } : { passed: 0, failed: 1 };
});
step('e2e (Playwright, Chromium)', () => {
  const file = join(out, 'playwright.json');
  const code = exec('npx', ['playwright', 'test', '--config', 'e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: file });
  if (!existsSync(file)) return { passed: 0, failed: 1 };
  const s = JSON.parse(readFileSync(file, 'utf8')).stats;
  return { passed: s.expected + s.flaky, failed: s.unexpected + (code !== 0 && s.unexpected === 0 ? 1 : 0) };
});

console.log('\nSummary');
for (const r of results) console.log(`  ${r.name.padEnd(30)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed  ${r.seconds}s`);
const passed = results.reduce((a, r) => a + r.passed, 0);
const failed = results.reduce((a, r) => a + r.failed, 0);
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 ? 1 : 0);
