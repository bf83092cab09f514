// Mail end to end: the flows' outbox rows go through nodemailer to a real SMTP server started here.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/schema';
import { TICKET_QR_CID } from '../../server/messages/notifications';
import {
  deliverDue,
  enqueueMail,
  GIVE_WAY_MAX_MS,
  GIVE_WAY_STEP_MS,
  MAIL_BATCH,
  type MailTransport,
  smtpTransport,
  startMailWorker,
} from '../../server/platform/outbox';
import { call, createTestContext, insertEvent, type TestContext } from '../support/app';
import { receiptForm } from '../support/forms';
import { held, qrOfAttachment } from '../support/seats';
import { startSmtp } from '../support/smtp';

let ctx: TestContext;
let eventId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  eventId = await insertEvent(ctx, {
    title: 'Cassava Processing Workshop',
    description: 'Hands-on day.',
    date: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
    time: '2:00 PM',
    location: 'Hawassa University; Hall 3',
  });
});
afterAll(async () => ctx.close());

const quietLogger = () => ({ ...ctx.deps.logger, warn: () => {} });

/**
 * Runs a worker that polls once a minute (only draining sends a burst within a test's time) until `sent()` reaches
 * `count`, then stops it.
 */
async function drain(
  transport: MailTransport,
  sent: () => number,
  count: number,
  more: Partial<Parameters<typeof startMailWorker>[0]> = {},
) {
  const worker = startMailWorker({
    db: ctx.database.db,
    transport,
    from: ctx.deps.config.mailFrom,
    logger: ctx.deps.logger,
    intervalMs: 60_000,
    ...more,
  });
  try {
    await expect.poll(sent, { timeout: 10_000, interval: 20 }).toBe(count);
  } finally {
    await worker.stop();
  }
}

/** Marks what earlier tests left due as sent, then queues `count` mails (to `<name>-<i>@example.org`, under `subject`). */
async function onlyDue(name: string, subject: string, count: number) {
  await ctx.database.db.update(outbox).set({ status: 'sent' }).where(eq(outbox.status, 'pending'));
  for (let i = 0; i < count; i++) await enqueueMail(ctx.database.db, { to: `${name}-${i}@example.org`, subject, text: 'Hello' });
}

describe('outbox → SMTP', () => {
  it('delivers application, receipt, registration (.ics) and contact mail to a real SMTP server', async () => {
    const smtp = await startSmtp();
    try {
      const applicant = 'mail.applicant@example.org';
      const apply = await call(ctx, 'POST', '/api/membership/apply', {
        firstName: 'Abebe',
        lastName: 'Kebede',
        email: applicant,
        phone: '0911 111 111',
        company: 'Kebede Farm',
        address: 'Kebele 2',
        city: 'Adama',
        membershipType: 'processor',
        terms: true,
      });
      expect(apply.status).toBe(201);
      const pdf = { bytes: Buffer.from('%PDF-1.4\n%%EOF\n'), name: 'r.pdf', type: 'application/pdf' };
      expect((await call(ctx, 'POST', '/api/upload-receipt', receiptForm(apply.json.data.application.id, pdf))).status).toBe(201);
      const registrant = 'mail.registrant@example.org';
      const reg = await call(ctx, 'POST', `/api/events/${eventId}/register`, {
        firstName: 'Sara',
        lastName: 'Tadesse',
        email: registrant,
        phone: '0922 222 222',
        organization: 'Coop',
        position: 'Manager',
        terms: true,
      });
      expect(reg.status).toBe(201);
      const contact = 'mail.contact@example.org';
      expect(
        (await call(ctx, 'POST', '/api/contact', { name: 'Dawit', email: contact, subject: 'Other', message: 'Hello there' })).status,
      ).toBe(201);

      const transport = smtpTransport(`smtp://127.0.0.1:${smtp.port}`);
      const sent = await deliverDue(ctx.database.db, transport, ctx.deps.config.mailFrom, ctx.deps.logger);
      expect(sent).toBe(8);
      const rows = await ctx.database.db.select().from(outbox);
      expect(rows.every((r) => r.status === 'sent' && r.sentAt)).toBe(true);
      // What was sent is in the mailboxes; the outbox keeps who, what subject and when (its links are not kept).
      for (const r of rows) expect(r).toMatchObject({ text: '', html: null, attachments: [] });

      const to = (addr: string) => smtp.received.filter((m) => m.to.includes(addr));
      expect(to(applicant)).toHaveLength(2);
      expect(
        to(applicant)
          .map((m) => m.raw)
          .join('\n'),
      ).toContain('Your payment receipt was received');
      expect(to(contact)).toHaveLength(1);
      expect(to(ctx.deps.config.notifyEmail)).toHaveLength(4);
      const [confirmation] = to(registrant);
      expect(confirmation).toBeDefined();
      expect(confirmation!.raw).toMatch(/Content-Type: text\/calendar/i);
      expect(confirmation!.raw).toMatch(/filename="?event\.ics"?/);
      const icsPart = confirmation!.raw.split(/Content-Type: text\/calendar/i)[1]!;
      const body = icsPart
        .split(/\r?\n\r?\n/)[1]!
        .split(/\r?\n--/)[0]!
        .replace(/\s+/g, '');
      const ics = /^[A-Za-z0-9+/=]+$/.test(body) ? Buffer.from(body, 'base64').toString('utf8') : icsPart;
      expect(ics).toContain('BEGIN:VEVENT');
      expect(ics).toContain('SUMMARY:Cassava Processing Workshop');
      expect(ics).toContain('LOCATION:Hawassa University\\; Hall 3');
      expect(ics).toMatch(/DTSTART:\d{8}T110000Z/);
      // The ticket's QR code, an inline image the HTML part shows by its Content-ID; it reads as the ticket's code.
      expect(confirmation!.raw).toMatch(new RegExp(`Content-ID: <${TICKET_QR_CID}>`, 'i'));
      expect(confirmation!.raw).toMatch(/Content-Type: text\/html/i);
      const pngPart = confirmation!.raw.split(/Content-Type: image\/png/i)[1]!;
      expect(pngPart).toMatch(/Content-Disposition: inline/i);
      const png = pngPart
        .split(/\r?\n\r?\n/)[1]!
        .split(/\r?\n--/)[0]!
        .replace(/\s+/g, '');
      // The answer carries no ticket (it is mailed): the stored one.
      const code = (await held(ctx, reg.json.data.registration)).ticketCode!;
      expect(qrOfAttachment({ filename: 'qr.png', content: png, contentType: 'image/png' })).toBe(code);
    } finally {
      await smtp.close();
    }
  });

  it('keeps mail pending while SMTP is down and sends it once SMTP is back', async () => {
    const probe = await startSmtp();
    const port = probe.port;
    await probe.close();
    const email = 'while.down@example.org';
    expect((await call(ctx, 'POST', '/api/contact', { name: 'Down', email, subject: 'Other', message: 'Is anyone there?' })).status).toBe(
      201,
    );
    const transport = smtpTransport(`smtp://127.0.0.1:${port}`);
    expect(await deliverDue(ctx.database.db, transport, ctx.deps.config.mailFrom, quietLogger())).toBe(0);
    const pending = await ctx.database.db.select().from(outbox).where(eq(outbox.to, email));
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({ status: 'pending', attempts: 1 });
    expect(pending[0]!.lastError).toBeTruthy();

    const smtp = await startSmtp(port);
    try {
      // Not due yet: the retry waits for its backoff.
      expect(await deliverDue(ctx.database.db, transport, ctx.deps.config.mailFrom, ctx.deps.logger)).toBe(0);
      const later = new Date(Date.now() + 5 * 60_000);
      expect(await deliverDue(ctx.database.db, transport, ctx.deps.config.mailFrom, ctx.deps.logger, later)).toBe(2);
      const [row] = await ctx.database.db.select().from(outbox).where(eq(outbox.to, email));
      expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
      expect(smtp.received.filter((m) => m.to.includes(email))).toHaveLength(1);
    } finally {
      await smtp.close();
    }
  });

  it('a mail is due at the clock it was queued by, so a worker reading the same millisecond sends it', async () => {
    await onlyDue('none', 'None', 0);
    // The database's clock is finer than a millisecond: read at the insert, it is already past the caller's.
    const queuedAt = new Date();
    await enqueueMail(ctx.database.db, { to: 'same-ms@example.org', subject: 'Same', text: 'Hello' }, queuedAt);
    const sentTo: string[] = [];
    const transport: MailTransport = {
      async send(msg) {
        sentTo.push(msg.to);
      },
    };
    expect(await deliverDue(ctx.database.db, transport, ctx.deps.config.mailFrom, ctx.deps.logger, queuedAt)).toBe(1);
    expect(sentTo).toEqual(['same-ms@example.org']);
  });

  it('every writer to the outbox makes its mail due at the clock of the request that queued it', async () => {
    await onlyDue('none', 'None', 0);
    // A known address (an application), so that its sign-in link is mailed.
    const email = 'due.now@example.org';
    const apply = await call(ctx, 'POST', '/api/membership/apply', {
      firstName: 'Almaz',
      lastName: 'Tadesse',
      email,
      phone: '0911 222 333',
      company: 'Tadesse Farm',
      address: 'Kebele 4',
      city: 'Hawassa',
      membershipType: 'farmer',
      terms: true,
    });
    expect(apply.status).toBe(201);
    await onlyDue('none', 'None', 0);
    // The request's clock read now: the database's, read at each insert, is already past it.
    ctx.clock.set(new Date());
    const at = ctx.clock.now;
    expect((await call(ctx, 'POST', '/api/contact', { name: 'Almaz', email, subject: 'Other', message: 'Hello there' })).status).toBe(201);
    expect((await call(ctx, 'POST', '/api/account/link', { email })).status).toBeLessThan(300);
    const sentTo: string[] = [];
    const transport: MailTransport = {
      async send(msg) {
        sentTo.push(msg.to);
      },
    };
    const queued = await ctx.database.db.select().from(outbox).where(eq(outbox.status, 'pending'));
    // The contact message's two mails (staff's and the writer's) and the sign-in link.
    expect(queued.length).toBe(3);
    expect(await deliverDue(ctx.database.db, transport, ctx.deps.config.mailFrom, ctx.deps.logger, at)).toBe(queued.length);
    // A clock set ahead holds nothing back: the mail is due by the database's clock, not an hour on.
    const ahead = new Date(Date.now() + 3_600_000);
    await enqueueMail(ctx.database.db, { to: 'ahead@example.org', subject: 'Ahead', text: 'Hello' }, ahead);
    const [queuedAhead] = await ctx.database.db.select().from(outbox).where(eq(outbox.to, 'ahead@example.org'));
    expect(queuedAhead!.nextAttemptAt.getTime()).toBeLessThan(ahead.getTime() - 3_000_000);
    // A second on (the database's clock is finer than the worker's millisecond, as above), it is sent.
    expect(await deliverDue(ctx.database.db, transport, ctx.deps.config.mailFrom, ctx.deps.logger, new Date(Date.now() + 1000))).toBe(1);
  });

  it('drains a burst at once: full batches are followed by the next without waiting for the poll', async () => {
    const burst = 2 * MAIL_BATCH + 5;
    await onlyDue('burst', 'Burst', burst);
    const sentTo: string[] = [];
    const transport: MailTransport = {
      async send(msg) {
        sentTo.push(msg.to);
      },
    };
    await drain(transport, () => sentTo.length, burst);
    expect(new Set(sentTo).size).toBe(burst);
    const left = await ctx.database.db.select().from(outbox).where(eq(outbox.status, 'pending'));
    expect(left).toHaveLength(0);
  });

  it('sends one mail per turn of the event loop, so a request that comes in during a burst waits for one mail, not a batch', async () => {
    const count = 6;
    await onlyDue('turn', 'Turn', count);
    const sentTo: string[] = [];
    const transport: MailTransport = {
      async send(msg) {
        sentTo.push(msg.to);
      },
    };
    // What had been sent at each turn of the loop while the batch went out, from none.
    const atTurns: number[] = [0];
    let done = false;
    const everyTurn = () => {
      atTurns.push(sentTo.length);
      if (!done) setImmediate(everyTurn);
    };
    setImmediate(everyTurn);
    expect(await deliverDue(ctx.database.db, transport, ctx.deps.config.mailFrom, ctx.deps.logger)).toBe(count);
    done = true;
    atTurns.push(sentTo.length);
    const steps = atTurns.slice(1).map((n, i) => n - atTurns[i]!);
    expect(Math.max(...steps)).toBeLessThanOrEqual(1);
    expect(atTurns.at(-1)).toBe(count);
  });

  it('gives way to requests being worked on: waits before each mail while busy, never past its bound, and still sends every one', async () => {
    const steps = GIVE_WAY_MAX_MS / GIVE_WAY_STEP_MS;
    // Whether requests are being worked on, at each time the worker asks, and the waits each mail gets.
    const traffic = [
      { name: 'steady', busyAt: () => true, waits: [steps, steps, steps, steps] },
      { name: 'two requests, then none', busyAt: (asked: number) => asked < 2, waits: [2, 0, 0, 0] },
      { name: 'none', busyAt: () => false, waits: [0, 0, 0, 0] },
    ];
    for (const { name, busyAt, waits } of traffic) {
      const count = 4;
      let asked = 0;
      await onlyDue('way', 'Way', count);
      // The worker's clock: each wait is recorded and over at once, so nothing here sleeps.
      const events: string[] = [];
      const transport: MailTransport = {
        async send(msg) {
          events.push(`sent ${msg.to}`);
        },
      };
      await drain(transport, () => events.filter((e) => e.startsWith('sent')).length, count, {
        busy: () => busyAt(asked++),
        wait: async (ms) => void events.push(`wait ${ms}`),
      });
      const expected = waits.flatMap((n) => [...Array.from({ length: n }, () => `wait ${GIVE_WAY_STEP_MS}`), 'sent']);
      expect(
        events.map((e) => (e.startsWith('sent') ? 'sent' : e)),
        name,
      ).toEqual(expected);
      expect(new Set(events.filter((e) => e.startsWith('sent')))).toEqual(
        new Set(Array.from({ length: count }, (_, i) => `sent way-${i}@example.org`)),
      );
    }
  });

  it('stops after the message it is sending: the rest of its batch is handed back untried, for the next run', async () => {
    await onlyDue('stop', 'Stop', 5);
    let sending!: () => void;
    const firstSending = new Promise<void>((r) => {
      sending = r;
    });
    let finishSend!: () => void;
    const sentTo: string[] = [];
    const transport: MailTransport = {
      async send(msg) {
        sending();
        await new Promise<void>((r) => {
          finishSend = r;
        });
        sentTo.push(msg.to);
      },
    };
    const worker = startMailWorker({ db: ctx.database.db, transport, from: ctx.deps.config.mailFrom, logger: ctx.deps.logger });
    await firstSending;
    const stopped = worker.stop();
    finishSend();
    await stopped;
    expect(sentTo).toHaveLength(1);
    const rows = await ctx.database.db.select().from(outbox).where(eq(outbox.subject, 'Stop'));
    expect(rows.filter((r) => r.status === 'sent').map((r) => r.to)).toEqual(sentTo);
    const handedBack = rows.filter((r) => r.status === 'pending');
    expect(handedBack).toHaveLength(4);
    for (const row of handedBack) expect(row).toMatchObject({ attempts: 0, lockedUntil: null });
  });
});
