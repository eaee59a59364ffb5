import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signInUi, storedToken } from '../fixtures.ts';

test('a signed-out visit goes to sign-in with redirectURL, and back after sign-in', async ({ page }) => {
  await page.goto('/report-management/report-list?tab=2');
  await expect(page).toHaveURL(/\/sign-in\?redirectURL=%2Freport-management%2Freport-list%3Ftab%3D2$/);
  await page.getByLabel('Email address').fill('manager@example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/report-management\/report-list\?tab=2$/);
  await expect(page.getByRole('heading', { name: 'Monthly Report', level: 1 })).toBeVisible();
});

test('the password can be shown and hidden', async ({ page }) => {
  await page.goto('/sign-in');
  const pw = page.getByLabel('Password', { exact: true });
  await pw.fill('secret-value');
  await expect(pw).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(pw).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(pw).toHaveAttribute('type', 'password');
});

test('a tap on the pre-rendered page before its script has run is kept and done once the page is interactive', async ({
  page,
}) => {
  // The page is drawn by the server; its scripts are held back until after the tap.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/sign-in', { waitUntil: 'domcontentloaded' });
  const pw = page.getByLabel('Password', { exact: true });
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.locator('html')).not.toHaveAttribute('data-interactive');
  await expect(pw).toHaveAttribute('type', 'password');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
  await expect(pw).toHaveAttribute('type', 'text');
  // Once: the password is not hidden again by a second replay.
  await page.waitForTimeout(300);
  await expect(pw).toHaveAttribute('type', 'text');
});

test('what is typed into the pre-rendered registration before its script has run stays once the page is interactive', async ({
  page,
}) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/register/part-timer', { waitUntil: 'domcontentloaded' });
  const start = page.getByLabel('Earliest date you can start');
  await start.fill('01021990');
  release();
  await expect(page.locator('html')).toHaveAttribute('data-interactive', '');
  // React has the typing: the mask applied, and the value survives the step's next render
  // (Next shows the other fields' errors).
  await expect(start).toHaveValue('01/02/1990');
  await page.getByRole('button', { name: 'Next', exact: true }).click();
  await expect(page.locator('input[aria-invalid="true"]').first()).toBeVisible();
  await expect(start).toHaveValue('01/02/1990');
});

test('a signed-in user is sent away from sign-in; root goes to project management', async ({ page }) => {
  await signInUi(page, 'admin');
  await page.goto('/sign-in');
  await expect(page).toHaveURL(/\/project-management\/list$/);
});

test('sign-out counts down back to sign-in, without redirectURL', async ({ page }) => {
  // The real call ends every session of the user (token version), which would sign out the
  // other specs running as the same demo user; the client's part is what is checked here.
  let called = false;
  await page.route('**/api/auth/sign-out', (route) => {
    called = true;
    return route.fulfill({ status: 200, contentType: 'application/json', body: '{"ok":true}' });
  });
  await signInUi(page, 'admin');
  await page.getByTestId('user-menu-button').click();
  await page.getByTestId('sign-out-link').click();
  await expect(page).toHaveURL(/\/sign-out$/);
  await expect(page.getByTestId('sign-out-countdown')).toContainText('Redirecting in');
  await expect(page).toHaveURL(/\/sign-in$/, { timeout: 10_000 });
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
  expect(called).toBe(true);
});

test('a 401 on an authenticated request signs the user out and reloads', async ({ page }) => {
  await signInUi(page, 'finance');
  const token = await storedToken(page);
  // Same claims (unexpired for the browser), broken signature: the server answers 401.
  await page.evaluate(
    (t) => localStorage.setItem('accessToken', t.slice(0, -4) + (t.endsWith('AAAA') ? 'BBBB' : 'AAAA')),
    token,
  );
  await page.goto('/finance-management/finance-dashboard');
  await expect(page).toHaveURL(/\/sign-in\?redirectURL=/);
  expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
});

test('unknown routes show a real 404 page', async ({ page }) => {
  await signInUi(page, 'admin');
  await page.goto('/project-management/nothing-here');
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
});
