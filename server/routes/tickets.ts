// GET /api/tickets/:code: the ticket page's facts, public to whoever holds the code (it is the ticket; the
// registration's own code, the first person's, shows every ticket of the group: decision 017), and
// GET /api/tickets/:code/qr.svg: the code as a QR code, for the page to show and keep offline. Like the certificate
// check (verify.ts), search engines are asked not to index it and each address may ask a limited number of times.
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import QRCode from 'qrcode';
import { normalizeTicketCode, type PersonTicket, type Ticket } from '../../contract/assembly';
import { checkIns, eventRegistrations, events, tickets } from '../db/schema';
import type { AppEnv } from '../deps';
import { notFound, ok } from '../http';
import { rateLimitByIp } from '../middleware';
import { attendeeColumns, ticketEventColumns } from '../services/seats';

const TICKETS_PER_IP = { limit: 30, windowMs: 60_000 };

export const ticketRoutes = () =>
  new Hono<AppEnv>()
    .get('/:code', rateLimitByIp('ticket', TICKETS_PER_IP), async (c) => {
      c.header('X-Robots-Tag', 'noindex');
      c.header('Cache-Control', 'no-store');
      const code = normalizeTicketCode(c.req.param('code'));
      if (!code) throw notFound('events.ticketNotFound');
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
      return ok(c, { ticket: { ...facts, code, checkedInAt: own?.checkedInAt ?? null, tickets: shown } } satisfies Ticket);
    })
    .get('/:code/qr.svg', rateLimitByIp('ticket-qr', TICKETS_PER_IP), async (c) => {
      c.header('X-Robots-Tag', 'noindex');
      const code = normalizeTicketCode(c.req.param('code'));
      const [row] = code ? await c.get('deps').database.db.select({ code: tickets.code }).from(tickets).where(eq(tickets.code, code)) : [];
      if (!code || !row) {
        c.header('Cache-Control', 'no-store');
        throw notFound('events.ticketNotFound');
      }
      // The code itself, not a link: fewer modules, easier to scan off a phone's screen. A code never changes.
      const svg = await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return c.body(svg, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'private, max-age=31536000, immutable' });
    });
