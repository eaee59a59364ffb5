import { expect, test } from '@playwright/test';

/**
 * How the built app is delivered to a phone on mobile data: the public registration page names
 * its lazy chunks and its texts in its head (so they download alongside the entry script), every
 * script is sent compressed and cached for good, and the browser uses each hint (nothing is
 * fetched twice, no "preloaded but not used" warning).
 */

const hrefs = (html: string, rel: RegExp) =>
  [...html.matchAll(/<link ([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((a) => rel.test(a))
    .map((a) => /href="([^"]+)"/.exec(a)![1]!);

test('the registration page names its chunks, style and texts, all served compressed with the right cache headers', async ({
  request,
}) => {
  const page = await request.get('/register/part-timer', { headers: { 'accept-encoding': 'br, gzip' } });
  expect(page.status()).toBe(200);
  expect(page.headers()['content-encoding']).toBe('br');
  expect(page.headers()['cache-control']).toBe('no-cache');
  const html = await page.text();
  // The page is drawn before any script is asked for: the entry and the hints are not in the
  // head but in the list its one inline script starts after the first paint (decision 022).
  expect(html).not.toMatch(/<script type="module"/);
  expect(hrefs(html, /rel="(modulepreload|preload)"/)).toEqual([]);
  const list = JSON.parse(/<script type="application\/json" id="wf-scripts">([^<]*)<\/script>/.exec(html)![1]!) as {
    entry: string;
    links: Array<{ rel: string; href: string; as?: string }>;
  };
  const modules = list.links.filter((l) => l.rel === 'modulepreload').map((l) => l.href);
  const scripts = [list.entry];
  // The registration page's own chunk is among the hints, with the form and MUI pieces it imports.
  expect(modules.some((m) => /\/assets\/registration-page-[\w-]+\.js$/.test(m))).toBe(true);
  expect(modules.length).toBeGreaterThan(5);
  expect(list.links.filter((l) => l.as === 'fetch').map((l) => l.href)).toEqual(['/translation/en_zh.json']);
  // Its first step is in the HTML (pre-rendered), and so is its CSS: the first paint waits for no request.
  expect(html).toContain('<div id="root" data-prerendered="en">');
  expect(html).toMatch(/<style data-href="\/assets\/registration-common-[\w-]+\.css">[^<]*\.reg-page/);

  for (const src of [...scripts, ...modules]) {
    const res = await request.get(src, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.status(), src).toBe(200);
    expect(res.headers()['cache-control'], src).toBe('public, max-age=31536000, immutable');
    // The build keeps no compressed copy of a file of a few hundred bytes.
    if ((await res.body()).length > 512) expect(res.headers()['content-encoding'], src).toBe('br');
  }
  const texts = await request.get('/translation/en_zh.json', { headers: { 'accept-encoding': 'gzip' } });
  expect(texts.headers()['content-encoding']).toBe('gzip');
  expect(texts.headers()['cache-control']).not.toContain('immutable');
  expect(Object.keys(await texts.json()).sort()).toEqual(['en', 'zh']);

  // The staff app keeps its own entry; the public page does not load it.
  const staffPage = await (await request.get('/part-timers/list')).text();
  const staffEntry = /<script type="module" crossorigin src="([^"]+)"/.exec(staffPage)![1]!;
  expect(staffEntry).not.toBe(scripts[0]);
  expect(modules).not.toContain(staffEntry);
});

test('the browser uses every hint once: no request twice, no unused preload', async ({ page }) => {
  const requested: string[] = [];
  const warnings: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  page.on('console', (m) => {
    if (m.type() === 'warning' || m.type() === 'error') warnings.push(m.text());
  });
  await page.goto('/register/part-timer');
  await expect(page.getByRole('heading', { level: 1, name: 'Part-Timer Registration', exact: true })).toBeVisible();
  await expect(page.locator('#reg-where_know_us')).toBeVisible();
  // Chromium reports an unused preload a few seconds after the load event.
  await page.waitForTimeout(3500);
  const twice = requested.filter((p, i) => requested.indexOf(p) !== i);
  expect(twice).toEqual([]);
  expect(requested.filter((p) => p === '/translation/en_zh.json')).toHaveLength(1);
  expect(warnings.filter((w) => /preload/i.test(w))).toEqual([]);
});
