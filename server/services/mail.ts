// The mail outbox: writes enqueue rows in the same database; a worker sends them with retries.
import { sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Database, Db } from '../db/client';
import { outbox } from '../db/schema';
import type { Logger } from '../logger';

export type MailAttachment = { filename: string; content: string; contentType: string };
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
};
export type MailTransport = { send(msg: MailMessage & { from: string }): Promise<void> };

/** Queue a message. Pass the transaction when the mail belongs to a write, so both land or neither. */
export async function enqueueMail(db: Db, msg: MailMessage): Promise<void> {
  await db.insert(outbox).values({
    to: msg.to,
    subject: msg.subject,
    text: msg.text,
    html: msg.html ?? null,
    attachments: msg.attachments ?? [],
  });
}

/** A column value computed in SQL (given a function that turns a parameter into its placeholder). */
export class SqlValue {
  constructor(readonly sql: (place: (value: unknown) => string) => string) {}
}

/**
 * One new row and its mail in a single statement (data-modifying CTEs): both land or neither, with one round
 * trip and one commit instead of BEGIN, an INSERT per row and COMMIT. `row` maps column names to values; it is
 * sent as plain parameters, straight to the driver (these are the busiest writes of the site).
 */
export async function insertWithMail(database: Database, table: string, row: Record<string, unknown>, mail: MailMessage[]): Promise<void> {
  const columns = Object.keys(row);
  const params: unknown[] = [];
  const place = (v: unknown) => `$${params.push(v)}`;
  const values = Object.values(row).map((v) => (v instanceof SqlValue ? v.sql(place) : place(v)));
  const queued = mail.map(
    (m) =>
      `(${place(m.to)}, ${place(m.subject)}, ${place(m.text)}, ${place(m.html ?? null)}, ${place(JSON.stringify(m.attachments ?? []))}::jsonb)`,
  );
  const insert = `insert into ${table} (${columns.map((c) => `"${c}"`).join(', ')}) values (${values.join(', ')})`;
  await database.query(
    queued.length
      ? `with saved as (${insert}), queued as (insert into outbox ("to", subject, text, html, attachments) values ${queued.join(', ')}) select 1`
      : insert,
    params,
  );
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(msg) {
      await transporter.sendMail({
        from: msg.from,
        to: msg.to,
        subject: msg.subject,
        text: msg.text,
        html: msg.html,
        attachments: msg.attachments?.map((a) => ({
          filename: a.filename,
          content: a.content,
          contentType: a.contentType,
        })),
      });
    },
  };
}

/** Without SMTP_URL mail is written to the log instead, so development needs no mail server. */
export const logTransport = (logger: Logger): MailTransport => ({
  async send(msg) {
    logger.info('mail (no SMTP_URL set; logged, not sent)', {
      to: msg.to,
      subject: msg.subject,
      text: msg.text,
    });
  },
});

const MAX_ATTEMPTS = 12;
const backoffMs = (attempt: number) => Math.min(60_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);

type Row = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  attachments: MailAttachment[];
  attempts: number;
};

/** How many messages one pass claims. */
export const MAIL_BATCH = 20;

/** Claims due messages (safe with several processes: SKIP LOCKED plus a lease) and sends each once; how many were sent. */
export async function deliverDue(db: Db, transport: MailTransport, from: string, logger: Logger, now = new Date()): Promise<number> {
  return (await deliverBatch(db, transport, from, logger, now)).sent;
}

async function deliverBatch(db: Db, transport: MailTransport, from: string, logger: Logger, now: Date) {
  const lease = new Date(now.getTime() + 120_000).toISOString();
  const claimed = (await db.execute(sql`
    update outbox set locked_until = ${lease}, attempts = attempts + 1
    where id in (
      select id from outbox
      where status = 'pending' and next_attempt_at <= ${now.toISOString()}
        and (locked_until is null or locked_until < ${now.toISOString()})
      order by created_at limit ${MAIL_BATCH}
      for update skip locked)
    returning id, "to", subject, text, html, attachments, attempts`)) as unknown as { rows: Row[] };
  let sent = 0;
  for (const row of claimed.rows) {
    const attachments = typeof row.attachments === 'string' ? JSON.parse(row.attachments) : row.attachments;
    try {
      await transport.send({
        from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        attachments,
      });
      await db.execute(
        sql`update outbox set status = 'sent', sent_at = ${new Date().toISOString()}, locked_until = null, last_error = null where id = ${row.id}`,
      );
      sent++;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const attempts = Number(row.attempts);
      const failed = attempts >= MAX_ATTEMPTS;
      const next = new Date(Date.now() + backoffMs(attempts)).toISOString();
      await db.execute(
        sql`update outbox set status = ${failed ? 'failed' : 'pending'}, next_attempt_at = ${next}, locked_until = null, last_error = ${message.slice(0, 500)} where id = ${row.id}`,
      );
      logger.warn('mail send failed', { id: row.id, attempts, error: message, willRetry: !failed });
    }
  }
  return { claimed: claimed.rows.length, sent };
}

/** Polls the outbox every `intervalMs` (default 5 s, so mail goes out well within a minute), draining it when full batches come back. */
export function startMailWorker(opts: { db: Db; transport: MailTransport; from: string; logger: Logger; intervalMs?: number }) {
  let stopped = false;
  let running: Promise<unknown> = Promise.resolve();
  const tick = async () => {
    if (stopped) return;
    // A full batch means more may be waiting (a burst of registrations): the next pass starts at once, so a
    // thousand confirmations take seconds, not fifty polls.
    const drain = async () => {
      for (;;) {
        const { claimed } = await deliverBatch(opts.db, opts.transport, opts.from, opts.logger, new Date());
        if (claimed < MAIL_BATCH || stopped) return;
      }
    };
    running = drain().catch((err) => opts.logger.error('mail worker error', { error: err instanceof Error ? err.message : String(err) }));
    await running;
    if (!stopped) timer = setTimeout(tick, opts.intervalMs ?? 5000);
  };
  let timer = setTimeout(tick, 200);
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}

export { outbox };
