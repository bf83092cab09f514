// The staff API end to end on a real database: input checks, not found, paging, search, CSV, audit, the safety rules.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import {
  auditLog,
  blogPosts,
  contactMessages,
  eventRegistrations,
  events,
  membershipApplications,
  outbox,
  pageViews,
  receipts,
} from '../../server/db/schema';
import { csvCell } from '../../server/platform/csv';
import { call, createTestContext, makeUser, type TestContext } from '../support/app';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof makeUser>>;
let moderator: Awaited<ReturnType<typeof makeUser>>;
const as = (token: string) => ({ token });
/** Staff's edit of a user: name, email, role and status. */
const putUser = (id: string, body: Record<string, unknown>, token: string) => call(ctx, 'PUT', `/api/admin/users/${id}`, body, as(token));

/** A membership application stored as the public form would store it. */
async function application(email: string, membershipType: string) {
  const [row] = await ctx.database.db
    .insert(membershipApplications)
    .values({
      firstName: 'Hana',
      lastName: 'Girma',
      email,
      phone: '0911223344',
      company: 'Girma Farms',
      address: 'Bole',
      city: 'Addis Ababa',
      membershipType,
    })
    .returning();
  return row!;
}

const event = {
  title: 'Cassava field day',
  description: 'Visit the demonstration farm.',
  date: '2030-08-01',
  time: '9:00 AM',
  location: 'Hawassa',
};

async function auditRows(entity: string, entityId: string) {
  return ctx.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)));
}

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await makeUser(ctx, 'admin', { name: 'Almaz Admin' });
  moderator = await makeUser(ctx, 'moderator', { name: 'Mesfin Moderator' });
});
afterAll(() => ctx.close());

describe('events', () => {
  it('creates, reads, updates and lists with the audit trail', async () => {
    const created = await call(ctx, 'POST', '/api/admin/events', event, as(moderator.token));
    expect(created.status).toBe(201);
    expect(created.json.data).toMatchObject({ ...event, eventDate: event.date, image: null, registrations: 0 });
    const id = created.json.data.id;
    const updated = await call(
      ctx,
      'PUT',
      `/api/admin/events/${id}`,
      { ...event, title: 'Renamed', image: 'https://example.org/a.jpg' },
      as(admin.token),
    );
    expect(updated.status).toBe(200);
    expect(updated.json.data).toMatchObject({ title: 'Renamed', image: 'https://example.org/a.jpg' });
    const rows = await auditRows('event', id);
    expect(rows.map((r) => [r.action, r.actorName])).toEqual([
      ['create', 'Mesfin Moderator'],
      ['update', 'Almaz Admin'],
    ]);
    const summary = await call(ctx, 'GET', '/api/admin/dashboard-summary', undefined, as(admin.token));
    const activity = summary.json.data.recentActivity.find((a: { id: string }) => a.id === id);
    expect(activity).toMatchObject({ title: 'Renamed', createdBy: 'Mesfin Moderator', eventDate: event.date, kind: 'event' });
  });

  it('rejects invalid input with field errors and never a 500', async () => {
    const res = await call(
      ctx,
      'POST',
      '/api/admin/events',
      { ...event, title: '', date: 'tomorrow', image: 'javascript:alert(1)' },
      as(admin.token),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fields).sort()).toEqual(['date', 'image', 'title']);
    expect(
      (await call(ctx, 'POST', '/api/admin/events', 'not json', { ...as(admin.token), headers: { 'Content-Type': 'application/json' } }))
        .status,
    ).toBe(400);
    expect(
      (await call(ctx, 'POST', '/api/admin/events', 'title=x', { ...as(admin.token), headers: { 'Content-Type': 'text/plain' } })).status,
    ).toBe(415);
  });

  it('answers 404 for a bad or unknown id', async () => {
    expect((await call(ctx, 'PUT', '/api/admin/events/not-a-uuid', event, as(admin.token))).status).toBe(404);
    expect((await call(ctx, 'DELETE', '/api/admin/events/12345', undefined, as(admin.token))).status).toBe(404);
  });

  it('pages and searches with a total count', async () => {
    for (let i = 0; i < 5; i++) await call(ctx, 'POST', '/api/admin/events', { ...event, title: `Paging workshop ${i}` }, as(admin.token));
    const page = await call(ctx, 'GET', '/api/admin/events?q=paging%20workshop&page=2&pageSize=2', undefined, as(admin.token));
    expect(page.status).toBe(200);
    expect(page.json.data).toMatchObject({ total: 5, page: 2, pageSize: 2 });
    expect(page.json.data.items).toHaveLength(2);
    expect((await call(ctx, 'GET', '/api/admin/events?q=%25', undefined, as(admin.token))).json.data.total).toBe(0);
    expect((await call(ctx, 'GET', '/api/admin/events?pageSize=1000', undefined, as(admin.token))).status).toBe(400);
    expect((await call(ctx, 'GET', '/api/admin/events?page=abc', undefined, as(admin.token))).status).toBe(400);
  });

  it('deletes an event without registrations, archives one with registrations', async () => {
    const plain = (await call(ctx, 'POST', '/api/admin/events', event, as(admin.token))).json.data.id;
    const del = await call(ctx, 'DELETE', `/api/admin/events/${plain}`, undefined, as(admin.token));
    expect(del.json.data).toMatchObject({ deleted: true, archived: false });
    expect(await ctx.database.db.select().from(events).where(eq(events.id, plain))).toHaveLength(0);

    const busy = (await call(ctx, 'POST', '/api/admin/events', { ...event, title: 'Busy day' }, as(admin.token))).json.data.id;
    await ctx.database.db.insert(eventRegistrations).values({
      eventId: busy,
      firstName: 'Abebe',
      lastName: 'Kebede',
      email: 'abebe@example.org',
      phone: '0911000000',
      organization: 'Farm co-op',
      position: 'Chair',
    });
    const archived = await call(ctx, 'DELETE', `/api/admin/events/${busy}`, undefined, as(admin.token));
    expect(archived.json.data).toMatchObject({ deleted: false, archived: true, registrations: 1 });
    // Archived: gone from the staff list, and no longer editable.
    const listed = (await call(ctx, 'GET', '/api/admin/events?pageSize=100', undefined, as(admin.token))).json.data.items;
    expect(listed.map((e: { id: string }) => e.id)).not.toContain(busy);
    expect((await call(ctx, 'PUT', `/api/admin/events/${busy}`, event, as(admin.token))).status).toBe(404);
    const regs = await call(ctx, 'GET', `/api/admin/registrations?eventId=${busy}`, undefined, as(admin.token));
    expect(regs.json.data.items[0]).toMatchObject({ eventTitle: 'Busy day', firstName: 'Abebe' });
    expect((await auditRows('event', busy)).map((r) => r.action)).toContain('archive');
  });
});

describe('blog posts', () => {
  const post = { title: 'Harvest news', description: 'A good year', content: '<p>Hello</p>', author: 'Staff', tags: [' a ', 'b'] };

  it('sanitizes content HTML before storing it', async () => {
    const res = await call(
      ctx,
      'POST',
      '/api/admin/blog-posts',
      {
        ...post,
        content:
          '<p onclick="x()">Safe <a href="javascript:evil()">link</a><script>alert(1)</script><img src="https://x.org/a.png" onerror="y()"></p>',
      },
      as(admin.token),
    );
    expect(res.status).toBe(201);
    const stored = (await ctx.database.db.select().from(blogPosts).where(eq(blogPosts.id, res.json.data.id)))[0]!;
    expect(stored.content).not.toMatch(/script|onclick|onerror|javascript:/);
    expect(stored.content).toContain('<img src="https://x.org/a.png" />');
    expect(stored.tags).toEqual(['a', 'b']);
    expect(res.json.data).toMatchObject({ category: 'news', featured: false });
  });

  it('refuses content that is empty once sanitized, a bad category, and edits/deletes with audit', async () => {
    const empty = await call(ctx, 'POST', '/api/admin/blog-posts', { ...post, content: '<script>x</script>' }, as(admin.token));
    expect(empty.status).toBe(400);
    expect(empty.json.fields.content).toBeTruthy();
    expect((await call(ctx, 'POST', '/api/admin/blog-posts', { ...post, category: 'gossip' }, as(admin.token))).status).toBe(400);
    const id = (await call(ctx, 'POST', '/api/admin/blog-posts', post, as(admin.token))).json.data.id;
    const put = await call(ctx, 'PUT', `/api/admin/blog-posts/${id}`, { ...post, featured: true, category: 'stories' }, as(admin.token));
    expect(put.json.data).toMatchObject({ featured: true, category: 'stories' });
    expect((await call(ctx, 'DELETE', `/api/admin/blog-posts/${id}`, undefined, as(admin.token))).status).toBe(200);
    expect((await call(ctx, 'DELETE', `/api/admin/blog-posts/${id}`, undefined, as(admin.token))).status).toBe(404);
    expect((await auditRows('blog_post', id)).map((r) => r.action)).toEqual(['create', 'update', 'delete']);
  });
});

describe('resources', () => {
  it('creates from multipart form data and from JSON, updates from JSON', async () => {
    const form = new FormData();
    form.set('title', 'Planting guide');
    form.set('description', 'Step by step');
    form.set('downloadUrl', 'https://example.org/guide.pdf');
    form.set('category', 'farming-guides');
    const multipart = await call(ctx, 'POST', '/api/admin/resources', form, as(admin.token));
    expect(multipart.status).toBe(201);
    expect(multipart.json.data).toMatchObject({ title: 'Planting guide', category: 'farming-guides', type: 'pdf', image: null });
    const json = await call(
      ctx,
      'POST',
      '/api/admin/resources',
      { title: 'Report', description: 'D', downloadUrl: '/files/r.pdf' },
      as(admin.token),
    );
    expect(json.json.data).toMatchObject({ category: 'research-papers', type: 'pdf' });
    const put = await call(
      ctx,
      'PUT',
      `/api/admin/resources/${multipart.json.data.id}`,
      { title: 'Guide v2', description: 'D', downloadUrl: 'https://example.org/v2.pdf', type: 'article', category: 'market-reports' },
      as(admin.token),
    );
    expect(put.json.data).toMatchObject({ title: 'Guide v2', type: 'article' });
    expect((await auditRows('resource', multipart.json.data.id)).map((r) => r.action)).toEqual(['create', 'update']);
  });

  it('rejects a missing download URL and an unknown type', async () => {
    const form = new FormData();
    form.set('title', 'x');
    form.set('description', 'y');
    form.set('type', 'video');
    const res = await call(ctx, 'POST', '/api/admin/resources', form, as(admin.token));
    expect(res.status).toBe(400);
    expect(Object.keys(res.json.fields).sort()).toEqual(['downloadUrl', 'type']);
  });
});

describe('users (admin only)', () => {
  it('lists with a total, edits, and refuses a duplicate email', async () => {
    const other = await makeUser(ctx, 'user', { name: 'Tigist User' });
    const list = await call(ctx, 'GET', '/api/admin/users?q=tigist', undefined, as(admin.token));
    expect(list.json.data.total).toBe(1);
    expect(list.json.data.items[0]).toMatchObject({ id: other.id, role: 'user', status: 'active' });
    expect(list.json.data.items[0].passwordHash).toBeUndefined();
    const edit = await putUser(other.id, { name: 'Tigist T', email: other.email, role: 'moderator', status: 'suspended' }, admin.token);
    expect(edit.json.data).toMatchObject({ name: 'Tigist T', role: 'moderator', status: 'suspended' });
    const dup = await putUser(other.id, { name: 'T', email: admin.email.toUpperCase(), role: 'user', status: 'active' }, admin.token);
    expect(dup.status).toBe(409);
    expect(dup.json.message).toBe(messages.auth.emailTaken);
    const bad = await putUser(other.id, { name: '', email: 'nope', role: 'boss', status: 'active' }, admin.token);
    expect(Object.keys(bad.json.fields).sort()).toEqual(['email', 'name', 'role']);
    const audit = await auditRows('user', other.id);
    expect(audit[0]!.details).toMatchObject({ role: { from: 'user', to: 'moderator' } });
    expect((await call(ctx, 'DELETE', `/api/admin/users/${other.id}`, undefined, as(admin.token))).status).toBe(200);
  });

  it('protects the admin from removing themselves and the last active admin', async () => {
    const self = { name: 'Almaz', email: admin.email, role: 'moderator', status: 'active' };
    expect((await putUser(admin.id, self, admin.token)).status).toBe(409);
    expect((await putUser(admin.id, { ...self, role: 'admin', status: 'inactive' }, admin.token)).status).toBe(409);
    expect((await call(ctx, 'DELETE', `/api/admin/users/${admin.id}`, undefined, as(admin.token))).status).toBe(409);
    // A second admin may not remove the only other active admin when that would leave none… but may when one remains.
    const second = await makeUser(ctx, 'admin', { name: 'Second Admin' });
    expect((await putUser(admin.id, { ...self, role: 'user' }, second.token)).status).toBe(200);
    const last = await call(ctx, 'DELETE', `/api/admin/users/${admin.id}`, undefined, as(second.token));
    expect(last.status).toBe(200);
    const third = await makeUser(ctx, 'admin', { status: 'inactive' });
    const demoteLast = await putUser(third.id, { name: 'x', email: third.email, role: 'admin', status: 'active' }, second.token);
    expect(demoteLast.status).toBe(200);
    admin = second;
  });
});

describe('analytics', () => {
  it('records page views without storing the IP and honours the period', async () => {
    const ua = { 'User-Agent': 'TestBrowser/1.0' };
    expect((await call(ctx, 'POST', '/api/analytics/pageview', { path: '/events' }, { ip: '203.0.113.7', headers: ua })).status).toBe(204);
    expect((await call(ctx, 'POST', '/api/analytics/pageview', { path: '/events' }, { ip: '203.0.113.7', headers: ua })).status).toBe(204);
    expect((await call(ctx, 'POST', '/api/analytics/pageview', { path: '/about' }, { ip: '203.0.113.8', headers: ua })).status).toBe(204);
    for (const path of ['https://evil.example/x', '//evil.example', '/admin/users', '/api/health', 'events', '/a?b=c']) {
      expect((await call(ctx, 'POST', '/api/analytics/pageview', { path })).status, path).toBe(400);
    }
    expect(
      (await call(ctx, 'POST', '/api/analytics/pageview', { path: '/' }, { headers: { 'Sec-Fetch-Site': 'cross-site' } })).status,
    ).toBe(403);
    const rows = await ctx.database.db.select().from(pageViews);
    expect(rows).toHaveLength(3);
    expect(JSON.stringify(rows)).not.toContain('203.0.113');
    expect(new Set(rows.map((r) => r.visitor)).size).toBe(2);

    // Older views: 20 days ago and 60 days ago.
    const daysAgo = (n: number) => new Date(ctx.clock.now.getTime() - n * 86_400_000).toISOString().slice(0, 10);
    await ctx.database.db.insert(pageViews).values([
      { path: '/blog', visitor: 'v20', day: daysAgo(20) },
      { path: '/blog', visitor: 'v60', day: daysAgo(60) },
    ]);
    const get = async (q: string) => (await call(ctx, 'GET', `/api/admin/analytics${q}`, undefined, as(moderator.token))).json.data;
    const d7 = await get('?period=7d');
    const d30 = await get('');
    const d90 = await get('?period=90d');
    expect([d7.totalVisitors, d30.totalVisitors, d90.totalVisitors]).toEqual([2, 3, 4]);
    expect([d7.visitorsByDay.length, d30.period, d90.visitorsByDay.length]).toEqual([7, '30d', 90]);
    expect(d7.popularPages[0]).toEqual({ page: '/events', visits: 2 });
    expect(d90.popularPages.find((p: { page: string }) => p.page === '/blog').visits).toBe(2);
    expect(d90.memberGrowth.length).toBeGreaterThanOrEqual(3);
    expect((await call(ctx, 'GET', '/api/admin/analytics?period=1y', undefined, as(admin.token))).status).toBe(400);
  });
});

describe('messages, registrations and applications', () => {
  it('lists, searches, changes message status and exports CSV safely', async () => {
    const [msg] = await ctx.database.db
      .insert(contactMessages)
      .values({
        name: '=HYPERLINK("http://x")',
        email: 'a@example.org',
        subject: 'General Inquiry',
        message: 'Line one, "quoted"\nline two',
      })
      .returning();
    const list = await call(ctx, 'GET', '/api/admin/contact-messages?q=quoted', undefined, as(moderator.token));
    expect(list.json.data.total).toBe(1);
    const put = await call(ctx, 'PUT', `/api/admin/contact-messages/${msg!.id}/status`, { status: 'replied' }, as(moderator.token));
    expect(put.json.data.status).toBe('replied');
    expect((await call(ctx, 'PUT', `/api/admin/contact-messages/${msg!.id}/status`, { status: 'spam' }, as(moderator.token))).status).toBe(
      400,
    );
    expect((await auditRows('contact_message', msg!.id))[0]!.details).toEqual({ from: 'new', to: 'replied' });
    const csv = await call(ctx, 'GET', '/api/admin/contact-messages?format=csv&status=replied', undefined, as(admin.token));
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename="messages-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect(csv.text).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv.text).toContain('"Line one, ""quoted""\nline two"');
    expect((await call(ctx, 'GET', '/api/admin/contact-messages?status=bogus', undefined, as(admin.token))).status).toBe(400);
    expect((await call(ctx, 'GET', '/api/admin/contact-messages?format=xml', undefined, as(admin.token))).status).toBe(400);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@x')).toBe("'@x");
    expect(csvCell('plain')).toBe('plain');
  });

  it('registrations: filter by event, bad filter is a 400, CSV has a row per registration', async () => {
    expect((await call(ctx, 'GET', '/api/admin/registrations?eventId=nope', undefined, as(admin.token))).status).toBe(400);
    const csv = await call(ctx, 'GET', '/api/admin/registrations?format=csv&q=abebe', undefined, as(admin.token));
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toContain('Event,Event date,First name');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Busy day');
  });

  it('applications: hasReceipt, receipt download as an attachment, decision mailed in the same write', async () => {
    const app = await application('hana@example.org', 'farmer');
    const pdf = new TextEncoder().encode('%PDF-1.4 test receipt');
    await ctx.database.db
      .insert(receipts)
      .values({ applicationId: app.id, mimeType: 'application/pdf', filename: 'x.pdf', size: pdf.byteLength, data: pdf });
    const list = await call(ctx, 'GET', '/api/admin/membership-applications?q=hana%20girma', undefined, as(moderator.token));
    expect(list.json.data.items[0]).toMatchObject({ id: app.id, name: 'Hana Girma', hasReceipt: true, status: 'pending' });
    const receipt = await ctx.app.request(`/api/admin/membership-applications/${app.id}/receipt`, {
      headers: { Authorization: `Bearer ${moderator.token}` },
    });
    expect(receipt.status).toBe(200);
    expect(receipt.headers.get('content-type')).toBe('application/pdf');
    expect(receipt.headers.get('content-disposition')).toBe('attachment; filename="receipt-Hana-Girma.pdf"');
    expect(new Uint8Array(await receipt.arrayBuffer())).toEqual(pdf);
    expect((await call(ctx, 'GET', `/api/admin/membership-applications/${app.id}/receipt`)).status).toBe(401);

    const approve = await call(
      ctx,
      'PUT',
      `/api/admin/membership-applications/${app.id}/status`,
      { status: 'approved' },
      as(moderator.token),
    );
    expect(approve.json.data).toMatchObject({ status: 'approved', hasReceipt: true });
    const mail = await ctx.database.db.select().from(outbox).where(eq(outbox.to, 'hana@example.org'));
    expect(mail).toHaveLength(1);
    expect(mail[0]!.subject).toMatch(/approved/);
    expect(
      (await call(ctx, 'PUT', `/api/admin/membership-applications/${app.id}/status`, { status: 'maybe' }, as(admin.token))).status,
    ).toBe(400);
    const csv = await call(ctx, 'GET', '/api/admin/membership-applications?format=csv&status=approved', undefined, as(admin.token));
    expect(csv.text).toContain('Hana,Girma,hana@example.org');
    const analytics = await call(ctx, 'GET', '/api/admin/analytics', undefined, as(admin.token));
    expect(analytics.json.data.totalMembers).toBe(1);
    expect(analytics.json.data.memberGrowth.at(-1).count).toBe(1);
  });

  it('names the plan by its title, never its id, in the decision mail of every membership type', async () => {
    for (const [type, title] of [
      ['farm-investor', 'Farm investor'],
      ['exporter', 'Exporter'],
    ] as const) {
      const email = `${type}@example.org`;
      const app = await application(email, type);
      const reject = await call(
        ctx,
        'PUT',
        `/api/admin/membership-applications/${app.id}/status`,
        { status: 'rejected', reason: 'The receipt is unreadable.' },
        as(admin.token),
      );
      expect(reject.status).toBe(200);
      const [mail] = await ctx.database.db.select().from(outbox).where(eq(outbox.to, email));
      expect(mail!.text).toContain(`Thank you for applying for ${title} membership of the Ethiopian Cassava Association.`);
      expect(mail!.text).not.toContain(type);
    }
  });
});
