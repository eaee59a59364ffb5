import { expect, test } from '@playwright/test';
import { signedIn } from '../fixtures.ts';

/** Issue #34, item 4: finance opens a worker's payslip from the file manager, through the payslip route. */
test('finance opens a payslip from the file manager', async ({ page }) => {
  await signedIn(page, 'finance', '/apps/file-manager');
  const items = page.getByRole('list', { name: 'Folders and files' });
  // finance sees payslips, never workers' documents
  await expect(items.getByRole('button', { name: 'Payslips' })).toBeVisible();
  await expect(items.getByRole('button', { name: 'Worker documents' })).toHaveCount(0);
  await items.getByRole('button', { name: 'Payslips' }).dblclick();
  await expect(page.getByRole('navigation', { name: 'Folder path' })).toContainText('Payslips');
  // the first worker's folder, then their payslip
  const worker = items.getByRole('button').first();
  // the row's first line is the folder's name (its second the count)
  const workerName = (await worker.locator('.MuiListItemText-primary').textContent())!;
  await worker.dblclick();
  await expect(page.getByRole('navigation', { name: 'Folder path' })).toContainText(workerName);
  const slip = items.getByRole('button', { name: /^payslip-.*\.pdf/ }).first();
  await slip.click();
  const details = page.getByLabel('Details');
  await expect(details).toContainText('PDF');
  const served = page.waitForResponse((r) =>
    /\/api\/pay-runs\/[^/]+\/payslips\/[^/]+\.pdf$/.test(new URL(r.url()).pathname),
  );
  const popup = page.waitForEvent('popup');
  await details.getByRole('button', { name: 'Open', exact: true }).click();
  const res = await served;
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain('application/pdf');
  expect(res.headers()['content-disposition']).toContain('.pdf');
  await (await popup).close();
});
