// GET /api/tickets/:code: the ticket page's facts, public to whoever holds the code (it is the ticket), and
// GET /api/tickets/:code/qr.svg: the code as a QR code, for the page to show and keep offline. Like the certificate
// check (verify.ts), search engines are asked not to index it and each address may ask a limited number of times.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import QRCode from 'qrcode';
import { normalizeTicketCode, type Ticket } from '../../contract/assembly';
import { messages } from '../../contract/messages';
import { checkIns, eventRegistrations, events } from '../db/schema';
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
      if (!code) throw notFound(messages.events.ticketNotFound);
      const [row] = await c
        .get('deps')
        .database.db.select({
          code: eventRegistrations.ticketCode,
          status: eventRegistrations.status,
          ...attendeeColumns,
          organization: eventRegistrations.organization,
          checkedInAt: checkIns.checkedInAt,
          event: ticketEventColumns,
        })
        .from(eventRegistrations)
        .innerJoin(events, eq(events.id, eventRegistrations.eventId))
        .leftJoin(checkIns, eq(checkIns.registrationId, eventRegistrations.id))
        .where(eq(eventRegistrations.ticketCode, code));
      if (!row) throw notFound(messages.events.ticketNotFound);
      return ok(c, { ticket: { ...row, code, checkedInAt: row.checkedInAt?.toISOString() ?? null } } satisfies Ticket);
    })
    .get('/:code/qr.svg', rateLimitByIp('ticket-qr', TICKETS_PER_IP), async (c) => {
      c.header('X-Robots-Tag', 'noindex');
      const code = normalizeTicketCode(c.req.param('code'));
      const [row] = code
        ? await c
            .get('deps')
            .database.db.select({ code: eventRegistrations.ticketCode })
            .from(eventRegistrations)
            .where(eq(eventRegistrations.ticketCode, code))
        : [];
      if (!code || !row) {
        c.header('Cache-Control', 'no-store');
        throw notFound(messages.events.ticketNotFound);
      }
      // The code itself, not a link: fewer modules, easier to scan off a phone's screen. A code never changes.
      const svg = await QRCode.toString(code, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
      return c.body(svg, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'private, max-age=31536000, immutable' });
    });
