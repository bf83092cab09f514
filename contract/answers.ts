// What the API answers, as valibot schemas: the OpenAPI document is made from them, and the TypeScript types the server
// and browser use for these answers are inferred from them, so each shape is written once.
import * as v from 'valibot';
import { ANALYTICS_PERIODS, INVITATION_STATUSES } from './admin';
import { adminRegistrationEntries, adminSeatEntries, publicSeatEntries } from './assembly';
import { SessionUserSchema } from './auth';
import { LANGS } from './languages';
import { RECEIPT_MIME_TYPES } from './limits';
import { memberEntries } from './memberEntries';
import { MEMBER_DETAIL_FIELDS } from './members';
import { MEMBERSHIP_TYPES } from './membership';
import { PaymentDueSchema } from './paymentSchema';
import { APPLICATION_STATUSES, MESSAGE_STATUSES, ROLES, STAFF_ROLES, USER_STATUSES } from './roles';
import { translationsEntry } from './translations';
import { day, nullableText, timestamp, UuidSchema } from './validators';

/**
 * Every refusal: `error` and `message` say the same, in the request's language; `code` names it for a program
 * (contract/errors.ts: the key of its text, e.g. `events.registrationClosed`); `fields` maps each wrong field to what
 * is wrong with it.
 */
export const ApiFailureSchema = v.object({
  error: v.string(),
  code: v.string(),
  message: v.string(),
  fields: v.optional(v.record(v.string(), v.string())),
  /** Only on a 500: quote it to whoever reads the server's log. */
  requestId: v.optional(v.string()),
});

/** The `{ data }` envelope around every JSON success answer. */
export const successOf = <S extends v.GenericSchema>(data: S) => v.object({ data });

/** One page of a staff list. */
export const pagedOf = <S extends v.GenericSchema>(item: S) =>
  v.object({ items: v.array(item), total: v.number(), page: v.number(), pageSize: v.number() });

export const HealthSchema = v.object({
  status: v.picklist(['ok', 'degraded']),
  database: v.picklist(['reachable', 'unreachable']),
  databaseKind: v.string(),
  uptimeSeconds: v.number(),
});
export type Health = v.InferOutput<typeof HealthSchema>;

// Staff accounts.
export const LoginResultSchema = v.object({ token: v.string(), user: SessionUserSchema, expiresAt: timestamp() });
export const UserAnswerSchema = v.object({ user: SessionUserSchema });
export type UserAnswer = v.InferOutput<typeof UserAnswerSchema>;
export const SignedOutSchema = v.object({ signedOut: v.literal(true) });
export const SignedOutEverywhereSchema = v.object({ signedOut: v.literal(true), sessions: v.number() });

// Public content.
export const PublicEventSchema = v.object({
  id: UuidSchema,
  title: v.string(),
  date: day(),
  time: v.string(),
  location: v.string(),
  description: v.string(),
  ...translationsEntry,
  image: nullableText(),
  /** The same day as `date`. */
  eventDate: day(),
  createdAt: timestamp(),
  ...publicSeatEntries,
});

/** What a blog post and a resource have alike. */
const publishedEntries = {
  id: v.string(),
  title: v.string(),
  category: v.string(),
  type: v.string(),
  description: v.string(),
  ...translationsEntry,
  date: day(),
};
const postEntries = {
  ...publishedEntries,
  readUrl: nullableText(),
  image: nullableText(),
  author: v.string(),
  tags: v.array(v.string()),
  featured: v.boolean(),
  content: nullableText(),
};
/** A blog post; in the list `content` (and each translation's) is only '' (the post has that body) or null, its page has the
 * sanitized bodies. */
export const BlogPostSchema = v.object(postEntries);

const resourceEntries = {
  ...publishedEntries,
  downloadUrl: nullableText(),
  readUrl: nullableText(),
  galleryUrl: nullableText(),
  image: nullableText(),
  content: nullableText(),
};
export const ResourceSchema = v.object(resourceEntries);

// What the public sends.
export const ContactReceivedSchema = v.object({ message: v.object({ id: UuidSchema, status: v.picklist(MESSAGE_STATUSES) }) });
export type ContactReceived = v.InferOutput<typeof ContactReceivedSchema>;
export const ApplicationReceivedSchema = v.object({
  application: v.object({
    id: UuidSchema,
    status: v.picklist(APPLICATION_STATUSES),
    membershipType: v.optional(v.picklist(MEMBERSHIP_TYPES)),
    /** What to pay, where, and the reference to write on the slip. */
    payment: v.optional(PaymentDueSchema),
  }),
});
export type ApplicationReceived = v.InferOutput<typeof ApplicationReceivedSchema>;
export const ReceiptReceivedSchema = v.object({
  receipt: v.object({
    applicationId: UuidSchema,
    mimeType: v.picklist(RECEIPT_MIME_TYPES),
    size: v.number(),
    filename: v.string(),
    uploadedAt: timestamp(),
  }),
});
export type ReceiptReceived = v.InferOutput<typeof ReceiptReceivedSchema>;

// What staff read of it.
const registrationEntries = {
  id: UuidSchema,
  eventId: UuidSchema,
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phone: v.string(),
  organization: v.string(),
  position: v.string(),
  attendees: v.string(),
  dietaryRequirements: v.string(),
  specialRequirements: v.string(),
  /** The language the person used on the site; their mails go out in it. */
  lang: v.optional(v.picklist(LANGS)),
  createdAt: timestamp(),
};
export const EventRegistrationsSchema = v.object({
  event: v.object({ id: UuidSchema, title: v.string(), date: day(), time: v.string(), location: v.string() }),
  registrations: v.array(v.object({ ...registrationEntries, eventTitle: v.string() })),
});

const messageEntries = {
  id: UuidSchema,
  name: v.string(),
  email: v.string(),
  phone: v.string(),
  subject: v.string(),
  message: v.string(),
  contactType: v.string(),
  organization: v.string(),
  status: v.picklist(MESSAGE_STATUSES),
  /** The language the person used on the site; their mails go out in it. */
  lang: v.optional(v.picklist(LANGS)),
  /** The versions of the terms and the privacy notice shown beside the form, and when (null before they existed). */
  termsVersion: v.optional(v.nullable(v.number())),
  privacyVersion: v.optional(v.nullable(v.number())),
  consentedAt: v.optional(v.nullable(timestamp())),
  createdAt: timestamp(),
};
export const ContactMessagesSchema = v.object({ messages: v.array(v.object({ ...messageEntries, updatedAt: timestamp() })) });

const applicationEntries = {
  id: UuidSchema,
  firstName: v.string(),
  lastName: v.string(),
  email: v.string(),
  phone: v.string(),
  company: v.string(),
  address: v.string(),
  city: v.string(),
  membershipType: v.picklist(MEMBERSHIP_TYPES),
  message: v.string(),
  status: v.picklist(APPLICATION_STATUSES),
  createdAt: timestamp(),
  /** What goes on the bank slip ("ECA-A-1042"). */
  paymentReference: v.string(),
  /** What it owes a year, in Birr, fixed when it was made; null: price on request. */
  feeBirr: v.nullable(v.number()),
};
const ApplicationRowSchema = v.object({ ...applicationEntries, receiptUploadedAt: v.nullable(timestamp()), updatedAt: timestamp() });
export const ApplicationsSchema = v.object({ applications: v.array(ApplicationRowSchema) });
/** One uploaded receipt, without its bytes. */
const ReceiptInfoSchema = v.object({
  id: v.number(),
  mimeType: v.string(),
  filename: v.string(),
  size: v.number(),
  createdAt: timestamp(),
});
export const ApplicationDetailSchema = v.object({
  application: v.object({
    ...ApplicationRowSchema.entries,
    /** The latest receipt (what staff judge), or null. */
    receipt: v.nullable(v.object({ mimeType: v.string(), filename: v.string(), size: v.number(), createdAt: timestamp() })),
    receiptCount: v.number(),
    /** Every receipt uploaded, newest first. */
    receipts: v.array(ReceiptInfoSchema),
  }),
});

// The staff area.
export const DashboardSummarySchema = v.object({
  stats: v.object({
    totalEvents: v.number(),
    totalBlogPosts: v.number(),
    totalResources: v.number(),
    totalUsers: v.number(),
    pendingRegistrations: v.number(),
    /** Members valid today (active or expiring). */
    activeMembers: v.number(),
    /** Members whose membership ends within the next 30 days (today included). */
    expiringMembers: v.number(),
  }),
  recentActivity: v.array(
    v.object({
      id: v.string(),
      kind: v.string(),
      title: v.string(),
      createdAt: timestamp(),
      eventDate: v.optional(v.nullable(day())),
      createdBy: v.string(),
    }),
  ),
});
/** The dashboard's System Status: how the server and its backups are doing. */
export const SystemStatusSchema = v.object({
  uptimeSeconds: v.number(),
  databaseBytes: v.number(),
  databaseKind: v.string(),
  /** The newest backup in the server's backup folder, or null when none has been written yet. */
  lastBackup: v.nullable(v.object({ name: v.string(), createdAt: timestamp(), bytes: v.number() })),
});
/** An event on the dashboard: its seats taken and the people checked in at its door. */
const WorkEventSchema = v.object({
  id: UuidSchema,
  title: v.string(),
  date: day(),
  capacity: v.nullable(v.number()),
  seatsConfirmed: v.number(),
  checkedIn: v.number(),
});
/** The day's work: what waits for staff, each figure with the list that shows it. */
export const DashboardWorkSchema = v.object({
  /** Applications waiting for a decision whose receipt has come. */
  applicationsToReview: v.number(),
  /** Applications still without a receipt for more than `receiptOverdueDays` days. */
  applicationsWithoutReceipt: v.number(),
  receiptOverdueDays: v.number(),
  /** Contact messages nobody has answered or archived yet. */
  newMessages: v.number(),
  /** Mails given up on (after every retry), replies to visitors among them. */
  failedMails: v.number(),
  /** Today's event (Addis Ababa's day) and the next one after it. */
  today: v.nullable(WorkEventSchema),
  next: v.nullable(WorkEventSchema),
  /** The staff's latest actions, from the audit log. */
  staffActivity: v.array(v.object({ id: v.number(), at: timestamp(), actorName: v.string(), action: v.string(), entity: v.string() })),
});
export type DashboardWork = v.InferOutput<typeof DashboardWorkSchema>;
export const DashboardAnswerSchema = v.object({
  ...DashboardSummarySchema.entries,
  system: SystemStatusSchema,
  work: DashboardWorkSchema,
});
export type DashboardAnswer = v.InferOutput<typeof DashboardAnswerSchema>;

export const AnalyticsSchema = v.object({
  period: v.picklist(ANALYTICS_PERIODS),
  totalVisitors: v.number(),
  /** Members valid today (active or expiring, by Addis Ababa's day): the dashboard's activeMembers. */
  totalMembers: v.number(),
  totalEvents: v.number(),
  totalBlogPosts: v.number(),
  popularPages: v.array(v.object({ page: v.string(), visits: v.number() })),
  /**
   * New members per month (YYYY-MM, Addis Ababa's months) over the months the period touches, oldest first: the members
   * who joined that month (their first approval), so renewals do not count and lapsed members still do.
   */
  memberGrowth: v.array(v.object({ month: v.string(), count: v.number() })),
  visitorsByDay: v.array(v.object({ day: v.string(), visitors: v.number() })),
});

export const AdminEventSchema = v.object({
  id: UuidSchema,
  title: v.string(),
  description: v.string(),
  date: day(),
  time: v.string(),
  location: v.string(),
  ...translationsEntry,
  image: nullableText(),
  createdAt: timestamp(),
  /** Registrations holding seats (confirmed; cancelled and waitlisted ones are not counted). */
  registrations: v.number(),
  eventDate: day(),
  ...adminSeatEntries,
});
export type AdminEvent = v.InferOutput<typeof AdminEventSchema>;
/** An event people registered for is archived (hidden, its registrations kept) instead of deleted. */
export const EventRemovedSchema = v.object({ id: UuidSchema, deleted: v.boolean(), archived: v.boolean(), registrations: v.number() });
export const AdminBlogPostSchema = v.object({ ...postEntries, createdAt: timestamp() });
export type AdminBlogPost = v.InferOutput<typeof AdminBlogPostSchema>;
export const AdminResourceSchema = v.object({ ...resourceEntries, createdAt: timestamp() });
export type AdminResource = v.InferOutput<typeof AdminResourceSchema>;
export const DeletedSchema = v.object({ id: v.string(), deleted: v.literal(true) });

export const AdminUserSchema = v.object({
  id: UuidSchema,
  name: v.string(),
  email: v.string(),
  role: v.picklist(ROLES),
  status: v.picklist(USER_STATUSES),
  createdAt: timestamp(),
});

export const AdminRegistrationSchema = v.object({
  ...registrationEntries,
  eventTitle: v.string(),
  eventDate: day(),
  ...adminRegistrationEntries,
});
export type AdminRegistration = v.InferOutput<typeof AdminRegistrationSchema>;
export const AdminMessageSchema = v.object({
  ...messageEntries,
  /** How many replies staff sent from the site, and whether the mail of any of them failed for good. */
  replyCount: v.number(),
  replyFailed: v.boolean(),
});
export type AdminMessage = v.InferOutput<typeof AdminMessageSchema>;

/** Where a reply's mail is: waiting in the outbox (or being retried), delivered, or given up on. */
export const REPLY_MAIL_STATUSES = ['pending', 'sent', 'failed'] as const;
/** One reply of a message's thread, oldest first. */
export const MessageReplyAnswerSchema = v.object({
  id: UuidSchema,
  staffName: v.string(),
  text: v.string(),
  lang: v.picklist(LANGS),
  createdAt: timestamp(),
  /** null when the mail's record is gone (erased): nothing can be said of it. */
  mailStatus: v.nullable(v.picklist(REPLY_MAIL_STATUSES)),
  /** The last delivery error, while retrying or once given up. */
  mailError: nullableText(),
});
export type MessageReplyAnswer = v.InferOutput<typeof MessageReplyAnswerSchema>;
export const MessageThreadSchema = v.object({ replies: v.array(MessageReplyAnswerSchema) });
export type MessageThread = v.InferOutput<typeof MessageThreadSchema>;
/** A reply sent: the reply and the message, now marked replied. */
export const MessageRepliedSchema = v.object({ reply: MessageReplyAnswerSchema, message: AdminMessageSchema });
export type MessageReplied = v.InferOutput<typeof MessageRepliedSchema>;
export const AdminApplicationSchema = v.object({
  ...applicationEntries,
  /** First and last name together. */
  name: v.string(),
  decidedAt: v.nullable(timestamp()),
  hasReceipt: v.boolean(),
  /** The latest receipt's type and size, or null without one. */
  receiptType: nullableText(),
  receiptSize: v.nullable(v.number()),
  receiptCount: v.number(),
  /** Why staff rejected it; null unless rejected. */
  decisionReason: nullableText(),
  /** The member its approval made or renewed, and that member's number; null until approved. */
  memberId: v.nullable(UuidSchema),
  memberNumber: nullableText(),
  /**
   * The member record its email already has, while the application has not made or renewed a member (else null):
   * staff compare the two before approving, and an approval keeps this record unless they take the application's details.
   */
  memberRecord: v.nullable(
    v.object({
      number: v.string(),
      firstName: v.string(),
      lastName: v.string(),
      company: v.string(),
      city: v.string(),
      phone: v.string(),
    }),
  ),
});
export type AdminApplication = v.InferOutput<typeof AdminApplicationSchema>;

/** A member as staff see it; `status` is worked out from the dates when the answer is made. */
export const MemberSchema = v.object({
  id: UuidSchema,
  ...memberEntries,
  email: v.string(),
  phone: v.string(),
  createdAt: timestamp(),
  updatedAt: timestamp(),
});
export type Member = v.InferOutput<typeof MemberSchema>;
/** A member with what happened to the membership, oldest first. */
export const MemberDetailSchema = v.object({
  ...MemberSchema.entries,
  history: v.array(
    v.object({
      kind: v.picklist(['joined', 'renewed', 'office-renewal', 'edited']),
      applicationId: v.nullable(UuidSchema),
      plan: v.picklist(MEMBERSHIP_TYPES),
      validFrom: day(),
      previousUntil: v.nullable(day()),
      validUntil: day(),
      /** Staff's reason for an edit or their note on an office renewal. */
      reason: nullableText(),
      /** The listing after an edit that changed it, else null. */
      listInDirectory: v.nullable(v.boolean()),
      /** The payment acknowledgement of a paid period (ECA-R-…), null for edits. */
      acknowledgementNumber: nullableText(),
      amount: v.nullable(v.number()),
      /** The staff member who approved or changed it (their name), or null. */
      actorName: nullableText(),
      createdAt: timestamp(),
    }),
  ),
  /** Every application made with the member's email (new and renewals), newest first, with its decision. */
  applications: v.array(AdminApplicationSchema),
  /** Renewal reminders sent, newest first. */
  reminders: v.array(v.object({ kind: v.picklist(['30-days', '7-days', 'lapsed']), validUntil: day(), sentAt: timestamp() })),
});
export type MemberDetail = v.InferOutput<typeof MemberDetailSchema>;
/** The answer to a staff decision: the application, and the member an approval made or renewed (else null). */
export const ApplicationDecidedSchema = v.object({ ...AdminApplicationSchema.entries, member: v.nullable(MemberSchema) });
export const ReceiptHistorySchema = v.array(ReceiptInfoSchema);

/** An invitation as the Users screen lists it (never its token). */
export const InvitationAnswerSchema = v.object({
  id: UuidSchema,
  email: v.string(),
  role: v.picklist(STAFF_ROLES),
  status: v.picklist(INVITATION_STATUSES),
  invitedByName: v.string(),
  createdAt: timestamp(),
  expiresAt: timestamp(),
  acceptedAt: v.nullable(timestamp()),
  revokedAt: v.nullable(timestamp()),
});
export type InvitationAnswer = v.InferOutput<typeof InvitationAnswerSchema>;
export const InvitationsSchema = v.object({ invitations: v.array(InvitationAnswerSchema) });
export type Invitations = v.InferOutput<typeof InvitationsSchema>;
/** What the invitation's link shows before the form: the email it is for (fixed) and the role. */
export const InvitationOpenedSchema = v.object({ email: v.string(), role: v.picklist(STAFF_ROLES), expiresAt: timestamp() });
export type InvitationOpened = v.InferOutput<typeof InvitationOpenedSchema>;
/** One step of an application's history, oldest first: when it was sent, each receipt, each staff decision or reversal. */
export const ApplicationStepSchema = v.object({
  kind: v.picklist(['applied', 'receipt', 'decided', 'reversed']),
  at: timestamp(),
  /** The staff member who decided or reversed it (their name); null for what the applicant did. */
  actorName: nullableText(),
  /** The status it was given (decided) or left (reversed); null otherwise. */
  status: v.nullable(v.picklist(APPLICATION_STATUSES)),
  /** A rejection's or a reversal's reason. */
  reason: nullableText(),
});
/** Everything staff need to decide one application: what it states, its receipts, its history, the person's other
 * applications and the member record of its email with the details in which the two differ. */
export const ApplicationReviewSchema = v.object({
  application: AdminApplicationSchema,
  /** Who decided it (their name), null while pending. */
  decidedByName: nullableText(),
  /** Every receipt uploaded, newest first. */
  receipts: v.array(ReceiptInfoSchema),
  history: v.array(ApplicationStepSchema),
  /** The other applications of the same email, newest first. */
  otherApplications: v.array(AdminApplicationSchema),
  /** The member record of the same email (or the one the application made), else null. */
  member: v.nullable(MemberSchema),
  /** Where the application states the person otherwise than that record (empty without one). */
  differences: v.array(v.object({ field: v.picklist(MEMBER_DETAIL_FIELDS), member: v.string(), application: v.string() })),
});
export type ApplicationReview = v.InferOutput<typeof ApplicationReviewSchema>;
