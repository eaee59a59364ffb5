import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgInsertValue } from 'drizzle-orm/pg-core';
import { CERT_MAX_BYTES } from '@wf/shared/enums/registration';
import { deriveAge } from '@wf/shared/domain/registration/age';
import { formatDisplayDate, todayInSingapore } from '@wf/shared/domain/registration/dates';
import {
  createCreatePtFieldsSchema,
  createPtFieldForPath,
  DUPLICATE_ID_MESSAGE,
  registrationLang,
  type CreatePtParsed,
  type CreatePtReply,
} from '@wf/shared/contracts/registration/create-pt';
import {
  issuesByPath,
  REGISTRATION_MESSAGE_TEXT,
  SIGNATURE_MAX_HEIGHT,
  SIGNATURE_MAX_WIDTH,
} from '@wf/shared/contracts/registration/registration-form';
import { ERROR_CODES } from '@wf/shared/contracts/common/error';
import type { Db, DbOrTx } from '../../db/client.ts';
import { workerFiles, workerHistory, workers } from '../../db/schema/index.ts';
import { AppError, badRequest, conflict, isDatabaseUnavailable, pgConstraint, pgErrorCode, UNIQUE_VIOLATION } from '../../http/errors.ts';
import { hit, type Limit } from '../auth/index.ts';
import { contractParty } from '@wf/shared/contracts/business/business';
import { getBusinessProfile } from '../business/index.ts';
import { notifyRoles, notifyRolesDigest, type NotificationInput } from '../notifications/index.ts';
import { UnreadableSignatureError } from './contract-pdf.ts';
import { contractPdfPool } from './contract-pool.ts';
import {
  certContentMatches,
  certContentParses,
  cleanOriginalName,
  decodeSignaturePng,
  extensionFor,
  pngSize,
  sha256,
} from './upload-checks.ts';
import { assertSafeText } from '../../http/input-guard.ts';
import { databaseStorage, withStoredFiles, type FileStorage } from '../../storage/file-storage.ts';
import * as clock from '@wf/shared/domain/clock';
import { LIVE_WORKER_STATUSES } from '@wf/shared/domain/workers/status-machine';
import { workerPages } from '@wf/shared/contracts/workers/pages';

export type UploadedCert = { fileName: string; mimeType: string; data: Buffer };

export type SubmissionInput = {
  idempotencyKey: string;
  fields: Record<string, string>;
  cert: UploadedCert | null;
};

export type SubmissionResult = { status: 200 | 201; body: CreatePtReply };

export const referenceFor = (id: string): string => `REG-${id.replace(/-/g, '').slice(0, 8).toUpperCase()}`;

const certTooLarge = () =>
  new AppError(
    413,
    ERROR_CODES.payloadTooLarge,
    'The certificate is larger than 10 MB. Upload a smaller file (PDF, JPG or PNG).',
    {
      cert: 'validation.file.tooLarge',
    },
  );
export { certTooLarge };

/** Parses and validates the fields with the shared schema; 400 naming each bad field. */
export function parseSubmission(fields: Record<string, string>, cert: UploadedCert | null, now: Date): CreatePtParsed {
  assertSafeText(fields);
  const schema = createCreatePtFieldsSchema(() => now);
  const parsed = schema.safeParse({
    fields,
    cert: cert ? { name: cert.fileName, type: cert.mimeType, size: cert.data.length } : null,
  });
  const lang = registrationLang.safeParse(fields.lang || undefined);
  if (parsed.success && lang.success) return parsed.data;
  const errs: Record<string, string> = {};
  if (!parsed.success) {
    for (const [path, key] of Object.entries(issuesByPath(parsed.error.issues)))
      errs[createPtFieldForPath(path)] ??= key;
  }
  if (!lang.success) errs.lang = 'validation.invalid';
  const first = Object.entries(errs)[0]!;
  const message =
    Object.keys(errs).length === 1
      ? `${first[0]}: ${REGISTRATION_MESSAGE_TEXT[first[1]] ?? first[1]}`
      : `Some fields are missing or invalid: ${Object.keys(errs).join(', ')}`;
  if (errs.cert === 'validation.file.tooLarge') throw certTooLarge();
  throw badRequest(message, errs);
}

async function findByIdempotencyKey(
  db: DbOrTx,
  key: string,
): Promise<{ id: string; requestHash: string | null } | null> {
  const rows = await db
    .select({ id: workers.id, requestHash: workers.idempotencyRequestHash })
    .from(workers)
    .where(eq(workers.idempotencyKey, key));
  return rows[0] ?? null;
}

async function hasLiveRecord(db: DbOrTx, idNumber: string): Promise<boolean> {
  const rows = await db
    .select({ id: workers.id })
    .from(workers)
    .where(and(sql`upper(${workers.idNumber}) = ${idNumber}`, inArray(workers.status, [...LIVE_WORKER_STATUSES]) /* a live record: being processed or employed */))
    .limit(1);
  return rows.length > 0;
}

async function isBlacklisted(db: DbOrTx, idNumber: string): Promise<boolean> {
  const rows = await db
    .select({ id: workers.id })
    .from(workers)
    .where(and(sql`upper(${workers.idNumber}) = ${idNumber}`, eq(workers.status, 'blacklisted')))
    .limit(1);
  return rows.length > 0;
}

const nullIfEmpty = (s: string | null | undefined): string | null => (s ? s : null);

/** Everything checked and prepared, ready to be stored in one transaction. */
export type PreparedRegistration = {
  data: CreatePtParsed;
  /** SHA-256 of the validated request (fields and certificate), stored with its Idempotency-Key. */
  requestHash: string;
  lang: string;
  age: number;
  requiresDocument: boolean;
  signaturePng: Buffer;
  /** With its SHA-256, computed once (a 10 MB file takes tens of milliseconds on the request thread). */
  cert: (UploadedCert & { mime: string; ext: string; sha256: string }) | null;
};
export type RenderedRegistration = PreparedRegistration & { contractPdf: Buffer };

const badCertContent = () =>
  badRequest('The certificate file content does not match its type. Upload a PDF, JPG or PNG file.', {
    cert: 'validation.file.type',
  });

const badSignature = () =>
  badRequest('The signature is not a valid drawing. Please sign again.', { signature: 'validation.signatureRequired' });

/** Larger than the pad at a device pixel ratio of 4: refused from the PNG header, before decoding. */
const signatureTooLarge = () =>
  badRequest(
    `The signature image is larger than ${SIGNATURE_MAX_WIDTH}x${SIGNATURE_MAX_HEIGHT} pixels. Please sign again in the box.`,
    { signature: 'validation.signatureRequired' },
  );

/**
 * The shared schema plus the server's own rules: certificate content by magic bytes matching its
 * name and type, size, signature a real PNG.
 */
export function prepareRegistration(input: SubmissionInput, now: Date): PreparedRegistration {
  if (input.cert && input.cert.data.length > CERT_MAX_BYTES) throw certTooLarge();
  const data = parseSubmission(input.fields, input.cert, now);
  const lang = registrationLang.parse(input.fields.lang || undefined);
  let cert: PreparedRegistration['cert'] = null;
  if (input.cert) {
    const mime = certContentMatches(input.cert.data, input.cert.fileName, input.cert.mimeType);
    if (!mime) throw badCertContent();
    cert = { ...input.cert, mime, ext: extensionFor(mime), sha256: sha256(input.cert.data) };
  }
  const signaturePng = decodeSignaturePng(data.signature);
  if (!signaturePng) throw badSignature();
  const size = pngSize(signaturePng);
  if (size.width > SIGNATURE_MAX_WIDTH || size.height > SIGNATURE_MAX_HEIGHT) throw signatureTooLarge();
  const derived = deriveAge(data.date_of_birth, now);
  if (!derived)
    throw badRequest('date_of_birth: Enter the date as DD/MM/YYYY', { date_of_birth: 'validation.date.invalid' });
  const requestHash = requestHashOf(input, cert?.sha256);
  return { data, lang, age: derived.age, requiresDocument: derived.requiresDocument, signaturePng, cert, requestHash };
}

/** The request's fingerprint: every field (in name order) and the certificate's name, type and content. */
export function requestHashOf(input: Pick<SubmissionInput, 'fields' | 'cert'>, certSha256?: string): string {
  const fields = Object.entries(input.fields).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const cert = input.cert ? [input.cert.fileName, input.cert.mimeType, certSha256 ?? sha256(input.cert.data)] : null;
  return sha256(Buffer.from(JSON.stringify({ fields, cert })));
}

/**
 * The answer for an Idempotency-Key seen before: the first result when the request is the same
 * (a retry, a double click), 422 when the key comes with another request (IETF Idempotency-Key draft).
 */
function replay(seen: { id: string; requestHash: string | null }, requestHash: string): SubmissionResult {
  if (seen.requestHash !== null && seen.requestHash !== requestHash) throw idempotencyKeyReused();
  return { status: 200, body: { ok: true, id: seen.id, reference: referenceFor(seen.id) } };
}

const idempotencyKeyReused = () =>
  new AppError(422, ERROR_CODES.idempotencyKeyReused, 'This Idempotency-Key was used for another request', {
    'idempotency-key': 'validation.idempotencyKeyReused',
  });

/**
 * Produces the contract PDF from the checked data and signature (signing date: today in
 * Singapore), in a worker thread (contract-pool.ts): a slow contract never stalls other requests.
 */
export async function renderContract(p: PreparedRegistration, now: Date, company?: string): Promise<RenderedRegistration> {
  try {
    const { pdf } = await contractPdfPool.render({
      company,
      name: p.data.client_name,
      idNumber: p.data.id_number,
      address: p.data.residential_address,
      date: formatDisplayDate(todayInSingapore(now)),
      position: p.data.position_applied,
      signaturePng: p.signaturePng,
    });
    return { ...p, contractPdf: pdf };
  } catch (err) {
    // pdf-lib refuses PNGs it cannot read (e.g. a corrupt image stream); anything else (such as a
    // missing font) is a server fault, not the applicant's.
    if (err instanceof UnreadableSignatureError) throw badSignature();
    throw err;
  }
}

/** A database failure, without the query parameters (they hold personal data) in message or log. */
export class RegistrationStoreError extends Error {
  constructor(readonly pgCode: string | undefined) {
    super(`Storing a registration failed (database code ${pgCode ?? 'unknown'})`);
    this.name = 'RegistrationStoreError';
  }
}

/**
 * The step-2 ID check (issue 13, item 16): the same rule and the same 409 as submitRegistration,
 * nothing else (a blacklisted ID passes here as it does there).
 */
export async function checkIdNumber(db: DbOrTx, raw: string): Promise<{ ok: true }> {
  if (await hasLiveRecord(db, raw.trim().toUpperCase()))
    throw conflict(DUPLICATE_ID_MESSAGE, { id_number: 'validation.duplicateId' });
  return { ok: true };
}

/**
 * Stores a registration exactly once:
 * - the same Idempotency-Key again (retry, double click) answers the first result (200);
 * - an ID number with a live record (pending, active, discharge/rejoin pending) gets 409;
 *   two concurrent submissions of one ID are settled by the partial unique index;
 * - a blacklisted ID is stored with blacklistFlag, the applicant sees a normal success;
 * - worker, files, history and the hr notification go in one transaction.
 */
export async function submitRegistration(
  db: Db,
  input: SubmissionInput,
  opts: { now?: Date; notices?: Limit; files?: FileStorage } = {},
): Promise<SubmissionResult> {
  const now = opts.now ?? clock.now();
  // The key is checked after validation: its request's fingerprint is part of the answer.
  const prepared = prepareRegistration(input, now);
  if (prepared.cert && !(await certContentParses(prepared.cert.data))) throw badCertContent();
  const seen = await findByIdempotencyKey(db, input.idempotencyKey);
  if (seen) return replay(seen, prepared.requestHash);

  const idNumber = prepared.data.id_number;
  if (await hasLiveRecord(db, idNumber)) throw conflict(DUPLICATE_ID_MESSAGE, { id_number: 'validation.duplicateId' });
  // The contract names the business as its settings have it (issue 13, item 17).
  const rendered = await renderContract(prepared, now, contractParty(await getBusinessProfile(db), 'en'));

  try {
    const id = await storeRegistration(db, input.idempotencyKey, rendered, now, {
      notices: opts.notices,
      files: opts.files,
    });
    return { status: 201, body: { ok: true, id, reference: referenceFor(id) } };
  } catch (err) {
    // A lost connection or a lock/statement timeout is the database's state, not this
    // registration's fault: the error handler answers 503 with Retry-After (issue 12, defect 1).
    if (isDatabaseUnavailable(err)) throw err;
    const code = pgErrorCode(err);
    if (code !== UNIQUE_VIOLATION) throw new RegistrationStoreError(code);
    // A concurrent request with the same key won the race: answer its result.
    const winner = await findByIdempotencyKey(db, input.idempotencyKey);
    if (winner) return replay(winner, prepared.requestHash);
    if (pgConstraint(err) === 'workers_live_id_uq' || (await hasLiveRecord(db, idNumber))) {
      throw conflict(DUPLICATE_ID_MESSAGE, { id_number: 'validation.duplicateId' });
    }
    throw new RegistrationStoreError(code);
  }
}

/**
 * The one transaction: worker row, files, history, hr notification. Answers the worker id. The
 * files' bytes go to `opts.files` first (the rows keep the bytes or their keys) and are removed
 * again when the transaction fails. With `notices`, hr is notified of each registration up to
 * `notices.max` in a window; past that one digest notification per window counts the rest (a
 * burst never floods the panel).
 */
export async function storeRegistration(
  db: Db,
  idempotencyKey: string,
  p: RenderedRegistration,
  now: Date,
  opts: { notify?: boolean; notices?: Limit | undefined; files?: FileStorage } = {},
): Promise<string> {
  const d = p.data;
  const bytes = [
    { bytes: p.signaturePng, contentType: 'image/png' },
    { bytes: p.contractPdf, contentType: 'application/pdf' },
    ...(p.cert ? [{ bytes: p.cert.data, contentType: p.cert.mime }] : []),
  ];
  const storage = opts.files ?? databaseStorage;
  return withStoredFiles(storage, bytes, ([sigRef, pdfRef, certRef]) =>
    db.transaction(async (tx) => {
      const blacklistFlag = await isBlacklisted(tx, d.id_number);
      const [row] = await tx
        .insert(workers)
        .values({
          status: 'pending',
          source: 'registration',
          language: p.lang,
          idempotencyKey,
          idempotencyRequestHash: p.requestHash,
          whereKnowUs: d.where_know_us,
          typeOfEmployment: d.type_of_employment,
          positionApplied: d.position_applied,
          earliestAvailability: d.earliest_availability,
          fullyVaccinated: d.fully_vaccinated === 1,
          name: d.client_name,
          contactEmail: d.contact_email,
          contactNumber: d.contact_number,
          dateOfBirth: d.date_of_birth,
          age: p.age,
          gender: d.gender,
          nationality: d.nationality,
          prStartDate: d.pr_start_date,
          idType: d.id_type,
          idNumber: d.id_number,
          passportExpiry: d.passport_expiry,
          placeOfBirth: d.place_of_birth,
          race: d.race,
          religion: d.religion,
          maritalStatus: d.marital_status,
          residentialAddress: d.residential_address,
          postalCode: d.postal_code,
          addressComponents: d.address,
          certExpired: d.cert_expired,
          kinName: d.kin_name,
          kinContact: d.kin_contact,
          bankName: d.bank_name,
          bankAcc: d.bank_acc,
          workingExps: d.working_exps,
          highestEducation: d.highest_education,
          school: nullIfEmpty(d.school),
          country: nullIfEmpty(d.country),
          dateStart: d.date_start,
          dateGrad: d.date_grad,
          highStandard: d.high_standard,
          relativesInCompany: d.relatives_in_company === 1,
          relativesInfo: nullIfEmpty(d.relatives_info),
          qna: d.qna,
          declarationAt: now,
          requiresDocument: p.requiresDocument,
          blacklistFlag,
          statusChangedAt: now,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: workers.id });
      const id = row!.id;
      const ref = referenceFor(id);

      const files: Array<PgInsertValue<typeof workerFiles>> = [
        {
          workerId: id,
          kind: 'signature',
          fileName: `signature-${ref}.png`,
          originalName: null,
          mimeType: 'image/png',
          size: p.signaturePng.length,
          sha256: sha256(p.signaturePng),
          ...sigRef!,
        },
        {
          workerId: id,
          kind: 'contract',
          fileName: `contract-${ref}.pdf`,
          originalName: null,
          mimeType: 'application/pdf',
          size: p.contractPdf.length,
          sha256: sha256(p.contractPdf),
          ...pdfRef!,
        },
      ];
      if (p.cert) {
        files.unshift({
          workerId: id,
          kind: 'certificate',
          fileName: `certificate-${ref}.${p.cert.ext}`,
          originalName: cleanOriginalName(p.cert.fileName),
          mimeType: p.cert.mime,
          size: p.cert.data.length,
          sha256: p.cert.sha256,
          ...certRef!,
        });
      }
      await tx.insert(workerFiles).values(files);
      await tx.insert(workerHistory).values({
        workerId: id,
        action: 'register',
        fromStatus: null,
        toStatus: 'pending',
        actorId: null,
        details: { reference: ref, language: p.lang, ...(blacklistFlag ? { blacklistFlag: true } : {}) },
        at: now,
      });
      if (opts.notify === false) return id;
      await notifyHr(tx, opts.notices, {
        title: 'New part-timer registration',
        description: `${d.client_name} applied for ${d.position_applied} (${ref})${
          blacklistFlag ? '. The ID number is on the blacklist.' : ''
        }${p.requiresDocument ? '. Aged 15: parental consent needed.' : ''}`,
        icon: 'heroicons_outline:user-plus',
        // Opens the applicant's record (issue 13, item 11); the digest links the pending list.
        link: workerPages.record(id),
        dedupeKey: `registration:${id}`,
      });
      return id;
    }),
  );
}

const DIGEST_KEY = 'registration:notices';

/** The hr notification of one registration, or past the window's threshold the window's digest. */
async function notifyHr(tx: DbOrTx, notices: Limit | undefined, n: NotificationInput): Promise<void> {
  if (notices) {
    const { count, resetsAt } = await hit(tx, DIGEST_KEY, notices);
    const more = count - notices.max;
    if (more > 0) {
      const minutes = Math.round(notices.windowSeconds / 60);
      await notifyRolesDigest(tx, ['hr'], {
        title: `${more} new registration${more === 1 ? '' : 's'}`,
        description: `More than ${notices.max} part-timers registered within ${minutes} minutes; the others are counted here instead of one notification each.`,
        icon: n.icon,
        link: workerPages.pending(),
        dedupeKey: `registration-digest:${resetsAt.toISOString()}`,
      });
      return;
    }
  }
  await notifyRoles(tx, ['hr'], n);
}
