// Members stored straight in the database, as approvals make them: for tests that need members at chosen dates.
import { members } from '../../server/db/schema';
import type { TestContext } from './app';

let seq = 0;

/** A member numbered ECA-2019-<next>, valid 2026-01-10 to 2027-01-10, unlisted unless `over` says otherwise. */
export async function insertMember(ctx: TestContext, over: Partial<typeof members.$inferInsert> = {}) {
  const n = ++seq;
  const [row] = await ctx.database.db
    .insert(members)
    .values({
      number: `ECA-2019-${String(n).padStart(4, '0')}`,
      firstName: 'Abebe',
      lastName: `Kebede${n}`,
      email: `member-${n}@example.org`,
      phone: '0911000000',
      company: `Farm ${n}`,
      city: 'Hawassa',
      plan: 'farmer',
      validFrom: '2026-01-10',
      validUntil: '2027-01-10',
      verificationCode: `code-${n}-${Math.random()}`,
      // Later members are newer, a minute apart, so "newest first" has one answer.
      createdAt: new Date(Date.UTC(2026, 0, 1) + n * 60_000),
      ...over,
    })
    .returning();
  return row!;
}
