import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pagePatterns } from '@wf/shared/contracts/common/page-path';

/**
 * A section's page paths are written once, in its `packages/shared/src/contracts/<name>/pages.ts`
 * (`page('/project-management/list/:id')`, contracts/common/page-path.ts): web routes, links, the
 * menu, the server's mails, notifications, search results and audit links all call the helpers,
 * so a path cannot drift. This test fails on a page-path literal anywhere else in the code of the
 * web, the server and shared (tests and e2e may keep literals: they assert the URLs).
 */
const root = fileURLToPath(new URL('../../../', import.meta.url));
const contracts = join(root, 'packages/shared/src/contracts');

/** Every `contracts/<name>/pages.ts` (and `apps/<app>/pages.ts`) path. */
function pagesFiles(): string[] {
  const out: string[] = [];
  for (const base of [contracts, join(contracts, 'apps')])
    for (const d of readdirSync(base, { withFileTypes: true }))
      if (d.isDirectory()) {
        const file = join(base, d.name, 'pages.ts');
        try {
          if (statSync(file).isFile()) out.push(file);
        } catch {
          /* a folder without pages */
        }
      }
  return out;
}

/** Each section's page patterns (its exported page objects' `PagePath` values). */
async function sectionPatterns(): Promise<Array<{ file: string; patterns: string[] }>> {
  const found = [];
  for (const file of pagesFiles()) {
    const mod = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    const patterns = Object.values(mod).flatMap((v) =>
      typeof v === 'object' && v !== null ? pagePatterns(v as Record<string, unknown>) : [],
    );
    found.push({ file: relative(root, file), patterns });
  }
  return found;
}

/** A string or template literal that starts with a page path of these first segments (`'/x-management/…'`, a route's `'x-management/…'`). */
function literalFinder(families: readonly string[]): RegExp {
  const f = families.map((s) => s.replace(/[-/\\^$*+?.()|[\]{}]/g, '\\$&')).join('|');
  return new RegExp(`[\`'"](?:/(?:${f})(?=[/?\`'"])|(?:${f})/)`, 'g');
}

/** Code without its comments (block and line), so a comment may name a path. */
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\'"`])\/\/.*$/gm, '$1');

/** The literals of one text, as `line: text`. */
function pathLiterals(text: string, finder: RegExp): string[] {
  return withoutComments(text)
    .split('\n')
    .flatMap((line, i) => (line.match(finder) ? [`${i + 1}: ${line.trim()}`] : []));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => {
    const path = join(dir, d.name);
    if (d.isDirectory()) return d.name === 'node_modules' || d.name === 'test' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(d.name) && !/\.test\.tsx?$/.test(d.name) ? [path] : [];
  });
}

describe('page paths are written only in their section', async () => {
  const sections = await sectionPatterns();
  const families = [...new Set(sections.flatMap((s) => s.patterns.map((p) => p.split('/')[1]!)))].sort();
  const finder = literalFinder(families);

  it('each section defines its pages with page(), and no pattern twice', () => {
    const all = sections.flatMap((s) => s.patterns.map((p) => `${p} (${s.file})`));
    expect(families).toEqual(expect.arrayContaining(['project-management', 'part-timer-management', 'roster-management']));
    const byPattern = new Map<string, string[]>();
    for (const s of sections) for (const p of s.patterns) byPattern.set(p, [...(byPattern.get(p) ?? []), s.file]);
    expect([...byPattern].filter(([, files]) => files.length > 1)).toEqual([]);
    expect(all.length).toBeGreaterThan(40);
  });

  it('finds a literal in made-up code, and not the helpers', () => {
    const code = [
      "navigate('/project-management/list');",
      'const a = `/roster-management/list/${id}?pick=1`;',
      "{ path: 'client-management/list/:id' }",
      '<Link to="/part-timer-management/pending">',
      "const b = '/project-management';",
      "navigate(projectPages.record(id)); // '/project-management/list/x' in a comment",
      "import { x } from '@wf/shared/contracts/data-migration/endpoints';",
      "const menuId = 'project-management.list';",
    ].join('\n');
    expect(pathLiterals(code, finder).map((l) => l.split(':')[0])).toEqual(['1', '2', '3', '4', '5']);
  });

  it('no page-path literal outside contracts/<name>/pages.ts (web, server, shared; tests exempt)', () => {
    const own = new Set(sections.map((s) => s.file));
    const found = ['apps/web/src', 'apps/server/src', 'packages/shared/src']
      .flatMap((d) => sourceFiles(join(root, d)))
      .filter((f) => !own.has(relative(root, f)))
      .flatMap((f) => pathLiterals(readFileSync(f, 'utf8'), finder).map((l) => `${relative(root, f)}:${l}`));
    expect(found).toEqual([]);
  });
});
