import { describe, expect, it } from 'vitest';
import {
  buildFormData,
  failureReason,
  isDefinitiveRefusal,
  REGISTRATIONS_URL,
  submitRegistration,
  SubmitError,
} from './submit.ts';

/** A scripted XMLHttpRequest: records what was sent, then answers as told. */
class FakeXhr {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  constructor(private answer: (x: FakeXhr) => void) {}
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(k: string, v: string) {
    this.headers[k] = v;
  }
  send(body: unknown) {
    this.body = body;
    queueMicrotask(() => this.answer(this));
  }
}

const reply = (status: number, body: unknown) => (x: FakeXhr) => {
  x.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
  x.status = status;
  x.responseText = JSON.stringify(body);
  x.onload?.();
};

describe('submitRegistration', () => {
  it('posts the multipart body with the Idempotency-Key and reports upload progress', async () => {
    let xhr: FakeXhr | undefined;
    const progress: number[] = [];
    const body = buildFormData({ client_name: 'Tan' }, null);
    const result = await submitRegistration(
      body,
      'key-123',
      (f) => progress.push(f),
      () => {
        xhr = new FakeXhr(reply(201, { ok: true, id: 'id-1', reference: 'REG-1' }));
        return xhr as unknown as XMLHttpRequest;
      },
    );
    expect(result).toEqual({ ok: true, id: 'id-1', reference: 'REG-1' });
    expect(xhr!.method).toBe('POST');
    expect(xhr!.url).toBe(REGISTRATIONS_URL);
    expect(xhr!.headers['Idempotency-Key']).toBe('key-123');
    expect(xhr!.body).toBe(body);
    expect(progress).toEqual([0.5, 1]);
  });

  it('rejects with the error shape of the API (status, code, message, fields)', async () => {
    const err = await submitRegistration(
      new FormData(),
      'k',
      () => {},
      () =>
        new FakeXhr(
          reply(400, {
            error: {
              code: 'VALIDATION_FAILED',
              message: 'bad',
              fields: { contact_number: 'validation.pattern.phone' },
            },
          }),
        ) as unknown as XMLHttpRequest,
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(SubmitError);
    expect(err).toMatchObject({
      status: 400,
      code: 'VALIDATION_FAILED',
      message: 'bad',
      fields: { contact_number: 'validation.pattern.phone' },
    });
  });

  it('rejects a 2xx answer that is not { ok: true } and a network failure', async () => {
    const weird = await submitRegistration(
      new FormData(),
      'k',
      () => {},
      () => new FakeXhr(reply(200, { nope: 1 })) as unknown as XMLHttpRequest,
    ).catch((e: unknown) => e);
    expect(weird).toBeInstanceOf(SubmitError);
    const offline = await submitRegistration(
      new FormData(),
      'k',
      () => {},
      () => new FakeXhr((x) => x.onerror?.()) as unknown as XMLHttpRequest,
    ).catch((e: unknown) => e);
    expect(offline).toMatchObject({ status: 0, code: 'NETWORK' });
  });
});

describe('buildFormData', () => {
  it('appends the text fields, then the certificate as `cert`', () => {
    const file = new File(['%PDF'], 'cert.pdf', { type: 'application/pdf' });
    const fd = buildFormData({ a: '1', b: '' }, file, 'cert.pdf');
    expect([...fd.keys()]).toEqual(['a', 'b', 'cert']);
    expect((fd.get('cert') as File).name).toBe('cert.pdf');
    expect(buildFormData({ a: '1' }, null).has('cert')).toBe(false);
  });
});

describe('after a failure', () => {
  const t = (key: string) => `<${key}>`;
  it('keeps the Idempotency-Key when the outcome is unknown, replaces it when the server refused', () => {
    expect(isDefinitiveRefusal(new SubmitError(0, 'NETWORK', ''))).toBe(false);
    expect(isDefinitiveRefusal(new SubmitError(502, 'HTTP_502', ''))).toBe(false);
    expect(isDefinitiveRefusal(new SubmitError(429, 'RATE_LIMITED', ''))).toBe(false);
    expect(isDefinitiveRefusal(new SubmitError(400, 'VALIDATION_FAILED', ''))).toBe(true);
    expect(isDefinitiveRefusal(new SubmitError(409, 'CONFLICT', ''))).toBe(true);
    expect(isDefinitiveRefusal(new SubmitError(413, 'PAYLOAD_TOO_LARGE', ''))).toBe(true);
  });
  it('explains the reason in the page language', () => {
    expect(failureReason(new SubmitError(0, 'NETWORK', 'x'), t)).toBe('<messages.network>');
    expect(failureReason(new SubmitError(409, 'CONFLICT', 'x'), t)).toBe('<messages.duplicate>');
    expect(failureReason(new SubmitError(413, 'PAYLOAD_TOO_LARGE', 'x'), t)).toBe('<messages.tooLarge>');
    expect(failureReason(new SubmitError(500, 'INTERNAL', 'x'), t)).toBe('<messages.server>');
    expect(failureReason(new SubmitError(400, 'VALIDATION_FAILED', 'x', { cert: 'validation.file.type' }), t)).toBe(
      '<validation.file.type>',
    );
    const many = { a: 'validation.required', b: 'validation.required', c: 'validation.email' };
    expect(failureReason(new SubmitError(400, 'VALIDATION_FAILED', 'x', many), t)).toBe(
      '<validation.required> <validation.email>',
    );
    expect(failureReason(new SubmitError(400, 'VALIDATION_FAILED', 'Send multipart'), t)).toBe('Send multipart');
  });
  it('names errors on fields the form does not show', () => {
    const e = new SubmitError(400, 'VALIDATION_FAILED', 'x', { age: 'validation.age.too_young' });
    expect(failureReason(e, t, ['age'])).toBe('age: <validation.age.too_young>');
  });
});

describe('the zod-free path the page sends to', () => {
  it('is the submit endpoint definition’s path and method', async () => {
    const { registrationEndpoints } = await import('@wf/shared/contracts/registration/endpoints');
    const xhr = new FakeXhr(() => undefined);
    void submitRegistration(new FormData(), 'key-12345678', () => undefined, () => xhr as unknown as XMLHttpRequest).catch(() => undefined);
    expect(xhr.method).toBe(registrationEndpoints.submit.method);
    expect(xhr.url).toBe(registrationEndpoints.submit.path);
  });
});
