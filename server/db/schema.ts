// The whole database schema. Migrations in ./migrations are generated from this file by drizzle-kit.
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  type IndexColumn,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_LANG, LANGS } from '../../contract/languages';
import type { PaymentSettings } from '../../contract/payment';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
});

/**
 * The text the staff search looks in, one expression per list: the columns joined by newlines (a search term
 * cannot span two of them unless it holds a newline itself). A pg_trgm GIN index on the same expression makes
 * `ilike '%term%'` an index scan; queries must use these very expressions for the index to apply.
 */
const joined = (...parts: SQL[]) => sql.join(parts, sql.raw(` || E'\\n' || `));
export const registrationSearchText = (t: { firstName: AnyColumn; lastName: AnyColumn; email: AnyColumn; organization: AnyColumn }) =>
  sql`(${joined(sql`${t.firstName}`, sql`${t.lastName}`, sql`${t.email}`, sql`${t.organization}`)})`;
export const messageSearchText = (t: {
  name: AnyColumn;
  email: AnyColumn;
  subject: AnyColumn;
  message: AnyColumn;
  organization: AnyColumn;
}) => sql`(${joined(sql`${t.name}`, sql`${t.email}`, sql`${t.subject}`, sql`${t.message}`, sql`${t.organization}`)})`;
/** The full name first, so "Abebe Kebede" finds an applicant as well as either name alone. */
export const applicationSearchText = (t: {
  firstName: AnyColumn;
  lastName: AnyColumn;
  email: AnyColumn;
  company: AnyColumn;
  city: AnyColumn;
  membershipType: AnyColumn;
}) =>
  sql`(${joined(sql`${t.firstName} || ' ' || ${t.lastName}`, sql`${t.email}`, sql`${t.company}`, sql`${t.city}`, sql`${t.membershipType}`)})`;

/** The staff Members search: the number, the full name, the email, the company and the city. */
export const memberSearchText = (t: {
  number: AnyColumn;
  firstName: AnyColumn;
  lastName: AnyColumn;
  email: AnyColumn;
  company: AnyColumn;
  city: AnyColumn;
}) => sql`(${joined(sql`${t.number}`, sql`${t.firstName} || ' ' || ${t.lastName}`, sql`${t.email}`, sql`${t.company}`, sql`${t.city}`)})`;
/** The public directory's search: only what the directory shows (company, name, city), never the email or number. */
export const directorySearchText = (t: { firstName: AnyColumn; lastName: AnyColumn; company: AnyColumn; city: AnyColumn }) =>
  sql`(${joined(sql`${t.company}`, sql`${t.firstName} || ' ' || ${t.lastName}`, sql`${t.city}`)})`;

const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
/** When a row was written and last changed. */
const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });
/** A staff inbox's indexes: newest first, newest first within one status, and the search over its text. */
const inboxIndexes = (name: string, t: { createdAt: IndexColumn; id: IndexColumn; status: IndexColumn }, searchText: SQL) => [
  index(`${name}_created_idx`).on(t.createdAt, t.id),
  index(`${name}_status_created_idx`).on(t.status, t.createdAt, t.id),
  index(`${name}_search_idx`).using('gin', sql`${searchText} gin_trgm_ops`),
];

/**
 * Which published versions of the terms and the privacy notice the person agreed to (for a contact message: was shown
 * beside the form), and when. Null on rows written before the documents existed.
 */
const consent = () => ({
  termsVersion: integer('terms_version'),
  privacyVersion: integer('privacy_version'),
  consentedAt: timestamp('consented_at', { withTimezone: true, mode: 'date' }),
});

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    email: text('email').notNull(),
    phone: text('phone'),
    company: text('company'),
    position: text('position'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['user', 'moderator', 'admin'] })
      .notNull()
      .default('user'),
    status: text('status', { enum: ['active', 'inactive', 'suspended'] })
      .notNull()
      .default('inactive'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`), index('users_created_idx').on(t.createdAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Fixed-window counters shared by every server process (login, public POSTs). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
});

/** Small key/value facts shared by every process: the analytics salt secret, seed markers. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * How to pay the membership fee (contract/payment.ts), as an admin last saved it in Settings: one row. Before the first
 * save there is none, and the defaults of contract/payment.ts apply.
 */
export const paymentSettings = pgTable('payment_settings', {
  id: integer('id').primaryKey().default(1),
  value: jsonb('value').$type<PaymentSettings>().notNull(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps(),
});

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    time: text('time').notNull().default(''),
    location: text('location').notNull(),
    image: text('image'),
    /** Seats the event has (a registration takes one per attendee, '5+' as 5); null means unlimited. */
    capacity: integer('capacity'),
    /**
     * The seats its confirmed registrations hold (the sum of their `seats`, i.e. their people). Kept by triggers on
     * event_registrations (migration 0015) in the statement that changes a registration, so every writer keeps it
     * right; a registration reads it from the event's row it has locked instead of summing the event's registrations.
     */
    seatsTaken: integer('seats_taken').notNull().default(0),
    /** After this moment the event takes no registrations; null means until its day is over. */
    registrationDeadline: timestamp('registration_deadline', { withTimezone: true, mode: 'date' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('events_date_idx').on(t.date), check('events_capacity_positive', sql`${t.capacity} is null or ${t.capacity} > 0`)],
);

export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    organization: text('organization').notNull(),
    position: text('position').notNull(),
    attendees: text('attendees').notNull().default('1'),
    dietaryRequirements: text('dietary_requirements').notNull().default('none'),
    specialRequirements: text('special_requirements').notNull().default(''),
    /** The language the person used on the site (one of contract/languages.ts); their emails go out in it. */
    lang: text('lang', { enum: LANGS }).notNull().default(DEFAULT_LANG),
    /** confirmed (holds its seats), waitlisted (queued by createdAt, id) or cancelled (frees its seats). */
    status: text('status', { enum: ['confirmed', 'waitlisted', 'cancelled'] })
      .notNull()
      .default('confirmed'),
    /** The seats it takes: its attendees, '5+' counting as 5 (contract/assembly.ts seatsFor). */
    seats: integer('seats').notNull().default(1),
    /** The ticket's code (16 Crockford base32 characters, 80 random bits), given when it is first confirmed. It is
     * the first person's ticket and the registration's own link: /ticket/<it> shows every ticket of the group. */
    ticketCode: text('ticket_code'),
    /** The names given for the people after the first, in order ('' where none was given: "Guest 2" on the ticket). */
    attendeeNames: jsonb('attendee_names').$type<string[]>().notNull().default([]),
    /** SHA-256 of the one-time cancel token mailed with it; kept after use so a second use says it is cancelled. */
    cancelTokenHash: text('cancel_token_hash'),
    /** When it got its seats (at once, by promotion from the waiting list, or by staff); null while waitlisted. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    ...consent(),
    createdAt: createdAt(),
  },
  (t) => [
    // One live registration per person and event: after cancelling, the same email may register again.
    uniqueIndex('registrations_event_email_idx').on(t.eventId, sql`lower(${t.email})`).where(sql`${t.status} <> 'cancelled'`),
    uniqueIndex('registrations_ticket_code_idx').on(t.ticketCode),
    uniqueIndex('registrations_cancel_token_idx').on(t.cancelTokenHash),
    // The waiting list in order, and the seats taken, per event.
    index('registrations_event_status_idx').on(t.eventId, t.status, t.createdAt, t.id),
    index('registrations_created_idx').on(t.createdAt, t.id),
    index('registrations_event_created_idx').on(t.eventId, t.createdAt, t.id),
    index('registrations_search_idx').using('gin', sql`${registrationSearchText(t)} gin_trgm_ops`),
  ],
);

/** The registration a row belongs to (gone with it) and its event (kept while rows point at it). */
const ofRegistration = () => ({
  registrationId: uuid('registration_id')
    .notNull()
    .references(() => eventRegistrations.id, { onDelete: 'cascade' }),
  eventId: uuid('event_id')
    .notNull()
    .references(() => events.id, { onDelete: 'restrict' }),
});

/**
 * One person's ticket (decision 017): a confirmed registration has one per seat, numbered from 1 (the person who
 * registered, whose code is the registration's ticket code). Made when the registration is first confirmed.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...ofRegistration(),
    /** 1 is the person who registered; 2… the people they registered for. */
    position: integer('position').notNull(),
    /** 16 Crockford base32 characters, 80 random bits, like every ticket code. */
    code: text('code').notNull(),
  },
  (t) => [
    uniqueIndex('tickets_code_idx').on(t.code),
    uniqueIndex('tickets_registration_position_idx').on(t.registrationId, t.position),
    index('tickets_event_idx').on(t.eventId),
  ],
);

/**
 * A ticket checked in at the door: one row per person's ticket (its primary key), so two phones scanning one ticket
 * store exactly one. `checkedInAt` is when it was scanned (on the phone, for a scan saved offline and sent later).
 */
export const checkIns = pgTable(
  'check_ins',
  {
    ticketId: uuid('ticket_id')
      .primaryKey()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    ...ofRegistration(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true, mode: 'date' }).notNull(),
    checkedInBy: uuid('checked_in_by').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member's name as it was then (kept if the account is removed). */
    checkedInByName: text('checked_in_by_name').notNull(),
    /** Scanned while the phone was offline and sent when it came back. */
    offline: boolean('offline').notNull().default(false),
    recordedAt: timestamp('recorded_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('check_ins_event_idx').on(t.eventId, t.checkedInAt)],
);

export const blogPosts = pgTable(
  'blog_posts',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    title: text('title').notNull(),
    description: text('description').notNull(),
    content: text('content'),
    category: text('category').notNull().default('news'),
    type: text('type').notNull().default('article'),
    date: date('date', { mode: 'string' }).notNull().default(sql`CURRENT_DATE`),
    readUrl: text('read_url'),
    image: text('image'),
    author: text('author').notNull(),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    featured: boolean('featured').notNull().default(false),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('blog_posts_date_idx').on(t.date)],
);

export const resources = pgTable(
  'resources',
  {
    id: text('id').primaryKey().default(sql`gen_random_uuid()::text`),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull().default('research-papers'),
    type: text('type').notNull().default('pdf'),
    date: date('date', { mode: 'string' }).notNull().default(sql`CURRENT_DATE`),
    downloadUrl: text('download_url'),
    readUrl: text('read_url'),
    galleryUrl: text('gallery_url'),
    image: text('image'),
    content: text('content'),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('resources_date_idx').on(t.date)],
);

// Staff texts in the languages besides the default, a row per item and language (contract/translations.ts): a
// language is added without a migration, and an item's rows go with it. A null field has none (the pages show the
// built-in text or the English).
export const eventTexts = pgTable(
  'event_texts',
  {
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title'),
    description: text('description'),
    location: text('location'),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.lang] })],
);

export const blogPostTexts = pgTable(
  'blog_post_texts',
  {
    postId: text('post_id')
      .notNull()
      .references(() => blogPosts.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title'),
    description: text('description'),
    content: text('content'),
    author: text('author'),
    /** Empty where staff wrote none (the pages show the built-in tags or the English ones). */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
  },
  (t) => [primaryKey({ columns: [t.postId, t.lang] })],
);

export const resourceTexts = pgTable(
  'resource_texts',
  {
    resourceId: text('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade', onUpdate: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title'),
    description: text('description'),
    content: text('content'),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.lang] })],
);

export const membershipApplications = pgTable(
  'membership_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    company: text('company').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    membershipType: text('membership_type').notNull(),
    message: text('message').notNull().default(''),
    /** The language the person used on the site (one of contract/languages.ts); their emails go out in it. */
    lang: text('lang', { enum: LANGS }).notNull().default(DEFAULT_LANG),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    receiptUploadedAt: timestamp('receipt_uploaded_at', { withTimezone: true, mode: 'date' }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true, mode: 'date' }),
    /** Why staff rejected it, as they wrote it; the applicant reads it in the decision mail. */
    decisionReason: text('decision_reason'),
    /** The member its approval made or renewed; null until approved. */
    memberId: uuid('member_id').references((): AnyPgColumn => members.id, { onDelete: 'set null' }),
    /** A first application ('new') or a member's renewal from /account ('renewal'); both go through staff review. */
    kind: text('kind', { enum: ['new', 'renewal'] })
      .notNull()
      .default('new'),
    /** Whether the applicant asked to be listed in the public member directory. */
    listInDirectory: boolean('list_in_directory').notNull().default(false),
    /**
     * SHA-256 of the token that lets the browser which applied without JavaScript send the receipt next (kept in an
     * HttpOnly cookie, never in an address); null for an application made any other way.
     */
    continuationHash: text('continuation_hash'),
    /** Its number, from which its payment reference ("ECA-A-1042", contract/payment.ts) is written: unique, never reused. */
    number: integer('number').generatedAlwaysAsIdentity({ startWith: 1001 }).notNull(),
    /**
     * What it owes a year, in Birr, by the fee in Settings on the day it was made (a later change of the fee never
     * changes it); null: price on request (a farm investor while no price is set), or made before fees were kept.
     */
    feeBirr: integer('fee_birr'),
    ...consent(),
    ...timestamps(),
  },
  (t) => [
    ...inboxIndexes('applications', t, applicationSearchText(t)),
    uniqueIndex('applications_number_idx').on(t.number),
    uniqueIndex('applications_continuation_idx').on(t.continuationHash),
    index('applications_member_idx').on(t.memberId),
  ],
);

/**
 * A member: made when staff approve an application, extended by each approved renewal (one member per email). Its
 * status (active, expiring, lapsed) is worked out from valid_until whenever it is read, never stored.
 */
export const members = pgTable(
  'members',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** ECA-<Ethiopian year>-<4 digits>, from member_number_counters; never reused. */
    number: text('number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    company: text('company').notNull(),
    city: text('city').notNull(),
    /** The membership type of the latest approved application. */
    plan: text('plan').notNull(),
    /** The first day of the current unbroken membership (Addis Ababa days). */
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    /** The last day it is valid. */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    listInDirectory: boolean('list_in_directory').notNull().default(false),
    /** The certificate's check code: random, at least 128 bits, printed only as a link on the certificate. */
    verificationCode: text('verification_code').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('members_number_idx').on(t.number),
    uniqueIndex('members_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('members_verification_code_idx').on(t.verificationCode),
    index('members_valid_until_idx').on(t.validUntil),
    index('members_created_idx').on(t.createdAt, t.id),
    index('members_search_idx').using('gin', sql`${memberSearchText(t)} gin_trgm_ops`),
    index('members_directory_search_idx').using('gin', sql`${directorySearchText(t)} gin_trgm_ops`),
  ],
);

/**
 * The last member number given out in each Ethiopian year. Approvals take the next one under this row's lock, in the
 * same transaction as the approval, so numbers are unique and consecutive across processes, and a rolled-back
 * approval gives its number back.
 */
export const memberNumberCounters = pgTable('member_number_counters', {
  ethiopianYear: integer('ethiopian_year').primaryKey(),
  last: integer('last').notNull(),
});

/** What happened to each membership, oldest first: joined or renewed, by which application, the period it gave. */
export const memberHistory = pgTable(
  'member_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /**
     * joined / renewed by an approved application; office-renewal: staff recorded a renewal paid at the office;
     * edited: staff changed the end date or the directory listing (with `reason`).
     */
    kind: text('kind', { enum: ['joined', 'renewed', 'office-renewal', 'edited'] }).notNull(),
    applicationId: uuid('application_id').references(() => membershipApplications.id, { onDelete: 'set null' }),
    plan: text('plan').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    /** The end before this change (null when the member joined) and after it. */
    previousUntil: date('previous_until', { mode: 'string' }),
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Why staff made an `edited` change (or noted an office renewal), as they wrote it. */
    reason: text('reason'),
    /** The directory listing after an `edited` change; null when the change did not touch it. */
    listInDirectory: boolean('list_in_directory'),
    /**
     * The payment acknowledgement of a paid period (joined, renewed, office-renewal): ECA-R-<Ethiopian year>-<seq>, from
     * acknowledgement_counters in the same transaction; null for edits.
     */
    acknowledgementNumber: text('acknowledgement_number'),
    /** What was paid for that period, in Birr. */
    amount: integer('amount'),
    createdAt: createdAt(),
  },
  (t) => [
    index('member_history_member_idx').on(t.memberId, t.id),
    uniqueIndex('member_history_acknowledgement_idx').on(t.acknowledgementNumber),
  ],
);

/** The last payment acknowledgement number of each Ethiopian year (taken like member numbers, under the row's lock). */
export const acknowledgementCounters = pgTable('acknowledgement_counters', {
  ethiopianYear: integer('ethiopian_year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * Renewal reminders sent: one row per member, kind and membership end, inserted before the mail is queued in the same
 * transaction, so no reminder goes out twice whatever the number of processes or restarts. A renewal moves the end
 * date, so the next year's reminders are new rows.
 */
export const memberReminders = pgTable(
  'member_reminders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['30-days', '7-days', 'lapsed'] }).notNull(),
    /** The membership end the reminder was about. */
    validUntil: date('valid_until', { mode: 'string' }).notNull(),
    sentAt: createdAt(),
  },
  (t) => [uniqueIndex('member_reminders_once_idx').on(t.memberId, t.kind, t.validUntil)],
);

/**
 * One-time sign-in links for /account: only the token's SHA-256 is kept; valid 30 minutes, used once (used_at is set
 * by the exchange that wins).
 */
export const accountLinks = pgTable(
  'account_links',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('account_links_email_idx').on(sql`lower(${t.email})`)],
);

/** Account sessions (7 days) made from a sign-in link: they reach /api/account* only, for their email's records only. */
export const accountSessions = pgTable(
  'account_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    email: text('email').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('account_sessions_email_idx').on(sql`lower(${t.email})`)],
);

/**
 * Every receipt an applicant uploaded, oldest first: a re-upload while the application is pending adds a row (the
 * newest, highest id, is the one staff see first); none is ever overwritten.
 */
export const receipts = pgTable(
  'receipts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => membershipApplications.id, { onDelete: 'cascade' }),
    mimeType: text('mime_type').notNull(),
    filename: text('filename').notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('receipts_application_idx').on(t.applicationId, t.id)],
);

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    contactType: text('contact_type').notNull().default('individual'),
    organization: text('organization').notNull().default(''),
    /** The language the person used on the site (one of contract/languages.ts); their emails go out in it. */
    lang: text('lang', { enum: LANGS }).notNull().default(DEFAULT_LANG),
    status: text('status', { enum: ['new', 'replied', 'archived'] })
      .notNull()
      .default('new'),
    ...consent(),
    ...timestamps(),
  },
  (t) => inboxIndexes('messages', t, messageSearchText(t)),
);

/** Mail waits here until a worker sends it; nothing is lost while SMTP is down. */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Where the person's answer goes when it is not the sender (MAIL_FROM): the office, for staff replies. */
    replyTo: text('reply_to'),
    attachments: jsonb('attachments').$type<{ filename: string; content: string; contentType: string }[]>().notNull().default([]),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_due_idx').on(t.status, t.nextAttemptAt)],
);

/**
 * What staff wrote back to a contact message, oldest first: the thread stays on the message. The mail itself is an
 * outbox row (its body is dropped once sent, the text here stays); its status there says whether it went or failed.
 */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => users.id, { onDelete: 'set null' }),
    /** The staff member's name as it was then (kept if the account is removed). */
    staffName: text('staff_name').notNull(),
    text: text('text').notNull(),
    /** The language the mail went out in: the message's. */
    lang: text('lang', { enum: LANGS }).notNull(),
    outboxId: uuid('outbox_id').references(() => outbox.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.createdAt), index('contact_replies_outbox_idx').on(t.outboxId)],
);

/**
 * An admin's invitation to join the staff with a role: a one-time link (only the token's SHA-256 is kept) that opens
 * /register with the email fixed. Pending until accepted, revoked or past expires_at.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    role: text('role', { enum: ['moderator', 'admin'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    invitedByName: text('invited_by_name').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    acceptedUserId: uuid('accepted_user_id').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    uniqueIndex('staff_invitations_token_idx').on(t.tokenHash),
    index('staff_invitations_email_idx').on(sql`lower(${t.email})`),
    index('staff_invitations_created_idx').on(t.createdAt, t.id),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('audit_created_idx').on(t.createdAt)],
);

/** One row per page view; visitor is a salted daily hash, never an IP or a cookie. */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    path: text('path').notNull(),
    visitor: text('visitor').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('page_views_day_idx').on(t.day), index('page_views_day_path_idx').on(t.day, t.path)],
);

/**
 * The terms and the privacy notice, every version ever published (none is changed or removed): the public pages show
 * the newest of each kind, and every application, registration and message names the version it was given.
 */
export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind', { enum: ['terms', 'privacy'] }).notNull(),
    /** 1, 2, 3… per kind, in the order published. */
    version: integer('version').notNull(),
    titleEn: text('title_en').notNull(),
    bodyEn: text('body_en').notNull(),
    publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
    /** The admin's name as it was then (kept if the account is removed). */
    publishedByName: text('published_by_name').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('legal_documents_kind_version_idx').on(t.kind, t.version)],
);

/**
 * A published version in a language besides the default, a row per language (as an event's texts): the version is
 * published with these and never changes. A language without one shows its own first version (content/<lang>/legal.ts)
 * for version 1, else the English, marked as such.
 */
export const legalDocumentTexts = pgTable(
  'legal_document_texts',
  {
    documentId: bigint('document_id', { mode: 'number' })
      .notNull()
      .references(() => legalDocuments.id, { onDelete: 'cascade' }),
    lang: text('lang').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
  },
  (t) => [primaryKey({ columns: [t.documentId, t.lang] })],
);

/**
 * The privacy settings admins keep in the Privacy screen: one row (id 1). Kept apart from the site's other settings so
 * each screen owns its own table.
 */
export const privacySettings = pgTable(
  'privacy_settings',
  {
    id: integer('id').primaryKey().default(1),
    /** Receipts and messages of people who never became members are erased this many days after they came. */
    retentionDays: integer('retention_days').notNull().default(730),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('privacy_settings_one_row', sql`${t.id} = 1`),
    check('privacy_settings_retention_days', sql`${t.retentionDays} between 30 and 3650`),
  ],
);
