import { expect, test } from '@playwright/test';
import { signInUi } from '../fixtures.ts';

/**
 * Issue #28, the admin dashboard v2: an admin signs in, opens the dashboard from the menu, sees the
 * headcounts, the week's shifts against headcount, this month's pay and billing and the recent audit
 * entries as sentences, and follows figures to the lists behind them.
 */

const SHOTS = process.env.E2E_SHOTS_DIR;

test('an admin opens the dashboard and follows its figures to the lists behind them', async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1440, height: 1000 });
  await signInUi(page, 'admin');
  await page.getByRole('link', { name: 'Dashboard', exact: true }).first().click();
  await expect(page).toHaveURL(/\/admin-management\/admin-dashboard$/);
  // The page's chunk and its figures: slow on a loaded runner (once 10 s and more), hence the longer wait.
  await expect(page.getByRole('heading', { name: 'Admin dashboard', level: 1 })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('Part-timers by status')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^Shifts filled against headcount, /)).toBeVisible();
  await expect(page.getByTestId('chart-shifts').locator('svg').first()).toBeVisible();
  await expect(page.getByTestId('chart-registrations').locator('svg').first()).toBeVisible();

  // This month's pay: a dollar figure, the link opening the month's report by client.
  const pay = page.getByRole('link', { name: /^Pay this month/ });
  await expect(pay).toContainText(/S\$[\d,]+\.\d{2}/);
  const payText = (await pay.locator('p').nth(1).innerText()).trim();

  // Recent audit entries are sentences with their records as links, never action codes.
  const audit = page.getByRole('table', { name: 'Recent audit entries' });
  await expect(audit.locator('tbody tr').first()).toBeVisible();
  await expect(audit).not.toContainText(/\b[a-z]+\.[a-z][A-Za-z]+\b/);

  if (SHOTS) await page.screenshot({ path: `${SHOTS}/admin-dashboard-1440.png`, fullPage: true });

  // A status row opens its list.
  await page.getByRole('link', { name: 'Active', exact: true }).click();
  await expect(page).toHaveURL(/\/part-timer-management\/list$/);
  await page.goBack();

  // The pay figure opens the monthly report, whose total pay is the figure.
  await page.getByRole('link', { name: /^Pay this month/ }).click();
  await expect(page).toHaveURL(/\/report-management\/report-list\?date=\d{4}-\d{2}-01&by=client$/);
  const table = page.getByRole('table', { name: 'Report' });
  await expect(table.getByRole('cell', { name: 'Total' })).toBeVisible();
  await expect(table.locator('tfoot td').nth(4)).toHaveText(payText);

  if (SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin-management/admin-dashboard');
    await expect(page.getByText('Part-timers by status')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/admin-dashboard-390.png`, fullPage: true });
  }
});
