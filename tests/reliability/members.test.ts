// Member numbers from two real server processes on one PostgreSQL: 40 approvals at once, split over both, twice. Each
// number is given once, and they run on from 0001 without a gap.
import { afterAll, describe, expect, it } from 'vitest';
import { adminAndEvent, api, PG_URL, twoProcessesOnPostgres } from './helpers';

const cleanup: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn().catch(() => {});
});

const application = (email: string) => ({
  firstName: 'Load',
  lastName: 'Member',
  email,
  phone: '+251 911 000 000',
  company: 'Durable Farms',
  address: 'Kebele 01',
  city: 'Adama',
  membershipType: 'farmer',
  message: '',
  terms: true,
});

describe.runIf(Boolean(PG_URL))('member numbers across two server processes on one PostgreSQL (TEST_DATABASE_URL)', () => {
  it('40 concurrent approvals over both, twice: unique, consecutive, no gaps', async () => {
    const { store, a, b } = await twoProcessesOnPostgres(cleanup);
    const { token } = await adminAndEvent(a.url);
    const run = Date.now().toString(36);

    for (const round of [0, 1]) {
      const ids = await Promise.all(
        Array.from({ length: 40 }, async (_, i) => {
          const res = await api(i % 2 ? a.url : b.url, 'POST', '/api/membership/apply', application(`m-${run}-${round}-${i}@example.org`), {
            ip: `10.6.${round}.${i + 1}`,
          });
          expect(res.status, res.text).toBe(201);
          return res.json.data.application.id as string;
        }),
      );
      const decided = await Promise.all(
        ids.map((id, i) =>
          api(i % 2 ? b.url : a.url, 'PUT', `/api/admin/membership-applications/${id}/status`, { status: 'approved' }, { token }),
        ),
      );
      expect(decided.map((d) => d.status)).toEqual(Array(40).fill(200));
      const numbers = decided.map((d) => d.json.data.memberNumber as string).sort();
      const year = numbers[0]!.slice(4, 8);
      expect(numbers).toEqual(Array.from({ length: 40 }, (_, i) => `ECA-${year}-${String(round * 40 + i + 1).padStart(4, '0')}`));
    }
    const rows = await store.query<{ number: string; count: number }>(
      'select m.number, (select count(*)::int from membership_applications a where a.member_id = m.id) as count from members m',
    );
    expect(rows).toHaveLength(80);
    expect(new Set(rows.map((r) => r.number)).size).toBe(80);
    expect(rows.every((r) => r.count === 1)).toBe(true);
  });
});
