// Printable name badges for an event: GET /api/admin/events/:id/badges.pdf?lang=en|am, the confirmed registrations in
// order of last name, eight to an A4 page (server/services/documents.ts lays them out).
import { and, asc, eq, isNotNull } from 'drizzle-orm';
import { Hono } from 'hono';
import { eventRegistrations } from '../../db/schema';
import type { AppEnv } from '../../deps';
import { uuidParam } from '../../http';
import { serverMessages } from '../../messages/errors';
import { badgesPdf } from '../../services/documents';
import { documentLang, pdfAnswer } from '../account';
import { eventOf } from './checkIns';

export const adminBadgeRoutes = () =>
  new Hono<AppEnv>().get('/:id/badges.pdf', async (c) => {
    const id = uuidParam(c, 'id', serverMessages.things.event);
    const deps = c.get('deps');
    const { db } = deps.database;
    const lang = documentLang(c);
    const [event, badges] = await Promise.all([
      eventOf(db, id),
      db
        .select({
          firstName: eventRegistrations.firstName,
          lastName: eventRegistrations.lastName,
          organization: eventRegistrations.organization,
          ticketCode: eventRegistrations.ticketCode,
        })
        .from(eventRegistrations)
        .where(
          and(eq(eventRegistrations.eventId, id), eq(eventRegistrations.status, 'confirmed'), isNotNull(eventRegistrations.ticketCode)),
        )
        .orderBy(asc(eventRegistrations.lastName), asc(eventRegistrations.firstName), asc(eventRegistrations.id)),
    ]);
    const title = lang === 'am' && event.titleAm ? event.titleAm : event.title;
    const pdf = await badgesPdf({
      event: title,
      badges: badges.map((b) => ({ ...b, ticketCode: b.ticketCode! })),
      lang,
      now: deps.now(),
    });
    return pdfAnswer(c, pdf, `badges-${event.date}.pdf`);
  });
