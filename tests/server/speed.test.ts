// What the speed work changed, checked for correctness: the public content cache and its invalidation,
// the staff lists' paging from either end, trigram search and cached totals, and per-IP limits reserved in blocks
// from the shared counter (two apps on one database stand for two server processes).
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { contactMessages, eventRegistrations, events, membershipApplications, outbox, rateLimits } from '../../server/db/schema';
import { createShortCache } from '../../server/platform/publicCache';
import { createRateLimiter } from '../../server/platform/rateLimit';
import { call, createTestContext, makeUser, type TestContext } from '../support/app';
import { validRegistration } from '../support/fixtures';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof makeUser>>;
const as = (token: string) => ({ token });

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await makeUser(ctx, 'admin');
});
afterAll(() => ctx.close());

const attendee = (email: string) => validRegistration(email, { firstName: 'Kept', lastName: 'Event' });
const event = { title: 'Cache day', description: 'About caching.', date: '2031-03-01', time: '9:00 AM', location: 'Adama' };
const post = { title: 'Cached post', description: 'A post', content: '<p>First</p>', author: 'Staff', tags: [] };

describe('public content cache', () => {
  it('shows a staff change to events at once in this process (create, rename, delete)', async () => {
    const titles = async () => ((await call(ctx, 'GET', '/api/events')).json.data as { title: string }[]).map((e) => e.title);
    expect(await titles()).not.toContain('Cache day');
    const id = (await call(ctx, 'POST', '/api/admin/events', event, as(admin.token))).json.data.id;
    expect(await titles()).toContain('Cache day');
    expect((await call(ctx, 'GET', `/api/events/${id}`)).json.data.title).toBe('Cache day');
    await call(ctx, 'PUT', `/api/admin/events/${id}`, { ...event, title: 'Cache day renamed' }, as(admin.token));
    expect(await titles()).toContain('Cache day renamed');
    expect((await call(ctx, 'GET', `/api/events/${id}`)).json.data.title).toBe('Cache day renamed');
    await call(ctx, 'DELETE', `/api/admin/events/${id}`, undefined, as(admin.token));
    expect(await titles()).not.toContain('Cache day renamed');
    expect((await call(ctx, 'GET', `/api/events/${id}`)).status).toBe(404);
  });

  it('shows a staff change to blog posts at once, in the list, its category and the post itself', async () => {
    const created = (await call(ctx, 'POST', '/api/admin/blog-posts', { ...post, category: 'news' }, as(admin.token))).json.data;
    const inList = async (path: string) => ((await call(ctx, 'GET', path)).json.data as { id: string }[]).some((p) => p.id === created.id);
    expect(await inList('/api/blog-posts')).toBe(true);
    expect(await inList('/api/blog-posts?category=news')).toBe(true);
    expect(await inList('/api/blog-posts?category=stories')).toBe(false);
    expect((await call(ctx, 'GET', `/api/blog-posts/${created.id}`)).json.data.content).toBe('<p>First</p>');
    await call(
      ctx,
      'PUT',
      `/api/admin/blog-posts/${created.id}`,
      { ...post, category: 'stories', content: '<p>Second</p>' },
      as(admin.token),
    );
    expect(await inList('/api/blog-posts?category=news')).toBe(false);
    expect(await inList('/api/blog-posts?category=stories')).toBe(true);
    expect((await call(ctx, 'GET', `/api/blog-posts/${created.id}`)).json.data.content).toBe('<p>Second</p>');
    await call(ctx, 'DELETE', `/api/admin/blog-posts/${created.id}`, undefined, as(admin.token));
    expect(await inList('/api/blog-posts')).toBe(false);
    expect((await call(ctx, 'GET', `/api/blog-posts/${created.id}`)).status).toBe(404);
  });

  it('answers a matching If-None-Match with 304, and a changed list with a new ETag', async () => {
    const first = await call(ctx, 'GET', '/api/resources');
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=60');
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    const again = await call(ctx, 'GET', '/api/resources', undefined, { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    const resource = { title: 'Cached guide', description: 'A guide', downloadUrl: '/files/g.pdf' };
    expect((await call(ctx, 'POST', '/api/admin/resources', resource, as(admin.token))).status).toBe(201);
    const changed = await call(ctx, 'GET', '/api/resources', undefined, { headers: { 'If-None-Match': etag! } });
    expect(changed.status).toBe(200);
    expect(changed.headers.get('etag')).not.toBe(etag);
  });

  it('sends the cached answer compressed when the client accepts it (brotli first, then gzip)', async () => {
    for (let i = 0; i < 4; i++) {
      const long = {
        ...post,
        title: `Long post ${i}`,
        description: 'Cassava processing in the Sidama zone. '.repeat(10),
        category: 'news',
      };
      expect((await call(ctx, 'POST', '/api/admin/blog-posts', long, as(admin.token))).status).toBe(201);
    }
    const plain = await call(ctx, 'GET', '/api/blog-posts');
    expect(plain.text.length).toBeGreaterThan(1024);
    const get = (accept: string) => ctx.app.request('/api/blog-posts', { headers: { 'Accept-Encoding': accept } });
    const br = await get('gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain.text);
    const gz = await get('br;q=0, gzip');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain.text);
    const none = await get('identity');
    expect(none.headers.get('content-encoding')).toBeNull();
    expect(await none.text()).toBe(plain.text);
  });

  it('answers a kept answer with the same headers as the full route (security headers, request id, log line)', async () => {
    const first = await call(ctx, 'GET', '/api/resources?category=guides');
    const second = await call(ctx, 'GET', '/api/resources?category=guides');
    const plain = (h: Headers) => Object.fromEntries([...h].filter(([k]) => k !== 'x-request-id' && k !== 'content-length'));
    expect(plain(second.headers)).toEqual(plain(first.headers));
    expect(second.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(second.headers.get('x-frame-options')).toBe('DENY');
    const id = second.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(id).not.toBe(first.headers.get('x-request-id'));
    expect(ctx.logs.some((l) => l.includes(`"requestId":"${id}"`) && l.includes('"path":"/api/resources"'))).toBe(true);
    // Input the route would refuse is never answered from the cache.
    expect((await call(ctx, 'GET', '/api/resources?category=Not%20A%20Slug')).status).toBe(400);
  });

  it('keeps an answer for the TTL only, and never keeps a read that overlapped a clear', async () => {
    let now = 0;
    const cache = createShortCache<string>(5000, 10, () => now);
    let reads = 0;
    const produce = async () => `v${++reads}`;
    expect(await cache.get('k', produce)).toBe('v1');
    now = 4999;
    expect(await cache.get('k', produce)).toBe('v1');
    now = 5000;
    expect(await cache.get('k', produce)).toBe('v2');
    // Concurrent misses share one read.
    cache.clear();
    const [a, b] = await Promise.all([cache.get('k', produce), cache.get('k', produce)]);
    expect([a, b]).toEqual(['v3', 'v3']);
    // A clear while a read runs: that read answers its caller but is not kept.
    let release!: () => void;
    const slow = cache.get('s', () => new Promise<string>((r) => (release = () => r('old'))));
    cache.clear();
    release();
    expect(await slow).toBe('old');
    expect(await cache.get('s', async () => 'new')).toBe('new');
  });
});

describe('staff lists: paging, search and totals', () => {
  let eventId: string;
  let otherEventId: string;
  const base = Date.UTC(2030, 0, 1);

  beforeAll(async () => {
    const [a, b] = await ctx.database.db
      .insert(events)
      .values([
        { ...event, title: 'Paging summit' },
        { ...event, title: 'Tapioca fair' },
      ])
      .returning({ id: events.id });
    eventId = a!.id;
    otherEventId = b!.id;
    await ctx.database.db.insert(eventRegistrations).values(
      Array.from({ length: 45 }, (_, i) => ({
        eventId: i < 40 ? eventId : otherEventId,
        firstName: `Pager${String(i).padStart(2, '0')}`,
        lastName: i === 7 ? 'Kebede_Odd' : 'Lastname',
        email: `pager${i}@example.org`,
        phone: '0911000000',
        organization: i % 2 ? 'Odd Farms' : 'Even 100% Farms',
        position: 'Member',
        createdAt: new Date(base + i * 60_000),
      })),
    );
  });

  type Reg = { firstName: string; eventTitle: string; createdAt: string };
  const list = async (query: string) => {
    const res = await call(ctx, 'GET', `/api/admin/registrations?${query}`, undefined, as(admin.token));
    expect(res.status).toBe(200);
    return res.json.data as { items: Reg[]; total: number; page: number; pageSize: number };
  };

  it('pages newest first; pages past the middle (read from the other end) line up with the first ones', async () => {
    const all = await list(`eventId=${eventId}&pageSize=100`);
    expect(all.total).toBe(40);
    const names = all.items.map((r) => r.firstName);
    expect(names).toEqual(Array.from({ length: 40 }, (_, i) => `Pager${String(39 - i).padStart(2, '0')}`));
    const pages = [];
    for (let page = 1; page <= 5; page++) pages.push(await list(`eventId=${eventId}&pageSize=9&page=${page}`));
    expect(pages.map((p) => p.items.length)).toEqual([9, 9, 9, 9, 4]);
    expect(pages.flatMap((p) => p.items.map((r) => r.firstName))).toEqual(names);
    expect(pages.every((p) => p.total === 40)).toBe(true);
    expect((await list(`eventId=${eventId}&pageSize=9&page=6`)).items).toEqual([]);
    expect(pages[4]!.items.at(-1)).toMatchObject({ firstName: 'Pager00', eventTitle: 'Paging summit' });
  });

  it('searches names, emails, organizations and event titles, case-insensitively, % and _ taken literally', async () => {
    const names = async (q: string, extra = '') =>
      (await list(`pageSize=100&q=${encodeURIComponent(q)}${extra}`)).items.map((r) => r.firstName).sort();
    expect(await names('pager07')).toEqual(['Pager07']);
    expect(await names('PAGER41@EXAMPLE')).toEqual(['Pager41']);
    expect(await names('kebede_odd')).toEqual(['Pager07']);
    expect(await names('kebede%odd')).toEqual([]);
    expect(await names('100%')).toHaveLength(23);
    expect(await names('0% f')).toHaveLength(23);
    expect(await names('tapioca')).toEqual(['Pager40', 'Pager41', 'Pager42', 'Pager43', 'Pager44']);
    expect(await names('odd farms', `&eventId=${otherEventId}`)).toEqual(['Pager41', 'Pager43']);
    // A term cannot run from one field into the next (the fields are joined by newlines).
    expect(await names('lastnamepager')).toEqual([]);
    expect(await names('pager07lastname')).toEqual([]);
    const page = await list(`q=${encodeURIComponent('odd farms')}&pageSize=5&page=3`);
    expect(page.total).toBe(22);
    expect(page.items).toHaveLength(5);
  });

  it('counts a registration made through the API at once', async () => {
    const before = (await list(`eventId=${eventId}`)).total;
    const body = { ...attendee('fresh.attendee@example.org'), firstName: 'Fresh' };
    expect((await call(ctx, 'POST', `/api/events/${eventId}/register`, body)).status).toBe(201);
    const after = await list(`eventId=${eventId}`);
    expect(after.total).toBe(before + 1);
    expect((await list('q=fresh.attendee')).items.map((r) => r.firstName)).toEqual(['Fresh']);
  });

  it('pages and searches messages (with a status filter) and applications (by full name) the same way', async () => {
    await ctx.database.db.insert(contactMessages).values(
      Array.from({ length: 30 }, (_, i) => ({
        name: `Sender ${i}`,
        email: `sender${i}@example.org`,
        subject: 'General Inquiry',
        message: i === 3 ? 'Where can I buy stems?' : 'Hello',
        status: (['new', 'replied', 'archived'] as const)[i % 3],
        createdAt: new Date(base + i * 1000),
      })),
    );
    const msgs = async (query: string) =>
      (await call(ctx, 'GET', `/api/admin/contact-messages?${query}`, undefined, as(admin.token))).json.data as {
        items: { name: string; status: string }[];
        total: number;
      };
    const replied = await msgs('status=replied&pageSize=4&page=3');
    expect(replied.total).toBe(10);
    expect(replied.items.map((m) => m.name)).toEqual(['Sender 4', 'Sender 1']);
    expect((await msgs('status=replied&pageSize=4&page=1')).items.map((m) => m.name)).toEqual([
      'Sender 28',
      'Sender 25',
      'Sender 22',
      'Sender 19',
    ]);
    expect((await msgs('q=BUY%20STEMS')).items.map((m) => m.name)).toEqual(['Sender 3']);

    await ctx.database.db.insert(membershipApplications).values(
      ['Abebe Kebede', 'Almaz Bekele', 'Kebede Abebe'].map((full, i) => ({
        firstName: full.split(' ')[0]!,
        lastName: full.split(' ')[1]!,
        email: `applicant${i}@example.org`,
        phone: '0911000000',
        company: 'Farm',
        address: 'Kebele 1',
        city: 'Adama',
        membershipType: 'farmer',
        createdAt: new Date(base + i * 1000),
      })),
    );
    const apps = async (q: string) =>
      (
        (await call(ctx, 'GET', `/api/admin/membership-applications?q=${encodeURIComponent(q)}`, undefined, as(admin.token))).json.data
          .items as { name: string }[]
      ).map((a) => a.name);
    expect(await apps('abebe kebede')).toEqual(['Abebe Kebede']);
    expect(await apps('kebede')).toEqual(['Kebede Abebe', 'Abebe Kebede']);
  });
});

describe('registration with the event details kept in memory', () => {
  const stored = async (email: string) =>
    (await ctx.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.email, email))).length;

  it('refuses an event archived or moved into the past by another process, though this one still keeps its details', async () => {
    const id = (await call(ctx, 'POST', '/api/admin/events', { ...event, title: 'Kept details' }, as(admin.token))).json.data.id;
    expect((await call(ctx, 'POST', `/api/events/${id}/register`, attendee('kept1@example.org'))).status).toBe(201);
    // Another process (straight to the database: this one's cache is not told) moves the event into the past.
    await ctx.database.db.update(events).set({ date: '2020-01-01' }).where(eq(events.id, id));
    const past = await call(ctx, 'POST', `/api/events/${id}/register`, attendee('kept2@example.org'));
    expect(past.status).toBe(409);
    expect(await stored('kept2@example.org')).toBe(0);
    await ctx.database.db.update(events).set({ date: '2031-03-01', archivedAt: new Date() }).where(eq(events.id, id));
    const archived = await call(ctx, 'POST', `/api/events/${id}/register`, attendee('kept3@example.org'));
    expect(archived.status).toBe(404);
    expect(await stored('kept3@example.org')).toBe(0);
    const mail = await ctx.database.db.select().from(outbox);
    expect(mail.some((m) => m.to === 'kept2@example.org' || m.to === 'kept3@example.org')).toBe(false);
  });

  it('uses a staff change made through this process at once in the confirmation mail', async () => {
    const id = (await call(ctx, 'POST', '/api/admin/events', { ...event, title: 'Old title' }, as(admin.token))).json.data.id;
    expect((await call(ctx, 'POST', `/api/events/${id}/register`, attendee('title1@example.org'))).status).toBe(201);
    await call(ctx, 'PUT', `/api/admin/events/${id}`, { ...event, title: 'New title' }, as(admin.token));
    expect((await call(ctx, 'POST', `/api/events/${id}/register`, attendee('title2@example.org'))).status).toBe(201);
    const [mail] = await ctx.database.db.select().from(outbox).where(eq(outbox.to, 'title2@example.org'));
    expect(mail!.subject).toBe('You are registered: New title');
  });
});

describe('per-IP limits of the public forms, shared by several processes', () => {
  const message = (i: number) => ({
    name: 'Limit Tester',
    email: `limit${i}@example.org`,
    phone: '',
    subject: 'General Inquiry',
    message: 'Testing the limit.',
    contactType: 'individual',
    organization: '',
  });

  it('lets five contact messages through from one address across two processes, then 429 on both', async () => {
    const other = { ...ctx, app: createApp({ ...ctx.deps }) };
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++)
      statuses.push((await call(i % 2 ? other : ctx, 'POST', '/api/contact', message(i), { ip: '10.77.0.1' })).status);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429, 429, 429, 429]);
    const limited = await call(other, 'POST', '/api/contact', message(99), { ip: '10.77.0.1' });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(800);
    // Another address is not affected; a new window lets the first one through again.
    expect((await call(ctx, 'POST', '/api/contact', message(100), { ip: '10.77.0.2' })).status).toBe(201);
    ctx.clock.advance(15 * 60_000 + 1000);
    expect((await call(other, 'POST', '/api/contact', message(101), { ip: '10.77.0.1' })).status).toBe(201);
    expect((await call(ctx, 'POST', '/api/contact', message(102), { ip: '10.77.0.1' })).status).toBe(201);
  });

  it('never lets more than the limit through when a busy key is spread over two processes', async () => {
    const a = createRateLimiter(ctx.database.db);
    const b = createRateLimiter(ctx.database.db);
    const rule = { limit: 400, windowMs: 60_000 };
    const now = ctx.clock.now;
    const results = await Promise.all(Array.from({ length: 1000 }, (_, i) => (i % 2 ? a : b).hit('busy:ip:10.78.0.1', rule, now)));
    const allowed = results.filter((r) => r.allowed).length;
    expect(allowed).toBeLessThanOrEqual(400);
    // Quota reserved by one process and not spent there is lost to the other: at most an eighth of what was left.
    expect(allowed).toBeGreaterThanOrEqual(300);
    const [row] = await ctx.database.db.select().from(rateLimits).where(eq(rateLimits.key, 'busy:ip:10.78.0.1'));
    expect(row!.count).toBeGreaterThanOrEqual(allowed);
  });

  it('reserves one request at a time for a key far from busy, so the shared count is exact', async () => {
    const a = createRateLimiter(ctx.database.db);
    const rule = { limit: 5, windowMs: 60_000 };
    for (let i = 0; i < 3; i++) expect((await a.hit('quiet:ip:10.79.0.1', rule, ctx.clock.now)).allowed).toBe(true);
    const [row] = await ctx.database.db.select().from(rateLimits).where(eq(rateLimits.key, 'quiet:ip:10.79.0.1'));
    expect(row!.count).toBe(3);
  });
});
