import { expect, test, type Page } from '@playwright/test';
import { signedIn } from '../fixtures.ts';
import { waitForMail } from '../mail.ts';

const FIRST_PASSWORD = 'Sturdy-Pass-4821';
const INVITED_PASSWORD = 'Quiet-Harbour-7316';
const CHANGED_PASSWORD = 'Steady-Lantern-5930';

async function signInAs(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/sign-in');
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

test('an admin creates an hr user who signs in to the hr menu; disabling them signs them out', async ({ browser }) => {
  // Two browsers, three sign-ins and a password change: longer than the default on a busy 2-core runner.
  test.setTimeout(120_000);
  const adminCtx = await browser.newContext();
  const hrCtx = await browser.newContext();
  const admin = await adminCtx.newPage();
  const hr = await hrCtx.newPage();
  const email = `e2e.hr.${Date.now().toString(36)}@example.org`;

  // The admin creates the account with a first password.
  await signedIn(admin, 'admin', '/admin-management/list/create-management');
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

  // The new user signs in with the first password: only the profile until it is changed, no menu.
  await signInAs(hr, email, FIRST_PASSWORD);
  await expect(hr).toHaveURL(/\/profile/);
  await expect(hr.getByTestId('must-change-password')).toBeVisible();
  await expect(hr.getByText('Employee Management')).toHaveCount(0);
  await hr.getByLabel('Current password').fill(FIRST_PASSWORD);
  await hr.getByLabel(/^New password/).fill(CHANGED_PASSWORD);
  await hr.getByLabel('Confirm new password').fill(CHANGED_PASSWORD);
  await hr.getByRole('button', { name: 'Change password' }).click();
  await expect(hr.getByText('Your password is changed.')).toBeVisible();
  await expect(hr.getByTestId('must-change-password')).toHaveCount(0);

  // Then the hr menu shows (no admin management).
  await expect(hr.getByText('Employee Management').first()).toBeVisible();
  await expect(hr.getByText('Admin Management')).toHaveCount(0);

  // The admin disables them, after a confirmation.
  await admin.getByRole('menuitem', { name: 'Disable' }).or(admin.getByLabel('Disable')).first().click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
  await expect(admin.getByRole('gridcell', { name: /Disabled/ })).toBeVisible();

  // Their next request is refused and the app signs them out.
  await hr.goto('/profile');
  await expect(hr).toHaveURL(/\/sign-in/, { timeout: 15_000 });
  await signInAs(hr, email, CHANGED_PASSWORD).catch(() => undefined);
  await expect(hr.getByText(/disabled/i)).toBeVisible();

  await adminCtx.close();
  await hrCtx.close();
});

test('an invited hr user sets a password from the e-mailed link and signs in to the hr menu; disabling them signs them out', async ({ browser }, testInfo) => {
  // Two browsers, four sign-ins and a mail: longer than the default on a busy 2-core runner.
  test.setTimeout(120_000);
  const adminCtx = await browser.newContext();
  const hrCtx = await browser.newContext();
  const admin = await adminCtx.newPage();
  const hr = await hrCtx.newPage();
  const email = `e2e.invite.${Date.now().toString(36)}@example.org`;

  // The admin creates the account by invitation (the default way).
  await signedIn(admin, 'admin', '/admin-management/list/create-management');
  await admin.getByRole('textbox', { name: 'Full name' }).fill('Ivy Invitee');
  await admin.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await admin.getByRole('combobox', { name: 'Role' }).click();
  await admin.getByRole('option', { name: 'HR' }).click();
  await expect(admin.getByRole('radio', { name: /E-mail an invitation/ })).toBeChecked();
  await admin.getByRole('button', { name: 'Create and send invitation' }).click();
  await expect(admin.getByText(`The account for ${email} is created and an invitation to set a password is on its way.`)).toBeVisible();
  const row = admin.getByRole('row').filter({ has: admin.getByRole('gridcell', { name: email }) });
  await expect(row.getByText('Invited')).toBeVisible();

  // The invitation arrives over SMTP with a set-password link to this app.
  const mail = await waitForMail((m) => m.to.includes(email) && m.subject === 'You are invited to the staff portal');
  const link = /(https?:\/\/\S+\/reset-password\?token=\S+)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();
  expect(link!.startsWith(`${testInfo.project.use.baseURL}/reset-password?token=`)).toBe(true);

  // The invitee opens it in their own browser and sets a password.
  await hr.goto(link!);
  await hr.getByLabel('New password').fill(INVITED_PASSWORD);
  await hr.getByLabel('Confirm password').fill(INVITED_PASSWORD);
  // An invitation says what it is: setting a first password, not a reset (issue 29, item 9).
  await expect(hr.getByRole('heading', { name: 'Set your password' })).toBeVisible();
  await hr.getByRole('button', { name: 'Set your password' }).click();
  await expect(hr.getByRole('alert')).toHaveText('Your password is set. Sign in with it now.');

  // The link works once.
  await hr.goto(link!);
  await hr.getByLabel('New password').fill('Another-Pass-9052');
  await hr.getByLabel('Confirm password').fill('Another-Pass-9052');
  await hr.getByRole('button', { name: 'Set your password' }).click();
  await expect(hr.getByRole('alert')).toContainText('This link is invalid, expired or already used');

  // They sign in with the password they chose and get the hr menu, without admin management.
  await signInAs(hr, email, INVITED_PASSWORD);
  await expect(hr.getByRole('link', { name: 'HR Dashboard' }).first()).toBeVisible();
  await expect(hr.getByText('Employee Management').first()).toBeVisible();
  await expect(hr.getByText('Admin Management')).toHaveCount(0);
  await expect(hr.getByText('Project Management')).toHaveCount(0);
  await hr.screenshot({ path: testInfo.outputPath('hr-menu.png') });

  // The admin disables them, after a confirmation.
  await row.getByLabel('Disable').click();
  await expect(admin.getByRole('dialog')).toContainText('Disable Ivy Invitee?');
  await admin.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
  await expect(row.getByText('Disabled')).toBeVisible();

  // Their next request is refused and the app signs them out: the employee list opened from the
  // menu without a page load, unless a request of the page's own (notifications, presence) came first.
  const list = hr.getByRole('link', { name: 'Employee List' });
  if (await list.isVisible()) await list.click({ timeout: 5_000 }).catch(() => undefined);
  await expect(hr).toHaveURL(/\/sign-in/, { timeout: 15_000 });
  expect(await hr.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  await hr.getByLabel('Email address').fill(email);
  await hr.getByLabel('Password', { exact: true }).fill(INVITED_PASSWORD);
  await hr.getByRole('button', { name: 'Sign in' }).click();
  await expect(hr.getByText(/This account has been disabled/)).toBeVisible();

  await adminCtx.close();
  await hrCtx.close();
});

test('an admin cannot disable their own account', async ({ page }) => {
  await signedIn(page, 'admin', '/admin-management/list?search=admin%40example.com');
  await expect(page.getByRole('gridcell', { name: 'admin@example.com' })).toBeVisible();
  await page.getByLabel('Disable').first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByRole('dialog').getByText('You cannot disable your own account')).toBeVisible();
});
