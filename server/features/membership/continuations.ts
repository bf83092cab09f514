// The receipt step of an application sent without JavaScript: the browser that applied holds a random token in an
// HttpOnly cookie, the application row holds only its SHA-256. The receipt page and its post find the application by
// it, so nobody else (another browser, a shared link, a request log) can send a receipt in that person's name.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { Db } from '../../db/client';
import { membershipApplications } from '../../db/schema';
import type { AppEnv } from '../../platform/deps';
import { hashToken, newToken } from '../../platform/tokens';
import { paymentReferenceColumn } from './paymentSettings';

/** The cookie's name: one application continued at a time per browser (a newer one replaces it). */
export const CONTINUATION_COOKIE = 'eca_apply';
/** How long the receipt step stays open to the browser that applied; after that, My membership (/account) takes it. */
export const CONTINUATION_SECONDS = 24 * 60 * 60;

/** The application as the receipt page shows it, and the id its upload goes to. */
export type ContinuedApplication = {
  id: string;
  firstName: string;
  membershipType: string;
  paymentReference: string;
  feeBirr: number | null;
};

/**
 * Gives the application `id` a new token and hands it to the browser as the cookie. Nothing is written for an id no
 * row has (a bot's post that was answered as if stored): its cookie leads nowhere.
 */
export async function issueContinuation(c: Context<AppEnv>, id: string): Promise<void> {
  const deps = c.get('deps');
  const token = newToken();
  await deps.database.db
    .update(membershipApplications)
    .set({ continuationHash: hashToken(token) })
    .where(eq(membershipApplications.id, id));
  setCookie(c, CONTINUATION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'Lax',
    path: '/',
    secure: deps.config.publicUrl.startsWith('https:'),
    maxAge: CONTINUATION_SECONDS,
  });
}

/**
 * The application the request's cookie continues, while it waits for its first receipt: pending, no receipt yet, made
 * within the day the cookie lives (the server does not trust the browser to drop it).
 */
export async function continuedApplication(c: Context<AppEnv>): Promise<ContinuedApplication | undefined> {
  const token = getCookie(c, CONTINUATION_COOKIE);
  if (!token) return undefined;
  const deps = c.get('deps');
  return findContinued(deps.database.db, token, new Date(deps.now().getTime() - CONTINUATION_SECONDS * 1000));
}

async function findContinued(db: Db, token: string, since: Date): Promise<ContinuedApplication | undefined> {
  const a = membershipApplications;
  const [row] = await db
    .select({
      id: a.id,
      firstName: a.firstName,
      membershipType: a.membershipType,
      paymentReference: paymentReferenceColumn,
      feeBirr: a.feeBirr,
    })
    .from(a)
    .where(and(eq(a.continuationHash, hashToken(token)), eq(a.status, 'pending'), isNull(a.receiptUploadedAt), gt(a.createdAt, since)));
  return row;
}

/** The receipt went in: the browser forgets the token (the row's hash no longer finds a pending, receipt-less one). */
export function endContinuation(c: Context<AppEnv>): void {
  deleteCookie(c, CONTINUATION_COOKIE, { path: '/', secure: c.get('deps').config.publicUrl.startsWith('https:') });
}
