/**
 * Sends a registration as multipart to its endpoint (registrationEndpoints.submit) with its
 * Idempotency-Key, through XMLHttpRequest so the certificate upload can report progress (fetch,
 * and so lib/call.ts, cannot, on phones). The path comes from the zod-free paths module: this file
 * ships with the page, the schemas load on the first input (docs/decisions/022).
 */
import { REGISTRATION_METHOD, REGISTRATION_PATH } from '@wf/shared/contracts/registration/paths';

export const REGISTRATIONS_URL = REGISTRATION_PATH;
/** A 10 MB file on a slow mobile connection can take minutes. */
const TIMEOUT_MS = 5 * 60 * 1000;

export interface SubmitReply {
  ok: boolean;
  id: string;
  reference: string;
}

export class SubmitError extends Error {
  constructor(
    /** HTTP status, 0 when the server could not be reached or the request timed out. */
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

type XhrFactory = () => XMLHttpRequest;

export function buildFormData(fields: Record<string, string>, cert: Blob | null, certName?: string): FormData {
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.append(k, v);
  // The file goes last so the server can read every text field before streaming it.
  if (cert) body.append('cert', cert, certName);
  return body;
}

export function submitRegistration(
  body: FormData,
  idempotencyKey: string,
  onProgress: (fraction: number) => void,
  createXhr: XhrFactory = () => new XMLHttpRequest(),
): Promise<SubmitReply> {
  return new Promise((resolve, reject) => {
    const xhr = createXhr();
    xhr.open(REGISTRATION_METHOD, REGISTRATIONS_URL);
    xhr.setRequestHeader('Idempotency-Key', idempotencyKey);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.timeout = TIMEOUT_MS;
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) onProgress(Math.min(1, e.loaded / e.total));
    };
    xhr.onload = () => {
      const data = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300 && data && typeof data === 'object' && (data as SubmitReply).ok) {
        onProgress(1);
        resolve(data as SubmitReply);
        return;
      }
      const e = (data as { error?: { code?: string; message?: string; fields?: Record<string, string> } } | null)
        ?.error;
      reject(
        new SubmitError(
          xhr.status,
          e?.code ?? `HTTP_${xhr.status}`,
          e?.message ?? (xhr.statusText || 'Request failed'),
          e?.fields,
        ),
      );
    };
    xhr.onerror = () => reject(new SubmitError(0, 'NETWORK', 'Network error'));
    xhr.ontimeout = () => reject(new SubmitError(0, 'TIMEOUT', 'The request timed out'));
    xhr.send(body);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

/**
 * Whether the server certainly stored nothing for this attempt, so a corrected retry should get a
 * new Idempotency-Key. After a lost answer (network error, timeout, 5xx) the key is kept: the
 * registration may have been stored, and the same key makes the retry return that one.
 */
export const isDefinitiveRefusal = (e: SubmitError): boolean =>
  e.status >= 400 && e.status < 500 && e.status !== 408 && e.status !== 429;

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

/** The reason shown after 'Registration failed:' in the page language. */
export function failureReason(e: SubmitError, t: Translate, unknownFields: string[] = []): string {
  if (e.status === 0) return t('messages.network');
  if (e.status === 409) return t('messages.duplicate');
  if (e.status === 413) return t('messages.tooLarge');
  if (e.status === 415) return t('validation.file.type');
  if (e.status === 429) return t('messages.tooMany');
  if (e.status >= 500) return t('messages.server');
  if (e.fields && Object.keys(e.fields).length > 0) {
    // The field messages themselves (each is also shown under its field); at most three.
    const shown = Object.entries(e.fields).map(([field, key]) =>
      unknownFields.includes(field) ? `${field}: ${t(key)}` : t(key),
    );
    const unique = [...new Set(shown)];
    return unique.length > 3 ? `${unique.slice(0, 3).join(' ')} …` : unique.join(' ');
  }
  return e.message;
}
