import { expect, test, type Page } from '@playwright/test';
import { signedIn } from '../fixtures.ts';

/**
 * Issue 29 review: the roster page's "Edit shifts" cut its fields: the start and end times read
 * "07:00 A" (Chromium's 12-hour time input is wider than the field) and "Pay / hour (optional)"
 * was ellipsised. Every field of a shift is as wide as its content, at a desktop's 1440 px and a
 * phone's 390 px (where the row wraps, with no sideways scroll).
 */

const SHOTS = process.env.E2E_SHOTS_DIR;

/** The shift editor's inputs and labels whose content is wider than their box, by label. */
function cutFields(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const set of Array.from(document.querySelectorAll('fieldset[aria-label^="Shift "]'))) {
      for (const control of Array.from(set.querySelectorAll('.MuiFormControl-root')) as HTMLElement[]) {
        const label = control.querySelector('label');
        const input = control.querySelector(
          'input:not([type="hidden"]):not([aria-hidden="true"])',
        ) as HTMLInputElement | null;
        const name = label?.textContent ?? '?';
        if (label && label.scrollWidth > label.clientWidth + 1) out.push(`label ${name}`);
        // A time input's own text ("07:00 AM" and its clock button) must fit the box it is given.
        if (input && input.scrollWidth > input.clientWidth + 1) out.push(`input ${name}`);
        if (input?.type === 'time' && input.getBoundingClientRect().width < 120) out.push(`narrow ${name}`);
      }
    }
    return out;
  });
}

for (const width of [1440, 390]) {
  test(`the shift editor's fields are not cut at ${width} px`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    await signedIn(page, 'admin', '/roster-management/list');
    // Any shift of this week's demo rosters on the board ("1/2"): its roster's page, then "Edit shifts".
    const roster = page
      .locator('a[href^="/roster-management/list/"]')
      .filter({ hasText: /\d\/\d/ })
      .first();
    await roster.waitFor();
    await page.goto((await roster.getAttribute('href'))!);
    await page.getByRole('button', { name: 'Edit shifts' }).click();
    const first = page.locator('fieldset[aria-label^="Shift "]').first();
    await expect(first.getByLabel('Start')).toBeVisible();
    expect(await cutFields(page)).toEqual([]);
    const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(sideways).toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/week4-shift-editor-${width}.png`, fullPage: true });
  });
}
