// Privacy-friendly page-view counting and the staff analytics figures.
// A visitor is sha256(daily salt + ip + user agent); the salt is HMAC(secret, day), so hashes cannot be linked across days
// and no IP or cookie is ever stored.
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, desc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Analytics, AnalyticsPeriod } from '../../../contract/admin';
import { addisToday } from '../../../contract/dates';
import { ACCOUNT_PAGES, PUBLIC_PAGES } from '../../../contract/site';
import type { Db } from '../../db/client';
import { blogPosts, events, memberHistory, members, pageViews, settings } from '../../db/schema';

const SECRET_KEY = 'analytics.salt_secret';

/** The secret behind the daily salt: created once, shared by every process through the settings table. */
export async function analyticsSecret(db: Db): Promise<string> {
  await db
    .insert(settings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString('hex') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, SECRET_KEY));
  return row!.value;
}

export const dayOf = (d: Date) => d.toISOString().slice(0, 10);

export function visitorHash(secret: string, day: string, ip: string, userAgent: string): string {
  const salt = createHmac('sha256', secret).update(day).digest('hex');
  return createHash('sha256').update(`${salt}\n${ip}\n${userAgent}`).digest('hex');
}

/**
 * The site's own pages (src/routes/_site), whose views are counted; a post's page (/blog/<id>) counts too while the
 * post exists. Any other path is a page nobody was shown (or the app's fallback for a mistyped address): not counted.
 */
export const COUNTED_PAGES: ReadonlySet<string> = new Set([...PUBLIC_PAGES, ...ACCOUNT_PAGES]);
const POST_PAGE = /^\/blog\/([A-Za-z0-9-]{1,100})$/i;

/** Views counted from one client address in a day (UTC, as the figures are); the ones past it are not counted. */
export const PAGE_VIEWS_PER_ADDRESS_PER_DAY = 100;

/**
 * The page a view of `path` (no trailing slash) is counted under, or undefined when it is not one of the site's pages.
 * The router matches paths without regard to case, so /About is the About page; a post's id is matched exactly.
 */
export async function countedPage(db: Db, path: string): Promise<string | undefined> {
  const lower = path.toLowerCase();
  if (COUNTED_PAGES.has(lower)) return lower;
  const id = POST_PAGE.exec(path)?.[1];
  if (!id) return undefined;
  const [post] = await db.select({ id: blogPosts.id }).from(blogPosts).where(eq(blogPosts.id, id));
  return post ? `/blog/${post.id}` : undefined;
}

export async function recordPageView(db: Db, now: Date, path: string, ip: string, userAgent: string): Promise<void> {
  const day = dayOf(now);
  const visitor = visitorHash(await analyticsSecret(db), day, ip, userAgent);
  await db.insert(pageViews).values({ path, visitor, day, createdAt: now });
}

export const PERIOD_DAYS: Record<AnalyticsPeriod, number> = { '7d': 7, '30d': 30, '90d': 90 };

const addDays = (day: string, n: number) => dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000));
const monthOf = (day: string) => day.slice(0, 7);

/**
 * Figures for the last `period` days including today. Visitors: distinct daily visitor hashes in the period (one person on
 * three days counts three times, as the salt rotates daily). Members: the members valid today (active or expiring, by
 * Addis Ababa's day), the figure the dashboard shows too. Member growth: the new members of each month the period
 * touches (Addis Ababa's months), counted from the members' `joined` history rows, so a renewal is not a new member and
 * a member who lapsed still counts in the month they joined.
 */
export async function analyticsFor(db: Db, period: AnalyticsPeriod, now: Date): Promise<Analytics> {
  const days = PERIOD_DAYS[period];
  const today = dayOf(now);
  const since = addDays(today, -(days - 1));
  const inPeriod = gte(pageViews.day, since);
  const addis = addisToday(now);
  const firstMonth = monthOf(addDays(addis, -(days - 1)));
  // Addis Ababa is UTC+3 all year: a join at 22:00 UTC on the last day of a month is in the next month there.
  const joinedMonth = sql`to_char(${memberHistory.createdAt} at time zone 'UTC' + interval '3 hours', 'YYYY-MM')`;

  const [[visitors], [validMembers], [eventCount], [postCount], popular, byDay, growthRaw] = await Promise.all([
    db
      .select({ n: sql<number>`cast(count(distinct ${pageViews.visitor}) as integer)` })
      .from(pageViews)
      .where(inPeriod),
    db.select({ n: sql<number>`cast(count(*) as integer)` }).from(members).where(sql`${members.validUntil} >= ${addis}::date`),
    db.select({ n: sql<number>`cast(count(*) as integer)` }).from(events).where(isNull(events.archivedAt)),
    db.select({ n: sql<number>`cast(count(*) as integer)` }).from(blogPosts),
    db
      .select({ page: pageViews.path, visits: sql<number>`cast(count(*) as integer)` })
      .from(pageViews)
      .where(inPeriod)
      .groupBy(pageViews.path)
      .orderBy(desc(sql`count(*)`), pageViews.path)
      .limit(10),
    db
      .select({ day: pageViews.day, visitors: sql<number>`cast(count(distinct ${pageViews.visitor}) as integer)` })
      .from(pageViews)
      .where(inPeriod)
      .groupBy(pageViews.day),
    db
      .select({ month: sql<string>`${joinedMonth}`, count: sql<number>`cast(count(*) as integer)` })
      .from(memberHistory)
      .where(and(eq(memberHistory.kind, 'joined'), gte(memberHistory.createdAt, new Date(`${firstMonth}-01T00:00:00+03:00`))))
      .groupBy(joinedMonth),
  ]);

  const dayMap = new Map(byDay.map((r) => [r.day, Number(r.visitors)]));
  const visitorsByDay = Array.from({ length: days }, (_, i) => {
    const day = addDays(since, i);
    return { day, visitors: dayMap.get(day) ?? 0 };
  });
  const growthMap = new Map(growthRaw.map((r) => [r.month, Number(r.count)]));
  const memberGrowth: { month: string; count: number }[] = [];
  for (let m = firstMonth; m <= monthOf(addis); ) {
    memberGrowth.push({ month: m, count: growthMap.get(m) ?? 0 });
    const [y, mo] = m.split('-').map(Number) as [number, number];
    m = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, '0')}`;
  }

  return {
    period,
    totalVisitors: Number(visitors?.n ?? 0),
    totalMembers: Number(validMembers?.n ?? 0),
    totalEvents: Number(eventCount?.n ?? 0),
    totalBlogPosts: Number(postCount?.n ?? 0),
    popularPages: popular.map((r) => ({ page: r.page, visits: Number(r.visits) })),
    memberGrowth,
    visitorsByDay,
  };
}
