// The public member directory, GET /api/members: members who chose to be listed and are valid today (active or
// expiring), with what a visitor may see of them (name, plan, city) and nothing that reaches them (no email, phone,
// address, member number or id).
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { type Directory, DirectoryQuerySchema, DirectorySchema } from '../../../contract/account';
import { addisToday } from '../../../contract/dates';
import type { MembershipType } from '../../../contract/membership';
import { directorySearchText, members } from '../../db/schema';
import { data, describe, queryInput } from '../../platform/apiDoc';
import type { AppEnv } from '../../platform/deps';
import { ok } from '../../platform/http';
import { countOf, likePattern } from '../../platform/lists';
import { rateLimitByIp } from '../../platform/middleware';
import { PUBLIC_CACHE } from '../../platform/publicAnswers';

/** The name the directory shows: the company, or the person's name when the company is blank. */
const directoryName = sql<string>`coalesce(nullif(trim(${members.company}), ''), ${members.firstName} || ' ' || ${members.lastName})`;

export const directoryRoutes = () =>
  // Each search is a database query (the answer is not kept like other public pages): one address may ask this often.
  new Hono<AppEnv>().get(
    '/',
    describe({
      tag: 'Members',
      summary: 'The public member directory: listed members valid today, by name',
      description:
        'Members who chose to be listed and whose membership is valid today (active or expiring): the company (or the ' +
        "person's name when there is none), the plan and the city; never an email, phone, address, member number or id. " +
        '`cities` lists every city of a listed valid member, for the city filter (matched without regard to case).',
      answer: data(DirectorySchema),
      rateLimited: true,
    }),
    rateLimitByIp('directory', { limit: 120, windowMs: 60_000 }),
    queryInput(DirectoryQuerySchema),
    async (c) => {
      const deps = c.get('deps');
      const { db } = deps.database;
      const query = c.req.valid('query');
      // Valid today in Addis Ababa: a lapsed member leaves the directory the day after the last valid day.
      const listed: SQL = and(eq(members.listInDirectory, true), sql`${members.validUntil} >= ${addisToday(deps.now())}::date`)!;
      const where = and(
        listed,
        query.q ? sql`${directorySearchText(members)} ilike ${likePattern(query.q)}` : undefined,
        query.plan === 'all' ? undefined : eq(members.plan, query.plan),
        query.city ? sql`lower(${members.city}) = lower(${query.city})` : undefined,
      );
      const [items, [total], cities] = await Promise.all([
        db
          .select({ name: directoryName, plan: members.plan, city: members.city })
          .from(members)
          .where(where)
          .orderBy(asc(sql`lower(${directoryName})`), asc(members.id))
          .limit(query.pageSize)
          .offset((query.page - 1) * query.pageSize),
        db.select({ n: countOf }).from(members).where(where),
        // Every city of a listed valid member, whatever the other filters, so the city filter can offer them all; one
        // spelling of each (the filter ignores case, so "Hawassa" and "hawassa" are one city), capitals first whatever the
        // database's collation.
        db
          .select({ city: sql<string>`min(${members.city} collate "C")` })
          .from(members)
          .where(and(listed, sql`${members.city} <> ''`))
          .groupBy(sql`lower(${members.city})`)
          .orderBy(sql`lower(min(${members.city} collate "C"))`),
      ]);
      const answer: Directory = {
        items: items.map((m) => ({ name: m.name, plan: m.plan as MembershipType, city: m.city })),
        total: total?.n ?? 0,
        page: query.page,
        pageSize: query.pageSize,
        cities: cities.map((r) => r.city),
      };
      c.header('Cache-Control', PUBLIC_CACHE);
      return ok(c, answer);
    },
  );
