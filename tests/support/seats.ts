// Helpers of the seat and waiting-list tests: registering, reading the mails' cancel links and tickets.
import { createRequire } from 'node:module';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { eventRegistrations, outbox } from '../../server/db/schema';
import { waitlistPositionColumn } from '../../server/features/events/seats';
import { type MailAttachment, renderAttachments } from '../../server/platform/outbox';
import { call, type TestContext } from './app';
import { validRegistration } from './fixtures';

let n = 0;
/** A registration form's values with a fresh email. */
export const attendee = (over: Record<string, unknown> = {}) =>
  validRegistration(`seat.${Date.now().toString(36)}.${n++}@example.org`, {
    firstName: 'Tesfaye',
    lastName: 'Gebre',
    organization: 'Sidama Cassava Union',
    ...over,
  });

/**
 * Registers and answers the outcome (status, data, the email used). `answer` is the API's registration as it came;
 * `reg` is that with the ticket's code and the place in the queue as stored (the answer carries neither: they are
 * mailed, decision 019).
 */
export async function register(
  ctx: TestContext,
  eventId: string,
  over: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const body = attendee(over);
  const res = await call(ctx, 'POST', `/api/events/${eventId}/register`, body, { headers });
  const answer = res.json?.data?.registration;
  return {
    status: res.status,
    json: res.json,
    headers: res.headers,
    email: body.email as string,
    answer,
    reg: answer && (await held(ctx, answer)),
  };
}

/** A registration's answer with its ticket's code and its place in the queue as stored (as answered when not stored). */
export async function held<T extends { id: string }>(ctx: TestContext, answer: T) {
  const [row] = await ctx.database.db
    .select({ ticketCode: eventRegistrations.ticketCode, waitlistPosition: waitlistPositionColumn })
    .from(eventRegistrations)
    .where(eq(eventRegistrations.id, answer.id));
  return { ...answer, ...row } as T & { ticketCode: string | null; waitlistPosition: number | null };
}

/** The mails queued to `to`, oldest first, with their attachments as they are sent (QR images drawn). */
export const mailsTo = async (ctx: TestContext, to: string) =>
  Promise.all(
    (await ctx.database.db.select().from(outbox).where(eq(outbox.to, to)))
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
      .map(async (m) => ({ ...m, attachments: await renderAttachments(m.attachments) })),
  );

/** The cancel token of the newest mail to `to` that has a cancel link. */
export async function cancelTokenOf(ctx: TestContext, to: string): Promise<string> {
  const mails = await mailsTo(ctx, to);
  for (const m of mails.reverse()) {
    const token = /\/registrations\/cancel#token=([A-Za-z0-9_-]+)/.exec(m.text)?.[1];
    if (token) return token;
  }
  throw new Error(`no cancel link mailed to ${to}`);
}

const require = createRequire(import.meta.url);
const { PNG } = require('pngjs') as { PNG: { sync: { read(b: Buffer): { width: number; height: number; data: Buffer } } } };

/** The text of a mail's inline QR code image (its PNG attachment). */
export function qrOfAttachment(a: MailAttachment): string {
  const png = PNG.sync.read(Buffer.from(a.content, 'base64'));
  const found = jsQR(new Uint8ClampedArray(png.data), png.width, png.height);
  if (!found) throw new Error('no readable QR code');
  return found.data;
}
