import { expect, test } from '@playwright/test';
import { signInUi, storedToken } from '../fixtures.ts';

type Row = { id: string; name: string; requiresDocument: boolean; blacklistFlag: boolean | null; employeeCode: string | null; idNumberMasked: string };

test('hr takes a registration from pending to active, through discharge and rejoin, and exports a list', async ({ page }) => {
  test.setTimeout(120_000);
  await signInUi(page, 'hr');
  const token = await storedToken(page);
  const auth = { Authorization: `Bearer ${token}` };
  const pending = await page.request.get('/api/workers?view=pending&pageSize=100&sort=createdAt&dir=desc', { headers: auth });
  expect(pending.ok()).toBe(true);
  const rows = (await pending.json()).items as Row[];
  const names = rows.map((r) => r.name);
  const w = rows.find((r) => !r.requiresDocument && !r.blacklistFlag && names.filter((n) => n === r.name).length === 1);
  expect(w, 'a pending registration without special rules').toBeTruthy();
  const applicant = w!;

  // Review: the pending list, the worker page with its documents.
  await page.goto('/part-timer-management/pending');
  await page.getByLabel('Search workers').fill(applicant.name);
  // The search has applied before the click: the unfiltered first page may hold the same name,
  // and its rows are replaced under the pointer when the answer arrives.
  await expect(page.getByText('1–1 of 1')).toBeVisible();
  await page.getByRole('link', { name: applicant.name }).click();
  await expect(page.getByRole('heading', { name: applicant.name })).toBeVisible();
  await expect(page.getByText('Contract', { exact: true })).toBeVisible();
  await expect(page.getByText('Signature', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'View Contract' }).click();
  await expect(page.getByRole('dialog').getByText('Contract')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();

  // Approve: an employee code is assigned.
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(`Approved: ${applicant.name}`)).toBeVisible();
  const detail = await (await page.request.get(`/api/workers/${applicant.id}`, { headers: auth })).json();
  expect(detail.status).toBe('active');
  const code = detail.employeeCode as string;
  expect(code).toMatch(/^PT-\d{6}$/);

  // Find the worker on the active list by employee code.
  await page.goto('/part-timer-management/list');
  await page.getByLabel('Search workers').fill(code);
  await expect(page.getByText('1–1 of 1')).toBeVisible();
  await page.getByRole('link', { name: applicant.name }).click();
  await expect(page.getByRole('heading', { name: applicant.name })).toBeVisible();

  // Request and approve a discharge (reason and last working day required).
  await page.getByRole('button', { name: 'Request discharge' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Request discharge' }).click();
  await expect(dialog.getByText('Give a reason')).toBeVisible();
  await dialog.getByLabel(/Reason/).fill('Returning to full-time studies');
  await dialog.getByLabel(/Last working day/).fill('2026-12-31');
  await dialog.getByRole('button', { name: 'Request discharge' }).click();
  await expect(page.getByText(`Discharge requested: ${applicant.name}`)).toBeVisible();
  await page.getByRole('button', { name: 'Approve discharge' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Approve discharge' }).click();
  await expect(page.getByText(`Discharged: ${applicant.name}`)).toBeVisible();

  // The history page shows both steps.
  await page.goto('/part-timer-management/discharge-history');
  await page.getByLabel(/Search name/).fill(code);
  await expect(page.getByText('1–2 of 2')).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'Request discharge' })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'Approve discharge' })).toBeVisible();
  await expect(page.getByRole('gridcell', { name: 'Returning to full-time studies' })).toBeVisible();

  // Request a rejoin: it waits on the discharge-pending list.
  await page.getByRole('link', { name: applicant.name }).first().click();
  await page.getByRole('button', { name: 'Request rejoin' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Request rejoin' }).click();
  await expect(page.getByText(`Rejoin requested: ${applicant.name}`)).toBeVisible();
  await page.goto('/part-timer-management/discharge-pending');
  await page.getByLabel('Search workers').fill(code);
  await expect(page.getByText('1–1 of 1')).toBeVisible();
  await expect(page.getByRole('link', { name: applicant.name })).toBeVisible();

  // Export exactly this view.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^workers-discharge-pending-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = await (await download.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  const lines = text.trim().split(/\r?\n/);
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(applicant.name);
  expect(lines[1]).toContain(applicant.idNumberMasked);
});
