import { describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { useTestContext } from '../test/use-test-context.ts';

const ctx = useTestContext({ seedStaff: false });

const production = {
  NODE_ENV: 'production',
  JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
  DATA_DIR: '/tmp/wf-test-unused',
};

describe('API reference at /api/docs (DOCS_ENABLED)', () => {
  it('is off by default in production, on by default otherwise', () => {
    expect(loadConfig(production).docsEnabled).toBe(false);
    expect(loadConfig({ ...production, DOCS_ENABLED: '1' }).docsEnabled).toBe(true);
    expect(loadConfig({ ...production, NODE_ENV: 'development' }).docsEnabled).toBe(true);
    expect(loadConfig({ ...production, NODE_ENV: 'development', DOCS_ENABLED: '0' }).docsEnabled).toBe(false);
  });

  it('is not served when disabled, and served when enabled', async () => {
    for (const [DOCS_ENABLED, status] of [
      ['0', 404],
      ['1', 200],
    ] as const) {
      const config = loadConfig({ ...production, DOCS_ENABLED, LOG_LEVEL: 'silent' });
      const app = await buildApp({ config, database: ctx.database, webDist: null, logger: false });
      const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(res.statusCode, `DOCS_ENABLED=${DOCS_ENABLED}`).toBe(status);
      await app.close();
    }
  });
});
