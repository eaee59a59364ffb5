import { expect, test, type Page } from '@playwright/test';
import { signedIn, storedToken } from '../fixtures.ts';

/**
 * Issue 29, item 8: a manager plans a location's week from last week: chooses the location and
 * the week, sees the preview of every roster it will create, and creates them at once.
 */

const sgtToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(new Date());
const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const mondayOf = (iso: string) => addDays(iso, -((new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7));
const shown = (iso: string) => iso.split('-').reverse().join('/');
const SHOTS = process.env.E2E_SHOTS_DIR;

type Api = (method: 'GET' | 'POST', url: string, data?: unknown) => Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(page: Page): Promise<Api> {
  const headers = { authorization: `Bearer ${await storedToken(page)}` };
  return async (method, url, data) => {
    const res = method === 'GET' ? await page.request.get(url, { headers }) : await page.request.post(url, { headers, data });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
    return res.json();
  };
}

test('a manager plans a week from last week: the preview, then the rosters created', async ({ page }) => {
  test.setTimeout(180_000);
  // Weeks far ahead, clear of the demo rosters and of the other specs' days.
  const target = mondayOf(addDays(sgtToday(), 220));
  const source = addDays(target, -7);
  await signedIn(page, 'manager');
  const call = await api(page);

  // A location of an active project the demo manager manages, empty in both weeks.
  const me = await call('GET', '/api/common/user');
  type BoardLocation = { locationId: string; locationName: string; projectId: string; cells: Array<{ roster: unknown }> };
  const board = await call('GET', `/api/rosters/board?view=week&date=${source}`);
  const next = await call('GET', `/api/rosters/board?view=week&date=${target}`);
  let site: { locationId: string; locationName: string; positionId: string } | null = null;
  for (const l of board.locations as BoardLocation[]) {
    const p = await call('GET', `/api/projects/${l.projectId}`);
    const pos = (p.positions as Array<{ id: string; requiredCertificateTypeId: string | null }>).find((x) => !x.requiredCertificateTypeId);
    const later = (next.locations as BoardLocation[]).find((x) => x.locationId === l.locationId);
    const empty = l.cells.every((c) => c.roster === null) && (!later || later.cells.every((c) => c.roster === null));
    if (p.status === 'active' && p.managerId === me.id && pos && empty) {
      site = { locationId: l.locationId, locationName: l.locationName, positionId: pos.id };
      break;
    }
  }
  expect(site, 'an active project location managed by the demo manager, free in both weeks').not.toBeNull();
  const s = site!;

  // Last week: Monday two shifts, Thursday one.
  for (const [day, shifts] of [
    [0, [['08:00', '16:00', 2], ['16:00', '23:00', 1]]],
    [3, [['09:00', '17:00', 3]]],
  ] as const)
    await call('POST', '/api/rosters', {
      locationId: s.locationId,
      date: addDays(source, day),
      shifts: shifts.map(([start, end, headcount]) => ({ positionId: s.positionId, start, end, breakMinutes: 30, headcount })),
    });

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(`/roster-management/list?date=${target}`);
  await page.getByRole('button', { name: 'Plan a week' }).click();
  const dialog = page.getByRole('dialog', { name: 'Plan a week' });
  await expect(dialog).toBeVisible();

  // Keyboard: the location found by typing, chosen with the arrow keys and Enter.
  const locations = dialog.getByRole('combobox', { name: 'Locations' });
  await locations.fill(s.locationName);
  // The first option is the one searched for once the search has answered (until then the list before it shows).
  await expect(page.getByRole('option').first()).toContainText(s.locationName);
  await locations.press('ArrowDown');
  await locations.press('Enter');
  await expect(dialog.locator('.MuiChip-root')).toContainText(s.locationName);
  const week = dialog.getByRole('textbox', { name: 'Week to plan' });
  await week.fill(shown(addDays(target, 2)));
  await week.press('Tab');
  await expect(dialog.getByText(`Week of ${shown(target)} – ${shown(addDays(target, 6))}`)).toBeVisible();
  await expect(dialog.getByLabel('The week before')).toBeChecked();

  await dialog.getByRole('button', { name: 'Preview' }).click();
  const table = dialog.getByRole('table', { name: 'What will be created' });
  await expect(table).toBeVisible();
  const rows = table.getByRole('row');
  await expect(rows).toHaveCount(3);
  await expect(rows.nth(1)).toContainText(`Mon ${shown(target)}`);
  await expect(rows.nth(1)).toContainText('08:00–16:00 · 2 places');
  await expect(rows.nth(1)).toContainText('16:00–23:00 · 1 place');
  await expect(rows.nth(2)).toContainText(`Thu ${shown(addDays(target, 3))}`);
  await expect(dialog.getByText('To create: rosters 2, shifts 3, places 6.')).toBeVisible();
  // Nothing written by the preview.
  const before = await call('GET', `/api/rosters?locationId=${s.locationId}&from=${target}&to=${addDays(target, 6)}`);
  expect(before.total).toBe(0);

  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/week-planner-1440.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(dialog.getByRole('list', { name: 'What will be created' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/week-planner-390.png` });
    await page.setViewportSize({ width: 1440, height: 900 });
  }

  await dialog.getByRole('button', { name: 'Create 2 rosters' }).click();
  await expect(dialog.getByText('2 rosters created.')).toBeVisible();
  const after = await call('GET', `/api/rosters?locationId=${s.locationId}&from=${target}&to=${addDays(target, 6)}`);
  expect(after.items.map((r: { date: string }) => r.date).sort()).toEqual([target, addDays(target, 3)]);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/week-planner-done-1440.png` });
  await dialog.getByRole('link', { name: /Open the week/ }).click();
  await expect(page).toHaveURL(new RegExp(`date=${target}`));
});
