import { expect, test, type Browser } from '@playwright/test';
import { signedIn } from './fixtures.ts';

/**
 * #13 item 5: the business runs on Singapore time, so every date and time a page shows is
 * Singapore's whatever the browser's zone. The same pages read in Singapore and in Los Angeles
 * (15 or 16 hours apart: most dates fall on another day there) must show the same figures.
 */
const PAGES = ['/part-timer-management/list', '/certificate-management/list'];

async function gridTexts(browser: Browser, baseURL: string, timezoneId: string): Promise<string[]> {
  const context = await browser.newContext({ baseURL, timezoneId, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  try {
    await signedIn(page, 'admin');
    const texts: string[] = [];
    for (const path of PAGES) {
      await page.goto(path);
      const grid = page.getByRole('grid').first();
      await expect(grid.getByRole('row').nth(1)).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
      texts.push(await grid.innerText());
    }
    return texts;
  } finally {
    await context.close();
  }
}

test('dates and times read the same in Singapore and in Los Angeles', async ({ browser }, info) => {
  test.setTimeout(120_000);
  const baseURL = info.project.use.baseURL!;
  const singapore = await gridTexts(browser, baseURL, 'Asia/Singapore');
  const losAngeles = await gridTexts(browser, baseURL, 'America/Los_Angeles');
  // The lists hold dates (DD/MM/YYYY or "24 Nov 2026, 4:07 pm"), so the check has something to compare.
  expect(singapore.join('\n')).toMatch(/\d{2}\/\d{2}\/\d{4}|\d{1,2} [A-Z][a-z]{2} \d{4}/);
  expect(losAngeles).toEqual(singapore);
});
