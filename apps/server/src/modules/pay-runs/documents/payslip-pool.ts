import { backgroundPool, type WorkerPool } from '../../../threads/worker-pool.ts';
import type { WorkerTasks } from '../../../threads/worker-tasks.ts';
import type { PayslipInput } from './payslip-items.ts';

/** The worker tasks that make one PDF of plain data: payslips and IR8A forms. */
export type PdfTask = 'payslip' | 'ir8a';
export type PdfInput<T extends PdfTask> = Parameters<WorkerTasks[T]>[0];

/**
 * Payslip and IR8A PDFs are made in the background worker threads (threads/worker-pool.ts, like
 * contracts), never on the thread that answers requests.
 */
export async function renderPdf<T extends PdfTask>(
  task: T,
  input: PdfInput<T>,
  pool: WorkerPool = backgroundPool,
): Promise<Buffer> {
  const pdf = await (pool.run as (t: PdfTask, p: unknown) => Promise<Uint8Array>)(task, input);
  return Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength);
}

/**
 * Many PDFs in order, at most `window` in the pool's queue at a time (so one large zip does not
 * put thousands of jobs ahead of a single payslip or contract someone else asked for); `each` gets
 * them in order.
 */
export async function renderPdfs<T extends PdfTask>(
  task: T,
  inputs: Iterable<PdfInput<T>>,
  each: (pdf: Buffer, input: PdfInput<T>, index: number) => void | Promise<void>,
  pool: WorkerPool = backgroundPool,
  window = 8,
): Promise<number> {
  const pending: Array<{ input: PdfInput<T>; pdf: Promise<Buffer> }> = [];
  let index = 0;
  const drain = async () => {
    const next = pending.shift()!;
    await each(await next.pdf, next.input, index++);
  };
  for (const input of inputs) {
    const pdf = renderPdf(task, input, pool);
    pdf.catch(() => undefined); // awaited in order by drain; a failure surfaces there
    pending.push({ input, pdf });
    if (pending.length >= window) await drain();
  }
  while (pending.length > 0) await drain();
  return index;
}

/** One payslip PDF. */
export const renderPayslip = (input: PayslipInput, pool: WorkerPool = backgroundPool): Promise<Buffer> =>
  renderPdf('payslip', input, pool);

/** Many payslips in order (see renderPdfs). */
export const renderPayslips = (
  inputs: Iterable<PayslipInput>,
  each: (pdf: Buffer, input: PayslipInput, index: number) => void | Promise<void>,
  pool: WorkerPool = backgroundPool,
  window = 8,
): Promise<number> => renderPdfs('payslip', inputs, each, pool, window);
