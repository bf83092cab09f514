// GET /api/admin/dashboard-summary and GET /api/admin/analytics.
import { desc, eq, isNull, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { AnalyticsQuerySchema } from '../../../contract/admin';
import type { DashboardAnswer } from '../../../contract/answers';
import { addisToday } from '../../../contract/dates';
import { EXPIRING_DAYS } from '../../../contract/members';
import { BUILT_IN_CREATOR } from '../../../contract/roles';
import { blogPosts, eventRegistrations, events, members, resources, users } from '../../db/schema';
import type { AppEnv } from '../../deps';
import { ok, queryOf } from '../../http';
import { analyticsFor, dayOf } from '../../services/analytics';
import { lastBackup } from '../../services/backup';
import { countOf } from './list';

const RECENT = 8;

export const adminDashboardRoutes = () =>
  new Hono<AppEnv>()
    .get('/dashboard-summary', async (c) => {
      const deps = c.get('deps');
      const { db } = deps.database;
      const today = dayOf(deps.now());
      const creator = sql<string>`coalesce(${users.name}, ${BUILT_IN_CREATOR})`;
      const [[ev], [bp], [rs], [us], [pending], recentEvents, recentPosts, recentResources, databaseBytes] = await Promise.all([
        db.select({ n: countOf }).from(events).where(isNull(events.archivedAt)),
        db.select({ n: countOf }).from(blogPosts),
        db.select({ n: countOf }).from(resources),
        db.select({ n: countOf }).from(users),
        // Pending: sign-ups for events that have not happened yet (staff still have to prepare for them).
        db
          .select({ n: countOf })
          .from(eventRegistrations)
          .innerJoin(events, eq(events.id, eventRegistrations.eventId))
          .where(sql`${events.date} >= ${today} and ${events.archivedAt} is null`),
        db
          .select({ id: events.id, title: events.title, createdAt: events.createdAt, eventDate: events.date, createdBy: creator })
          .from(events)
          .leftJoin(users, eq(users.id, events.createdBy))
          .where(isNull(events.archivedAt))
          .orderBy(desc(events.createdAt))
          .limit(RECENT),
        db
          .select({ id: blogPosts.id, title: blogPosts.title, createdAt: blogPosts.createdAt, createdBy: creator })
          .from(blogPosts)
          .leftJoin(users, eq(users.id, blogPosts.createdBy))
          .orderBy(desc(blogPosts.createdAt))
          .limit(RECENT),
        db
          .select({ id: resources.id, title: resources.title, createdAt: resources.createdAt, createdBy: creator })
          .from(resources)
          .leftJoin(users, eq(users.id, resources.createdBy))
          .orderBy(desc(resources.createdAt))
          .limit(RECENT),
        deps.database.sizeBytes().catch(() => 0),
      ]);
      const backup = await lastBackup(deps.config.backupDir);
      // Valid today: the membership ends today or later (Addis Ababa's day); expiring: within EXPIRING_DAYS of today.
      const addis = addisToday(deps.now());
      const [memberCounts] = await db
        .select({
          active: sql<number>`count(*) filter (where ${members.validUntil} >= ${addis})::int`,
          expiring: sql<number>`count(*) filter (where ${members.validUntil} >= ${addis} and ${members.validUntil} <= ${addis}::date + ${EXPIRING_DAYS}::int)::int`,
        })
        .from(members);
      const recentActivity = [
        ...recentEvents.map((r) => ({ ...r, kind: 'event' })),
        ...recentPosts.map((r) => ({ ...r, kind: 'blog_post', eventDate: null })),
        ...recentResources.map((r) => ({ ...r, kind: 'resource', eventDate: null })),
      ]
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .slice(0, RECENT)
        .map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
      const answer: DashboardAnswer = {
        stats: {
          totalEvents: ev?.n ?? 0,
          totalBlogPosts: bp?.n ?? 0,
          totalResources: rs?.n ?? 0,
          totalUsers: us?.n ?? 0,
          pendingRegistrations: pending?.n ?? 0,
          activeMembers: memberCounts?.active ?? 0,
          expiringMembers: memberCounts?.expiring ?? 0,
        },
        recentActivity,
        system: {
          uptimeSeconds: Math.round((Date.now() - deps.startedAt.getTime()) / 1000),
          databaseBytes,
          databaseKind: deps.database.kind,
          lastBackup: backup,
        },
      };
      c.header('Cache-Control', 'no-store');
      return ok(c, answer);
    })
    .get('/analytics', async (c) => {
      const { period } = queryOf(c, AnalyticsQuerySchema);
      const deps = c.get('deps');
      c.header('Cache-Control', 'no-store');
      return ok(c, await analyticsFor(deps.database.db, period, deps.now()));
    });
