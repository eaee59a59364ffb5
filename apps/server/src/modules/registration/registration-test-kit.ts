import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { deriveAge } from '@wf/shared/domain/registration/age';
import { toCreatePtFields } from '@wf/shared/contracts/registration/create-pt';
import type { RegistrationFormValues } from '@wf/shared/contracts/registration/registration-form';
import { sampleRegistrationValues } from '@wf/shared/contracts/registration/registration-sample';
import type { TestContext } from '../../test/harness.ts';
import { workerFiles, workerHistory, workers } from '../../db/schema/index.ts';
import { demoCertificatePdf, demoSignaturePng, pngDataUrl } from './demo-images.ts';
import { validId } from './demo-registrations.ts';

/** Helpers of the registration API tests: valid values, the multipart body, submitting, counting rows. */

export const SIGNATURE = pngDataUrl(demoSignaturePng(3));

export type CertPart = { name: string; type: string; data: Buffer } | null;

/** Valid values with a fresh, valid NRIC from `idBase` on (each call its own ID number). */
export function valuesMaker(idBase: number): (overrides?: Partial<RegistrationFormValues>) => RegistrationFormValues {
  let counter = 0;
  return (overrides = {}) =>
    sampleRegistrationValues({ id_number: validId('S', idBase + ++counter * 17), signature: SIGNATURE, ...overrides });
}

/** The multipart fields the registration page sends for these values. */
export function fieldsOf(v: RegistrationFormValues, lang = 'en'): Record<string, string> {
  const d = deriveAge(v.date_of_birth);
  return toCreatePtFields(v, { signature: v.signature, requiresDocument: d?.requiresDocument ?? false, age: d?.age ?? null, lang });
}

export async function multipart(fields: Record<string, string>, cert: CertPart) {
  const fd = new FormData();
  for (const [k, val] of Object.entries(fields)) fd.append(k, val);
  if (cert) fd.append('cert', new Blob([new Uint8Array(cert.data)], { type: cert.type }), cert.name);
  const res = new Response(fd);
  return { payload: Buffer.from(await res.arrayBuffer()), contentType: res.headers.get('content-type')! };
}

let certPdf: Promise<Buffer> | undefined;
/** The demo certificate PDF every submission carries unless told otherwise. */
export const testCertPdf = (): Promise<Buffer> => (certPdf ??= demoCertificatePdf('Test Applicant', '01/01/2026'));

export type SubmitOptions = { cert?: CertPart; key?: string | null; headers?: Record<string, string>; remoteAddress?: string };

/** POST /api/registrations as the registration page does (a fresh Idempotency-Key unless given). */
export async function submitTo(ctx: TestContext, fields: Record<string, string>, opts: SubmitOptions = {}) {
  const cert = opts.cert === undefined ? { name: 'food-safety.pdf', type: 'application/pdf', data: await testCertPdf() } : opts.cert;
  const { payload, contentType } = await multipart(fields, cert);
  const headers: Record<string, string> = { 'content-type': contentType, ...opts.headers };
  if (opts.key !== null) headers['idempotency-key'] = opts.key ?? randomUUID();
  const req: InjectOptions = { method: 'POST', url: '/api/registrations', payload, headers };
  if (opts.remoteAddress) req.remoteAddress = opts.remoteAddress;
  return ctx.inject(req);
}

/** Rows of the tables a registration writes. */
export async function registrationCounts(ctx: TestContext) {
  const [w] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(workers);
  const [f] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(workerFiles);
  const [h] = await ctx.database.db.select({ n: sql<number>`count(*)::int` }).from(workerHistory);
  return { workers: w!.n, files: f!.n, history: h!.n };
}
