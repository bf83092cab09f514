// The counter: what staff do for a person standing in front of them (decision 026). Every write is one transaction
// with its audit row and its mails, so a success answered is on disk with everything it promised.
//
//   POST /api/admin/counter/members                      a walk-in member: application, bank slip and approval at once
//   POST /api/admin/counter/events/:id/walk-ins          a walk-in registered for an event, checked in at once
//   POST /api/admin/counter/sign-in-links                a new sign-in link to "My membership"
//   POST /api/admin/counter/registrations/:id/resend     a registration's tickets (or place) mailed again
//   GET  /api/admin/members/:id/certificate.pdf          a member's certificate, printed again
import { eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { seatsFor } from '../../../contract/assembly';
import {
  type Resent,
  ResentSchema,
  SignInLinkResendSchema,
  type WalkInMemberAnswer,
  WalkInMemberAnswerSchema,
  WalkInMemberFormSchema,
  WalkInMemberSchema,
  type WalkInRegistrationAnswer,
  WalkInRegistrationAnswerSchema,
  WalkInRegistrationSchema,
} from '../../../contract/counter';
import { addisToday } from '../../../contract/dates';
import { coded, ref } from '../../../contract/errors';
import { DEFAULT_LANG } from '../../../contract/languages';
import { RECEIPT_MIME_TYPES } from '../../../contract/limits';
import { PAYMENT_REFERENCE_PREFIX } from '../../../contract/payment';
import { inTx } from '../../db/client';
import { checkIns, eventRegistrations, members, membershipApplications, receipts, tickets } from '../../db/schema';
import { decisionMail, memberDetailsNotice, registrationMails } from '../../messages/notifications';
import { data, describe, file, jsonInput, STAFF, uuidInput } from '../../platform/apiDoc';
import { audit } from '../../platform/audit';
import type { AppEnv } from '../../platform/deps';
import { ApiError, badRequest, notFound, ok, thingNotFound, validate } from '../../platform/http';
import { actorOf } from '../../platform/lists';
import { enqueueMail } from '../../platform/outbox';
import { documentLang, documentLimits, makePdf, pdfAnswer } from '../../platform/pdfAnswers';
import { normalEmail, requestSignInLink } from '../account/sessions';
import { lockedRegistration, registrationIdInput, staffRegistration } from '../events/registrationActions';
import {
  eventIsPast,
  issueTickets,
  liveRegistration,
  lockEvent,
  mailRegistrationAgain,
  newCancelToken,
  newTicketCode,
} from '../events/seats';
import { readCertificateSigning } from '../members/certificateSigning';
import { approveIntoMember, memberAnswer, memberLang } from '../members/service';
import { newApplicationRow } from '../membership/paymentSettings';
import { type ReceiptForm, readReceiptUpload } from '../membership/receipts';
import { consentNow } from '../privacy/service';
import { doorCount } from './checkIns';

/** The slip and the person's details, read as the public receipt upload reads its receipt (type from the bytes, 5 MB). */
const WALK_IN_FORM: ReceiptForm = {
  file: 'slip',
  fileMissing: 'counter.slipRequired',
  field: 'details',
  fieldSize: 16 * 1024,
  fieldMissing: 'counter.detailsMissing',
};

export const adminCounterRoutes = () =>
  new Hono<AppEnv>()
    .post(
      '/members',
      describe({
        tag: 'Counter',
        summary: 'Add a walk-in member: the application, the bank slip and the approval at once',
        description:
          "One multipart form: `details` (the person's details as JSON: an application's fields, `terms` as staff confirm the " +
          'person agreed, `lang` of their mails, `memberDetails` as on an approval, a `note` on the payment) and `slip` (JPEG, ' +
          'PNG or PDF, at most 5 MB, its type read from its bytes). In one transaction: the application (approved), the slip ' +
          'kept as its receipt, the member made with the next number of the year or, for an email that has one, renewed ' +
          "keeping its number; the welcome mail in the person's language; the audit row. Nothing is stored when any part is refused.",
        roles: STAFF,
        body: {
          schema: WalkInMemberFormSchema,
          types: ['multipart/form-data'],
          encoding: { slip: { contentType: RECEIPT_MIME_TYPES.join(', ') } },
        },
        answer: data(WalkInMemberAnswerSchema, 201, 'Added.'),
        errors: [413, 415],
      }),
      async (c) => {
        const deps = c.get('deps');
        const actor = actorOf(c);
        const upload = await readReceiptUpload(c, { bytes: 0 }, WALK_IN_FORM);
        let raw: unknown;
        try {
          raw = JSON.parse(upload.applicationId);
        } catch {
          throw badRequest('counter.detailsUnreadable', { details: 'counter.detailsUnreadable' });
        }
        if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
          throw badRequest('counter.detailsUnreadable', { details: 'counter.detailsUnreadable' });
        }
        const input = validate(WalkInMemberSchema, raw);
        const now = deps.now();
        const answer = await inTx(deps.database.db, async (tx): Promise<WalkInMemberAnswer> => {
          // The application as the public form would have made it, decided at once by the staff member at the counter.
          const { row: stated } = await newApplicationRow(tx, input, input.lang, now);
          const [app] = await tx
            .insert(membershipApplications)
            .values({
              ...stated,
              status: 'approved',
              decidedBy: actor.id,
              decidedAt: now,
              receiptUploadedAt: now,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          await tx.insert(receipts).values({
            applicationId: app!.id,
            mimeType: upload.kind.mime,
            filename: upload.filename,
            size: upload.bytes.length,
            data: sql`decode(${upload.bytes.toString('base64')}, 'base64')` as unknown as Uint8Array,
            createdAt: now,
          });
          // The record of that email as it was, and its owner's language, before the approval links this application.
          const [record] = await tx.select().from(members).where(sql`lower(${members.email}) = ${input.email.toLowerCase()}`);
          const recordLang = record ? await memberLang(tx, record.id) : undefined;
          // The same rules as an approval from the applications list: a number from the year's counter for a new member,
          // a renewal keeping the number for a known email, the record's details kept unless staff chose otherwise.
          const approval = await approveIntoMember(tx, app!, actor.id, now, input.memberDetails);
          if (approval.detailsTaken && record && recordLang) {
            await memberDetailsNotice(
              tx,
              record,
              { kind: 'changed', applicationId: app!.id, differences: approval.differences },
              recordLang,
              now,
            );
          }
          await enqueueMail(tx, { to: app!.email, ...decisionMail(app!, 'approved', input.lang, { member: approval.member }) }, now);
          await audit(tx, actor, 'walk-in', 'membership_application', app!.id, {
            member: approval.member.number,
            renewed: approval.renewed,
            validUntil: approval.member.validUntil,
            plan: input.membershipType,
            slip: { type: upload.kind.mime, size: upload.bytes.length },
            ...(input.note ? { note: input.note } : {}),
            ...(approval.differences.length
              ? { memberDetails: approval.detailsTaken ? 'taken' : 'kept', differences: approval.differences }
              : {}),
          });
          return {
            applicationId: app!.id,
            paymentReference: `${PAYMENT_REFERENCE_PREFIX}${app!.number}`,
            member: memberAnswer(approval.member, now),
            renewed: approval.renewed,
            differences: approval.differences.map((d) => d.field),
            detailsTaken: approval.detailsTaken,
          };
        });
        return ok(c, answer, 201);
      },
    )
    .post(
      '/events/:id/walk-ins',
      describe({
        tag: 'Counter',
        summary: 'Register a walk-in for an event, and check them in at once',
        description:
          'Confirmed with one ticket per person even when the event is full (`beyondCapacity` then says so), not subject to the ' +
          "per-network cap nor the registration deadline; refused after the event's day. With `checkIn` (the default) every " +
          "person is checked in by the staff member, which only the event's day allows. An address registered already is a 409 " +
          'naming its status, with the `registration`. The ticket mail goes to the person.',
        roles: STAFF,
        answer: data(WalkInRegistrationAnswerSchema, 201, 'Registered.'),
        errors: [404, 409],
      }),
      uuidInput(['id'], thingNotFound('event')),
      jsonInput(WalkInRegistrationSchema),
      async (c) => {
        const { id: eventId } = c.req.valid('param');
        const input = c.req.valid('json');
        const deps = c.get('deps');
        const actor = actorOf(c);
        const now = deps.now();
        const seats = seatsFor(input.attendees);
        const cancel = newCancelToken();
        const row = {
          id: crypto.randomUUID(),
          eventId,
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
          organization: input.organization,
          position: input.position,
          attendees: input.attendees,
          dietaryRequirements: input.dietaryRequirements,
          specialRequirements: input.specialRequirements,
          attendeeNames: Array.from({ length: seats - 1 }, (_, i) => input.attendeeNames[i] ?? ''),
          lang: input.lang,
        };
        const done = await inTx(deps.database.db, async (tx) => {
          // The event's lock, as every seat change takes it (decision 013): the seats counted here stay true until commit.
          const event = await lockEvent(tx, eventId);
          if (!event) throw notFound(thingNotFound('event'));
          if (eventIsPast(event.date, now)) throw new ApiError(409, 'counter.eventOver');
          if (input.checkIn && event.date !== addisToday(now)) throw new ApiError(409, 'counter.checkInNotToday');
          // Staff are told plainly when the address is registered already (the public form answers both alike).
          const existing = await liveRegistration(tx, event.id, input.email);
          if (existing) {
            throw new ApiError(
              409,
              coded('counter.alreadyRegistered', ref(`counter.registrationStatus.${existing.status}`)),
              undefined,
              undefined,
              {
                registration: await staffRegistration(tx, existing.id),
              },
            );
          }
          // No per-network cap and no deadline: the person is at the counter, and staff give the seats even to a full event.
          const beyondCapacity = event.capacity !== null && event.seatsTaken + seats > event.capacity;
          const ticketCode = newTicketCode();
          await tx.insert(eventRegistrations).values({
            ...row,
            seats,
            status: 'confirmed',
            ticketCode,
            confirmedAt: now,
            cancelTokenHash: cancel.hash,
            ...consentNow(now),
            createdAt: sql`clock_timestamp()`,
          });
          const issued = await issueTickets(tx, { id: row.id, eventId, seats }, ticketCode);
          // The person's ticket mail (not counted against the address's visitor mails: staff sent it); no office notice.
          const [mail] = await registrationMails(
            deps.config,
            event,
            row,
            { kind: 'registered', tickets: issued, cancelToken: cancel.token },
            now,
          );
          await enqueueMail(tx, { ...mail!, visitor: false }, now);
          let checkedIn = 0;
          if (input.checkIn) {
            const ticketRows = await tx.select({ id: tickets.id }).from(tickets).where(eq(tickets.registrationId, row.id));
            const inserted = await tx
              .insert(checkIns)
              .values(
                ticketRows.map((t) => ({
                  ticketId: t.id,
                  registrationId: row.id,
                  eventId,
                  checkedInAt: now,
                  checkedInBy: actor.id,
                  checkedInByName: actor.name,
                  offline: false,
                })),
              )
              .onConflictDoNothing()
              .returning({ id: checkIns.ticketId });
            checkedIn = inserted.length;
          }
          await audit(tx, actor, 'walk-in', 'registration', row.id, {
            event: event.title,
            name: `${row.firstName} ${row.lastName}`,
            seats,
            checkedIn,
            ...(beyondCapacity ? { beyondCapacity } : {}),
          });
          return { tickets: issued, checkedIn, beyondCapacity };
        });
        const [registration, count] = await Promise.all([
          staffRegistration(deps.database.db, row.id),
          doorCount(deps.database.db, eventId),
        ]);
        const answer: WalkInRegistrationAnswer = { registration, count, ...done };
        return ok(c, answer, 201);
      },
    )
    .post(
      '/sign-in-links',
      describe({
        tag: 'Counter',
        summary: 'Send a new sign-in link to "My membership"',
        description:
          "A new one-time link (30 minutes) in the language of the person's newest application or registration; only links' " +
          'hashes are stored, so an earlier link cannot be sent again. 404 when no application, registration or member has the address.',
        roles: STAFF,
        answer: data(ResentSchema, 201, 'Queued.'),
        errors: [404],
      }),
      jsonInput(SignInLinkResendSchema),
      async (c) => {
        const { email } = c.req.valid('json');
        const deps = c.get('deps');
        const actor = actorOf(c);
        const now = deps.now();
        const lower = normalEmail(email);
        // Staff are told when nobody by that address is known: the public form answers both alike, staff need to know.
        const [known] = await deps.database.query<{ found: boolean }>(
          `select exists (select 1 from membership_applications where lower(email) = $1)
             or exists (select 1 from event_registrations where lower(email) = $1)
             or exists (select 1 from members where lower(email) = $1) as found`,
          [lower],
        );
        if (!known?.found) throw notFound('counter.emailUnknown');
        // A new link (only its hash is stored: the one mailed before cannot be sent again), in the person's language.
        await requestSignInLink(deps.database, deps.config, email, DEFAULT_LANG, now);
        await audit(deps.database.db, actor, 'resend-sign-in-link', 'account', lower);
        return ok(c, { to: email.trim(), sentAt: now.toISOString() } satisfies Resent, 201);
      },
    )
    .post(
      '/registrations/:id/resend',
      describe({
        tag: 'Counter',
        summary: "Mail a registration's tickets (or its place on the waiting list) again",
        description:
          'The same ticket codes with their QR codes, in the language registered in, and a new cancel link (the old one stops ' +
          "working). 409 for a cancelled registration or after the event's day.",
        roles: STAFF,
        answer: data(ResentSchema, 201, 'Queued.'),
        errors: [404, 409],
      }),
      registrationIdInput(),
      async (c) => {
        const { id } = c.req.valid('param');
        const deps = c.get('deps');
        const actor = actorOf(c);
        const now = deps.now();
        const to = await inTx(deps.database.db, async (tx) => {
          const { event, r } = await lockedRegistration(tx, id);
          if (r.status === 'cancelled') throw new ApiError(409, 'counter.registrationCancelled');
          if (eventIsPast(event.date, now)) throw new ApiError(409, 'counter.eventOver');
          // The same tickets (codes are kept: the door's lists and printed badges hold them) and a new cancel link.
          await mailRegistrationAgain(tx, deps.config, event, r, now, false);
          await audit(tx, actor, 'resend', 'registration', id, {
            event: event.title,
            name: `${r.firstName} ${r.lastName}`,
            status: r.status,
          });
          return r.email;
        });
        return ok(c, { to, sentAt: now.toISOString() } satisfies Resent, 201);
      },
    );

/** A member's certificate for staff to print again: the same document the member downloads, audited. */
export const adminCertificateRoutes = () =>
  new Hono<AppEnv>().get(
    '/:id/certificate.pdf',
    describe({
      tag: 'Counter',
      summary: "Print a member's certificate again",
      description: 'The document the member downloads from "My membership"; `?lang=am` for Amharic. Audited.',
      roles: STAFF,
      answer: file('The certificate.', { 'application/pdf': 'A one-page PDF, as an attachment.' }),
      errors: [404, 429, 503],
    }),
    documentLimits,
    uuidInput(['id'], thingNotFound('member')),
    async (c) => {
      const { id } = c.req.valid('param');
      const deps = c.get('deps');
      const [member] = await deps.database.db.select().from(members).where(eq(members.id, id));
      if (!member) throw notFound(thingNotFound('member'));
      const lang = documentLang(c);
      // The same signing as the member's own download: the logo, the chairperson and the seal from Settings.
      const signing = await readCertificateSigning(deps.database.db);
      const pdf = await makePdf(deps, {
        kind: 'certificate',
        input: { member, lang, publicUrl: deps.config.publicUrl, now: deps.now(), signing },
      });
      await audit(deps.database.db, actorOf(c), 'reprint-certificate', 'member', id, { number: member.number, lang });
      return pdfAnswer(c, pdf, `${member.number}-certificate.pdf`);
    },
  );
