import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { CERT_MAX_BYTES } from '@wf/shared/enums/registration';
import { CERT_FIELD, CREATE_PT_FIELDS } from '@wf/shared/contracts/registration/create-pt';
import { registrationEndpoints } from '@wf/shared/contracts/registration/endpoints';
import { ERROR_CODES } from '@wf/shared/contracts/common/error';
import { AppError, badRequest } from '../../http/errors.ts';
import { enforce, networkOf } from '../auth/index.ts';
import { AdmissionGate } from './admission.ts';
import { route, type EndpointRequest } from '../../http/route.ts';
import { certTooLarge, checkIdNumber, submitRegistration, type SubmissionInput, type UploadedCert } from './registration-service.ts';

/** The signature data URL is the largest text field (a 500x200 PNG is well below this). */
export const FIELD_SIZE_LIMIT = 300 * 1024;
const KNOWN_FIELDS = new Set<string>(CREATE_PT_FIELDS);

/**
 * Public part-timer registration (docs/product/registration.md#submission): multipart fields as in
 * @wf/shared/contracts/registration/create-pt, the certificate as file field `cert`, and an
 * Idempotency-Key header. Nothing personal is logged.
 */
/**
 * Registrations processed at once per instance (checks, contract PDF, the transaction); the rest
 * wait, up to 64, then 503. Two keep the contract worker busy and leave the database pool to others.
 */
const admission = new AdmissionGate(2, 64);

export async function registrationRoutes(app: FastifyInstance): Promise<void> {
  const maxBytes = app.config.registrationMaxBytes;
  await app.register(multipart, {
    limits: {
      fileSize: Math.min(CERT_MAX_BYTES, maxBytes),
      files: 1,
      fields: 80,
      fieldSize: FIELD_SIZE_LIMIT,
      parts: 81,
      fieldNameSize: 100,
    },
  });
  route(app, registrationEndpoints.submit, async (req, reply) => {
    // Before reading the body: a declared size above the limit, then the network's rate limit.
    if (Number(req.headers['content-length'] ?? 0) > maxBytes) throw submissionTooLarge(maxBytes);
    await enforce(
      app.db,
      `registration:net:${networkOf(req.ip)}`,
      app.rateLimits.registrationPerNetwork,
      'registrations from this network',
    );
    const input = await readSubmission(req, req.headers['idempotency-key'], maxBytes);
    const result = await admission.run(() =>
      submitRegistration(app.db, input, { notices: app.rateLimits.registrationNotices, files: app.files }),
    );
    return reply.status(result.status).send(result.body);
  });
  // The step-2 ID check: counted per network in the database, like the submit and the sign-in.
  route(app, registrationEndpoints.checkId, async (req) => {
    await enforce(
      app.db,
      `registration-check:net:${networkOf(req.ip)}`,
      app.rateLimits.registrationCheckPerNetwork,
      'ID checks from this network',
    );
    return checkIdNumber(app.db, req.body.id_number);
  });
}

/** 413 for a registration larger than REGISTRATION_MAX_MB in all (fields and files together). */
const submissionTooLarge = (maxBytes: number) =>
  new AppError(
    413,
    ERROR_CODES.payloadTooLarge,
    `The registration is larger than ${Math.floor(maxBytes / (1024 * 1024))} MB in total. Upload a smaller certificate file.`,
  );

/** Reads every part: text fields into a record, the one `cert` file into memory (limit 10 MB). */
async function readSubmission(
  req: EndpointRequest<typeof registrationEndpoints.submit>,
  key: string,
  maxBytes: number,
): Promise<SubmissionInput> {
  if (!req.isMultipart()) throw badRequest('Send the registration as multipart/form-data');
  // Counted as the parts arrive (a chunked body declares no length): nothing is stored before the end.
  let total = 0;
  const count = (bytes: number) => {
    total += bytes;
    if (total > maxBytes) throw submissionTooLarge(maxBytes);
  };
  const fields: Record<string, string> = {};
  let cert: UploadedCert | null = null;
  let problem: { message: string; fields: Record<string, string> } | null = null;
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== CERT_FIELD || cert) {
        count((await part.toBuffer().catch(() => undefined))?.length ?? 0);
        const name = (part.fieldname ?? '').slice(0, 40) || CERT_FIELD; // a file part may come without a name
        problem ??= { message: `Unexpected file field ${name}`, fields: { [name]: 'validation.invalid' } };
        continue;
      }
      let data: Buffer;
      try {
        data = await part.toBuffer();
      } catch (err) {
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw maxBytes < CERT_MAX_BYTES ? submissionTooLarge(maxBytes) : certTooLarge();
        }
        throw err;
      }
      count(data.length);
      // An empty file input still sends a part with no name and no bytes: treat it as no file.
      if (data.length === 0 && !part.filename) continue;
      if (data.length === 0) throw badRequest('The certificate file is empty', { cert: 'validation.file.empty' });
      cert = { fileName: part.filename ?? '', mimeType: part.mimetype ?? '', data };
    } else {
      count(Buffer.byteLength(typeof part.value === 'string' ? part.value : String(part.value)));
      if (part.fieldnameTruncated || !KNOWN_FIELDS.has(part.fieldname)) continue;
      if (part.valueTruncated) {
        problem ??= { message: `${part.fieldname} is too long`, fields: { [part.fieldname]: 'validation.maxLength' } };
        continue;
      }
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
    }
  }
  if (problem) throw badRequest(problem.message, problem.fields);
  return { idempotencyKey: key, fields, cert };
}
