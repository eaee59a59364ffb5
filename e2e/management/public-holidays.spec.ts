import { expect, test, type Page } from '@playwright/test';
import { signedIn } from '../fixtures.ts';

/** Issue 14 item 1: hr keeps the public holidays; every staff role reads them. */

const PAGE = '/settings/public-holidays-management/list';

const ics = [
  'BEGIN:VCALENDAR',
  'VERSION:2.0',
  'PRODID:-//e2e//Holidays 2029//EN',
  ...[
    ['20290101', "New Year's Day"],
    ['20290213', 'Chinese New Year'],
    ['20290809', 'National Day'],
    ['20290231', 'Not a day'],
  ].flatMap(([date, name], i) => [
    'BEGIN:VEVENT',
    `UID:e2e-${i}@holidays`,
    `DTSTART;VALUE=DATE:${date}`,
    `SUMMARY:${name}`,
    'END:VEVENT',
  ]),
  'END:VCALENDAR',
  '',
].join('\r\n');

async function chooseFile(page: Page, name: string, text: string, mimeType: string) {
  await page.getByTestId('holiday-import-file').setInputFiles({ name, mimeType, buffer: Buffer.from(text) });
}

test('hr imports an .ics file: sees the preview, applies it, sees the holidays; a CSV then renames one', async ({
  page,
}) => {
  await signedIn(page, 'hr', `${PAGE}?year=2029`);
  await expect(page.getByRole('heading', { name: 'Public holidays', level: 1 })).toBeVisible();
  await expect(page.getByText('No public holidays in 2029')).toBeVisible();

  await page.getByRole('button', { name: 'Import' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import public holidays' });
  await chooseFile(page, 'singapore-2029.ics', ics, 'text/calendar');
  await expect(dialog.getByText('To add: 3')).toBeVisible();
  await expect(dialog.getByText('To change: 0')).toBeVisible();
  await expect(dialog.getByText('Skipped: 1')).toBeVisible();
  const preview = dialog.getByRole('table', { name: 'What the import would do' });
  await expect(preview.getByRole('row', { name: /13\/02\/2029 Chinese New Year Add/ })).toBeVisible();
  await expect(preview.getByRole('row', { name: /20290231 Not a day Skip/ })).toContainText('Not a valid date');
  // Nothing is saved before Apply.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('No public holidays in 2029')).toBeVisible();

  await page.getByRole('button', { name: 'Import' }).click();
  await chooseFile(page, 'singapore-2029.ics', ics, 'text/calendar');
  await dialog.getByRole('button', { name: 'Apply (3)' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Import saved: 3 added, 0 changed.')).toBeVisible();
  const table = page.getByRole('table', { name: 'Public holidays of the year' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row', { name: /01\/01\/2029 .*New Year's Day/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /09\/08\/2029 .*National Day/ })).toBeVisible();

  // A CSV (DD/MM/YYYY) with one new name for a saved date and one identical row.
  await page.getByRole('button', { name: 'Import' }).click();
  await chooseFile(page, 'holidays.csv', 'date,name\n13/02/2029,Lunar New Year\n2029-08-09,National Day\n', 'text/csv');
  await expect(dialog.getByText('To change: 1')).toBeVisible();
  await expect(preview.getByRole('row', { name: /Lunar New Year/ })).toContainText('Now: Chinese New Year');
  await expect(preview.getByRole('row', { name: /09\/08\/2029 National Day Skip/ })).toContainText(
    'Already saved with this name',
  );
  await dialog.getByRole('button', { name: 'Apply (1)' }).click();
  await expect(page.getByText('Import saved: 0 added, 1 changed.')).toBeVisible();
  await expect(table.getByRole('row', { name: /13\/02\/2029 .*Lunar New Year/ })).toBeVisible();

  // A file that is not a calendar is refused with the reason.
  await page.getByRole('button', { name: 'Import' }).click();
  await chooseFile(page, 'contact.ics', 'BEGIN:VCARD\r\nFN:Someone\r\nEND:VCARD\r\n', 'text/calendar');
  await expect(dialog.getByText('This file is not a calendar (.ics).')).toBeVisible();
  await expect(dialog.getByRole('button', { name: /^Apply/ })).toBeDisabled();
});

test('hr creates, edits and deletes a holiday; a second holiday on the same date is refused', async ({ page }) => {
  await signedIn(page, 'hr', `${PAGE}?year=2028`);
  const table = page.getByRole('table', { name: 'Public holidays of the year' });

  await page.getByRole('button', { name: 'New holiday' }).click();
  let dialog = page.getByRole('dialog', { name: 'New public holiday' });
  await dialog.getByRole('textbox', { name: 'Date' }).fill('09/08/2028');
  await dialog.getByRole('textbox', { name: 'Holiday' }).fill('National Day');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(table.getByRole('row', { name: /09\/08\/2028 .*Wednesday.*National Day/ })).toBeVisible();

  await page.getByRole('button', { name: 'New holiday' }).click();
  await dialog.getByRole('textbox', { name: 'Date' }).fill('09/08/2028');
  await dialog.getByRole('textbox', { name: 'Holiday' }).fill('Another');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('09/08/2028 is already a public holiday. Edit that one instead.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Edit National Day' }).click();
  dialog = page.getByRole('dialog', { name: 'Edit National Day' });
  await dialog.getByRole('textbox', { name: 'Holiday' }).fill('National Day (SG63)');
  await dialog.getByRole('textbox', { name: 'Note' }).fill('Checked against MOM');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(table.getByRole('row', { name: /National Day \(SG63\).*Checked against MOM/ })).toBeVisible();

  await page.getByRole('button', { name: 'Delete National Day (SG63)' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete National Day (SG63)?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No public holidays in 2028')).toBeVisible();
});

test('a manager reads the seeded 2026 holidays (with the Monday in lieu) but cannot change them', async ({ page }) => {
  await signedIn(page, 'manager', `${PAGE}?year=2026`);
  const table = page.getByRole('table', { name: 'Public holidays of the year' });
  await expect(table.getByRole('row', { name: /10\/08\/2026 .*Monday.*National Day.*Day in lieu/ })).toBeVisible();
  await expect(page.getByText('HR and admins keep this list')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New holiday' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Import' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Edit / })).toHaveCount(0);
});
