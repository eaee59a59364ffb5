#!/usr/bin/env node
// `npm start`: installs when node_modules is missing, builds the SPA when the build is missing or
// stale (a hash of its inputs), then runs the server, which serves the SPA and the API on one port.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { webBuildHash, readBuildHash, writeBuildHash } from './build-hash.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args, env = {}) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

if (!existsSync(join(root, 'node_modules', '.package-lock.json'))) {
  console.log('Installing dependencies (npm ci)...');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}

const hash = webBuildHash(root);
if (readBuildHash(root) !== hash) {
  console.log('Building the web app...');
  // Always a production bundle, whatever NODE_ENV the server itself runs with.
  run('npm', ['run', 'build', '--silent'], { NODE_ENV: 'production' });
  writeBuildHash(root, hash);
}

// A 1 GB old space: V8 then lets the heap grow to about 1.6x what survived its last full collection
// before the next, where with its default ceiling (4 GB here) it waits for up to 4x; an import's
// commit grew the process by up to 300 MB that way (decision 023, "The server's heap ceiling"). The
// Dockerfile's CMD and the benches (package.json) run the server's code with the same flag.
const server = spawn(process.execPath, ['--max-old-space-size=1024', '--import', 'tsx', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
