import { expect, test, type Page } from '@playwright/test';
import { signedIn, storedToken } from '../fixtures.ts';
import { receivedMails } from '../mail.ts';

/**
 * Issue 14, the changes after planning: a manager keeps a location's regulars, swaps two workers of
 * a published roster, copies it to the next four weeks, unpublishes it with a reason (the assigned
 * workers are mailed the reason), publishes again, records the day as rostered (hours on the sheet)
 * and locks the sheet, after which the manager can no longer change it.
 */

const sgtToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(new Date());
const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};

type Api = <T>(method: 'GET' | 'POST', url: string, body?: unknown) => Promise<T>;
function apiOf(page: Page, token: string): Api {
  return async (method, url, body) => {
    const res = await page.request.fetch(url, { method, data: body, headers: { authorization: `Bearer ${token}` } });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
    return (await res.json()) as never;
  };
}

type Shift = { id: string; assignments: Array<{ workerName: string }> };
type Roster = { id: string; version: number; locationId: string; locationName: string; shifts: Shift[] };

/** A published roster far ahead at a location whose position needs no certificate: two one-worker shifts, staffed. */
async function staffedRoster(api: Api, date: string): Promise<{ roster: Roster; names: [string, string] }> {
  const board = await api<{ locations: Array<{ locationId: string; projectId: string }> }>('GET', `/api/rosters/board?date=${date}`);
  for (const l of board.locations) {
    const project = await api<{ status: string; positions: Array<{ id: string; requiredCertificateTypeId: string | null }> }>(
      'GET',
      `/api/projects/${l.projectId}`,
    );
    const position = project.positions.find((p) => !p.requiredCertificateTypeId);
    if (project.status !== 'active' || !position) continue;
    const created = await api<Roster>('POST', '/api/rosters', {
      locationId: l.locationId,
      date,
      shifts: [
        { positionId: position.id, start: '08:00', end: '14:00', breakMinutes: 30, headcount: 1 },
        { positionId: position.id, start: '15:00', end: '21:00', breakMinutes: 30, headcount: 1 },
      ],
    });
    const names: string[] = [];
    for (const s of created.shifts) {
      const eligible = await api<{ items: Array<{ workerId: string; name: string }> }>(
        'GET',
        `/api/roster-shifts/${s.id}/eligible-workers?pageSize=5`,
      );
      const w = eligible.items.find((x) => !names.includes(x.name))!;
      names.push(w.name);
      await api('POST', `/api/roster-shifts/${s.id}/assignments`, { workerId: w.workerId, acceptWarnings: true });
    }
    const fresh = await api<Roster>('GET', `/api/rosters/${created.id}`);
    await api('POST', `/api/rosters/${created.id}/publish`, { version: fresh.version });
    return { roster: await api<Roster>('GET', `/api/rosters/${created.id}`), names: names as [string, string] };
  }
  throw new Error('no active project location with a position that needs no certificate');
}

test("a manager keeps a location's regulars, swaps, copies, unpublishes with a reason, and locks the day's sheet", async ({ page }) => {
  test.setTimeout(180_000);
  // Far back, clear of the demo rosters and the other roster specs' weeks, and over: the day's
  // attendance is recorded below, which opens only when a shift has started (issue 29).
  const date = addDays(sgtToday(), -200);
  await signedIn(page, 'manager');
  const api = apiOf(page, await storedToken(page));
  const { roster, names } = await staffedRoster(api, date);
  const [early, late] = names;

  // Regulars: on the location's page, add one from the picker, then remove them with a confirmation.
  await page.goto(`/project-location-management/list/${roster.locationId}`);
  const regulars = page.getByRole('region', { name: 'Regulars' });
  await regulars.getByRole('button', { name: 'Add regular' }).click();
  const picker = page.getByRole('dialog');
  await picker.getByLabel('Search name or employee code').fill(early);
  await picker.getByRole('button', { name: `Add ${early} as a regular` }).click();
  await expect(picker.getByText(`${early} added to the regulars.`)).toBeVisible();
  await picker.getByRole('button', { name: 'Close' }).click();
  const listed = regulars.getByRole('listitem', { name: early });
  await expect(listed.getByText('Any position')).toBeVisible();
  await listed.getByRole('button', { name: `Remove ${early} from the regulars` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
  await expect(regulars.getByRole('listitem', { name: early })).toHaveCount(0);

  // Swap: the early worker takes the late shift and the other way round.
  await page.goto(`/roster-management/list/${roster.id}`);
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  const mailsBefore = receivedMails().length;
  await page.getByRole('button', { name: `Swap ${early} with another worker` }).click();
  const swap = page.getByRole('dialog');
  await swap.getByLabel(new RegExp(`^${late} · .* 15:00–21:00`)).check();
  await swap.getByRole('button', { name: 'Swap', exact: true }).click();
  await expect(swap).toBeHidden();
  await expect
    .poll(async () => (await api<Roster>('GET', `/api/rosters/${roster.id}`)).shifts.map((s) => s.assignments[0]?.workerName))
    .toEqual([late, early]);

  // Copy to the same weekday of the next four weeks (shifts only).
  await page.getByRole('button', { name: 'Copy', exact: true }).click();
  const copy = page.getByRole('dialog');
  await copy.getByRole('button', { name: 'Same weekday, next 4 weeks' }).click();
  await copy.getByRole('button', { name: 'Copy to 4 dates' }).click();
  await expect(copy.getByText('4 rosters created.')).toBeVisible();
  await copy.getByRole('button', { name: 'Done' }).click();

  // Unpublish with a reason: both assigned workers are told, with the reason.
  const reason = `Client closed the site for a stock take ${Date.now()}`;
  await page.getByRole('button', { name: 'Unpublish' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText(new RegExp(`^Unpublished .*: ${reason}`))).toBeVisible();
  await expect
    .poll(() => receivedMails().slice(mailsBefore).filter((m) => m.text.includes(`Reason: ${reason}`)).length)
    .toBe(2);

  // Published again, the day is recorded as rostered: the sheet shows each worker's paid hours.
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  await page.getByRole('link', { name: 'Attendance sheet' }).click();
  await page.getByRole('button', { name: 'As rostered' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'As rostered' }).click();
  // 08:00–14:00 and 15:00–21:00, each less a 30-minute break: 5.5 h paid apiece.
  for (const name of names) await expect(page.getByRole('group', { name: `Hours and pay of ${name}` })).toContainText('5.50 h');
  await expect(page.getByText(/^Paid: 11.00 h/)).toBeVisible();

  // Lock: the manager can no longer change it.
  await page.getByRole('button', { name: 'Lock sheet' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Lock sheet' }).click();
  await expect(page.getByText('Locked', { exact: true })).toBeVisible();
  await expect(page.getByText(/Only HR or an admin can change it now\./)).toBeVisible();
  await expect(page.getByLabel(`Clock-in of ${early}`)).toBeDisabled();
  await expect(page.getByRole('button', { name: `Save attendance of ${early}` })).toHaveCount(0);
});
