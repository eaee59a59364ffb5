import { eq, inArray, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import * as clock from '@wf/shared/domain/clock';

export type MailAttachment = { filename: string; contentType: string; content: Buffer };
export type Mail = { to: string; subject: string; text: string; html?: string; attachments?: MailAttachment[] };

/** Queues a mail in the caller's transaction; the dispatcher delivers it after commit. */
export async function enqueueMail(db: DbOrTx, mail: Mail): Promise<void> {
  await outboxInsert(db, [mail]);
}

/** The insert of several mails into the outbox (at least one), not yet run (db/write-together.ts sends it with other writes). */
export function outboxInsert(db: DbOrTx, mails: Mail[]) {
  return db
    .insert(outbox)
    .values(
      mails.map((mail) => ({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        attachments: mail.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, contentBase64: a.content.toString('base64') })) ?? null,
      })),
    );
}

export type Transport = { send(mail: Mail & { from: string }): Promise<void> };

export function smtpTransport(url: string): Transport {
  const t = nodemailer.createTransport(url);
  return { send: async (m) => void (await t.sendMail(m)) };
}

/**
 * Without SMTP_URL. Outside production the mail, links and all, is written to the log so a
 * developer can follow a reset or confirmation link. In production a link in the log would let
 * anyone who reads the log take over an account: nothing is sent or logged but the fact that mail
 * is not configured, and the delivery fails (the mail stays in the outbox, then is marked failed).
 */
export function logTransport(log: FastifyBaseLogger, opts: { production: boolean }): Transport {
  return {
    send: async (m) => {
      if (opts.production) {
        log.warn({ mail: { subject: m.subject } }, 'mail not sent: SMTP_URL is not configured');
        throw new Error('SMTP_URL is not configured');
      }
      const files = m.attachments?.length ? `\n[attached: ${m.attachments.map((a) => a.filename).join(', ')}]` : '';
      log.info({ mail: { to: m.to, subject: m.subject } }, `mail (no SMTP_URL set):\n${m.text}${files}`);
    },
  };
}

const MAX_ATTEMPTS = 5;

/** Delivers queued mail. Safe to run in several instances: rows are claimed with SKIP LOCKED. */
export class MailDispatcher {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly db: Db,
    private readonly transport: Transport,
    private readonly from: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Starts a delivery pass now (coalesced with one already running). */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.deliverBatch();
      } while (this.again);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  startPolling(intervalMs = 30_000): void {
    this.timer = setInterval(() => void this.kick(), intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  private async deliverBatch(): Promise<void> {
    const claimed = await this.db
      .update(outbox)
      .set({ status: 'sending', attempts: sql`${outbox.attempts} + 1` })
      .where(
        inArray(
          outbox.id,
          sql`(select id from ${outbox} where status = 'queued' order by created_at limit 20 for update skip locked)`,
        ),
      )
      .returning();
    for (const m of claimed) {
      try {
        await this.transport.send({
          from: this.from,
          to: m.to,
          subject: m.subject,
          text: m.text,
          html: m.html ?? undefined,
          attachments: m.attachments?.map((a) => ({ filename: a.filename, contentType: a.contentType, content: Buffer.from(a.contentBase64, 'base64') })),
        });
        await this.db
          .update(outbox)
          .set({ status: 'sent', sentAt: clock.now(), lastError: null })
          .where(eq(outbox.id, m.id));
      } catch (err) {
        const failed = m.attempts >= MAX_ATTEMPTS;
        this.log.warn({ outboxId: m.id, attempts: m.attempts }, 'mail delivery failed');
        await this.db
          .update(outbox)
          .set({ status: failed ? 'failed' : 'queued', lastError: String((err as Error).message).slice(0, 500) })
          .where(eq(outbox.id, m.id));
      }
    }
    if (claimed.length === 20) this.again = true;
  }
}
