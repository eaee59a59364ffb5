import JSZip from 'jszip';
import type { WorkerPool } from '../../../pdf/worker-pool.ts';
import type { PayslipInput } from './payslip-items.ts';
import { payslipPool, renderPayslips } from './payslip-pool.ts';

/** ASCII letters, digits, dot, dash and underscore only (a Chinese name becomes its code alone). */
const safe = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '_').replace(/^_+|_+$/g, '');

/** "payslip-2026-11-01-PT-000123-Tan_Mei_Ling.pdf": the period start, the employee code, the name in ASCII. */
export function payslipFileName(input: Pick<PayslipInput, 'run' | 'line'>): string {
  const who = [input.line.employeeCode, safe(input.line.workerName)].filter(Boolean).join('-') || input.line.workerId;
  return `payslip-${input.run.periodStart}-${who}.pdf`;
}

/**
 * Every payslip of a run in one zip, in the order given. The PDFs are made in the worker pool (a few
 * at a time) and stored without compression (a PDF's streams are compressed already), so building
 * the zip costs little beyond the payslips. Names are unique (a clash gets " (2)").
 */
export async function payslipsZip(
  inputs: Iterable<PayslipInput>,
  pool: WorkerPool<PayslipInput, Uint8Array> = payslipPool,
): Promise<Buffer> {
  const zip = new JSZip();
  const used = new Set<string>();
  await renderPayslips(
    inputs,
    (pdf, input) => {
      let name = payslipFileName(input);
      for (let n = 2; used.has(name); n++) name = payslipFileName(input).replace(/\.pdf$/, ` (${n}).pdf`);
      used.add(name);
      zip.file(name, pdf, { binary: true, date: new Date(`${input.run.periodEnd}T00:00:00Z`) });
    },
    pool,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'STORE', platform: 'UNIX' });
}
