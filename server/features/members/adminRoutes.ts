// Staff: members. The list (search, status worked out from the dates for the app's clock, plan, CSV export), one member
// with its history, a change of end date or listing with a reason, and a renewal paid at the office.
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { AdminMemberListQuerySchema, AdminMemberUpdateSchema, type MemberListSort, OfficeRenewalSchema } from '../../../contract/account';
import { type Member, MemberDetailSchema, MemberSchema } from '../../../contract/answers';
import { addisToday } from '../../../contract/dates';
import { EXPIRING_DAYS, type MemberStatus } from '../../../contract/members';
import { planTitle } from '../../../contract/plans';
import { inTx } from '../../db/client';
import { memberSearchText, members } from '../../db/schema';
import { csvList, data, describe, jsonInput, STAFF, uuidInput } from '../../platform/apiDoc';
import { audit } from '../../platform/audit';
import type { CsvColumn } from '../../platform/csv';
import type { AppEnv } from '../../platform/deps';
import { badRequest, notFound, ok, thingNotFound, validate } from '../../platform/http';
import { actorOf, CSV_MAX_ROWS, csvResponse, likePattern, listInput, listParams, shortListPage } from '../../platform/lists';
import { editMember, memberAnswer, memberDetail, renewAtOffice } from './service';

/** The member list's own filters (page, search and format are read as on every staff list). */
const MemberFiltersSchema = v.pick(AdminMemberListQuerySchema, ['status', 'plan', 'sort']);

/**
 * Members of one status on `today` (Addis Ababa's day), as contract/members.ts memberStatus works it out: lapsed after
 * the last valid day, expiring within EXPIRING_DAYS of it (today and the last day included), active before that.
 */
function statusWhere(status: MemberStatus | 'all', today: string): SQL | undefined {
  const lastExpiring = sql`${today}::date + ${EXPIRING_DAYS}::int`;
  if (status === 'lapsed') return sql`${members.validUntil} < ${today}::date`;
  if (status === 'expiring') return sql`${members.validUntil} >= ${today}::date and ${members.validUntil} <= ${lastExpiring}`;
  if (status === 'active') return sql`${members.validUntil} > ${lastExpiring}`;
  return undefined;
}

/**
 * The list's orders. Member numbers are compared as year, then sequence: as text, ECA-2019-10000 would sort before
 * ECA-2019-2000.
 */
const ORDERS: Record<MemberListSort, SQL[]> = {
  newest: [desc(members.createdAt), desc(members.id)],
  number: [asc(sql`split_part(${members.number}, '-', 2)::int`), asc(sql`split_part(${members.number}, '-', 3)::int`)],
};

/** The CSV export of the members list: every column staff see, the phone kept as text. */
const membersCsv: readonly CsvColumn<Member>[] = [
  { header: 'Member number', value: (m) => m.number },
  { header: 'First name', value: (m) => m.firstName },
  { header: 'Last name', value: (m) => m.lastName },
  { header: 'Email', value: (m) => m.email },
  { header: 'Phone', value: (m) => m.phone, text: true },
  { header: 'Company', value: (m) => m.company },
  { header: 'City', value: (m) => m.city },
  { header: 'Plan', value: (m) => planTitle(m.plan) },
  { header: 'Valid from', value: (m) => m.validFrom },
  { header: 'Valid until', value: (m) => m.validUntil },
  { header: 'Status', value: (m) => m.status },
  { header: 'Days left', value: (m) => m.daysLeft },
  { header: 'In directory', value: (m) => (m.listInDirectory ? 'yes' : 'no') },
  { header: 'Member since', value: (m) => m.createdAt },
];

export const adminMemberRoutes = () =>
  new Hono<AppEnv>()
    .get(
      '/',
      describe({
        tag: 'Admin',
        summary: 'Members, newest first or by number',
        description:
          '`q` finds the number, name, email, company or city; `status` is worked out from the dates for today in Addis Ababa ' +
          '(lapsed: past validUntil; expiring: 30 days or fewer left; active: more).',
        roles: STAFF,
        answer: csvList(MemberSchema, 'member'),
      }),
      listInput(AdminMemberListQuerySchema, (c) => ({ p: listParams(c), ...validate(MemberFiltersSchema, c.req.query()) })),
      async (c) => {
        const deps = c.get('deps');
        const { db } = deps.database;
        const { p, status, plan, sort } = c.req.valid('query');
        const now = deps.now();
        const where = and(
          p.q ? sql`${memberSearchText(members)} ilike ${likePattern(p.q)}` : undefined,
          statusWhere(status, addisToday(now)),
          plan === 'all' ? undefined : eq(members.plan, plan),
        );
        const rows = async (limit: number, offset: number) =>
          (
            await db
              .select()
              .from(members)
              .where(where)
              .orderBy(...ORDERS[sort])
              .limit(limit)
              .offset(offset)
          ).map((m) => memberAnswer(m, now));
        // Every match for the export (one more than the cap, so a bigger list is refused rather than cut).
        if (p.csv) return csvResponse(c, 'members', membersCsv, await rows(CSV_MAX_ROWS + 1, 0));
        return ok(c, await shortListPage(c, p, members, where, rows));
      },
    )
    .get(
      '/:id',
      describe({
        tag: 'Admin',
        summary: 'One member with its history',
        description:
          'The status is worked out from the dates when asked: active, expiring (30 days or fewer left) or lapsed (past validUntil).',
        roles: STAFF,
        answer: data(MemberDetailSchema),
        errors: [404],
      }),
      uuidInput(['id'], thingNotFound('member')),
      async (c) => {
        const { id } = c.req.valid('param');
        const deps = c.get('deps');
        const member = await memberDetail(deps.database.db, id, deps.now());
        if (!member) throw notFound(thingNotFound('member'));
        return ok(c, member);
      },
    )
    .put(
      '/:id',
      describe({
        tag: 'Admin',
        summary: "Change a member's end date or directory listing, with a reason",
        description: 'Recorded in the member history (kind `edited`) and the audit log. The end date cannot be before validFrom.',
        roles: STAFF,
        answer: data(MemberDetailSchema),
        errors: [404],
      }),
      uuidInput(['id'], thingNotFound('member')),
      jsonInput(AdminMemberUpdateSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const input = c.req.valid('json');
        const actor = actorOf(c);
        const deps = c.get('deps');
        const now = deps.now();
        await inTx(deps.database.db, async (tx) => {
          const edited = await editMember(tx, id, input, actor.id, now);
          if (!edited) throw notFound(thingNotFound('member'));
          // A membership cannot end before it began: refused, and the transaction takes the change back.
          if (input.validUntil < edited.before.validFrom) {
            throw badRequest('server.endBeforeStart', { validUntil: 'server.endBeforeStart' });
          }
          await audit(tx, actor, 'update', 'member', id, {
            number: edited.before.number,
            from: { validUntil: edited.before.validUntil, listInDirectory: edited.before.listInDirectory },
            to: { validUntil: input.validUntil, listInDirectory: input.listInDirectory },
            reason: input.reason,
          });
        });
        return ok(c, (await memberDetail(deps.database.db, id, now))!);
      },
    )
    .post(
      '/:id/renewals',
      describe({
        tag: 'Admin',
        summary: 'Record a renewal paid at the office',
        description:
          'One year from the later of today and the current end (a lapsed member starts a new period today), on the plan ' +
          'given; the history row (kind `office-renewal`) gets the payment acknowledgement number (ECA-R-<Ethiopian ' +
          "year>-<sequence>) and the plan's yearly fee. Audited.",
        roles: STAFF,
        answer: data(MemberDetailSchema, 201, 'Renewed.'),
        errors: [404],
      }),
      uuidInput(['id'], thingNotFound('member')),
      jsonInput(OfficeRenewalSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const input = c.req.valid('json');
        const actor = actorOf(c);
        const deps = c.get('deps');
        const now = deps.now();
        await inTx(deps.database.db, async (tx) => {
          const renewed = await renewAtOffice(tx, id, { plan: input.membershipType, reason: input.reason }, actor.id, now);
          if (!renewed) throw notFound(thingNotFound('member'));
          await audit(tx, actor, 'office-renewal', 'member', id, {
            number: renewed.member.number,
            plan: input.membershipType,
            validUntil: renewed.member.validUntil,
            acknowledgementNumber: renewed.acknowledgementNumber,
            amount: renewed.amount,
            reason: input.reason,
          });
        });
        return ok(c, (await memberDetail(deps.database.db, id, now))!, 201);
      },
    );
