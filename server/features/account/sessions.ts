// "My membership" without a password: a one-time sign-in link by mail, exchanged for an account session that reaches
// the records of its own email address and nothing else.
//
// Account sessions live in their own table (account_sessions), apart from the staff sessions: the staff middleware
// (server/platform/middleware.ts) only ever looks in `sessions`, and requireAccount below only in `account_sessions`, so
// neither kind of token opens the other's routes.
import { createMiddleware } from 'hono/factory';
import { ACCOUNT_LINK_TTL_MS, ACCOUNT_SESSION_TTL_MS, type AccountSession } from '../../../contract/account';
import { LANG_PREFIX, LANGS } from '../../../contract/languages';
import type { Database } from '../../db/client';
import type { AppConfig } from '../../platform/config';
import type { AppEnv } from '../../platform/deps';
import { ApiError } from '../../platform/http';
import type { Lang } from '../../platform/lang';
import { wordsIn } from '../../platform/languages';
import { dueAt } from '../../platform/outbox';
import { hashToken, newToken } from '../../platform/tokens';

/** The session a request to /api/account* was made with: its email (lower-case) and the token's hash. */
export type AccountSessionInfo = { email: string; tokenHash: string };
export type AccountEnv = { Variables: AppEnv['Variables'] & { account: AccountSessionInfo } };

/** Addresses are matched case-insensitively; links and sessions keep the lower-case form. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** The page a link opens, in the person's language; the token rides in the fragment, which browsers never send. */
export const signInUrl = (publicUrl: string, lang: Lang, token: string) => `${publicUrl}${LANG_PREFIX[lang]}/account#token=${token}`;

/**
 * Stores a sign-in link and queues its mail, but only when the address has an application, a registration or a
 * member. One statement does the look-up, the link and the mail whether or not the address is known (the inserts
 * then write nothing), so a stranger cannot tell the two cases apart by the answer or by its time. The mail goes out
 * in the language of the person's newest application or registration, or the request's when they have none.
 */
export async function requestSignInLink(database: Database, config: AppConfig, email: string, requestLang: Lang, now: Date) {
  const address = email.trim();
  const lower = normalEmail(address);
  const token = newToken();
  // The mail in every language, as {"<lang>": {"subject", "text"}}: the statement picks the person's.
  const mails = JSON.stringify(
    Object.fromEntries(LANGS.map((lang) => [lang, wordsIn(lang).accountMails.signInLink(signInUrl(config.publicUrl, lang, token))])),
  );
  await database.query(
    `with known as (
       select lang, created_at from membership_applications where lower(email) = $1
       union all
       select lang, created_at from event_registrations where lower(email) = $1
       union all
       select null, null from members where lower(email) = $1
     ),
     person as (
       select coalesce((select lang from known where lang is not null order by created_at desc limit 1), $5::text) as lang
       where exists (select 1 from known)
     ),
     link as (
       insert into account_links (token_hash, email, expires_at, created_at)
       select $2::text, $1::text, $3::timestamptz, $4::timestamptz from person
       returning email
     )
     insert into outbox ("to", subject, text, next_attempt_at)
     select $6::text,
            coalesce($7::jsonb -> person.lang, $7::jsonb -> $5::text) ->> 'subject',
            coalesce($7::jsonb -> person.lang, $7::jsonb -> $5::text) ->> 'text',
            ${dueAt('$4::timestamptz')}
     from person join link on true`,
    [lower, hashToken(token), new Date(now.getTime() + ACCOUNT_LINK_TTL_MS).toISOString(), now.toISOString(), requestLang, address, mails],
  );
}

/** Expired links are kept this long after they expire, so that opening one says "expired" instead of "not valid". */
const EXPIRED_LINKS_KEPT_MS = 24 * 60 * 60_000;

/** Deletes links long expired and sessions expired; run with each exchange and by the housekeeping loop. */
export async function pruneAccountSessions(database: Database, now: Date): Promise<void> {
  await database.query('delete from account_links where expires_at < $1', [new Date(now.getTime() - EXPIRED_LINKS_KEPT_MS).toISOString()]);
  await database.query('delete from account_sessions where expires_at <= $1', [now.toISOString()]);
}

/**
 * Exchanges a link's token for a new account session, once: the UPDATE marks the link used only while it is unused
 * and unexpired, so of two exchanges at once (in any processes) exactly one gets a row back; the other then finds
 * the link used. 410 with why when the link cannot be used.
 */
export async function exchangeSignInLink(database: Database, token: string, now: Date): Promise<AccountSession> {
  const tokenHash = hashToken(token.trim());
  const at = now.toISOString();
  const session = newToken();
  const expiresAt = new Date(now.getTime() + ACCOUNT_SESSION_TTL_MS);
  // The link is spent and the session made in one statement: both land or neither does.
  const [made] = await database.query<{ email: string }>(
    `with spent as (
       update account_links set used_at = $2::timestamptz
       where token_hash = $1 and used_at is null and expires_at > $2::timestamptz
       returning email
     )
     insert into account_sessions (token_hash, email, created_at, expires_at)
     select $3::text, email, $2::timestamptz, $4::timestamptz from spent
     returning email`,
    [tokenHash, at, hashToken(session), expiresAt.toISOString()],
  );
  if (!made) {
    const [link] = await database.query<{ used: boolean }>('select used_at is not null as used from account_links where token_hash = $1', [
      tokenHash,
    ]);
    throw new ApiError(410, !link ? 'account.linkInvalid' : link.used ? 'account.linkUsed' : 'account.linkExpired');
  }
  await pruneAccountSessions(database, now);
  return { token: session, email: made.email, expiresAt: expiresAt.toISOString() };
}

/** Ends the account session of `tokenHash` (signing out). */
export async function endAccountSession(database: Database, tokenHash: string): Promise<void> {
  await database.query('delete from account_sessions where token_hash = $1', [tokenHash]);
}

const BEARER = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/;

/** 401 unless the request carries the bearer token of an unexpired account session; puts the session on `account`. */
export const requireAccount = createMiddleware<AccountEnv>(async (c, next) => {
  const token = BEARER.exec(c.req.header('authorization') ?? '')?.[1];
  if (!token) throw new ApiError(401, 'account.notSignedIn');
  const deps = c.get('deps');
  const tokenHash = hashToken(token);
  const [session] = await deps.database.query<{ email: string }>(
    'select email from account_sessions where token_hash = $1 and expires_at > $2',
    [tokenHash, deps.now().toISOString()],
  );
  if (!session) throw new ApiError(401, 'account.notSignedIn');
  c.set('account', { email: session.email, tokenHash });
  await next();
});
