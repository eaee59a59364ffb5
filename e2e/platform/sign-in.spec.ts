import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signInUi, storedToken } from '../fixtures.ts';

test('a demo user signs in through the UI and the API accepts the token', async ({ page, request }) => {
  await signInUi(page, 'hr');
  const token = await storedToken(page);
  const res = await request.get('/api/common/user', { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  const user = await res.json();
  expect(user.email).toBe('hr@example.com');
  expect(user.role).toBe('hr');
});

test('what is typed into the pre-rendered sign-in before its script runs is kept, and signs in', async ({ page }) => {
  // Hold the page's own script until the fields are filled: the form is the server's HTML meanwhile.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route(/\/assets\/sign-in-page-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/sign-in', { waitUntil: 'commit' });
  await page.getByLabel('Email address').fill('finance@example.com');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  release();
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/finance-management\/finance-dashboard$/);
});

test('a wrong password shows an error and stays on sign-in', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByLabel('Email address').fill('admin@example.com');
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByText('Wrong email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
});

test('unknown API paths answer JSON 404 and other unknown paths get the SPA', async ({ request, page }) => {
  const api = await request.get('/api/no-such-thing');
  expect(api.status()).toBe(404);
  expect((await api.json()).error.code).toBe('NOT_FOUND');
  await page.goto('/no-such-page-anywhere');
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
});
