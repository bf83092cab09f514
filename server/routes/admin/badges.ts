// Printable name badges for an event: GET /api/admin/events/:id/badges.pdf?lang=en|am, one per person of the confirmed
// registrations (each with their own ticket's QR code), in order of the registration's last name, eight to an A4 page
// (server/services/documents.ts lays them out). A further person's badge bears the name given, or "Guest 2".
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { COLUMNS_LANG } from '../../../contract/languages';
import { eventRegistrations, tickets } from '../../db/schema';
import type { AppEnv } from '../../deps';
import { thingNotFound, uuidParam } from '../../http';
import { wordsIn } from '../../languages';
import { documentLang, documentLimits, makePdf, pdfAnswer } from '../account';
import { eventOf } from './checkIns';

export const adminBadgeRoutes = () =>
  new Hono<AppEnv>().get('/:id/badges.pdf', documentLimits, async (c) => {
    const id = uuidParam(c, 'id', thingNotFound('event'));
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
          attendeeNames: eventRegistrations.attendeeNames,
          position: tickets.position,
          ticketCode: tickets.code,
        })
        .from(tickets)
        .innerJoin(eventRegistrations, eq(eventRegistrations.id, tickets.registrationId))
        .where(and(eq(tickets.eventId, id), eq(eventRegistrations.status, 'confirmed')))
        .orderBy(asc(eventRegistrations.lastName), asc(eventRegistrations.firstName), asc(eventRegistrations.id), asc(tickets.position)),
    ]);
    const guest = wordsIn(lang).guestName;
    const title = lang === COLUMNS_LANG && event.titleAm ? event.titleAm : event.title;
    const pdf = await makePdf(deps, {
      kind: 'badges',
      input: {
        event: title,
        badges: badges.map(({ attendeeNames, position, ...b }) =>
          position === 1 ? b : { ...b, firstName: attendeeNames[position - 2]?.trim() || guest(position), lastName: '' },
        ),
        lang,
        now: deps.now(),
      },
    });
    return pdfAnswer(c, pdf, `badges-${event.date}.pdf`);
  });
