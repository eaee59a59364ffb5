import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { PDFDocument } from 'pdf-lib';
import { sql } from 'drizzle-orm';
import { deriveAge } from '@wf/shared/domain/registration/age';
import { nricCheckLetter } from '@wf/shared/domain/registration/nric';
import { toCreatePtFields } from '@wf/shared/contracts/registration/create-pt';
import { sampleRegistrationValues, TINY_PNG_DATA_URL } from '@wf/shared/contracts/registration/registration-sample';
import { openPglite } from '../apps/server/src/db/client.ts';
import { makeTarget, startServer, type Target } from './lib/server.ts';
import { ms, percentile, printTable } from './lib/report.ts';

const TOTAL = Number(process.env.BENCH_REGISTRATIONS ?? 200);
const CONCURRENCY = 20;
const CERT_BYTES = 1024 * 1024;

/** A 1 MB PDF: a real one-page PDF padded with spaces after %%EOF, so the content check (it parses) accepts it. */
async function certificatePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 100]);
  const pdf = Buffer.from(await doc.save());
  return Buffer.concat([pdf, Buffer.alloc(CERT_BYTES - pdf.length, 0x20)]);
}

async function body(i: number, cert: Buffer): Promise<{ payload: ArrayBuffer; contentType: string }> {
  const digits = String(7_000_000 + i).padStart(7, '0');
  // Every other applicant writes the name in Chinese too: their contract PDF embeds a CJK font subset.
  const values = sampleRegistrationValues({
    id_number: `S${digits}${nricCheckLetter('S', digits)}`,
    signature: TINY_PNG_DATA_URL,
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

async function countStored(target: Target): Promise<{ registrations: number; files: number }> {
  const q = `select (select count(*)::int from workers where id_number like 'S7%' and source = 'registration') as registrations,
                    (select count(*)::int from worker_files f join workers w on w.id = f.worker_id where w.id_number like 'S7%') as files`;
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
  for (const kind of ['PGlite', 'PostgreSQL'] as const) {
    const target = await makeTarget(kind);
    try {
      const server = await startServer(target.env);
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
}
