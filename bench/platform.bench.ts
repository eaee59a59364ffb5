import autocannon from 'autocannon';
import { makeTarget, signIn, startServer } from './lib/server.ts';
import { ms, printTable } from './lib/report.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);

function load(url: string, headers: Record<string, string> = {}): Promise<autocannon.Result> {
  return autocannon({ url, connections: 20, duration: DURATION, headers });
}

/** Requests per second and p99 for /api/health and an authenticated read; time to ready with an existing database. */
export async function platformBench(): Promise<void> {
  const rows: Array<Record<string, string | number>> = [];
  const startRows: Array<Record<string, string | number>> = [];
  for (const kind of ['PGlite', 'PostgreSQL'] as const) {
    const target = await makeTarget(kind);
    try {
      const first = await startServer(target.env);
      const token = await signIn(first.url, 'hr@example.com');
      for (const [name, path, headers] of [
        ['GET /api/health', '/api/health', {}],
        ['GET /api/common/user (bearer)', '/api/common/user', { authorization: `Bearer ${token}` }],
      ] as const) {
        const r = await load(first.url + path, headers);
        rows.push({
          database: kind,
          request: name,
          'req/s': Math.round(r.requests.average),
          p50: ms(r.latency.p50),
          p99: ms(r.latency.p99),
          non2xx: r.non2xx,
        });
      }
      await first.stop();
      const again = await startServer(target.env);
      startRows.push({ database: kind, 'start to first 200 (existing database)': ms(again.msToReady), 'first start (fresh, migrate + seed)': ms(first.msToReady) });
      await again.stop();
    } finally {
      await target.cleanup();
    }
  }
  printTable(`Platform: ${DURATION} s per row, 20 connections`, rows);
  printTable('Start-up', startRows);
}
