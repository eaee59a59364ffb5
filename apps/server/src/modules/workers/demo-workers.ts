import { createHash } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { now as clockNow, singaporeDateAt } from '@wf/shared/domain/clock';
import { ageAndConsent } from '@wf/shared/contracts/workers/worker-form';
import { nricCheckLetter, type NricPrefix } from '@wf/shared/domain/registration/nric';
import { nextStatus, type WorkerAction, type WorkerStatus } from '@wf/shared/domain/workers/status-machine';
import type { DbOrTx } from '../../db/client.ts';
import { NEXT_EMPLOYEE_CODE_SQL } from './worker-service.ts';
import { users, workerFiles, workerHistory, workers } from '../../db/schema/index.ts';
import type { WorkerFileKind } from '@wf/shared/enums/workers';

/** A small deterministic generator so the demo data is the same on every start. */
export function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const CHINESE_SURNAMES = ['Tan', 'Lim', 'Lee', 'Ng', 'Ong', 'Wong', 'Goh', 'Chua', 'Chan', 'Koh', 'Teo', 'Ang', 'Yeo', 'Tay', 'Ho', 'Low', 'Sim', 'Chong'];
const CHINESE_GIVEN = ['Wei Ling', 'Jun Jie', 'Hui Min', 'Zhi Hao', 'Mei Ling', 'Jia Hui', 'Kai Wen', 'Shu Fen', 'Yong Sheng', 'Li Ting', 'Xin Yi', 'Wen Jie', 'Pei Shan', 'Guo Qiang'];
const MALAY_MALE = ['Muhammad Faizal', 'Ahmad Hafiz', 'Mohamed Irfan', 'Nur Haziq', 'Syafiq', 'Amirul'];
const MALAY_FEMALE = ['Nurul Aisyah', 'Siti Nurhaliza', 'Nur Farhana', 'Aishah', 'Zulaikha', 'Nabilah'];
const MALAY_FATHERS = ['Rahman', 'Ismail', 'Hassan', 'Abdullah', 'Osman', 'Yusof'];
const INDIAN_GIVEN = ['Arjun', 'Priya', 'Kavitha', 'Ravi', 'Deepa', 'Suresh', 'Anand', 'Lakshmi', 'Vignesh', 'Divya'];
const INDIAN_FATHERS = ['Kumar', 'Raj', 'Subramaniam', 'Krishnan', 'Pillai', 'Nair'];
const STREETS = [
  ['Blk 123 Ang Mo Kio Avenue 3', '560123'],
  ['Blk 456 Tampines Street 42', '520456'],
  ['Blk 78 Toa Payoh Lorong 4', '310078'],
  ['Blk 211 Jurong East Street 21', '600211'],
  ['Blk 302 Woodlands Street 31', '730302'],
  ['Blk 15 Bedok South Road', '460015'],
  ['Blk 640 Yishun Street 61', '760640'],
  ['Blk 99 Bukit Batok West Avenue 6', '650099'],
  ['Blk 402 Sengkang West Way', '790402'],
  ['Blk 26 Clementi Avenue 4', '120026'],
  ['Blk 512 Hougang Avenue 10', '530512'],
  ['Blk 188 Punggol Central', '820188'],
] as const;
const POSITIONS = ['Food Operator', 'Catering Assistant', 'Event Catering Service Crew', 'Warehouse Assistant', 'Sales Promoter @ Island wide', 'FnB Service', 'Logistics Assistant', 'Retort Packing'] as const;
const BANKS = ['DBS/POSB', 'OCBC', 'UOB', 'DBS/POSB', 'OCBC', 'Trust Bank'] as const;
const SOURCES = ['fastjob', 'socialMedia', 'wordOfMouth', 'employeeReferral', 'onlineJobBoard', 'schoolUniversity'] as const;

/** The statuses of the demo workers (90): every status, most of them active (enough to staff the demo rosters). */
const PLAN: ReadonlyArray<[WorkerStatus, number]> = [
  ['pending', 12],
  ['active', 54],
  ['rejected', 5],
  ['discharge_pending', 4],
  ['discharged', 6],
  ['rejoin_pending', 4],
  ['blacklisted', 5],
];

/** The actions that led to each status, after the registration (history rows). */
const PATH: Readonly<Record<WorkerStatus, WorkerAction[]>> = {
  pending: [],
  active: ['approve'],
  rejected: ['reject'],
  discharge_pending: ['approve', 'requestDischarge'],
  discharged: ['approve', 'requestDischarge', 'approveDischarge'],
  rejoin_pending: ['approve', 'requestDischarge', 'approveDischarge', 'requestRejoin'],
  blacklisted: ['approve', 'blacklist'],
};

const REASONS: Partial<Record<WorkerAction, string[]>> = {
  reject: ['Incomplete certificate; applicant did not respond', 'Not available on weekdays as required', 'Duplicate application'],
  requestDischarge: ['Resigned to return to full-time studies', 'Relocating overseas', 'Found full-time employment', 'Contract period ended'],
  blacklist: ['No-show for three confirmed shifts', 'Misconduct reported by client', 'Falsified attendance record'],
};

/** Education that fits the age (a 15-year-old is still at secondary school). */
function education(age: number, pick: <T>(xs: readonly T[]) => T) {
  if (age < 18) return { highestEducation: 'Secondary', school: pick(['Bedok View Secondary School', 'Yishun Secondary School', 'Clementi Town Secondary School']), highStandard: 'PSLE' };
  if (age < 21) return { highestEducation: 'Secondary', school: pick(['ITE College Central', 'ITE College East']), highStandard: pick(['GCE N-Level', 'GCE O-Level']) };
  return pick([
    { highestEducation: 'Polytechnic / College', school: pick(['Temasek Polytechnic', 'Nanyang Polytechnic', 'Ngee Ann Polytechnic']), highStandard: 'Diploma / Specialist' },
    { highestEducation: 'University', school: pick(['NUS', 'NTU', 'SIM University']), highStandard: "Bachelor's Degree" },
    { highestEducation: 'Secondary', school: pick(['Bedok View Secondary School', 'Yishun Secondary School']), highStandard: 'GCE O-Level' },
    { highestEducation: 'Secondary', school: 'ITE College West', highStandard: 'Nitec / Higher Nitec' },
  ]);
}

/** A valid NRIC/FIN for a prefix and a number (checksum letter from nricCheckLetter). */
export function demoId(prefix: NricPrefix, n: number): string {
  const digits = String(n % 10_000_000).padStart(7, '0');
  return `${prefix}${digits}${nricCheckLetter(prefix, digits)}`;
}

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

export type DemoWorkerValues = typeof workers.$inferInsert;

/** Registration data of demo worker number i (deterministic, plausible Singapore data). */
export function demoWorkerValues(i: number, now: Date = clockNow()): DemoWorkerValues {
  const r = rng(1000 + i);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
  const group = i % 10;
  let name: string;
  let gender: 'Male' | 'Female';
  let race: string;
  let religion: string;
  if (group < 6) {
    gender = r() < 0.5 ? 'Male' : 'Female';
    name = `${pick(CHINESE_SURNAMES)} ${pick(CHINESE_GIVEN)}`;
    race = 'chinese';
    religion = pick(['buddhist', 'christian', 'freethinker', 'catholic']);
  } else if (group < 8) {
    gender = r() < 0.5 ? 'Male' : 'Female';
    name = `${pick(gender === 'Male' ? MALAY_MALE : MALAY_FEMALE)} bin${gender === 'Female' ? 'ti' : ''} ${pick(MALAY_FATHERS)}`;
    race = 'malay';
    religion = 'muslim';
  } else {
    gender = r() < 0.5 ? 'Male' : 'Female';
    name = `${pick(INDIAN_GIVEN)} ${gender === 'Male' ? 's/o' : 'd/o'} ${pick(INDIAN_FATHERS)}`;
    race = 'indian';
    religion = pick(['hindu', 'christian', 'sikh']);
  }
  // Ages 15 to 60; the first pending applicant is exactly 15 (needs parental consent).
  const age = i === 0 ? 15 : 16 + Math.floor(r() * 45);
  // Years in Singapore's calendar: at 00:30 on 1 January in Singapore it is still last year in UTC.
  const year = Number(singaporeDateAt(now).slice(0, 4));
  const birthYear = year - age - 1;
  const dob =
    i === 0
      ? `${year - 15}-01-01`
      : `${birthYear}-${String(1 + Math.floor(r() * 12)).padStart(2, '0')}-${String(1 + Math.floor(r() * 28)).padStart(2, '0')}`;
  const foreign = i % 7 === 3;
  const nationality = foreign ? pick(['Malaysian', 'Chinese'] as const) : i % 9 === 4 ? 'Singapore PR' : 'Singaporean';
  const idType = foreign || nationality === 'Singapore PR' ? 'FIN' : 'NRIC';
  const prefix: NricPrefix = idType === 'FIN' ? pick(['G', 'M', 'F'] as const) : birthYear >= 2000 ? 'T' : 'S';
  const idNumber = demoId(prefix, 1_234_567 + i * 7919 + Math.floor(r() * 1000));
  const [street, postal] = pick(STREETS);
  const unit = `#${String(2 + Math.floor(r() * 14)).padStart(2, '0')}-${String(100 + Math.floor(r() * 400))}`;
  const position = pick(POSITIONS);
  const phone = `${r() < 0.5 ? 8 : 9}${String(Math.floor(r() * 10_000_000)).padStart(7, '0')}`;
  const kinPhone = `${r() < 0.5 ? 8 : 9}${String(Math.floor(r() * 10_000_000)).padStart(7, '0')}`;
  const email = `${name.toLowerCase().replace(/[^a-z]+/g, '.').replace(/^\.|\.$/g, '')}${i}@example.com`;
  const derived = ageAndConsent(dob, now);
  return {
    idempotencyKey: `demo-worker-${i}`,
    source: 'registration',
    language: i % 8 === 5 ? 'zh' : 'en',
    whereKnowUs: pick(SOURCES),
    typeOfEmployment: i % 11 === 10 ? 'Contractor' : i % 13 === 12 ? 'Full-Timer' : 'Part-Timer',
    positionApplied: position,
    earliestAvailability: isoDay(new Date(now.getTime() + (3 + Math.floor(r() * 20)) * 86_400_000)),
    fullyVaccinated: r() < 0.9,
    name,
    contactEmail: email,
    contactNumber: phone,
    dateOfBirth: dob,
    age: derived.age,
    requiresDocument: derived.requiresDocument,
    gender,
    nationality,
    prStartDate: nationality === 'Singapore PR' ? `${birthYear + 20}-03-01` : null,
    idType,
    idNumber,
    placeOfBirth: nationality === 'Malaysian' ? 'Johor Bahru' : nationality === 'Chinese' ? 'Fujian' : 'Singapore',
    race,
    religion,
    maritalStatus: age < 25 ? 'single' : pick(['single', 'married', 'married', 'divorced']),
    residentialAddress: `${street} ${unit}, Singapore ${postal}`,
    postalCode: postal,
    addressComponents: { formatted_address: `${street}, Singapore ${postal}`, country: 'Singapore', country_code: 'SG', city: 'Singapore' },
    certExpired: position === 'Warehouse Assistant' || position === 'Retort Packing' ? null : isoDay(new Date(now.getTime() + (60 + Math.floor(r() * 700)) * 86_400_000)),
    kinName: `${name.split(' ')[0]} ${pick(['Mei', 'Ah Kow', 'Rahim', 'Devi', 'Hock'])}`,
    kinContact: kinPhone,
    bankName: pick(BANKS),
    bankAcc: String(100_000_000 + Math.floor(r() * 899_999_999)) + String(Math.floor(r() * 10)),
    workingExps:
      age >= 21 && r() < 0.6
        ? [
            {
              previous_company_name: pick(['FairPrice Xtra', 'Koufu Pte Ltd', 'Sats Catering', 'Din Tai Fung', 'Kopitiam', 'Sheng Siong']),
              position: pick(['Service Crew', 'Cashier', 'Kitchen Helper', 'Packer', 'Promoter']),
              date_start: `${year - 3}-02-01`,
              date_left: `${year - 1}-11-30`,
              reason_for_leaving: pick(['Contract ended', 'Further studies', 'Looking for flexible hours']),
            },
          ]
        : [],
    ...education(age, pick),
    country: 'Singapore',
    relativesInCompany: false,
    relativesInfo: null,
    qna: {
      any_illness: 0,
      physical: 0,
      mental_illness: 0,
      medication: 0,
      medication_details: '',
      found_guilty: 0,
      any_investigation: 0,
      objection_undergo: 0,
      alcohol_drug_addiction: 0,
      undischarged_bankrupt: 0,
      dismissed_or_suspended: 0,
      business_undertaking: 0,
    },
    declarationAt: null,
    hourlyRateCents: 1000 + Math.floor(r() * 8) * 50,
  };
}

/** A 1x1 PNG (signature placeholder) and a one-page PDF (certificate placeholder). */
export const DEMO_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
export function demoPdf(title: string): Buffer {
  const text = title.replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, k) => {
    offsets.push(out.length);
    out += `${k + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) out += `${String(off).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

function fileRow(workerId: string, kind: WorkerFileKind, data: Buffer, mimeType: string, fileName: string, createdAt: Date) {
  return { workerId, kind, fileName, originalName: fileName, mimeType, size: data.length, sha256: createHash('sha256').update(data).digest('hex'), data, createdAt };
}

/**
 * About 60 demo workers across every status, with history rows that match each status and
 * documents (certificate, signature, contract) on the registrations. Idempotent: does nothing
 * when the demo workers are there already.
 */
export async function seedDemoWorkers(db: DbOrTx, now: Date = clockNow()): Promise<number> {
  const existing = await db.select({ n: sql<number>`count(*)::int` }).from(workers).where(like(workers.idempotencyKey, 'demo-worker-%'));
  if ((existing[0]?.n ?? 0) > 0) return 0;
  const hr = (await db.select({ id: users.id }).from(users).where(eq(users.email, 'hr@example.com')))[0]?.id ?? null;
  let i = 0;
  let created = 0;
  for (const [status, count] of PLAN) {
    for (let k = 0; k < count; k++, i++) {
      const values = demoWorkerValues(i, now);
      const r = rng(5000 + i);
      const path = PATH[status];
      // Registered between 10 and 400 days ago; each later step a few days after the one before.
      let t = now.getTime() - (10 + Math.floor(r() * 390)) * 86_400_000;
      const registeredAt = new Date(t);
      const steps: { action: WorkerAction; from: WorkerStatus; to: WorkerStatus; reason: string | null; at: Date; details: Record<string, string> | null }[] = [];
      let cur: WorkerStatus = 'pending';
      let lastWorkingDay: string | null = null;
      let statusReason: string | null = null;
      for (const action of path) {
        t = Math.min(t + (1 + Math.floor(r() * 20)) * 86_400_000, now.getTime() - 3_600_000 * (path.length - steps.length));
        const to = nextStatus(cur, action);
        if (!to) throw new Error(`demo path: ${action} is not allowed from ${cur}`);
        const reasons = REASONS[action];
        const reason = reasons ? reasons[Math.floor(r() * reasons.length)]! : null;
        let details: Record<string, string> | null = null;
        if (action === 'requestDischarge') {
          lastWorkingDay = isoDay(new Date(t + 14 * 86_400_000));
          details = { lastWorkingDay };
        }
        steps.push({ action, from: cur, to, reason, at: new Date(t), details });
        statusReason = reason;
        cur = to;
      }
      const approved = path.includes('approve');
      const last = steps[steps.length - 1];
      const inserted = await db
        .insert(workers)
        .values({
          ...values,
          status,
          statusBeforeBlacklist: status === 'blacklisted' ? 'active' : null,
          employeeCode: approved ? NEXT_EMPLOYEE_CODE_SQL : null,
          version: 1 + steps.length,
          lastWorkingDay: status === 'discharge_pending' || status === 'discharged' || status === 'rejoin_pending' ? lastWorkingDay : null,
          statusReason,
          statusChangedAt: last?.at ?? registeredAt,
          consentReceivedAt: values.requiresDocument && approved ? registeredAt : null,
          declarationAt: registeredAt,
          createdAt: registeredAt,
          updatedAt: last?.at ?? registeredAt,
        })
        .returning({ id: workers.id });
      const id = inserted[0]!.id;
      await db.insert(workerHistory).values([
        { workerId: id, action: 'register', fromStatus: null, toStatus: 'pending', actorId: null, at: registeredAt },
        ...steps.map((s) => ({ workerId: id, action: s.action, fromStatus: s.from, toStatus: s.to, reason: s.reason, details: s.details, actorId: hr, at: s.at })),
      ]);
      const files = [
        fileRow(id, 'signature', DEMO_PNG, 'image/png', 'signature.png', registeredAt),
        fileRow(id, 'contract', demoPdf(`Contractor Service Agreement - ${values.name}`), 'application/pdf', 'contract.pdf', registeredAt),
      ];
      if (values.certExpired) {
        files.push(fileRow(id, 'certificate', demoPdf(`Food Safety Course Level 1 - ${values.name}`), 'application/pdf', 'food-safety-certificate.pdf', registeredAt));
      }
      await db.insert(workerFiles).values(files);
      created++;
    }
  }
  // One blacklisted person registered again: the application is stored and flagged to hr.
  const listed = await db.select({ idNumber: workers.idNumber, idType: workers.idType, nationality: workers.nationality, name: workers.name }).from(workers).where(eq(workers.idempotencyKey, `demo-worker-${i - 1}`));
  if (listed[0]) {
    await db
      .update(workers)
      .set({ idNumber: listed[0].idNumber, idType: listed[0].idType, nationality: listed[0].nationality, name: listed[0].name, blacklistFlag: true })
      .where(eq(workers.idempotencyKey, 'demo-worker-11'));
  }
  return created;
}

