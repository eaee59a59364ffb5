import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signedIn, storedToken } from '../fixtures.ts';

const SHOTS = process.env.E2E_SHOTS_DIR;
const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
};

async function setNavPosition(page: Page, position: 'left' | 'right') {
  const token = await storedToken(page);
  const res = await page.request.patch('/api/common/settings', {
    headers: { Authorization: `Bearer ${token}` },
    data: { settings: { navPosition: position } },
  });
  expect(res.status()).toBe(200);
}

test('the navigation drawer sits on the right when the user chooses it, and stays there', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page, 'finance', '/');
  try {
    const nav = page.locator('[data-testid="vertical-navigation"][data-mode="side"]');
    await expect(nav).toHaveAttribute('data-position', 'left');
    await page.getByTestId('settings-button').click();
    await page.getByTestId('settings-nav-position').getByRole('button', { name: 'Right' }).click();
    await expect(nav).toHaveAttribute('data-position', 'right');
    await shot(page, 'settings-panel');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('settings-panel')).toBeHidden();

    const rightOfMain = async () => {
      const n = (await nav.boundingBox())!;
      const m = (await page.locator('main').boundingBox())!;
      expect(n.x).toBeGreaterThanOrEqual(m.x + m.width - 1);
      return n;
    };
    await rightOfMain();
    // remembered: after a reload the drawer is still on the right
    await page.reload();
    await expect(nav).toHaveAttribute('data-position', 'right');
    await rightOfMain();
    await shot(page, 'nav-right-classy');

    // compact: the aside panel opens on the page side of the drawer
    await page.goto('/finance-management/finance-dashboard?layout=compact');
    const box = await rightOfMain();
    await nav.getByRole('button').first().click();
    const aside = (await page.getByTestId('nav-aside').boundingBox())!;
    expect(aside.x + aside.width).toBeLessThanOrEqual(box.x + 1);
    // the panel is above the sticky toolbar: its title takes the pointer, not the toolbar
    await page.getByTestId('nav-aside').getByText('Dashboards', { exact: true }).click({ trial: true, timeout: 3000 });
    await shot(page, 'nav-right-compact');
    await page.keyboard.press('Escape');

    // dense expands leftwards on hover, over the page, keeping its right edge
    await page.goto('/finance-management/finance-dashboard?layout=dense');
    const dense = await rightOfMain();
    await nav.hover();
    await expect.poll(async () => (await nav.boundingBox())!.width).toBe(280);
    const wide = (await nav.boundingBox())!;
    await shot(page, 'nav-right-dense-hover');
    expect(Math.abs(wide.x + wide.width - (dense.x + dense.width))).toBeLessThanOrEqual(1);

    // phone: the over-mode drawer slides in from the right
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/finance-management/finance-dashboard');
    await page.getByTestId('nav-toggle').click();
    const over = page.locator('[data-testid="vertical-navigation"][data-mode="over"]');
    await expect(over).toHaveAttribute('data-position', 'right');
    await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
    const o = (await over.boundingBox())!;
    expect(Math.round(o.x + o.width)).toBe(375);
    await shot(page, 'nav-right-phone');
  } finally {
    await setNavPosition(page, 'left');
  }
});

test("the user menu's Settings entry opens the settings panel instead of navigating", async ({ page }) => {
  await signedIn(page, 'manager', '/dashboards/project');
  await expect(page.getByRole('heading', { name: 'Project Dashboard', level: 1 })).toBeVisible();
  const url = page.url();
  await page.getByTestId('user-menu-button').click();
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page.getByTestId('settings-panel')).toBeVisible();
  expect(page.url()).toBe(url);
});

for (const scheme of ['dark', 'light'] as const) {
  test(`the selected entry of the horizontal bar meets WCAG AA (${scheme})`, async ({ page }) => {
    // Four layouts, each loaded and checked by axe: more than the default minute on a loaded runner.
    test.setTimeout(150_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signedIn(page, 'admin');
    // This user's scheme for this page only (the saved settings of the shared demo user stay as they are).
    await page.route('**/api/common/settings', async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, json: { ...(await res.json()), scheme } });
    });
    for (const layout of ['centered', 'modern', 'enterprise', 'material']) {
      await page.goto(`/report-management/report-list?layout=${layout}`);
      await expect(page.locator('body')).toHaveClass(new RegExp(scheme));
      const bar = page.getByTestId('horizontal-navigation');
      const selected = bar.locator('[data-active="true"]');
      await expect(selected).toHaveText('Management');
      // The bar's own transitions only: a page's loading placeholder may pulse for as long as it loads.
      await page.waitForFunction(() =>
        (document.querySelector('[data-testid="horizontal-navigation"]')?.getAnimations({ subtree: true }) ?? []).every(
          (a) => a.playState !== 'running',
        ),
      );
      const { violations } = await new AxeBuilder({ page })
        .include('[data-testid="horizontal-navigation"]')
        .withRules(['color-contrast'])
        .analyze();
      expect(
        violations.flatMap((v) => v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary}`)),
        `${layout} ${scheme}`,
      ).toEqual([]);
      if (layout === 'centered' || layout === 'enterprise') await shot(page, `horizontal-${layout}-${scheme}`);
    }
  });
}
