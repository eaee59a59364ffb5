import { expect, test } from '@playwright/test';
import { signedIn } from '../fixtures.ts';

const I = '/api/apps/ecommerce/inventory';

test('#34 inventory: a uniform issued to a worker moves the stock and shows on the worker page', async ({ page }) => {
  const token = await signedIn(page, 'hr');
  const auth = { Authorization: `Bearer ${token}` };
  const name = `Crew jacket ${Date.now()}`;
  const blank = await (await page.request.post(`${I}/product`, { headers: auth })).json();
  const saved = await page.request.patch(`${I}/product`, { headers: auth, data: { id: blank.id, product: { name, sku: 'E2E-JACKET', stock: 5, basePrice: 2000, taxPercent: 9, active: true } } });
  expect(saved.status()).toBe(200);
  const workers = (await (await page.request.get('/api/workers?view=active&pageSize=5', { headers: auth })).json()).items as Array<{ id: string }>;
  const worker = workers[0]!;

  await page.goto(`/part-timer-management/worker/${worker.id}`);
  const section = page.getByRole('region', { name: 'Uniforms and equipment' });
  await section.getByRole('button', { name: 'Issue an item' }).click();
  await section.getByLabel('Item').fill(name);
  await page.getByRole('option', { name: new RegExp(name) }).click();
  await section.getByLabel('Quantity').fill('2');
  await section.getByRole('button', { name: 'Issue', exact: true }).click();
  await expect(section.getByTestId('worker-items')).toContainText(`${name} × 2`);
  await page.screenshot({ path: test.info().outputPath('worker-items.png'), fullPage: true });

  await page.goto('/apps/inventory');
  await page.getByLabel('Search by name, SKU or barcode').fill(name);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row.getByTestId('stock')).toHaveText('3');
  await expect(row.getByRole('cell').nth(3)).toHaveText('2');
  await page.screenshot({ path: test.info().outputPath('inventory.png'), fullPage: true });
});
