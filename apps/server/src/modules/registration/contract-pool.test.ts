import { afterAll, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { SIGNATURE_MAX_HEIGHT, SIGNATURE_MAX_WIDTH } from '@wf/shared/contracts/registration/registration-form';
import { UnreadableSignatureError, type ContractInput } from './contract-pdf.ts';
import { ContractPdfPool, ContractWorkerError } from './contract-pool.ts';
import { demoSignaturePng, solidPng } from './demo-images.ts';
import { worstTimerLag } from '../../test/event-loop.ts';

const pool = new ContractPdfPool({ size: 1, timeoutMs: 20_000, idleMs: 1_000, maxHeapMb: 512 });
afterAll(() => pool.close());

const input = (signaturePng: Uint8Array, name = 'Tan Ah Kow'): ContractInput => ({
  name,
  idNumber: 'S1234567D',
  address: '1 Example Road, Singapore 123456',
  date: '24/11/2026',
  position: 'Food Operator',
  signaturePng,
});

describe('contract PDFs in a worker thread', () => {
  it('renders the same contract as on the main thread (Chinese text too)', async () => {
    const { pdf, kind } = await pool.render(input(demoSignaturePng(1), '陈大文 Tan'));
    expect(kind).toBe('general');
    expect(Buffer.isBuffer(pdf)).toBe(true);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(pdf);
    expect(doc.getTitle()).toContain('Tan');
    expect(pool.threads).toBe(1);
  });

  it('an unreadable signature is reported as UnreadableSignatureError (the route answers 400)', async () => {
    const png = Buffer.from(demoSignaturePng(2));
    png.fill(0x42, 40, png.length - 12); // a corrupt image stream
    await expect(pool.render(input(png))).rejects.toBeInstanceOf(UnreadableSignatureError);
  });

  it('the largest signature allowed decodes off the event loop: timers on this thread keep running', async () => {
    const big = solidPng(SIGNATURE_MAX_WIDTH, SIGNATURE_MAX_HEIGHT, 4);
    const jobs = Promise.all([1, 2, 3].map(() => pool.render(input(big))));
    const lag = await worstTimerLag(jobs);
    for (const r of await jobs) expect(r.pdf.length).toBeGreaterThan(1000);
    // Decoding one such image takes ~100 ms of CPU (three of them in a row, several times that);
    // on the request thread the timer would wait for all of it.
    expect(lag).toBeLessThan(100);
  });

  it('a worker that takes too long is ended, its job fails, and the next job gets a new worker', async () => {
    const quick = new ContractPdfPool({ size: 1, timeoutMs: 1, idleMs: 1_000, maxHeapMb: 512 });
    try {
      await expect(quick.render(input(demoSignaturePng(1)))).rejects.toBeInstanceOf(ContractWorkerError);
    } finally {
      await quick.close();
    }
    const after = await pool.render(input(demoSignaturePng(3)));
    expect(after.pdf.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
