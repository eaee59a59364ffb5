import { expect, test } from '@playwright/test';
import { signedIn } from '../fixtures.ts';

/** Issue #34, item 5: a manager finds the roster guide in the help center and reads it. */
test('a manager reads a guide in the help center', async ({ page }) => {
  await signedIn(page, 'manager', '/');
  await page.getByRole('link', { name: 'Help Center' }).click();
  await expect(page).toHaveURL(/\/apps\/help-center$/);
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible({ timeout: 30_000 });
  // an FAQ opens its answer
  await page.getByRole('button', { name: 'Why can I not assign a worker to a shift?' }).click();
  await expect(page.getByText("the client's do-not-send list").first()).toBeVisible();
  // only admins edit
  await expect(page.getByRole('link', { name: 'Edit help' })).toHaveCount(0);
  await page.getByRole('link', { name: 'How to staff a roster' }).click();
  await expect(page).toHaveURL(/\/apps\/help-center\/guides\/projects\/staff-a-roster$/);
  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { name: 'How to staff a roster', level: 1 })).toBeVisible();
  await expect(article.getByRole('heading', { name: 'Assign workers' })).toBeVisible();
  await expect(article.getByRole('link', { name: 'Roster List' })).toHaveAttribute('href', '/roster-management/list');
  // back to its category through the breadcrumb: every guide of it
  await page.getByRole('navigation', { name: 'Help path' }).getByRole('link', { name: 'Projects and rosters' }).click();
  await expect(page.getByRole('link', { name: /How to import rosters/ })).toBeVisible();
});
