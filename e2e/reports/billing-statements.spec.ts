import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signedIn } from '../fixtures.ts';

test('finance prepares a client billing statement from the month, sees its GST and total, and downloads the PDF; the preparer is told someone else issues it', async ({ page }) => {
  // Finance's menu is its four links (docs/product/roles.md#menus): the statements open from the finance dashboard.
  await signedIn(page, 'finance', '/finance-management/finance-dashboard');
  await page.getByRole('link', { name: 'Billing Statements' }).click();
  await expect(page.getByRole('heading', { name: 'Billing Statements', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Prepare statement' }).click();
  const prepare = page.getByRole('dialog');
  await prepare.getByRole('combobox', { name: 'Client' }).click();
  await page.getByRole('option', { name: 'Lion City Catering Pte Ltd' }).click();
  // The demo's shifts are in this month: a draft may be prepared before the month is over.
  const month = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 7); // Singapore's month
  await prepare.getByLabel('Month').fill(month);
  await prepare.getByRole('button', { name: 'Prepare statement' }).click();

  const dialog = page.getByRole('dialog', { name: /Lion City Catering Pte Ltd/ });
  await expect(dialog.getByText('Subtotal')).toBeVisible();
  await expect(dialog.getByText('GST 9.00%')).toBeVisible();
  await expect(dialog.getByText('You prepared this statement: someone else must check and issue it.')).toBeVisible();
  const money = async (label: string) =>
    Math.round(Number((await dialog.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell').last().innerText()).replace(/[S$,]/g, '')) * 100);
  const subtotal = await money('Subtotal');
  const gst = await money('GST');
  expect(gst).toBe(Math.floor((2 * subtotal * 900 + 10000) / 20000));
  expect(await money('Total')).toBe(subtotal + gst);

  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: 'PDF' }).click()]);
  expect(download.suggestedFilename()).toBe(`billing-statement-draft-${month}.pdf`);
  expect(readFileSync((await download.path())!).subarray(0, 5).toString()).toBe('%PDF-');
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('table', { name: 'Billing Statements' }).getByRole('row', { name: /Lion City Catering Pte Ltd/ })).toBeVisible();
});
