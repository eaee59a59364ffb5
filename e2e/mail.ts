import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReceivedMail } from '../apps/server/src/test/smtp-listener.ts';

/**
 * The e2e mail sink: global-setup.ts runs the API tests' SMTP listener on this port, the server
 * under test gets it as SMTP_URL (playwright.config.ts), and every mail received is written as a
 * JSON file to the directory named by E2E_MAIL_DIR, which the specs read.
 */
export function e2eSmtpPort(): number {
  return Number(process.env.E2E_SMTP_PORT ?? Number(process.env.E2E_PORT ?? 3399) + 20_000);
}

export type { ReceivedMail };

/** Every mail the sink received so far, oldest first. */
export function receivedMails(): ReceivedMail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run the specs through e2e/playwright.config.ts');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as ReceivedMail);
}

/** Polls the sink until a mail matching `match` has arrived (the outbox sends right after commit). */
export async function waitForMail(match: (m: ReceivedMail) => boolean, timeoutMs = 15_000): Promise<ReceivedMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = receivedMails().find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no matching mail arrived within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
