import { expect, test, type Page } from '@playwright/test';
import { signInUi } from '../fixtures.ts';

const FIRST_PASSWORD = 'Sturdy-Pass-4821';

async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

test('an admin creates an hr user who signs in to the hr menu; disabling them signs them out', async ({ browser }) => {
  const adminCtx = await browser.newContext();
  const hrCtx = await browser.newContext();
  const admin = await adminCtx.newPage();
  const hr = await hrCtx.newPage();
  const email = `e2e.hr.${Date.now().toString(36)}@example.org`;

  // The admin creates the account with a first password.
  await signInUi(admin, 'admin', '/admin-management/list/create-management');
  await expect(admin.getByRole('heading', { name: 'New staff user' })).toBeVisible();
  await admin.getByRole('textbox', { name: 'Full name' }).fill('Eve Twoe');
  await admin.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await admin.getByRole('combobox', { name: 'Role' }).click();
  await admin.getByRole('option', { name: 'HR' }).click();
  await admin.getByRole('radio', { name: /Give a first password/ }).check();
  await admin.locator('input[autocomplete="new-password"]').fill(FIRST_PASSWORD);
  await admin.getByRole('button', { name: 'Create user' }).click();
  await expect(admin.getByText(`The account for ${email} is created`)).toBeVisible();
  await expect(admin.getByRole('gridcell', { name: email })).toBeVisible();

  // The new user signs in and gets the hr menu (no admin management).
  await signInAs(hr, email, FIRST_PASSWORD);
  await expect(hr.getByText('Employee Management').first()).toBeVisible();
  await expect(hr.getByText('Admin Management')).toHaveCount(0);

  // The admin disables them, after a confirmation.
  await admin.getByRole('menuitem', { name: 'Disable' }).or(admin.getByLabel('Disable')).first().click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
  await expect(admin.getByRole('gridcell', { name: /Disabled/ })).toBeVisible();

  // Their next request is refused and the app signs them out.
  await hr.goto('/profile');
  await expect(hr).toHaveURL(/\/sign-in/, { timeout: 15_000 });
  await signInAs(hr, email, FIRST_PASSWORD).catch(() => undefined);
  await expect(hr.getByText(/disabled/i)).toBeVisible();

  await adminCtx.close();
  await hrCtx.close();
});

test('an admin cannot disable their own account', async ({ page }) => {
  await signInUi(page, 'admin', '/admin-management/list?search=admin%40example.com');
  await expect(page.getByRole('gridcell', { name: 'admin@example.com' })).toBeVisible();
  await page.getByLabel('Disable').first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByRole('dialog').getByText('You cannot disable your own account')).toBeVisible();
});
