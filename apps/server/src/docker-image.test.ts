import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { DEFAULT_REGISTRATION_MAX_MB } from './config.ts';

/**
 * The Docker image, checked statically (no Docker daemon here: the image is not built by the
 * tests). What a build or a container start would trip over is checked against the repository:
 * the files the Dockerfile copies exist and reach the build context, the stages it copies from
 * exist, the runtime command is the one `npm start` runs, the runtime stage is non-root with a
 * health check and a data volume, and the production install holds every package the server
 * imports at run time.
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const read = (p: string) => readFileSync(join(root, p), 'utf8');

type Instruction = { op: string; args: string };
type Stage = { name: string | null; instructions: Instruction[] };

function dockerfileStages(text: string): Stage[] {
  const lines = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const stages: Stage[] = [];
  for (const line of lines) {
    const [, op = '', args = ''] = /^(\S+)\s*(.*)$/.exec(line) ?? [];
    if (op.toUpperCase() === 'FROM') stages.push({ name: /\bAS\s+(\S+)/i.exec(args)?.[1] ?? null, instructions: [] });
    stages.at(-1)?.instructions.push({ op: op.toUpperCase(), args });
  }
  return stages;
}

/** .dockerignore as a matcher (Go filepath.Match patterns, `**`, `!` exceptions; last match wins). */
function dockerIgnore(text: string): (path: string) => boolean {
  const rules = text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => {
      const negate = l.startsWith('!');
      const pattern = (negate ? l.slice(1) : l).replace(/^\/+|\/+$/g, '');
      const re = pattern
        .split('/')
        .map((seg) => (seg === '**' ? '.*' : seg.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]')))
        .join('/')
        .replace(/\.\*\//g, '(?:.*/)?');
      // A pattern matches the path itself or any parent directory of it.
      return { negate, re: new RegExp(`^${re}(?:/.*)?$`) };
    });
  return (path) => rules.reduce((ignored, r) => (r.re.test(path) ? !r.negate : ignored), false);
}

/** The COPY instructions' sources: from the build context, or from a named stage. */
function copies(stage: Stage): Array<{ from: string | null; sources: string[]; dest: string }> {
  return stage.instructions
    .filter((i) => i.op === 'COPY')
    .map((i) => {
      const words = i.args.split(/\s+/);
      const from = words.find((w) => w.startsWith('--from='))?.slice('--from='.length) ?? null;
      const paths = words.filter((w) => !w.startsWith('--'));
      return { from, sources: paths.slice(0, -1), dest: paths.at(-1)! };
    });
}

const stages = dockerfileStages(read('Dockerfile'));
const runtime = stages.at(-1)!;
const ignored = dockerIgnore(read('.dockerignore'));
const rootPackage = JSON.parse(read('package.json')) as { workspaces: string[]; scripts: Record<string, string> };

describe('Dockerfile (static checks; the image is not built here)', () => {
  it('is multi-stage, and every COPY --from names an earlier stage', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    stages.forEach((stage, i) => {
      const earlier = stages.slice(0, i).map((s) => s.name);
      for (const c of copies(stage)) if (c.from) expect(earlier, `COPY --from=${c.from}`).toContain(c.from);
    });
  });

  it('every file it copies from the build context exists and is not excluded by .dockerignore', () => {
    // The matcher reads .dockerignore as Docker does.
    expect(ignored('apps/server/src/test/harness.ts')).toBe(true);
    expect(ignored('apps/server/src/app.test.ts')).toBe(true);
    expect(ignored('apps/web/node_modules/x/index.js')).toBe(true);
    expect(ignored('e2e/lists.spec.ts')).toBe(true);
    expect(ignored('e2e/package.json')).toBe(false);
    expect(ignored('apps/server/src/app.ts')).toBe(false);
    const sources = stages.flatMap((s) => copies(s).filter((c) => !c.from).flatMap((c) => c.sources));
    expect(sources.length).toBeGreaterThan(5);
    for (const src of sources) {
      expect(existsSync(join(root, src)), `${src} exists`).toBe(true);
      expect(ignored(src), `${src} is in the build context`).toBe(false);
    }
  });

  it('each install stage copies every workspace package.json with the lock file (npm ci needs them all)', () => {
    const installs = stages.filter((s) => s.instructions.some((i) => i.op === 'RUN' && /\bnpm ci\b/.test(i.args)));
    expect(installs.length).toBeGreaterThanOrEqual(2);
    for (const s of installs) {
      const copied = copies(s).flatMap((c) => c.sources);
      expect(copied).toEqual(expect.arrayContaining(['package.json', 'package-lock.json']));
      for (const ws of rootPackage.workspaces) expect(copied, s.name ?? '').toContain(`${ws}/package.json`);
    }
  });

  it('the runtime stage runs what `npm start` runs: the server entry through tsx', () => {
    const cmd = JSON.parse(runtime.instructions.find((i) => i.op === 'CMD')!.args) as string[];
    // scripts/start.mjs spawns process.execPath with these arguments.
    const start = read('scripts/start.mjs');
    const spawned = /spawn\(process\.execPath, (\[[^\]]*\])/.exec(start)?.[1];
    expect(spawned).toBeDefined();
    expect(rootPackage.scripts.start).toBe('node scripts/start.mjs');
    expect(cmd).toEqual(['node', ...(JSON.parse(spawned!.replace(/'/g, '"')) as string[])]);
    const entry = cmd.at(-1)!;
    expect(existsSync(join(root, entry))).toBe(true);
    // The server's V8 flags (the heap ceiling, decision 023) come before the entry; the benches, which
    // measure the server's code in their own process, run with the same ones.
    const flags = cmd.slice(1, cmd.indexOf('--import'));
    expect(flags).toContain('--max-old-space-size=1024');
    expect(rootPackage.scripts.bench).toBe(`node ${flags.join(' ')} --import tsx bench/run.ts`);
    // The runtime stage has the server's sources, the shared package and the built web app.
    const copied = copies(runtime);
    expect(copied.flatMap((c) => c.sources)).toEqual(expect.arrayContaining(['apps/server', 'packages/shared', 'tsconfig.base.json']));
    expect(copied.find((c) => c.from && c.sources.includes('/app/apps/web/dist'))?.dest).toBe('apps/web/dist');
    // The worker threads' entry (contract PDFs, PDF checks) is a .mjs file the image must hold.
    expect(ignored('apps/server/src/threads/worker-entry.mjs')).toBe(false);
    expect(ignored(entry)).toBe(false);
  });

  it('the runtime stage is non-root, production, with a health check on /api/health and a data volume', () => {
    const ops = runtime.instructions;
    const userAt = ops.findIndex((i) => i.op === 'USER');
    expect(userAt).toBeGreaterThan(0);
    expect(ops[userAt]!.args).not.toMatch(/^(root|0)(:|$)/);
    expect(userAt).toBeLessThan(ops.findIndex((i) => i.op === 'CMD'));
    const env = ops.filter((i) => i.op === 'ENV').map((i) => i.args).join(' ');
    expect(env).toMatch(/NODE_ENV=production/);
    const dataDir = /DATA_DIR=(\S+)/.exec(env)?.[1];
    expect(dataDir).toBeDefined();
    expect(ops.find((i) => i.op === 'VOLUME')?.args).toContain(dataDir);
    // The volume's directory belongs to the user the server runs as (PGlite writes there).
    const user = ops[userAt]!.args.split(':')[0]!;
    expect(ops.some((i) => i.op === 'RUN' && i.args.includes(`chown ${user}`) && i.args.includes(dataDir!))).toBe(true);
    const health = ops.find((i) => i.op === 'HEALTHCHECK')?.args ?? '';
    expect(health).toMatch(/\/api\/health/);
    expect(health).toMatch(/--timeout=\d+s/);
  });

  it('the production install holds every package the server imports at run time', () => {
    const prodInstall = stages.find((s) => s.instructions.some((i) => i.op === 'RUN' && /npm ci .*--omit=dev/.test(i.args)))!;
    const run = prodInstall.instructions.find((i) => i.op === 'RUN' && /npm ci/.test(i.args))!.args;
    const workspaces = [...run.matchAll(/--workspace=(\S+)/g)].map((m) => m[1]!);
    const manifests = ['apps/server', 'packages/shared'].map(
      (dir) => JSON.parse(read(`${dir}/package.json`)) as { name: string; dependencies?: Record<string, string> },
    );
    if (workspaces.length) for (const m of manifests) expect(workspaces).toContain(m.name);
    const available = new Set(manifests.flatMap((m) => [m.name, ...Object.keys(m.dependencies ?? {})]));

    const runtimeFiles = (dir: string): string[] =>
      readdirSync(join(root, dir)).flatMap((name) => {
        const p = `${dir}/${name}`;
        if (statSync(join(root, p)).isDirectory()) return ignored(p) ? [] : runtimeFiles(p);
        return /\.(ts|mjs)$/.test(name) && !ignored(p) && !name.includes('test') ? [p] : [];
      });
    const missing = new Set<string>();
    let imports = 0;
    for (const file of [...runtimeFiles('apps/server/src'), ...runtimeFiles('packages/shared/src')]) {
      const text = readFileSync(join(root, file), 'utf8');
      for (const [, spec] of text.matchAll(/^\s*(?:import|export)\s(?!type\s)[^'"]*?from\s+'([^']+)'/gm)) {
        if (spec!.startsWith('.') || spec!.startsWith('node:') || builtinModules.includes(spec!)) continue;
        imports++;
        const pkg = spec!.startsWith('@') ? spec!.split('/').slice(0, 2).join('/') : spec!.split('/')[0]!;
        if (!available.has(pkg)) missing.add(`${pkg} (${relative(root, join(root, file))})`);
      }
    }
    expect(imports).toBeGreaterThan(100);
    expect([...missing]).toEqual([]);
  });
});

describe('compose.yaml (static checks)', () => {
  const compose = parseYaml(read('compose.yaml')) as {
    services: Record<
      string,
      {
        build?: unknown;
        image?: string;
        restart?: string;
        healthcheck?: { test: string[] | string };
        depends_on?: Record<string, { condition: string }>;
        environment?: Record<string, string>;
        stop_grace_period?: string;
        deploy?: { replicas?: string | number };
        ports?: string[];
        volumes?: string[];
      }
    >;
  };

  it('runs the image with PostgreSQL: health checks, restart policy, the app waits for a healthy database', () => {
    const app = compose.services.app!;
    const db = compose.services.db!;
    expect(app.build).toBeDefined();
    expect(app.restart).toBe('unless-stopped');
    expect(db.restart).toBe('unless-stopped');
    expect(JSON.stringify(app.healthcheck?.test)).toMatch(/\/api\/health/);
    expect(JSON.stringify(db.healthcheck?.test)).toMatch(/pg_isready/);
    expect(app.depends_on?.db?.condition).toBe('service_healthy');
    expect(app.environment?.DATABASE_URL).toMatch(/@db:5432\//);
    // Docker waits this long after SIGTERM: longer than the server's own drain timeout.
    const grace = Number(/^(\d+)s$/.exec(app.stop_grace_period ?? '')?.[1]) * 1000;
    const drain = Number(/SHUTDOWN_TIMEOUT_MS:-(\d+)/.exec(app.environment?.SHUTDOWN_TIMEOUT_MS ?? '')?.[1]);
    expect(grace).toBeGreaterThan(drain);
  });

  it('runs several app instances on the one database behind one address (the proxy), none publishing a port of its own', () => {
    const app = compose.services.app!;
    const proxy = compose.services.proxy!;
    // Two by default (APP_REPLICAS); a fixed host port on the app would stop a second one starting.
    expect(String(app.deploy?.replicas)).toMatch(/^\$\{APP_REPLICAS:-([2-9]|\d{2,})\}$/);
    expect(app.ports).toBeUndefined();
    expect(proxy.ports).toEqual(['${PORT:-3000}:80']);
    expect(proxy.restart).toBe('unless-stopped');
    expect(proxy.depends_on?.app?.condition).toBe('service_healthy');
    expect(JSON.stringify(proxy.healthcheck?.test)).toMatch(/\/api\/health/);
    // Shared state is in PostgreSQL: files too (not a directory inside one instance's container).
    expect(app.environment?.DATABASE_URL).toBeDefined();
    expect(app.environment?.STORAGE).toMatch(/^\$\{STORAGE:-(database|s3)\}$/);
    // Client addresses (the per-network rate limits) come from the proxy, which overwrites them.
    expect(app.environment?.TRUST_PROXY).toBe('1');

    const mount = proxy.volumes?.find((v) => v.endsWith(':/etc/nginx/nginx.conf:ro'));
    expect(mount).toBeDefined();
    const conf = read(mount!.split(':')[0]!.replace(/^\.\//, ''));
    // Every replica of the app service, re-resolved through Docker's DNS as instances come and go.
    expect(conf).toMatch(/resolver 127\.0\.0\.11\b/);
    expect(conf).toMatch(/server app:3000 resolve;/);
    expect(conf).toMatch(/proxy_pass http:\/\/app;/);
    expect(conf).toMatch(/proxy_set_header X-Forwarded-For \$remote_addr;/);
    expect(conf).not.toMatch(/proxy_add_x_forwarded_for/);
    // The proxy lets the largest registration through (the app answers 413 itself past its cap).
    const bodyMb = Number(/client_max_body_size (\d+)m;/.exec(conf)?.[1]);
    expect(bodyMb).toBeGreaterThan(DEFAULT_REGISTRATION_MAX_MB);
  });
});
