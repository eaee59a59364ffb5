import { createHash } from 'node:crypto';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { addDays, addMonths, singaporeToday } from '@wf/shared/domain/certificates/expiry';
import { formatProjectCode, type ProjectStatus } from '@wf/shared/domain/projects/project-rules';
import type { Position } from '@wf/shared/enums/registration';
import { FOOD_SAFETY_TYPE_NAME } from '@wf/shared/contracts/certificates/certificates';
import type { Db, DbOrTx } from '../../db/client.ts';
import {
  certificateTypes,
  clientContacts,
  clients,
  projectLocations,
  projectPositions,
  projects,
  users,
  workerCertificates,
  workers,
} from '../../db/schema/index.ts';
import * as clock from '@wf/shared/domain/clock';
import { EMPLOYED_WORKER_STATUSES } from '@wf/shared/domain/workers/status-machine';

/**
 * Demo data of the management sections: 8 clients (fictional companies with well-formed UENs),
 * 15 projects across every status with positions and rates, 25 locations at real Singapore
 * postal codes with approximate coordinates, the certificate types, and worker certificates
 * (some expired, some expiring) for the demo workers when there are any. Idempotent.
 */

type DemoClient = {
  name: string;
  uen: string;
  industry: string;
  terms: number;
  address: [string, string, number, number];
  contacts: Array<{ name: string; email: string; phone: string; title: string; receivesStatements?: boolean }>;
  notes?: string;
};

const CLIENTS: DemoClient[] = [
  {
    name: 'Lion City Catering Pte Ltd',
    uen: '201534567K',
    industry: 'Catering',
    terms: 30,
    address: ['21 Senoko Drive, Singapore 758211', '758211', 1.4621, 103.8005],
    contacts: [
      {
        name: 'Rachel Goh',
        email: 'rachel.goh@lioncitycatering.example',
        phone: '91234501',
        title: 'Operations Manager',
      },
      {
        name: 'Daniel Koh',
        email: 'accounts@lioncitycatering.example',
        phone: '62345601',
        title: 'Accounts',
        // The billing contact: statements go to accounts@, not to the first contact.
        receivesStatements: true,
      },
    ],
    notes: 'Invoices to accounts@ by the 5th of each month.',
  },
  {
    name: 'Harbourfront Events Pte Ltd',
    uen: '201298765E',
    industry: 'Events',
    terms: 45,
    address: ['1 Maritime Square, Singapore 099253', '099253', 1.2654, 103.82],
    contacts: [
      { name: 'Melissa Ong', email: 'melissa@harbourfrontevents.example', phone: '98761234', title: 'Event Director' },
    ],
  },
  {
    name: 'Tampines Fresh Foods Pte Ltd',
    uen: '53298765D',
    industry: 'Food Manufacturing',
    terms: 30,
    address: ['4 Tampines Industrial Avenue 5, Singapore 528693', '528693', 1.3621, 103.929],
    contacts: [
      {
        name: 'Muhammad Rizal',
        email: 'rizal@tampinesfresh.example',
        phone: '87654321',
        title: 'Production Supervisor',
      },
    ],
  },
  {
    name: 'Straits Logistics Pte Ltd',
    uen: '200912345W',
    industry: 'Logistics',
    terms: 60,
    address: ['31 Tuas Avenue 11, Singapore 639105', '639105', 1.3259, 103.6537],
    contacts: [
      {
        name: 'Kumar Ravi',
        email: 'ravi.kumar@straitslogistics.example',
        phone: '96543210',
        title: 'Warehouse Manager',
      },
      {
        name: 'Angela Tay',
        email: 'finance@straitslogistics.example',
        phone: '63456789',
        title: 'Finance',
        receivesStatements: true,
      },
    ],
  },
  {
    name: 'Orchid Hospitality Group Pte Ltd',
    uen: '201001234R',
    industry: 'Hospitality',
    terms: 30,
    address: ['350 Orchard Road, Singapore 238868', '238868', 1.3036, 103.8318],
    contacts: [
      {
        name: 'Jasmine Lee',
        email: 'jasmine.lee@orchidhospitality.example',
        phone: '81239876',
        title: 'HR Business Partner',
      },
    ],
  },
  {
    name: 'Jurong Central Kitchen LLP',
    uen: 'T15LL0123A',
    industry: 'Food & Beverage',
    terms: 14,
    address: ['2 Jurong East Street 21, Singapore 609601', '609601', 1.3331, 103.7403],
    contacts: [{ name: 'Chef Wong Kar Fai', email: 'kitchen@jurongck.example', phone: '90011223', title: 'Head Chef' }],
  },
  {
    name: 'Changi Cargo Services Pte Ltd',
    uen: '199801234N',
    industry: 'Warehousing',
    terms: 30,
    address: ['115 Airport Cargo Road, Singapore 819466', '819466', 1.3702, 103.9886],
    contacts: [{ name: 'Nurul Huda', email: 'nurul.huda@changicargo.example', phone: '93332211', title: 'Shift Lead' }],
    notes: 'Airside pass needed for some sites; apply 5 working days ahead.',
  },
  {
    name: 'Marina Retail Promotions',
    uen: '53412345B',
    industry: 'Retail',
    terms: 30,
    address: ['6 Raffles Boulevard, Marina Square, Singapore 039594', '039594', 1.2915, 103.8576],
    contacts: [
      { name: 'Cheryl Lim', email: 'cheryl@marinapromos.example', phone: '88997766', title: 'Campaign Manager' },
    ],
  },
];

type DemoPosition = { position: Position; pay: number; bill: number; headcount: number; foodSafety?: boolean };
type DemoProject = {
  client: number;
  name: string;
  description: string;
  status: ProjectStatus;
  /** Days from today. */
  start: number;
  end: number | null;
  budget: number | null;
  positions: DemoPosition[];
  locations: number[];
};

const P = {
  food: (pay = 1250, bill = 1700, headcount = 6): DemoPosition => ({
    position: 'Food Operator',
    pay,
    bill,
    headcount,
    foodSafety: true,
  }),
  catering: (pay = 1200, bill = 1650, headcount = 4): DemoPosition => ({
    position: 'Catering Assistant',
    pay,
    bill,
    headcount,
    foodSafety: true,
  }),
  pantry: (pay = 1150, bill = 1550, headcount = 2): DemoPosition => ({
    position: 'Catering/ Pantry Assistant',
    pay,
    bill,
    headcount,
    foodSafety: true,
  }),
  event: (pay = 1400, bill = 1900, headcount = 10): DemoPosition => ({
    position: 'Event Catering Service Crew',
    pay,
    bill,
    headcount,
    foodSafety: true,
  }),
  fnb: (pay = 1300, bill = 1750, headcount = 5): DemoPosition => ({
    position: 'FnB Service',
    pay,
    bill,
    headcount,
    foodSafety: true,
  }),
  promoter: (pay = 1500, bill = 2100, headcount = 6): DemoPosition => ({
    position: 'Sales Promoter @ Island wide',
    pay,
    bill,
    headcount,
  }),
  logistics: (pay = 1300, bill = 1800, headcount = 4): DemoPosition => ({
    position: 'Logistics Assistant',
    pay,
    bill,
    headcount,
  }),
  warehouse: (pay = 1250, bill = 1650, headcount = 8): DemoPosition => ({
    position: 'Warehouse Assistant',
    pay,
    bill,
    headcount,
  }),
  retort: (pay = 1300, bill = 1700, headcount = 3): DemoPosition => ({
    position: 'Retort Packing',
    pay,
    bill,
    headcount,
  }),
};

const PROJECTS: DemoProject[] = [
  {
    client: 0,
    name: 'School canteen meal packing',
    description: 'Weekday lunch packing for 12 school canteens.',
    status: 'active',
    start: -120,
    end: 180,
    budget: 18_000_000,
    positions: [P.food(1250, 1700, 12), P.pantry()],
    locations: [0, 1],
  },
  {
    client: 0,
    name: 'Corporate buffet weekends',
    description: 'Weekend buffet set-up and clearing at client offices.',
    status: 'active',
    start: -40,
    end: null,
    budget: 6_500_000,
    positions: [P.catering(), P.event(1400, 1950, 8)],
    locations: [2, 3],
  },
  {
    client: 1,
    name: 'Marina Bay countdown gala',
    description: 'Year-end gala dinner, 1,200 guests.',
    status: 'draft',
    start: 30,
    end: 32,
    budget: 4_800_000,
    positions: [P.event(1500, 2100, 40), P.fnb(1400, 1900, 10)],
    locations: [4, 5],
  },
  {
    client: 1,
    name: 'Sentosa product launch',
    description: 'Three-day launch event with tasting booths.',
    status: 'completed',
    start: -200,
    end: -197,
    budget: 2_200_000,
    positions: [P.event(), P.promoter()],
    locations: [6],
  },
  {
    client: 1,
    name: 'Expo trade fair crew',
    description: 'F&B crew for a food trade fair.',
    status: 'on_hold',
    start: 15,
    end: 19,
    budget: 3_600_000,
    positions: [P.fnb(), P.event(1400, 1850, 20)],
    locations: [7],
  },
  {
    client: 2,
    name: 'Central kitchen production line',
    description: 'Two shifts a day on the ready-meal line.',
    status: 'active',
    start: -300,
    end: null,
    budget: 25_000_000,
    positions: [P.food(1280, 1720, 15), P.retort()],
    locations: [8],
  },
  {
    client: 2,
    name: 'Chinese New Year hamper packing',
    description: 'Seasonal hamper assembly.',
    status: 'completed',
    start: -320,
    end: -290,
    budget: 1_500_000,
    positions: [P.food(1200, 1600, 8), P.logistics()],
    locations: [9],
  },
  {
    client: 3,
    name: 'Tuas warehouse peak season',
    description: 'Pick, pack and dispatch for the year-end peak.',
    status: 'active',
    start: -20,
    end: 70,
    budget: 9_000_000,
    positions: [P.warehouse(1250, 1650, 20), P.logistics(1350, 1800, 6)],
    locations: [10, 11],
  },
  {
    client: 3,
    name: 'Airport cargo relabelling',
    description: 'Relabelling of inbound cargo after a supplier change.',
    status: 'cancelled',
    start: -60,
    end: -30,
    budget: 1_200_000,
    positions: [P.warehouse()],
    locations: [12],
  },
  {
    client: 4,
    name: 'Hotel banquet support',
    description: 'Banquet servers for weddings and conferences.',
    status: 'active',
    start: -90,
    end: 275,
    budget: 12_000_000,
    positions: [P.fnb(1350, 1850, 12), P.pantry(1200, 1600, 4)],
    locations: [13, 14, 15],
  },
  {
    client: 4,
    name: 'Orchard Road pop-up café',
    description: 'Weekend pop-up café during the festive light-up.',
    status: 'draft',
    start: 45,
    end: 90,
    budget: null,
    positions: [],
    locations: [],
  },
  {
    client: 5,
    name: 'Hawker centre dishwashing pilot',
    description: 'Central dishwashing pilot for two hawker centres.',
    status: 'on_hold',
    start: -10,
    end: 80,
    budget: 2_400_000,
    positions: [P.food(1150, 1500, 6)],
    locations: [16, 17],
  },
  {
    client: 5,
    name: 'Ready-meal retort packing',
    description: 'Retort pouch packing, night shift.',
    status: 'active',
    start: -150,
    end: 30,
    budget: 7_300_000,
    positions: [P.retort(1350, 1800, 6), P.food(1250, 1650, 4)],
    locations: [18, 19],
  },
  {
    client: 6,
    name: 'Changi cargo night shift',
    description: 'Night-shift cargo handling support.',
    status: 'active',
    start: -75,
    end: null,
    budget: 15_000_000,
    positions: [P.logistics(1400, 1900, 10), P.warehouse(1300, 1700, 10)],
    locations: [20, 21],
  },
  {
    client: 7,
    name: 'Island-wide beverage sampling',
    description: 'Supermarket sampling roadshow, 6 weeks.',
    status: 'active',
    start: -14,
    end: 28,
    budget: 5_600_000,
    positions: [P.promoter(1500, 2200, 12), { position: 'Logistics Assistant', pay: 1800, bill: 1700, headcount: 1 }],
    locations: [22, 23, 24],
  },
];

/** 25 locations at real Singapore postal codes (coordinates approximate). */
const LOCATIONS: Array<{
  name: string;
  address: string;
  postal: string;
  lat: number;
  lng: number;
  radius?: number;
  contact?: [string, string];
  instructions?: string;
}> = [
  {
    name: 'Senoko central kitchen',
    address: '21 Senoko Drive, Singapore 758211',
    postal: '758211',
    lat: 1.4621,
    lng: 103.8005,
    contact: ['Rachel Goh', '91234501'],
    instructions: 'Report to the loading bay; hairnets and aprons provided.',
  },
  {
    name: 'Woodlands packing hall',
    address: '1 Woodlands Square, Causeway Point, Singapore 738099',
    postal: '738099',
    lat: 1.4361,
    lng: 103.786,
  },
  {
    name: 'Fusionopolis pantry',
    address: '1 Fusionopolis Way, Singapore 138632',
    postal: '138632',
    lat: 1.299,
    lng: 103.7876,
    instructions: 'Sign in at the lobby concierge.',
  },
  {
    name: 'Raffles City offices',
    address: '252 North Bridge Road, Raffles City, Singapore 179103',
    postal: '179103',
    lat: 1.2937,
    lng: 103.8531,
  },
  {
    name: 'Sands Expo Hall B',
    address: '10 Bayfront Avenue, Singapore 018956',
    postal: '018956',
    lat: 1.2834,
    lng: 103.8607,
    radius: 300,
    contact: ['Melissa Ong', '98761234'],
    instructions: 'Crew entrance at Level B2, collect passes from the event office.',
  },
  {
    name: 'Gardens by the Bay lawn',
    address: '18 Marina Gardens Drive, Singapore 018953',
    postal: '018953',
    lat: 1.2816,
    lng: 103.8636,
    radius: 400,
  },
  {
    name: 'Resorts World ballroom',
    address: '8 Sentosa Gateway, Singapore 098269',
    postal: '098269',
    lat: 1.254,
    lng: 103.8238,
  },
  {
    name: 'Singapore Expo Hall 5',
    address: '1 Expo Drive, Singapore 486150',
    postal: '486150',
    lat: 1.335,
    lng: 103.959,
    radius: 350,
  },
  {
    name: 'Tampines production plant',
    address: '4 Tampines Industrial Avenue 5, Singapore 528693',
    postal: '528693',
    lat: 1.3621,
    lng: 103.929,
    contact: ['Muhammad Rizal', '87654321'],
    instructions: 'Clean-room rules: no jewellery, phones in lockers.',
  },
  {
    name: 'Tampines Mall atrium',
    address: '4 Tampines Central 5, Singapore 529510',
    postal: '529510',
    lat: 1.3525,
    lng: 103.9447,
  },
  {
    name: 'Tuas distribution centre',
    address: '31 Tuas Avenue 11, Singapore 639105',
    postal: '639105',
    lat: 1.3259,
    lng: 103.6537,
    radius: 250,
    contact: ['Kumar Ravi', '96543210'],
    instructions: 'Safety boots required. Shuttle from Tuas Link MRT at 7.15 am.',
  },
  {
    name: 'Jurong Port warehouse',
    address: '37 Jurong Port Road, Singapore 619110',
    postal: '619110',
    lat: 1.3075,
    lng: 103.7219,
  },
  {
    name: 'Changi Airfreight Centre',
    address: '115 Airport Cargo Road, Singapore 819466',
    postal: '819466',
    lat: 1.3702,
    lng: 103.9886,
  },
  {
    name: 'Orchard hotel ballroom',
    address: '350 Orchard Road, Singapore 238868',
    postal: '238868',
    lat: 1.3036,
    lng: 103.8318,
    contact: ['Jasmine Lee', '81239876'],
    instructions: 'Staff entrance on Orange Grove Road; black shoes, black trousers.',
  },
  {
    name: 'ION Orchard event space',
    address: '2 Orchard Turn, Singapore 238801',
    postal: '238801',
    lat: 1.304,
    lng: 103.8318,
  },
  {
    name: 'Plaza Singapura function room',
    address: '68 Orchard Road, Singapore 238839',
    postal: '238839',
    lat: 1.3006,
    lng: 103.8451,
  },
  {
    name: 'Toa Payoh hawker centre',
    address: '480 Lorong 6 Toa Payoh, Singapore 310480',
    postal: '310480',
    lat: 1.3326,
    lng: 103.8478,
  },
  {
    name: 'Ang Mo Kio hawker centre',
    address: '53 Ang Mo Kio Avenue 3, Singapore 569933',
    postal: '569933',
    lat: 1.3692,
    lng: 103.8484,
  },
  {
    name: 'Jurong East central kitchen',
    address: '2 Jurong East Street 21, Singapore 609601',
    postal: '609601',
    lat: 1.3331,
    lng: 103.7403,
    contact: ['Wong Kar Fai', '90011223'],
  },
  {
    name: 'JEM loading dock',
    address: '50 Jurong Gateway Road, Singapore 608549',
    postal: '608549',
    lat: 1.3332,
    lng: 103.7433,
  },
  {
    name: 'Changi Airport Terminal 3',
    address: '65 Airport Boulevard, Singapore 819663',
    postal: '819663',
    lat: 1.3555,
    lng: 103.9864,
    radius: 500,
    instructions: 'Airside pass required; meet at the T3 staff pass office.',
  },
  {
    name: 'Changi City Point',
    address: '5 Changi Business Park Central 1, Singapore 486038',
    postal: '486038',
    lat: 1.3343,
    lng: 103.9631,
  },
  {
    name: 'VivoCity supermarket',
    address: '1 HarbourFront Walk, Singapore 098585',
    postal: '098585',
    lat: 1.2644,
    lng: 103.8223,
  },
  {
    name: 'Northpoint City supermarket',
    address: '930 Yishun Avenue 2, Singapore 769098',
    postal: '769098',
    lat: 1.4296,
    lng: 103.8359,
  },
  {
    name: 'Waterway Point supermarket',
    address: '83 Punggol Central, Singapore 828761',
    postal: '828761',
    lat: 1.4064,
    lng: 103.9022,
  },
];

const CERT_TYPES = [
  {
    name: FOOD_SAFETY_TYPE_NAME,
    description: 'WSQ Food Safety Course Level 1 (SFA). Required for food handlers.',
    validityMonths: null,
    positions: [
      'Food Operator',
      'Catering Assistant',
      'Catering/ Pantry Assistant',
      'Event Catering Service Crew',
      'FnB Service',
    ],
  },
  {
    name: 'Forklift Operator Licence',
    description: 'MOM-accredited forklift operation course.',
    validityMonths: null,
    positions: ['Warehouse Assistant'],
  },
  { name: 'Basic First Aid', description: 'SCDF/SRFAC-accredited basic first aid.', validityMonths: 24, positions: [] },
];

async function ensureCertificateTypes(db: DbOrTx): Promise<Map<string, string>> {
  for (const t of CERT_TYPES) {
    const found = await db
      .select({ id: certificateTypes.id })
      .from(certificateTypes)
      .where(sql`lower(${certificateTypes.name}) = lower(${t.name})`);
    if (!found[0]) await db.insert(certificateTypes).values(t).onConflictDoNothing();
  }
  const rows = await db.select({ id: certificateTypes.id, name: certificateTypes.name }).from(certificateTypes);
  return new Map(rows.map((r) => [r.name, r.id]));
}

function addressOf(formatted: string, postal: string, lat: number, lng: number) {
  return {
    formatted_address: formatted,
    location_lat: lat,
    location_lng: lng,
    street_number: null,
    street: formatted.split(',')[0] ?? null,
    city: 'Singapore',
    state: null,
    country: 'Singapore',
    country_code: 'SG',
    place_id: null,
    postal_code: postal,
    approximate: false,
    provider: null,
  };
}

/** Clients, projects, positions and locations; nothing when any client exists. Answers the projects made. */
export async function seedDemoClients(db: Db, now: Date = clock.now()): Promise<number> {
  return db.transaction(async (tx) => {
    const types = await ensureCertificateTypes(tx);
    const existing = (await tx.select({ n: count() }).from(clients))[0]?.n ?? 0;
    if (existing > 0) return 0;
    const today = singaporeToday(now);
    const mgr =
      (
        await tx
          .select({ id: users.id })
          .from(users)
          .where(inArray(users.role, ['manager', 'admin']))
          // The demo manager runs the projects (an admin when there is no manager).
          .orderBy(sql`case when ${users.role} = 'manager' then 0 else 1 end`, asc(users.createdAt))
      )[0]?.id ?? null;
    const clientIds: string[] = [];
    for (const c of CLIENTS) {
      const [row] = await tx
        .insert(clients)
        .values({
          name: c.name,
          uen: c.uen,
          industry: c.industry,
          billingAddress: addressOf(...c.address),
          billingFormattedAddress: c.address[0],
          billingPostalCode: c.address[1],
          paymentTermsDays: c.terms,
          notes: c.notes ?? null,
        })
        .returning({ id: clients.id });
      clientIds.push(row!.id);
      await tx.insert(clientContacts).values(c.contacts.map((k, i) => ({ ...k, clientId: row!.id, sort: i })));
    }
    const foodSafety = types.get(FOOD_SAFETY_TYPE_NAME) ?? null;
    for (const p of PROJECTS) {
      const seq = await tx.execute<{ n: string }>(sql`select nextval('project_code_seq')::text as n`);
      const [row] = await tx
        .insert(projects)
        .values({
          code: formatProjectCode(Number(seq.rows[0]!.n)),
          clientId: clientIds[p.client]!,
          name: p.name,
          description: p.description,
          startDate: addDays(today, p.start),
          endDate: p.end === null ? null : addDays(today, p.end),
          status: p.status,
          managerId: mgr,
          budgetCents: p.budget,
        })
        .returning({ id: projects.id });
      if (p.positions.length) {
        await tx.insert(projectPositions).values(
          p.positions.map((x, i) => ({
            projectId: row!.id,
            position: x.position,
            payRateCents: x.pay,
            billRateCents: x.bill,
            headcount: x.headcount,
            requiredCertificateTypeId: x.foodSafety ? foodSafety : null,
            sort: i,
          })),
        );
      }
      for (const li of p.locations) {
        const l = LOCATIONS[li]!;
        await tx.insert(projectLocations).values({
          projectId: row!.id,
          name: l.name,
          address: addressOf(l.address, l.postal, l.lat, l.lng),
          formattedAddress: l.address,
          postalCode: l.postal,
          lat: l.lat,
          lng: l.lng,
          geofenceRadiusM: l.radius ?? 200,
          siteContactName: l.contact?.[0] ?? null,
          siteContactPhone: l.contact?.[1] ?? null,
          reportingInstructions: l.instructions ?? null,
        });
      }
    }
    return PROJECTS.length;
  });
}

async function demoCertificatePdf(workerName: string, number: string, issued: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([595, 420]);
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  page.drawText('Certificate of Attainment', { x: 50, y: 340, size: 24, font: bold, color: rgb(0.1, 0.2, 0.45) });
  page.drawText('WSQ Food Safety Course Level 1', { x: 50, y: 305, size: 16, font });
  page.drawText(`Awarded to: ${workerName.replace(/[^\x20-\x7e]/g, '?')}`, { x: 50, y: 260, size: 13, font });
  page.drawText(`Certificate no.: ${number}`, { x: 50, y: 235, size: 12, font });
  page.drawText(`Date of issue: ${issued}`, { x: 50, y: 215, size: 12, font });
  page.drawText('DEMO DOCUMENT - not a real certificate', { x: 50, y: 60, size: 10, font, color: rgb(0.6, 0.1, 0.1) });
  return Buffer.from(await doc.save());
}

/**
 * Food-safety certificates for up to 36 demo workers (active ones first), spread so the lists
 * show expired, expiring within 30/60/90 days and valid ones; about half verified; a forklift
 * licence for every third of them (the warehouse shifts need one). Does nothing without workers
 * or when staff-entered certificates exist.
 */
export async function seedDemoCertificates(db: Db, now: Date = clock.now()): Promise<number> {
  const types = await ensureCertificateTypes(db);
  const already =
    (await db.select({ n: count() }).from(workerCertificates).where(eq(workerCertificates.source, 'staff')))[0]?.n ?? 0;
  if (already > 0) return 0;
  const ws = await db
    .select({ id: workers.id, name: workers.name })
    .from(workers)
    .where(and(inArray(workers.status, [...EMPLOYED_WORKER_STATUSES]), sql`${workers.employeeCode} is not null`))
    .orderBy(asc(workers.employeeCode))
    .limit(36);
  if (ws.length === 0) return 0;
  const hr = (await db.select({ id: users.id }).from(users).where(eq(users.role, 'hr')))[0]?.id ?? null;
  const typeId = types.get(FOOD_SAFETY_TYPE_NAME)!;
  const firstAid = types.get('Basic First Aid');
  const forklift = types.get('Forklift Operator Licence');
  const today = singaporeToday(now);
  // Days until expiry, by worker: expired, within 30, 60, 90, then valid for years.
  const OFFSETS = [-45, -8, 3, 12, 26, 41, 58, 73, 88, 200, 400, 700];
  let n = 0;
  await db.transaction(async (tx) => {
    for (const [i, w] of ws.entries()) {
      const offset = OFFSETS[i % OFFSETS.length]! + Math.floor(i / OFFSETS.length) * 30;
      const expiry = addDays(today, offset);
      const issued = addMonths(expiry, -60);
      const number = `FSC-${issued.slice(0, 4)}-${String(48_210 + i * 37).padStart(6, '0')}`;
      const pdf = await demoCertificatePdf(w.name, number, issued);
      const verified = i % 2 === 0;
      await tx.insert(workerCertificates).values({
        workerId: w.id,
        typeId,
        number,
        issueDate: issued,
        expiryDate: expiry,
        fileData: pdf,
        fileMime: 'application/pdf',
        fileName: `food-safety-${number}.pdf`,
        fileSize: pdf.length,
        fileSha256: createHash('sha256').update(pdf).digest('hex'),
        verifiedBy: verified ? hr : null,
        verifiedAt: verified ? now : null,
        source: 'staff',
        createdBy: hr,
      });
      n += 1;
      if (firstAid && i % 5 === 0) {
        await tx.insert(workerCertificates).values({
          workerId: w.id,
          typeId: firstAid,
          number: `BFA-${String(9100 + i)}`,
          issueDate: addMonths(today, -20),
          expiryDate: addDays(addMonths(addMonths(today, -20), 24), -1),
          source: 'staff',
          createdBy: hr,
        });
        n += 1;
      }
      if (forklift && i % 3 === 1) {
        await tx.insert(workerCertificates).values({
          workerId: w.id,
          typeId: forklift,
          number: `FLO-${String(5200 + i * 7)}`,
          issueDate: addMonths(today, -30 - i),
          source: 'staff',
          verifiedBy: hr,
          verifiedAt: now,
          createdBy: hr,
        });
        n += 1;
      }
    }
  });
  return n;
}
