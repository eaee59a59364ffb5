import { expect, test } from '@playwright/test';
import { minimalPdf, signedIn } from '../fixtures.ts';

/**
 * The mailbox (issue 34, item 1): hr writes to finance with a PDF attached, finance finds it unread
 * in their own inbox, reads it and opens the attachment through the authorised route.
 */
test('a mail with an attachment is sent by one staff user and read by the recipient', async ({ browser }) => {
  const subject = `Payslip query ${Date.now()}`;
  const hr = await browser.newPage();
  await signedIn(hr, 'hr', '/apps/mailbox');
  await hr.getByRole('button', { name: 'Compose' }).click();
  const dialog = hr.getByRole('dialog', { name: 'Compose' });
  await dialog.getByLabel('To', { exact: true }).fill('Farah');
  await hr.getByRole('option', { name: /Farah Ismail/ }).click();
  await dialog.getByLabel('Subject').fill(subject);
  await dialog.getByLabel('Message').fill('Please check the attached payslip for November.');
  await dialog.locator('input[type=file]').setInputFiles({ name: 'payslip-nov.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
  // The server parses the PDF (off the request thread) before the draft shows it.
  await expect(dialog.getByText(/payslip-nov\.pdf/)).toBeVisible({ timeout: 30_000 });
  await dialog.getByRole('button', { name: 'Send' }).click();
  await expect(dialog).toBeHidden();
  await hr.getByRole('button', { name: 'Sent' }).click();
  await expect(hr.getByRole('button', { name: new RegExp(subject) })).toBeVisible();
  await hr.close();

  const finance = await browser.newPage();
  await signedIn(finance, 'finance', '/apps/mailbox');
  const row = finance.getByRole('button', { name: new RegExp(subject) });
  await expect(row).toBeVisible();
  await row.click();
  const mail = finance.getByRole('article', { name: subject });
  await expect(mail.getByText('Please check the attached payslip for November.')).toBeVisible();
  await expect(mail.getByText(/Hui Min Ong <hr@example\.com>/)).toBeVisible();
  const download = finance.waitForResponse((r) => r.url().includes('/api/apps/mailbox/attachment?') && r.request().method() === 'GET');
  await mail.getByRole('button', { name: /payslip-nov\.pdf/ }).click();
  const answer = await download;
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('application/pdf');
  // Opened, so no longer unread (the recipient's own copy).
  const id = new URL(finance.url()).searchParams.get('mail');
  const token = await finance.evaluate(() => localStorage.getItem('accessToken'));
  await expect
    .poll(async () => ((await (await finance.request.get(`/api/apps/mailbox/mail?id=${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { unread: boolean }).unread)
    .toBe(false);
  await finance.close();
});
