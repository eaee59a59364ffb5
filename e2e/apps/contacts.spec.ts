import { expect, test } from '@playwright/test';
import { signedIn } from '../fixtures.ts';

/** A 1x1 PNG (a real one: the server checks the content). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('a manager adds a contact with an avatar and finds it through the global search', async ({ page }) => {
  const name = `Wong Siew Ling ${Date.now().toString(36)}`;
  await signedIn(page, 'manager', '/apps/contacts');
  await expect(page.getByRole('heading', { name: 'Contacts' })).toBeVisible();

  // Add: the blank contact opens in its editor.
  await page.getByRole('button', { name: 'Add contact' }).click();
  const editor = page.getByTestId('contact-editor');
  await expect(editor).toBeVisible();
  await editor.getByLabel(/^Name/).fill(name);
  await editor.getByLabel('Job title').fill('Venue manager');
  await editor.getByRole('button', { name: 'Add e-mail' }).click();
  await editor.getByLabel('E-mail', { exact: true }).fill('siewling@example.com');
  await editor.getByRole('button', { name: 'Add phone' }).click();
  await editor.getByLabel('Phone number').fill('9123 4567');
  await editor.getByRole('button', { name: 'Save' }).click();

  const view = page.getByTestId('contact-view');
  await expect(view.getByRole('heading', { name })).toBeVisible();
  await expect(view).toContainText('siewling@example.com');
  await expect(view).toContainText('+65 9123 4567');
  await expect(page.getByTestId('contacts-list')).toContainText(name);

  // The avatar: a real image, stored on the contact as a data URL and shown.
  await page
    .getByTestId('contact-avatar-input')
    .setInputFiles({ name: 'face.png', mimeType: 'image/png', buffer: PNG });
  await expect(view.getByTestId('contact-avatar').locator('img')).toHaveAttribute('src', /^data:image\/png;base64,/);
  // A file that is not an image is refused with the server's words.
  await page
    .getByTestId('contact-avatar-input')
    .setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('not an image') });
  await expect(view.getByRole('alert')).toContainText('PNG, JPEG or WebP');

  // The global search finds it; the result opens its page.
  await page.goto('/apps/icons');
  await page.getByTestId('search-button').click();
  await page.getByTestId('search-input').fill(name.slice(0, 14));
  const results = page.getByTestId('search-results');
  await results.getByRole('menuitem', { name }).click();
  await expect(page).toHaveURL(/\/apps\/contacts\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('contact-view').getByRole('heading', { name })).toBeVisible();

  // Delete, confirmed.
  await page.getByTestId('contact-view').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page).toHaveURL(/\/apps\/contacts$/);
  await expect(page.getByText(name)).toHaveCount(0);
});
