import { crc32, deflateSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../fixtures.ts';

/**
 * The public registration as the business's own (issue 13, items 15, 16, 17) on a 390 px phone:
 * the business's name and logo from admin's settings, the staff theme (no default MUI blue, no
 * upper-case buttons), labelled step circles, the ID checked when step 2 is completed, and the
 * lasting confirmation with the reference and the business's contact.
 */
test.use({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });

const BUSINESS = {
  name: 'Harbourline Staffing Pte Ltd',
  uen: '201912345D',
  address: '10 Anson Road, Singapore 079903',
  contactPhone: '61234567',
  contactEmail: 'jobs@harbourline.example.com',
};

/** A 120x40 PNG logo: an indigo band with a teal square (real PNG structure, checked by the server). */
function logoPng(): Buffer {
  const w = 120;
  const h = 40;
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) {
    raw[y * (w * 3 + 1)] = 0;
    for (let x = 0; x < w; x++) {
      const o = y * (w * 3 + 1) + 1 + x * 3;
      const teal = x > 8 && x < 40 && y > 6 && y < 34;
      raw[o] = teal ? 0x14 : 0x4f;
      raw[o + 1] = teal ? 0xb8 : 0x46;
      raw[o + 2] = teal ? 0xa6 : 0xe5;
    }
  }
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const td = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(td) >>> 0);
    return Buffer.concat([len, td, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function token(page: Page, role: 'admin' | 'hr'): Promise<Record<string, string>> {
  const res = await page.request.post('/api/auth/sign-in', { data: { email: `${role}@example.com`, password: DEMO_PASSWORD } });
  expect(res.ok()).toBe(true);
  return { Authorization: `Bearer ${(await res.json()).accessToken}` };
}

const field = (page: Page, name: string) => page.locator(`#reg-${name.replace(/\./g, '-')}`);

test.beforeEach(async ({ page }) => {
  const admin = await token(page, 'admin');
  const { version } = await (await page.request.get('/api/business')).json();
  expect((await page.request.put('/api/business', { headers: admin, data: { ...BUSINESS, version } })).ok()).toBe(true);
  const logo = await page.request.put('/api/business/logo', {
    headers: { ...admin, 'content-type': 'application/octet-stream' },
    data: logoPng(),
  });
  expect(logo.status(), await logo.text()).toBe(200);
});

test('the form shows the business, the staff theme and labelled steps; a registered ID is refused at step 2', async ({ page }) => {
  // A live (pending) demo applicant's ID number.
  const hr = await token(page, 'hr');
  const list = await (await page.request.get('/api/workers?view=pending&pageSize=1', { headers: hr })).json();
  const id = (await (await page.request.post(`/api/workers/${list.items[0].id}/reveal`, { headers: hr, data: { field: 'idNumber' } })).json())
    .value as string;
  expect(id).toMatch(/^[STFG]\d{7}[A-Z]$/);

  await page.goto('/register/part-timer');
  await expect(page.getByRole('heading', { level: 1, name: 'Part-Timer Registration', exact: true })).toBeVisible();
  const brand = page.getByTestId('business-brand');
  await expect(brand).toContainText(BUSINESS.name);
  await expect(brand.locator('img')).toHaveAttribute('src', /^\/api\/business\/logo\?v=\d+$/);
  // The logo is drawn once it has loaded (the page itself paints before: its CSS is in the HTML).
  await expect.poll(() => brand.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(120);
  // Labelled circles.
  await expect(page.locator('.reg-progress-label')).toHaveText(['Job', 'Personal', 'Bank', 'History', 'Sign']);
  // The staff theme: its primary colour, no upper-case buttons.
  const nextButton = page.getByRole('button', { name: 'Next', exact: true });
  const style = await nextButton.evaluate((b) => ({ bg: getComputedStyle(b).backgroundColor, tt: getComputedStyle(b).textTransform }));
  expect(style).toEqual({ bg: 'rgb(79, 70, 229)', tt: 'none' });

  await field(page, 'where_know_us').selectOption('socialMedia');
  await field(page, 'position_applied').selectOption('Food Operator');
  await field(page, 'earliest_availability').pressSequentially('01122030');
  await page.locator('input[name="fully_vaccinated"][value="1"]').check();
  await nextButton.click();
  await expect(field(page, 'client_name')).toBeVisible();

  await field(page, 'client_name').fill('Step Two Applicant');
  await field(page, 'contact_email').fill('step.two@example.com');
  await field(page, 'contact_number').fill('91234567');
  await field(page, 'date_of_birth').pressSequentially('14021998');
  await field(page, 'gender').selectOption('Female');
  await field(page, 'place_of_birth').fill('Singapore');
  await field(page, 'race').selectOption('chinese');
  await field(page, 'religion').selectOption('buddhist');
  await field(page, 'marital_status').selectOption('single');
  await field(page, 'nationality').selectOption('Singaporean');
  await field(page, 'id_type').selectOption('NRIC');
  await field(page, 'id_number').fill(id);
  await field(page, 'address').fill('238823');
  await page.locator('.MuiAutocomplete-popper [role=option]').first().click();
  await expect(field(page, 'postal_code')).toHaveValue('238823');
  const checked = page.waitForResponse((r) => r.url().endsWith('/api/registrations/check-id'));
  await nextButton.click();
  expect((await checked).status()).toBe(409);
  // Still on step 2, told now (the submit's own words), the ID field marked.
  await expect(page.getByRole('alert').filter({ hasText: 'This ID number already has a registration with us.' }).first()).toBeVisible();
  await expect(field(page, 'id_number')).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page, 'kin_name')).toHaveCount(0);
});

test('after the spec’s reload the applicant lands on a lasting confirmation with the reference and the contact', async ({ page }) => {
  await page.goto('/register/part-timer');
  await expect(page.getByRole('heading', { level: 1, name: 'Part-Timer Registration', exact: true })).toBeVisible();
  // What the wizard stores on success before the reload (the full submit: registration.spec.ts).
  await page.evaluate(() =>
    localStorage.setItem('wf.registration.done.v1', JSON.stringify({ reference: 'REG-0A1B2C3D', submittedAt: Date.now() })),
  );
  await page.reload();
  const done = page.getByTestId('registration-done');
  await expect(done.getByRole('heading', { name: 'Registration received' })).toBeVisible();
  await expect(page.getByTestId('registration-reference')).toHaveText('REG-0A1B2C3D');
  await expect(done).toContainText('What happens next');
  await expect(page.getByTestId('registration-contact').getByRole('link', { name: BUSINESS.contactPhone })).toHaveAttribute('href', `tel:${BUSINESS.contactPhone}`);
  await expect(page.getByTestId('registration-contact').getByRole('link', { name: BUSINESS.contactEmail })).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.screenshot({ path: test.info().outputPath('registration-end-1440.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('registration-end-390.png'), fullPage: true });
  // It lasts: another reload, and in Chinese.
  await page.reload();
  await page.getByRole('button', { name: '中文' }).click();
  await expect(done.getByRole('heading', { name: '已收到登记' })).toBeVisible();
  await expect(page.getByTestId('registration-reference')).toHaveText('REG-0A1B2C3D');
  // A new registration starts from an empty step 1.
  await done.getByRole('button', { name: '为另一人登记' }).click();
  await expect(field(page, 'where_know_us')).toBeVisible();
  await page.reload();
  await expect(field(page, 'where_know_us')).toBeVisible();
});
