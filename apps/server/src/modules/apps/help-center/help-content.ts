import { workerPages } from '@wf/shared/contracts/workers/pages';
import { rosterPages } from '@wf/shared/contracts/rosters/pages';
import { dataMigrationPages } from '@wf/shared/contracts/data-migration/pages';
import { publicHolidayPages } from '@wf/shared/contracts/public-holidays/pages';

/**
 * The help center's first content (issue #34, item 5): the product's own help, written for this
 * system's pages and rules. English (decision 036); admins edit it from the help center. Rich text
 * in the sanitiser's tags (sanitize.ts).
 */
type SeedFaq = { question: string; answer: string };
type SeedGuide = { slug: string; title: string; subtitle: string; content: string };

export const FAQ_CATEGORIES: Array<{ slug: string; title: string; faqs: SeedFaq[] }> = [
  {
    slug: 'most-asked',
    title: 'Most asked',
    faqs: [
      {
        question: 'Why can I not assign a worker to a shift?',
        answer:
          "<p>The roster refuses an assignment with its reason: the worker is not active, is blacklisted or on the client's do-not-send list, lacks a valid certificate the position requires on the shift date, or already works an overlapping shift.</p><p>Warnings (more than 12 hours in a day, less than 8 hours of rest, more than 44 hours in a week) do not stop you: read them and decide.</p>",
      },
      {
        question: 'Why is the Approve button of an applicant disabled?',
        answer:
          "<p>An applicant aged 15 needs the signed parental consent document. Upload it on the applicant's page (<strong>Consent</strong>) and the approval opens.</p>",
      },
      {
        question: 'Who sees pay figures?',
        answer:
          "<p>Pay runs and payslips are for <strong>hr</strong>, <strong>finance</strong> and <strong>admin</strong>. Managers see their projects' reports but never payslips; hr never sees bill amounts and margins.</p>",
      },
      {
        question: 'A worker says their payslip is wrong. What do I do?',
        answer:
          "<p>Check the worker's attendance for the period first: pay is computed from the paid start and end of each shift. If the run is still a draft, correct the attendance or add a payment adjustment and regenerate the run. A paid run is read-only: correct it with an adjustment in the next period.</p>",
      },
    ],
  },
  {
    slug: 'general-inquiries',
    title: 'General',
    faqs: [
      {
        question: 'Which languages does the system speak?',
        answer:
          '<p>Staff pages are in English, Chinese and Turkish: choose yours from the language menu in the toolbar. The public registration page is in English and Chinese. Dates and times are always shown in Singapore time.</p>',
      },
      {
        question: 'Where do I find everything that happened to a record?',
        answer:
          '<p>Every change is written to the <strong>Audit Log</strong> (Admin Management), with who, when and what changed. Admins can filter it by person, action and record, and export it.</p>',
      },
      {
        question: 'Where are the documents the system keeps?',
        answer:
          '<p>Open <a href="/apps/file-manager">File Manager</a> in the Apps menu: worker documents, contracts, certificates, payslips and import files, in one folder per worker. You see the kinds your role may download.</p>',
      },
    ],
  },
  {
    slug: 'licenses',
    title: 'Certificates and licences',
    faqs: [
      {
        question: 'What happens when a certificate expires?',
        answer:
          '<p>hr and the managers get a notice 30 days before. From its expiry date the worker can no longer be assigned to positions that require that certificate type.</p>',
      },
      {
        question: "Where does a worker's first certificate come from?",
        answer:
          "<p>The food safety certificate uploaded at registration becomes the worker's first certificate record when hr approves the application. Verify it on the Certificate List.</p>",
      },
    ],
  },
  {
    slug: 'payments',
    title: 'Pay and payments',
    faqs: [
      {
        question: 'How is a shift paid?',
        answer:
          "<p>Paid hours times the hourly rate times the day's multiplier (normal 1.0, rest day 1.5, public holiday 2.0 by default), overtime at 1.5 times beyond 8 hours a day or 44 a week, plus approved adjustments. The break actually taken is unpaid.</p>",
      },
      {
        question: 'Why can I not approve a pay run I confirmed?',
        answer:
          '<p>Whoever creates a figure never approves it, and nobody approves two stages of the same run: hr confirms, then finance approves and pays.</p>',
      },
      {
        question: 'How is CPF worked out for weekly runs?',
        answer:
          '<p>CPF is computed per calendar month on the CPF wages before deductions. A weekly run that crosses two months gives each month its own part; later runs in the month account for what earlier ones took.</p>',
      },
    ],
  },
  {
    slug: 'support',
    title: 'Support',
    faqs: [
      {
        question: 'I forgot my password.',
        answer:
          '<p>Use <strong>Forgot password</strong> on the sign-in page: a reset link is mailed to you. After several wrong passwords the account is locked for a while; an admin can also reset it from the Admin List.</p>',
      },
      {
        question: 'Something looks wrong. Whom do I tell?',
        answer:
          "<p>Tell your office's admin with the page address and what you did. The audit log lets them see what happened.</p>",
      },
    ],
  },
];

export const GUIDE_CATEGORIES: Array<{ slug: string; title: string; guides: SeedGuide[] }> = [
  {
    slug: 'getting-started',
    title: 'Getting started',
    guides: [
      {
        slug: 'first-day',
        title: 'Your first day in the system',
        subtitle: 'Sign in, find your menu and set your language',
        content:
          '<h2>Sign in</h2><p>Sign in with the e-mail address your admin invited and the password you chose from the invitation.</p><h2>Your menu</h2><p>The menu on the left shows what your role works with: <strong>hr</strong> sees applicants, workers and imports; <strong>managers</strong> see projects, locations and rosters; <strong>finance</strong> sees pay approval and reports; <strong>admins</strong> see everything.</p><h2>Language and time</h2><p>Choose English, Chinese or Turkish from the toolbar. Every date and time is shown in Singapore time.</p>',
      },
      {
        slug: 'review-an-applicant',
        title: 'How to review an applicant',
        subtitle: 'From a new registration to an active worker',
        content:
          `<h2>Open the application</h2><p>New registrations wait on <a href="${workerPages.pending()}">Pending Registrations</a>; hr gets a notification for each.</p><h2>Check it</h2><ol><li>Read the personal details, positions and availability.</li><li>Open the documents: the food safety certificate, the signature and the contract PDF.</li><li>A blacklisted ID number that registers again is flagged to you; the applicant is not told.</li><li>An applicant aged 15 needs the parental consent document: upload it with <strong>Consent</strong>.</li></ol><h2>Decide</h2><p><strong>Approve</strong> makes the applicant an active worker with an employee code and a welcome mail; their certificate becomes their first certificate record. <strong>Reject</strong> asks for a reason; a rejected applicant can be reconsidered later.</p>`,
      },
      {
        slug: 'find-anything',
        title: 'Find anything with search',
        subtitle: 'Workers, clients, projects and pages from one box',
        content:
          '<p>Press the search button in the toolbar and type a name, an employee code, a phone number or the last four characters of an ID number. Results are grouped by kind, and you only see the kinds your role may open.</p>',
      },
    ],
  },
  {
    slug: 'projects',
    title: 'Projects and rosters',
    guides: [
      {
        slug: 'set-up-a-project',
        title: 'Set up a client project',
        subtitle: 'Client, project, positions and locations',
        content:
          '<ol><li>Create the client on the Client List (company name, UEN, billing address, payment terms).</li><li>Create the project: client, dates, manager and positions with the pay rate to the worker, the bill rate to the client, the headcount and any required certificate.</li><li>Add its locations with the address search; the geofence radius defaults to 200 metres.</li></ol>',
      },
      {
        slug: 'staff-a-roster',
        title: 'How to staff a roster',
        subtitle: 'Shifts, assignments and confirmations',
        content:
          `<h2>Plan the day</h2><p>On the <a href="${rosterPages.list()}">Roster List</a> create a roster for a location and date, then its shifts: position, start, end (it may cross midnight), break and headcount. Copy a roster to other dates to plan a week.</p><h2>Assign workers</h2><p>Pick workers for each shift. The system refuses a worker who is not active, blacklisted, on the client's do-not-send list, lacks a required certificate or already works then, and tells you why.</p><h2>Publish</h2><p>Publishing mails each worker a confirmation link. Declines reach the project's manager at once; unanswered workers get a reminder 24 hours before.</p>`,
      },
      {
        slug: 'record-attendance',
        title: 'Record attendance',
        subtitle: 'Clock times, breaks and no-shows',
        content:
          "<p>Once a shift has started, open its day sheet and enter each worker's clock-in and clock-out, or mark a no-show. The paid start never comes before the rostered start and times round to the configured step. Enter the break actually taken: it is what pay counts.</p>",
      },
      {
        slug: 'import-rosters',
        title: 'How to import rosters',
        subtitle: 'Move rosters and timesheets in from a spreadsheet',
        content:
          `<ol><li>Open <a href="${dataMigrationPages.rosterMigration()}">Roster Migration</a> and download the template (XLSX or CSV).</li><li>Fill one row per worker and shift: date, project code, location, position, start, end, break, employee code or ID number, and clock times if you have them.</li><li>Upload it. Every row is checked and the preview shows what will be created or updated and each error with its line and reason; download the error file to fix them.</li><li><strong>Commit</strong> writes everything in one transaction. Importing the same file again changes nothing. A committed import can be rolled back.</li></ol>`,
      },
    ],
  },
  {
    slug: 'payments',
    title: 'Pay runs',
    guides: [
      {
        slug: 'run-a-pay-run',
        title: 'How to run a pay run',
        subtitle: 'From draft to paid, with the bank file',
        content:
          "<h2>Generate</h2><p>hr generates a weekly or monthly run for a period that has ended. The run collects every paid shift and approved adjustment per worker, with CPF per calendar month.</p><h2>Confirm and approve</h2><ol><li>hr checks the lines and <strong>confirms</strong>; payslips become available.</li><li>finance reviews and <strong>approves</strong>: the payee and bank account are frozen into the run.</li><li>finance downloads the bank file in the bank's layout, pays, and marks the run <strong>paid</strong>.</li></ol><p>Either reviewer can send a run back with a reason. A paid run is read-only.</p>",
      },
      {
        slug: 'adjust-a-shift-payment',
        title: 'Adjust a shift payment',
        subtitle: 'Allowances, transport, deductions and corrections',
        content:
          '<p>Add an adjustment on the shift payment with an amount and a reason category. hr reviews it, then finance approves it; either may reject it with a reason. An adjustment in an approved run is locked.</p>',
      },
      {
        slug: 'payslips-and-ir8a',
        title: 'Payslips and IR8A forms',
        subtitle: "Where to find each worker's documents",
        content:
          '<p>A worker\'s payslips are on their page and in the <a href="/apps/file-manager?folder=payslips">File Manager</a> under Payslips. Once a year finance prints each worker\'s Form IR8A from the runs paid in that year.</p>',
      },
    ],
  },
  {
    slug: 'settings',
    title: 'Settings',
    guides: [
      {
        slug: 'public-holidays',
        title: 'Keep public holidays up to date',
        subtitle: 'They decide holiday pay',
        content:
          `<p>Singapore's gazetted holidays for this year and next ship with the system. Add or change one on <a href="${publicHolidayPages.list()}">Public Holidays</a>, or import a CSV or iCalendar file. Pay runs read them.</p>`,
      },
      {
        slug: 'business-details',
        title: 'Business details and logo',
        subtitle: 'What contracts and payslips print',
        content:
          '<p>An admin sets the business name, UEN, address, contact and logo under Business Settings. Contracts, payslips and statements print them.</p>',
      },
    ],
  },
  {
    slug: 'your-account',
    title: 'Your account',
    guides: [
      {
        slug: 'profile-and-password',
        title: 'Profile and password',
        subtitle: 'Change your name, avatar and password',
        content:
          '<p>Open your avatar in the toolbar and choose <strong>Profile</strong> to change your name, avatar or password. A new password must meet the password policy shown on the form.</p>',
      },
    ],
  },
];
