// A hash of everything the web build reads, so `npm start` rebuilds exactly when it is stale.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const INPUTS = ['apps/web/src', 'apps/web/public', 'apps/web/index.html', 'apps/web/public-page.html', 'apps/web/vite.config.ts', 'apps/web/build-plugins.ts', 'apps/web/package.json', 'packages/shared/src', 'package-lock.json'];

function* files(path) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const name of readdirSync(path).sort()) yield* files(join(path, name));
  } else yield path;
}

export function webBuildHash(root) {
  const h = createHash('sha256');
  for (const input of INPUTS) {
    for (const f of files(join(root, input))) {
      if (f.endsWith('.test.ts') || f.endsWith('.test.tsx')) continue;
      h.update(relative(root, f)).update('\0').update(readFileSync(f)).update('\0');
    }
  }
  return h.digest('hex');
}

const stamp = (root) => join(root, 'apps/web/dist/.build-hash');

export function readBuildHash(root) {
  return existsSync(join(root, 'apps/web/dist/index.html')) && existsSync(stamp(root)) ? readFileSync(stamp(root), 'utf8') : null;
}

export function writeBuildHash(root, hash) {
  writeFileSync(stamp(root), hash);
}
