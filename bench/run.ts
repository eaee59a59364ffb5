// `npm run bench`: runs every benchmark and prints its figures. `npm run bench -- platform` runs one.
import { importBench } from './import.bench.ts';
import { lighthouseBench } from './lighthouse.bench.ts';
import { payBench } from './pay.bench.ts';
import { payRunsBench } from './payruns.bench.ts';
import { payslipsBench } from './payslips.bench.ts';
import { platformBench } from './platform.bench.ts';
import { registrationBench } from './registration.bench.ts';
import { reportsBench } from './reports.bench.ts';
import { rostersBench } from './rosters.bench.ts';
import { workersBench } from './workers.bench.ts';

const suites: Record<string, () => Promise<void>> = {
  platform: platformBench,
  registration: registrationBench,
  lighthouse: lighthouseBench,
  workers: workersBench,
  rosters: rostersBench,
  pay: payBench,
  payruns: payRunsBench,
  payslips: payslipsBench,
  import: importBench,
  reports: reportsBench,
};

const wanted = process.argv.slice(2);
for (const [name, run] of Object.entries(suites)) {
  if (wanted.length && !wanted.includes(name)) continue;
  console.log(`\n### ${name}`);
  await run();
}
