import type { Readable } from 'node:stream';
import { backgroundPool, type WorkerPool } from '../../../threads/worker-pool.ts';
import type { PayslipInput } from './payslip-items.ts';
import { renderPdfs, type PdfInput, type PdfTask } from './payslip-pool.ts';
import { ZipWriter } from './zip-writer.ts';

/** ASCII letters, digits, dot, dash and underscore only (a Chinese name becomes its code alone). */
export const safeFileName = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^_+|_+$/g, '');

/** "payslip-2026-11-01-PT-000123-Tan_Mei_Ling.pdf": the period start, the employee code, the name in ASCII. */
export function payslipFileName(input: Pick<PayslipInput, 'run' | 'line'>): string {
  const who =
    [input.line.employeeCode, safeFileName(input.line.workerName)].filter(Boolean).join('-') || input.line.workerId;
  return `payslip-${input.run.periodStart}-${who}.pdf`;
}

/**
 * PDFs of one kind in one zip, in the order given, as a stream: the PDFs are made in the worker
 * pool (a few at a time) and each is written to the zip as it comes (zip-writer.ts), so the
 * download starts with the first PDF and the zip is never held whole in memory. Names are unique
 * (a clash gets " (2)"). A failure ends the stream with the error.
 */
export function pdfZipStream<T extends PdfTask>(
  task: T,
  inputs: Iterable<PdfInput<T>>,
  file: (input: PdfInput<T>) => { name: string; date: Date },
  pool: WorkerPool = backgroundPool,
): Readable {
  const zip = new ZipWriter();
  const used = new Set<string>();
  renderPdfs(
    task,
    inputs,
    async (pdf, input) => {
      const { name: first, date } = file(input);
      let name = first;
      for (let n = 2; used.has(name); n++) name = first.replace(/\.pdf$/, ` (${n}).pdf`);
      used.add(name);
      await zip.add(name, pdf, date);
    },
    pool,
  )
    .then(
      () => zip.finish(),
      (err: unknown) => zip.fail(err),
    )
    .catch((err: unknown) => zip.fail(err));
  return zip.stream;
}

/** Every payslip of a run in one zip (see pdfZipStream). */
export const payslipsZipStream = (inputs: Iterable<PayslipInput>, pool: WorkerPool = backgroundPool): Readable =>
  pdfZipStream(
    'payslip',
    inputs,
    (input) => ({ name: payslipFileName(input), date: new Date(`${input.run.periodEnd}T00:00:00Z`) }),
    pool,
  );

/** The same zip in one buffer (tests and the bench). */
export async function payslipsZip(inputs: Iterable<PayslipInput>, pool: WorkerPool = backgroundPool): Promise<Buffer> {
  return Buffer.concat((await payslipsZipStream(inputs, pool).toArray()) as Buffer[]);
}
