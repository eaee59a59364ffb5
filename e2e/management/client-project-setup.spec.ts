import { expect, test } from '@playwright/test';
import { minimalPdf, signedIn, signInUi, storedToken } from '../fixtures.ts';

/** Issue 7: a manager sets up a new client's project with positions and a location; hr handles a certificate. */

const uid = () => String(Date.now()).slice(-5);

test('a manager creates a client, a project with two positions, a location found by postal code, and sees them in the lists', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const n = uid();
  const clientName = `Kallang Kitchens ${n} Pte Ltd`;
  const projectName = `Stadium concessions ${n}`;
  await signInUi(page, 'manager');

  // The first screen after sign-in is the project list with its status chips.
  await page.goto('/project-management');
  await expect(page.getByRole('heading', { name: 'Projects' })).toBeVisible();
  await expect(
    page.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: /^All · \d+/ }),
  ).toBeVisible();

  // Client, with a billing address from the address search.
  await page.goto('/client-management/list/create-client');
  await page.getByLabel('Company name').fill(clientName);
  await page.getByLabel('UEN').fill(`2026${n}K`);
  await page.getByLabel('Billing address').fill('397629');
  await page
    .getByRole('option', { name: /397629/ })
    .first()
    .click();
  // The form starts without a contact row (an untouched empty one blocked saving): add one.
  await page.getByRole('button', { name: 'Add contact' }).click();
  await page.getByLabel(/^Name/).fill('Aaron Seah');
  await page.getByLabel('Phone', { exact: true }).fill('91230000');
  await page.getByRole('button', { name: 'Create client' }).click();
  await expect(page.getByRole('heading', { name: clientName })).toBeVisible();
  await expect(page.getByText('Client created.')).toBeVisible();

  // Project for that client, two positions.
  await page.getByRole('link', { name: 'New project' }).click();
  await expect(page.getByLabel('Client')).toHaveValue(clientName);
  await page.getByLabel('Project name').fill(projectName);
  for (const [i, [position, pay, bill, heads]] of (
    [
      ['Food Operator', '12.50', '17.00', '6'],
      // The position's words, as registration says them, not its stored code "FnB Service" (issue 29, item 6).
      ['F&B Service', '13', '18.50', '3'],
    ] as const
  ).entries()) {
    await page.getByRole('button', { name: 'Add position' }).click();
    await page.getByRole('combobox', { name: 'Position' }).nth(i).click();
    await page.getByRole('option', { name: position, exact: true }).click();
    await page.getByLabel('Pay / hour').nth(i).fill(pay);
    await page.getByLabel('Bill / hour').nth(i).fill(bill);
    await page.getByLabel('Headcount').nth(i).fill(heads);
  }
  await page.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { name: projectName })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Food Operator' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'F&B Service' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'S$12.50' })).toBeVisible();
  await page.getByRole('button', { name: 'Activate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();

  // Location found by postal code.
  await page.getByRole('link', { name: 'Add location' }).click();
  await page.getByLabel('Location name').fill('Gate 4 kiosk');
  await page.getByLabel('Address').fill('397629');
  await page
    .getByRole('option', { name: /397629/ })
    .first()
    .click();
  await expect(page.getByText(/Postal code 397629/)).toBeVisible();
  await page.getByRole('button', { name: 'Create location' }).click();
  await expect(page.getByRole('heading', { name: 'Gate 4 kiosk' })).toBeVisible();

  // The lists show them.
  await page.goto('/client-management/list');
  await page.getByLabel('Search company, UEN or contact').fill(clientName);
  await expect(page.getByRole('link', { name: clientName })).toBeVisible();
  // #13 item 2: the row shows the client's contact, phone and project (not "—", empty and 0).
  const clientRow = page.getByRole('row').filter({ has: page.getByRole('link', { name: clientName }) });
  await expect(clientRow.locator('[data-field="primaryContactName"]')).toHaveText('Aaron Seah');
  await expect(clientRow.locator('[data-field="primaryContactPhone"]')).toHaveText('91230000');
  await expect(clientRow.locator('[data-field="projectCount"]')).toContainText('1');
  await page.goto('/project-management/list?status=active');
  await page.getByLabel('Search code, project or client').fill(projectName);
  await expect(page.getByRole('link', { name: projectName })).toBeVisible();
  await page.goto('/project-location-management/list');
  await page.getByLabel(/Search location/).fill(projectName);
  await expect(page.getByRole('link', { name: 'Gate 4 kiosk' })).toBeVisible();
});

test('an hr user uploads and verifies a worker certificate', async ({ page }) => {
  test.setTimeout(90_000);
  await signedIn(page, 'hr');
  const token = await storedToken(page);
  const workers = await (
    await page.request.get('/api/worker-certificates/worker-options', { headers: { Authorization: `Bearer ${token}` } })
  ).json();
  const worker = workers.items[0] as { name: string; employeeCode: string | null };
  expect(worker).toBeTruthy();
  const number = `E2E-${uid()}`;

  await page.goto('/certificate-management/list/create-certificate');
  // The worker search is debounced: a click can land while the options reload, so choose
  // again until the field holds the worker.
  await expect(async () => {
    await page.getByLabel('Worker').fill(worker.employeeCode ?? worker.name);
    await page
      .getByRole('option', { name: new RegExp(worker.name) })
      .first()
      .click({ timeout: 5_000 });
    await expect(page.getByLabel('Worker')).toHaveValue(new RegExp(worker.name), { timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await page.getByRole('combobox', { name: 'Certificate type' }).click();
  await page.getByRole('option', { name: 'Food Safety Course Level 1' }).click();
  await page.getByLabel('Certificate number').fill(number);
  await page.getByLabel('Issue date').fill('2026-01-15');
  await page.getByLabel('Expiry date').fill('2031-01-14');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: minimalPdf() });
  await page.getByRole('button', { name: 'Create certificate' }).click();
  await expect(page).toHaveURL(/\/certificate-management\/list$/);

  await page.getByLabel('Search worker, employee code or number').fill(number);
  const row = page.getByRole('row', { name: new RegExp(number) });
  await expect(row.getByText('To verify')).toBeVisible();
  await row.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText(`Certificate of ${worker.name} verified`)).toBeVisible();
  await expect(row.getByText('Hui Min Ong')).toBeVisible();
});
