// Cancelling without an account: POST /api/registrations/cancel/preview and POST /api/registrations/cancel, with the
// one-time token of the link mailed with each registration (its SHA-256 is all the database keeps). The preview
// only reads, so a page can show what the link would cancel before the person confirms.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  CancelledSchema,
  type CancelPreview,
  CancelPreviewSchema,
  CancelRequestSchema,
  type REGISTRATION_STATUSES,
} from '../../../contract/assembly';
import { eventRegistrations, events } from '../../db/schema';
import { data, describe, jsonInput } from '../../platform/apiDoc';
import type { AppEnv } from '../../platform/deps';
import { notFound, ok } from '../../platform/http';
import { withTranslations } from '../../platform/itemTexts';
import { rateLimitByIp } from '../../platform/middleware';
import { hashToken } from '../../platform/tokens';
import { attendeeColumns, cancelledAnswer, cancelRegistration, ticketEventColumns } from './seats';

/** Per address: enough for a family's links, too few to try tokens (which are 256 random bits anyway). */
const CANCELS_PER_IP = { limit: 30, windowMs: 15 * 60_000 };

export const cancelRoutes = () =>
  new Hono<AppEnv>()
    .post(
      '/cancel/preview',
      describe({
        tag: 'Public forms',
        summary: 'What a cancel link would cancel',
        description: 'The token is the `#token=` of the link mailed with the registration. A used link still answers (status cancelled).',
        answer: data(CancelPreviewSchema),
        errors: [404],
        rateLimited: true,
      }),
      rateLimitByIp('registration-cancel', CANCELS_PER_IP),
      jsonInput(CancelRequestSchema),
      async (c) => {
        const { token } = c.req.valid('json');
        c.header('Cache-Control', 'no-store');
        const [row] = await c
          .get('deps')
          .database.db.select({
            id: eventRegistrations.id,
            ...attendeeColumns,
            status: eventRegistrations.status,
            event: ticketEventColumns,
          })
          .from(eventRegistrations)
          .innerJoin(events, eq(events.id, eventRegistrations.eventId))
          .where(eq(eventRegistrations.cancelTokenHash, hashToken(token)));
        if (!row) throw notFound('events.cancelLinkInvalid');
        const registration = { ...row, event: withTranslations('events', row.event) };
        return ok(c, {
          registration: registration as typeof registration & { status: (typeof REGISTRATION_STATUSES)[number] },
        } satisfies CancelPreview);
      },
    )
    .post(
      '/cancel',
      describe({
        tag: 'Public forms',
        summary: "Cancel a registration (or leave the waiting list) with its mailed link's token",
        description:
          "Once per link: a second use is a 409, as is cancelling after the event's day or once any of its people was checked in at the door. The seats freed go to the earliest " +
          'waitlisted registrations that fit them, in the same transaction; each gets its ticket by mail.',
        answer: data(CancelledSchema),
        errors: [404, 409],
        rateLimited: true,
      }),
      rateLimitByIp('registration-cancel', CANCELS_PER_IP),
      jsonInput(CancelRequestSchema),
      async (c) => {
        const { token } = c.req.valid('json');
        const deps = c.get('deps');
        const done = await cancelRegistration(deps.database.db, deps.config, { tokenHash: hashToken(token) }, 'person', deps.now(), {
          notFoundMessage: 'events.cancelLinkInvalid',
        });
        // Seats left changed: this process's public answers say so at once.
        deps.publicCache.clear();
        return ok(c, cancelledAnswer(done.registration));
      },
    );
