import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3403';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
const token = async (role) => (await (await fetch(`${base}/api/auth/sign-in`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: `${role}@example.com`, password: 'Demo-pass-2026!' }) })).json()).accessToken;
const [role, path, name, action] = process.argv.slice(2);
for (const width of [1440, 360]) {
  const page = await browser.newPage({ viewport: { width, height: width === 360 ? 780 : 900 } });
  await page.goto(`${base}/api/health`);
  const t = await token(role);
  await page.evaluate((t) => localStorage.setItem('accessToken', t), t);
  await page.goto(`${base}${path}`);
  await page.waitForTimeout(2500);
  if (action === 'open') { await page.getByRole('table').getByRole('button').first().click(); await page.waitForTimeout(1500); }
  await page.screenshot({ path: `/tmp/reports-shots/${name}-${width}.png`, fullPage: action !== 'open' });
  await page.close();
}
await browser.close();
