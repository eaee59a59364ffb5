import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { outbox } from '../../db/schema/index.ts';
import { useTestContext } from '../../test/use-test-context.ts';

const ctx = useTestContext();

/** An app without SMTP_URL on the test database, its log captured; asks for a reset link for hr. */
async function resetWithoutSmtp(nodeEnv: 'production' | 'development'): Promise<{ log: string; token: string }> {
  let log = '';
  const logStream = new Writable({
    write(chunk, _enc, done) {
      log += String(chunk);
      done();
    },
  });
  const config = loadConfig({
    NODE_ENV: nodeEnv,
    JWT_SECRET: 'test-secret-that-is-long-enough-0123456789',
    DATA_DIR: '/tmp/wf-test-unused',
    LOG_LEVEL: 'info',
    PUBLIC_URL: 'http://app.test',
  });
  expect(config.smtpUrl).toBeUndefined();
  const app = await buildApp({ config, database: ctx.database, webDist: null, logStream });
  try {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'hr@example.com' },
    });
    expect(res.statusCode).toBe(200);
    await app.mailer.kick();
    const [mail] = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, 'hr@example.com'))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    return { log, token };
  } finally {
    await app.close();
  }
}

describe('reset links and SMTP_URL unset (issue 12, defect 9)', () => {
  it('in production the link is never logged; the log says mail is not configured', async () => {
    const { log, token } = await resetWithoutSmtp('production');
    expect(log).toContain('SMTP_URL is not configured');
    expect(log).not.toContain(token);
    expect(log).not.toContain('reset-password?token=');
    const [mail] = await ctx.database.db.select().from(outbox).orderBy(desc(outbox.createdAt)).limit(1);
    expect(mail!.status).not.toBe('sent');
  });

  it('outside production the mail, link included, goes to the log for the developer', async () => {
    const { log, token } = await resetWithoutSmtp('development');
    expect(log).toContain(`reset-password?token=${token}`);
  });
});
