import { expect, test, type Page } from '@playwright/test';
import { signInUi, storedToken } from '../fixtures.ts';

type Row = { id: string; requiresDocument: boolean };

async function workers(page: Page, view: string): Promise<Row[]> {
  const token = await storedToken(page);
  const res = await page.request.get(`/api/workers?view=${view}&pageSize=100`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.ok()).toBe(true);
  return (await res.json()).items as Row[];
}

test('#13 item 13: the worker page fits a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInUi(page, 'hr');
  // Active workers have the most on their page (working experience, history, documents).
  for (const w of (await workers(page, 'active')).slice(0, 3)) {
    await page.goto(`/part-timer-management/worker/${w.id}`);
    await expect(page.getByText('Personal details')).toBeVisible();
    await expect(page.getByText('History', { exact: true })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `worker ${w.id}`).toBeLessThanOrEqual(390);
  }
  await page.screenshot({ path: test.info().outputPath('worker-390.png'), fullPage: true });
});

test('#13 item 14: "Upload consent" only for an applicant who needed it (aged 15)', async ({ page }) => {
  await signInUi(page, 'hr');
  const pending = await workers(page, 'pending');
  const minor = pending.find((w) => w.requiresDocument);
  const adult = pending.find((w) => !w.requiresDocument);
  expect(minor && adult, 'the demo has a 15-year-old and an adult applicant').toBeTruthy();

  await page.goto(`/part-timer-management/worker/${adult!.id}`);
  await expect(page.getByText('Personal details')).toBeVisible();
  await expect(page.getByText('Documents', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /Upload consent/i })).toHaveCount(0);

  await page.goto(`/part-timer-management/worker/${minor!.id}`);
  await expect(page.getByText('Personal details')).toBeVisible();
  await expect(page.getByRole('button', { name: /Upload consent/i }).first()).toBeVisible();
});
