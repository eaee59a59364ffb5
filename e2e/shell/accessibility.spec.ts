import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page, type Route } from '@playwright/test';
import { codesShown, goClientSide, requestTracker, settle, signedIn, storedToken } from '../fixtures.ts';

/**
 * #13 item 18: axe finds no WCAG 2.1 A/AA violation on any staff page, in several layouts and in
 * both colour schemes, nor on the sign-in page and the first step of the public registration.
 *
 * The staff routes are the links of the menu the API serves to admin (who sees all of it), the
 * profile, and one detail page each of a worker, a client and a project of the demo data. One
 * signed-in page per layout and scheme walks them with the router's own navigation (no reload), so
 * the whole spec stays short; the layout and scheme are put into this page's settings answer, never
 * saved to the demo admin's account (other specs running beside this one share it).
 */

/**
 * axe-core 4.14 (e2e/package.json; @axe-core/playwright bundles 4.13): from 4.14 on,
 * label-content-name-mismatch is a wcag21a rule, no longer experimental. Injected once per
 * document: the route changes below keep the document, and axe need not be evaluated again.
 */
const AXE_SOURCE = `if (!window.axe) {${readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')}\n}`;
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Three layouts share the route walk: the vertical menu as a tree on the dark drawer (classy, the
 * default), the compact drawer of icons with titles, and the horizontal bar on the primary-coloured
 * header (enterprise). In each scheme every route is checked once, in one of the three (in turn,
 * shifted by one between the schemes, so a route is seen in two layouts), and each of the three
 * frames is checked on a third of the routes. The other layouts' frames are checked on one page each.
 */
const FULL_LAYOUTS = ['classy', 'compact', 'enterprise'] as const;
const OTHER_LAYOUTS = ['classic', 'dense', 'futuristic', 'thin', 'centered', 'material', 'modern'] as const;
const SCHEMES = ['light', 'dark'] as const;

type Finding = { where: string; rule: string; targets: string[] };

/** Every violation of the WCAG 2.0 / 2.1 A and AA rules on the page as it is now. */
async function violations(page: Page, where: string): Promise<Finding[]> {
  const result = await new AxeBuilder({ page, axeSource: AXE_SOURCE })
    // Only the violations come back (not every passing node), which keeps each check short.
    .options({ resultTypes: ['violations'] })
    .withTags(TAGS)
    // The staff pages have no frames: axe runs in the page itself, without the blank page the
    // default mode opens per check to merge the results of frames.
    .setLegacyMode()
    .analyze();
  return result.violations.map((v) => ({ where, rule: v.id, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

function report(findings: Finding[]): string {
  return findings.map((f) => `${f.where}: ${f.rule}\n    ${f.targets.join('\n    ')}`).join('\n');
}

type Look = { layout: string; scheme: string };

/**
 * The page's own settings answer: the look `current()` names, the default theme, English, menu
 * on the left. A change the page would save is answered with the same, never stored.
 */
async function forceSettings(page: Page, current: () => Look): Promise<void> {
  const answer = async (route: Route): Promise<void> => {
    const res = await route.fetch({ method: 'GET', postData: undefined });
    const saved = (await res.json()) as Record<string, unknown>;
    return route.fulfill({
      response: res,
      json: { ...saved, ...current(), theme: 'theme-default', language: 'en', navPosition: 'left' },
    });
  };
  // A request the page dropped while it was answered here (a navigation) needs no answer.
  await page.route('**/api/common/settings', (route) => answer(route).catch(() => undefined));
}

type NavItem = { link?: string; children?: NavItem[] };

/** The admin's menu links, the profile, and a worker, a client and a project of the demo data. */
async function staffRoutes(page: Page): Promise<string[]> {
  const headers = { authorization: `Bearer ${await storedToken(page)}` };
  const get = async <T>(path: string): Promise<T> => {
    const res = await page.request.get(path, { headers });
    expect(res.ok(), path).toBe(true);
    return (await res.json()) as T;
  };
  const nav = await get<{ default: NavItem[] }>('/api/common/navigation');
  const links: string[] = [];
  const walk = (items: NavItem[]) => {
    for (const i of items) {
      if (i.link) links.push(i.link);
      if (i.children) walk(i.children);
    }
  };
  walk(nav.default);
  const first = async (path: string) => (await get<{ items: { id: string }[] }>(path)).items[0]!.id;
  const [worker, client, project] = await Promise.all([
    first('/api/workers'),
    first('/api/clients'),
    first('/api/projects'),
  ]);
  const routes = [...new Set(links)];
  // The admin menu's links (about 35): a shorter list means the menu did not load in full.
  expect(routes.length).toBeGreaterThan(30);
  return [
    ...routes,
    '/profile',
    `/part-timer-management/worker/${worker}`,
    `/client-management/list/${client}`,
    `/project-management/list/${project}`,
  ];
}

test.describe.configure({ mode: 'parallel' });

/** The routes one layout walks in one scheme: every third, starting where the scheme and layout say. */
function shareOf(routes: string[], layoutIndex: number, schemeIndex: number): string[] {
  return routes.filter((_, i) => (i + schemeIndex) % FULL_LAYOUTS.length === layoutIndex);
}

for (const [layoutIndex, layout] of FULL_LAYOUTS.entries()) {
  for (const [schemeIndex, scheme] of SCHEMES.entries()) {
    test(`a third of the staff routes in the ${layout} layout, ${scheme} scheme, has no WCAG 2.1 AA violation`, async ({
      page,
    }) => {
      // About 14 routes: well under a minute on an idle 2-core runner; a shared, busy one is far slower.
      test.setTimeout(240_000);
      await page.setViewportSize({ width: 1440, height: 900 });
      await forceSettings(page, () => ({ layout, scheme }));
      const openRequests = requestTracker(page);
      await signedIn(page, 'admin');
      const routes = shareOf(await staffRoutes(page), layoutIndex, schemeIndex);
      expect(routes.length).toBeGreaterThan(10);
      await page.goto(routes[0]!);
      await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
      await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${scheme}\\b`));
      const findings: Finding[] = [];
      const codes: string[] = [];
      for (const route of routes) {
        if (route !== routes[0]) await goClientSide(page, route);
        await settle(page, openRequests);
        // Still in the staff frame (not sent to sign-in or an error page).
        await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
        findings.push(...(await violations(page, `${route} [${layout}, ${scheme}]`)));
        // Words, never codes (issue 29, item 6). The icon browser lists icon names to copy: names, not codes.
        if (!route.startsWith('/apps/icons'))
          codes.push(...(await codesShown(page)).map((c) => `${route}: ${c}`));
      }
      expect(findings, report(findings)).toEqual([]);
      expect(codes, 'codes shown instead of words').toEqual([]);
    });
  }
}

test('the frames of the other layouts, light and dark in turn, have no WCAG 2.1 AA violation', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  let current: Look = { layout: OTHER_LAYOUTS[0], scheme: 'light' };
  await forceSettings(page, () => current);
  const openRequests = requestTracker(page);
  await signedIn(page, 'admin');
  const findings: Finding[] = [];
  // Each frame in one scheme, the schemes in turn: the schemes' colours are checked on every route
  // in the three main layouts above; these frames share their parts.
  for (const [i, layout] of OTHER_LAYOUTS.entries()) {
    const scheme = SCHEMES[i % SCHEMES.length]!;
    current = { layout, scheme };
    // A list page: the menu, toolbar and footer around a data grid.
    await page.goto('/client-management/list');
    await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
    await expect(page.locator('body')).toHaveClass(new RegExp(`\\b${scheme}\\b`));
    await settle(page, openRequests);
    findings.push(...(await violations(page, `/client-management/list [${layout}, ${scheme}]`)));
  }
  expect(findings, report(findings)).toEqual([]);
});

test('the sign-in page and the first step of the registration have no WCAG 2.1 AA violation', async ({ page }) => {
  const openRequests = requestTracker(page);
  const findings: Finding[] = [];
  await page.goto('/sign-in');
  await expect(page.getByLabel('Email address')).toBeVisible();
  await settle(page, openRequests);
  findings.push(...(await violations(page, '/sign-in')));
  await page.goto('/register/part-timer');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await settle(page, openRequests);
  findings.push(...(await violations(page, '/register/part-timer (step 1)')));
  expect(findings, report(findings)).toEqual([]);
});
