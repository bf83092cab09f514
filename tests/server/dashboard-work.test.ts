// The dashboard's day of work (GET /api/admin/dashboard-summary → work): applications with a receipt to review, those
// still without one after a week, new messages, mails given up on, today's and the next event with seats and
// check-ins, and the staff's latest actions from the audit log; the specification's stats and recent activity stay.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addisToday } from '../../contract/dates';
import { checkIns, contactMessages, outbox, receipts } from '../../server/db/schema';
import { eraseExpired } from '../../server/features/privacy/service';
import { call, createTestContext, insertEvent, makeUser, type TestContext } from '../support/app';
import { validApplication } from '../support/fixtures';
import { register } from '../support/seats';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof makeUser>>;
// The database writes its own time on each row, so the test runs at the real time; dates are Addis Ababa's.
const NOW = new Date();
const day = (offset: number) => addisToday(new Date(NOW.getTime() + offset * 86_400_000));

beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(NOW);
  admin = await makeUser(ctx, 'admin');
});
afterAll(() => ctx.close());

const summary = async () => {
  const res = await call(ctx, 'GET', '/api/admin/dashboard-summary', undefined, { token: admin.token });
  expect(res.status, res.text).toBe(200);
  return res.json.data;
};
const apply = async (email: string) => {
  const res = await call(ctx, 'POST', '/api/membership/apply', validApplication({ email }));
  expect(res.status, res.text).toBe(201);
  return res.json.data.application.id as string;
};

describe("the dashboard's day of work", () => {
  it('counts what waits, names today’s and the next event, and lists the audit log’s latest actions', async () => {
    const empty = (await summary()).work;
    expect(empty).toMatchObject({
      applicationsToReview: 0,
      applicationsWithoutReceipt: 0,
      receiptOverdueDays: 7,
      newMessages: 0,
      failedMails: 0,
      today: null,
      next: null,
    });

    // An application sent eight days ago still has no receipt; one sent today has none yet either; a third has its
    // receipt and waits for review.
    const late = await apply('late.payer@example.org');
    await ctx.database.db.execute(
      sql`update membership_applications set created_at = ${new Date(NOW.getTime() - 8 * 86_400_000)} where id = ${late}`,
    );
    await apply('fresh.payer@example.org');
    const paid = await apply('paid@example.org');
    const pdf = new TextEncoder().encode('%PDF-1.4 slip');
    await ctx.database.db
      .insert(receipts)
      .values({ applicationId: paid, mimeType: 'application/pdf', filename: 'slip.pdf', size: pdf.byteLength, data: pdf });
    await ctx.database.db.insert(contactMessages).values({
      name: 'Hanna',
      email: 'hanna@example.org',
      subject: 'General Inquiry',
      message: 'When is the assembly?',
      contactType: 'individual',
    });
    await ctx.database.db.execute(
      sql`update ${outbox} set status = 'failed' where id = (select id from ${outbox} order by created_at limit 1)`,
    );

    const today = await insertEvent(ctx, {
      title: 'Field Day',
      description: 'On the farm.',
      date: day(0),
      location: 'Hawassa',
      capacity: 20,
    });
    await insertEvent(ctx, { title: 'Later Workshop', description: 'Later.', date: day(60), location: 'Adama' });
    const next = await insertEvent(ctx, { title: 'Processing Workshop', description: 'Machines.', date: day(20), location: 'Adama' });
    const reg = await register(ctx, today, { attendees: '2', email: 'door@example.org' });
    const [ticket] = await ctx.database.db
      .execute(sql`select id from tickets where registration_id = ${reg.reg.id} limit 1`)
      .then((r) => (Array.isArray(r) ? r : (r as unknown as { rows: { id: string }[] }).rows) as { id: string }[]);
    await ctx.database.db
      .insert(checkIns)
      .values({ ticketId: ticket!.id, registrationId: reg.reg.id, eventId: today, checkedInAt: NOW, checkedInByName: 'Door' });

    // A staff action, audited.
    const decided = await call(
      ctx,
      'PUT',
      `/api/admin/membership-applications/${paid}/status`,
      { status: 'approved' },
      { token: admin.token },
    );
    expect(decided.status, decided.text).toBe(200);

    const data = await summary();
    expect(data.work).toMatchObject({
      applicationsToReview: 0,
      applicationsWithoutReceipt: 1,
      newMessages: 1,
      failedMails: 1,
      today: { id: today, title: 'Field Day', date: day(0), capacity: 20, seatsConfirmed: 2, checkedIn: 1 },
      next: { id: next, title: 'Processing Workshop', date: day(20), capacity: null, seatsConfirmed: 0, checkedIn: 0 },
    });
    expect(data.work.staffActivity[0]).toMatchObject({ actorName: admin.name, entity: 'membership_application' });
    // The system's daily retention run is audited, but it is not a person's action: it does not push the staff's out.
    await eraseExpired(ctx.database.db, NOW);
    const afterRun = (await summary()).work.staffActivity as { actorName: string }[];
    expect(afterRun[0]).toMatchObject({ actorName: admin.name, entity: 'membership_application' });
    expect(afterRun.map((a) => a.actorName)).not.toContain('System');

    // Another application with its receipt: to review.
    const waiting = await apply('waiting@example.org');
    await ctx.database.db
      .insert(receipts)
      .values({ applicationId: waiting, mimeType: 'application/pdf', filename: 'slip.pdf', size: pdf.byteLength, data: pdf });
    expect((await summary()).work.applicationsToReview).toBe(1);
    // The specification's figures are still there.
    expect(Object.keys(data.stats)).toEqual(
      expect.arrayContaining(['totalEvents', 'totalBlogPosts', 'totalResources', 'totalUsers', 'pendingRegistrations']),
    );
    expect(Array.isArray(data.recentActivity)).toBe(true);
  });
});
