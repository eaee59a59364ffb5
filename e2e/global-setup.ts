import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtpListener } from '../apps/server/src/test/smtp-listener.ts';
import { e2eSmtpPort } from './mail.ts';

/**
 * Starts the mail sink before the specs run: the SMTP listener of the API tests on the port the
 * server's SMTP_URL names, writing each mail to a file in a fresh directory. Workers inherit
 * E2E_MAIL_DIR from this process. The server may start first: it only sends mail when a request
 * queues some (and its poller retries any that failed).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dir = mkdtempSync(join(tmpdir(), 'wf-e2e-mail-'));
  process.env.E2E_MAIL_DIR = dir;
  let n = 0;
  const listener = await startSmtpListener({
    port: e2eSmtpPort(),
    onMail: (mail) => {
      // Written under a temporary name and renamed, so a reader never sees half a file.
      const name = `${String(n++).padStart(6, '0')}.json`;
      writeFileSync(join(dir, `${name}.tmp`), JSON.stringify(mail));
      renameSync(join(dir, `${name}.tmp`), join(dir, name));
    },
  });
  return async () => {
    await listener.close();
    rmSync(dir, { recursive: true, force: true });
  };
}
