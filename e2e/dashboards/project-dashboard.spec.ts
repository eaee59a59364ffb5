import { expect, test, type Page } from '@playwright/test';
import { signedIn, storedToken } from '../fixtures.ts';

/**
 * Issue #33 items 4, 5 and 7: a manager opens the project dashboard from the menu, finds a shift
 * made in the test in today's figures and rosters and follows links to act on it; /example lists
 * only the sections of the reader's role.
 */

const sgtToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(new Date());
const SHOTS = process.env.E2E_SHOTS_DIR;

type Api = (method: 'GET' | 'POST', url: string, data?: unknown) => Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function api(page: Page): Promise<Api> {
  const headers = { authorization: `Bearer ${await storedToken(page)}` };
  return async (method, url, data) => {
    const res =
      method === 'GET' ? await page.request.get(url, { headers }) : await page.request.post(url, { headers, data });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
    return res.json();
  };
}

test('a manager finds a shift made today on the project dashboard and follows its links', async ({ page }) => {
  test.setTimeout(120_000);
  const today = sgtToday();
  await signedIn(page, 'manager');
  const call = await api(page);

  // A new location of an active project the demo manager manages: its roster today is the test's own.
  const me = await call('GET', '/api/common/user');
  const projects = await call('GET', `/api/projects?status=active&managerId=${me.id}&pageSize=20`);
  let project: { id: string; positionId: string } | null = null;
  for (const p of projects.items as Array<{ id: string }>) {
    const full = await call('GET', `/api/projects/${p.id}`);
    const pos = (full.positions as Array<{ id: string; requiredCertificateTypeId: string | null }>).find(
      (x) => !x.requiredCertificateTypeId,
    );
    if (pos) {
      project = { id: p.id, positionId: pos.id };
      break;
    }
  }
  expect(project, 'an active project of the demo manager').not.toBeNull();
  const name = `A E2E dashboard site ${Date.now() % 100000}`;
  const location = await call('POST', '/api/project-locations', {
    projectId: project!.id,
    name,
    address: {
      formatted_address: '1 Dashboard Road, Singapore 609601',
      location_lat: 1.33,
      location_lng: 103.74,
      country: 'Singapore',
      country_code: 'SG',
      postal_code: '609601',
      provider: 'offline',
    },
  });
  const roster = await call('POST', '/api/rosters', {
    locationId: location.id,
    date: today,
    shifts: [{ positionId: project!.positionId, start: '22:00', end: '23:30', breakMinutes: 0, headcount: 3 }],
  });

  // The API counts it (today's figures of the manager's projects: other specs may add theirs).
  const d = await call('GET', '/api/dashboards/project');
  expect(d.todayRosters).toContainEqual(
    expect.objectContaining({ rosterId: roster.id, shifts: 1, headcount: 3, places: 0 }),
  );

  // The menu's Dashboards group leads there.
  await page.goto('/');
  await page.getByRole('link', { name: 'Project Dashboard' }).first().click();
  await expect(page).toHaveURL(/\/dashboards\/project$/);
  await expect(page.getByRole('heading', { name: 'Project Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByTestId('not-available')).toHaveCount(0);

  // Today's shifts as the API counted them, the test's shift among them.
  const todayCard = page.getByTestId('project-figures').getByRole('link', { name: /Today's shifts/ });
  await expect(todayCard).toContainText(String(d.todayShifts.shifts));
  await expect(todayCard).toContainText(`${d.todayShifts.places} of ${d.todayShifts.headcount} places taken`);
  // Today's rosters: the new site (named to sort first), 0 of 3 places.
  const rosters = page.getByRole('table', { name: "Today's rosters" });
  const row = rosters.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('0 / 3');
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/project-dashboard.png`, fullPage: true });

  // The site opens its roster; the figure opens today's board.
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/roster-management/list/${roster.id}$`));
  await page.goBack();
  await todayCard.click();
  await expect(page).toHaveURL(new RegExp(`/roster-management/list\\?view=day&date=${today}$`));
});

test('/example lists only the sections of the role', async ({ page }) => {
  await signedIn(page, 'manager', '/example');
  await expect(page.getByRole('heading', { name: 'Getting started', level: 1 })).toBeVisible();
  const sections = page.getByTestId('guide-sections');
  await expect(sections.getByRole('link', { name: 'Roster List' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Project Dashboard' })).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Admin List' })).toHaveCount(0);
  await expect(sections.getByRole('link', { name: 'Finance Dashboard' })).toHaveCount(0);
  await expect(sections.getByRole('link', { name: 'Getting Started' })).toHaveCount(0);
  await expect(page.getByTestId('not-available')).toHaveCount(0);

  await signedIn(page, 'finance', '/example');
  await expect(sections.getByRole('link', { name: 'Finance Dashboard' }).first()).toBeVisible();
  await expect(sections.getByRole('link', { name: 'Roster List' })).toHaveCount(0);
  await expect(sections.getByRole('link', { name: 'Project Dashboard' })).toHaveCount(0);
  // Every role's menu has the guide under Apps.
  await expect(page.getByRole('link', { name: 'Getting Started' }).first()).toBeVisible();
  await sections.getByRole('link', { name: 'Shift Payment Adjustment' }).click();
  await expect(page).toHaveURL(/\/finance-management\/finance-shift-payment-adjustment$/);
});
