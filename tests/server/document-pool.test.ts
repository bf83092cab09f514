// The PDFs off the request loop: made by worker threads, kept once made (asked again, the same document is not made
// again; a change to what it shows makes a new one), refused with 503 when the queue is full, and limited per session
// and per address with 429.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { members } from '../../server/db/schema';
import type { BadgesInput } from '../../server/platform/documentJobs';
import { createDocumentPool, DocumentsBusyError } from '../../server/platform/documentPool';
import { accountSession, approvedMember, call, createTestContext, freshIp, makeUser, type TestContext } from '../support/app';
import { validApplication } from '../support/fixtures';
import { pdfText } from '../support/pdfText';

const NOW = new Date('2026-11-24T09:00:00Z');
const sheet = (people: number, event = 'Annual assembly'): BadgesInput => ({
  event,
  badges: Array.from({ length: people }, (_, i) => ({
    firstName: `First${i}`,
    lastName: `Last${i}`,
    organization: `Farm ${i}`,
    ticketCode: `T${String(i).padStart(7, '0')}`,
  })),
  lang: 'en',
  now: NOW,
});

describe('the document pool', () => {
  it('makes a sheet of badges in a worker thread while the request loop keeps running', async () => {
    const pool = createDocumentPool({ workers: 1, queue: 4, cacheBytes: 8 << 20 });
    try {
      await pool.make({ kind: 'badges', input: sheet(1, 'warm-up') });
      let longest = 0;
      let last = performance.now();
      const timer = setInterval(() => {
        const t = performance.now();
        longest = Math.max(longest, t - last);
        last = t;
      }, 5);
      const started = performance.now();
      const bytes = await pool.make({ kind: 'badges', input: sheet(160) });
      const took = performance.now() - started;
      clearInterval(timer);
      expect((await pdfText(bytes)).length).toBe(20);
      console.log(`160 badges: ${Math.round(took)} ms in the worker; longest pause of the loop meanwhile ${Math.round(longest)} ms`);
      // Made on this thread the loop would stand still for the whole sheet.
      expect(longest).toBeLessThan(Math.max(150, took / 3));
      expect(pool.stats().made).toBe(2);
    } finally {
      await pool.close();
    }
  });

  it('keeps what it made: the same content again is not made again, new content is', async () => {
    const pool = createDocumentPool({ workers: 1, queue: 4, cacheBytes: 8 << 20 });
    try {
      const [a, b] = await Promise.all([pool.make({ kind: 'badges', input: sheet(3) }), pool.make({ kind: 'badges', input: sheet(3) })]);
      expect(pool.stats().made).toBe(1);
      // Another moment of making prints nothing new on a badge: still the kept document.
      const c = await pool.make({ kind: 'badges', input: { ...sheet(3), now: new Date('2027-01-01T00:00:00Z') } });
      expect(pool.stats()).toMatchObject({ made: 1, cacheHits: 1 });
      expect(Buffer.from(b).equals(Buffer.from(a)) && Buffer.from(c).equals(Buffer.from(a))).toBe(true);
      await pool.make({ kind: 'badges', input: sheet(4) });
      expect(pool.stats().made).toBe(2);
    } finally {
      await pool.close();
    }
  });

  it('refuses a job when every worker is busy and the queue is full', async () => {
    const pool = createDocumentPool({ workers: 1, queue: 1, cacheBytes: 0 });
    try {
      const jobs = [0, 1, 2].map((i) => pool.make({ kind: 'badges', input: sheet(8, `Event ${i}`) }));
      const results = await Promise.allSettled(jobs);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
      expect((results[2] as PromiseRejectedResult).reason).toBeInstanceOf(DocumentsBusyError);
    } finally {
      await pool.close();
    }
  });
});

describe('the document routes', () => {
  let ctx: TestContext;
  let admin: { token: string };
  beforeAll(async () => {
    ctx = await createTestContext();
    ctx.clock.set(NOW);
    admin = await makeUser(ctx, 'admin');
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    await ctx.database.db.execute(
      sql`truncate members, member_number_counters, acknowledgement_counters, member_history, membership_applications, account_sessions cascade`,
    );
    ctx.clock.set(NOW);
  });

  async function member(email: string) {
    await approvedMember(ctx, admin.token, { email }, { ip: freshIp() });
    return accountSession(ctx, email, 3 * 86_400_000);
  }
  const certificate = async (token: string, ip: string, lang = 'en') => {
    const res = await ctx.app.request(`/api/account/certificate.pdf?lang=${lang}`, {
      headers: { Authorization: `Bearer ${token}`, 'X-Forwarded-For': ip, 'Accept-Language': lang },
    });
    return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
  };

  it('makes a certificate once; asked again it is the kept one, and a change to the member makes a new one', async () => {
    const token = await member('kept@example.org');
    const ip = freshIp();
    const before = ctx.app.documents.stats().made;
    const first = await certificate(token, ip);
    expect(first.status).toBe(200);
    const again = await certificate(token, ip);
    expect(Buffer.from(again.bytes).equals(Buffer.from(first.bytes))).toBe(true);
    expect(ctx.app.documents.stats().made).toBe(before + 1);

    await ctx.database.db.update(members).set({ company: 'Sidama Root Crops PLC' }).where(sql`lower(email) = 'kept@example.org'`);
    const changed = await certificate(token, ip);
    expect(ctx.app.documents.stats().made).toBe(before + 2);
    expect((await pdfText(changed.bytes))[0]).toContain('Sidama Root Crops PLC');
    // Another language is another document; the next day prints another "issued on" day.
    await certificate(token, ip, 'am');
    expect(ctx.app.documents.stats().made).toBe(before + 3);
    ctx.clock.set(new Date(NOW.getTime() + 86_400_000));
    await certificate(token, ip);
    expect(ctx.app.documents.stats().made).toBe(before + 4);
    ctx.clock.set(NOW);
  });

  it('refuses a session past 20 documents in 10 minutes with 429, in English and Amharic', async () => {
    const token = await member('many@example.org');
    const ip = freshIp();
    for (let i = 0; i < 20; i++) expect((await certificate(token, ip)).status).toBe(200);
    const refused = await call(ctx, 'GET', '/api/account/certificate.pdf', undefined, { token, ip: freshIp() });
    expect(refused.status).toBe(429);
    expect(refused.json.error).toBe('Many documents were asked for in a short time. Please wait a few minutes, then try again.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const amharic = await call(ctx, 'GET', '/api/account/certificate.pdf', undefined, {
      token,
      ip: freshIp(),
      headers: { 'Accept-Language': 'am' },
    });
    expect(amharic.status).toBe(429);
    expect(amharic.json.error).toBe('በአጭር ጊዜ ውስጥ ብዙ ሰነዶች ተጠይቀዋል። እባክዎ ጥቂት ደቂቃዎች ቆይተው እንደገና ይሞክሩ።');
    // The window over, the member downloads again.
    ctx.clock.set(new Date(NOW.getTime() + 11 * 60_000));
    expect((await certificate(token, freshIp())).status).toBe(200);
    ctx.clock.set(NOW);
  });

  it('refuses one address past 60 documents in 10 minutes, whichever sessions ask', async () => {
    const ip = freshIp();
    const tokens = await Promise.all([1, 2, 3, 4].map((i) => member(`office${i}@example.org`)));
    for (let i = 0; i < 60; i++) expect((await certificate(tokens[i % 3]!, ip)).status).toBe(200);
    expect((await certificate(tokens[3]!, ip)).status).toBe(429);
    // From another address the fourth member is served.
    expect((await certificate(tokens[3]!, freshIp())).status).toBe(200);
  });
});

describe('a full queue', () => {
  it('answers 503 with Retry-After and a message in both languages', async () => {
    const ctx = await createTestContext({ env: { PDF_WORKERS: '1', PDF_QUEUE: '0' } });
    try {
      ctx.clock.set(NOW);
      const admin = await makeUser(ctx, 'admin');
      const tokens: string[] = [];
      for (const email of ['busy1@example.org', 'busy2@example.org', 'busy3@example.org']) {
        const applied = await call(ctx, 'POST', '/api/membership/apply', validApplication({ email }), { ip: freshIp() });
        const id = applied.json.data.application.id as string;
        await call(ctx, 'PUT', `/api/admin/membership-applications/${id}/status`, { status: 'approved' }, { token: admin.token });
        tokens.push(await accountSession(ctx, email));
      }
      const answers = await Promise.all(
        tokens.map((token, i) =>
          call(ctx, 'GET', '/api/account/certificate.pdf', undefined, {
            token,
            ip: freshIp(),
            headers: { 'Accept-Language': i ? 'am' : 'en' },
          }),
        ),
      );
      const busy = answers.filter((a) => a.status === 503);
      expect(busy.length).toBeGreaterThan(0);
      expect(answers.filter((a) => a.status === 200).length).toBeGreaterThan(0);
      for (const a of busy) {
        expect(a.headers.get('retry-after')).toBe('5');
        expect([
          'Many documents are being prepared right now. Please try again in a few seconds.',
          'በአሁኑ ጊዜ ብዙ ሰነዶች እየተዘጋጁ ነው። እባክዎ ከጥቂት ሰከንዶች በኋላ እንደገና ይሞክሩ።',
        ]).toContain(a.json.error);
      }
    } finally {
      await ctx.app.documents.close();
      await ctx.close();
    }
  });
});
