// API: POST /api/contact, GET /api/contact.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_SUBJECTS } from '../../contract/contact';
import { messages } from '../../contract/messages';
import { contactMessages, outbox } from '../../server/db/schema';
import { call, createTestContext, freshIp, makeUser, type TestContext } from '../support/app';
import { expectFieldError, expectHoneypotDropped, without } from '../support/forms';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => ctx.close());

const valid = (over: Record<string, unknown> = {}) => ({
  name: 'Hanna Mulugeta',
  email: `hanna.${Math.random().toString(36).slice(2, 8)}@example.org`,
  phone: '',
  subject: 'General Inquiry',
  message: 'When is the next training on cassava processing?',
  contactType: 'individual',
  organization: '',
  ...over,
});

describe('POST /api/contact', () => {
  it.each(CONTACT_SUBJECTS)('stores a "%s" message as new and queues the acknowledgement and the staff notice', async (subject) => {
    const body = valid({ subject });
    const res = await call(ctx, 'POST', '/api/contact', body);
    expect(res.status).toBe(201);
    const [row] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, res.json.data.message.id));
    expect(row).toMatchObject({ status: 'new', subject, email: body.email, contactType: 'individual' });
    const mail = await ctx.database.db.select().from(outbox);
    expect(mail.filter((m) => m.to === body.email)).toHaveLength(1);
    expect(mail.some((m) => m.to === ctx.deps.config.notifyEmail && m.text.includes(body.message))).toBe(true);
  });

  it('requires an organization only for an organization', async () => {
    const missing = await call(ctx, 'POST', '/api/contact', valid({ contactType: 'organization' }));
    expect(missing.status).toBe(400);
    expect(missing.json.fields.organization).toBe('Organization is required');
    const ok = await call(
      ctx,
      'POST',
      '/api/contact',
      valid({ contactType: 'organization', organization: 'Ethio Agri Ltd', phone: '+251 911 000 111' }),
    );
    expect(ok.status).toBe(201);
    const [row] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, ok.json.data.message.id));
    expect(row).toMatchObject({ organization: 'Ethio Agri Ltd', phone: '+251 911 000 111' });
    const individual = await call(ctx, 'POST', '/api/contact', valid({ organization: 'ignored' }));
    const [ind] = await ctx.database.db.select().from(contactMessages).where(eq(contactMessages.id, individual.json.data.message.id));
    expect(ind!.organization).toBe('');
  });

  it.each([
    ['name', 'Name is required'],
    ['email', 'Email is required'],
    ['subject', 'Please choose a subject'],
    ['message', 'Message is required'],
  ])('400 for a missing %s', async (field, message) => {
    await expectFieldError(ctx, '/api/contact', without(valid(), field), field, message);
  });

  it.each([
    ['email', 'nobody', 'Please enter a valid email address'],
    ['phone', 'abc', 'Please enter a valid phone number'],
    ['subject', 'Sales', 'Please choose a subject'],
    ['contactType', 'company', 'Choose individual or organization'],
  ])('400 for a wrong %s', async (field, value, message) => {
    await expectFieldError(ctx, '/api/contact', valid({ [field]: value }), field, message);
  });

  it('400 for malformed JSON', async () => {
    const res = await call(ctx, 'POST', '/api/contact', '{"name":', { headers: { 'Content-Type': 'application/json' } });
    expect(res.status).toBe(400);
    expect(res.json.error).toBe(messages.http.invalidJson);
  });

  it('honeypot: 201, nothing stored or sent', async () => {
    const body = valid({ website: 'x' });
    await expectHoneypotDropped(ctx, '/api/contact', body, () =>
      ctx.database.db.select().from(contactMessages).where(eq(contactMessages.email, body.email)),
    );
  });

  it('429 after five messages from one address', async () => {
    const ip = '10.99.0.1';
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await call(ctx, 'POST', '/api/contact', valid(), { ip })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});

describe('the client address behind a proxy (TRUST_PROXY)', () => {
  const fromChain = (c: TestContext, chain: string) => call(c, 'POST', '/api/contact', valid(), { headers: { 'X-Forwarded-For': chain } });

  it('TRUST_PROXY=true takes the entry the proxy added (right-most): a client varying the left-most is still limited', async () => {
    const proxySaw = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await fromChain(ctx, `203.0.113.${i}, ${proxySaw}`)).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429, 429, 429, 429]);
    // Another client behind the same proxy is not.
    expect((await fromChain(ctx, `203.0.113.1, ${freshIp()}`)).status).toBe(201);
  });

  it('TRUST_PROXY=2 takes the second entry from the right', async () => {
    const two = await createTestContext({ env: { TRUST_PROXY: '2' } });
    try {
      const client = freshIp();
      const statuses: number[] = [];
      // The left-most entries are the client's to write; the right-most is the first proxy (any of several).
      for (let i = 0; i < 8; i++) statuses.push((await fromChain(two, `198.51.100.${i}, ${client}, 10.0.0.${i % 3}`)).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429]);
      expect((await fromChain(two, `198.51.100.1, ${freshIp()}, 10.0.0.1`)).status).toBe(201);
      // A request that passed one proxy only: its left-most (only) entry.
      expect((await fromChain(two, client)).status).toBe(429);
    } finally {
      await two.close();
    }
  });

  it('without TRUST_PROXY the header is ignored: every request is the socket address, whatever it claims', async () => {
    const direct = await createTestContext({ env: { TRUST_PROXY: 'false' } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 7; i++) statuses.push((await fromChain(direct, freshIp())).status);
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
    } finally {
      await direct.close();
    }
  });

  it('refuses a TRUST_PROXY that is neither true, false nor a number of proxies', async () => {
    const { loadConfig } = await import('../../server/platform/config');
    expect(loadConfig({ TRUST_PROXY: 'true' }).proxyHops).toBe(1);
    expect(loadConfig({ TRUST_PROXY: 'false' }).proxyHops).toBe(0);
    expect(loadConfig({}).proxyHops).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '3' }).proxyHops).toBe(3);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' })).toThrow(/TRUST_PROXY: must be true, false or the number of proxies/);
  });
});

describe('GET /api/contact', () => {
  it('is staff only and lists every stored message', async () => {
    expect((await call(ctx, 'GET', '/api/contact')).status).toBe(401);
    const user = await makeUser(ctx, 'user');
    expect((await call(ctx, 'GET', '/api/contact', undefined, { token: user.token })).status).toBe(403);
    const mod = await makeUser(ctx, 'moderator');
    const res = await call(ctx, 'GET', '/api/contact', undefined, { token: mod.token });
    expect(res.status).toBe(200);
    const stored = await ctx.database.db.select().from(contactMessages);
    expect(res.json.data.messages).toHaveLength(stored.length);
  });
});
