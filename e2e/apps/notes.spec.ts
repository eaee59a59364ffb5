import { expect, test } from '@playwright/test';
import { signedIn } from '../fixtures.ts';

/**
 * Notes (issue 34, item 2): a note with a checklist and a reminder is written on the page; when its
 * time has come the periodic job (every minute, first run 15 s after start) raises a notification
 * in the toolbar's bell that links back to the notes.
 */
test('a note with a checklist and a reminder raises a notification at its time', async ({ page }) => {
  test.setTimeout(150_000);
  const title = `Chase certificates ${Date.now()}`;
  await signedIn(page, 'manager', '/apps/notes');
  await page.getByRole('button', { name: 'New note' }).click();
  const editor = page.getByRole('dialog', { name: 'New note' });
  await editor.getByLabel('Title').fill(title);
  await editor.getByLabel('Note', { exact: true }).fill('Three food hygiene certificates expire next week.');
  await editor.getByLabel('Add a checklist item (Enter)').fill('Call Ah Kow');
  await editor.getByLabel('Add a checklist item (Enter)').press('Enter');
  // A minute ago, in Singapore time: due at the job's next run.
  const due = new Date(Date.now() - 60_000 + 8 * 3_600_000).toISOString().slice(0, 16);
  await editor.getByLabel('Reminder').fill(due);
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  const card = page.getByRole('button', { name: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Call Ah Kow')).toBeVisible();

  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  await expect
    .poll(
      async () => {
        const res = await page.request.get('/api/common/notifications', { headers: { authorization: `Bearer ${token}` } });
        return JSON.stringify(await res.json());
      },
      { timeout: 120_000, intervals: [5_000] },
    )
    .toContain(`Reminder: ${title}`);
  await page.reload();
  await page.getByRole('button', { name: /Notifications/ }).first().click();
  await expect(page.getByText(`Reminder: ${title}`)).toBeVisible();
});
