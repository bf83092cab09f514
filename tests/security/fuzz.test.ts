// Bad input over every public and admin write route (and the admin lists' query strings): malformed JSON,
// wrong types, huge strings, unicode edge cases, missing and extra fields, wrong content types.
// Never a 5xx; every failure has the { error, message } shape; a rejected request stores nothing.

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestContext, freshIp, makeUser, type TestContext } from '../support/app';
import { validApplication } from '../support/fixtures';
import { recordUncaught } from '../support/httpServer';
import { parseJson } from '../support/json';

const RUNS = Number(process.env.FUZZ_RUNS ?? 12);

let ctx: TestContext;
let adminToken: string;
const ids: Record<string, string> = {};

const future = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/** A request each route accepts; the fuzzer mutates it. */
const valid = {
  contact: {
    name: 'Abebe Kebede',
    email: 'abebe@example.org',
    phone: '+251 911 000 000',
    subject: 'General Inquiry',
    message: 'Hello, how do I join?',
    contactType: 'individual',
    organization: '',
  },
  apply: validApplication(),
  register: {
    firstName: 'Abebe',
    lastName: 'Kebede',
    email: 'abebe@example.org',
    phone: '+251 911 000 000',
    organization: 'Kebede Farms',
    position: 'Owner',
    attendees: '1',
    dietaryRequirements: 'none',
    specialRequirements: '',
    terms: true,
  },
  login: { email: 'nobody@example.org', password: 'wrong password' },
  signup: {
    firstName: 'Sara',
    lastName: 'Tesfaye',
    email: 'sara@example.org',
    password: 'a long password',
    phone: '',
    company: '',
    position: '',
  },
  pageview: { path: '/about' },
  event: { title: 'Field day', description: 'Visit a demonstration farm.', date: future, time: '09:00', location: 'Hawassa', image: '' },
  post: {
    title: 'News',
    description: 'Short',
    content: '<p>Body</p>',
    category: 'news',
    tags: ['a', 'b'],
    image: '',
    author: 'Staff',
    featured: false,
  },
  resource: {
    title: 'Guide',
    description: 'A guide',
    category: 'farming-guides',
    type: 'pdf',
    downloadUrl: 'https://example.org/guide.pdf',
    image: '',
  },
  user: { name: 'Moderator Person', email: 'mod-fuzz@example.org', role: 'moderator', status: 'active' },
  appStatus: { status: 'approved' },
  msgStatus: { status: 'replied' },
} satisfies Record<string, Record<string, unknown>>;

type Route = { method: string; path: () => string; sample: Record<string, unknown>; admin?: boolean };

const routes: Record<string, Route> = {
  'POST /api/contact': { method: 'POST', path: () => '/api/contact', sample: valid.contact },
  'POST /api/membership/apply': { method: 'POST', path: () => '/api/membership/apply', sample: valid.apply },
  'POST /api/events/:id/register': { method: 'POST', path: () => `/api/events/${ids.event}/register`, sample: valid.register },
  'POST /api/auth/login': { method: 'POST', path: () => '/api/auth/login', sample: valid.login },
  'POST /api/auth/register': { method: 'POST', path: () => '/api/auth/register', sample: valid.signup },
  'POST /api/analytics/pageview': { method: 'POST', path: () => '/api/analytics/pageview', sample: valid.pageview },
  'POST /api/upload-receipt': { method: 'POST', path: () => '/api/upload-receipt', sample: { applicationId: 'x' } },
  'POST /api/admin/events': { method: 'POST', path: () => '/api/admin/events', sample: valid.event, admin: true },
  'PUT /api/admin/events/:id': { method: 'PUT', path: () => `/api/admin/events/${ids.event}`, sample: valid.event, admin: true },
  'POST /api/admin/blog-posts': { method: 'POST', path: () => '/api/admin/blog-posts', sample: valid.post, admin: true },
  'PUT /api/admin/blog-posts/:id': { method: 'PUT', path: () => `/api/admin/blog-posts/${ids.post}`, sample: valid.post, admin: true },
  'POST /api/admin/resources': { method: 'POST', path: () => '/api/admin/resources', sample: valid.resource, admin: true },
  'PUT /api/admin/resources/:id': {
    method: 'PUT',
    path: () => `/api/admin/resources/${ids.resource}`,
    sample: valid.resource,
    admin: true,
  },
  'PUT /api/admin/users/:id': { method: 'PUT', path: () => `/api/admin/users/${ids.user}`, sample: valid.user, admin: true },
  'PUT /api/admin/membership-applications/:id/status': {
    method: 'PUT',
    path: () => `/api/admin/membership-applications/${ids.application}/status`,
    sample: valid.appStatus,
    admin: true,
  },
  'PUT /api/admin/contact-messages/:id/status': {
    method: 'PUT',
    path: () => `/api/admin/contact-messages/${ids.message}/status`,
    sample: valid.msgStatus,
    admin: true,
  },
};

// ------------------------------------------------------------------ generators

const unicodeEdge = fc.constantFrom(
  '\u0000',
  '\uFEFF',
  '\u202E',
  '\uD800',
  '\uDFFF',
  '\u200B\u200D',
  '🌱🇪🇹',
  'ጤና ይስጥልኝ',
  'e\u0301',
  '\r\n\t',
  '<script>alert(1)</script>',
  "'; drop table users; --",
  '%00',
  '../../etc/passwd',
  '{{7*7}}',
  'A'.repeat(70_000),
);
const hugeString = fc.integer({ min: 300, max: 4000 }).map((n) => 'x'.repeat(n));
const weirdValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  unicodeEdge,
  hugeString,
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(null, true, false, 0, -1, 1e308, '', [], {}),
);

/** A JSON object built from the sample: some keys dropped, some values replaced, some keys added. */
const mutated = (sample: Record<string, unknown>) =>
  fc
    .record({
      drop: fc.subarray(Object.keys(sample)),
      replace: fc.dictionary(fc.constantFrom(...Object.keys(sample)), weirdValue, { maxKeys: 4 }),
      extra: fc.dictionary(
        fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('__proto__', 'constructor', 'id', 'role', 'status', 'createdAt')),
        weirdValue,
        { maxKeys: 3 },
      ),
    })
    .map(({ drop, replace, extra }) => {
      const out: Record<string, unknown> = { ...sample };
      for (const k of drop) delete out[k];
      Object.assign(out, replace);
      for (const [k, v] of Object.entries(extra)) if (!(k in sample)) Object.defineProperty(out, k, { value: v, enumerable: true });
      return out;
    });

type Attempt = { body: string; contentType: string | undefined };

const bodies = (sample: Record<string, unknown>): fc.Arbitrary<Attempt> => {
  const json = 'application/json';
  const validText = JSON.stringify(sample);
  return fc.oneof(
    // missing fields, wrong types, huge strings, unicode, extra keys
    { weight: 5, arbitrary: mutated(sample).map((o) => ({ body: JSON.stringify(o), contentType: json })) },
    // malformed JSON: truncated, garbage, not an object
    {
      weight: 2,
      arbitrary: fc
        .oneof(
          fc.integer({ min: 0, max: validText.length - 1 }).map((n) => validText.slice(0, n)),
          fc.string({ maxLength: 60 }),
          fc.jsonValue({ maxDepth: 2 }).map((v) => JSON.stringify(v) ?? 'null'),
          fc.constantFrom('{"a":1,}', '{"__proto__":{"x":1}}', '[', '\uFEFF{}', 'null', '""'),
        )
        .map((body) => ({ body, contentType: json })),
    },
    // a valid body with the wrong content type
    {
      weight: 2,
      arbitrary: fc
        .constantFrom(
          undefined,
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data',
          'multipart/form-data; boundary=zzz',
          'application/xml',
          'application/json-patch+json; charset=utf-16',
        )
        .map((contentType) => ({ body: validText, contentType })),
    },
  );
};

// ------------------------------------------------------------------ helpers

const COUNTED = [
  'users',
  'events',
  'event_registrations',
  'blog_posts',
  'resources',
  'membership_applications',
  'receipts',
  'contact_messages',
  'outbox',
  'audit_log',
  'page_views',
  'sessions',
];

async function counts(): Promise<Record<string, number>> {
  const select = COUNTED.map((t) => `(select count(*) from ${t})::int as ${t}`).join(', ');
  const res = (await ctx.database.db.execute(sql.raw(`select ${select}`))) as unknown as { rows: Record<string, number>[] };
  return Object.fromEntries(Object.entries(res.rows[0]!).map(([k, v]) => [k, Number(v)]));
}

/** Changes to rows that a rejected request could have made (updates too, through updated_at/status). */
async function fingerprint(): Promise<string> {
  const res = (await ctx.database.db.execute(
    sql.raw(`select
      (select coalesce(max(updated_at)::text, '') from events) as e,
      (select coalesce(max(updated_at)::text, '') from blog_posts) as b,
      (select coalesce(max(updated_at)::text, '') from resources) as r,
      (select coalesce(max(updated_at)::text, '') from users) as u,
      (select string_agg(status, ',' order by id) from membership_applications) as a,
      (select string_agg(status, ',' order by id) from contact_messages) as m`),
  )) as unknown as { rows: Record<string, string>[] };
  return JSON.stringify(res.rows[0]);
}

function expectErrorShape(route: string, res: { status: number; json: any; text: string }) {
  if (res.status >= 500) {
    // Show what the server logged for this request, and the request itself, so a failure explains itself.
    const logged = ctx.logs.filter((l) => l.includes(res.json?.requestId ?? '-')).join('\n');
    expect.fail(`${route} answered ${res.status}: ${res.text.slice(0, 300)}\nserver log: ${logged.slice(0, 2000)}`);
  }
  if (res.status >= 400) {
    expect(typeof res.json?.error, `${route} ${res.status} body ${res.text.slice(0, 200)}`).toBe('string');
    expect(typeof res.json?.message).toBe('string');
    expect(res.json.message).toBe(res.json.error);
  }
}

// ------------------------------------------------------------------ setup

beforeAll(async () => {
  ctx = await createTestContext();
  const admin = await makeUser(ctx, 'admin');
  adminToken = admin.token;
  const mod = await makeUser(ctx, 'moderator');
  ids.user = mod.id;
  const created = async (path: string, body: unknown, pick: (json: any) => string) => {
    const res = await call(ctx, 'POST', path, body, { token: adminToken });
    expect(res.status, `${path}: ${res.text}`).toBeLessThan(300);
    return pick(res.json);
  };
  const idOf = (json: any) => String(json.data.id);
  ids.event = await created('/api/admin/events', valid.event, idOf);
  ids.post = await created('/api/admin/blog-posts', valid.post, idOf);
  ids.resource = await created('/api/admin/resources', valid.resource, idOf);
  ids.application = await created('/api/membership/apply', valid.apply, (j) => j.data.application.id);
  ids.message = await created('/api/contact', valid.contact, (j) => j.data.message.id);
  for (const [k, v] of Object.entries(ids)) expect(v, k).toMatch(/^[0-9a-z-]{8,}$/);
}, 60_000);

afterAll(async () => {
  await ctx?.close();
});

// ------------------------------------------------------------------ properties

describe('fuzzed bodies never break the API', () => {
  for (const [name, route] of Object.entries(routes)) {
    it(`${name}`, async () => {
      await fc.assert(
        fc.asyncProperty(bodies(route.sample), async (attempt) => {
          const before = await counts();
          const print = await fingerprint();
          const headers: Record<string, string> = {};
          if (attempt.contentType) headers['Content-Type'] = attempt.contentType;
          const res = await call(ctx, route.method, route.path(), attempt.body, {
            headers,
            ...(route.admin ? { token: adminToken } : {}),
          });
          if (res.status >= 500) console.error(`${name} request that broke it: ${attempt.contentType} ${attempt.body.slice(0, 1500)}`);
          expectErrorShape(name, res);
          if (res.status >= 400) {
            expect(await counts(), `${name} ${res.status} stored something`).toEqual(before);
            expect(await fingerprint(), `${name} ${res.status} changed something`).toBe(print);
          }
        }),
        { numRuns: RUNS },
      );
    });
  }
});

describe('fuzzed paths and query strings', () => {
  const lists = [
    '/api/admin/registrations',
    '/api/admin/contact-messages',
    '/api/admin/membership-applications',
    '/api/admin/events',
    '/api/admin/blog-posts',
    '/api/admin/resources',
    '/api/admin/users',
    '/api/admin/analytics',
    '/api/admin/dashboard-summary',
    '/api/events',
    '/api/blog-posts',
    '/api/resources',
  ];
  const param = fc.oneof(
    fc.string({ maxLength: 20 }),
    unicodeEdge.filter((s) => s.length < 1000),
    fc.integer().map(String),
  );

  it('admin and public lists answer any query string without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...lists),
        fc.dictionary(fc.constantFrom('page', 'pageSize', 'q', 'format', 'status', 'eventId', 'category', 'period', 'x'), param, {
          maxKeys: 4,
        }),
        async (path, query) => {
          const qs = new URLSearchParams(query as Record<string, string>).toString();
          const res = await call(ctx, 'GET', `${path}?${qs}`, undefined, { token: adminToken });
          expectErrorShape(`${path}?${qs}`, res);
        },
      ),
      { numRuns: RUNS * 5 },
    );
  });

  it('ids in paths: unknown, malformed and hostile ids are 4xx and change nothing', async () => {
    const idPaths = [
      (id: string) => ['GET', `/api/events/${id}`],
      (id: string) => ['POST', `/api/events/${id}/register`],
      (id: string) => ['GET', `/api/blog-posts/${id}`],
      (id: string) => ['PUT', `/api/admin/events/${id}`],
      (id: string) => ['DELETE', `/api/admin/events/${id}`],
      (id: string) => ['DELETE', `/api/admin/blog-posts/${id}`],
      (id: string) => ['DELETE', `/api/admin/resources/${id}`],
      (id: string) => ['DELETE', `/api/admin/users/${id}`],
      (id: string) => ['PUT', `/api/admin/membership-applications/${id}/status`],
      (id: string) => ['PUT', `/api/admin/contact-messages/${id}/status`],
    ];
    const hostileId = fc.oneof(
      fc.uuid(),
      fc.string({ maxLength: 30 }).map(encodeURIComponent),
      fc.constantFrom("1'%20or%201=1--", '%00', '..%2F..%2Fetc', '%E0%A4%A', 'null', '-1', '0'.repeat(300)),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...idPaths), hostileId, async (make, id) => {
        const [method, path] = make(id) as [string, string];
        const before = await counts();
        const res = await call(ctx, method, path, method === 'GET' || method === 'DELETE' ? undefined : valid.msgStatus, {
          token: adminToken,
        });
        expectErrorShape(`${method} ${path}`, res);
        if (res.status >= 400) expect(await counts()).toEqual(before);
      }),
      { numRuns: RUNS * 4 },
    );
  });
});

describe('truncated and aborted receipt uploads', () => {
  it('a multipart body cut anywhere or broken off mid-stream is a 4xx, stores nothing, and the app keeps serving', async () => {
    const applied = await call(ctx, 'POST', '/api/membership/apply', { ...valid.apply, email: 'fuzz-upload@example.org' });
    expect(applied.status).toBe(201);
    const applicationId = applied.json.data.application.id as string;
    const boundary = 'fuzz-boundary';
    const file = Buffer.alloc(3000, 7);
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(file);
    const whole = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="applicationId"\r\n\r\n${applicationId}\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="r.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const uncaught = recordUncaught();
    try {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 0, max: whole.length }),
          fc.boolean(),
          fc.integer({ min: 1, max: 6 }),
          fc.boolean(),
          async (cut, aborted, pieces, declareLength) => {
            const before = await counts();
            const sent = whole.subarray(0, cut);
            const size = Math.ceil(sent.length / pieces) || 1;
            // The body arrives in a few pieces, then ends there (truncated) or breaks off (a dropped connection).
            const body = new ReadableStream<Uint8Array>({
              start(controller) {
                for (let at = 0; at < sent.length; at += size) controller.enqueue(new Uint8Array(sent.subarray(at, at + size)));
                if (aborted) controller.error(new Error('connection reset by peer'));
                else controller.close();
              },
            });
            const headers: Record<string, string> = {
              'Content-Type': `multipart/form-data; boundary=${boundary}`,
              'X-Forwarded-For': freshIp(),
            };
            if (declareLength) headers['Content-Length'] = String(whole.length);
            const res = await ctx.app.request('/api/upload-receipt', { method: 'POST', headers, body, duplex: 'half' } as RequestInit);
            const text = await res.text();
            const json: unknown = parseJson(text);
            expectErrorShape(`upload cut at ${cut}${aborted ? ', aborted' : ''}`, { status: res.status, json, text });
            if (aborted || cut < whole.length - 2) {
              expect(res.status, text).toBeGreaterThanOrEqual(400);
              expect(await counts()).toEqual(before);
            }
            expect((await call(ctx, 'GET', '/api/health')).status).toBe(200);
          },
        ),
        { numRuns: RUNS * 4 },
      );
      expect(uncaught.seen.map(String)).toEqual([]);
    } finally {
      uncaught.stop();
    }
  });
});

describe('characters the database cannot store', () => {
  it('a NUL character in any text field is a 400 with the field named, not a 500, and nothing is stored', async () => {
    const cases: [string, string, Record<string, unknown>, boolean][] = [
      ['POST', '/api/contact', { ...valid.contact, message: 'hi\u0000there' }, false],
      ['POST', '/api/membership/apply', { ...valid.apply, city: 'Ada\u0000ma' }, false],
      ['POST', `/api/events/${ids.event}/register`, { ...valid.register, email: 'nul@example.org', position: '\u0000' }, false],
      ['POST', '/api/admin/blog-posts', { ...valid.post, tags: ['ok', 'b\u0000d'] }, true],
      ['POST', '/api/admin/events', { ...valid.event, title: 'Field\u0000day' }, true],
    ];
    for (const [method, path, body, admin] of cases) {
      const before = await counts();
      const res = await call(ctx, method, path, body, admin ? { token: adminToken } : {});
      expect(res.status, `${path}: ${res.text}`).toBe(400);
      expect(Object.keys(res.json.fields ?? {})).toHaveLength(1);
      expect(await counts()).toEqual(before);
    }
    const list = await call(ctx, 'GET', '/api/admin/registrations?q=a%00b', undefined, { token: adminToken });
    expect(list.status).toBe(400);
  });

  it('a lone UTF-16 surrogate is a 400 with the field named, not a 500 (found by this fuzzer: seed 1669820853)', async () => {
    // JSON text as a client would send it: "\udfff" is an escape JSON allows but no Unicode character.
    const cases: [string, string, string][] = [
      ['/api/admin/resources', JSON.stringify({ ...valid.resource, title: 'x' }).replace('"x"', '"\\udfff"'), 'title'],
      ['/api/contact', JSON.stringify({ ...valid.contact, message: 'x' }).replace('"x"', '"half \\ud800 pair"'), 'message'],
      ['/api/admin/events', JSON.stringify({ ...valid.event, location: 'x' }).replace('"x"', '"\\udc00\\ud800"'), 'location'],
    ];
    for (const [path, body, field] of cases) {
      const before = await counts();
      const res = await call(ctx, 'POST', path, body, { token: adminToken, headers: { 'Content-Type': 'application/json' } });
      expect(res.status, `${path}: ${res.text}`).toBe(400);
      expect(Object.keys(res.json.fields ?? {})).toEqual([field]);
      expect(await counts()).toEqual(before);
    }
    // A proper pair (an emoji) is ordinary text.
    const ok = await call(ctx, 'POST', '/api/contact', { ...valid.contact, message: 'Thank you \ud83c\udf31' });
    expect(ok.status).toBe(201);
  });
});
