import { expect, test } from '@playwright/test';
import { signedIn } from '../fixtures.ts';

/** #13 items 6 and 14: forms that do not get in the way. */

test('a new client saves without a contact row; a typed staff date gets its slashes', async ({ page }) => {
  const n = String(Date.now()).slice(-5);
  const name = `Frame Foods ${n} Pte Ltd`;
  await signedIn(page, 'manager', '/client-management/list/create-client');
  await expect(page.getByText('No contacts.')).toBeVisible();
  await expect(page.getByLabel(/^Name/)).toHaveCount(0);
  await page.getByLabel('Company name').fill(name);
  await page.getByLabel('UEN').fill(`2025${n}K`);
  // A contact row added and left alone shows no "Required" before it is touched.
  await page.getByRole('button', { name: 'Add contact' }).click();
  await expect(page.getByLabel(/^Name/)).toBeVisible();
  await expect(page.getByText('Required', { exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: /Remove contact/ }).click();
  await page.getByRole('button', { name: 'Create client' }).click();
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expect(page.getByText('Client created.')).toBeVisible();

  await page.goto('/project-management/list/create-project');
  const start = page.getByLabel(/^Start date/);
  await start.clear();
  await start.pressSequentially('05032027');
  await expect(start).toHaveValue('05/03/2027');
});

test('the location form refuses, when picked, an address without a postal code', async ({ page }) => {
  await signedIn(page, 'manager', '/project-location-management/list/create-location');
  const address = page.getByLabel(/^Address/);
  await address.fill('Tampines');
  await page.getByRole('option').filter({ hasText: 'No postal code' }).first().click();
  await expect(page.getByText(/This address has no valid postal code, so it cannot be used/)).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText(/Postal code \d+/)).toHaveCount(0);
});
