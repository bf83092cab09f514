// The public forms mail whatever address is typed into them. So one address gets at most VISITOR_MAILS_PER_DAY of
// those mails a day, counted across processes (the write still succeeds, the staff notice still goes), and what they
// repeat of the sender's text is the name alone, without markup or links.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { contactMessages, outbox } from '../../server/db/schema';
import { MAIL_NAME_MAX, mailName } from '../../server/messages/notifications';
import { VISITOR_MAILS_PER_DAY } from '../../server/platform/outbox';
import { call, createTestContext, makeUser, type TestContext } from '../support/app';
import { validRegistration } from '../support/fixtures';

let ctx: TestContext;
let eventId: string;
let admin: string;

beforeAll(async () => {
  ctx = await createTestContext();
  admin = (await makeUser(ctx, 'admin')).token;
  const created = await call(
    ctx,
    'POST',
    '/api/admin/events',
    { title: 'Mail day', description: 'About mail.', date: '2099-03-01', time: '9:00 AM', location: 'Adama' },
    { token: admin },
  );
  eventId = created.json.data.id;
});
afterAll(() => ctx.close());

const tinyPdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
const receiptForm = (applicationId: string) => {
  const fd = new FormData();
  fd.append('applicationId', applicationId);
  fd.append('receipt', new Blob([new Uint8Array(tinyPdf())], { type: 'application/pdf' }), 'receipt.pdf');
  return fd;
};

const application = (email: string, over: Record<string, unknown> = {}) => ({
  firstName: 'Almaz',
  lastName: 'Bekele',
  email,
  phone: '+251 911 234 567',
  company: 'Bekele Cassava Farm',
  address: 'Kebele 04',
  city: 'Hawassa',
  membershipType: 'farmer',
  message: 'Please visit http://evil.example now',
  terms: true,
  ...over,
});
const registration = (email: string, over: Record<string, unknown> = {}) =>
  validRegistration(email, { specialRequirements: 'Call http://evil.example', ...over });
const message = (email: string, over: Record<string, unknown> = {}) => ({
  name: 'Hana Girma',
  email,
  phone: '',
  subject: 'General Inquiry',
  message: 'Win a prize at http://evil.example',
  contactType: 'individual',
  organization: '',
  ...over,
});

const mailTo = async (address: string) =>
  (await ctx.database.db.select().from(outbox)).filter((m) => m.to.toLowerCase() === address.toLowerCase());
const staffMail = async () => (await ctx.database.db.select().from(outbox)).filter((m) => m.to === ctx.deps.config.notifyEmail);

describe('the name a visitor mail repeats', () => {
  const hostile = {
    first: '<a href="http://evil.example/win">Claim</a>',
    last: 'Prize http://evil.example <img src=x onerror=alert(1)>',
  };
  const clean = (raw: string) => {
    // Our own links (the ticket page, the cancel link) are the only ones a visitor's mail may carry.
    const ours = ctx.deps.config.publicUrl;
    const text = raw
      .split(/\s+/)
      .filter((word) => !word.startsWith(`${ours}/`))
      .join(' ');
    expect(text).not.toMatch(/</);
    expect(text).not.toMatch(/>/);
    expect(text).not.toMatch(/http/i);
    expect(text).not.toMatch(/evil/i);
    expect(text).not.toMatch(/href|onerror/i);
  };

  it('keeps letters of any script, drops markup, links and addresses, and is capped', () => {
    expect(mailName(hostile.first, hostile.last)).toBe('Claim Prize');
    expect(mailName('Win', 'www.evil.example evil.example me@evil.example EVIL.EXAMPLE/x hTTp:x')).toBe('Win');
    expect(mailName('Almaz', 'Bekele')).toBe('Almaz Bekele');
    expect(mailName("Mary-Jane O'Neil", 'Jr.')).toBe("Mary-Jane O'Neil Jr");
    expect(mailName('አልማዝ', 'በቀለ')).toBe('አልማዝ በቀለ');
    expect(mailName('HTTPS://X.Y', 'ftp://files', 'a.b.cd')).toBe('');
    expect(mailName('<script>', '</script>')).toBe('');
    expect(mailName('Abebe'.repeat(30)).length).toBeLessThanOrEqual(MAIL_NAME_MAX);
    expect(mailName(...Array.from({ length: 40 }, () => 'Abebe')).length).toBeLessThanOrEqual(MAIL_NAME_MAX);
  });

  it('application, receipt, registration and message mails greet the cleaned name and repeat no other free text', async () => {
    const email = 'named@example.org';
    const applied = await call(
      ctx,
      'POST',
      '/api/membership/apply',
      application(email, { firstName: hostile.first, lastName: hostile.last }),
    );
    expect(applied.status, applied.text).toBe(201);
    const upload = await call(ctx, 'POST', '/api/upload-receipt', receiptForm(applied.json.data.application.id));
    expect(upload.status).toBe(201);
    const registered = await call(
      ctx,
      'POST',
      `/api/events/${eventId}/register`,
      registration(email, { firstName: hostile.first, lastName: hostile.last }),
    );
    expect(registered.status).toBe(201);
    const sent = await call(ctx, 'POST', '/api/contact', message(email, { name: `${hostile.first} ${hostile.last}` }));
    expect(sent.status).toBe(201);

    const mails = await mailTo(email);
    expect(mails.map((m) => m.subject).sort()).toEqual([
      'We received your farmer membership application',
      'We received your message: General Inquiry',
      'You are registered: Mail day',
      'Your payment receipt was received',
    ]);
    for (const m of mails) {
      expect(m.text.startsWith('Dear Claim Prize,\n\n'), m.text).toBe(true);
      clean(m.text);
      clean(m.subject);
      // The calendar invitation links to our own events page, and to nothing of the sender's (the ticket's QR image
      // is base64, where any word may turn up by chance: its own test reads it as the ticket code).
      expect(JSON.stringify(m.attachments.filter((a) => a.contentType !== 'image/png'))).not.toMatch(/evil|<|href/i);
      expect(m.html ?? '').not.toMatch(/evil/i);
    }
    // The office still gets everything that was sent.
    const staff = await staffMail();
    expect(staff.some((m) => m.text.includes('Win a prize at http://evil.example'))).toBe(true);
    expect(staff.some((m) => m.text.includes('Call http://evil.example'))).toBe(true);
  });

  it('a name with nothing left gets a plain greeting', async () => {
    const email = 'nameless@example.org';
    expect((await call(ctx, 'POST', '/api/contact', message(email, { name: 'http://evil.example' }))).status).toBe(201);
    const [mail] = await mailTo(email);
    expect(mail!.text.startsWith('Hello,\n\n')).toBe(true);
    clean(mail!.text);
  });

  it('the decision staff send greets the cleaned name too', async () => {
    const email = 'decided@example.org';
    const applied = await call(ctx, 'POST', '/api/membership/apply', application(email, { firstName: hostile.first }));
    const id = applied.json.data.application.id;
    const decided = await call(ctx, 'PUT', `/api/admin/membership-applications/${id}/status`, { status: 'approved' }, { token: admin });
    expect(decided.status).toBe(200);
    const decision = (await mailTo(email)).find((m) => /approved/.test(m.subject))!;
    expect(decision.text.startsWith('Dear Claim,\n\n')).toBe(true);
    clean(decision.text);
  });
});

describe('mails per recipient', () => {
  it(`sends one address at most ${VISITOR_MAILS_PER_DAY} a day from all the forms together; the writes still succeed`, async () => {
    const victim = 'victim@example.org';
    const before = (await staffMail()).length;
    const statuses: number[] = [];
    // Each from a fresh address, as an attacker spreading over many would.
    const applied = await call(ctx, 'POST', '/api/membership/apply', application(victim));
    statuses.push(applied.status);
    const id = applied.json.data.application.id;
    for (let i = 0; i < 3; i++) statuses.push((await call(ctx, 'POST', '/api/upload-receipt', receiptForm(id))).status);
    statuses.push((await call(ctx, 'POST', `/api/events/${eventId}/register`, registration('Victim@Example.org'))).status);
    for (let i = 0; i < 4; i++)
      statuses.push((await call(ctx, 'POST', '/api/contact', message(i % 2 ? victim : ' VICTIM@example.org '))).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 201, 201, 201, 201]);
    expect(await mailTo(victim)).toHaveLength(VISITOR_MAILS_PER_DAY);
    // Every write is stored, and the office hears of each one.
    const stored = await ctx.database.db.select().from(contactMessages).where(sql`lower(trim(${contactMessages.email})) = ${victim}`);
    expect(stored).toHaveLength(4);
    expect((await staffMail()).length - before).toBe(9);
  });

  it('counts across processes: two apps on one database share the count', async () => {
    const other = createApp(ctx.deps);
    const victim = 'shared-victim@example.org';
    for (let i = 0; i < VISITOR_MAILS_PER_DAY + 3; i++) {
      const app = i % 2 ? other : ctx.app;
      const res = await app.request('/api/contact', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.200.${i}.1` },
        body: JSON.stringify(message(victim)),
      });
      expect(res.status).toBe(201);
    }
    expect(await mailTo(victim)).toHaveLength(VISITOR_MAILS_PER_DAY);
  });

  it('a day later the address gets mail again; a failed write counts nothing', async () => {
    const victim = 'tomorrow@example.org';
    ctx.clock.set(new Date('2031-05-01T08:00:00Z'));
    for (let i = 0; i < VISITOR_MAILS_PER_DAY + 1; i++) await call(ctx, 'POST', '/api/contact', message(victim));
    expect(await mailTo(victim)).toHaveLength(VISITOR_MAILS_PER_DAY);
    ctx.clock.advance(23 * 3600_000);
    await call(ctx, 'POST', '/api/contact', message(victim));
    expect(await mailTo(victim)).toHaveLength(VISITOR_MAILS_PER_DAY);
    ctx.clock.advance(3600_000);
    await call(ctx, 'POST', '/api/contact', message(victim));
    expect(await mailTo(victim)).toHaveLength(VISITOR_MAILS_PER_DAY + 1);

    // A registration sent again is answered as a new one and mails the address its registration, within the same
    // day's mails: repeating it sends no more than the cap.
    const once = 'once@example.org';
    for (let i = 0; i < VISITOR_MAILS_PER_DAY + 2; i++) {
      expect((await call(ctx, 'POST', `/api/events/${eventId}/register`, registration(once))).status).toBe(201);
    }
    await call(ctx, 'POST', '/api/contact', message(once));
    expect(await mailTo(once)).toHaveLength(VISITOR_MAILS_PER_DAY);
    ctx.clock.set(new Date());
  });

  it('the staff notices are never held back', async () => {
    const before = (await staffMail()).length;
    for (let i = 0; i < VISITOR_MAILS_PER_DAY + 3; i++) await call(ctx, 'POST', '/api/contact', message('another@example.org'));
    expect((await staffMail()).length - before).toBe(VISITOR_MAILS_PER_DAY + 3);
    const [row] = await ctx.database.db.select().from(outbox).where(eq(outbox.to, ctx.deps.config.notifyEmail)).limit(1);
    expect(row).toBeDefined();
  });
});
