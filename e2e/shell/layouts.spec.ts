import { expect, test } from '@playwright/test';
import { LAYOUTS } from '../../packages/shared/src/contracts/shell/settings.ts';
import { goClientSide, signedIn, storedToken } from '../fixtures.ts';

for (const [width, height] of [
  [1280, 800],
  [375, 740],
] as const) {
  test(`every layout renders at ${width}px`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signedIn(page, 'admin');
    for (const [i, layout] of LAYOUTS.entries()) {
      // The project dashboard (a template link with figures and tables, issue #33); the first layout
      // loads the app, the others follow through its router (the layout is read from the address as it changes).
      const path = `/dashboards/project?layout=${layout}`;
      if (i === 0) await page.goto(path);
      else await goClientSide(page, path);
      await expect(page.locator(`[data-layout="${layout}"]`)).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Project Dashboard', level: 1 })).toBeVisible();
      await expect(page.getByTestId('project-figures')).toBeVisible();
      if (layout !== 'empty') {
        await expect(page.getByTestId('toolbar')).toBeVisible();
        await expect(page.getByTestId('user-menu-button')).toBeInViewport();
        await expect(page.getByTestId('footer')).toContainText(String(new Date().getFullYear()));
      }
      const overflow = await page.evaluate<number>(
        'document.documentElement.scrollWidth - document.documentElement.clientWidth',
      );
      expect(overflow, `${layout} overflows horizontally`).toBeLessThanOrEqual(0);
      if (width >= 1280 && ['classic', 'classy', 'compact', 'dense', 'futuristic', 'thin'].includes(layout)) {
        await expect(page.getByTestId('vertical-navigation')).toBeVisible();
      }
      if (width >= 1280 && ['centered', 'enterprise', 'material', 'modern'].includes(layout)) {
        await expect(page.getByTestId('horizontal-navigation')).toBeVisible();
      }
    }
  });
}

test('the phone drawer opens over the page and a route change closes it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signedIn(page, 'hr', '/');
  // hr has no project management: the root lands on the first page of the hr menu.
  await expect(page).toHaveURL(/\/employee-management\/hr-dashboard$/);
  await expect(page.getByRole('heading', { name: 'HR Dashboard', level: 1 })).toBeVisible();
  await page.getByTestId('nav-toggle').click();
  const nav = page.locator('[data-testid="vertical-navigation"][data-mode="over"]');
  await expect(nav).toBeVisible();
  await nav.getByRole('button', { name: 'Part-timer Management' }).click();
  await nav.getByRole('link', { name: 'Rejected' }).click();
  await expect(page).toHaveURL(/\/part-timer-management\/rejected$/);
  await expect(nav).toBeHidden();
});

test('layout, scheme and theme are remembered for the user', async ({ page }) => {
  await signedIn(page, 'manager', '/');
  await page.getByTestId('settings-button').click();
  await page.getByTestId('settings-panel').locator('[data-layout="dense"]').click();
  await page.getByRole('button', { name: 'Dark' }).click();
  await page.getByTestId('settings-panel').locator('[data-theme="theme-teal"]').click();
  await expect(page.locator('[data-layout="dense"]').first()).toBeVisible();
  await expect(page.locator('body')).toHaveClass(/theme-teal/);
  await expect(page.locator('body')).toHaveClass(/dark/);
  await page.reload();
  await expect(page.locator('body')).toHaveClass(/theme-teal/);
  await expect(page.locator('div[data-layout="dense"]')).toBeVisible();
  // ?layout= overrides the saved choice
  await page.goto('/project-management/list?layout=modern');
  await expect(page.locator('div[data-layout="modern"]')).toBeVisible();
  // put it back for other specs
  await page.getByTestId('settings-button').click();
  await page.getByTestId('settings-panel').locator('[data-layout="classy"]').click();
  await page.getByRole('button', { name: 'Light' }).click();
  await page.getByTestId('settings-panel').locator('[data-theme="theme-default"]').click();
  await expect(page.locator('body')).toHaveClass(/theme-default/);
});

test('#13 item 7: a saved "Empty" layout does not lock the user out, even after a new sign-in', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signedIn(page, 'finance');
  const headers = { Authorization: `Bearer ${await storedToken(page)}` };
  // A layout saved as "Empty" (an older app offered it in the settings panel).
  const saved = await page.request.patch('/api/common/settings', { headers, data: { settings: { layout: 'empty' } } });
  expect(saved.ok()).toBe(true);
  try {
    await page.evaluate(() => localStorage.clear());
    await signedIn(page, 'finance', '/');
    await expect(page.getByTestId('toolbar')).toBeVisible();
    await expect(page.getByTestId('vertical-navigation')).toBeVisible();
    await expect(page.locator('[data-layout="empty"]')).toHaveCount(0);
    // The settings panel no longer offers it.
    await page.getByTestId('settings-button').click();
    const panel = page.getByTestId('settings-panel');
    await expect(panel.locator('[data-layout="classy"]')).toBeVisible();
    await expect(panel.locator('[data-layout="empty"]')).toHaveCount(0);
  } finally {
    await page.request.patch('/api/common/settings', { headers, data: { settings: { layout: 'classy' } } });
  }
});
