import { brotliCompressSync, constants } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';

/**
 * The weight of the public pages before the first input (issue 31, docs/decisions/022): every
 * script the page loads until its scripts stop coming, without touching it, in brotli as the server
 * sends it (the build's .br copies are quality 11; the figure is computed from each file so it
 * does not depend on whether this browser asks for br over plain http).
 */
async function scriptsBeforeInput(page: Page, path: string): Promise<{ bytes: number; files: string[] }> {
  const bodies: Array<Promise<[string, Buffer]>> = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script' && res.ok())
      bodies.push(res.body().then((b) => [new URL(res.url()).pathname, b]));
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  // A pre-rendered page asks for its scripts only after its first paint, which on a loaded machine
  // can come after the network has been quiet for 500 ms: wait for its first script, then until no
  // other has come for a second.
  await expect
    .poll(() => bodies.length, { message: 'a script before the first input', timeout: 30_000 })
    .toBeGreaterThan(0);
  for (let seen = -1; seen !== bodies.length;) {
    seen = bodies.length;
    await page.waitForTimeout(1_000);
  }
  const all = await Promise.all(bodies);
  const br = (b: Buffer) => brotliCompressSync(b, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { bytes: all.reduce((n, [, b]) => n + br(b), 0), files: all.map(([p]) => p) };
}

const BUDGETS: Array<{ path: string; maxKb: number; maxFiles: number }> = [
  { path: '/register/part-timer', maxKb: 120, maxFiles: 15 },
  { path: '/sign-in', maxKb: 120, maxFiles: 15 },
  // A worker's shift confirmation link (an unknown token: the page and its code load all the same).
  { path: '/roster-confirm/budget-check-token-0000000000000000000000', maxKb: 200, maxFiles: 40 },
];

for (const { path, maxKb, maxFiles } of BUDGETS) {
  test(`script before the first input on ${path}: at most ${maxKb} KB brotli in ${maxFiles} files`, async ({
    page,
  }, info) => {
    const { bytes, files } = await scriptsBeforeInput(page, path);
    const kb = Math.round((bytes / 1024) * 10) / 10;
    const figure = `${path}: ${kb} KB brotli (${bytes} bytes) in ${files.length} files (budget ${maxKb} KB, ${maxFiles} files)`;
    info.annotations.push({ type: 'size', description: figure });
    console.log(`bundle size ${figure}\n  ${files.join('\n  ')}`);
    expect(files.length).toBeGreaterThan(0);
    expect(bytes, figure).toBeLessThanOrEqual(maxKb * 1024);
    expect(files.length, figure).toBeLessThanOrEqual(maxFiles);
  });
}

// The pre-rendered public pages paint before they ask for any script (decision 022, issue 31):
// the scripts start after the first paint, and they do start (the loader is allowed by the CSP).
for (const [path, lang] of [
  ['/register/part-timer', 'en'],
  ['/register/part-timer', 'zh'],
  ['/sign-in', 'en'],
] as const) {
  test(`${path} (${lang}) paints before it asks for a script, then takes the page over`, async ({ browser }) => {
    const context = await browser.newContext({ locale: lang === 'zh' ? 'zh-CN' : 'en-SG' });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) refused.push(m.text());
    });
    await page.goto(path);
    // Until React has the page: its scripts have loaded by then (a quiet network for 500 ms is not
    // enough on a loaded machine, where the first paint, and so the first script, may come later).
    await page.locator('html[data-interactive]').waitFor({ state: 'attached' });
    const { paint, scripts } = await page.evaluate(() => ({
      paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      scripts: performance
        .getEntriesByType('resource')
        .filter((r) => new URL(r.name).pathname.endsWith('.js'))
        .map((r) => r.startTime),
    }));
    expect(refused).toEqual([]);
    expect(paint, 'a first contentful paint').not.toBeNull();
    expect(scripts.length, 'scripts loaded after the paint').toBeGreaterThan(0);
    expect(Math.min(...scripts)).toBeGreaterThanOrEqual(paint!);
    // The script has taken the page over: its first field answers typing.
    const field = page.getByRole('textbox').first();
    await field.fill('x');
    await expect(field).toHaveValue('x');
    await context.close();
  });
}
