import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signedIn, storedToken } from '../fixtures.ts';
import { receivedMails, waitForMail } from '../mail.ts';

/**
 * Issue 14: a manager creates a week of rosters from a template week, staffs a shift (sees a
 * refusal, accepts a warning), publishes; the worker confirms from the mailed link on a phone;
 * hr records the day's attendance with a late and a no-show.
 */

const sgtToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Singapore' }).format(new Date());
const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const mondayOf = (iso: string) => addDays(iso, -((new Date(`${iso}T00:00:00Z`).getUTCDay() + 6) % 7));
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const ddmmyyyy = (iso: string) => iso.split('-').reverse().join('/');

type BoardLocation = { locationId: string; locationName: string; projectId: string };

/** A location of an active project with positions, read with the signed-in user's token. */
async function pickLocation(page: Page, date: string): Promise<BoardLocation> {
  const token = await storedToken(page);
  const auth = { authorization: `Bearer ${token}` };
  const board = (await (await page.request.get(`/api/rosters/board?date=${date}`, { headers: auth })).json()) as {
    locations: BoardLocation[];
  };
  for (const l of board.locations) {
    const project = (await (await page.request.get(`/api/projects/${l.projectId}`, { headers: auth })).json()) as {
      status: string;
      positions: Array<{ requiredCertificateTypeId: string | null }>;
    };
    if (project.status === 'active' && project.positions.some((p) => !p.requiredCertificateTypeId)) return l;
  }
  throw new Error('no active project location with a position that needs no certificate');
}

/** The name of a blacklisted demo worker (read as admin through the API). */
async function blacklistedName(page: Page): Promise<string> {
  const signIn = await page.request.post('/api/auth/sign-in', {
    data: { email: 'admin@example.com', password: DEMO_PASSWORD },
  });
  const token = ((await signIn.json()) as { accessToken: string }).accessToken;
  const res = await page.request.get('/api/workers?view=blacklisted&pageSize=1', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: { name: string }[] }).items[0]!.name;
}

test('a manager plans a week from a template, staffs and publishes it; the worker confirms; hr records attendance', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  // Weeks far back, clear of the demo rosters around today, and over: hr records the target
  // Monday's attendance, which opens only when its shift has started (issue 29).
  const template = addDays(mondayOf(sgtToday()), -84);
  const target = addDays(template, 7);
  const mailsBefore = receivedMails().length;

  await signedIn(page, 'manager');
  const location = await pickLocation(page, template);

  // The template week: one roster on its Monday, created from the board's empty cell.
  await page.goto(
    `/roster-management/list?date=${template}&locationId=${location.locationId}&locationName=${encodeURIComponent(location.locationName)}`,
  );
  await expect(page.getByRole('heading', { name: 'Rosters' })).toBeVisible();
  await page.getByRole('link', { name: `Add roster: ${location.locationName}, ${template}` }).click();
  await expect(page.getByRole('heading', { name: 'Create roster' })).toBeVisible();
  await expect(page.getByLabel('Position')).toBeVisible();
  // A 13-hour shift (no break) for two workers: every assignment warns of more than 12 hours in a day.
  await page.getByLabel('Start', { exact: true }).fill('07:00');
  await page.getByLabel('End', { exact: true }).fill('20:00');
  await page.getByLabel('Break (min)').fill('0');
  await page.getByLabel('Headcount').fill('2');
  const position = (await page.getByLabel('Position').textContent())!.trim();
  await page.getByRole('button', { name: 'Create draft roster' }).click();
  await expect(page.getByText('Draft: workers are not told until you publish.')).toBeVisible();
  await expect(page.getByRole('heading', { name: new RegExp(`^${escape(position)} · 07:00–20:00`) })).toBeVisible();

  // The whole next week from the template week.
  await page.goto('/roster-management/list/create-roster?mode=week');
  await page.getByLabel('Template week (any date in it)').fill(ddmmyyyy(addDays(template, 3)));
  await page.getByLabel('Target week (any date in it)').fill(ddmmyyyy(target));
  await page.getByRole('button', { name: "Create the week's rosters" }).click();
  await expect(page.getByRole('status').getByText('1 roster created.')).toBeVisible();
  await page.getByRole('link', { name: /^Open the week of/ }).click();
  await expect(page).toHaveURL(new RegExp(`date=${target}`));

  // On the board, the copied shift shows 0 of 2 filled, in words (the week is over, so it reads
  // short, not understaffed: issue 29); Enter on it opens the roster.
  const shift = page.getByRole('link', { name: new RegExp(`^${escape(position)}.*07:00–20:00.*0/2.*Short by 2`) });
  await shift.first().focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Draft: workers are not told until you publish.')).toBeVisible();

  // The picker: a blacklisted worker is shown with the reason, and cannot be assigned.
  await page.getByRole('button', { name: new RegExp(`^Assign a worker to ${escape(position)}`) }).click();
  const picker = page.getByRole('dialog');
  await picker.getByLabel("Also show workers who can't take it").check();
  // Eligible workers rank first and fill the first page: search for one blacklisted worker by name.
  await picker.getByLabel('Search name, code, phone or last 4 of ID').fill(await blacklistedName(page));
  await expect(picker.getByRole('listitem').filter({ hasText: 'Blacklisted' }).first()).toBeVisible();
  await expect(
    picker
      .getByRole('listitem')
      .filter({ hasText: 'Blacklisted' })
      .first()
      .getByRole('button', { name: /^Assign / }),
  ).toBeDisabled();
  await picker.getByLabel("Also show workers who can't take it").uncheck();
  await picker.getByLabel('Search name, code, phone or last 4 of ID').fill('');
  // The list has followed both: every worker in it can be assigned (no name read from the last list).
  const workers = picker.getByRole('list', { name: 'Workers' });
  await expect(workers.getByRole('button', { name: /^Assign /, disabled: true })).toHaveCount(0);
  await expect(workers.getByRole('listitem')).not.toHaveCount(0);

  // Two eligible workers; each assignment warns of the 13-hour day and is accepted.
  const names: string[] = [];
  for (let i = 0; i < 2; i++) {
    // Only eligible workers are listed now, best ranked first; the one just assigned has left the list.
    const first = workers
      .getByRole('listitem')
      .filter(names.length ? { hasNotText: names[0] } : {})
      .first();
    const name = (await first.getAttribute('aria-label'))!;
    names.push(name);
    await first.getByRole('button', { name: `Assign ${name}` }).click();
    await expect(picker.getByText(`Assigning ${name} gives these warnings:`)).toBeVisible();
    await expect(picker.getByText('More than 12 hours of work that day').first()).toBeVisible();
    await picker.getByRole('button', { name: 'Assign anyway' }).click();
    await expect(picker.getByText(`${name} assigned.`)).toBeVisible();
  }
  await expect(picker.getByText('This shift is fully staffed.')).toBeVisible();
  await picker.getByRole('button', { name: 'Close' }).click();
  await expect(page.getByText('2/2')).toBeVisible();
  await expect(page.getByText('1 warning accepted')).toHaveCount(2);

  // Publish: each worker is mailed a confirmation link.
  await page.getByRole('button', { name: 'Publish' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  // This roster's mails: its place and its date (other specs publish at the same places meanwhile).
  const day = new Intl.DateTimeFormat('en-SG', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${target}T00:00:00Z`));
  const published = (m: { subject: string; text: string }) =>
    m.subject.includes(location.locationName) && m.subject.includes(day) && /roster-confirm\//.test(m.text);
  const mail = await waitForMail(published);
  // One mail per assigned worker.
  await expect.poll(() => receivedMails().slice(mailsBefore).filter(published).length).toBe(2);
  const link = /https?:\/\/\S+\/roster-confirm\/[A-Za-z0-9_-]+/.exec(mail.text)![0];
  const rosterUrl = page.url();

  // The worker, on a phone, without an account.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const worker = await phone.newPage();
  await worker.goto(link);
  await expect(worker.getByRole('heading', { name: 'Your shift' })).toBeVisible();
  await expect(worker.getByText(location.locationName)).toBeVisible();
  await expect(worker.getByText('07:00–20:00')).toBeVisible();
  expect(await worker.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await worker.getByRole('button', { name: 'I will work this shift' }).click();
  await expect(worker.getByText('You confirmed this shift. Thank you! See you there.')).toBeVisible();
  // The link works once: opened again it shows the answer, with nothing left to click.
  await worker.reload();
  await expect(worker.getByText('You confirmed this shift. Thank you! See you there.')).toBeVisible();
  await expect(worker.getByRole('button', { name: 'I will work this shift' })).toHaveCount(0);
  await phone.close();

  await page.reload();
  await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();

  // hr records the day: one late, one no-show.
  const hr = await browser.newContext();
  const hrPage = await hr.newPage();
  await signedIn(hrPage, 'hr', `${new URL(rosterUrl).pathname}/attendance`);
  await expect(
    hrPage.getByRole('heading', { name: new RegExp(`^Attendance · ${escape(location.locationName)}`) }),
  ).toBeVisible();
  await hrPage.getByLabel(`Clock-in of ${names[0]}`).fill('07:20');
  await hrPage.getByLabel(`Clock-out of ${names[0]}`).fill('20:00');
  await hrPage.getByRole('button', { name: `Save attendance of ${names[0]}` }).click();
  const late = hrPage.getByRole('listitem', { name: names[0] });
  await expect(late.getByText('Late', { exact: true })).toBeVisible();
  await expect(late.getByText('20 min late')).toBeVisible();
  await expect(late.getByText(/^Entered by /)).toBeVisible();
  await hrPage.getByRole('button', { name: `Mark ${names[1]} as no-show` }).click();
  await expect(hrPage.getByRole('listitem', { name: names[1] }).getByText('No-show', { exact: true })).toBeVisible();
  await hr.close();
});
