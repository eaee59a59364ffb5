import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { PDFDocument } from 'pdf-lib';
import { sql } from 'drizzle-orm';
import { deriveAge } from '@wf/shared/domain/registration/age';
import { nricCheckLetter } from '@wf/shared/domain/registration/nric';
import { toCreatePtFields } from '@wf/shared/contracts/registration/create-pt';
import { sampleRegistrationValues, TINY_PNG_DATA_URL } from '@wf/shared/contracts/registration/registration-sample';
import { SIGNATURE_MAX_HEIGHT, SIGNATURE_MAX_WIDTH } from '@wf/shared/contracts/registration/registration-form';
import { CERT_MAX_BYTES } from '@wf/shared/enums/registration';
import { openPglite } from '../apps/server/src/db/client.ts';
import { pngDataUrl, solidPng } from '../apps/server/src/modules/registration/demo-images.ts';
import { benchDatabases, makeTarget, startServer, type Running, type Target } from './lib/server.ts';
import { ms, percentile, printTable } from './lib/report.ts';

const TOTAL = Number(process.env.BENCH_REGISTRATIONS ?? 200);
const CONCURRENCY = 20;
const CERT_BYTES = 1024 * 1024;
/** The bench submits every registration from 127.0.0.1: it raises the per-network limit for itself. */
const BENCH_ENV = { REGISTRATION_LIMIT_PER_NETWORK: '1000000' };

/** A PDF of `bytes`: a real one-page PDF padded with spaces after %%EOF, so the content check (it parses) accepts it. */
async function certificatePdf(bytes = CERT_BYTES): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 100]);
  const pdf = Buffer.from(await doc.save());
  return Buffer.concat([pdf, Buffer.alloc(bytes - pdf.length, 0x20)]);
}

async function body(
  i: number,
  cert: Buffer,
  opts: { idBase?: number; signature?: string } = {},
): Promise<{ payload: ArrayBuffer; contentType: string }> {
  const digits = String((opts.idBase ?? 7_000_000) + i).padStart(7, '0');
  // Every other applicant writes the name in Chinese too: their contract PDF embeds a CJK font subset.
  const values = sampleRegistrationValues({
    id_number: `S${digits}${nricCheckLetter('S', digits)}`,
    signature: opts.signature ?? TINY_PNG_DATA_URL,
    ...(i % 2 === 1 ? { client_name: '陈美玲 Tan Mei Ling' } : {}),
  });
  const d = deriveAge(values.date_of_birth);
  const fields = toCreatePtFields(values, { signature: values.signature, requiresDocument: d?.requiresDocument ?? false, age: d?.age ?? null, lang: 'en' });
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  fd.append('cert', new Blob([new Uint8Array(cert)], { type: 'application/pdf' }), 'food-safety.pdf');
  const res = new Response(fd);
  return { payload: await res.arrayBuffer(), contentType: res.headers.get('content-type')! };
}

async function countStored(target: Target, prefix = 'S7'): Promise<{ registrations: number; files: number }> {
  const q = `select (select count(*)::int from workers where id_number like '${prefix}%' and source = 'registration') as registrations,
                    (select count(*)::int from worker_files f join workers w on w.id = f.worker_id where w.id_number like '${prefix}%') as files`;
  if (target.env.DATABASE_URL) {
    const c = new pg.Client({ connectionString: target.env.DATABASE_URL });
    await c.connect();
    const r = await c.query(q);
    await c.end();
    return r.rows[0];
  }
  const database = await openPglite(target.env.DATA_DIR);
  const r = await database.db.execute(sql.raw(q));
  await database.close();
  return r.rows[0] as { registrations: number; files: number };
}

/** A burst of registrations with a 1 MB certificate from 20 concurrent clients; checks exactly that many are stored. */
export async function registrationBench(): Promise<void> {
  const rows: Array<Record<string, string | number>> = [];
  const cert = await certificatePdf();
  for (const kind of benchDatabases()) {
    const target = await makeTarget(kind);
    try {
      const server = await startServer({ ...target.env, ...BENCH_ENV });
      const bodies = await Promise.all(Array.from({ length: TOTAL }, (_, i) => body(i, cert)));
      const latencies: number[] = [];
      let ok = 0;
      let next = 0;
      const t0 = performance.now();
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < TOTAL) {
            const b = bodies[next++]!;
            const s = performance.now();
            const r = await fetch(`${server.url}/api/registrations`, {
              method: 'POST',
              headers: { 'content-type': b.contentType, 'idempotency-key': randomUUID() },
              body: b.payload,
            });
            await r.arrayBuffer();
            latencies.push(performance.now() - s);
            if (r.status === 201 || r.status === 200) ok++;
            else console.log(`  ${kind}: status ${r.status}`);
          }
        }),
      );
      const seconds = (performance.now() - t0) / 1000;
      await server.stop();
      latencies.sort((a, b) => a - b);
      const stored = await countStored(target);
      rows.push({
        database: kind,
        submissions: TOTAL,
        accepted: ok,
        'per second': (TOTAL / seconds).toFixed(1),
        p50: ms(percentile(latencies, 50)),
        p95: ms(percentile(latencies, 95)),
        'stored registrations': stored.registrations,
        'stored files': stored.files,
        check: stored.registrations === TOTAL && stored.files === TOTAL * 3 ? 'OK: exactly one each, 3 files' : 'MISMATCH',
      });
    } finally {
      await target.cleanup();
    }
  }
  printTable(`Registration burst: ${TOTAL} submissions (half with a Chinese name), 1 MB certificate, ${CONCURRENCY} concurrent clients`, rows);
  await hostileBench();
}

const HEALTH_GAP_MS = 10;
const PROBE_TIMEOUT_MS = 5000;
const QUIET_MS = Number(process.env.BENCH_QUIET_MS ?? 5000);

/**
 * /api/health round trips, one after the other (HEALTH_GAP_MS apart), from a separate process
 * (building the 10 MB bodies in this one would delay its own timers and show up as server
 * latency). `stop()` ends it and answers the sorted latencies.
 */
function healthProbe(url: string): { stop(): Promise<number[]> } {
  const script = `
    let run = true;
    const out = [];
    process.on('message', () => { run = false; });
    (async () => {
      while (run) {
        const s = performance.now();
        try {
          const r = await fetch(${JSON.stringify(`${url}/api/health`)}, { signal: AbortSignal.timeout(${PROBE_TIMEOUT_MS}) });
          await r.arrayBuffer();
          out.push(performance.now() - s);
        } catch {
          out.push(${PROBE_TIMEOUT_MS}); // no answer in time counts as the timeout
        }
        await new Promise((resolve) => setTimeout(resolve, ${HEALTH_GAP_MS}));
      }
      process.send(out, () => process.exit(0));
    })();`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const result = new Promise<number[]>((resolve, reject) => {
    child.once('message', (m) => resolve((m as number[]).sort((a, b) => a - b)));
    child.once('error', reject);
  });
  return {
    stop: () => {
      child.send('stop');
      return result;
    },
  };
}

async function post(server: Running, b: { payload: ArrayBuffer; contentType: string }): Promise<number> {
  const r = await fetch(`${server.url}/api/registrations`, {
    method: 'POST',
    headers: { 'content-type': b.contentType, 'idempotency-key': randomUUID() },
    body: b.payload,
  });
  await r.arrayBuffer();
  return r.status;
}

/**
 * The hostile mix (issue 12): 10% of the submissions carry the worst signature the bound allows
 * (2000x800 RGBA, solid) and a 10 MB certificate. /api/health is measured quiet, then during the
 * burst; target: p95 during the burst <= 3x quiet. A 4000x4000 signature is shown refused first.
 */
export async function hostileBench(kinds: ReadonlyArray<'PGlite' | 'PostgreSQL'> = benchDatabases()): Promise<void> {
  const rows: Array<Record<string, string | number>> = [];
  const small = await certificatePdf();
  const big = await certificatePdf(CERT_MAX_BYTES);
  const worst = pngDataUrl(solidPng(SIGNATURE_MAX_WIDTH, SIGNATURE_MAX_HEIGHT, 4));
  const crafted = pngDataUrl(solidPng(4000, 4000, 3));
  for (const kind of kinds) {
    const target = await makeTarget(kind);
    try {
      const server = await startServer({ ...target.env, ...BENCH_ENV });
      const quietProbe = healthProbe(server.url);
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      const quiet = await quietProbe.stop();

      const craftedStatus = await post(server, await body(0, small, { idBase: 8_900_000, signature: crafted }));

      const statuses = new Map<number, number>();
      let next = 0;
      const t0 = performance.now();
      const during = healthProbe(server.url);
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < TOTAL) {
            const i = next++;
            const hostile = i % 10 === 0;
            const b = await body(i, hostile ? big : small, { idBase: 8_000_000, ...(hostile ? { signature: worst } : {}) });
            const status = await post(server, b);
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          }
        }),
      );
      const burst = await during.stop();
      const seconds = (performance.now() - t0) / 1000;
      await server.stop();
      const stored = await countStored(target, 'S800');
      const q95 = percentile(quiet, 95);
      const b95 = percentile(burst, 95);
      rows.push({
        database: kind,
        '4000x4000 signature': craftedStatus === 400 ? '400 (refused)' : `${craftedStatus} (NOT refused)`,
        submissions: `${TOTAL} (${Math.ceil(TOTAL / 10)} hostile)`,
        answers: [...statuses].map(([k, v]) => `${v}x${k}`).join(' '),
        stored: stored.registrations,
        seconds: seconds.toFixed(1),
        'health quiet p50/p95': `${ms(percentile(quiet, 50))} / ${ms(q95)}`,
        'health burst p50/p95': `${ms(percentile(burst, 50))} / ${ms(b95)}`,
        'burst max': ms(burst[burst.length - 1] ?? NaN),
        'p95 ratio': `${(b95 / q95).toFixed(2)}x`,
        'target <= 3x': b95 <= 3 * q95 ? 'met' : 'MISSED',
      });
    } finally {
      await target.cleanup();
    }
  }
  printTable(
    `Hostile registration burst: ${TOTAL} submissions, ${CONCURRENCY} concurrent; every 10th with a ${SIGNATURE_MAX_WIDTH}x${SIGNATURE_MAX_HEIGHT} RGBA signature and a 10 MB certificate; /api/health pinged every ${HEALTH_GAP_MS} ms`,
    rows,
  );
}
