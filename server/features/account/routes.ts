// "My membership": /api/account…. A member or applicant asks for a sign-in link by email, exchanges it for an account
// session, and sees and changes only what belongs to that email: no route here takes the id of anyone's record.
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import {
  ACCOUNT_LINK_TTL_MS,
  type Account,
  type AccountApplication,
  AccountLinkRequestSchema,
  type AccountLinkSent,
  AccountLinkSentSchema,
  AccountListingSchema,
  type AccountMembership,
  AccountSchema,
  AccountSessionRequestSchema,
  AccountSessionSchema,
  type ApplicationStage,
  RenewalRequestSchema,
  RenewalStartedSchema,
} from '../../../contract/account';
import { type Member, SignedOutSchema } from '../../../contract/answers';
import { CancelledSchema } from '../../../contract/assembly';
import { addisToday } from '../../../contract/dates';
import { detailDifferences } from '../../../contract/members';
import type { MembershipType } from '../../../contract/membership';
import { feeFor } from '../../../contract/payment';
import type { ApplicationStatus } from '../../../contract/roles';
import type { Db } from '../../db/client';
import { eventRegistrations, events, memberHistory, members, membershipApplications } from '../../db/schema';
import { data, describe, file, formInput, jsonInput, uuidInput } from '../../platform/apiDoc';
import type { AppEnv } from '../../platform/deps';
import { notFound, ok } from '../../platform/http';
import { storedTexts, translationsOf } from '../../platform/itemTexts';
import { requestLang } from '../../platform/lang';
import { wordsIn } from '../../platform/languages';
import { rateLimitByIp } from '../../platform/middleware';
import { documentLang, documentLimits, makePdf, pdfAnswer } from '../../platform/pdfAnswers';
import { hit } from '../../platform/rateLimit';
import { hashToken } from '../../platform/tokens';
import { cancelledAnswer, cancelRegistration, waitlistPositionColumn } from '../events/seats';
import { readCertificateSigning } from '../members/certificateSigning';
import { memberAnswer, memberDetailsOf } from '../members/service';
import { instructionsOnly, paymentReferenceColumn, readPaymentSettings } from '../membership/paymentSettings';
import { type AccountEnv, endAccountSession, exchangeSignInLink, normalEmail, requestSignInLink, requireAccount } from './sessions';

/**
 * Sign-in links one address is sent in the time a link lasts (whoever asks): enough to retry, too few to flood an
 * inbox. Past it, a request is answered as usual and sends nothing: the links already sent still work, and none of
 * them was sent more than a link's lifetime ago, so asking from anywhere never locks the owner out.
 */
export const LINKS_PER_EMAIL = { limit: 5, windowMs: ACCOUNT_LINK_TTL_MS };
/** Link requests from one client address in 15 minutes. */
export const LINKS_PER_IP = { limit: 10, windowMs: 15 * 60_000 };
/** Link exchanges from one client address in 15 minutes (a token cannot be guessed; this only keeps the table quiet). */
export const EXCHANGES_PER_IP = { limit: 30, windowMs: 15 * 60_000 };

/** The reason an `edited` history row gives when the member changed it on /account. */
export const CHANGED_BY_MEMBER = 'Changed by the member';

/** The email's rows only: every query of this file goes through it. */
const ownEmail = (column: typeof membershipApplications.email | typeof members.email | typeof eventRegistrations.email, email: string) =>
  sql`lower(${column}) = ${email}`;

const stageOf = (a: { status: string; receiptUploadedAt: Date | null }): ApplicationStage =>
  a.status === 'approved' ? 'approved' : a.status === 'rejected' ? 'rejected' : a.receiptUploadedAt ? 'under-review' : 'awaiting-receipt';

const applicationColumns = {
  id: membershipApplications.id,
  kind: membershipApplications.kind,
  membershipType: membershipApplications.membershipType,
  status: membershipApplications.status,
  decisionReason: membershipApplications.decisionReason,
  receiptUploadedAt: membershipApplications.receiptUploadedAt,
  decidedAt: membershipApplications.decidedAt,
  createdAt: membershipApplications.createdAt,
  paymentReference: paymentReferenceColumn,
  feeBirr: membershipApplications.feeBirr,
};
type ApplicationRow = {
  id: string;
  kind: 'new' | 'renewal';
  membershipType: string;
  status: ApplicationStatus;
  decisionReason: string | null;
  receiptUploadedAt: Date | null;
  decidedAt: Date | null;
  createdAt: Date;
  paymentReference: string;
  feeBirr: number | null;
};

const presentApplication = (a: ApplicationRow): AccountApplication => ({
  id: a.id,
  kind: a.kind,
  membershipType: a.membershipType as MembershipType,
  status: a.status,
  stage: stageOf(a),
  reason: a.status === 'rejected' ? a.decisionReason : null,
  receiptUploadedAt: a.receiptUploadedAt?.toISOString() ?? null,
  decidedAt: a.decidedAt?.toISOString() ?? null,
  createdAt: a.createdAt.toISOString(),
  paymentReference: a.paymentReference,
  feeBirr: a.feeBirr,
});

/** A paid period's columns (a history row with an acknowledgement number and an amount). */
const paymentColumns = {
  acknowledgementNumber: memberHistory.acknowledgementNumber,
  amount: memberHistory.amount,
  plan: memberHistory.plan,
  validFrom: memberHistory.validFrom,
  validUntil: memberHistory.validUntil,
  approvedAt: memberHistory.createdAt,
};

/** The member as staff see it, less what only staff need: the contact details and the record's times. */
function ownMembership({ id, email, phone, createdAt, updatedAt, ...own }: Member): Omit<AccountMembership, 'payments'> {
  return own;
}

/** Everything of `email` (lower-case): its applications, its member with the paid periods, its registrations. */
export async function accountOf(db: Db, email: string, now: Date): Promise<Account> {
  const [applications, [member], registrations, settings] = await Promise.all([
    db
      .select(applicationColumns)
      .from(membershipApplications)
      .where(ownEmail(membershipApplications.email, email))
      .orderBy(desc(membershipApplications.createdAt), desc(membershipApplications.id)),
    db.select().from(members).where(ownEmail(members.email, email)),
    db
      .select({
        id: eventRegistrations.id,
        eventId: eventRegistrations.eventId,
        eventTitle: events.title,
        eventTexts: storedTexts('events'),
        eventDate: events.date,
        createdAt: eventRegistrations.createdAt,
        status: eventRegistrations.status,
        ticketCode: eventRegistrations.ticketCode,
        waitlistPosition: waitlistPositionColumn,
        checkedIn: sql<boolean>`exists (select 1 from "check_ins" ci where ci."registration_id" = "event_registrations"."id")`,
      })
      .from(eventRegistrations)
      .innerJoin(events, eq(events.id, eventRegistrations.eventId))
      .where(ownEmail(eventRegistrations.email, email))
      .orderBy(desc(events.date), desc(eventRegistrations.createdAt)),
    readPaymentSettings(db),
  ]);
  const payments = member
    ? await db
        .select(paymentColumns)
        .from(memberHistory)
        // A paid period has its acknowledgement number and amount; edits have neither.
        .where(and(eq(memberHistory.memberId, member.id), isNotNull(memberHistory.acknowledgementNumber), isNotNull(memberHistory.amount)))
        .orderBy(desc(memberHistory.id))
    : [];
  const today = addisToday(now);
  return {
    email,
    applications: applications.map(presentApplication),
    member: member
      ? {
          ...ownMembership(memberAnswer(member, now)),
          payments: payments.map((p) => ({
            acknowledgementNumber: p.acknowledgementNumber!,
            amount: p.amount!,
            plan: p.plan as MembershipType,
            validFrom: p.validFrom,
            validUntil: p.validUntil,
            approvedAt: p.approvedAt.toISOString(),
          })),
        }
      : null,
    registrations: registrations.map(({ checkedIn, eventTexts, ...r }) => ({
      ...r,
      ...translationsOf('events', { id: r.eventId, title: r.eventTitle, texts: eventTexts }),
      createdAt: r.createdAt.toISOString(),
      waitlistPosition: r.waitlistPosition === null ? null : Number(r.waitlistPosition),
      // Someone who came in keeps their seat (cancelling is refused then).
      cancellable: r.status !== 'cancelled' && r.eventDate >= today && !checkedIn,
    })),
    howToPay: { accounts: settings.accounts, instructions: settings.instructions, translations: instructionsOnly(settings) },
  };
}

/** The account of the request's session, never kept by any cache. */
const accountAnswer = async (c: Context<AccountEnv>, status: 200 | 201 = 200) => {
  const deps = c.get('deps');
  c.header('Cache-Control', 'no-store');
  return ok(c, await accountOf(deps.database.db, c.get('account').email, deps.now()), status);
};

/** Serialises the writes of one email's account (two renewals at once make one application). */
const lockEmail = (tx: Db, email: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`account:${email}`}))`);

const TAG = 'Account';
/** A document of the session's member: a PDF, behind the document limits and the pool (429, 503). */
const documentDoc = (summary: string, description: string, what: string) =>
  describe({
    tag: TAG,
    summary,
    description,
    account: true,
    answer: file(what, { 'application/pdf': 'A one-page PDF, as an attachment.' }),
    errors: [404, 429, 503],
  });

export const accountRoutes = () =>
  new Hono<AppEnv>()
    .post(
      '/link',
      describe({
        tag: TAG,
        summary: 'Ask for a sign-in link to "My membership" by email',
        description:
          'The same answer whether or not the address has an application, a registration or a membership, so it tells ' +
          'nobody who is known. Only a known address is sent a link (to /account#token=…, or the same page under the ' +
          "prefix of the person's language, /<lang>/account#token=…), valid 30 minutes and usable once. Limited per " +
          'client address and per email address (429).',
        answer: data(AccountLinkSentSchema, 200, 'Sent if the address is known.'),
        rateLimited: true,
      }),
      rateLimitByIp('account-link', LINKS_PER_IP, 'account.tooManyLinks'),
      formInput(AccountLinkRequestSchema, 'account link'),
      async (c) => {
        const deps = c.get('deps');
        const lang = requestLang(c);
        const sent: AccountLinkSent = { sent: true, message: wordsIn(lang).accountLinkSent };
        c.header('Vary', 'Accept-Language', { append: true });
        const input = c.req.valid('json');
        if (!input) return ok(c, sent);
        // Counted for every address, known or not, so the limit says nothing about who is known either.
        const scaled = { ...LINKS_PER_EMAIL, limit: LINKS_PER_EMAIL.limit * deps.config.rateLimitMultiplier };
        // Keyed by the address's hash: the counters keep no address anyone typed.
        const key = `account-link:email:${hashToken(normalEmail(input.email))}`;
        const counted = await hit(deps.database.db, key, scaled, deps.now());
        // Refusing would let anyone keep the owner out by asking in their name; the answer is the same either way.
        if (counted.allowed) await requestSignInLink(deps.database, deps.config, input.email, lang, deps.now());
        else deps.logger.info('sign-in link not sent: enough were sent in the last half hour', { key });
        return ok(c, sent);
      },
    )
    .post(
      '/session',
      describe({
        tag: TAG,
        summary: "Exchange a sign-in link's token for an account session (7 days)",
        description:
          'Each link works once: of two exchanges of one token, one gets the session. 410 Gone, with a message saying ' +
          'why, for a link already used, expired or unknown.',
        answer: data(AccountSessionSchema, 200, 'Signed in; send `Authorization: Bearer <token>` to /api/account.'),
        errors: [410],
        rateLimited: true,
      }),
      rateLimitByIp('account-session', EXCHANGES_PER_IP),
      jsonInput(AccountSessionRequestSchema),
      async (c) => {
        const deps = c.get('deps');
        const { token } = c.req.valid('json');
        return ok(c, await exchangeSignInLink(deps.database, token, deps.now()));
      },
    )
    .delete(
      '/session',
      describe({ tag: TAG, summary: 'Sign out: ends this account session', account: true, answer: data(SignedOutSchema) }),
      requireAccount,
      async (c) => {
        await endAccountSession(c.get('deps').database, c.get('account').tokenHash);
        return ok(c, { signedOut: true as const });
      },
    )
    .get(
      '/',
      describe({
        tag: TAG,
        summary: "The session's own applications, membership (with its paid periods) and event registrations",
        account: true,
        answer: data(AccountSchema),
      }),
      requireAccount,
      (c) => accountAnswer(c),
    )
    .put(
      '/listing',
      describe({
        tag: TAG,
        summary: 'Show or hide the membership in the public member directory',
        description: 'Kept in the membership history as a change by the member. 404 without a membership.',
        account: true,
        answer: data(AccountSchema, 200, 'Changed; the account as it is now.'),
        errors: [404],
      }),
      requireAccount,
      jsonInput(AccountListingSchema),
      async (c) => {
        const { listInDirectory } = c.req.valid('json');
        const deps = c.get('deps');
        const email = c.get('account').email;
        await deps.database.db.transaction(async (tx) => {
          const [member] = await tx.select().from(members).where(ownEmail(members.email, email)).for('update');
          if (!member) throw notFound('account.noMember');
          // Asking for what is already so changes nothing and leaves no history.
          if (member.listInDirectory === listInDirectory) return;
          await tx.update(members).set({ listInDirectory, updatedAt: deps.now() }).where(eq(members.id, member.id));
          await tx.insert(memberHistory).values({
            memberId: member.id,
            kind: 'edited',
            plan: member.plan,
            validFrom: member.validFrom,
            previousUntil: member.validUntil,
            validUntil: member.validUntil,
            actorId: null,
            reason: CHANGED_BY_MEMBER,
            listInDirectory,
          });
        });
        return accountAnswer(c);
      },
    )
    .post(
      '/renewal',
      describe({
        tag: TAG,
        summary: 'Start renewing the membership: a pending renewal application',
        description:
          'The receipt then goes through POST /api/upload-receipt with the application id; staff approval extends the ' +
          'membership by a year from the later of today and its end. When a renewal is already waiting, that one is ' +
          "answered (200) instead of a new one (201). 404 without a membership. The renewal states the member record's " +
          'details (name, company, city, phone), never those of another application made with the same email.',
        account: true,
        answer: data(RenewalStartedSchema, 201, 'Started (200: the renewal already waiting).'),
        errors: [404],
      }),
      requireAccount,
      jsonInput(RenewalRequestSchema),
      async (c) => {
        const input = c.req.valid('json');
        const deps = c.get('deps');
        const email = c.get('account').email;
        const lang = requestLang(c);
        const { row, created } = await deps.database.db.transaction(async (tx) => {
          await lockEmail(tx, email);
          const [member] = await tx.select().from(members).where(ownEmail(members.email, email));
          if (!member) throw notFound('account.noMemberToRenew');
          const [waiting] = await tx
            .select(applicationColumns)
            .from(membershipApplications)
            .where(
              and(
                ownEmail(membershipApplications.email, email),
                eq(membershipApplications.kind, 'renewal'),
                eq(membershipApplications.status, 'pending'),
              ),
            )
            .orderBy(desc(membershipApplications.createdAt))
            .limit(1);
          if (waiting) return { row: waiting, created: false };
          // The member's own record, never another application of the address: anyone can file one under a member's email,
          // and a renewal copied from it would carry a stranger's name onto the record. The postal address is not kept on
          // the record, so it comes from the newest application the record was made or renewed from that states the record's
          // own details (one approved while staff kept the record is someone else's account of the person).
          const linked = await tx
            .select()
            .from(membershipApplications)
            .where(eq(membershipApplications.memberId, member.id))
            .orderBy(desc(membershipApplications.createdAt));
          const own = linked.find((a) => detailDifferences(memberDetailsOf(member), memberDetailsOf(a)).length === 0);
          const person = { ...member, address: own?.address ?? '' };
          const [made] = await tx
            .insert(membershipApplications)
            .values({
              kind: 'renewal',
              status: 'pending',
              firstName: person.firstName,
              lastName: person.lastName,
              email: person.email,
              phone: person.phone,
              company: person.company,
              city: person.city,
              address: person.address,
              membershipType: input.membershipType ?? member.plan,
              lang,
              listInDirectory: member.listInDirectory,
              // The renewal owes the fee of the day it was asked for, as a first application does.
              feeBirr: feeFor(await readPaymentSettings(tx), input.membershipType ?? member.plan),
            })
            .returning(applicationColumns);
          return { row: made!, created: true };
        });
        c.header('Cache-Control', 'no-store');
        return ok(c, { application: presentApplication(row) }, created ? 201 : 200);
      },
    )
    // One of the session's own registrations, cancelled (someone else's is answered as unknown: 404).
    .post(
      '/registrations/:id/cancel',
      describe({
        tag: TAG,
        summary: "Cancel one of the session's own registrations",
        description:
          "Only the session's email's registrations (any other is a 404); 409 when cancelled already, the day is over or any of its people was checked in.",
        account: true,
        answer: data(CancelledSchema),
        errors: [404, 409],
      }),
      requireAccount,
      uuidInput(['id'], 'events.registrationNotFound'),
      async (c) => {
        const { id } = c.req.valid('param');
        const deps = c.get('deps');
        const email = c.get('account').email;
        const done = await cancelRegistration(deps.database.db, deps.config, { id }, 'person', deps.now(), {
          notFoundMessage: 'events.registrationNotFound',
          allowed: (r) => r.email.toLowerCase() === email,
        });
        deps.publicCache.clear();
        c.header('Cache-Control', 'no-store');
        return ok(c, cancelledAnswer(done.registration));
      },
    )
    // The member's documents. The language is ?lang= (the page's), else the request's; the member is the session's, so
    // there is no id to send and nobody else's certificate to reach.
    .get(
      '/certificate.pdf',
      documentDoc(
        "The session's certificate of membership (one A4 page, with the QR code of its /verify link)",
        'In English, or Amharic with `?lang=am` (else by Accept-Language). 404 without a membership.',
        'The certificate.',
      ),
      documentLimits,
      requireAccount,
      async (c) => {
        const deps = c.get('deps');
        const member = await ownMember(deps.database.db, c.get('account').email);
        const pdf = await makePdf(deps, {
          kind: 'certificate',
          input: {
            member,
            lang: documentLang(c),
            publicUrl: deps.config.publicUrl,
            now: deps.now(),
            signing: await readCertificateSigning(deps.database.db),
          },
        });
        return pdfAnswer(c, pdf, `${member.number}-certificate.pdf`);
      },
    )
    .get(
      '/acknowledgement.pdf',
      documentDoc(
        "A payment acknowledgement of the session's membership: the newest, or `?number=ECA-R-…`",
        "Only the session's own paid periods (any other number is a 404). In English, or Amharic with `?lang=am`.",
        'The acknowledgement.',
      ),
      documentLimits,
      requireAccount,
      async (c) => {
        const deps = c.get('deps');
        const { db } = deps.database;
        const member = await ownMember(db, c.get('account').email);
        const wanted = c.req.query('number');
        // The newest paid period, or the one named by ?number= (only among this member's own).
        const [payment] = await db
          .select(paymentColumns)
          .from(memberHistory)
          .where(
            and(
              eq(memberHistory.memberId, member.id),
              isNotNull(memberHistory.amount),
              wanted ? eq(memberHistory.acknowledgementNumber, wanted) : isNotNull(memberHistory.acknowledgementNumber),
            ),
          )
          .orderBy(desc(memberHistory.id))
          .limit(1);
        if (!payment?.acknowledgementNumber || payment.amount === null) throw notFound('account.noPayment');
        const pdf = await makePdf(deps, {
          kind: 'acknowledgement',
          input: {
            payment: { ...payment, acknowledgementNumber: payment.acknowledgementNumber, amount: payment.amount },
            member,
            lang: documentLang(c),
            now: deps.now(),
          },
        });
        return pdfAnswer(c, pdf, `${payment.acknowledgementNumber}.pdf`);
      },
    );

/** The session's member, or a 404 saying there is no membership yet. */
async function ownMember(db: Db, email: string) {
  const [member] = await db.select().from(members).where(ownEmail(members.email, email));
  if (!member) throw notFound('account.noMember');
  return member;
}
