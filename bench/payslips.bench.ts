import { WorkerPool } from '../apps/server/src/pdf/worker-pool.ts';
import { samplePayslipInput } from '../apps/server/src/modules/pay-runs/documents/payslip-fixtures.ts';
import type { PayslipInput } from '../apps/server/src/modules/pay-runs/documents/payslip-items.ts';
import { renderPayslips } from '../apps/server/src/modules/pay-runs/documents/payslip-pool.ts';
import { payslipsZip } from '../apps/server/src/modules/pay-runs/documents/payslip-zip.ts';
import { printTable } from './lib/report.ts';

/**
 * `npm run bench -- payslips`: the payslips of a monthly run for 5,000 workers (BENCH_PAYSLIPS),
 * each with 13 shifts and four adjustments, one in ten with a Chinese name (the CJK font subset),
 * rendered in the worker-thread pool the server uses, with ONE worker thread (one core): payslips
 * per second one by one, and the zip of all of them. Target (issue #16): >= 100 payslips per second
 * on one core.
 */
const COUNT = Number(process.env.BENCH_PAYSLIPS ?? 5_000);

function inputs(): PayslipInput[] {
  return Array.from({ length: COUNT }, (_, i) =>
    samplePayslipInput(i + 1, i % 10 === 0 ? `陈美玲 ${i}` : `Bench Worker ${i}`),
  );
}

export async function payslipsBench(): Promise<void> {
  const pool = new WorkerPool<PayslipInput, Uint8Array>(
    {
      module: new URL('../apps/server/src/modules/pay-runs/documents/payslip-pdf.ts', import.meta.url),
      name: 'renderPayslipPdf',
    },
    { size: 1, timeoutMs: 60_000, idleMs: 5_000, maxHeapMb: 512 },
  );
  try {
    // warm-up: the worker thread starts, tsx loads, the CJK font is parsed once
    await renderPayslips(inputs().slice(0, 20), () => undefined, pool);
    const rows: Array<Record<string, string | number>> = [];

    let bytes = 0;
    let t0 = performance.now();
    await renderPayslips(inputs(), (pdf) => void (bytes += pdf.length), pool);
    let s = (performance.now() - t0) / 1000;
    rows.push({
      what: 'PDFs (pool, 1 thread)',
      payslips: COUNT,
      seconds: s.toFixed(2),
      'payslips/s': Math.round(COUNT / s),
      'avg KB': (bytes / COUNT / 1024).toFixed(1),
    });

    t0 = performance.now();
    const zip = await payslipsZip(inputs(), pool);
    s = (performance.now() - t0) / 1000;
    rows.push({
      what: 'zip of all (pool, 1 thread)',
      payslips: COUNT,
      seconds: s.toFixed(2),
      'payslips/s': Math.round(COUNT / s),
      'avg KB': (zip.length / COUNT / 1024).toFixed(1),
    });

    printTable(
      `Payslips: ${COUNT.toLocaleString('en')} itemised PDFs on one worker thread (target >= 100 per second)`,
      rows,
    );
  } finally {
    await pool.close();
  }
}
