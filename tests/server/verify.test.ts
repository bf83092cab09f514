// GET /api/verify/:code: a certificate's QR link answers whether the membership is valid (through its last day, Addis
// Ababa time) with what the certificate prints and nothing else; unknown and malformed codes are a 404 in the asker's
// language; each address is limited; nothing is indexed or kept.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { serverMessages as amServer } from '../../contract/messages/am/server';
import { serverMessages } from '../../contract/messages/server';
import { members } from '../../server/db/schema';
import { call, createTestContext, freshIp, type TestContext } from '../support/app';

const CODE = 'Vt3kQ9xR2mHb7nL4pZ8wYc1sD6fGj0aE';
/** Noon in Addis Ababa (09:00 UTC) on a given day. */
const noonAddis = (day: string) => new Date(`${day}T09:00:00Z`);

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.execute(sql`truncate members cascade`);
  await ctx.database.db.insert(members).values({
    number: 'ECA-2019-0042',
    firstName: 'Almaz',
    lastName: 'Tesfaye',
    email: 'almaz@example.org',
    phone: '+251 911 223 344',
    company: 'Wolaita Cassava Growers',
    city: 'Sodo',
    plan: 'processor',
    validFrom: '2026-11-24',
    validUntil: '2027-11-23',
    listInDirectory: false,
    verificationCode: CODE,
  });
  ctx.clock.set(noonAddis('2027-01-10'));
});

describe('GET /api/verify/:code', () => {
  it('a valid membership: exactly the certificate facts, no contact details; noindex and no-store', async () => {
    const res = await call(ctx, 'GET', `/api/verify/${CODE}`);
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toEqual({
      status: 'valid',
      name: 'Almaz Tesfaye',
      company: 'Wolaita Cassava Growers',
      plan: 'processor',
      number: 'ECA-2019-0042',
      validUntil: '2027-11-23',
    });
    expect(Object.keys(res.json.data).sort()).toEqual(['company', 'name', 'number', 'plan', 'status', 'validUntil']);
    for (const leak of ['almaz@example.org', '+251 911 223 344', 'Sodo', CODE]) expect(res.text).not.toContain(leak);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(res.headers.get('cache-control')).toBe('no-store');
    // The code shows whose membership it is: the request log keeps its first characters only.
    expect(ctx.logs.some((line) => line.includes(`/api/verify/${CODE.slice(0, 4)}…`))).toBe(true);
    expect(ctx.logs.filter((line) => line.includes(CODE))).toEqual([]);
  });

  it('still valid on the last day, even late at night in Addis Ababa; expired the day after', async () => {
    ctx.clock.set(noonAddis('2027-11-23'));
    expect((await call(ctx, 'GET', `/api/verify/${CODE}`)).json.data.status).toBe('valid');
    // 23:30 in Addis Ababa on the last day is 20:30 UTC.
    ctx.clock.set(new Date('2027-11-23T20:30:00Z'));
    expect((await call(ctx, 'GET', `/api/verify/${CODE}`)).json.data.status).toBe('valid');
    // 00:30 in Addis Ababa the next day is still 23 November in UTC.
    ctx.clock.set(new Date('2027-11-23T21:30:00Z'));
    const expired = await call(ctx, 'GET', `/api/verify/${CODE}`);
    expect(expired.status).toBe(200);
    expect(expired.json.data).toMatchObject({ status: 'expired', validUntil: '2027-11-23', number: 'ECA-2019-0042' });
  });

  it('an unknown code: 404 with a clear message, in Amharic for an Amharic reader', async () => {
    const res = await call(ctx, 'GET', `/api/verify/${'A'.repeat(32)}`);
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(serverMessages.certificateNotFound);
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    const am = await call(ctx, 'GET', `/api/verify/${'A'.repeat(32)}`, undefined, { headers: { 'Accept-Language': 'am' } });
    expect(am.status).toBe(404);
    expect(am.json.message).toBe(amServer.certificateNotFound);
  });

  it('a malformed code: the same 404, never a 500', async () => {
    for (const code of [
      'short',
      'has%20space-and-more-than-16',
      `${'x'.repeat(200)}`,
      "x'%3B--injection-attempt",
      '%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00%00',
    ]) {
      const res = await call(ctx, 'GET', `/api/verify/${code}`);
      expect(res.status, code).toBe(404);
      expect(res.json.message).toBe(serverMessages.certificateNotFound);
    }
  });

  it('30 checks a minute from one address, then 429 with Retry-After; another address still gets through', async () => {
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await call(ctx, 'GET', `/api/verify/${i % 2 ? CODE : 'B'.repeat(32)}`, undefined, { ip })).status);
    expect(statuses.slice(0, 30).every((s) => s === 200 || s === 404)).toBe(true);
    expect(statuses[30]).toBe(429);
    const limited = await call(ctx, 'GET', `/api/verify/${CODE}`, undefined, { ip });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await call(ctx, 'GET', `/api/verify/${CODE}`)).status).toBe(200);
    // A minute later the address may check again.
    ctx.clock.advance(61_000);
    expect((await call(ctx, 'GET', `/api/verify/${CODE}`, undefined, { ip })).status).toBe(200);
  });
});
