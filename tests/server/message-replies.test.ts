// Replying to a contact message from the site: the mail goes through the outbox from MAIL_FROM with Reply-To the
// office, in the language the visitor wrote in; the thread stays on the message with each mail's status; the message
// is marked replied and the reply audited; a mail given up on shows as failed on the message.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactReplies, outbox } from '../../server/db/schema';
import { deliverDue, type MailMessage, type MailTransport } from '../../server/platform/outbox';
import { call, createTestContext, makeUser, type TestContext } from '../support/app';

let ctx: TestContext;
let moderator: Awaited<ReturnType<typeof makeUser>>;
const as = (token: string) => ({ token });

/** A visitor's message sent through the public form, in the language their browser asks for. */
async function visitorMessage(email: string, lang: 'en' | 'am', message = 'When is the next field day in Hawassa?') {
  const sent = await call(
    ctx,
    'POST',
    '/api/contact',
    { name: 'Hana Girma', email, subject: 'General Inquiry', message },
    { headers: { 'Accept-Language': lang === 'am' ? 'am-ET,am;q=0.9' : 'en-US,en;q=0.9' } },
  );
  expect(sent.status).toBe(201);
  return sent.json.data.message.id as string;
}

/** Sends every due mail through `transport`, collecting what it was given. */
async function deliver(fail = false) {
  const got: (MailMessage & { from: string })[] = [];
  const transport: MailTransport = {
    async send(msg) {
      if (fail) throw new Error('550 mailbox unavailable');
      got.push(msg);
    },
  };
  await deliverDue(ctx.database.db, transport, ctx.deps.config.mailFrom, ctx.deps.logger, new Date(Date.now() + 86_400_000));
  return got;
}

beforeAll(async () => {
  ctx = await createTestContext({ env: { NOTIFY_EMAIL: 'office@cassava.test', MAIL_FROM: 'ECA <no-reply@cassava.test>' } });
  moderator = await makeUser(ctx, 'moderator');
});
afterAll(() => ctx.close());

describe('replies to contact messages', () => {
  it('mails an Amharic visitor in Amharic from MAIL_FROM with Reply-To the office, and keeps the thread', async () => {
    const id = await visitorMessage('amharic-visitor@example.org', 'am');
    await deliver(); // the acknowledgement and the staff notice
    const replied = await call(
      ctx,
      'POST',
      `/api/admin/contact-messages/${id}/replies`,
      { text: 'ሰላም፤ ነሐሴ 27 ቀን ይካሄዳል።' },
      as(moderator.token),
    );
    expect(replied.status).toBe(201);
    expect(replied.json.data.reply).toMatchObject({
      staffName: moderator.name,
      text: 'ሰላም፤ ነሐሴ 27 ቀን ይካሄዳል።',
      lang: 'am',
      mailStatus: 'pending',
    });
    expect(replied.json.data.message).toMatchObject({ id, status: 'replied', replyCount: 1, replyFailed: false, lang: 'am' });

    const [mail] = await deliver();
    expect(mail).toMatchObject({ to: 'amharic-visitor@example.org', from: 'ECA <no-reply@cassava.test>', replyTo: 'office@cassava.test' });
    expect(mail!.subject).toBe('ምላሽ፦ አጠቃላይ ጥያቄ');
    expect(mail!.text).toContain('ሰላም፤ ነሐሴ 27 ቀን ይካሄዳል።');
    expect(mail!.text).toContain('> When is the next field day in Hawassa?');
    expect(mail!.text).not.toMatch(/Dear|You wrote/);

    const thread = await call(ctx, 'GET', `/api/admin/contact-messages/${id}/replies`, undefined, as(moderator.token));
    expect(thread.status).toBe(200);
    expect(thread.json.data.replies).toEqual([
      expect.objectContaining({ text: 'ሰላም፤ ነሐሴ 27 ቀን ይካሄዳል።', mailStatus: 'sent', mailError: null, staffName: moderator.name }),
    ]);
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'contact_message'), eq(auditLog.entityId, id)));
    expect(audits).toEqual([
      expect.objectContaining({
        action: 'reply',
        actorId: moderator.id,
        details: expect.objectContaining({ from: 'new', to: 'replied', lang: 'am' }),
      }),
    ]);
  });

  it('mails an English visitor in English; a second reply joins the thread', async () => {
    const id = await visitorMessage('english-visitor@example.org', 'en');
    await deliver();
    for (const text of ['Hello, it is on 2 September.', 'Also: registration opens in July.']) {
      expect((await call(ctx, 'POST', `/api/admin/contact-messages/${id}/replies`, { text }, as(moderator.token))).status).toBe(201);
    }
    const mails = await deliver();
    expect(mails.map((m) => m.subject)).toEqual(['Re: General Inquiry', 'Re: General Inquiry']);
    const first = mails.find((m) => m.text.includes('Hello'));
    expect(first!.text).toMatch(/^Dear Hana Girma,\n\nHello, it is on 2 September\./);
    expect(first!.text).toContain('You wrote to us on');
    const thread = await call(ctx, 'GET', `/api/admin/contact-messages/${id}/replies`, undefined, as(moderator.token));
    expect(thread.json.data.replies.map((r: { text: string }) => r.text)).toEqual([
      'Hello, it is on 2 September.',
      'Also: registration opens in July.',
    ]);
    const list = await call(ctx, 'GET', '/api/admin/contact-messages?q=english-visitor', undefined, as(moderator.token));
    expect(list.json.data.items[0]).toMatchObject({ id, status: 'replied', replyCount: 2, replyFailed: false });
  });

  it('shows a reply whose mail was given up on as failed, on the message and in its thread', async () => {
    const id = await visitorMessage('bouncing-visitor@example.org', 'en');
    await deliver();
    const replied = await call(ctx, 'POST', `/api/admin/contact-messages/${id}/replies`, { text: 'Thank you.' }, as(moderator.token));
    const [row] = await ctx.database.db.select().from(contactReplies).where(eq(contactReplies.id, replied.json.data.reply.id));
    // The last attempt the outbox makes before it gives up.
    await ctx.database.db.update(outbox).set({ attempts: 11 }).where(eq(outbox.id, row!.outboxId!));
    await deliver(true);
    const thread = await call(ctx, 'GET', `/api/admin/contact-messages/${id}/replies`, undefined, as(moderator.token));
    expect(thread.json.data.replies[0]).toMatchObject({ mailStatus: 'failed', mailError: '550 mailbox unavailable', text: 'Thank you.' });
    const list = await call(ctx, 'GET', '/api/admin/contact-messages?q=bouncing-visitor', undefined, as(moderator.token));
    expect(list.json.data.items[0]).toMatchObject({ id, replyCount: 1, replyFailed: true });
  });

  it('refuses an empty or too long reply, an unknown message and a visitor', async () => {
    const id = await visitorMessage('checked-visitor@example.org', 'en');
    const empty = await call(ctx, 'POST', `/api/admin/contact-messages/${id}/replies`, { text: '   ' }, as(moderator.token));
    expect(empty.status).toBe(400);
    expect(empty.json.fields.text).toBe('Reply is required');
    const long = await call(ctx, 'POST', `/api/admin/contact-messages/${id}/replies`, { text: 'x'.repeat(5001) }, as(moderator.token));
    expect(long.status).toBe(400);
    const amharic = await call(
      ctx,
      'POST',
      `/api/admin/contact-messages/${id}/replies`,
      {},
      { token: moderator.token, headers: { 'Accept-Language': 'am' } },
    );
    expect(amharic.status).toBe(400);
    expect(amharic.json.fields.text).toBe('ምላሽ ያስፈልጋል');
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call(ctx, 'POST', `/api/admin/contact-messages/${missing}/replies`, { text: 'Hi' }, as(moderator.token))).status).toBe(
      404,
    );
    expect((await call(ctx, 'GET', `/api/admin/contact-messages/${missing}/replies`, undefined, as(moderator.token))).status).toBe(404);
    expect((await call(ctx, 'GET', '/api/admin/contact-messages/not-a-uuid/replies', undefined, as(moderator.token))).status).toBe(404);
    expect((await call(ctx, 'POST', `/api/admin/contact-messages/${id}/replies`, { text: 'Hi' })).status).toBe(401);
    const user = await makeUser(ctx, 'user');
    expect((await call(ctx, 'POST', `/api/admin/contact-messages/${id}/replies`, { text: 'Hi' }, as(user.token))).status).toBe(403);
    // Nothing was stored by a refusal.
    expect(await ctx.database.db.select().from(contactReplies).where(eq(contactReplies.messageId, id))).toEqual([]);
  });
});
