import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signInUi, storedToken } from '../fixtures.ts';
import { waitForMail } from '../mail.ts';

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

test('an account locked by wrong passwords gets a mailed link that signs its owner in past the lock (issue #26)', async ({ page, request }) => {
  // A fresh account (the admin gives a first password), so no other spec's sign-ins are locked.
  const admin = await request.post('/api/auth/sign-in', { data: { email: 'admin@example.com', password: DEMO_PASSWORD } });
  const adminToken = (await admin.json()).accessToken as string;
  const email = `e2e.unlock.${Date.now().toString(36)}@example.org`;
  const password = 'Unlock-Pass-2026!';
  const created = await request.post('/api/admin/users', {
    headers: { Authorization: `Bearer ${adminToken}` },
    data: { mode: 'password', name: 'Una Locked', email, role: 'finance', password },
  });
  expect(created.status()).toBe(201);

  await page.goto('/sign-in');
  await page.getByLabel('Email address').fill(email);
  for (let i = 0; i < 5; i++) {
    await page.getByLabel('Password', { exact: true }).fill(`wrong-password-${i}`);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('alert')).toHaveText('Wrong email or password');
  }
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toContainText('we have e-mailed you a link to sign in now');

  const mail = await waitForMail((m) => m.to.includes(email) && /locked/.test(m.subject));
  const link = /(https?:\/\/\S+\/sign-in\?unlock=\S+)/.exec(mail.text)?.[1];
  expect(link, mail.text).toBeTruthy();
  await page.goto(link!);
  await expect(page.getByRole('status').filter({ hasText: 'past the lock' })).toBeVisible();
  await page.getByLabel('Email address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // A first password must be changed: the app takes them on from the sign-in.
  await expect(page).not.toHaveURL(/\/sign-in/);
});
