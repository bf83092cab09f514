// Staff decide an application with the facts in front of them: one application with every field, its receipts, its
// history, the person's other applications and the member record of the same email with the differences. A decision
// stands until it is reversed, and a reversal is its own audited action with a reason.
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { membershipMessages as amMembership } from '../../contract/messages/am/membership';
import { validationMessages as amValidation } from '../../contract/messages/am/validation';
import { validationMessages } from '../../contract/messages/validation';
import { auditLog, outbox, receipts } from '../../server/db/schema';
import { call, createTestContext, makeUser, type TestContext } from '../support/app';
import { validApplication } from '../support/fixtures';

const AM = { 'Accept-Language': 'am' };

let ctx: TestContext;
let admin: { id: string; token: string };
let moderator: { id: string; token: string };
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(new Date('2026-11-24T09:00:00Z'));
  admin = await makeUser(ctx, 'admin');
  moderator = await makeUser(ctx, 'moderator');
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.execute(
    sql`truncate members, member_number_counters, member_history, membership_applications, outbox, audit_log, rate_limits cascade`,
  );
});

async function apply(over: Record<string, unknown> = {}) {
  const res = await call(ctx, 'POST', '/api/membership/apply', validApplication(over));
  expect(res.status, res.text).toBe(201);
  return res.json.data.application.id as string;
}
const review = (id: string, token = moderator.token, headers: Record<string, string> = {}) =>
  call(ctx, 'GET', `/api/admin/membership-applications/${id}`, undefined, { token, headers });
const decide = (id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(ctx, 'PUT', `/api/admin/membership-applications/${id}/status`, body, { token: admin.token, headers });
const reverse = (id: string, body: unknown, headers: Record<string, string> = {}) =>
  call(ctx, 'POST', `/api/admin/membership-applications/${id}/reversal`, body, { token: admin.token, headers });

describe('GET /api/admin/membership-applications/:id', () => {
  it('gives every field, the receipts, the history, the other applications and the member record with differences', async () => {
    const first = await apply({ firstName: 'Alice', lastName: 'Bekele', email: 'alice@example.org', city: 'Hawassa' });
    expect((await decide(first, { status: 'approved' })).status).toBe(200);
    const second = await apply({
      firstName: 'Alice',
      lastName: 'Bekele',
      email: 'ALICE@example.org',
      city: 'Adama',
      address: 'Kebele 09, house 12',
      phone: '+251 911 222 333',
      message: 'I moved to Adama.',
      membershipType: 'processor',
    });
    const pdf = new TextEncoder().encode('%PDF-1.4 slip');
    await ctx.database.db
      .insert(receipts)
      .values({ applicationId: second, mimeType: 'application/pdf', filename: 'slip.pdf', size: pdf.byteLength, data: pdf });

    const res = await review(second);
    expect(res.status, res.text).toBe(200);
    const data = res.json.data;
    expect(data.application).toMatchObject({
      id: second,
      name: 'Alice Bekele',
      phone: '+251 911 222 333',
      address: 'Kebele 09, house 12',
      city: 'Adama',
      message: 'I moved to Adama.',
      membershipType: 'processor',
      status: 'pending',
      hasReceipt: true,
    });
    expect(data.application.paymentReference).toMatch(/^ECA-A-\d+$/);
    expect(data.receipts).toEqual([expect.objectContaining({ mimeType: 'application/pdf', filename: 'slip.pdf', size: pdf.byteLength })]);
    expect(data.history.map((h: { kind: string }) => h.kind)).toEqual(['applied', 'receipt']);
    expect(data.otherApplications).toEqual([expect.objectContaining({ id: first, status: 'approved', memberNumber: 'ECA-2019-0001' })]);
    expect(data.member).toMatchObject({ number: 'ECA-2019-0001', city: 'Hawassa', status: 'active' });
    expect(data.differences).toEqual([
      { field: 'city', member: 'Hawassa', application: 'Adama' },
      { field: 'phone', member: '+251 911 000 000', application: '+251 911 222 333' },
    ]);
    expect(data.decidedByName).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('an application without a member or other applications: empty lists, no record', async () => {
    const id = await apply();
    const data = (await review(id)).json.data;
    expect(data).toMatchObject({ member: null, differences: [], otherApplications: [], receipts: [], decidedByName: null });
  });

  it('404 for an unknown or malformed id (in Amharic too), 401 without a token', async () => {
    const unknown = '7d3f7a9e-0000-4000-8000-000000000000';
    expect((await review(unknown)).json.error).toBe(messages.membership.applicationNotFound);
    expect((await review(unknown, moderator.token, AM)).json.error).toBe(amMembership.applicationNotFound);
    expect((await review(unknown)).status).toBe(404);
    expect((await review('not-an-id')).status).toBe(404);
    expect((await call(ctx, 'GET', `/api/admin/membership-applications/${unknown}`)).status).toBe(401);
  });
});

describe('a decision stands until it is reversed', () => {
  it('another status on a decided application is a 409 that changes nothing; the same one again is harmless', async () => {
    const id = await apply();
    expect((await decide(id, { status: 'approved' })).status).toBe(200);
    const mailsBefore = (await ctx.database.db.select().from(outbox)).length;
    const flip = await decide(id, { status: 'rejected', reason: 'Changed my mind' });
    expect(flip.status).toBe(409);
    expect(flip.json.error).toBe(messages.membership.applicationDecided);
    expect((await decide(id, { status: 'rejected', reason: 'x' }, AM)).json.error).toBe(amMembership.applicationDecided);
    expect((await decide(id, { status: 'pending' })).status).toBe(409);
    // The same decision again (a second tab): 200, no second mail.
    expect((await decide(id, { status: 'approved' })).status).toBe(200);
    expect((await ctx.database.db.select().from(outbox)).length).toBe(mailsBefore);
    expect((await review(id)).json.data.application.status).toBe('approved');
  });

  it('a reversal needs its reason, makes the application pending, and is in the audit log and the history', async () => {
    const id = await apply();
    expect((await decide(id, { status: 'rejected', reason: 'The slip is unreadable.' })).status).toBe(200);
    for (const body of [{}, { reason: '' }, { reason: '   ' }, { reason: 42 }]) {
      const res = await reverse(id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.json.fields.reason).toBeTruthy();
    }
    expect((await reverse(id, {})).json.fields.reason).toBe(validationMessages.reversalReason);
    expect((await reverse(id, {}, AM)).json.fields.reason).toBe(amValidation.reversalReason);
    expect((await reverse(id, { reason: 'x'.repeat(1001) })).status).toBe(400);
    expect((await review(id)).json.data.application.status).toBe('rejected');

    const res = await reverse(id, { reason: '  A clearer slip came by mail.  ' });
    expect(res.status, res.text).toBe(200);
    expect(res.json.data.application).toMatchObject({ status: 'pending', decisionReason: null, decidedAt: null });
    const steps = res.json.data.history.map((h: Record<string, unknown>) => [h.kind, h.status, h.reason]);
    expect(steps).toEqual([
      ['applied', null, null],
      ['decided', 'rejected', 'The slip is unreadable.'],
      ['reversed', 'rejected', 'A clearer slip came by mail.'],
    ]);
    const [entry] = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'reverse')).orderBy(asc(auditLog.id));
    expect(entry).toMatchObject({
      actorId: admin.id,
      entity: 'membership_application',
      entityId: id,
      details: { from: 'rejected', to: 'pending', reason: 'A clearer slip came by mail.' },
    });
    // Now it can be approved, and the approval names who decided.
    expect((await decide(id, { status: 'approved' })).status).toBe(200);
    const after = (await review(id)).json.data;
    expect(after.application.status).toBe('approved');
    expect(after.decidedByName).toBeTruthy();
    expect(after.history.at(-1)).toMatchObject({ kind: 'decided', status: 'approved' });
  });

  it('reversing a pending application is a 409; an unknown one a 404', async () => {
    const id = await apply();
    const res = await reverse(id, { reason: 'Nothing to undo' });
    expect(res.status).toBe(409);
    expect(res.json.error).toBe(messages.membership.applicationNotDecided);
    expect((await reverse('7d3f7a9e-0000-4000-8000-000000000000', { reason: 'x' })).status).toBe(404);
    expect(await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'reverse'))).toHaveLength(0);
  });
});
