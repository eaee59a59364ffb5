import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { makeTarget, startServer } from './lib/server.ts';
import { ms, printTable } from './lib/report.ts';

/** Lighthouse (mobile emulation, Debian Chromium) on the public registration page. */
export async function lighthouseBench(): Promise<void> {
  const target = await makeTarget('PGlite');
  const server = await startServer(target.env);
  const chrome = await launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  try {
    const rows: Array<Record<string, string | number>> = [];
    for (const path of ['/register/part-timer', '/sign-in']) {
      const result = await lighthouse(`${server.url}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices'],
        formFactor: 'mobile',
        screenEmulation: { mobile: true, width: 375, height: 812, deviceScaleFactor: 2, disabled: false },
      });
      const lhr = result!.lhr;
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      rows.push({
        page: path,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        'best-practices': Math.round((lhr.categories['best-practices']?.score ?? 0) * 100),
        LCP: ms(audit('largest-contentful-paint')),
        TBT: ms(audit('total-blocking-time')),
        CLS: audit('cumulative-layout-shift').toFixed(3),
      });
    }
    printTable('Lighthouse, mobile emulation (simulated slow 4G, 4x CPU slowdown)', rows);
  } finally {
    chrome.kill();
    await server.stop();
    await target.cleanup();
  }
}
