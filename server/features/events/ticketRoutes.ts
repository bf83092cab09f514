// GET /api/tickets/:code: the ticket page's facts, public to whoever holds the code (it is the ticket; the
// registration's own code, the first person's, shows every ticket of the group: decision 017), and
// GET /api/tickets/:code/qr.svg: the code as a QR code, for the page to show and keep offline. Like the certificate
// check (verify.ts), search engines are asked not to index it and each address may ask a limited number of times.
import { asc, eq } from 'drizzle-orm';
import { Hono, type MiddlewareHandler } from 'hono';
import QRCode from 'qrcode';
import * as v from 'valibot';
import { normalizeTicketCode, type PersonTicket, type Ticket, TicketSchema } from '../../../contract/assembly';
import { checkIns, eventRegistrations, events, tickets } from '../../db/schema';
import { data, describe, file, pathInput } from '../../platform/apiDoc';
import type { AppEnv } from '../../platform/deps';
import { notFound, ok } from '../../platform/http';
import { withTranslations } from '../../platform/itemTexts';
import { rateLimitByIp } from '../../platform/middleware';
import { attendeeColumns, ticketEventColumns } from './seats';

const TICKETS_PER_IP = { limit: 30, windowMs: 60_000 };

/** A code as people type or scan it, read leniently into the stored spelling; one that cannot be a code is a 404. */
const TicketCode = v.object({
  code: v.pipe(v.string(), v.maxLength(200), v.description('The ticket code.'), v.transform(normalizeTicketCode), v.string()),
});
const ticketCode = pathInput(TicketCode, 'events.ticketNotFound');

/** Neither the ticket nor its refusal is indexed. */
const noIndex: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.header('X-Robots-Tag', 'noindex');
  await next();
};

export const ticketRoutes = () =>
  new Hono<AppEnv>()
    .get(
      '/:code',
      describe({
        tag: 'Public forms',
        summary: 'A ticket: the registration and event it admits to, and whether it was checked in',
        description: 'Typed codes are read leniently (case, hyphens, spaces, O for 0, I and L for 1). Not indexed, not cached.',
        answer: data(TicketSchema),
        errors: [404],
        rateLimited: true,
      }),
      rateLimitByIp('ticket', TICKETS_PER_IP),
      noIndex,
      ticketCode,
      async (c) => {
        c.header('Cache-Control', 'no-store');
        const { code } = c.req.valid('param');
        const { db } = c.get('deps').database;
        const [row] = await db
          .select({
            registrationId: eventRegistrations.id,
            position: tickets.position,
            status: eventRegistrations.status,
            ...attendeeColumns,
            attendeeNames: eventRegistrations.attendeeNames,
            organization: eventRegistrations.organization,
            event: ticketEventColumns,
          })
          .from(tickets)
          .innerJoin(eventRegistrations, eq(eventRegistrations.id, tickets.registrationId))
          .innerJoin(events, eq(events.id, eventRegistrations.eventId))
          .where(eq(tickets.code, code));
        if (!row) throw notFound('events.ticketNotFound');
        const group = await db
          .select({ code: tickets.code, position: tickets.position, checkedInAt: checkIns.checkedInAt })
          .from(tickets)
          .leftJoin(checkIns, eq(checkIns.ticketId, tickets.id))
          .where(eq(tickets.registrationId, row.registrationId))
          .orderBy(asc(tickets.position));
        // The registration's own code shows the whole group; a further person's code only that person's ticket.
        const shown: PersonTicket[] = group
          .filter((t) => row.position === 1 || t.code === code)
          .map((t) => ({
            code: t.code,
            position: t.position,
            name: t.position > 1 ? row.attendeeNames[t.position - 2] || null : `${row.firstName} ${row.lastName}`,
            checkedInAt: t.checkedInAt?.toISOString() ?? null,
          }));
        const { registrationId: _, position: __, attendeeNames: ___, ...facts } = row;
        const own = shown.find((t) => t.code === code);
        const event = withTranslations('events', facts.event);
        return ok(c, { ticket: { ...facts, event, code, checkedInAt: own?.checkedInAt ?? null, tickets: shown } } satisfies Ticket);
      },
    )
    .get(
      '/:code/qr.svg',
      describe({
        tag: 'Public forms',
        summary: "A ticket's QR code (of the code itself, not a link)",
        answer: file('The QR code.', { 'image/svg+xml': 'An SVG image, cacheable for a year (a code never changes).' }),
        errors: [404],
        rateLimited: true,
      }),
      rateLimitByIp('ticket-qr', TICKETS_PER_IP),
      noIndex,
      ticketCode,
      async (c) => {
        const { code } = c.req.valid('param');
        const [row] = await c.get('deps').database.db.select({ code: tickets.code }).from(tickets).where(eq(tickets.code, code));
        if (!row) {
          c.header('Cache-Control', 'no-store');
          throw notFound('events.ticketNotFound');
        }
        // The code itself, not a link: fewer modules, easier to scan off a phone's screen. A code never changes.
        const svg = await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
        return c.body(svg, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'private, max-age=31536000, immutable' });
      },
    );
