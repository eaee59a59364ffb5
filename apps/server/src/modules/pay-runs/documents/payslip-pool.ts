import { backgroundPool, type WorkerPool } from '../../../threads/worker-pool.ts';
import type { PayslipInput } from './payslip-items.ts';

/**
 * Payslip PDFs are made in the background worker threads (threads/worker-pool.ts, task `payslip`,
 * like contracts), never on the thread that answers requests.
 */
export async function renderPayslip(input: PayslipInput, pool: WorkerPool = backgroundPool): Promise<Buffer> {
  const pdf = await pool.run('payslip', input);
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

/**
 * Many payslips in order, at most `window` in the pool's queue at a time (so one large zip does not
 * put thousands of jobs ahead of a single payslip or contract someone else asked for); `each` gets
 * them in order.
 */
export async function renderPayslips(
  inputs: Iterable<PayslipInput>,
  each: (pdf: Buffer, input: PayslipInput, index: number) => void | Promise<void>,
  pool: WorkerPool = backgroundPool,
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
