// Renewal reminders: a mail 30 days before a membership ends, another 7 days before, and one just after it has ended,
// each in the member's language. Each is sent once per member and membership end, whatever the number of processes or
// restarts: the row in member_reminders (unique per member, kind and end) is inserted first, and the mail is queued in
// the same transaction only when that insert made the row. A renewal moves the end, so next year's reminders are new.
import { sql } from 'drizzle-orm';
import type { ReminderKind } from '../../../contract/account';
import { addisToday } from '../../../contract/dates';
import type { Db } from '../../db/client';
import { memberReminders } from '../../db/schema';
import { accountUrl } from '../../messages/notifications';
import type { Lang } from '../../platform/lang';
import { langOf, wordsIn } from '../../platform/languages';
import { enqueueMail } from '../../platform/outbox';
import type { Job } from '../../platform/scheduler';
import { memberLangSql } from './service';

/** The 30-day reminder goes out from 30 days before the end until the 7-day one takes over. */
export const FIRST_REMINDER_DAYS = 30;
/** The 7-day reminder goes out from 7 days before the end through the last day. */
export const LAST_REMINDER_DAYS = 7;
/**
 * The lapsed reminder goes out in the first days after the end, this many at most: after a longer stop of every
 * process it is no longer news, and the member is not written to about an end long past.
 */
export const LAPSED_REMINDER_DAYS = 7;

const DAY_MS = 86_400_000;
/** Whole days from one Addis Ababa day (YYYY-MM-DD) to another. */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

/**
 * The one reminder that fits a membership with `daysLeft` days to its end (0 on the last day, negative after), or
 * undefined. Only the most relevant is sent: after a stop that missed the 30-day one, a member 5 days from the end gets
 * the 7-day one alone.
 */
export function reminderKind(daysLeft: number): ReminderKind | undefined {
  if (daysLeft < 0) return daysLeft >= -LAPSED_REMINDER_DAYS ? 'lapsed' : undefined;
  if (daysLeft <= LAST_REMINDER_DAYS) return '7-days';
  if (daysLeft <= FIRST_REMINDER_DAYS) return '30-days';
  return undefined;
}

type Candidate = {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  number: string;
  plan: string;
  valid_until: string;
  lang: Lang | null;
};

/** The account page in the member's language. */
const renewUrl = accountUrl;

/** Sends every reminder due on `now`'s Addis Ababa day that has not been sent; returns how many it queued. */
export async function sendReminders(db: Db, publicUrl: string, now: Date): Promise<number> {
  const today = addisToday(now);
  const from = new Date(Date.parse(`${today}T00:00:00Z`) - LAPSED_REMINDER_DAYS * DAY_MS).toISOString().slice(0, 10);
  const until = new Date(Date.parse(`${today}T00:00:00Z`) + FIRST_REMINDER_DAYS * DAY_MS).toISOString().slice(0, 10);
  // The language is that of the member's newest application in their own name (a renewal from the Amharic site
  // switches it).
  const result = (await db.execute(sql`
    select m.id, m.email, m.first_name, m.last_name, m.number, m.plan, m.valid_until::text as valid_until,
      ${memberLangSql} as lang
    from members m
    where m.valid_until between ${from} and ${until}
    order by m.valid_until, m.id`)) as unknown as { rows: Candidate[] } | Candidate[];
  const candidates = Array.isArray(result) ? result : result.rows;
  let queued = 0;
  for (const m of candidates) {
    const daysLeft = daysBetween(today, m.valid_until);
    const kind = reminderKind(daysLeft);
    if (!kind) continue;
    const sent = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(memberReminders)
        .values({ memberId: m.id, kind, validUntil: m.valid_until, sentAt: now })
        .onConflictDoNothing()
        .returning({ id: memberReminders.id });
      if (!row) return false;
      const lang: Lang = langOf(m.lang);
      const facts = {
        firstName: m.first_name,
        lastName: m.last_name,
        number: m.number,
        plan: m.plan,
        validUntil: m.valid_until,
        daysLeft,
        renewUrl: renewUrl(publicUrl, lang),
      };
      const mail = wordsIn(lang).reminderMail(facts);
      await enqueueMail(tx as unknown as Db, { to: m.email, ...mail }, now);
      return true;
    });
    if (sent) queued++;
  }
  return queued;
}

/**
 * The scheduler's reminder job: once per Addis Ababa day, at the first tick of the day (or soon after a start). A run
 * that fails part way is tried again later; the reminders it already sent are not sent again.
 */
export const remindersJob = (db: Db, publicUrl: string, onDone?: (queued: number) => void): Job => ({
  name: 'reminders',
  period: (now) => addisToday(now),
  run: async (now) => {
    const queued = await sendReminders(db, publicUrl, now);
    onDone?.(queued);
  },
});
