import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { makeTarget, startServer } from './lib/server.ts';
import { ms, printTable } from './lib/report.ts';

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];
type Item = Record<string, unknown>;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
/** The last path segment of a URL (asset names are unique enough to read). */
const file = (url: unknown) =>
  String(url ?? '')
    .replace(/^https?:\/\/[^/]+/, '')
    .split('?')[0]!
    .split('/')
    .pop() || '/';

function tableItems(lhr: Lhr, id: string): Item[] {
  const details = lhr.audits[id]?.details as { items?: Item[] } | undefined;
  return details?.items ?? [];
}

/**
 * A few lines on where the time goes: the LCP element and its phases, the request chain into it,
 * the main thread's biggest costs and the largest unused script. Short on purpose.
 */
function findings(lhr: Lhr): string[] {
  const lines: string[] = [];
  const lcp = lhr.audits['largest-contentful-paint-element']?.details as
    { items?: Array<{ items?: Item[] }> } | undefined;
  const element = lcp?.items?.[0]?.items?.[0]?.node as { snippet?: string } | undefined;
  const phases = (lcp?.items?.[1]?.items ?? []).map((p) => `${String(p.phase)} ${ms(Number(p.timing))}`);
  if (element) lines.push(`LCP element: ${element.snippet?.slice(0, 90)}`);
  if (phases.length) lines.push(`LCP phases: ${phases.join(', ')}`);

  // The longest chain of requests, each waiting on the one before it.
  const chains =
    (lhr.audits['critical-request-chains']?.details as { chains?: Record<string, Chain> } | undefined)?.chains ?? {};
  type Chain = { request: { url: string; endTime: number }; children?: Record<string, Chain> };
  let longest: Chain['request'][] = [];
  const walk = (node: Chain, path: Chain['request'][]) => {
    const here = [...path, node.request];
    if (
      here.length > longest.length ||
      (here.length === longest.length && node.request.endTime > longest.at(-1)!.endTime)
    )
      longest = here;
    for (const child of Object.values(node.children ?? {})) walk(child, here);
  };
  for (const root of Object.values(chains)) walk(root, []);
  if (longest.length)
    lines.push(`Longest request chain (${longest.length}): ${longest.map((r) => file(r.url)).join(' -> ')}`);

  const requests = tableItems(lhr, 'network-requests');
  const scripts = requests.filter((r) => r.resourceType === 'Script');
  const transfer = (rs: Item[]) => rs.reduce((n, r) => n + Number(r.transferSize ?? 0), 0);
  const resources = (rs: Item[]) => rs.reduce((n, r) => n + Number(r.resourceSize ?? 0), 0);
  lines.push(
    `Requests: ${requests.length}, ${kb(transfer(requests))} transferred; scripts: ${scripts.length}, ` +
      `${kb(transfer(scripts))} transferred of ${kb(resources(scripts))}`,
  );

  const bootup = tableItems(lhr, 'bootup-time')
    .slice(0, 3)
    .map((i) => `${file(i.url)} ${ms(Number(i.total))}`);
  if (bootup.length) lines.push(`Script CPU: ${bootup.join(', ')}`);
  const work = tableItems(lhr, 'mainthread-work-breakdown')
    .slice(0, 3)
    .map((i) => `${String(i.groupLabel ?? i.group)} ${ms(Number(i.duration))}`);
  if (work.length) lines.push(`Main thread: ${work.join(', ')}`);
  const unused = tableItems(lhr, 'unused-javascript')
    .slice(0, 3)
    .map((i) => `${file(i.url)} ${kb(Number(i.wastedBytes))}`);
  if (unused.length) lines.push(`Unused JS: ${unused.join(', ')}`);
  return lines;
}

type Run = { row: Record<string, string | number>; score: number; lhr: Lhr };

/** The budget of issue 31 (docs/decisions/022), as e2e/budgets.spec.ts checks it. */
const BUDGET = { scriptKb: 120, scriptFiles: 15 };

/** Script before the first input: transfer size and count of the scripts Lighthouse saw load. */
function scripts(lhr: Lhr): { kb: number; files: number } {
  const items = tableItems(lhr, 'network-requests').filter((r) => r.resourceType === 'Script');
  return { kb: items.reduce((n, r) => n + Number(r.transferSize ?? 0), 0) / 1024, files: items.length };
}

/** Accessibility audits (axe-core) that found something: 0 is the target. */
function axeViolations(lhr: Lhr): number {
  const refs = lhr.categories.accessibility?.auditRefs ?? [];
  return refs.filter((r) => r.weight > 0 && lhr.audits[r.id]?.score === 0).length;
}

async function measure(url: string, port: number, path: string, lang: string): Promise<Run> {
  const result = await lighthouse(`${url}${path}`, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
    formFactor: 'mobile',
    screenEmulation: { mobile: true, width: 375, height: 812, deviceScaleFactor: 2, disabled: false },
    // The server pre-renders the page in the language the request asks for.
    extraHeaders: { 'Accept-Language': lang },
  });
  const lhr = result!.lhr;
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
  return {
    score,
    lhr,
    row: {
      page: `${path} (${lang})`,
      performance: score,
      accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
      'best-practices': Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
      FCP: ms(audit('first-contentful-paint')),
      LCP: ms(audit('largest-contentful-paint')),
      TBT: ms(audit('total-blocking-time')),
      CLS: audit('cumulative-layout-shift').toFixed(3),
      'axe violations': axeViolations(lhr),
      [`script KB (budget ${BUDGET.scriptKb})`]: scripts(lhr).kb.toFixed(1),
      [`files (budget ${BUDGET.scriptFiles})`]: scripts(lhr).files,
    },
  };
}

/**
 * Lighthouse (mobile emulation, Debian Chromium) on the public registration page and the sign-in
 * page. LIGHTHOUSE_RUNS=3 measures each page three times and reports the run with the median score
 * (the figures are noisy on a busy machine).
 */
export async function lighthouseBench(): Promise<void> {
  const runs = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1) || 1);
  const target = await makeTarget('PGlite');
  const server = await startServer(target.env);
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
  try {
    const rows: Array<Record<string, string | number>> = [];
    const notes: string[] = [];
    const pages: Array<[string, string]> = [
      ['/register/part-timer', 'en'],
      ['/register/part-timer', 'zh'],
      ['/sign-in', 'en'],
      ['/sign-in', 'zh'],
    ];
    for (const [path, lang] of pages) {
      const all: Run[] = [];
      for (let i = 0, failures = 0; i < runs;) {
        const run = await measure(server.url, chrome.port, path, lang);
        // A run Lighthouse could not complete (a trace without navigation start happens now and
        // then) is noted and measured again, twice at most.
        if (run.lhr.runtimeError && failures < 2) {
          failures++;
          notes.push(`${path}: run not counted, ${run.lhr.runtimeError.code}`);
          continue;
        }
        all.push(run);
        i++;
      }
      const median = [...all].sort((a, b) => a.score - b.score)[Math.floor((all.length - 1) / 2)]!;
      rows.push(runs > 1 ? { ...median.row, scores: all.map((r) => r.score).join('/') } : median.row);
      // The whole report, for a closer look (open it at googlechrome.github.io/lighthouse/viewer).
      const report = join(tmpdir(), `wf-lighthouse${path.replaceAll('/', '-')}-${lang}.json`);
      writeFileSync(report, JSON.stringify(median.lhr));
      notes.push(`${path} ${lang} (report: ${report})`, ...findings(median.lhr).map((l) => `  ${l}`));
    }
    printTable(
      `Lighthouse, mobile emulation (simulated slow 4G, 4x CPU slowdown)${runs > 1 ? `, median of ${runs} runs` : ''}`,
      rows,
    );
    console.log(notes.join('\n'));
  } finally {
    chrome.kill();
    await server.stop();
    await target.cleanup();
  }
}
