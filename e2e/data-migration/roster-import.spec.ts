import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signedIn } from '../fixtures.ts';

/**
 * Issue 32: hr downloads the template, uploads a file with two bad rows, downloads the error
 * file, fixes the two rows and commits, then sees the imported shifts on the roster board.
 */

const sgtToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(new Date());
const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

type Site = { code: string; location: string; position: string; workers: string[] };

/** An active project's location and a position needing no certificate, and two active workers (read as admin). */
async function demoSite(page: Page): Promise<Site> {
  const signIn = await page.request.post('/api/auth/sign-in', {
    data: { email: 'admin@example.com', password: DEMO_PASSWORD },
  });
  const headers = { authorization: `Bearer ${((await signIn.json()) as { accessToken: string }).accessToken}` };
  const get = async <T>(url: string) => (await (await page.request.get(url, { headers })).json()) as T;
  const board = await get<{ locations: { locationName: string; projectId: string }[] }>(
    `/api/rosters/board?date=${sgtToday()}`,
  );
  for (const l of board.locations) {
    const p = await get<{
      code: string;
      status: string;
      clientId: string;
      positions: { position: string; requiredCertificateTypeId: string | null }[];
    }>(`/api/projects/${l.projectId}`);
    const position = p.positions.find((x) => !x.requiredCertificateTypeId);
    if (p.status !== 'active' || !position) continue;
    const workers = await get<{ items: { employeeCode: string | null }[] }>('/api/workers?view=active&pageSize=50');
    const codes = workers.items.flatMap((w) => (w.employeeCode ? [w.employeeCode] : []));
    return { code: p.code, location: l.locationName, position: position.position, workers: codes.slice(-3) };
  }
  throw new Error('no active project with a position that needs no certificate');
}

const csvCell = (v: string) => (/[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v);

test('hr imports a roster file: two bad rows, the error file, fixed and committed, shifts on the board', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signedIn(page, 'hr', '/data-migration/roster-migration');
  await expect(page.getByRole('heading', { name: 'Roster migration' })).toBeVisible();

  // The template
  const [template] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Template (CSV)' }).click(),
  ]);
  const header = readFileSync((await template.path())!, 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')[0]!;
  expect(header).toBe(
    'Date,Project code,Location name,Position,Start,End,Break minutes,Employee code or NRIC/FIN,Clock-in,Clock-out',
  );

  // A file with two bad rows: a wrong NRIC/FIN check letter and an unknown position
  const site = await demoSite(page);
  const date = addDays(sgtToday(), -45);
  const line = (position: string, worker: string, clockIn = '', clockOut = '') =>
    [ddmmyyyy(date), site.code, site.location, position, '07:00', '15:00', '30', worker, clockIn, clockOut]
      .map(csvCell)
      .join(',');
  const bad = [
    header,
    line(site.position, site.workers[0]!, '06:58', '15:02'),
    line(site.position, 'S1234567A'),
    line('Astronaut', site.workers[2]!),
    line(site.position, ''),
  ].join('\r\n');
  await page
    .getByTestId('import-file')
    .setInputFiles({ name: 'march-rosters.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  const panel = page.getByRole('region', { name: 'Import of march-rosters.csv' }).first();
  await expect(panel.getByText('Rows in error (2)')).toBeVisible({ timeout: 60_000 });
  await expect(panel.getByRole('cell', { name: 'Not a valid NRIC/FIN (check letter)' })).toBeVisible();
  await expect(panel.getByRole('cell', { name: 'Not a position of this project' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Commit' })).toHaveCount(0);
  await page.screenshot({ path: '/tmp/import-shots/preview-errors.png', fullPage: true });

  // The error file: the original rows with an "error" column
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Download the file with errors' }).click(),
  ]);
  const errorFile = readFileSync((await download.path())!, 'utf8').replace(/^\uFEFF/, '');
  const rows = errorFile.trim().split('\r\n');
  expect(rows[0]).toBe(`${header},error`);
  expect(rows[2]).toContain('is not a valid NRIC/FIN');
  expect(rows[3]).toContain('Position: is not a position of this project');

  // Fixed in the error file itself (its error column is ignored) and uploaded again
  const fixed = errorFile.replace('S1234567A', site.workers[1]!).replace(',Astronaut,', `,${site.position},`);
  await page.getByTestId('import-file').setInputFiles({
    name: 'march-rosters-fixed.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(fixed),
  });
  const fixedPanel = page.getByRole('region', { name: 'Import of march-rosters-fixed.csv' });
  await expect(fixedPanel.getByText('All 4 rows passed the checks.', { exact: false })).toBeVisible({
    timeout: 60_000,
  });
  await page.screenshot({ path: '/tmp/import-shots/preview-clean.png', fullPage: true });
  await fixedPanel.getByRole('button', { name: 'Commit' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Commit' }).click();
  await expect(fixedPanel.getByText(/^Committed /)).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('region', { name: 'Imports' }).getByText('march-rosters-fixed.csv')).toBeVisible();
  await page.screenshot({ path: '/tmp/import-shots/committed.png', fullPage: true });

  // The roster board on that day shows the location's imported shift
  await page.goto(`/roster-management/list?view=day&date=${date}`);
  await expect(page.getByText(site.location).first()).toBeVisible();
  await expect(page.getByText(/07:00/).first()).toBeVisible();
  await page.screenshot({ path: '/tmp/import-shots/board.png', fullPage: true });
});
