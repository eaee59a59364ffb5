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
 * 2027: the Ministry of Manpower's press release of 18 June 2026, "Public Holidays for 2027"
 * (https://www.mom.gov.sg/newsroom/press-releases/2026/0618-public-holidays-for-2027). No stored
 * copy of MOM's own page or table could be found (searched for "MOM public holidays 2027
 * Singapore", "Public Holidays for 2027 Ministry of Manpower press release", "mom.gov.sg public
 * holidays 2027", "Deepavali 2027 Singapore public holiday date" among others, in the stored web
 * pages and documentation, and the release's address in stored public code). The dates below are
 * those of the release as transcribed, each citing that address, by independent public code and
 * documents (a Singapore holiday calendar module, an HR system's holiday migration notes, a travel
 * fee calculator: all give the same twelve dates, Deepavali on Thursday 28 October), and they
 * agree with https://www.you.co/sg/blog/singapore-public-holiday/ (22 June 2026, citing the
 * release: 11 public holidays, 5 long weekends, Labour Day and Christmas on a Saturday), which
 * fits Deepavali on a Thursday rather than the Friday 29 October some calendars guessed before the
 * release. Chinese New Year's second day falls on a Sunday, so Monday 8 February is the day in lieu.
 * Hari Raya Puasa and Hari Raya Haji keep the "subject to confirmation" MOM's lists give these
 * two (set by the moon; whether the 2027 list marks them so was not seen in a copy of it).
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
  { date: '2027-03-10', name: 'Hari Raya Puasa', note: TBC },
  { date: '2027-03-26', name: 'Good Friday' },
  { date: '2027-05-01', name: 'Labour Day' },
  { date: '2027-05-17', name: 'Hari Raya Haji', note: TBC },
  { date: '2027-05-20', name: 'Vesak Day' },
  { date: '2027-08-09', name: 'National Day' },
  { date: '2027-10-28', name: 'Deepavali' },
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
