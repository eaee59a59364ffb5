import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

/** Gzipped bytes of every script the page loads before the first interaction. */
async function scriptBytesBeforeInteraction(page: Page, path: string): Promise<{ gz: number; files: number }> {
  const bodies: Promise<Buffer>[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script' && res.ok()) bodies.push(res.body());
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const all = await Promise.all(bodies);
  return { gz: all.reduce((n, b) => n + gzipSync(b, { level: 9 }).length, 0), files: all.length };
}

const BUDGETS: Array<{ path: string; maxKb: number }> = [
  { path: '/register/part-timer', maxKb: 200 },
  { path: '/sign-in', maxKb: 200 },
  // A worker's shift confirmation link (an unknown token: the page and its code load all the same).
  { path: '/roster-confirm/budget-check-token-0000000000000000000000', maxKb: 200 },
];

for (const { path, maxKb } of BUDGETS) {
  test(`JS before first interaction on ${path} stays within ${maxKb} KB gzipped`, async ({ page }, info) => {
    const { gz, files } = await scriptBytesBeforeInteraction(page, path);
    const kb = Math.round((gz / 1024) * 10) / 10;
    info.annotations.push({ type: 'size', description: `${path}: ${kb} KB gzipped in ${files} files` });
    console.log(`bundle size ${path}: ${kb} KB gzipped in ${files} files`);
    expect(files).toBeGreaterThan(0);
    expect(kb).toBeLessThanOrEqual(maxKb);
  });
}
