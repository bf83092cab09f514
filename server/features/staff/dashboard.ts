// GET /api/admin/dashboard-summary and GET /api/admin/analytics.
import { and, asc, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { AnalyticsQuerySchema } from '../../../contract/admin';
import { AnalyticsSchema, type DashboardAnswer, DashboardAnswerSchema, type DashboardWork } from '../../../contract/answers';
import { addisToday } from '../../../contract/dates';
import { EXPIRING_DAYS } from '../../../contract/members';
import { BUILT_IN_CREATOR } from '../../../contract/roles';
import type { Db } from '../../db/client';
import {
  auditLog,
  blogPosts,
  contactMessages,
  eventRegistrations,
  events,
  members,
  membershipApplications,
  outbox,
  resources,
  users,
} from '../../db/schema';
import { data, describe, queryInput, STAFF } from '../../platform/apiDoc';
import { lastBackup } from '../../platform/backup';
import type { AppEnv } from '../../platform/deps';
import { ok } from '../../platform/http';
import { countOf } from '../../platform/lists';
import { analyticsFor, dayOf } from '../analytics/service';
import { seatsCheckedIn, seatsConfirmed } from '../events/seats';

const RECENT = 8;
/** An application still without its receipt after this many days is shown as overdue. */
export const RECEIPT_OVERDUE_DAYS = 7;

/** What waits for staff today (DashboardWork): the counts come from the same tables the lists read. */
async function dayOfWork(db: Db, today: string, now: Date): Promise<DashboardWork> {
  const overdueBefore = new Date(now.getTime() - RECEIPT_OVERDUE_DAYS * 86_400_000);
  const hasReceipt = sql`exists (select 1 from receipts r where r.application_id = ${membershipApplications.id})`;
  const workEvent = {
    id: events.id,
    title: events.title,
    date: events.date,
    capacity: events.capacity,
    seatsConfirmed: seatsConfirmed(sql.raw('"events"."id"')),
    checkedIn: seatsCheckedIn(sql.raw('"events"."id"')),
  };
  const [[apps], [messages], [mails], [todays], [next], activity] = await Promise.all([
    db
      .select({
        review: sql<number>`count(*) filter (where ${hasReceipt})::int`,
        overdue: sql<number>`count(*) filter (where not ${hasReceipt} and ${membershipApplications.createdAt} < ${overdueBefore})::int`,
      })
      .from(membershipApplications)
      .where(eq(membershipApplications.status, 'pending')),
    db.select({ n: countOf }).from(contactMessages).where(eq(contactMessages.status, 'new')),
    db.select({ n: countOf }).from(outbox).where(eq(outbox.status, 'failed')),
    db
      .select(workEvent)
      .from(events)
      .where(and(isNull(events.archivedAt), eq(events.date, today)))
      .orderBy(asc(events.id))
      .limit(1),
    db
      .select(workEvent)
      .from(events)
      .where(and(isNull(events.archivedAt), gt(events.date, today)))
      .orderBy(asc(events.date), asc(events.id))
      .limit(1),
    db
      .select({ id: auditLog.id, at: auditLog.createdAt, actorName: auditLog.actorName, action: auditLog.action, entity: auditLog.entity })
      .from(auditLog)
      // People's actions only: the system's own daily jobs (the retention run) stay in the audit log, out of the
      // staff's list, where a run that erased nothing would push out what a colleague just did.
      .where(ne(auditLog.actorName, BUILT_IN_CREATOR))
      .orderBy(desc(auditLog.id))
      .limit(RECENT),
  ]);
  return {
    applicationsToReview: apps?.review ?? 0,
    applicationsWithoutReceipt: apps?.overdue ?? 0,
    receiptOverdueDays: RECEIPT_OVERDUE_DAYS,
    newMessages: messages?.n ?? 0,
    failedMails: mails?.n ?? 0,
    today: todays ?? null,
    next: next ?? null,
    staffActivity: activity.map((a) => ({ ...a, at: a.at.toISOString() })),
  };
}

export const adminDashboardRoutes = () =>
  new Hono<AppEnv>()
    .get(
      '/dashboard-summary',
      describe({
        tag: 'Admin',
        summary: 'Dashboard counts, recent activity and system status',
        roles: STAFF,
        answer: data(DashboardAnswerSchema),
      }),
      async (c) => {
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
        const work = await dayOfWork(db, addis, deps.now());
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
          work,
        };
        c.header('Cache-Control', 'no-store');
        return ok(c, answer);
      },
    )
    .get(
      '/analytics',
      describe({
        tag: 'Admin',
        summary: 'Visitors, members and popular pages over a period',
        roles: STAFF,
        answer: data(AnalyticsSchema),
      }),
      queryInput(AnalyticsQuerySchema),
      async (c) => {
        const { period } = c.req.valid('query');
        const deps = c.get('deps');
        c.header('Cache-Control', 'no-store');
        return ok(c, await analyticsFor(deps.database.db, period, deps.now()));
      },
    );
