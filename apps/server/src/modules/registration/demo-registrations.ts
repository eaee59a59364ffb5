import { eq, like, sql } from 'drizzle-orm';
import { nricCheckLetter, type NricPrefix } from '@wf/shared/domain/registration/nric';
import { deriveAge } from '@wf/shared/domain/registration/age';
import { toCreatePtFields } from '@wf/shared/contracts/registration/create-pt';
import type { RegistrationFormValues } from '@wf/shared/contracts/registration/registration-form';
import {
  displayDaysFrom,
  displayYearsAgo,
  sampleRegistrationValues,
} from '@wf/shared/contracts/registration/registration-sample';
import type { Db } from '../../db/client.ts';
import { contractParty } from '@wf/shared/contracts/business/business';
import { getBusinessProfile } from '../business/index.ts';
import { workers } from '../../db/schema/index.ts';
import { prepareRegistration, renderContract, storeRegistration, type UploadedCert } from './registration-service.ts';
import { demoCertificatePdf, demoSignaturePng, pngDataUrl } from './demo-images.ts';
import * as clock from '@wf/shared/domain/clock';
import { sgBankOf } from '@wf/shared/domain/pay/bank-codes';

export type RegistrationSeed = {
  values: RegistrationFormValues;
  /** Makes the seed idempotent: a key already stored is skipped. */
  idempotencyKey: string;
  lang?: 'en' | 'zh';
  /** The certificate file; by default a generated PDF when values.cert is set, none otherwise. */
  cert?: UploadedCert | null;
  /** When the registration arrived (created_at, history); validation still uses `now`. */
  registeredAt?: Date;
  /** Notify hr (default false for seeds). */
  notify?: boolean;
};

/**
 * Stores one registration through the same path as the public form (shared schema, server file
 * checks, generated contract PDF, worker + files + history in one transaction). Reusable by other
 * seeds: create a registration, then move it through the status machine. Answers the worker id.
 */
export async function seedRegistration(db: Db, seed: RegistrationSeed, now: Date = clock.now()): Promise<string> {
  const existing = await db.select({ id: workers.id }).from(workers).where(eq(workers.idempotencyKey, seed.idempotencyKey));
  if (existing[0]) return existing[0].id;
  const v = seed.values;
  const derived = deriveAge(v.date_of_birth, now);
  const fields = toCreatePtFields(v, {
    signature: v.signature,
    requiresDocument: derived?.requiresDocument ?? false,
    age: derived?.age ?? null,
    lang: seed.lang ?? 'en',
  });
  let cert: UploadedCert | null = seed.cert ?? null;
  if (seed.cert === undefined && v.cert) {
    const data = await demoCertificatePdf(v.client_name, displayDaysFrom(now, -30));
    cert = { fileName: v.cert.name.replace(/\.[^.]*$/, '') + '.pdf', mimeType: 'application/pdf', data };
  }
  const company = contractParty(await getBusinessProfile(db), 'en');
  const prepared = await renderContract(prepareRegistration({ idempotencyKey: seed.idempotencyKey, fields, cert }, now), now, company);
  const at = seed.registeredAt ?? now;
  const id = await storeRegistration(db, seed.idempotencyKey, prepared, at, { notify: seed.notify ?? false });
  return id;
}

/** A valid NRIC/FIN from a prefix and a number. */
export function validId(prefix: NricPrefix, n: number): string {
  const digits = String(Math.abs(n) % 10_000_000).padStart(7, '0');
  return `${prefix}${digits}${nricCheckLetter(prefix, digits)}`;
}

type Persona = {
  name: string;
  gender: 'Male' | 'Female';
  race: string;
  religion: string;
  nationality: string;
  idPrefix: NricPrefix;
  age: number;
  position: string;
  block: string;
  street: string;
  postal: string;
  lat: number;
  lng: number;
  lang: 'en' | 'zh';
};

const PERSONAS: Persona[] = [
  { name: 'Lim Jia Hui', gender: 'Female', race: 'chinese', religion: 'buddhist', nationality: 'Singaporean', idPrefix: 'T', age: 15, position: 'Food Operator', block: '231', street: 'Bishan Street 22', postal: '570231', lat: 1.3582, lng: 103.8456, lang: 'en' },
  { name: 'Muhammad Hafiz bin Rahman', gender: 'Male', race: 'malay', religion: 'muslim', nationality: 'Singaporean', idPrefix: 'S', age: 27, position: 'Logistics Assistant', block: '512', street: 'Tampines Street 53', postal: '520512', lat: 1.3545, lng: 103.9532, lang: 'en' },
  { name: 'Priya d/o Subramaniam', gender: 'Female', race: 'indian', religion: 'hindu', nationality: 'Singaporean', idPrefix: 'S', age: 34, position: 'Catering Assistant', block: '108', street: 'Jurong East Street 13', postal: '600108', lat: 1.3386, lng: 103.7395, lang: 'en' },
  { name: 'Chen Xiao Ming', gender: 'Male', race: 'chinese', religion: 'freethinker', nationality: 'Chinese', idPrefix: 'G', age: 29, position: 'Warehouse Assistant', block: '650', street: 'Woodlands Ring Road', postal: '730650', lat: 1.4387, lng: 103.7949, lang: 'zh' },
  { name: 'Nurul Aisyah binti Ismail', gender: 'Female', race: 'malay', religion: 'muslim', nationality: 'Malaysian', idPrefix: 'M', age: 22, position: 'Sales Promoter @ Island wide', block: '403', street: 'Sengkang West Way', postal: '790403', lat: 1.3893, lng: 103.8764, lang: 'en' },
  { name: 'Tan Wei Jie', gender: 'Male', race: 'chinese', religion: 'christian', nationality: 'Singapore PR', idPrefix: 'F', age: 41, position: 'Event Catering Service Crew', block: '19', street: 'Toa Payoh Lorong 7', postal: '310019', lat: 1.3365, lng: 103.8594, lang: 'zh' },
  { name: 'Goh Shu Fen', gender: 'Female', race: 'chinese', religion: 'catholic', nationality: 'Singaporean', idPrefix: 'S', age: 52, position: 'FnB Service', block: '702', street: 'Yishun Avenue 5', postal: '760702', lat: 1.4264, lng: 103.8378, lang: 'en' },
  { name: 'Ravi s/o Krishnan', gender: 'Male', race: 'indian', religion: 'hindu', nationality: 'Singaporean', idPrefix: 'S', age: 38, position: 'Project Logistics', block: '56', street: 'Bedok North Street 3', postal: '460056', lat: 1.3318, lng: 103.9396, lang: 'en' },
  { name: 'Ong Kai Wen', gender: 'Male', race: 'chinese', religion: 'buddhist', nationality: 'Singaporean', idPrefix: 'T', age: 19, position: 'Retort Packing', block: '335', street: 'Clementi Avenue 2', postal: '120335', lat: 1.3151, lng: 103.7654, lang: 'en' },
  { name: 'Siti Zulaikha binti Osman', gender: 'Female', race: 'malay', religion: 'muslim', nationality: 'Singaporean', idPrefix: 'T', age: 21, position: 'Catering/ Pantry Assistant', block: '188', street: 'Punggol Central', postal: '820188', lat: 1.4025, lng: 103.9065, lang: 'en' },
  { name: 'Wong Li Ting', gender: 'Female', race: 'chinese', religion: 'freethinker', nationality: 'Singaporean', idPrefix: 'S', age: 45, position: 'MK Admin', block: '123', street: 'Ang Mo Kio Avenue 3', postal: '560123', lat: 1.3691, lng: 103.8454, lang: 'zh' },
  { name: 'Daniel Pereira', gender: 'Male', race: 'eurasian', religion: 'catholic', nationality: 'Singaporean', idPrefix: 'S', age: 31, position: 'Sales Promoter @ Island wide', block: '8', street: 'Hougang Avenue 1', postal: '530008', lat: 1.3562, lng: 103.8894, lang: 'en' },
];
export const DEMO_REGISTRATION_COUNT = PERSONAS.length;

/** Registration form values of demo applicant i (0..11), valid on `now`. */
export function demoRegistrationValues(i: number, now: Date = clock.now()): RegistrationFormValues {
  const p = PERSONAS[i % PERSONAS.length]!;
  const certOptional = ['Warehouse Assistant', 'Retort Packing', 'MK Admin'].includes(p.position);
  const phone = `${i % 2 === 0 ? 9 : 8}${String(1_234_567 + i * 104_729).slice(-7)}`;
  const bank = (['DBS/POSB', 'OCBC', 'UOB', 'DBS/POSB', 'Trust Bank', 'OCBC'] as const)[i % 6];
  const accLengths = sgBankOf(bank)!.accountLengths;
  const kin = `${i % 2 === 0 ? 8 : 9}${String(7_654_321 + i * 86_243).slice(-7)}`;
  const unit = `#${String(3 + (i % 12)).padStart(2, '0')}-${100 + i * 17}`;
  const idType = p.nationality === 'Singaporean' ? 'NRIC' : 'FIN';
  const email = `${p.name.toLowerCase().replace(/[^a-z]+/g, '.').replace(/^\.|\.$/g, '')}@example.com`;
  return sampleRegistrationValues(
    {
      where_know_us: (['fastjob', 'socialMedia', 'wordOfMouth', 'employeeReferral', 'onlineJobBoard', 'schoolUniversity'] as const)[i % 6],
      position_applied: p.position,
      earliest_availability: displayDaysFrom(now, 3 + i),
      fully_vaccinated: i % 5 === 4 ? 0 : 1,
      client_name: p.name,
      contact_email: email,
      contact_number: phone,
      date_of_birth: displayYearsAgo(now, p.age, p.age === 15 ? 0 : -(20 + i * 9)),
      gender: p.gender,
      nationality: p.nationality,
      pr_start_date: p.nationality === 'Singapore PR' ? '01/03/2012' : '',
      id_type: idType,
      id_number: validId(p.idPrefix, 8_100_000 + i * 3_571),
      place_of_birth: p.nationality === 'Malaysian' ? 'Johor Bahru' : p.nationality === 'Chinese' ? 'Fuzhou' : 'Singapore',
      race: p.race,
      religion: p.religion,
      marital_status: p.age < 25 ? 'single' : i % 3 === 0 ? 'married' : 'single',
      residential_address: `Blk ${p.block} ${p.street} ${unit}, Singapore ${p.postal}`,
      postal_code: p.postal,
      address: {
        formatted_address: `${p.block} ${p.street}, Singapore ${p.postal}`,
        location_lat: p.lat,
        location_lng: p.lng,
        street_number: p.block,
        street: p.street,
        city: 'Singapore',
        state: null,
        country: 'Singapore',
        country_code: 'SG',
        place_id: null,
        postal_code: p.postal,
        approximate: true,
        provider: 'offline',
      },
      cert: certOptional ? null : { name: 'food-safety-certificate.pdf', type: 'application/pdf', size: 1 },
      cert_expired: certOptional ? '' : displayDaysFrom(now, 200 + i * 40),
      kin_name: `${p.name.split(' ')[0]} ${['Mei Lan', 'Ah Kow', 'Rahim', 'Devi', 'Hock Seng', 'Aminah'][i % 6]}`,
      kin_contact: kin,
      bank_name: bank,
      bank_acc: String(100_000_000_000 + i * 7_654_321).slice(0, accLengths[i % accLengths.length]),
      working_exps:
        p.age < 18
          ? [{ previous_company_name: '', position: '', date_start: '', date_left: '', reason_for_leaving: '' }]
          : [
              {
                previous_company_name: ['FairPrice Xtra', 'Koufu Pte Ltd', 'SATS Catering', 'Sheng Siong', 'Kopitiam'][i % 5]!,
                position: ['Service Crew', 'Cashier', 'Kitchen Helper', 'Packer', 'Promoter'][i % 5]!,
                date_start: displayYearsAgo(now, 3, i * 11),
                date_left: displayYearsAgo(now, 1, i * 5),
                reason_for_leaving: ['Contract ended', 'Further studies', 'Looking for flexible hours'][i % 3]!,
              },
            ],
      highest_education: p.age < 18 ? 'Secondary' : (['Secondary', 'Polytechnic / College', 'University'] as const)[i % 3],
      school: p.age < 18 ? 'Bishan Park Secondary School' : ['ITE College Central', 'Temasek Polytechnic', 'NUS'][i % 3]!,
      country: p.nationality === 'Malaysian' ? 'Malaysia' : p.nationality === 'Chinese' ? 'China' : 'Singapore',
      date_start: '',
      date_grad: '',
      high_standard: p.age < 18 ? '' : (['GCE O-Level', 'Diploma / Specialist', "Bachelor's Degree"] as const)[i % 3],
      relatives_in_company: i === 6 ? 1 : 0,
      relatives_info: i === 6 ? 'Cousin Goh Wei Ming, warehouse team' : '',
      signature: pngDataUrl(demoSignaturePng(i)),
    },
    now,
  );
}

/**
 * Demo step: 12 pending registrations stored through the registration pipeline (valid NRIC/FIN,
 * phones, SG addresses, generated certificate PDF, signature PNG and contract). Idempotent.
 */
export async function seedDemoRegistrations(db: Db, now: Date = clock.now()): Promise<number> {
  const existing = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(workers)
    .where(like(workers.idempotencyKey, 'demo-registration-%'));
  if ((existing[0]?.n ?? 0) > 0) return 0;
  let created = 0;
  for (let i = 0; i < PERSONAS.length; i++) {
    const registeredAt = new Date(now.getTime() - (PERSONAS.length - i) * 9 * 3_600_000);
    await seedRegistration(
      db,
      {
        values: demoRegistrationValues(i, now),
        idempotencyKey: `demo-registration-${i}`,
        lang: PERSONAS[i]!.lang,
        registeredAt,
        // The latest three reach hr's notifications as real registrations do (they open the applicant).
        notify: i >= PERSONAS.length - 3,
      },
      now,
    );
    created++;
  }
  return created;
}
