import { describe, expect, it, vi } from 'vitest';
import { loadTranslations } from './translations.ts';

describe('loadTranslations', () => {
  it('retries twice, then falls back to en', async () => {
    const fetcher = vi.fn(async (url: string) => {
      if (url.includes('/tr.json')) throw new Error('503');
      return { hello: 'Hello' };
    });
    const res = await loadTranslations('tr', fetcher);
    expect(res).toEqual({ lang: 'en', dict: { hello: 'Hello' } });
    expect(fetcher.mock.calls.map((c) => c[0])).toEqual(['/i18n/tr.json', '/i18n/tr.json', '/i18n/tr.json', '/i18n/en.json']);
  });
  it('succeeds on a retry', async () => {
    let n = 0;
    const res = await loadTranslations('zh', async () => {
      n++;
      if (n < 3) throw new Error('flaky');
      return { a: '甲' };
    });
    expect(res).toEqual({ lang: 'zh', dict: { a: '甲' } });
  });
  it('null when nothing loads', async () => {
    expect(await loadTranslations('en', async () => Promise.reject(new Error('x')))).toBeNull();
  });
});
