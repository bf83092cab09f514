// Ending a user's sessions: when the password changes, the status or the role changes, or the user signs out everywhere.
// Sessions are rows checked on every request (server/platform/middleware.ts), so a deleted row is refused at once by every process.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { clearPrefix } from '../../platform/rateLimit';

/** Deletes every session of the user; the number ended. */
export async function endSessions(db: Db, userId: string): Promise<number> {
  const ended = await db.delete(sessions).where(eq(sessions.userId, userId)).returning({ tokenHash: sessions.tokenHash });
  return ended.length;
}

/**
 * A new password: every session ends, and the addresses this account signed in from lose their exemption from the
 * per-account login limit (docs/decisions/003-login-throttling.md), since someone else may have used the old password.
 */
export async function passwordChanged(db: Db, userId: string): Promise<number> {
  await clearPrefix(db, knownAddressPrefix(userId));
  return endSessions(db, userId);
}

/** The rate-limit key marking `ip` as an address `userId` signed in from recently. */
export const knownAddressKey = (userId: string, ip: string) => `${knownAddressPrefix(userId)}${ip}`;
const knownAddressPrefix = (userId: string) => `login:known:${userId}|`;

/**
 * Inserts a session only while the user is still as it was when the password was checked (same password hash, role,
 * active): a password, role or status change that commits while a sign-in is between its check and this insert would
 * otherwise miss the new session. FOR SHARE waits for such a change in progress and then sees its result.
 */
export async function insertSessionIfUnchanged(
  db: Db,
  s: { tokenHash: string; userId: string; expiresAt: Date },
  seen: { passwordHash: string; role: string },
): Promise<boolean> {
  const result = (await db.execute(sql`
    insert into sessions (token_hash, user_id, expires_at)
    select ${s.tokenHash}, ${s.userId}, ${s.expiresAt.toISOString()}
    where exists (
      select 1 from users
      where id = ${s.userId} and password_hash = ${seen.passwordHash} and role = ${seen.role} and status = 'active'
      for share
    )
    returning token_hash`)) as unknown as { rows: unknown[] } | unknown[];
  return (Array.isArray(result) ? result : result.rows).length === 1;
}
