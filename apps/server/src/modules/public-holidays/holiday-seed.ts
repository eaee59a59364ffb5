import type { Db } from '../../db/client.ts';
import { publicHolidays } from '../../db/schema/index.ts';

type SeedHoliday = { date: string; name: string; observed?: boolean; note?: string };

const TBC = 'Subject to confirmation';

/**
 * Singapore's gazetted public holidays for 2026 and 2027, with the Monday after a holiday that
 * falls on a Sunday (Holidays Act) as a day in lieu.
 *
 * 2026: the Ministry of Manpower's list released on 16 June 2025 ("Public Holidays for 2026";
 * footnotes: Hari Raya Puasa and Hari Raya Haji subject to confirmation; Monday 1 June, 10 August
 * and 9 November are public holidays), checked against these stored copies of it and the press:
 *   https://xmegami-venture.com/?p=10971 (the MOM table with its footnotes)
 *   https://theindependent.sg/enjoy-6-long-weekends-next-year-singapore-public-holiday-dates-for-2026/
 *   https://www.malaymail.com/news/singapore/2025/06/16/mark-your-calendars-singaporeans-get-six-long-weekends-in-2026-for-travel-sleep-ins-or-just-escaping-the-boss/180547
 *
 * 2027: MOM published its list on 18 June 2026 (press release "0618-public-holidays-for-2027",
 * cited by https://www.you.co/sg/blog/singapore-public-holiday/ : 11 holidays, Labour Day and
 * Christmas on a Saturday), but no stored copy of MOM's table itself could be found, so the dates
 * below are NOT confirmed against MOM. They come from
 *   https://www.timeanddate.com/holidays/singapore/2027
 *   http://mail.calendarlabs.com/holidays/singapore/2027
 * which agree on New Year's Day, Chinese New Year (6-7 Feb, a Saturday and Sunday, so Monday
 * 8 Feb is the day in lieu), Hari Raya Puasa (10 Mar, tentative), Good Friday, Labour Day,
 * Hari Raya Haji (17 May, tentative), National Day and Christmas. Vesak Day (20 May) is from
 * calendarlabs only; for Deepavali calendarlabs says 28 Oct and timeanddate 29 Oct (28 Oct kept).
 * Check these against MOM's page and correct them in the app (hr/admin can edit).
 */
export const SINGAPORE_HOLIDAYS: readonly SeedHoliday[] = [
  { date: '2026-01-01', name: "New Year's Day" },
  { date: '2026-02-17', name: 'Chinese New Year' },
  { date: '2026-02-18', name: 'Chinese New Year (second day)' },
  { date: '2026-03-21', name: 'Hari Raya Puasa', note: TBC },
  { date: '2026-04-03', name: 'Good Friday' },
  { date: '2026-05-01', name: 'Labour Day' },
  { date: '2026-05-27', name: 'Hari Raya Haji', note: TBC },
  { date: '2026-05-31', name: 'Vesak Day' },
  { date: '2026-06-01', name: 'Vesak Day', observed: true },
  { date: '2026-08-09', name: 'National Day' },
  { date: '2026-08-10', name: 'National Day', observed: true },
  { date: '2026-11-08', name: 'Deepavali' },
  { date: '2026-11-09', name: 'Deepavali', observed: true },
  { date: '2026-12-25', name: 'Christmas Day' },

  { date: '2027-01-01', name: "New Year's Day" },
  { date: '2027-02-06', name: 'Chinese New Year' },
  { date: '2027-02-07', name: 'Chinese New Year (second day)' },
  { date: '2027-02-08', name: 'Chinese New Year', observed: true },
  { date: '2027-03-10', name: 'Hari Raya Puasa', note: `${TBC}; not yet checked against MOM's list` },
  { date: '2027-03-26', name: 'Good Friday' },
  { date: '2027-05-01', name: 'Labour Day' },
  { date: '2027-05-17', name: 'Hari Raya Haji', note: `${TBC}; not yet checked against MOM's list` },
  { date: '2027-05-20', name: 'Vesak Day', note: "Not yet checked against MOM's list" },
  { date: '2027-08-09', name: 'National Day' },
  { date: '2027-10-28', name: 'Deepavali', note: "Not yet checked against MOM's list (sources say 28 or 29 Oct)" },
  { date: '2027-12-25', name: 'Christmas Day' },
];

/** Adds the holidays above; a date already saved (edited or imported) is left as it is. */
export async function seedPublicHolidays(db: Db): Promise<void> {
  await db
    .insert(publicHolidays)
    .values(
      SINGAPORE_HOLIDAYS.map((h) => ({
        date: h.date,
        name: h.name,
        observed: h.observed ?? false,
        note: h.note ?? null,
      })),
    )
    .onConflictDoNothing({ target: publicHolidays.date });
}
