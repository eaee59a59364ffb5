import { expect, test, type Page } from '@playwright/test';
import { signedIn } from '../fixtures.ts';

/**
 * Issue 15 item 3: a manager adds a transport allowance, hr approves it, finance rejects a second
 * one with a reason, and the manager (its creator) sees the rejection in the notifications.
 */

const HR_PAGE = '/employee-management/hr-shift-payment-adjustment';
const FINANCE_PAGE = '/finance-management/finance-shift-payment-adjustment';
const run = Date.now().toString(36);
const first = `Taxi home after closing ${run}`;
const second = `Grab to the airport site ${run}`;

async function addTransport(page: Page, reason: string, dollars: string) {
  await page.getByRole('button', { name: 'New adjustment' }).click();
  const dialog = page.getByRole('dialog', { name: 'New adjustment' });
  await dialog.getByRole('combobox', { name: 'Worker' }).click();
  await page.getByRole('option').first().click();
  // A manager adds adjustments only on a project they manage (issue 26): the demo manager runs them.
  await dialog.getByRole('combobox', { name: 'Project' }).click();
  await page.getByRole('option').nth(1).click();
  await dialog.getByLabel('Period from').fill('02/08/2027');
  await dialog.getByLabel('Period to').fill('08/08/2027');
  await expect(dialog.getByRole('combobox', { name: 'Category' })).toHaveText('Transport');
  await dialog.getByLabel('Amount to add').fill(dollars);
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Add adjustment' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Adjustment added; it waits for HR review.')).toBeVisible();
}

const rowOf = (page: Page, reason: string) => page.getByRole('row', { name: new RegExp(reason) });

async function shots(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${process.env.E2E_SHOTS ?? test.info().outputPath()}/${name}-${width}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('manager adds two transport allowances; hr approves both; finance approves one and rejects one; the manager is told', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const manager = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signedIn(manager, 'manager', HR_PAGE);
  await expect(manager.getByRole('heading', { name: 'Shift payment adjustments: HR review', level: 1 })).toBeVisible();
  await addTransport(manager, first, '12.50');
  await addTransport(manager, second, '45');
  await expect(rowOf(manager, first)).toContainText('Waiting for HR');
  await expect(rowOf(manager, first)).toContainText('S$12.50');
  // A manager adds; never reviews.
  await expect(rowOf(manager, first).getByRole('button', { name: /Approve/ })).toHaveCount(0);

  const hr = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signedIn(hr, 'hr', HR_PAGE);
  // A new browser context loads the page's code afresh: on CI's loaded machine the first list took over 10 s.
  await expect(rowOf(hr, first)).toBeVisible({ timeout: 30_000 });
  await shots(hr, 'hr-review');
  await rowOf(hr, first).getByRole('button', { name: /Approve the adjustment/ }).click();
  await expect(hr.getByText(/it now waits for finance/)).toBeVisible();
  await expect(rowOf(hr, first)).toHaveCount(0); // the hr page shows what waits for hr
  await rowOf(hr, second).getByRole('checkbox').check();
  await hr.getByRole('button', { name: 'Approve selected (1)' }).click();
  await hr.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(hr.getByText('1 adjustments approved.')).toBeVisible();

  const finance = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signedIn(finance, 'finance', FINANCE_PAGE);
  await expect(finance.getByRole('heading', { name: 'Shift payment adjustments', level: 1 })).toBeVisible();
  await expect(rowOf(finance, second)).toContainText('Waiting for finance', { timeout: 30_000 });
  await shots(finance, 'finance-review');
  await rowOf(finance, first).getByRole('button', { name: /Approve the adjustment/ }).click();
  await expect(finance.getByText(/^Approved for /)).toBeVisible();
  await rowOf(finance, second).getByRole('button', { name: /Reject the adjustment/ }).click();
  const reject = finance.getByRole('dialog', { name: 'Reject this adjustment?' });
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject.getByText('Required')).toBeVisible(); // a rejection needs its reason
  await reject.getByLabel('Reason').fill('Airport site trips are paid by the client');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await expect(reject).toBeHidden();
  await finance.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: /^All · \d+/ }).click();
  await expect(rowOf(finance, second)).toContainText('Rejected');
  await expect(rowOf(finance, first)).toContainText('Approved');

  await manager.reload();
  await manager.getByRole('button', { name: 'Notifications' }).click();
  await expect(manager.getByText(/Your adjustment was rejected/).first()).toBeVisible();
  await expect(manager.getByText(/Airport site trips are paid by the client/).first()).toBeVisible();
});

test("hr's own adjustment: approve and reject are there but off, and say why on hover and keyboard focus (issue 29, item 7)", async ({ page }) => {
  test.setTimeout(90_000);
  const own = `Parking at the client site ${run}`;
  await signedIn(page, 'hr', HR_PAGE);
  await addTransport(page, own, '7.50');
  const approve = rowOf(page, own).getByRole('button', { name: /Approve the adjustment/ });
  await expect(approve).toBeDisabled();
  await expect(rowOf(page, own).getByRole('button', { name: /Reject the adjustment/ })).toBeDisabled();
  await expect(approve).toHaveAccessibleDescription('You made this adjustment: someone else reviews it.');
  await rowOf(page, own).locator('[data-disabled-why]').hover();
  await expect(page.getByRole('tooltip')).toHaveText('You made this adjustment: someone else reviews it.');
});
