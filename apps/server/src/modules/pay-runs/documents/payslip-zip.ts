import type { Readable } from 'node:stream';
import { backgroundPool, type WorkerPool } from '../../../threads/worker-pool.ts';
import type { PayslipInput } from './payslip-items.ts';
import { renderPayslips } from './payslip-pool.ts';
import { ZipWriter } from './zip-writer.ts';

/** ASCII letters, digits, dot, dash and underscore only (a Chinese name becomes its code alone). */
const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^_+|_+$/g, '');

/** "payslip-2026-11-01-PT-000123-Tan_Mei_Ling.pdf": the period start, the employee code, the name in ASCII. */
export function payslipFileName(input: Pick<PayslipInput, 'run' | 'line'>): string {
  const who = [input.line.employeeCode, safe(input.line.workerName)].filter(Boolean).join('-') || input.line.workerId;
  return `payslip-${input.run.periodStart}-${who}.pdf`;
}

/**
 * Every payslip of a run in one zip, in the order given, as a stream: the PDFs are made in the
 * worker pool (a few at a time) and each is written to the zip as it comes (zip-writer.ts), so the
 * download starts with the first payslip and the zip is never held whole in memory. Names are
 * unique (a clash gets " (2)"). A failure ends the stream with the error.
 */
export function payslipsZipStream(inputs: Iterable<PayslipInput>, pool: WorkerPool = backgroundPool): Readable {
  const zip = new ZipWriter();
  const used = new Set<string>();
  renderPayslips(
    inputs,
    async (pdf, input) => {
      let name = payslipFileName(input);
      for (let n = 2; used.has(name); n++) name = payslipFileName(input).replace(/\.pdf$/, ` (${n}).pdf`);
      used.add(name);
      await zip.add(name, pdf, new Date(`${input.run.periodEnd}T00:00:00Z`));
    },
    pool,
  ).then(
    () => zip.finish(),
    (err: unknown) => zip.fail(err),
  ).catch((err: unknown) => zip.fail(err));
  return zip.stream;
}

/** The same zip in one buffer (tests and the bench). */
export async function payslipsZip(inputs: Iterable<PayslipInput>, pool: WorkerPool = backgroundPool): Promise<Buffer> {
  return Buffer.concat((await payslipsZipStream(inputs, pool).toArray()) as Buffer[]);
}
