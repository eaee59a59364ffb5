import { expect, test, type Page } from '@playwright/test';
import { cutCells, goClientSide, keepLanguageLocal, requestTracker, settle, signInUi } from './fixtures.ts';

/**
 * Every section's main pages in Chinese and Turkish (#11 item 6): no catalogue key shows as text
 * (a missing key comes back as itself), and Chinese text shows in zh.
 */
/**
 * A catalogue key shown as text: one of the catalogue's namespaces (its top-level keys, read from
 * the served /i18n/en.json, so a new section's namespace is covered without editing this spec),
 * a dot and a letter.
 */
function keyPatternOf(catalogue: Record<string, unknown>): RegExp {
  const names = Object.keys(catalogue).map((k) => k.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'));
  return new RegExp(`\\b(${names.join('|')})\\.[A-Za-z]`);
}
let KEY_PATTERN: RegExp;
const HAN = /[\u4e00-\u9fff]/;
/**
 * A date in English words (#13 item 5: the one formatter gives the language's words): a day and an
 * English month ("24 Nov" on a chart axis, "24 Nov 2026, 4:07 pm" in a list). Turkish shares "Mar"
 * and "May", so in Turkish only the other months and the English "am/pm" moment count.
 */
const ENGLISH_DATE: Record<'zh' | 'tr', RegExp> = {
  zh: /\b\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b/,
  tr: /\b\d{1,2} (Jan|Feb|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\b|\d{4}, \d{1,2}:\d{2} (am|pm)\b/,
};

/** A date and time as the one formatter writes it in each language ("2026年11月24日 下午4:07", "24 Kas 2026 16:07"). */
const DATE_TIME: Record<'zh' | 'tr', RegExp> = {
  zh: /\d{4}年\d{1,2}月\d{1,2}日 \S{0,2}\d{1,2}:\d{2}/,
  tr: /\d{1,2} \S+ \d{4} \d{2}:\d{2}/,
};

const PAGES: Array<{ name: string; path: string; detail?: string }> = [
  { name: 'part-timers', path: '/part-timer-management/list', detail: 'a[href*="/part-timer-management/worker/"]' },
  {
    name: 'clients',
    path: '/client-management/list',
    detail: 'a[href^="/client-management/list/"]:not([href$="create-client"])',
  },
  { name: 'projects', path: '/project-management/list' },
  { name: 'locations', path: '/project-location-management/list' },
  { name: 'certificates', path: '/certificate-management/list' },
  { name: 'staff-accounts', path: '/admin-management/list' },
  { name: 'audit-log', path: '/admin-management/audit-log' },
  { name: 'profile', path: '/profile' },
  { name: 'dashboard', path: '/admin-management/admin-dashboard' },
  { name: 'public-holidays', path: '/settings/public-holidays-management/list?year=2026' },
  {
    name: 'pay-runs',
    path: '/employee-management/hr-payment-report-list',
    detail: 'a[href^="/employee-management/hr-payment-report-list/"]',
  },
];
const SCREENSHOTS = new Set(['part-timers', 'certificates', 'dashboard']);

async function chooseLanguage(page: Page, label: RegExp): Promise<void> {
  await page.getByTestId('language-button').click();
  await page.getByRole('menuitem', { name: label }).click();
}

let openRequests: () => number;

/** The page's visible text once it has settled (no request open, no spinner, no loading bar). */
async function settledText(page: Page): Promise<string> {
  await settle(page, openRequests);
  return page.evaluate(() => document.body.innerText);
}

async function checkPage(page: Page, where: string, lang: 'zh' | 'tr'): Promise<void> {
  const text = await settledText(page);
  // The data grid's own texts (pagination) follow the language too, once their chunk has come
  // (components/management/mui-x/mui-x-locale.ts); the grid is on the page by now.
  await expect(page.getByText(/Rows per page/), `${lang} ${where}: the grid's English pagination`).toHaveCount(0, {
    timeout: 15_000,
  });
  expect(text.match(KEY_PATTERN)?.[0], `${lang} ${where}: a key shows as text`).toBeUndefined();
  expect(text.match(ENGLISH_DATE[lang])?.[0], `${lang} ${where}: a date in English words`).toBeUndefined();
  expect(await cutCells(page, DATE_TIME[lang]), `${lang} ${where}: a date and time cut short`).toEqual([]);
  if (lang === 'zh') {
    // The page's own chunk and its texts may still be on their way on a busy machine: wait for them,
    // and say what the page showed when they never come.
    await expect
      .poll(async () => HAN.test(await page.evaluate(() => document.body.innerText)), {
        message: `zh ${where}: no Chinese text in "${text.slice(0, 300)}"`,
        timeout: 15_000,
      })
      .toBe(true);
  }
}

/** Every page through the app's router: the app and its catalogue load once per language. */
async function visitAll(page: Page, lang: 'zh' | 'tr'): Promise<void> {
  for (const p of PAGES) {
    await goClientSide(page, p.path);
    await checkPage(page, p.path, lang);
    if (lang === 'zh' && SCREENSHOTS.has(p.name))
      await page.screenshot({ path: test.info().outputPath(`zh-${p.name}.png`), fullPage: false });
    if (p.detail) {
      const link = page.locator(p.detail).first();
      if ((await link.count()) === 0) continue; // no record of this kind in the demo data
      await link.click();
      await expect(page).not.toHaveURL(new RegExp(`${p.path}$`));
      await checkPage(page, page.url(), lang);
    }
  }
}

test('every section in Chinese and Turkish shows translated text, never a key', async ({ page }) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const catalogue = await page.request.get('/i18n/en.json');
  expect(catalogue.ok()).toBe(true);
  KEY_PATTERN = keyPatternOf((await catalogue.json()) as Record<string, unknown>);
  await keepLanguageLocal(page);
  openRequests = requestTracker(page);
  await signInUi(page, 'admin');
  await chooseLanguage(page, /Chinese/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-Hans');
  await visitAll(page, 'zh');
  await chooseLanguage(page, /Turkish/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  await visitAll(page, 'tr');
  await chooseLanguage(page, /English/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
