import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { signedIn, signInUi } from '../fixtures.ts';

test('finance signs in to the finance dashboard, follows the monthly chart to the report and exports it', async ({ page }) => {
  await signInUi(page, 'finance');
  await expect(page).toHaveURL(/\/finance-management\/finance-dashboard$/);
  await expect(page.getByRole('heading', { name: 'Finance Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Pay and billing by month')).toBeVisible();

  // The chart's last band (this month) opens that month's report by client.
  const chart = page.getByTestId('chart-by-month');
  await chart.scrollIntoViewIfNeeded();
  // The plot is the chart's largest svg (the legend's marks are small ones).
  const rects = await chart.locator('svg').evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
  const box = rects.sort((a, b) => b.width * b.height - a.width * a.height)[0]!;
  await page.mouse.click(box.x + box.width * 0.93, box.y + box.height * 0.5);
  await expect(page).toHaveURL(/\/report-management\/report-list\?date=\d{4}-\d{2}-01&by=client/);
  await expect(page.getByRole('heading', { name: 'Monthly Report', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Report' });
  await expect(table.getByRole('cell', { name: 'Total' })).toBeVisible();
  const totalPay = await table.locator('tfoot td').nth(4).innerText();
  expect(totalPay).toMatch(/^S\$[\d,]+\.\d{2}$/);

  await page.getByRole('button', { name: 'Export' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: /CSV/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^monthly-report-by-client-\d{4}-\d{2}-01-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(lines[0]).toBe('Name,Detail,Shifts,Paid hours,Overtime hours,Pay,Employment cost,Bill amount,Margin,Margin %,Spread (bill - pay),Provisional shifts');
  const total = lines.at(-1)!.split(',');
  expect(total[0]).toBe('Total');
  // The file's total pay is the page's.
  expect(`S$${Number(total[5]).toLocaleString('en-SG', { minimumFractionDigits: 2 })}`).toBe(totalPay);

  // A row opens the shifts behind it.
  await table.locator('tbody tr').first().getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: /^Shifts: / })).toBeVisible();
  await expect(dialog.locator('tbody tr').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).click();
});

test('hr lands on the hr dashboard', async ({ page }) => {
  await signedIn(page, 'hr', '/');
  await expect(page).toHaveURL(/\/employee-management\/hr-dashboard$/);
  await expect(page.getByRole('heading', { name: 'HR Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Pending applications', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Approvals and rejections per week')).toBeVisible();
  await expect(page.getByText(/S\$/)).toHaveCount(0); // no money on hr's dashboard
  await page.getByRole('link', { name: /Pending applications/ }).first().click();
  await expect(page).toHaveURL(/\/part-timer-management\/pending$/);
});
