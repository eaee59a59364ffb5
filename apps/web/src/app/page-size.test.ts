// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, it } from 'vitest';

/** #11 item 7: pages compose (actions are their own components); no page file over 250 lines. */
const MAX_LINES = 250;

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = join(dir, e.name);
    return e.isDirectory() ? pages(p) : e.name.endsWith('-page.tsx') ? [p] : [];
  });
}

it(`no page component file is over ${MAX_LINES} lines`, () => {
  const src = process.env.WF_WEB_SRC!;
  const tooLong = pages(src)
    .map((file) => ({ file: relative(src, file), lines: readFileSync(file, 'utf8').split('\n').length }))
    .filter((p) => p.lines > MAX_LINES);
  expect(tooLong).toEqual([]);
});
