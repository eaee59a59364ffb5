import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Demo-pass-2026!';
export type Role = 'admin' | 'manager' | 'hr' | 'finance';

/** Signs in through the UI as a demo user and waits until the app has left the sign-in page. */
export async function signInUi(page: Page, role: Role, redirect?: string): Promise<void> {
  await page.goto(redirect ? `/sign-in?redirectURL=${encodeURIComponent(redirect)}` : '/sign-in');
  await page.getByLabel('Email address').fill(`${role}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/sign-in/);
}

/** The access token the app keeps after sign-in. */
export async function storedToken(page: Page): Promise<string> {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  expect(token).toBeTruthy();
  return token!;
}
