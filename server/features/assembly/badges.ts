// Printable name badges for an event: GET /api/admin/events/:id/badges.pdf?lang=en|am, one per person of the confirmed
// registrations (each with their own ticket's QR code), in order of the registration's last name, eight to an A4 page
// (server/platform/documents.ts lays them out). A further person's badge bears the name given, or "Guest 2".
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { eventRegistrations, tickets } from '../../db/schema';
import { describe, file, STAFF, uuidInput } from '../../platform/apiDoc';
import type { AppEnv } from '../../platform/deps';
import { thingNotFound } from '../../platform/http';
import { textsIn } from '../../platform/itemTexts';
import { wordsIn } from '../../platform/languages';
import { documentLang, documentLimits, makePdf, pdfAnswer } from '../../platform/pdfAnswers';
import { eventOf } from './checkIns';

export const adminBadgeRoutes = () =>
  new Hono<AppEnv>().get(
    '/:id/badges.pdf',
    describe({
      tag: 'Check-in',
      summary: "Printable name badges of the event's confirmed registrations (A4, 8 a page, by last name)",
      description:
        "Each badge: the name, the organization, the event's title and a QR code of the ticket's code (printed beneath). In English, or Amharic with `?lang=am` (else by Accept-Language).",
      roles: STAFF,
      answer: file('The badges.', { 'application/pdf': 'A4 pages of eight badges with cut lines, as an attachment.' }),
      errors: [429, 503],
    }),
    documentLimits,
    uuidInput(['id'], thingNotFound('event')),
    async (c) => {
      const { id } = c.req.valid('param');
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
      const { title } = textsIn('events', event, lang);
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
    },
  );
