// What the public sends staff: event registrations, contact messages and membership applications (with receipts).
import { and, desc, eq, ilike, inArray, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import { ApplicationListQuerySchema, MessageListQuerySchema, RegistrationListQuerySchema } from '../../../contract/admin';
import {
  type AdminApplication,
  AdminApplicationSchema,
  type AdminMessage,
  AdminMessageSchema,
  type AdminRegistration,
  AdminRegistrationSchema,
  ApplicationDecidedSchema,
  type ApplicationReview,
  ApplicationReviewSchema,
  type MessageReplied,
  MessageRepliedSchema,
  type MessageReplyAnswer,
  type MessageThread,
  MessageThreadSchema,
  ReceiptHistorySchema,
} from '../../../contract/answers';
import { formatTicketCode, REGISTRATION_FILTERS, type RegistrationFilter } from '../../../contract/assembly';
import { MessageReplySchema, MessageStatusSchema } from '../../../contract/contact';
import { type Coded, coded } from '../../../contract/errors';
import { detailDifferences } from '../../../contract/members';
import { ApplicationReversalSchema, ApplicationStatusSchema, type MembershipType, ReceiptIdSchema } from '../../../contract/membership';
import { APPLICATION_STATUSES, MESSAGE_STATUSES } from '../../../contract/roles';
import { isUuid, UuidSchema } from '../../../contract/validators';
import { type Db, inTx } from '../../db/client';
import {
  applicationSearchText,
  auditLog,
  contactMessages,
  contactReplies,
  eventRegistrations,
  events,
  members,
  membershipApplications,
  messageSearchText,
  outbox,
  receipts,
  registrationSearchText,
  users,
} from '../../db/schema';
import { guestName } from '../../messages/mail';
import { decisionMail, memberDetailsNotice, replyMail } from '../../messages/notifications';
import { csvList, data, describe, FOR_API_CLIENTS, jsonInput, receiptFile, STAFF, uuidInput, validated } from '../../platform/apiDoc';
import { audit } from '../../platform/audit';
import type { AppEnv } from '../../platform/deps';
import { badRequest, conflict, notFound, ok, thingNotFound, uuidParam } from '../../platform/http';
import { actorOf, type CsvSpec, likePattern, listInput, listParams, pagedList } from '../../platform/lists';
import { enqueueMail, queueMail } from '../../platform/outbox';
import { presentRegistration, regColumns } from '../events/staffRegistrations';
import { approveIntoMember, memberAnswer, memberLang } from '../members/service';
import { type AppRow, appColumns, presentApp } from '../membership/applications';
import { receiptHistory } from '../membership/receipts';

/** Optional ?status= filter, checked against the allowed values. */
const statusFilter = <T extends readonly string[]>(c: Context<AppEnv>, allowed: T): T[number] | undefined => {
  const status = c.req.query('status');
  if (status === undefined || status === '' || status === 'all') return undefined;
  if (!(allowed as readonly string[]).includes(status)) throw badRequest(coded('server.statusOneOf', allowed.join(', ')));
  return status as T[number];
};

/** `q` against a list's trigram-indexed search text. */
const matches = (q: string, text: SQL) => (q ? sql`${text} ilike ${likePattern(q)}` : undefined);

/** Qualified by hand: in a one-table select drizzle writes a column's bare name, which the subquery would capture. */
const REGISTRATION_ID = sql.raw('"event_registrations"."id"');
/** The registrations of a status filter; 'checkedIn' is the confirmed ones already checked in. */
const registrationStatusWhere = (status: RegistrationFilter | undefined) =>
  status === undefined || status === 'all'
    ? undefined
    : status === 'checkedIn'
      ? and(
          eq(eventRegistrations.status, 'confirmed'),
          sql`exists (select 1 from "check_ins" ci where ci."registration_id" = ${REGISTRATION_ID})`,
        )
      : eq(eventRegistrations.status, status);

export const adminRegistrationRoutes = () =>
  new Hono<AppEnv>().get(
    '/',
    describe({
      tag: 'Admin',
      summary: 'Event registrations, newest first',
      roles: STAFF,
      answer: csvList(AdminRegistrationSchema, 'registration'),
    }),
    listInput(RegistrationListQuerySchema, (c) => {
      const p = listParams(c);
      const eventId = c.req.query('eventId');
      if (eventId && !isUuid(eventId)) throw badRequest('server.eventIdInvalid');
      return { p, eventId: eventId?.toLowerCase(), status: statusFilter(c, REGISTRATION_FILTERS) };
    }),
    async (c) => {
      const { db } = c.get('deps').database;
      const { p, eventId, status } = c.req.valid('query');
      // Every registration has its event (a foreign key), so the rows are counted and paged without the join.
      // A search also finds the registrations of events whose title matches: those few events are looked up
      // first, so the condition stays an OR of two index scans (trigram text, event id).
      const titled = p.q
        ? (
            await db
              .select({ id: events.id })
              .from(events)
              .where(ilike(events.title, likePattern(p.q)))
          ).map((e) => e.id)
        : [];
      const text = matches(p.q, registrationSearchText(eventRegistrations));
      const where = and(
        eventId ? eq(eventRegistrations.eventId, eventId) : undefined,
        registrationStatusWhere(status),
        titled.length ? or(text, inArray(eventRegistrations.eventId, titled)) : text,
      );
      return pagedList(
        c,
        p,
        {
          key: `registrations\n${eventId ?? ''}\n${status ?? ''}`,
          table: eventRegistrations,
          where,
          // One event's waiting list reads in its queue's order.
          oldestFirst: Boolean(eventId) && status === 'waitlisted',
          rows: (ids, order) =>
            db
              .select(regColumns)
              .from(eventRegistrations)
              .innerJoin(events, eq(events.id, eventRegistrations.eventId))
              .where(inArray(eventRegistrations.id, ids))
              .orderBy(...order),
          present: presentRegistration,
        },
        registrationsCsv,
      );
    },
  );

/** The CSV export of the registrations list. */
const registrationsCsv: CsvSpec<AdminRegistration> = {
  name: 'registrations',
  columns: [
    { header: 'Event', value: (r) => r.eventTitle },
    { header: 'Event date', value: (r) => r.eventDate },
    { header: 'First name', value: (r) => r.firstName },
    { header: 'Last name', value: (r) => r.lastName },
    { header: 'Email', value: (r) => r.email },
    { header: 'Phone', value: (r) => r.phone, text: true },
    { header: 'Organization', value: (r) => r.organization },
    { header: 'Position', value: (r) => r.position },
    { header: 'Attendees', value: (r) => r.attendees },
    { header: 'Attendee names', value: (r) => r.attendeeNames.map((n, i) => n || guestName(i + 2)).join('; ') },
    { header: 'Dietary requirements', value: (r) => r.dietaryRequirements },
    { header: 'Special requirements', value: (r) => r.specialRequirements },
    { header: 'Registered at', value: (r) => r.createdAt },
    { header: 'Status', value: (r) => r.status },
    { header: 'Seats', value: (r) => String(r.seats) },
    { header: 'Ticket code', value: (r) => (r.ticketCode ? formatTicketCode(r.ticketCode) : '') },
    { header: 'Waiting list position', value: (r) => (r.waitlistPosition === null ? '' : String(r.waitlistPosition)) },
    { header: 'Checked in at', value: (r) => r.checkedInAt ?? '' },
    { header: 'Checked in by', value: (r) => r.checkedInBy ?? '' },
    { header: 'People checked in', value: (r) => String(r.checkedInPeople) },
  ],
};

/** The CSV export of the messages list. */
const messagesCsv: CsvSpec<AdminMessage> = {
  name: 'messages',
  columns: [
    { header: 'Received at', value: (r) => r.createdAt },
    { header: 'Name', value: (r) => r.name },
    { header: 'Email', value: (r) => r.email },
    { header: 'Phone', value: (r) => r.phone, text: true },
    { header: 'Contact type', value: (r) => r.contactType },
    { header: 'Organization', value: (r) => r.organization },
    { header: 'Subject', value: (r) => r.subject },
    { header: 'Message', value: (r) => r.message },
    { header: 'Status', value: (r) => r.status },
  ],
};

/** An application as the list reads it: the plan as stored, before the answer's schema narrows it. */
type ApplicationListRow = Omit<AdminApplication, 'membershipType'> & { membershipType: string };
/** The CSV export of the membership applications list. */
const applicationsCsv: CsvSpec<ApplicationListRow> = {
  name: 'membership-applications',
  columns: [
    { header: 'Applied at', value: (r) => r.createdAt },
    { header: 'First name', value: (r) => r.firstName },
    { header: 'Last name', value: (r) => r.lastName },
    { header: 'Email', value: (r) => r.email },
    { header: 'Phone', value: (r) => r.phone, text: true },
    { header: 'Company', value: (r) => r.company },
    { header: 'Address', value: (r) => r.address },
    { header: 'City', value: (r) => r.city },
    { header: 'Plan', value: (r) => r.membershipType },
    { header: 'Message', value: (r) => r.message },
    { header: 'Status', value: (r) => r.status },
    { header: 'Receipt', value: (r) => (r.hasReceipt ? 'yes' : 'no') },
    { header: 'Decided at', value: (r) => r.decidedAt ?? '' },
    { header: 'Member number', value: (r) => r.memberNumber ?? '' },
    { header: 'Rejection reason', value: (r) => r.decisionReason ?? '' },
  ],
};

/** The messages a list page picked (by id, newest first). */
const messageRows = (db: Db) => (ids: SQLWrapper, newest: SQL[]) =>
  db
    .select(msgColumns)
    .from(contactMessages)
    .where(inArray(contactMessages.id, ids))
    .orderBy(...newest);
/** The applications a list page picked (by id, newest first), with their receipt columns. */
const applicationRows = (db: Db) => (ids: SQLWrapper, newest: SQL[]) =>
  db
    .select(appColumns)
    .from(membershipApplications)
    .where(inArray(membershipApplications.id, ids))
    .orderBy(...newest);

/** Qualified by hand: in a one-table select drizzle writes a column's bare name, which the replies subqueries would capture. */
const MESSAGE_ID = sql.raw('"contact_messages"."id"');
const msgColumns = {
  id: contactMessages.id,
  name: contactMessages.name,
  email: contactMessages.email,
  phone: contactMessages.phone,
  subject: contactMessages.subject,
  message: contactMessages.message,
  contactType: contactMessages.contactType,
  organization: contactMessages.organization,
  status: contactMessages.status,
  lang: contactMessages.lang,
  createdAt: contactMessages.createdAt,
  replyCount: sql<number>`(select count(*) from contact_replies cr where cr.message_id = ${MESSAGE_ID})::int`,
  replyFailed: sql<boolean>`exists (select 1 from contact_replies cr join outbox o on o.id = cr.outbox_id
    where cr.message_id = ${MESSAGE_ID} and o.status = 'failed')`,
};
/** A message as the answers give it: its time in ISO 8601, the flag a boolean whatever the driver made of it. */
const presentMessage = <R extends { createdAt: Date; replyCount: number | string; replyFailed: boolean | string }>(r: R) => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  replyCount: Number(r.replyCount),
  replyFailed: r.replyFailed === true || r.replyFailed === 't',
});

/** A message's replies, oldest first, each with where its mail is. */
const replyRows = (db: Db, where: SQL) =>
  db
    .select({
      id: contactReplies.id,
      staffName: contactReplies.staffName,
      text: contactReplies.text,
      lang: contactReplies.lang,
      createdAt: contactReplies.createdAt,
      mailStatus: outbox.status,
      mailError: outbox.lastError,
    })
    .from(contactReplies)
    .leftJoin(outbox, eq(outbox.id, contactReplies.outboxId))
    .where(where)
    .orderBy(contactReplies.createdAt, contactReplies.id);
const presentReply = (r: Awaited<ReturnType<typeof replyRows>>[number]): MessageReplyAnswer => ({
  ...r,
  createdAt: r.createdAt.toISOString(),
  mailError: r.mailStatus === 'sent' ? null : r.mailError,
});

export const adminMessageRoutes = () =>
  new Hono<AppEnv>()
    .get(
      '/',
      describe({ tag: 'Admin', summary: 'Contact messages, newest first', roles: STAFF, answer: csvList(AdminMessageSchema, 'message') }),
      listInput(MessageListQuerySchema, (c) => ({ p: listParams(c), status: statusFilter(c, MESSAGE_STATUSES) })),
      async (c) => {
        const { db } = c.get('deps').database;
        const { p, status } = c.req.valid('query');
        const where = and(status ? eq(contactMessages.status, status) : undefined, matches(p.q, messageSearchText(contactMessages)));
        return pagedList(
          c,
          p,
          {
            key: `messages\n${status ?? ''}`,
            table: contactMessages,
            where,
            rows: messageRows(db),
            present: presentMessage,
          },
          messagesCsv,
        );
      },
    )
    .put(
      '/:id/status',
      describe({ tag: 'Admin', summary: "Set a message's status", roles: STAFF, answer: data(AdminMessageSchema) }),
      uuidInput(['id'], thingNotFound('message')),
      jsonInput(MessageStatusSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { status } = c.req.valid('json');
        const actor = actorOf(c);
        const row = await inTx(c.get('deps').database.db, async (tx) => {
          const [before] = await tx.select({ status: contactMessages.status }).from(contactMessages).where(eq(contactMessages.id, id));
          if (!before) throw notFound(thingNotFound('message'));
          const [after] = await tx
            .update(contactMessages)
            .set({ status, updatedAt: new Date() })
            .where(eq(contactMessages.id, id))
            .returning(msgColumns);
          await audit(tx, actor, 'status', 'contact_message', id, { from: before.status, to: status });
          return after!;
        });
        return ok(c, presentMessage(row));
      },
    )
    // The thread: what staff wrote back from the site, oldest first.
    .get(
      '/:id/replies',
      describe({
        tag: 'Admin',
        summary: "A message's replies, oldest first, with their mail's status",
        roles: STAFF,
        answer: data(MessageThreadSchema),
        errors: [404],
      }),
      uuidInput(['id'], thingNotFound('message')),
      async (c) => {
        const { id } = c.req.valid('param');
        const { db } = c.get('deps').database;
        const [found] = await db.select({ id: contactMessages.id }).from(contactMessages).where(eq(contactMessages.id, id));
        if (!found) throw notFound(thingNotFound('message'));
        const rows = await replyRows(db, eq(contactReplies.messageId, id));
        return ok(c, { replies: rows.map(presentReply) } satisfies MessageThread);
      },
    )
    // A reply: mailed from MAIL_FROM with Reply-To the office, in the language the visitor wrote in; the message is
    // marked replied, and the reply, its mail, the status and the audit row land together or not at all.
    .post(
      '/:id/replies',
      describe({
        tag: 'Admin',
        summary: 'Reply to a message by mail (the message is marked replied)',
        description:
          'Staff write the text; it is mailed through the outbox from MAIL_FROM with Reply-To set to NOTIFY_EMAIL, in the ' +
          "language the visitor wrote in, greeting them and quoting their message. The reply stays on the message's thread " +
          "with its mail's status (pending, sent, failed); the message is marked replied and the reply is audited.",
        roles: STAFF,
        answer: data(MessageRepliedSchema, 201),
        errors: [400, 404],
      }),
      uuidInput(['id'], thingNotFound('message')),
      jsonInput(MessageReplySchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { text } = c.req.valid('json');
        const actor = actorOf(c);
        const deps = c.get('deps');
        const answer = await inTx(deps.database.db, async (tx) => {
          const [message] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for('update');
          if (!message) throw notFound(thingNotFound('message'));
          const mail = replyMail(
            { name: message.name, subject: message.subject, message: message.message, receivedAt: message.createdAt, reply: text },
            message.lang,
          );
          const outboxId = await queueMail(tx, { to: message.email, replyTo: deps.config.notifyEmail, ...mail }, deps.now());
          const [reply] = await tx
            .insert(contactReplies)
            .values({ messageId: id, staffId: actor.id, staffName: actor.name, text, lang: message.lang, outboxId })
            .returning({ id: contactReplies.id });
          await tx.update(contactMessages).set({ status: 'replied', updatedAt: new Date() }).where(eq(contactMessages.id, id));
          await audit(tx, actor, 'reply', 'contact_message', id, {
            reply: reply!.id,
            lang: message.lang,
            ...(message.status !== 'replied' ? { from: message.status, to: 'replied' } : {}),
          });
          const [stored] = await replyRows(tx, eq(contactReplies.id, reply!.id));
          const [after] = await tx.select(msgColumns).from(contactMessages).where(eq(contactMessages.id, id));
          return { reply: presentReply(stored!), message: presentMessage(after!) } satisfies MessageReplied;
        });
        return ok(c, answer, 201);
      },
    );

/** A safe download name: the applicant's name and the stored file's extension, nothing else. */
const receiptFilename = (app: { firstName: string; lastName: string }, mime: string, stored: string) => {
  const ext =
    mime === 'application/pdf' ? 'pdf' : mime === 'image/png' ? 'png' : mime === 'image/jpeg' ? 'jpg' : (stored.split('.').pop() ?? 'bin');
  const base = `receipt-${app.firstName}-${app.lastName}`
    .replace(/[^A-Za-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .slice(0, 80);
  return `${base}.${ext.replace(/[^a-z0-9]/gi, '').slice(0, 5)}`;
};

export const adminApplicationRoutes = () =>
  new Hono<AppEnv>()
    .get(
      '/',
      describe({
        tag: 'Admin',
        summary: 'Membership applications, newest first; q also finds a payment reference ("ECA-A-1042" or 1042)',
        roles: STAFF,
        answer: csvList(AdminApplicationSchema, 'application'),
      }),
      listInput(ApplicationListQuerySchema, (c) => ({ p: listParams(c), status: statusFilter(c, APPLICATION_STATUSES) })),
      async (c) => {
        const { db } = c.get('deps').database;
        const { p, status } = c.req.valid('query');
        // A payment reference ("ECA-A-1042", or its number) finds its application, as staff read it off a bank slip.
        const reference = /^\s*(?:ECA-A-)?(\d{1,9})\s*$/i.exec(p.q)?.[1];
        const where = and(
          status ? eq(membershipApplications.status, status) : undefined,
          reference === undefined
            ? matches(p.q, applicationSearchText(membershipApplications))
            : or(eq(membershipApplications.number, Number(reference)), matches(p.q, applicationSearchText(membershipApplications))),
        );
        return pagedList(
          c,
          p,
          {
            key: `applications\n${status ?? ''}`,
            table: membershipApplications,
            where,
            rows: applicationRows(db),
            present: presentApp,
          },
          applicationsCsv,
        );
      },
    )
    // One application with everything staff judge it by.
    .get(
      '/:id',
      describe({
        tag: 'Admin',
        summary: 'One application with its receipts, history, other applications and the member record of its email',
        description:
          'What staff decide by: every field, the receipts (newest first, without their bytes), the history (applied, ' +
          'each receipt, each decision and reversal with who and why), the other applications of the same email, and the ' +
          'member record of that email (or the one the application made) with the details in which the two differ.',
        roles: STAFF,
        answer: data(ApplicationReviewSchema),
        errors: [404],
      }),
      uuidInput(['id'], thingNotFound('application')),
      async (c) => {
        const { id } = c.req.valid('param');
        const deps = c.get('deps');
        const review = await applicationReview(deps.database.db, id, deps.now());
        if (!review) throw notFound('membership.applicationNotFound');
        c.header('Cache-Control', 'no-store');
        return ok(c, review);
      },
    )
    // Taking a decision back: pending again, with the reason in the audit log. The member an approval made keeps its
    // paid year (an approval given again links the same member); staff change the member's end date on its own screen.
    .post(
      '/:id/reversal',
      describe({
        tag: 'Admin',
        summary: 'Reverse a decision: the application is pending again (audited with the reason)',
        description:
          'A decided application cannot be given the other decision directly (PUT …/status answers 409); it is reversed ' +
          'first with a reason, which goes to the audit log and the history. A member an approval made keeps its year; ' +
          'approving again links the same member. 409 when the application is still pending.',
        roles: STAFF,
        answer: data(ApplicationReviewSchema),
        errors: [404, 409],
      }),
      uuidInput(['id'], thingNotFound('application')),
      jsonInput(ApplicationReversalSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { reason } = c.req.valid('json');
        const actor = actorOf(c);
        const deps = c.get('deps');
        await inTx(deps.database.db, async (tx) => {
          const [before] = await tx.select().from(membershipApplications).where(eq(membershipApplications.id, id)).for('update');
          if (!before) throw notFound('membership.applicationNotFound');
          if (before.status === 'pending') throw conflict('membership.applicationNotDecided');
          await tx
            .update(membershipApplications)
            .set({ status: 'pending', decisionReason: null, decidedBy: null, decidedAt: null, updatedAt: new Date() })
            .where(eq(membershipApplications.id, id));
          await audit(tx, actor, 'reverse', 'membership_application', id, { from: before.status, to: 'pending', reason });
        });
        const review = await applicationReview(deps.database.db, id, deps.now());
        return ok(c, review!);
      },
    )
    // The latest receipt.
    .get(
      '/:id/receipt',
      describe({ tag: 'Admin', summary: "Download an application's latest receipt", roles: STAFF, answer: receiptFile }),
      uuidInput(['id'], thingNotFound('application')),
      async (c) => sendReceipt(c, c.req.valid('param').id),
    )
    // Every receipt uploaded for the application, newest first (without their bytes).
    .get(
      '/:id/receipts',
      describe({
        tag: 'Admin',
        summary: "An application's receipts, newest first (without their bytes)",
        description: `Every receipt uploaded for the application is kept; the admin area shows the latest. ${FOR_API_CLIENTS}`,
        roles: STAFF,
        answer: data(ReceiptHistorySchema),
      }),
      uuidInput(['id'], thingNotFound('application')),
      async (c) => {
        const { id } = c.req.valid('param');
        const { db } = c.get('deps').database;
        const [app] = await db
          .select({ id: membershipApplications.id })
          .from(membershipApplications)
          .where(eq(membershipApplications.id, id));
        if (!app) throw notFound('membership.applicationNotFound');
        const rows = await receiptHistory(db, id);
        return ok(
          c,
          rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
        );
      },
    )
    // One receipt of the history.
    .get(
      '/:id/receipts/:receiptId',
      describe({
        tag: 'Admin',
        summary: 'Download one receipt of the history',
        description: `An earlier receipt, by its number in the receipt history. ${FOR_API_CLIENTS}`,
        roles: STAFF,
        answer: receiptFile,
      }),
      // A receipt number that cannot be one is told before the application's id, as "no such receipt".
      validated('param', v.object({ id: UuidPath, receiptId: ReceiptIdPath }), (c) => {
        const receiptId = c.req.param('receiptId');
        if (!v.is(ReceiptIdSchema, receiptId)) throw notFound(NO_RECEIPT);
        return { id: uuidParam(c, 'id', thingNotFound('application')), receiptId: Number(receiptId) };
      }),
      async (c) => {
        const { id, receiptId } = c.req.valid('param');
        return sendReceipt(c, id, receiptId);
      },
    )
    .put(
      '/:id/status',
      describe({
        tag: 'Admin',
        summary: 'Approve or reject an application (the applicant is told by mail)',
        description:
          'Approving makes the member (number ECA-<Ethiopian year>-<sequence>, valid from today for one year), or, when ' +
          "the application's email already has a member, renews it: one year from the later of today and its current " +
          'end. Rejecting needs `reason` (400 without one); it is stored and sent to the applicant in the decision mail. ' +
          "When the email's member record states other details (first or last name, company, city, phone; listed as " +
          '`memberRecord` in the applications list), `memberDetails` decides them: `keep` (the default) leaves the record ' +
          "as it is, `application` takes the application's details onto it and mails the member at the record's address " +
          'what changed. Either way the choice and the differences go to the audit log; any other value is a 400. A ' +
          'decided application keeps its decision: another status is a 409 until the decision is reversed (…/reversal); ' +
          'the same status again changes nothing.',
        roles: STAFF,
        answer: data(ApplicationDecidedSchema),
        errors: [404, 409],
      }),
      uuidInput(['id'], thingNotFound('application')),
      jsonInput(ApplicationStatusSchema),
      async (c) => {
        const { id } = c.req.valid('param');
        const { status, reason, memberDetails } = c.req.valid('json');
        const actor = actorOf(c);
        const deps = c.get('deps');
        const now = deps.now();
        const row = await inTx(deps.database.db, async (tx) => {
          const [before] = await tx.select().from(membershipApplications).where(eq(membershipApplications.id, id)).for('update');
          if (!before) throw notFound('membership.applicationNotFound');
          // A decision stands until it is reversed (with its reason, POST …/reversal); the same decision sent again (a
          // second tab, a retried request) changes nothing.
          if (before.status !== 'pending' && status !== before.status) throw conflict('membership.applicationDecided');
          const decided = status !== 'pending';
          const decisionReason = status === 'rejected' ? reason : null;
          await tx
            .update(membershipApplications)
            .set({
              status,
              decisionReason,
              decidedBy: decided ? actor.id : null,
              decidedAt: decided ? new Date() : null,
              updatedAt: new Date(),
            })
            .where(eq(membershipApplications.id, id));
          // An application makes or renews a member once: approved again after a change of mind, it keeps its member.
          const approving = status === 'approved' && before.status !== 'approved' && !before.memberId;
          // The record as it was and its owner's language, read before this application is linked to it.
          const [record] = approving
            ? await tx.select().from(members).where(sql`lower(${members.email}) = ${before.email.toLowerCase()}`)
            : [];
          const recordLang = record ? await memberLang(tx, record.id) : undefined;
          const approval = approving ? await approveIntoMember(tx, before, actor.id, now, memberDetails) : undefined;
          if (approval?.detailsTaken && record && recordLang) {
            // The member hears of it at the record's address, greeted by the record's name, in their own language.
            await memberDetailsNotice(
              tx,
              record,
              { kind: 'changed', applicationId: before.id, differences: approval.differences },
              recordLang,
              now,
            );
          }
          const [linked] = !approval && before.memberId ? await tx.select().from(members).where(eq(members.id, before.memberId)) : [];
          const member = approval?.member ?? linked;
          if (decided && before.status !== status) {
            // In the language the person applied in; staff may use either.
            const mail = decisionMail(before, status, before.lang, {
              member: status === 'approved' ? member : undefined,
              reason: decisionReason ?? undefined,
            });
            await enqueueMail(tx, { to: before.email, ...mail });
          }
          await audit(tx, actor, 'status', 'membership_application', id, {
            from: before.status,
            to: status,
            ...(decisionReason ? { reason: decisionReason } : {}),
            ...(approval ? { member: approval.member.number, renewed: approval.renewed, validUntil: approval.member.validUntil } : {}),
            // What the application stated otherwise than the record, and whether staff took it or kept the record.
            ...(approval?.differences.length
              ? { memberDetails: approval.detailsTaken ? 'taken' : 'kept', differences: approval.differences }
              : {}),
          });
          const [after] = await tx.select(appColumns).from(membershipApplications).where(eq(membershipApplications.id, id));
          return { ...presentApp(after!), member: member ? memberAnswer(member, now) : null };
        });
        return ok(c, row);
      },
    );

/** A receipt's number in the path, as the document names it. */
const ReceiptIdPath = v.pipe(ReceiptIdSchema, v.description('The receipt number from the receipt history.'));
const UuidPath = v.pipe(UuidSchema, v.description('A UUID.'));

const NO_RECEIPT: Coded = 'server.noReceipt';

/** The most other applications of the same email a review lists. */
const OTHER_APPLICATIONS = 20;

/** One application as staff review it (see ApplicationReviewSchema), or undefined when there is none. */
async function applicationReview(db: Db, id: string, now: Date): Promise<ApplicationReview | undefined> {
  const [row] = await db.select(appColumns).from(membershipApplications).where(eq(membershipApplications.id, id));
  if (!row) return undefined;
  const application = presentApplication(row);
  const [receiptRows, steps, others, decider, byEmail] = await Promise.all([
    receiptHistory(db, id),
    db
      .select({ action: auditLog.action, actorName: auditLog.actorName, details: auditLog.details, createdAt: auditLog.createdAt })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'membership_application'), eq(auditLog.entityId, id)))
      .orderBy(auditLog.id),
    db
      .select(appColumns)
      .from(membershipApplications)
      .where(and(sql`lower(${membershipApplications.email}) = ${row.email.toLowerCase()}`, sql`${membershipApplications.id} <> ${id}`))
      .orderBy(desc(membershipApplications.createdAt))
      .limit(OTHER_APPLICATIONS),
    row.status === 'pending'
      ? Promise.resolve([])
      : db
          .select({ name: users.name })
          .from(membershipApplications)
          .innerJoin(users, eq(users.id, membershipApplications.decidedBy))
          .where(eq(membershipApplications.id, id)),
    // The member this application made, else the record of its email.
    db
      .select()
      .from(members)
      .where(row.memberId ? eq(members.id, row.memberId) : sql`lower(${members.email}) = ${row.email.toLowerCase()}`)
      .limit(1),
  ]);
  const member = byEmail[0];
  const asStatus = (value: unknown) =>
    (APPLICATION_STATUSES as readonly unknown[]).includes(value) ? (value as ApplicationReview['history'][number]['status']) : null;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const history: ApplicationReview['history'] = [
    { kind: 'applied' as const, at: application.createdAt, actorName: null, status: null, reason: null },
    ...receiptRows.map((r) => ({ kind: 'receipt' as const, at: r.createdAt.toISOString(), actorName: null, status: null, reason: null })),
    ...steps.flatMap((s) =>
      s.action === 'status' || s.action === 'reverse'
        ? [
            {
              kind: s.action === 'reverse' ? ('reversed' as const) : ('decided' as const),
              at: s.createdAt.toISOString(),
              actorName: s.actorName,
              status: asStatus(s.action === 'reverse' ? s.details.from : s.details.to),
              reason: text(s.details.reason),
            },
          ]
        : [],
    ),
  ].sort((a, b) => a.at.localeCompare(b.at));
  return {
    application,
    decidedByName: decider[0]?.name ?? null,
    receipts: receiptRows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    history,
    otherApplications: others.map(presentApplication),
    member: member ? memberAnswer(member, now) : null,
    differences: member ? detailDifferences(member, application) : [],
  };
}

/** An application row as the answers give it, its plan narrowed to the contract's. */
const presentApplication = <R extends AppRow & { membershipType: string }>(r: R) => ({
  ...presentApp(r),
  membershipType: r.membershipType as MembershipType,
});

/** The application's receipt `receiptId`, or its latest, as a download. */
async function sendReceipt(c: Context<AppEnv>, applicationId: string, receiptId?: number) {
  const [row] = await c
    .get('deps')
    .database.db.select({
      data: receipts.data,
      mimeType: receipts.mimeType,
      filename: receipts.filename,
      firstName: membershipApplications.firstName,
      lastName: membershipApplications.lastName,
    })
    .from(receipts)
    .innerJoin(membershipApplications, eq(membershipApplications.id, receipts.applicationId))
    .where(and(eq(receipts.applicationId, applicationId), receiptId === undefined ? undefined : eq(receipts.id, receiptId)))
    .orderBy(desc(receipts.id))
    .limit(1);
  if (!row) throw notFound(NO_RECEIPT);
  const bytes = row.data instanceof Uint8Array ? row.data : new Uint8Array(row.data as ArrayBuffer);
  c.header('Content-Type', row.mimeType);
  c.header('Content-Disposition', `attachment; filename="${receiptFilename(row, row.mimeType, row.filename)}"`);
  c.header('Content-Length', String(bytes.byteLength));
  c.header('Cache-Control', 'private, no-store');
  return c.body(bytes as Uint8Array<ArrayBuffer>);
}
