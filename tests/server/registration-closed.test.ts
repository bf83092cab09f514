// A registration is stored only while its event is open (published, its day not over) as the database has it at the
// moment of the write, even when this process still keeps the event's details from a moment before: then nothing is
// stored, no mail is queued and the visitor's daily mail count is not touched.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addisToday } from '../../contract/dates';
import { messages } from '../../contract/messages';
import { eventRegistrations, events, outbox, rateLimits } from '../../server/db/schema';
import { visitorMailKey } from '../../server/platform/outbox';
import { call, createTestContext, insertEvent, type TestContext } from '../support/app';
import { validRegistration } from '../support/fixtures';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

// Events are dated in Addis Ababa's calendar: "today" is Addis's today, whatever the hour in UTC.
const day = (offsetDays: number) => addisToday(new Date(Date.now() + offsetDays * 86_400_000));
const body = (email: string) => validRegistration(email);

/** Registers once (so the event's details are kept), closes the event behind the app's back, then registers again. */
async function registerAfter(close: (id: string) => Promise<unknown>) {
  const id = await insertEvent(ctx, { title: 'Open day', description: 'x', date: day(5), location: 'Adama' });
  expect((await call(ctx, 'POST', `/api/events/${id}/register`, body(`first.${id}@example.org`))).status).toBe(201);
  await close(id);
  const email = `late.${id}@example.org`;
  const mailsBefore = (await ctx.database.db.select().from(outbox)).length;
  const res = await call(ctx, 'POST', `/api/events/${id}/register`, body(email));
  expect(await ctx.database.db.select().from(eventRegistrations).where(eq(eventRegistrations.email, email))).toHaveLength(0);
  expect((await ctx.database.db.select().from(outbox)).length).toBe(mailsBefore);
  expect(
    await ctx.database.db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, visitorMailKey(email))),
  ).toHaveLength(0);
  return res;
}

describe('registration for an event closed a moment ago', () => {
  it('404 once the event is archived', async () => {
    const res = await registerAfter((id) => ctx.database.db.update(events).set({ archivedAt: new Date() }).where(eq(events.id, id)));
    expect(res.status).toBe(404);
    expect(res.json.error).toBe(messages.events.eventNotFound);
  });

  it('409 once its day is over', async () => {
    const res = await registerAfter((id) =>
      ctx.database.db
        .update(events)
        .set({ date: day(-2) })
        .where(eq(events.id, id)),
    );
    expect(res.status).toBe(409);
    expect(res.json.error).toBe(messages.events.eventPast);
  });

  it('404 once it is deleted', async () => {
    const res = await registerAfter(async (id) => {
      await ctx.database.db.delete(eventRegistrations).where(eq(eventRegistrations.eventId, id));
      await ctx.database.db.delete(events).where(eq(events.id, id));
    });
    expect(res.status).toBe(404);
  });
});
