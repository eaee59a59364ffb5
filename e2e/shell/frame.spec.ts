import { expect, test, type Page } from '@playwright/test';
import { signedIn, storedToken } from '../fixtures.ts';

/** #13, the frame: what a person sees around every staff page. */

/**
 * Points over the visible part of <main> where something else is on top (a floating button
 * over the page). Every 24 px, below the sticky toolbar.
 */
async function coveredPoints(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const main = document.querySelector('main')!;
    const r = main.getBoundingClientRect();
    const top = Math.max(r.top, document.querySelector('[data-testid="toolbar"]')!.getBoundingClientRect().bottom) + 1;
    const bottom = Math.min(r.bottom, window.innerHeight) - 1;
    const right = Math.min(r.right, document.documentElement.clientWidth) - 1;
    const out: string[] = [];
    for (let y = top; y < bottom; y += 24)
      for (let x = Math.max(r.left, 0) + 1; x < right; x += 24) {
        const el = document.elementFromPoint(x, y);
        if (el && !main.contains(el)) out.push(`${Math.round(x)},${Math.round(y)}: ${el.tagName} ${el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? ''}`);
      }
    return out;
  });
}

test('item 8: no floating settings button over the page; settings open from the toolbar and the user menu', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, 'admin', '/project-management/list');
  await expect(page.getByRole('grid').getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByRole('link', { name: 'New project' })).toBeVisible();
  expect(await coveredPoints(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('list-1440.png') });
  // The settings entry is a toolbar button now.
  const gear = page.getByTestId('toolbar').getByTestId('settings-button');
  await expect(gear).toBeVisible();
  await gear.click();
  await expect(page.getByTestId('settings-panel')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('settings-panel')).toBeHidden();

  // A phone: nothing over the page either; the user menu holds Settings.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/client-management/list/create-client');
  await expect(page.getByRole('button', { name: 'Create client' })).toBeVisible();
  expect(await coveredPoints(page)).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('form-390.png'), fullPage: true });
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByTestId('settings-panel')).toBeVisible();
});

test("item 9: another role's page opened by its URL shows access denied, not a failed page", async ({ page }) => {
  await signedIn(page, 'hr');
  for (const path of ['/admin-management/audit-log', '/admin-management/list', '/finance-management/part-timer-list']) {
    await page.goto(path);
    await expect(page.getByTestId('access-denied'), path).toBeVisible();
    await expect(page.getByRole('heading', { name: 'You do not have access to this page' })).toBeVisible();
    await expect(page.getByText(/could not be loaded/i)).toHaveCount(0);
  }
  await page.screenshot({ path: test.info().outputPath('access-denied.png') });
  // The way back: the role's own start page, which opens.
  await page.getByRole('link', { name: 'Go to my start page' }).click();
  await expect(page).toHaveURL(/\/employee-management\/hr-dashboard$/);
  await expect(page.getByTestId('access-denied')).toHaveCount(0);
  // Its own pages open as before.
  await page.goto('/part-timer-management/pending');
  await expect(page.getByTestId('access-denied')).toHaveCount(0);
  await expect(page.getByRole('grid')).toBeVisible();
});

test('item 9: finance opening the part-timer pages by their URL is refused by the page too', async ({ page }) => {
  await signedIn(page, 'admin');
  const token = await storedToken(page);
  const list = await (await page.request.get('/api/workers?view=active&pageSize=1', { headers: { Authorization: `Bearer ${token}` } })).json();
  const id = (list.items as { id: string }[])[0]!.id;
  await page.evaluate(() => localStorage.clear());
  await signedIn(page, 'finance');
  for (const path of [`/part-timer-management/worker/${id}`, '/part-timer-management/pending', '/certificate-management/list']) {
    await page.goto(path);
    await expect(page.getByTestId('access-denied'), path).toBeVisible();
    await expect(page.getByText(/could not be loaded/i)).toHaveCount(0);
  }
  // A page its rights allow opens, even outside its menu (the client list reads for every role).
  await page.goto('/client-management/list');
  await expect(page.getByRole('grid')).toBeVisible();
  await expect(page.getByTestId('access-denied')).toHaveCount(0);
});

for (const [role, dashboard, section, entry] of [
  ['hr', 'HR Dashboard', 'Employee Management', 'Employee List'],
  ['finance', 'Finance Dashboard', 'Finance Management', 'Finance Report List'],
] as const) {
  test(`item 10: ${role} sees "${dashboard}" once, and ${section} opens on the dashboard`, async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signedIn(page, role, '/');
    const nav = page.getByTestId('vertical-navigation');
    await expect(nav.getByRole('link', { name: dashboard })).toHaveCount(1);
    // The landing page is the dashboard, linked from Dashboards; its section's group opens by itself.
    await expect(nav.getByRole('link', { name: dashboard })).toBeVisible();
    await expect(nav.getByRole('link', { name: entry })).toBeVisible();
    await expect(nav.getByRole('button', { name: section })).toHaveAttribute('aria-expanded', 'true');
  });
}

test('item 13: the sign-in page has no white frame round it', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/sign-in');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
  // The page's own box (before its script takes over, the pre-rendered styles stand beside it).
  const root = await page.locator('#root > :not(style)').first().boundingBox();
  expect(root!.x).toBe(0);
  expect(root!.y).toBe(0);
  await page.screenshot({ path: test.info().outputPath('sign-in.png') });
});

test('item 13: the project header keeps title, chip and actions together at 1440 px', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, 'admin');
  const token = await storedToken(page);
  const auth = { Authorization: `Bearer ${token}` };
  // A draft project has the most actions (Activate, Cancel, Edit, Archive, Delete).
  const list = await (await page.request.get('/api/projects?status=draft&pageSize=1', { headers: auth })).json();
  const id = (list.items as { id: string }[])[0]!.id;
  await page.goto(`/project-management/list/${id}`);
  const header = page.getByTestId('page-header');
  await expect(header.getByRole('button', { name: 'Delete' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('project-header-1440.png') });
  // The actions share one row (none left alone on a second one).
  const tops = await header.getByTestId('page-header-actions').locator(':scope > *').evaluateAll((els) =>
    els.map((e) => Math.round(e.getBoundingClientRect().top)),
  );
  expect(tops.length).toBeGreaterThan(2);
  expect(new Set(tops).size).toBe(1);
  // The status chip is on the line under the title, not on a line of its own.
  const chip = (await header.locator('.MuiChip-root').first().boundingBox())!;
  const subtitle = (await header.getByText(/ · /).first().boundingBox())!;
  expect(Math.abs(chip.y + chip.height / 2 - (subtitle.y + subtitle.height / 2))).toBeLessThan(6);
});
