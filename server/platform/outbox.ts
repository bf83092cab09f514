// The mail outbox: writes enqueue rows in the same database; a worker sends them with retries.
import { setImmediate as nextTurn } from 'node:timers/promises';
import { getTableColumns, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import nodemailer from 'nodemailer';
import QRCode from 'qrcode';
import type { Database, Db } from '../db/client';
import { outbox } from '../db/schema';
import type { Logger } from './logger';
import { hit } from './rateLimit';

/**
 * A file sent with a mail. `encoding: 'base64'` when `content` is binary written as base64 (an image); `cid` names
 * an image the HTML part shows inline (`<img src="cid:…">`). `qr`: the file is the PNG image of this QR code's text,
 * drawn when the mail is sent (renderAttachments), not when it is queued: drawing takes milliseconds, and a ticket's
 * mail is queued inside the transaction that holds its event's lock.
 */
export type MailAttachment = { filename: string; content: string; contentType: string; encoding?: 'base64'; cid?: string; qr?: string };

/**
 * How the QR image is packed: each row filtered against the one above (PNG's "Up" filter), the one that pays for an
 * image whose rows repeat. pngjs otherwise tries all five filters on every row, which made drawing a ticket three times
 * slower (20 ms against 7 on a loaded 2-core machine) for a file 1.7 KB smaller, and it is drawn on the request loop
 * while a burst of registrations' mails goes out. The filter is not in qrcode's types, which name only the deflate
 * options (9 is qrcode's own level).
 */
const PNG_PACKING = { deflateLevel: 9, filterType: 2 };

/** The PNG image of a QR code holding `text` (a ticket's code: fewer modules than a link, easier to scan off a screen). */
export const qrPng = (text: string) =>
  QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 8, rendererOpts: PNG_PACKING });

/** The attachments as they are sent: each `qr` one drawn into its base64 PNG `content`. */
export const renderAttachments = (attachments: MailAttachment[]): Promise<MailAttachment[]> =>
  Promise.all(
    attachments.map(async ({ qr, ...a }) =>
      qr === undefined ? a : { ...a, content: (await qrPng(qr)).toString('base64'), encoding: 'base64' as const },
    ),
  );
export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Where the person's answer should go, when not to the sender (MAIL_FROM is a no-reply address). */
  replyTo?: string;
  /**
   * The address was typed into a public form, where anyone can type anyone's: the mail is queued only while that
   * address has had fewer than VISITOR_MAILS_PER_DAY such mails in its day (see visitorMailKey). Staff notices leave it out.
   */
  visitor?: boolean;
};
export type MailTransport = { send(msg: MailMessage & { from: string }): Promise<void> };

/**
 * Mails to one address typed into the public forms (applications, receipts, registrations, messages) in a day,
 * counted in the shared rate_limits table, so across every process. Past it the write still succeeds and the staff
 * notice still goes; only the visitor's mail is not queued, so nobody can bury an inbox with our mail.
 */
export const VISITOR_MAILS_PER_DAY = 5;
const VISITOR_WINDOW_MS = 86_400_000;

/** The shared counter of the mails to one visitor address (the window starts with its first mail). */
export const visitorMailKey = (to: string) => `mail-to:${to.trim().toLowerCase()}`;

/**
 * When a mail queued at `at` (an SQL timestamptz, the caller's clock) is due: the earlier of the database's clock and
 * the caller's. The database's alone is finer than a millisecond, so a worker that reads its own clock in the same
 * millisecond as the insert would pass the mail over until its next poll; the caller's alone would hold back mail
 * queued under a clock set ahead (in tests). Every writer to the outbox sets it so.
 */
export const dueAt = (at: string) => `least(now(), ${at})`;

/**
 * Queue a message; false when it is a visitor's mail over the day's limit (not queued). Pass the transaction when
 * the mail belongs to a write, so the mail and its count land with it or not at all.
 */
export async function enqueueMail(db: Db, msg: MailMessage, now = new Date()): Promise<boolean> {
  return (await queueMail(db, msg, now)) !== null;
}

/** As enqueueMail, answering the queued row's id (to follow its delivery), or null when it was not queued. */
export async function queueMail(db: Db, msg: MailMessage, now = new Date()): Promise<string | null> {
  if (msg.visitor) {
    const counted = await hit(db, visitorMailKey(msg.to), { limit: VISITOR_MAILS_PER_DAY, windowMs: VISITOR_WINDOW_MS }, now);
    if (!counted.allowed) return null;
  }
  const [row] = await db
    .insert(outbox)
    .values({
      to: msg.to,
      subject: msg.subject,
      text: msg.text,
      html: msg.html ?? null,
      replyTo: msg.replyTo ?? null,
      attachments: msg.attachments ?? [],
      // An ISO date is digits and separators only, so it is written into the statement as it is.
      nextAttemptAt: sql.raw(dueAt(`'${now.toISOString()}'::timestamptz`)),
    })
    .returning({ id: outbox.id });
  return row!.id;
}

/** A column value computed in SQL (given a function that turns a parameter into its placeholder). */
export class SqlValue {
  constructor(readonly sql: (place: (value: unknown) => string) => string) {}
}

/**
 * One new row and its mail in a single statement (data-modifying CTEs): both land or neither, with one round
 * trip and one commit instead of BEGIN, an INSERT per row and COMMIT. `row` maps column names to values; it is
 * sent as plain parameters, straight to the driver (these are the busiest writes of the site). A visitor's mail is
 * counted in the same statement (the fixed window of rateLimit.ts's counters, one count per write and address) and
 * queued only within VISITOR_MAILS_PER_DAY.
 *
 * `onlyIf` is a condition the row is written under, checked by the same statement against the database as it is at
 * that moment (an event still open, say). When it does not hold, nothing is written, counted or queued, and the
 * answer is false; true means the row and its mail are stored. A write that fails counts nothing.
 */
export async function insertWithMail(
  database: Database,
  table: string,
  row: Record<string, unknown>,
  mail: MailMessage[],
  now = new Date(),
  onlyIf?: SqlValue,
): Promise<boolean> {
  const columns = Object.keys(row);
  const params: unknown[] = [];
  const place = (v: unknown) => `$${params.push(v)}`;
  const values = Object.values(row).map((v) => (v instanceof SqlValue ? v.sql(place) : place(v)));
  // The row's values as a select (typed by its columns, as VALUES would be), so that it can carry the condition.
  const condition = onlyIf ? ` where ${onlyIf.sql(place)}` : '';
  const steps = [
    `saved as (insert into ${table} (${columns.map((c) => `"${c}"`).join(', ')}) select ${values.join(', ')}${condition} returning 1)`,
  ];
  const stored = 'exists (select from saved)';
  steps.push(...mailSteps(place, mail, stored, now));
  const [result] = await database.query<{ stored: boolean }>(`with ${steps.join(', ')} select ${stored} as stored`, params);
  return result?.stored === true;
}

/**
 * The statements (CTEs) that queue `mail` once `stored` holds: a visitor's mail is counted (the fixed window of
 * rateLimit.ts's counters, one count per statement and address) and queued only within VISITOR_MAILS_PER_DAY.
 * `name` starts their names, so that one statement may queue either of two sets of mails.
 */
export function mailSteps(place: (value: unknown) => string, mail: MailMessage[], stored: string, now: Date, name = 'mail'): string[] {
  const steps: string[] = [];
  const counters = new Map<string, string>();
  for (const [i, m] of mail.entries()) {
    const fields = `${place(m.to)}::text, ${place(m.subject)}::text, ${place(m.text)}::text, ${place(m.html ?? null)}::text, ${place(JSON.stringify(m.attachments ?? []))}::jsonb, ${dueAt(`${place(now.toISOString())}::timestamptz`)}`;
    const into = `insert into outbox ("to", subject, text, html, attachments, next_attempt_at)`;
    if (!m.visitor) {
      steps.push(`${name}${i} as (${into} select ${fields} where ${stored})`);
      continue;
    }
    const key = visitorMailKey(m.to);
    let counter = counters.get(key);
    if (!counter) {
      counter = `${name}Counted${counters.size}`;
      counters.set(key, counter);
      const at = `${place(now.toISOString())}::timestamptz`;
      steps.push(
        `${counter} as (insert into rate_limits (key, count, reset_at)
          select ${place(key)}, 1, ${place(new Date(now.getTime() + VISITOR_WINDOW_MS).toISOString())}::timestamptz where ${stored}
          on conflict (key) do update set
            count = case when rate_limits.reset_at <= ${at} then 1 else rate_limits.count + 1 end,
            reset_at = case when rate_limits.reset_at <= ${at} then excluded.reset_at else rate_limits.reset_at end
          returning count)`,
      );
    }
    steps.push(`${name}${i} as (${into} select ${fields} where (select count from ${counter}) <= ${VISITOR_MAILS_PER_DAY})`);
  }
  return steps;
}

/** A row of a Drizzle table as raw columns: its column names, each value as the driver takes it (SqlValue kept). */
export function rawRow(table: PgTable, row: Record<string, unknown>): Record<string, unknown> {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    Object.entries(row).map(([key, value]) => {
      const column = columns[key];
      if (!column) throw new Error(`no column ${key}`);
      return [column.name, value === null || value instanceof SqlValue ? value : column.mapToDriverValue(value)];
    }),
  );
}

export function smtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    async send(msg) {
      await transporter.sendMail({
        from: msg.from,
        to: msg.to,
        ...(msg.replyTo ? { replyTo: msg.replyTo } : {}),
        subject: msg.subject,
        text: msg.text,
        html: msg.html,
        attachments: msg.attachments?.map((a) => ({
          filename: a.filename,
          content: a.content,
          contentType: a.contentType,
          ...(a.encoding ? { encoding: a.encoding } : {}),
          ...(a.cid ? { cid: a.cid } : {}),
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

/**
 * A mail's body once it has been sent or given up on: its text, HTML and attachments hold sign-in links, cancel links
 * and ticket codes, which must not sit in the database (and so in every backup) after they have reached the person.
 * Who it went to, its subject and when stay, set in the very statement that records the outcome.
 */
const BODY_DROPPED = sql`text = '', html = null, attachments = '[]'::jsonb`;

type Row = {
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  reply_to: string | null;
  attachments: MailAttachment[];
  attempts: number;
};

/** How many messages one pass claims. */
export const MAIL_BATCH = 20;

/** Claims due messages (safe with several processes: SKIP LOCKED plus a lease) and sends each once; how many were sent. */
export async function deliverDue(db: Db, transport: MailTransport, from: string, logger: Logger, now = new Date()): Promise<number> {
  return (await deliverBatch(db, transport, from, logger, now)).sent;
}

async function deliverBatch(
  db: Db,
  transport: MailTransport,
  from: string,
  logger: Logger,
  now: Date,
  stopping = () => false,
  beforeEach: () => Promise<void> = () => nextTurn(),
) {
  const lease = new Date(now.getTime() + 120_000).toISOString();
  const claimed = (await db.execute(sql`
    update outbox set locked_until = ${lease}, attempts = attempts + 1
    where id in (
      select id from outbox
      where status = 'pending' and next_attempt_at <= ${now.toISOString()}
        and (locked_until is null or locked_until < ${now.toISOString()})
      order by created_at limit ${MAIL_BATCH}
      for update skip locked)
    returning id, "to", subject, text, html, reply_to, attachments, attempts`)) as unknown as { rows: Row[] };
  let sent = 0;
  for (const [i, row] of claimed.rows.entries()) {
    // One mail per turn of the event loop at least: drawing a ticket's QR code and the row's updates are milliseconds
    // of this thread, and on the embedded database a batch's calls resolve without I/O, so without the turn a request
    // that arrives waits for the whole batch.
    await beforeEach();
    if (stopping()) {
      // Shutting down: the messages not tried yet are handed back as they were, for the next run to send.
      for (const left of claimed.rows.slice(i)) {
        await db.execute(sql`update outbox set locked_until = null, attempts = attempts - 1 where id = ${left.id}`);
      }
      break;
    }
    try {
      const attachments = await renderAttachments(typeof row.attachments === 'string' ? JSON.parse(row.attachments) : row.attachments);
      await transport.send({
        from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
        attachments,
      });
      await db.execute(
        sql`update outbox set status = 'sent', sent_at = ${new Date().toISOString()}, locked_until = null, last_error = null, ${BODY_DROPPED} where id = ${row.id}`,
      );
      sent++;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const attempts = Number(row.attempts);
      const failed = attempts >= MAX_ATTEMPTS;
      const next = new Date(Date.now() + backoffMs(attempts)).toISOString();
      // A mail given up on is never tried again: its body goes as a sent one's does.
      await db.execute(
        sql`update outbox set status = ${failed ? 'failed' : 'pending'}, next_attempt_at = ${next}, locked_until = null, last_error = ${message.slice(0, 500)}${failed ? sql`, ${BODY_DROPPED}` : sql``} where id = ${row.id}`,
      );
      logger.warn('mail send failed', { id: row.id, attempts, error: message, willRetry: !failed });
    }
  }
  return { claimed: claimed.rows.length, sent };
}

/**
 * While requests are being answered, the worker waits before each mail, in steps of GIVE_WAY_STEP_MS, as many as make
 * GIVE_WAY_MAX_MS (a loaded loop runs its timers late, so the wait may be longer): a person waiting on a page or a
 * staff search goes first, and a mail a fraction of a second later is no worse. Any open request counts, a slow upload
 * or download too. The bound keeps mail moving under steady traffic: some 15 to 20 mails a second.
 */
export const GIVE_WAY_STEP_MS = 5;
export const GIVE_WAY_MAX_MS = 50;

/**
 * Polls the outbox every `intervalMs` (default 5 s, so mail goes out well within a minute), draining it when full
 * batches come back. `busy` says whether requests are being answered (see GIVE_WAY_MAX_MS); `wait` is the clock's.
 */
export function startMailWorker(opts: {
  db: Db;
  transport: MailTransport;
  from: string;
  logger: Logger;
  intervalMs?: number;
  busy?: () => boolean;
  wait?: (ms: number) => Promise<unknown>;
}) {
  let stopped = false;
  const wait = opts.wait ?? ((ms: number) => new Promise((resolve) => setTimeout(resolve, ms)));
  const giveWay = async () => {
    await nextTurn();
    for (let waited = 0; waited < GIVE_WAY_MAX_MS && !stopped && opts.busy?.(); waited += GIVE_WAY_STEP_MS) await wait(GIVE_WAY_STEP_MS);
  };
  let running: Promise<unknown> = Promise.resolve();
  const tick = async () => {
    if (stopped) return;
    // A full batch means more may be waiting (a burst of registrations): the next pass starts at once, so a
    // thousand confirmations take seconds, not fifty polls.
    const drain = async () => {
      for (;;) {
        const { claimed } = await deliverBatch(opts.db, opts.transport, opts.from, opts.logger, new Date(), () => stopped, giveWay);
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
