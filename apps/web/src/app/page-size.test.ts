// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { expect, it } from 'vitest';

/**
 * #11 item 7: pages compose (actions are their own components); no page file over 250 lines, and
 * no other component file either (a long one is split into composed parts).
 */
const MAX_LINES = 250;
const src = process.env.WF_WEB_SRC!;

function files(dir: string, keep: (name: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    if (e.isDirectory()) return e.name === 'locales' ? [] : files(p, keep);
    return keep(e.name) ? [p] : [];
  });
}

const tooLong = (list: string[]) =>
  list
    .map((file) => ({ file: relative(src, file), lines: readFileSync(file, 'utf8').split('\n').length }))
    .filter((p) => p.lines > MAX_LINES);

const pages = files(src, (name) => name.endsWith('-page.tsx'));
const components = files(src, (name) => name.endsWith('.tsx') && !name.endsWith('.test.tsx'));

it(`no page component file is over ${MAX_LINES} lines`, () => {
  expect(pages.length).toBeGreaterThan(20);
  expect(tooLong(pages)).toEqual([]);
});

it(`no component file under src/ (tests and locales aside) is over ${MAX_LINES} lines`, () => {
  // The walk sees the files this rule is about: shared components, the shell, the chat, the wizard.
  const seen = components.map((f) => relative(src, f).split(sep).join('/'));
  expect(seen).toEqual(
    expect.arrayContaining([
      'components/management/list/list-toolbar.tsx',
      'features/shell/vertical-navigation.tsx',
      'features/shell/toolbar-shortcuts.tsx',
      'features/apps/chat/quick-chat.tsx',
      'features/registration/registration-wizard.tsx',
    ]),
  );
  expect(seen.some((f) => f.endsWith('.test.tsx'))).toBe(false);
  expect(tooLong(components)).toEqual([]);
});
