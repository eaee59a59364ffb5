import { expect, test, type Page } from '@playwright/test';
import { signedIn, storedToken } from '../fixtures.ts';
import { waitForMail } from '../mail.ts';

/**
 * Issue 29, item 1: a worker declines from the mailed link; the roster's manager gets the
 * notification, opens the picker on the same shift from it and fills the place again.
 */

const sgtToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(new Date());
const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
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

test('a worker declines from the mailed link; the manager is notified, opens the picker from it and fills the shift', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  // A day far ahead, clear of the demo rosters and of the other specs' weeks.
  const date = addDays(sgtToday(), 150);
  await signedIn(page, 'manager');
  const call = await api(page);

  // A location of an active project the demo manager manages, with a position that needs no certificate.
  const me = await call('GET', '/api/common/user');
  const board = await call('GET', `/api/rosters/board?view=day&date=${date}`);
  let site: { locationId: string; locationName: string; positionId: string; position: string } | null = null;
  type BoardLocation = {
    locationId: string;
    locationName: string;
    projectId: string;
    cells: Array<{ roster: unknown }>;
  };
  for (const l of board.locations as BoardLocation[]) {
    const p = await call('GET', `/api/projects/${l.projectId}`);
    const pos = (p.positions as Array<{ id: string; position: string; requiredCertificateTypeId: string | null }>).find(
      (x) => !x.requiredCertificateTypeId,
    );
    if (p.status === 'active' && p.managerId === me.id && pos && l.cells[0]?.roster === null) {
      site = { locationId: l.locationId, locationName: l.locationName, positionId: pos.id, position: pos.position };
      break;
    }
  }
  expect(site, 'an active project location managed by the demo manager').not.toBeNull();
  const s = site!;

  // A published one-place shift with one worker on it.
  const roster = await call('POST', '/api/rosters', {
    locationId: s.locationId,
    date,
    shifts: [{ positionId: s.positionId, start: '10:00', end: '16:00', breakMinutes: 30, headcount: 1 }],
  });
  const shiftId = roster.shifts[0].id as string;
  const eligible = await call('GET', `/api/roster-shifts/${shiftId}/eligible-workers?pageSize=5`);
  const first = eligible.items[0] as { workerId: string; name: string };
  await call('POST', `/api/roster-shifts/${shiftId}/assignments`, { workerId: first.workerId, acceptWarnings: true });
  await call('POST', `/api/rosters/${roster.id}/publish`, {
    version: (await call('GET', `/api/rosters/${roster.id}`)).version,
  });
  // This shift's mail: other specs' mails to the same place and worker may be in the sink already.
  const longDate = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  const mail = await waitForMail(
    (m) =>
      m.subject.includes(s.locationName) &&
      m.subject.includes(longDate) &&
      /roster-confirm\//.test(m.text) &&
      m.text.includes(first.name),
  );
  const link = /https?:\/\/\S+\/roster-confirm\/[A-Za-z0-9_-]+/.exec(mail.text)![0];

  // The worker, on a phone, declines.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const worker = await phone.newPage();
  await worker.goto(link);
  await worker.getByRole('button', { name: "I can't work this shift" }).click();
  await worker.getByRole('button', { name: 'Yes, decline' }).click();
  await expect(worker.getByText('You declined this shift. The office has been told.')).toBeVisible();
  await phone.close();

  // The manager is told by mail, with the link to the shift.
  const told = await waitForMail((m) => m.subject.startsWith('Shift declined') && m.text.includes(`pick=${shiftId}`));
  expect(told.text).toContain(`${first.name} declined this shift`);

  // The board says the shift needs a replacement (0/1, not "Fully staffed").
  await page.goto(`/roster-management/list?view=day&date=${date}&locationId=${s.locationId}`);
  const chip = page.getByRole('link', { name: new RegExp(`^${s.position}.*10:00–16:00.*0/1.*Needs replacement`) });
  await expect(chip).toBeVisible();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/board-declined.png`, fullPage: true });

  // The bell: the notice opens the roster with the picker on that shift.
  await page.getByTestId('notifications-button').click();
  await page
    .getByTestId('notifications-list')
    .getByRole('listitem')
    .filter({ hasText: `${first.name} declined a shift` })
    .first()
    .getByText(`${first.name} declined a shift`)
    .click();
  await expect(page).toHaveURL(new RegExp(`/roster-management/list/${roster.id}\\?pick=${shiftId}`));
  const picker = page.getByRole('dialog');
  await expect(
    picker.getByRole('heading', { name: new RegExp(`^Assign to ${s.position}, 10:00–16:00`) }),
  ).toBeVisible();
  const workers = picker.getByRole('list', { name: 'Workers' });
  const replacement = workers.getByRole('listitem').filter({ hasNotText: first.name }).first();
  const name = (await replacement.getAttribute('aria-label'))!;
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/picker-from-notice.png`, fullPage: true });
  await replacement.getByRole('button', { name: `Assign ${name}` }).click();
  const anyway = picker.getByRole('button', { name: 'Assign anyway' });
  await expect(picker.getByText(`${name} assigned.`).or(anyway)).toBeVisible();
  if (await anyway.isVisible()) await anyway.click();
  await expect(picker.getByText(`${name} assigned.`)).toBeVisible();
  await expect(picker.getByText('This shift is fully staffed.')).toBeVisible();
  await picker.getByRole('button', { name: 'Close' }).click();
  await expect(page).not.toHaveURL(/pick=/);
  await expect(page.getByText('1/1')).toBeVisible();
  await expect(page.getByText('Needs replacement')).toHaveCount(0);
});

test("tomorrow's attendance is refused with its reason: the sheet says from when, and the server refuses an entry", async ({
  page,
}) => {
  const tomorrow = addDays(sgtToday(), 1);
  await signedIn(page, 'hr');
  const call = await api(page);
  // A demo roster of tomorrow with a worker on it.
  const board = await call('GET', `/api/rosters/board?view=day&date=${tomorrow}`);
  type Cell = { roster: { id: string; shifts: Array<{ filled: number }> } | null };
  const rosterId = (board.locations as Array<{ cells: Cell[] }>)
    .map((l) => l.cells[0]?.roster)
    .find((r) => r?.shifts.some((s) => s.filled > 0))?.id;
  expect(rosterId, 'a demo roster of tomorrow with a worker').toBeTruthy();

  await page.goto(`/roster-management/list/${rosterId}/attendance`);
  await expect(page.getByText(/^Attendance opens when a shift starts: \d+ shifts? on this sheet/)).toBeVisible();
  // Each row's actions are shown off, each saying from when (its accessible description, #29 item 7).
  const notStarted = /^This shift has not started yet: its attendance can be recorded from /;
  const saves = page.getByRole('button', { name: /^Save attendance of / });
  await expect(saves.first()).toBeVisible();
  for (const button of [...(await saves.all()), ...(await page.getByRole('button', { name: /^Mark .* as no-show$/ }).all())]) {
    await expect(button).toBeDisabled();
    await expect(button).toHaveAccessibleDescription(notStarted);
  }
  await expect(page.getByRole('button', { name: 'As rostered' })).toBeDisabled();
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/attendance-tomorrow.png`, fullPage: true });

  // An entry sent anyway is refused, saying when it opens.
  const sheet = await call('GET', `/api/rosters/${rosterId}/attendance`);
  const row = (sheet.rows as Array<{ assignmentId: string }>)[0]!;
  const res = await page.request.put(`/api/roster-assignments/${row.assignmentId}/attendance`, {
    headers: { authorization: `Bearer ${await storedToken(page)}` },
    data: { clockIn: '09:00', clockOut: '17:00' },
  });
  expect(res.status()).toBe(409);
  const error = ((await res.json()) as { error: { code: string; message: string } }).error;
  expect(error.code).toBe('SHIFT_NOT_STARTED');
  expect(error.message).toMatch(/can be recorded from \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [ap]m \(Singapore time\)$/);
});
