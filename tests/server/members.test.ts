// Approval makes a member: its number (unique and consecutive per Ethiopian year, also under concurrent approvals in two
// processes), its membership year, renewals, the status worked out from the dates, and rejections with their reason.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addYear, YEARLY_FEE_BIRR } from '../../contract/members';
import { messages } from '../../contract/messages';
import { validationMessages as amValidation } from '../../contract/messages/am/validation';
import { type Database, openPostgres } from '../../server/db/client';
import { memberHistory, members, membershipApplications, outbox, sessions, users } from '../../server/db/schema';
import { approveIntoMember } from '../../server/features/members/service';
import { call, createTestContext, makeUser, type TestContext } from '../support/app';
import { createTestDatabase, usingPostgres } from '../support/db';
import { validApplication } from '../support/fixtures';

const AM = { 'Accept-Language': 'am' };
/** 24 November 2026, noon in Addis Ababa: 15 Hidar 2019 in the Ethiopian calendar. */
const NOON_ADDIS = new Date('2026-11-24T09:00:00Z');

let ctx: TestContext;
let admin: { id: string; token: string };
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await makeUser(ctx, 'admin');
  // The clock moves years ahead here; the staff session must outlive it.
  await ctx.database.db.update(sessions).set({ expiresAt: new Date('2100-01-01T00:00:00Z') });
});
afterAll(() => ctx.close());
beforeEach(async () => {
  // Each test counts member numbers from the first of its year.
  await ctx.database.db.execute(
    sql`truncate members, member_number_counters, acknowledgement_counters, member_history, membership_applications, outbox cascade`,
  );
  ctx.clock.set(NOON_ADDIS);
});

let seq = 0;
async function apply(over: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  const body = validApplication({ email: `member-${++seq}@example.org`, ...over });
  const res = await call(ctx, 'POST', '/api/membership/apply', body, { headers });
  expect(res.status, res.text).toBe(201);
  return { id: res.json.data.application.id as string, email: body.email as string };
}
const decide = (id: string, body: Record<string, unknown>, opts: { headers?: Record<string, string>; on?: TestContext } = {}) =>
  call(opts.on ?? ctx, 'PUT', `/api/admin/membership-applications/${id}/status`, body, { token: admin.token, headers: opts.headers });
const reverse = (id: string) =>
  call(ctx, 'POST', `/api/admin/membership-applications/${id}/reversal`, { reason: 'Decided by mistake.' }, { token: admin.token });
const approve = async (id: string, on?: TestContext) => {
  const res = await decide(id, { status: 'approved' }, { on });
  expect(res.status, res.text).toBe(200);
  return res.json.data;
};
const memberOf = async (id: string) => {
  const res = await call(ctx, 'GET', `/api/admin/members/${id}`, undefined, { token: admin.token });
  expect(res.status, res.text).toBe(200);
  return res.json.data;
};
/** Every acknowledgement number given out, in order. */
const acknowledgementNumbers = async (database: Pick<Database, 'db'>) =>
  (await database.db.select({ n: memberHistory.acknowledgementNumber }).from(memberHistory))
    .map((r) => r.n)
    .filter((n): n is string => n !== null)
    .sort();
const mailsTo = async (to: string) =>
  (await ctx.database.db.select().from(outbox).where(eq(outbox.to, to))).sort((a, b) => +a.createdAt - +b.createdAt);

describe('approving an application', () => {
  it('makes a member: ECA-<Ethiopian year>-<4 digits>, valid from the approval day for one year, linked to the application', async () => {
    const first = await apply({
      firstName: 'Hana',
      lastName: 'Girma',
      company: 'Girma Farms',
      city: 'Hawassa',
      membershipType: 'processor',
    });
    const decided = await approve(first.id);
    expect(decided).toMatchObject({ status: 'approved', memberNumber: 'ECA-2019-0001', decisionReason: null });
    expect(decided.member).toMatchObject({
      number: 'ECA-2019-0001',
      firstName: 'Hana',
      lastName: 'Girma',
      email: first.email,
      company: 'Girma Farms',
      city: 'Hawassa',
      plan: 'processor',
      validFrom: '2026-11-24',
      validUntil: '2027-11-24',
      status: 'active',
      daysLeft: 365,
      listInDirectory: false,
    });
    expect(decided.memberId).toBe(decided.member.id);

    const second = await apply();
    expect((await approve(second.id)).memberNumber).toBe('ECA-2019-0002');

    // The list shows the number once approved, and the history keeps the approving application.
    const list = await call(ctx, 'GET', '/api/admin/membership-applications', undefined, { token: admin.token });
    const byId = new Map(list.json.data.items.map((a: { id: string; memberNumber: string | null }) => [a.id, a.memberNumber]));
    expect(byId.get(first.id)).toBe('ECA-2019-0001');
    const pending = await apply();
    const again = await call(ctx, 'GET', '/api/admin/membership-applications?status=pending', undefined, { token: admin.token });
    expect(again.json.data.items.find((a: { id: string }) => a.id === pending.id).memberNumber).toBeNull();
    const detail = await memberOf(decided.member.id);
    expect(detail.history).toEqual([
      expect.objectContaining({
        kind: 'joined',
        applicationId: first.id,
        plan: 'processor',
        validFrom: '2026-11-24',
        validUntil: '2027-11-24',
        // The payment acknowledgement: its own counter (the second approval above took 0002) and the year's fee.
        acknowledgementNumber: 'ECA-R-2019-0001',
        amount: YEARLY_FEE_BIRR,
      }),
    ]);

    // The verification code is stored, long and random, and never in an answer.
    const [row] = await ctx.database.db.select().from(members).where(eq(members.id, decided.member.id));
    expect(row!.verificationCode).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(JSON.stringify(decided)).not.toContain(row!.verificationCode);
    expect(JSON.stringify(detail)).not.toContain(row!.verificationCode);

    // The mail names the number and the last valid day.
    const [, decision] = await mailsTo(first.email);
    expect(decision!.text).toContain('Your member number is ECA-2019-0001.');
    expect(decision!.text).toContain('valid until November 24, 2027');
  });

  it('counts the year in Addis Ababa: 22:00 UTC on 10 September 2026 is already 1 Meskerem 2019 there', async () => {
    ctx.clock.set(new Date('2026-09-10T20:59:00Z'));
    const late = await approve((await apply()).id);
    expect(late.member).toMatchObject({ number: 'ECA-2018-0001', validFrom: '2026-09-10', validUntil: '2027-09-10' });
    ctx.clock.set(new Date('2026-09-10T22:00:00Z'));
    const newYear = await approve((await apply()).id);
    expect(newYear.member).toMatchObject({ number: 'ECA-2019-0001', validFrom: '2026-09-11', validUntil: '2027-09-11' });
  });

  it('sends the Amharic applicant the member number and the end date in Amharic', async () => {
    const app = await apply({ membershipType: 'exporter' }, AM);
    await approve(app.id);
    const [, decision] = await mailsTo(app.email);
    expect(decision!.text).toContain('የአባልነት ቁጥርዎ ECA-2019-0001 ነው።');
    expect(decision!.text).toContain('ዓ.ም.');
    expect(decision!.text).not.toContain('valid until');
  });

  it('approving the same application again (after a change of mind) keeps its member and makes no other', async () => {
    const app = await apply();
    const first = await approve(app.id);
    expect((await reverse(app.id)).status).toBe(200);
    const second = await approve(app.id);
    expect(second.member).toEqual(first.member);
    expect(await ctx.database.db.select().from(members)).toHaveLength(1);
    expect(await ctx.database.db.select().from(memberHistory)).toHaveLength(1);
    // Its second approval mail names the same member.
    const approvals = (await mailsTo(app.email)).filter((m) => m.subject.includes('approved'));
    expect(approvals).toHaveLength(2);
    for (const m of approvals) expect(m.text).toContain(`Your member number is ${first.member.number}.`);
  });

  it('a number taken by an approval that rolls back is given to the next approval: no gap', async () => {
    const [a] = await ctx.database.db.select({ id: users.id }).from(users).limit(1);
    const one = await apply();
    await approve(one.id);
    const two = await apply();
    const [row] = await ctx.database.db.select().from(membershipApplications).where(eq(membershipApplications.id, two.id));
    await expect(
      ctx.database.db.transaction(async (tx) => {
        const made = await approveIntoMember(tx as never, row!, a!.id, ctx.clock.now);
        expect(made.member.number).toBe('ECA-2019-0002');
        throw new Error('the approval fails after taking its number');
      }),
    ).rejects.toThrow('the approval fails');
    const decided = await approve(two.id);
    expect(decided.memberNumber).toBe('ECA-2019-0002');
    // The acknowledgement number it took came back too.
    expect((await memberOf(decided.memberId)).history[0].acknowledgementNumber).toBe('ECA-R-2019-0002');
  });
});

describe('a renewal (an approved application of an email that already has a member)', () => {
  it('extends an active membership by one year from its current end, keeping its number and start', async () => {
    const first = await apply({ email: 'Renew@Example.org' });
    const joined = (await approve(first.id)).member;
    ctx.clock.advance(200 * 86_400_000);
    const renewal = await apply({ email: 'renew@example.org', membershipType: 'exporter', company: 'Renewed Ltd' });
    const renewed = await approve(renewal.id);
    expect(renewed.member).toMatchObject({
      id: joined.id,
      number: joined.number,
      validFrom: '2026-11-24',
      validUntil: '2028-11-24',
      plan: 'exporter',
      // The record keeps its details unless staff take the application's (tests/server/member-record.test.ts).
      company: 'Kebede Farms',
    });
    expect(renewed.memberNumber).toBe(joined.number);
    expect(await ctx.database.db.select().from(members)).toHaveLength(1);
    const detail = await memberOf(joined.id);
    expect(
      detail.history.map((h: { kind: string; previousUntil: string | null; validUntil: string }) => [
        h.kind,
        h.previousUntil,
        h.validUntil,
      ]),
    ).toEqual([
      ['joined', null, '2027-11-24'],
      ['renewed', '2027-11-24', '2028-11-24'],
    ]);
    // Each paid year has its own acknowledgement; the renewal's is the next number.
    expect(detail.history.map((h: { acknowledgementNumber: string; amount: number }) => [h.acknowledgementNumber, h.amount])).toEqual([
      ['ECA-R-2019-0001', 22_000],
      ['ECA-R-2019-0002', 22_000],
    ]);
  });

  it('renews a lapsed membership from today, as a new period', async () => {
    const first = await apply({ email: 'late@example.org' });
    const joined = (await approve(first.id)).member;
    // Forty days after the end (24 November 2027): 3 January 2028.
    ctx.clock.set(new Date('2028-01-03T09:00:00Z'));
    expect((await memberOf(joined.id)).status).toBe('lapsed');
    const renewed = await approve((await apply({ email: 'late@example.org' })).id);
    expect(renewed.member).toMatchObject({
      number: joined.number,
      validFrom: '2028-01-03',
      validUntil: '2029-01-03',
      status: 'active',
    });
  });
});

describe('the status, worked out from the dates for the app clock', () => {
  it('is active with 31 days left, expiring with 30 and on the last day, lapsed the day after', async () => {
    const member = (await approve((await apply()).id)).member;
    const until = Date.parse(`${member.validUntil}T09:00:00Z`);
    const on = async (daysBefore: number, hourUtc = 9) => {
      ctx.clock.set(new Date(until - daysBefore * 86_400_000 + (hourUtc - 9) * 3600_000));
      const m = await memberOf(member.id);
      return [m.status, m.daysLeft];
    };
    expect(await on(31)).toEqual(['active', 31]);
    expect(await on(30)).toEqual(['expiring', 30]);
    expect(await on(1)).toEqual(['expiring', 1]);
    expect(await on(0)).toEqual(['expiring', 0]);
    // 20:59 UTC on the last day is 23:59 in Addis Ababa: still valid; 21:00 UTC is the next day there.
    expect(await on(0, 20.98)).toEqual(['expiring', 0]);
    expect(await on(0, 21)).toEqual(['lapsed', -1]);
    expect(await on(-1)).toEqual(['lapsed', -1]);
    expect(await on(-400)).toEqual(['lapsed', -400]);
    // Nothing was written: the status is never stored.
    const [row] = await ctx.database.db.select().from(members).where(eq(members.id, member.id));
    expect(row!.updatedAt.toISOString()).toBe(member.updatedAt);
  });

  it('an unknown member is a 404; a malformed id too', async () => {
    const missing = await call(ctx, 'GET', '/api/admin/members/00000000-0000-4000-8000-000000000000', undefined, { token: admin.token });
    expect(missing.status).toBe(404);
    expect(missing.json.message).toBe('That member was not found.');
    expect((await call(ctx, 'GET', '/api/admin/members/nope', undefined, { token: admin.token })).status).toBe(404);
    expect((await call(ctx, 'GET', '/api/admin/members/nope')).status).toBe(401);
  });
});

describe('rejecting an application', () => {
  it('needs a reason: without one (or only spaces) a 400 with a field message, in English and Amharic, and nothing changes', async () => {
    const app = await apply();
    for (const body of [{ status: 'rejected' }, { status: 'rejected', reason: '   ' }, { status: 'rejected', reason: '' }]) {
      const res = await decide(app.id, body);
      expect(res.status).toBe(400);
      expect(res.json).toEqual({
        error: messages.validation.rejectionReason,
        code: 'validation.rejectionReason',
        message: messages.validation.rejectionReason,
        fields: { reason: messages.validation.rejectionReason },
      });
    }
    const am = await decide(app.id, { status: 'rejected' }, { headers: AM });
    expect(am.status).toBe(400);
    expect(am.json.fields).toEqual({ reason: amValidation.rejectionReason });
    const tooLong = await decide(app.id, { status: 'rejected', reason: 'x'.repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.fields.reason).toBe('Reason must be at most 1000 characters');
    expect((await decide(app.id, { status: 'rejected', reason: 42 })).status).toBe(400);
    const [row] = await ctx.database.db.select().from(membershipApplications).where(eq(membershipApplications.id, app.id));
    expect(row).toMatchObject({ status: 'pending', decisionReason: null, decidedAt: null });
    expect(await mailsTo(app.email)).toHaveLength(1); // only the "we received it" mail
  });

  it('with a reason: stored, in the answer and the list, and in the decision mail (English)', async () => {
    const app = await apply({ membershipType: 'farmer' });
    const reason = 'The bank receipt shows 2,200 Birr, not 22,000 Birr.';
    const res = await decide(app.id, { status: 'rejected', reason: `  ${reason} ` });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data).toMatchObject({ status: 'rejected', decisionReason: reason, memberId: null, memberNumber: null, member: null });
    const [row] = await ctx.database.db.select().from(membershipApplications).where(eq(membershipApplications.id, app.id));
    expect(row!.decisionReason).toBe(reason);
    const [, decision] = await mailsTo(app.email);
    expect(decision!.subject).toBe('Your membership application');
    expect(decision!.text).toContain(`We are unable to approve your application at this time.\n\nThe reason: ${reason}\n\n`);
    expect(await ctx.database.db.select().from(members)).toHaveLength(0);
    const csv = await call(ctx, 'GET', '/api/admin/membership-applications?format=csv', undefined, { token: admin.token });
    expect(csv.text).toContain(reason);
    // Reversed (pending again), the reason goes with the decision.
    expect((await reverse(app.id)).json.data.application.decisionReason).toBeNull();
  });

  it('with a reason: in the Amharic decision mail of an Amharic applicant', async () => {
    const app = await apply({ membershipType: 'processor' }, AM);
    const reason = 'ደረሰኙ አይነበብም።';
    expect((await decide(app.id, { status: 'rejected', reason })).status).toBe(200);
    const [, decision] = await mailsTo(app.email);
    expect(decision!.subject).toBe('የአባልነት ማመልከቻዎ');
    expect(decision!.text).toContain(`ማጽደቅ አልቻልንም።\n\nምክንያቱ፦ ${reason}\n\n`);
  });

  it('approving needs no reason, and a reason sent with an approval is not kept', async () => {
    const app = await apply();
    const res = await decide(app.id, { status: 'approved', reason: 'looks fine' });
    expect(res.status).toBe(200);
    expect(res.json.data.decisionReason).toBeNull();
  });
});

describe('member numbers under concurrent approvals', () => {
  it('40 approvals at once in one process: numbers 0001 to 0040, each once', async () => {
    const apps = await Promise.all(Array.from({ length: 40 }, () => apply()));
    const decided = await Promise.all(apps.map((a) => approve(a.id)));
    const numbers = decided.map((d) => d.memberNumber as string).sort();
    expect(numbers).toEqual(Array.from({ length: 40 }, (_, i) => `ECA-2019-${String(i + 1).padStart(4, '0')}`));
    expect(await acknowledgementNumbers(ctx.database)).toEqual(
      Array.from({ length: 40 }, (_, i) => `ECA-R-2019-${String(i + 1).padStart(4, '0')}`),
    );
  });

  it('approvals and office renewals at once share one acknowledgement counter: unique, no gaps', async () => {
    const existing = await Promise.all(Array.from({ length: 10 }, async () => (await approve((await apply()).id)).member.id as string));
    const apps = await Promise.all(Array.from({ length: 20 }, () => apply()));
    const results = await Promise.all([
      ...apps.map((a) => decide(a.id, { status: 'approved' })),
      ...existing.map((id) =>
        call(ctx, 'POST', `/api/admin/members/${id}/renewals`, { membershipType: 'farmer', reason: 'Cash' }, { token: admin.token }),
      ),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([...Array(20).fill(200), ...Array(10).fill(201)]);
    expect(await acknowledgementNumbers(ctx.database)).toEqual(
      Array.from({ length: 40 }, (_, i) => `ECA-R-2019-${String(i + 1).padStart(4, '0')}`),
    );
  });

  it('two applications of one email approved at once make one member, renewed once', async () => {
    const [a, b] = await Promise.all([apply({ email: 'twice@example.org' }), apply({ email: 'twice@example.org' })]);
    const [x, y] = await Promise.all([approve(a!.id), approve(b!.id)]);
    expect(x.member.id).toBe(y.member.id);
    const [row] = await ctx.database.db.select().from(members);
    expect(row!.validUntil).toBe('2028-11-24');
    expect(await ctx.database.db.select().from(members)).toHaveLength(1);
  });
});

describe.runIf(usingPostgres())('member numbers across two server processes on one PostgreSQL', () => {
  let shared: Database & { name: string };
  let second: Database;
  let a: TestContext;
  let b: TestContext;
  beforeAll(async () => {
    shared = await createTestDatabase();
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${shared.name}`;
    // A second pool of its own connections, as another process would have.
    second = await openPostgres(url.toString(), 20);
    a = await createTestContext({ database: shared });
    b = await createTestContext({ database: second });
  });
  afterAll(async () => {
    await second?.close();
    await shared?.close();
  });

  it('40 approvals split over both, twice: unique, consecutive, no gaps', async () => {
    const token = (await makeUser(a, 'admin')).token;
    for (const round of [1, 2]) {
      const apps = await Promise.all(
        Array.from({ length: 40 }, async (_, i) => {
          const res = await call(
            i % 2 ? a : b,
            'POST',
            '/api/membership/apply',
            validApplication({ email: `two-${round}-${i}@example.org` }),
          );
          expect(res.status, res.text).toBe(201);
          return res.json.data.application.id as string;
        }),
      );
      const decided = await Promise.all(
        apps.map((id, i) =>
          call(i % 2 ? b : a, 'PUT', `/api/admin/membership-applications/${id}/status`, { status: 'approved' }, { token }),
        ),
      );
      expect(decided.map((d) => d.status)).toEqual(Array(40).fill(200));
      const numbers = decided.map((d) => d.json.data.memberNumber as string).sort();
      const year = numbers[0]!.slice(4, 8);
      const from = (round - 1) * 40;
      expect(numbers).toEqual(Array.from({ length: 40 }, (_, i) => `ECA-${year}-${String(from + i + 1).padStart(4, '0')}`));
    }
    const stored = await shared.db.select({ number: members.number }).from(members);
    expect(new Set(stored.map((r) => r.number)).size).toBe(80);
    const acks = await acknowledgementNumbers(shared);
    const year = acks[0]!.slice(6, 10);
    expect(acks).toEqual(Array.from({ length: 80 }, (_, i) => `ECA-R-${year}-${String(i + 1).padStart(4, '0')}`));
  });
});

it('addYear keeps the day, and 29 February becomes 28 February', () => {
  expect(addYear('2026-11-24')).toBe('2027-11-24');
  expect(addYear('2028-02-29')).toBe('2029-02-28');
  expect(addYear('2027-12-31')).toBe('2028-12-31');
});
