import { availableParallelism } from 'node:os';
import { WorkerPool } from '../../../pdf/worker-pool.ts';
import type { PayslipInput } from './payslip-items.ts';

/**
 * Payslip PDFs are made in worker threads (pdf/worker-pool.ts, like contracts), never on the thread
 * that answers requests: one per spare core, at most two, started on demand, ended when idle.
 */
export const payslipPool = new WorkerPool<PayslipInput, Uint8Array>(
  { module: new URL('./payslip-pdf.ts', import.meta.url), name: 'renderPayslipPdf' },
  { size: Math.max(1, Math.min(2, availableParallelism() - 1)), timeoutMs: 30_000, idleMs: 60_000, maxHeapMb: 512 },
);

/** One payslip's PDF, made in the pool. */
export async function renderPayslip(
  input: PayslipInput,
  pool: WorkerPool<PayslipInput, Uint8Array> = payslipPool,
): Promise<Buffer> {
  const pdf = await pool.run(input);
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

/**
 * Many payslips in order, at most `window` in the pool's queue at a time (so one large zip does not
 * put thousands of jobs ahead of a single payslip someone else asked for); `each` gets them in order.
 */
export async function renderPayslips(
  inputs: Iterable<PayslipInput>,
  each: (pdf: Buffer, input: PayslipInput, index: number) => void | Promise<void>,
  pool: WorkerPool<PayslipInput, Uint8Array> = payslipPool,
  window = 8,
): Promise<number> {
  const pending: Array<{ input: PayslipInput; pdf: Promise<Buffer> }> = [];
  let index = 0;
  const drain = async () => {
    const next = pending.shift()!;
    await each(await next.pdf, next.input, index++);
  };
  for (const input of inputs) {
    const pdf = renderPayslip(input, pool);
    pdf.catch(() => undefined); // awaited in order by drain; a failure surfaces there
    pending.push({ input, pdf });
    if (pending.length >= window) await drain();
  }
  while (pending.length > 0) await drain();
  return index;
}
