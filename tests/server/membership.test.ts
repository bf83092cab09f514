// API: POST /api/membership/apply, POST /api/upload-receipt, GET /api/membership/applications[/user|/:id].
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLAN_IDS } from '../../contract/membership';
import { messages } from '../../contract/messages';
import { validationMessages as amValidation } from '../../contract/messages/am/validation';
import { membershipApplications, outbox, receipts } from '../../server/db/schema';
import { call, createTestContext, makeUser, type TestContext } from '../support/app';
import { png } from '../support/files';
import { expectFieldError, expectHoneypotDropped, receiptForm, without } from '../support/forms';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const valid = (over: Record<string, unknown> = {}) => ({
  firstName: 'Almaz',
  lastName: 'Bekele',
  email: `almaz.${Math.random().toString(36).slice(2, 8)}@example.org`,
  phone: '+251 911 234 567',
  company: 'Bekele Cassava Farm',
  address: 'Kebele 04, House 12',
  city: 'Hawassa',
  membershipType: 'farmer',
  message: '',
  terms: true,
  ...over,
});

const tinyPdf = () =>
  Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  );
const tinyJpeg = () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff, 0xd9]);

async function apply(over: Record<string, unknown> = {}) {
  const res = await call(ctx, 'POST', '/api/membership/apply', valid(over));
  expect(res.status).toBe(201);
  return res.json.data.application.id as string;
}

/** Posts a receipt upload: `applicationId` and the file, each left out when not given. */
const upload = (...args: Parameters<typeof receiptForm>) => call(ctx, 'POST', '/api/upload-receipt', receiptForm(...args));

const rowsFor = async (id: string) => ctx.database.db.select().from(membershipApplications).where(eq(membershipApplications.id, id));

describe('POST /api/membership/apply', () => {
  it.each([...PLAN_IDS, 'farm-investor'])('stores a %s application as pending with its emails', async (type) => {
    const body = valid({ membershipType: type, message: 'We grow 4 ha of cassava.' });
    const res = await call(ctx, 'POST', '/api/membership/apply', body);
    expect(res.status).toBe(201);
    const id = res.json.data.application.id;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await rowsFor(id);
    expect(row).toMatchObject({
      status: 'pending',
      membershipType: type,
      email: body.email,
      city: 'Hawassa',
      message: 'We grow 4 ha of cassava.',
    });
    const mail = await ctx.database.db.select().from(outbox);
    expect(mail.filter((m) => m.to === body.email)).toHaveLength(1);
    const own = mail.find((m) => m.to === body.email)!;
    expect(own.text).toContain('3-5 business days');
    // The plan is named once, in plain words: "farmer membership application", "farm investor application".
    expect(own.subject).toBe(
      type === 'farm-investor' ? 'We received your farm investor application' : `We received your ${type} membership application`,
    );
    expect(own.text).not.toMatch(/application application|for farm investor /);
    expect(mail.some((m) => m.to === ctx.deps.config.notifyEmail && m.text.includes(body.email))).toBe(true);
  });

  it.each([
    ['firstName', 'First name is required'],
    ['lastName', 'Last name is required'],
    ['email', 'Email is required'],
    ['phone', 'Phone is required'],
    ['company', 'Company / farm name is required'],
    ['address', 'Address is required'],
    ['city', 'City is required'],
    ['membershipType', 'Please choose a membership type'],
    ['terms', 'You must accept the terms and conditions'],
  ])('rejects a missing %s with a field error and stores nothing', async (field, message) => {
    const before = (await ctx.database.db.select().from(membershipApplications)).length;
    const res = await expectFieldError(ctx, '/api/membership/apply', without(valid(), field), field, message);
    expect(res.json.error).toBe(message);
    expect((await ctx.database.db.select().from(membershipApplications)).length).toBe(before);
  });

  it.each([
    ['email', 'not-an-email', 'Please enter a valid email address'],
    ['phone', 'call me', 'Please enter a valid phone number'],
    ['membershipType', 'gold', 'Please choose a membership type'],
    ['terms', false, 'You must accept the terms and conditions'],
    ['firstName', '   ', 'First name is required'],
    ['firstName', 'x'.repeat(81), 'First name must be at most 80 characters'],
  ])('rejects a wrong %s', async (field, value, message) => {
    await expectFieldError(ctx, '/api/membership/apply', valid({ [field]: value }), field, message);
  });

  it('stores the directory choice: off when not asked for, on when the applicant ticks it', async () => {
    const [unasked] = await rowsFor(await apply(without(valid(), 'listInDirectory')));
    expect(unasked!.listInDirectory).toBe(false);
    const [declined] = await rowsFor(await apply({ listInDirectory: false }));
    expect(declined!.listInDirectory).toBe(false);
    const [listed] = await rowsFor(await apply({ listInDirectory: true }));
    expect(listed!.listInDirectory).toBe(true);
  });

  it('rejects a directory choice that is not true or false, in English and Amharic', async () => {
    await expectFieldError(
      ctx,
      '/api/membership/apply',
      valid({ listInDirectory: 'yes' }),
      'listInDirectory',
      messages.validation.listInDirectoryBoolean,
    );
    const am = await call(ctx, 'POST', '/api/membership/apply', valid({ listInDirectory: 1 }), { headers: { 'Accept-Language': 'am' } });
    expect(am.status).toBe(400);
    expect(am.json.fields.listInDirectory).toBe(amValidation.listInDirectoryBoolean);
  });

  it('answers 400 for malformed JSON and 415 for a non-JSON body', async () => {
    const bad = await call(ctx, 'POST', '/api/membership/apply', '{"firstName": ', { headers: { 'Content-Type': 'application/json' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe(messages.http.invalidJson);
    const arr = await call(ctx, 'POST', '/api/membership/apply', '[]', { headers: { 'Content-Type': 'application/json' } });
    expect(arr.status).toBe(400);
    const text = await call(ctx, 'POST', '/api/membership/apply', 'firstName=a', { headers: { 'Content-Type': 'text/plain' } });
    expect(text.status).toBe(415);
  });

  it('drops a honeypot submission: a normal-looking 201, nothing stored, nothing sent', async () => {
    const body = valid({ website: 'http://spam.example' });
    const res = await expectHoneypotDropped(ctx, '/api/membership/apply', body, (answer) => rowsFor(answer.json.data.application.id));
    expect(res.json.data.application.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('rate-limits one address with a 429 and a clear message', async () => {
    const ip = '10.77.0.1';
    const statuses: number[] = [];
    let last: Awaited<ReturnType<typeof call>> | undefined;
    for (let i = 0; i < 11; i++) {
      last = await call(ctx, 'POST', '/api/membership/apply', valid(), { ip });
      statuses.push(last.status);
    }
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(last!.json.error).toBe(messages.http.rateLimited);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /api/upload-receipt', () => {
  it('stores a PNG, marks the application and queues both emails', async () => {
    const email = 'receipt.png@example.org';
    const id = await apply({ email });
    const bytes = png();
    const res = await upload(id, { bytes, name: 'receipt.png', type: 'image/png' });
    expect(res.status).toBe(201);
    expect(res.json.data.receipt).toMatchObject({ applicationId: id, mimeType: 'image/png', size: bytes.length });
    const [stored] = await ctx.database.db.select().from(receipts).where(eq(receipts.applicationId, id));
    expect(Buffer.from(stored!.data).equals(bytes)).toBe(true);
    expect((await rowsFor(id))[0]!.receiptUploadedAt).toBeInstanceOf(Date);
    const mail = (await ctx.database.db.select().from(outbox)).filter((m) => m.to === email);
    expect(mail.map((m) => m.subject)).toContain('Your payment receipt was received');
  });

  it('accepts a PDF and a JPEG, and a retry adds a receipt: the latest is shown, the earlier one kept', async () => {
    const id = await apply();
    const first = await upload(id, { bytes: tinyJpeg(), name: 'r.jpeg', type: 'image/jpeg' });
    expect(first.status).toBe(201);
    expect(first.json.data.receipt.mimeType).toBe('image/jpeg');
    const pdf = tinyPdf();
    const second = await upload(id, { bytes: pdf, name: 'r.pdf', type: 'application/pdf' });
    expect(second.status).toBe(201);
    const rows = await ctx.database.db.select().from(receipts).where(eq(receipts.applicationId, id)).orderBy(receipts.id);
    expect(rows.map((r) => r.mimeType)).toEqual(['image/jpeg', 'application/pdf']);
    expect(Buffer.from(rows[0]!.data).equals(tinyJpeg())).toBe(true);
    expect(Buffer.from(rows[1]!.data).equals(pdf)).toBe(true);
    const staff = await makeUser(ctx, 'moderator');
    const view = await call(ctx, 'GET', `/api/membership/applications/${id}`, undefined, { token: staff.token });
    expect(view.json.data.application.receipt).toMatchObject({ mimeType: 'application/pdf', size: pdf.length });
    expect(view.json.data.application.receiptCount).toBe(2);
    expect(view.json.data.application.receipts.map((r: { mimeType: string }) => r.mimeType)).toEqual(['application/pdf', 'image/jpeg']);
  });

  it('judges the type by content: a PNG named .pdf is a PNG; HTML named .png is 415', async () => {
    const id = await apply();
    const disguised = await upload(id, { bytes: png(), name: 'scan.pdf', type: 'application/pdf' });
    expect(disguised.status).toBe(201);
    expect(disguised.json.data.receipt.mimeType).toBe('image/png');
    const id2 = await apply();
    const html = Buffer.from('<!doctype html><script>alert(1)</script>');
    const res = await upload(id2, { bytes: html, name: 'receipt.png', type: 'image/png' });
    expect(res.status).toBe(415);
    expect(res.json.error).toBe(messages.membership.receiptWrongType);
    expect(await ctx.database.db.select().from(receipts).where(eq(receipts.applicationId, id2))).toHaveLength(0);
    expect((await rowsFor(id2))[0]!.receiptUploadedAt).toBeNull();
    const tiny = await upload(id2, { bytes: Buffer.from('GIF'), name: 'a.png', type: 'image/png' });
    expect(tiny.status).toBe(415);
  });

  it('answers 413 past 5 MB (with and without Content-Length) and stores nothing', async () => {
    const id = await apply();
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0);
    png().copy(big);
    const res = await upload(id, { bytes: big, name: 'big.png', type: 'image/png' });
    expect(res.status).toBe(413);
    expect(res.json.error).toBe(messages.membership.receiptTooLarge);
    // Streamed without a length: the limit is still enforced while reading.
    const fd = receiptForm(id, { bytes: big, name: 'big.png', type: 'image/png' });
    const encoded = new Response(fd);
    const streamed = await ctx.app.request('/api/upload-receipt', {
      method: 'POST',
      headers: { 'Content-Type': encoded.headers.get('content-type')!, 'X-Forwarded-For': '10.78.0.1' },
      body: encoded.body,
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
    const declared = await ctx.app.request('/api/upload-receipt', {
      method: 'POST',
      headers: {
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(50 * 1024 * 1024),
        'X-Forwarded-For': '10.78.0.2',
      },
      body: 'x',
    });
    expect(declared.status).toBe(413);
    expect(await ctx.database.db.select().from(receipts).where(eq(receipts.applicationId, id))).toHaveLength(0);
  });

  it('accepts a file of exactly 5 MB', async () => {
    const id = await apply();
    const max = Buffer.alloc(5 * 1024 * 1024, 0);
    tinyPdf().copy(max);
    const res = await upload(id, { bytes: max, name: 'max.pdf', type: 'application/pdf' });
    expect(res.status).toBe(201);
    expect(res.json.data.receipt.size).toBe(max.length);
  });

  it('400 for an empty file or a missing file or id, 404 for an unknown application, 415 for a JSON body', async () => {
    const id = await apply();
    const empty = await upload(id, { bytes: Buffer.alloc(0), name: 'a.png', type: 'image/png' });
    expect(empty.status).toBe(400);
    const missing = await upload(id);
    expect(missing.status).toBe(400);
    expect(missing.json.error).toBe(messages.membership.receiptMissing);
    const noId = await upload(undefined, { bytes: png(), name: 'a.png', type: 'image/png' });
    expect(noId.status).toBe(400);
    const unknown = await upload(crypto.randomUUID(), { bytes: png(), name: 'a.png', type: 'image/png' });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toBe(messages.membership.applicationNotFound);
    const junkId = await upload("1' or 1=1", { bytes: png(), name: 'a.png', type: 'image/png' });
    expect(junkId.status).toBe(404);
    const json = await call(ctx, 'POST', '/api/upload-receipt', { applicationId: id });
    expect(json.status).toBe(415);
  });
});

describe('GET /api/membership/applications…', () => {
  it('are for staff only', async () => {
    const id = await apply();
    for (const path of ['/api/membership/applications', '/api/membership/applications/user', `/api/membership/applications/${id}`]) {
      expect((await call(ctx, 'GET', path)).status).toBe(401);
      const user = await makeUser(ctx, 'user');
      expect((await call(ctx, 'GET', path, undefined, { token: user.token })).status).toBe(403);
    }
  });

  it('list, own and one for a moderator', async () => {
    const mod = await makeUser(ctx, 'moderator');
    const mine = await apply({ email: mod.email.toUpperCase() });
    const other = await apply();
    const list = await call(ctx, 'GET', '/api/membership/applications', undefined, { token: mod.token });
    expect(list.status).toBe(200);
    expect(list.json.data.applications.map((a: { id: string }) => a.id)).toEqual(expect.arrayContaining([mine, other]));
    const own = await call(ctx, 'GET', '/api/membership/applications/user', undefined, { token: mod.token });
    expect(own.json.data.applications.map((a: { id: string }) => a.id)).toEqual([mine]);
    const one = await call(ctx, 'GET', `/api/membership/applications/${other}`, undefined, { token: mod.token });
    expect(one.status).toBe(200);
    expect(one.json.data.application).toMatchObject({ id: other, status: 'pending', receipt: null });
    const missing = await call(ctx, 'GET', `/api/membership/applications/${crypto.randomUUID()}`, undefined, { token: mod.token });
    expect(missing.status).toBe(404);
    const junk = await call(ctx, 'GET', '/api/membership/applications/not-a-uuid', undefined, { token: mod.token });
    expect(junk.status).toBe(404);
  });
});
