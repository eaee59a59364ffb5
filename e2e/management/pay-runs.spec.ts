import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { signedIn, storedToken } from '../fixtures.ts';

/**
 * Issue 16: hr generates the month's pay run (after the 409 for the seeded draft) and confirms it; finance
 * approves it, downloads the bank file and a payslip, and marks it paid. The run is then read-only.
 */

const HR_LIST = '/employee-management/hr-payment-report-list';
const FINANCE_LIST = '/finance-management/finance-report-list';

async function shots(page: Page, name: string) {
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.screenshot({ path: `${process.env.E2E_SHOTS ?? test.info().outputPath()}/${name}-${width}.png`, fullPage: width === 1440 });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

/** Opens "Generate run", picks the frequency and the period (the default when absent), and submits. */
async function generate(page: Page, frequency: 'Weekly' | 'Monthly', period?: RegExp) {
  await page.getByRole('button', { name: 'Generate run' }).click();
  const dialog = page.getByRole('dialog', { name: 'Generate a pay run' });
  await dialog.getByRole('button', { name: frequency }).click();
  // The last complete period is the default; the current one is offered too.
  await expect(dialog.getByRole('combobox', { name: 'Period' })).not.toHaveText(/not over yet/);
  if (period) {
    await dialog.getByRole('combobox', { name: 'Period' }).click();
    await page.getByRole('option', { name: period }).click();
  }
  await dialog.getByRole('button', { name: 'Generate draft' }).click();
}

/** Clicks what starts a download and answers the file's name and bytes. */
async function download(page: Page, click: () => Promise<void>): Promise<{ name: string; body: Buffer }> {
  const [d] = await Promise.all([page.waitForEvent('download'), click()]);
  return { name: d.suggestedFilename(), body: await readFile((await d.path())!) };
}

test('hr generates and confirms a monthly run; finance approves it, downloads the bank file and a payslip, and marks it paid', async ({ browser }) => {
  test.setTimeout(150_000);
  const hr = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await signedIn(hr, 'hr', HR_LIST);
  await expect(hr.getByRole('heading', { name: 'Payment reports', level: 1 })).toBeVisible();
  // The demo seed holds this month's pay in a draft: generating the same month is refused (409),
  // with a way to that run; hr deletes the draft and generates the month again.
  await generate(hr, 'Monthly', /not over yet/);
  const refusal = hr.getByRole('dialog', { name: 'Generate a pay run' }).getByRole('alert');
  await expect(refusal).toContainText('A run of this frequency already covers this period.');
  await refusal.getByRole('link', { name: 'Open that run' }).click();
  await expect(hr.getByRole('heading', { name: /Monthly pay run/, level: 1 })).toBeVisible();
  await hr.getByRole('button', { name: 'Delete draft' }).click();
  await hr.getByRole('dialog', { name: 'Delete this draft?' }).getByRole('button', { name: 'Delete draft' }).click();
  await expect(hr).toHaveURL(new RegExp(`${HR_LIST}$`));
  await generate(hr, 'Monthly', /not over yet/);
  await expect(hr).toHaveURL(/\/employee-management\/hr-payment-report-list\/[0-9a-f-]{36}$/);
  // A month not over yet is a draft only: Confirm waits for the day after it ends, saying so (issue 29).
  await expect(hr.getByRole('button', { name: 'Confirm', exact: true })).toBeDisabled();
  await expect(hr.getByText(/^The period ends on \d{2}\/\d{2}\/\d{4}: this run can be confirmed from \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
  // Last week is over (the default weekly period): hr takes that one through to paid. The month's
  // draft holds last week's pay while it stands (a shift's pay is in one run), so it goes first.
  await hr.getByRole('button', { name: 'Delete draft' }).click();
  await hr.getByRole('dialog', { name: 'Delete this draft?' }).getByRole('button', { name: 'Delete draft' }).click();
  await expect(hr).toHaveURL(new RegExp(`${HR_LIST}$`));
  await generate(hr, 'Weekly');
  await expect(hr).toHaveURL(/\/employee-management\/hr-payment-report-list\/[0-9a-f-]{36}$/);
  const runUrl = new URL(hr.url()).pathname;
  const runId = runUrl.split('/').pop()!;
  await expect(hr.getByRole('heading', { name: /Weekly pay run/, level: 1 })).toBeVisible();
  await expect(hr.getByText('Draft', { exact: true })).toBeVisible();
  const lines = hr.getByRole('table', { name: 'Workers' });
  await expect(lines.getByRole('row').nth(1)).toBeVisible();
  // A line opens to its shifts and adjustments.
  await lines.getByRole('button', { name: /Show the shifts and adjustments of/ }).first().click();
  await expect(hr.getByRole('table', { name: /Shifts of/ })).toBeVisible();
  // hr never sees finance's actions.
  await expect(hr.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
  await expect(hr.getByRole('button', { name: 'Bank file' })).toHaveCount(0);
  await shots(hr, 'pay-run-draft');

  // Regenerating the draft shows what changed (nothing here).
  await hr.getByRole('button', { name: 'Regenerate' }).click();
  await hr.getByRole('dialog', { name: 'Regenerate this draft?' }).getByRole('button', { name: 'Regenerate' }).click();
  await expect(hr.getByRole('heading', { name: 'Changes at the last regeneration' })).toBeVisible();

  await hr.getByRole('button', { name: 'Confirm', exact: true }).click();
  const confirm = hr.getByRole('dialog', { name: 'Confirm this run?' });
  await confirm.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expect(confirm).toBeHidden();
  await expect(hr.getByText('Confirmed by HR', { exact: true })).toBeVisible();
  await expect(hr.getByRole('button', { name: 'Regenerate' })).toHaveCount(0);
  // The worker's page lists the payslip of the confirmed run.
  const token = await storedToken(hr);
  const first = await hr.request.get(`/api/pay-runs/${runId}/lines?pageSize=1`, { headers: { Authorization: `Bearer ${token}` } });
  const line = ((await first.json()) as { items: Array<{ workerId: string }> }).items[0]!;
  await hr.goto(`/part-timer-management/worker/${line.workerId}`);
  await hr.getByRole('tab', { name: 'Pay' }).click();
  // The week's payslip, not paid yet.
  await expect(hr.getByRole('table', { name: 'Payslips' }).getByRole('row', { name: /Confirmed by HR\s*\d{2}\/\d{2}\/\d{4} – / })).toBeVisible();
  await shots(hr, 'worker-payslips');
  await hr.goto(HR_LIST);
  await expect(hr.getByRole('row', { name: /Confirmed by HR/ }).first()).toBeVisible();
  await shots(hr, 'pay-runs-list-hr');

  const finance = await browser.newPage({ viewport: { width: 1440, height: 900 }, acceptDownloads: true });
  await signedIn(finance, 'finance', `${FINANCE_LIST}?status=hr_confirmed`);
  await expect(finance.getByRole('heading', { name: 'Finance payment reports', level: 1 })).toBeVisible({ timeout: 30_000 });
  await finance.getByRole('row', { name: /Confirmed by HR/ }).first().click();
  await expect(finance).toHaveURL(new RegExp(`${FINANCE_LIST}/${runId}$`));
  await expect(finance.getByRole('button', { name: 'Bank file' })).toBeDisabled();
  await finance.getByRole('button', { name: 'Approve', exact: true }).click();
  const approve = finance.getByRole('dialog', { name: 'Approve this run?' });
  await approve.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(approve).toBeHidden();
  await expect(finance.getByText('Approved by finance', { exact: true })).toBeVisible();
  await shots(finance, 'pay-run-approved');

  // The bank file: UOB's layout waits for the payment settings (listed), the generic CSV does not.
  await finance.getByRole('button', { name: 'Bank file' }).click();
  const bankDialog = finance.getByRole('dialog', { name: 'Bank file' });
  await expect(bankDialog.getByText('Payment settings to set first')).toBeVisible();
  await expect(bankDialog.getByRole('button', { name: 'Make the file' })).toBeDisabled();
  await shots(finance, 'bank-file-settings-missing');
  await bankDialog.getByLabel(/^CSV/).check();
  const bankFile = await download(finance, () => bankDialog.getByRole('button', { name: 'Make the file' }).click());
  expect(bankFile.name).toMatch(/\.csv$/);
  const csv = bankFile.body.toString('utf8');
  expect(csv.trim().split(/\r?\n/).length).toBeGreaterThan(1);

  const firstWorker = await finance.getByRole('table', { name: 'Workers' }).getByRole('row').nth(1).locator('p').first().innerText();
  const payslip = await download(finance, () => finance.getByRole('button', { name: `Download the payslip of ${firstWorker}` }).click());
  expect(payslip.name).toMatch(/\.pdf$/);
  expect(payslip.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');

  await finance.getByRole('button', { name: 'Mark paid' }).click();
  const pay = finance.getByRole('dialog', { name: 'Mark this run paid' });
  await pay.getByRole('button', { name: 'Mark paid' }).click();
  await expect(pay.getByText('Required').first()).toBeVisible();
  await pay.getByLabel('Payment reference').fill('E2E-GIRO-0001');
  await pay.getByRole('button', { name: 'Mark paid' }).click();
  await expect(pay).toBeHidden();
  await expect(finance.getByText('Paid', { exact: true }).first()).toBeVisible();
  await expect(finance.getByText(/Paid and read-only since/)).toBeVisible();
  await expect(finance.getByText(/reference E2E-GIRO-0001/)).toBeVisible();
  for (const action of ['Mark paid', 'Send back', 'Approve'])
    await expect(finance.getByRole('button', { name: action, exact: true })).toHaveCount(0);
});
