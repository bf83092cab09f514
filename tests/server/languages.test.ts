// The server in two languages: error texts by Accept-Language, the language stored with each application,
// registration and message, and every mail to the person in that language (staff notices stay English).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { authMessages as amAuth } from '../../contract/messages/am/auth';
import { httpMessages as amHttp } from '../../contract/messages/am/http';
import { membershipMessages as amMembership } from '../../contract/messages/am/membership';
import { serverMessages as amServer } from '../../contract/messages/am/server';
import { serverMessages } from '../../contract/messages/server';
import { contactMessages, eventRegistrations, eventTexts, membershipApplications, outbox } from '../../server/db/schema';
import { frameworkFailure, invalidInputFailure } from '../../server/messages/localize';
import { acceptLanguage } from '../../server/platform/lang';
import { call, createTestContext, freshIp, insertEvent, makeUser, type TestContext } from '../support/app';
import { receiptForm } from '../support/forms';

const AM = { 'Accept-Language': 'am' };
const ETHIOPIC = /[\u1200-\u137F]/;
const LATIN = /[A-Za-z]/;

let ctx: TestContext;
let eventId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  eventId = await insertEvent(ctx, {
    title: 'Annual General Assembly 2019 E.C.: Day 1',
    description: 'Opening and the annual report.',
    date: '2027-09-02',
    time: '8:30 AM to 5:30 PM',
    location: 'ICT Park, Addis Ababa',
  });
  await ctx.database.db
    .insert(eventTexts)
    .values({ eventId, lang: 'am', title: 'የ2019 ዓ.ም. ዓመታዊ ጠቅላላ ጉባኤ፦ 1ኛ ቀን', description: 'መክፈቻና ዓመታዊ ሪፖርት።' });
});
afterAll(async () => ctx.close());

const unique = (name: string) => `${name}.${Math.random().toString(36).slice(2, 8)}@example.org`;
const contact = (over: Record<string, unknown> = {}) => ({
  name: 'Hanna Mulugeta',
  email: unique('hanna'),
  subject: 'Membership Information',
  message: 'How do I join?',
  ...over,
});
const registration = (over: Record<string, unknown> = {}) => ({
  firstName: 'Tesfaye',
  lastName: 'Gebre',
  email: unique('tesfaye'),
  phone: '0911 223 344',
  organization: 'Sidama Cassava Union',
  position: 'Chair',
  attendees: '2',
  terms: true,
  ...over,
});
const application = (over: Record<string, unknown> = {}) => ({
  firstName: 'Almaz',
  lastName: 'Bekele',
  email: unique('almaz'),
  phone: '+251 911 234 567',
  company: 'Bekele Cassava Farm',
  address: 'Kebele 04',
  city: 'Hawassa',
  membershipType: 'farmer',
  terms: true,
  ...over,
});
const pdf = { bytes: new TextEncoder().encode('%PDF-1.4\n%%EOF\n'), name: 'receipt.pdf', type: 'application/pdf' };

/** The mails queued to `to`, oldest first. */
const mailsTo = async (to: string) =>
  (await ctx.database.db.select().from(outbox).where(eq(outbox.to, to))).sort((a, b) => +a.createdAt - +b.createdAt);
/** An .ics property's value, its folded lines joined again and its text escapes undone. */
const icsValue = (ics: string, name: string) =>
  /^([A-Z-]+)(?:;[^:]*)?:(.*)$/m
    .exec(
      ics
        .replace(/\r\n /g, '')
        .split('\r\n')
        .find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`)) ?? '',
    )?.[2]
    ?.replace(/\\n/g, '\n')
    .replace(/\\([,;\\])/g, '$1');

/** An Amharic answer: Ethiopic text, no English word. */
const expectAmharic = (text: unknown) => {
  expect(typeof text).toBe('string');
  expect(text).toMatch(ETHIOPIC);
  expect(text).not.toMatch(LATIN);
};

describe('Accept-Language', () => {
  it.each([
    ['am', 'am'],
    ['am-ET', 'am'],
    ['AM-et', 'am'],
    ['am;q=0.9,en;q=0.8', 'am'],
    ['en;q=0.8, am;q=0.9', 'am'],
    ['en-US,en;q=0.9,am;q=0.8', 'en'],
    ['fr, am;q=0.5', 'am'],
    ['en, am', 'en'],
    ['am, en', 'am'],
    ['am;q=0, en', 'en'],
    ['am;q=0', 'en'],
    ['*;q=0.5, am;q=0.4', 'en'],
    ['am;q=abc, en;q=0.1', 'en'],
    ['amx', 'en'],
    ['fr', 'en'],
    ['en', 'en'],
    ['', 'en'],
    [undefined, 'en'],
  ])('%j is %s', (header, lang) => {
    expect(acceptLanguage(header)).toBe(lang);
  });
});

describe('error texts in Amharic', () => {
  it('validation: the message and each field message in Amharic, the field names unchanged', async () => {
    const en = await call(ctx, 'POST', '/api/contact', { email: 'nobody' });
    const am = await call(ctx, 'POST', '/api/contact', { email: 'nobody' }, { headers: AM });
    expect(en.status).toBe(400);
    expect(am.status).toBe(400);
    expect(en.json.fields.name).toBe('Name is required');
    expect(Object.keys(am.json.fields).sort()).toEqual(Object.keys(en.json.fields).sort());
    for (const text of [am.json.error, am.json.message, ...Object.values(am.json.fields)]) expectAmharic(text);
    // Each English text's own Amharic, a template's field name translated with it.
    expect(am.json).toEqual({
      error: amHttp.validation,
      code: 'http.validation',
      message: amHttp.validation,
      fields: { name: 'ስም ያስፈልጋል', email: 'እባክዎ ትክክለኛ የኢሜይል አድራሻ ያስገቡ', subject: 'እባክዎ ርዕስ ይምረጡ', message: 'መልእክት ያስፈልጋል' },
    });
    expect(am.headers.get('vary')).toMatch(/Accept-Language/);
  });

  it('a server text of a template, its argument translated too (404 of an unknown event)', async () => {
    const path = `/api/events/${crypto.randomUUID()}`;
    const en = await call(ctx, 'GET', path);
    const am = await call(ctx, 'GET', path, undefined, { headers: { 'Accept-Language': 'am-ET,am;q=0.9,en;q=0.8' } });
    const code = 'server.notFound';
    expect(en).toMatchObject({ status: 404, json: { error: 'That event was not found.', code, message: 'That event was not found.' } });
    expect(am).toMatchObject({ status: 404, json: { error: 'ዝግጅቱ አልተገኘም።', code, message: 'ዝግጅቱ አልተገኘም።' } });
  });

  it('404 of an unknown API address and of a made-up item id', async () => {
    const am = await call(ctx, 'GET', '/api/no-such-thing', undefined, { headers: AM });
    expect(am).toMatchObject({ status: 404, json: { error: amServer.noEndpoint } });
    const en = await call(ctx, 'GET', '/api/no-such-thing');
    expect(en.json.error).toBe(serverMessages.noEndpoint);
    const post = await call(ctx, 'GET', '/api/blog-posts/no-such-post', undefined, { headers: AM });
    expect(post).toMatchObject({ status: 404, json: { error: 'ጽሑፉ አልተገኘም።' } });
  });

  it('401 without a session', async () => {
    const en = await call(ctx, 'GET', '/api/admin/dashboard-summary');
    const am = await call(ctx, 'GET', '/api/admin/dashboard-summary', undefined, { headers: AM });
    expect(en).toMatchObject({ status: 401, json: { error: messages.auth.notSignedIn, code: 'auth.notSignedIn' } });
    expect(am).toMatchObject({ status: 401, json: { error: amAuth.notSignedIn, code: 'auth.notSignedIn', message: amAuth.notSignedIn } });
  });

  it('409: a staff member deleting their own account (a second registration with the same email is a 201)', async () => {
    const body = registration();
    expect((await call(ctx, 'POST', `/api/events/${eventId}/register`, body)).status).toBe(201);
    const again = await call(ctx, 'POST', `/api/events/${eventId}/register`, body, { headers: AM });
    expect(again.status).toBe(201);
    const admin = await makeUser(ctx, 'admin');
    const self = await call(ctx, 'DELETE', `/api/admin/users/${admin.id}`, undefined, { token: admin.token, headers: AM });
    expect(self).toMatchObject({ status: 409, json: { error: 'የራስዎን መለያ መሰረዝ አይችሉም።' } });
    const selfEn = await call(ctx, 'DELETE', `/api/admin/users/${admin.id}`, undefined, { token: admin.token });
    expect(selfEn.json.error).toBe(serverMessages.selfDelete);
  });

  it('413 and 415 of the receipt upload', async () => {
    const tooLarge = await ctx.app.request('/api/upload-receipt', {
      method: 'POST',
      headers: {
        ...AM,
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(50 * 1024 * 1024),
        'X-Forwarded-For': freshIp(),
      },
      body: 'x',
    });
    expect(tooLarge.status).toBe(413);
    expect((await tooLarge.json()).error).toBe(amMembership.receiptTooLarge);
    const notMultipart = await call(ctx, 'POST', '/api/upload-receipt', { receipt: 'x' }, { headers: AM });
    expect(notMultipart).toMatchObject({ status: 415, json: { error: amServer.receiptNotMultipart } });
    const textFile = { bytes: new TextEncoder().encode('hello, not a receipt'), name: 'a.txt', type: 'text/plain' };
    const wrongType = await call(ctx, 'POST', '/api/upload-receipt', receiptForm(crypto.randomUUID(), textFile), { headers: AM });
    expect(wrongType).toMatchObject({ status: 415, json: { error: amMembership.receiptWrongType } });
    const enWrongType = await call(ctx, 'POST', '/api/upload-receipt', receiptForm(crypto.randomUUID(), textFile));
    expect(enWrongType.json.error).toBe(messages.membership.receiptWrongType);
  });

  it('429 past the contact form limit, with Retry-After', async () => {
    const ip = freshIp();
    let last: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 6; i++) last = await call(ctx, 'POST', '/api/contact', {}, { ip, headers: AM });
    expect(last!.status).toBe(429);
    expect(last!.headers.get('retry-after')).toBeTruthy();
    expect(last!.json.error).toBe(amHttp.rateLimited);
  });

  it('English answers are unchanged without the header or with English first', async () => {
    for (const headers of [{}, { 'Accept-Language': 'en-US,en;q=0.9,am;q=0.5' }] as Record<string, string>[]) {
      const res = await call(ctx, 'POST', '/api/contact', {}, { headers });
      expect(res.json).toEqual({
        error: messages.http.validation,
        code: 'http.validation',
        message: messages.http.validation,
        fields: {
          name: 'Name is required',
          email: 'Email is required',
          subject: 'Please choose a subject',
          message: 'Message is required',
        },
      });
    }
  });
});

describe('texts without a code', () => {
  it("valibot's own wording of an issue gets a plain Amharic sentence for its field or status, never the English", () => {
    const failure = invalidInputFailure('am', 'http.validation', { image: { text: 'Invalid type' } });
    expectAmharic(failure.error);
    expectAmharic(failure.fields!.image);
    expectAmharic(frameworkFailure('am', 413, 'Payload Too Large').error);
    expect(invalidInputFailure('en', 'http.validation', { a: { text: 'b' } })).toEqual({
      error: 'b',
      code: 'http.validation',
      message: 'b',
      fields: { a: 'b' },
    });
  });
});

describe('the language stored with each kind and the mails in it', () => {
  it('a contact message: stored lang and the acknowledgement in it; the staff copy in English', async () => {
    for (const [headers, lang] of [
      [AM, 'am'],
      [{ 'Accept-Language': 'en' }, 'en'],
      [{}, 'en'],
    ] as const) {
      const body = contact();
      const res = await call(ctx, 'POST', '/api/contact', body, { headers });
      expect(res.status).toBe(201);
      const [row] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, res.json.data.message.id));
      expect(row!.lang).toBe(lang);
      const [mail] = await mailsTo(body.email);
      if (lang === 'am') {
        expect(mail!.subject).toBe('መልእክትዎ ደርሶናል፦ ስለ አባልነት');
        expect(mail!.text).toContain('ውድ Hanna Mulugeta፣');
        expect(mail!.text).toContain('የኢትዮጵያ ካሳቫ ማህበር');
      } else {
        expect(mail!.subject).toBe('We received your message: Membership Information');
        expect(mail!.text).toContain('Dear Hanna Mulugeta,');
      }
    }
    const staff = (await mailsTo(ctx.deps.config.notifyEmail)).filter((m) => m.subject.startsWith('Contact form:'));
    expect(staff.length).toBeGreaterThanOrEqual(3);
    for (const m of staff) expect(m.text).not.toMatch(ETHIOPIC);
  });

  it('a registration: stored lang, the confirmation with Ethiopian date and clock, and the .ics in Amharic', async () => {
    const amBody = registration();
    const am = await call(ctx, 'POST', `/api/events/${eventId}/register`, amBody, { headers: AM });
    expect(am.status).toBe(201);
    const [amRow] = await ctx.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, am.json.data.registration.id));
    expect(amRow!.lang).toBe('am');
    const [amMail] = await mailsTo(amBody.email);
    expect(amMail!.subject).toBe('ተመዝግበዋል፦ የ2019 ዓ.ም. ዓመታዊ ጠቅላላ ጉባኤ፦ 1ኛ ቀን');
    expect(amMail!.text).toContain('ቀን፦ ነሐሴ 27 ቀን 2019 ዓ.ም. (እ.ኤ.አ. ሴፕቴምበር 2 ቀን 2027)');
    expect(amMail!.text).toContain('ሰዓት፦ ከጠዋቱ 2:30 (8:30 AM) እስከ ቀኑ 11:30 (5:30 PM)');
    expect(amMail!.text).toContain('ተሳታፊዎች፦ 2');
    const ics = amMail!.attachments[0]!.content;
    expect(icsValue(ics, 'SUMMARY')).toBe('የ2019 ዓ.ም. ዓመታዊ ጠቅላላ ጉባኤ፦ 1ኛ ቀን');
    expect(icsValue(ics, 'DESCRIPTION')).toContain('መክፈቻና ዓመታዊ ሪፖርት።');
    expect(icsValue(ics, 'DESCRIPTION')).toContain('ነሐሴ 27 ቀን 2019 ዓ.ም.');
    expect(icsValue(ics, 'DTSTART')).toBe('20270902T053000Z');
    expect(icsValue(ics, 'URL')).toMatch(/\/am\/events$/);

    const enBody = registration();
    const en = await call(ctx, 'POST', `/api/events/${eventId}/register`, enBody);
    const [enRow] = await ctx.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.id, en.json.data.registration.id));
    expect(enRow!.lang).toBe('en');
    const [enMail] = await mailsTo(enBody.email);
    expect(enMail!.subject).toBe('You are registered: Annual General Assembly 2019 E.C.: Day 1');
    expect(enMail!.text).toContain('When: September 2, 2027 (27 Nehase 2019 in the Ethiopian calendar), 8:30 AM to 5:30 PM');
    expect(icsValue(enMail!.attachments[0]!.content, 'SUMMARY')).toBe('Annual General Assembly 2019 E.C.: Day 1');
    expect(icsValue(enMail!.attachments[0]!.content, 'DESCRIPTION')).toBe('Opening and the annual report.');

    const staff = (await mailsTo(ctx.deps.config.notifyEmail)).filter((m) => m.text.includes(amBody.email));
    expect(staff).toHaveLength(1);
    expect(staff[0]!.subject).toBe(`New registration for Annual General Assembly 2019 E.C.: Day 1: Tesfaye Gebre`);
  });

  it('an event without Amharic text: the Amharic mail falls back to the English title', async () => {
    const plainId = await insertEvent(ctx, {
      title: 'Field day',
      description: 'Visit.',
      date: '2027-10-01',
      time: '',
      location: 'Hawassa',
    });
    const body = registration();
    expect((await call(ctx, 'POST', `/api/events/${plainId}/register`, body, { headers: AM })).status).toBe(201);
    const [mail] = await mailsTo(body.email);
    expect(mail!.subject).toBe('ተመዝግበዋል፦ Field day');
    expect(mail!.text).not.toContain('ሰዓት፦');
  });

  it('an application: stored lang, its mail, the receipt mail and the decision mail in it, whatever language staff use', async () => {
    const admin = await makeUser(ctx, 'admin');
    for (const lang of ['am', 'en'] as const) {
      const body = application({ membershipType: lang === 'am' ? 'processor' : 'farmer' });
      const res = await call(ctx, 'POST', '/api/membership/apply', body, { headers: lang === 'am' ? AM : {} });
      expect(res.status).toBe(201);
      const id = res.json.data.application.id;
      const [row] = await ctx.database.db.select().from(membershipApplications).where(eq(membershipApplications.id, id));
      expect(row!.lang).toBe(lang);
      // The receipt comes without the header (another page, another device): the stored language decides.
      expect((await call(ctx, 'POST', '/api/upload-receipt', receiptForm(id, pdf))).status).toBe(201);
      // Staff decide in the other language's staff area.
      const decided = await call(
        ctx,
        'PUT',
        `/api/admin/membership-applications/${id}/status`,
        { status: 'approved' },
        {
          token: admin.token,
          headers: { 'Accept-Language': lang === 'am' ? 'en' : 'am' },
        },
      );
      expect(decided.status).toBe(200);
      const [received, receipt, decision] = await mailsTo(body.email);
      if (lang === 'am') {
        expect(received!.subject).toBe('የአቀነባባሪ አባልነት ማመልከቻዎ ደርሶናል');
        expect(received!.text).toContain('በ3-5 የሥራ ቀናት');
        expect(received!.text).toContain(id);
        expect(receipt!.subject).toBe('የክፍያ ደረሰኝዎ ደርሶናል');
        expect(receipt!.text).toContain('ለአቀነባባሪ አባልነት ማመልከቻዎ የላኩትን የክፍያ ደረሰኝ ተቀብለናል።');
        expect(decision!.subject).toBe('የአባልነት ማመልከቻዎ ጸድቋል');
        expect(decision!.text).toContain('የአቀነባባሪ አባልነት ማመልከቻዎ ጸድቋል');
        for (const m of [received!, receipt!, decision!]) expect(m.subject).not.toMatch(LATIN);
      } else {
        expect(received!.subject).toBe('We received your farmer membership application');
        expect(receipt!.subject).toBe('Your payment receipt was received');
        expect(decision!.subject).toBe('Your membership application has been approved');
        expect(decision!.text).toContain('your application for Farmer membership has been approved');
      }
    }
  });

  it('a rejection in Amharic', async () => {
    const admin = await makeUser(ctx, 'admin');
    const body = application({ membershipType: 'farm-investor' });
    const id = (await call(ctx, 'POST', '/api/membership/apply', body, { headers: AM })).json.data.application.id;
    await call(
      ctx,
      'PUT',
      `/api/admin/membership-applications/${id}/status`,
      { status: 'rejected', reason: 'ደረሰኙ አይነበብም።' },
      { token: admin.token },
    );
    const mails = await mailsTo(body.email);
    expect(mails[0]!.subject).toBe('የእርሻ ባለሀብት ማመልከቻዎ ደርሶናል');
    expect(mails[1]!.subject).toBe('የአባልነት ማመልከቻዎ');
    expect(mails[1]!.text).toContain('በእርሻ ባለሀብትነት ስላመለከቱ እናመሰግናለን');
  });
});

describe('kept public content', () => {
  it('a kept event answers the same in both languages; an unknown one is a refusal in Amharic', async () => {
    const ctx = await createTestContext();
    try {
      const id = await insertEvent(ctx, { title: 'Kept', description: 'D', date: '2027-09-02', time: '', location: 'Adama' });
      const first = await call(ctx, 'GET', `/api/events/${id}`);
      const kept = await call(ctx, 'GET', `/api/events/${id}`, undefined, { headers: AM });
      expect(kept.status).toBe(200);
      expect(kept.text).toBe(first.text);
      const missing = await call(ctx, 'GET', `/api/events/${crypto.randomUUID()}`, undefined, { headers: AM });
      expect(missing).toMatchObject({ status: 404, json: { error: 'ዝግጅቱ አልተገኘም።' } });
      const form = await call(ctx, 'POST', '/api/contact', { email: 'x' }, { headers: AM });
      expectAmharic(form.json.error);
    } finally {
      await ctx.close();
    }
  });
});
