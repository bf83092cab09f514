// The mail each visitor flow sends, always enqueued inside the transaction of the write it belongs to.
//
// Anyone can type anyone's address into a public form, so what goes to that address is our own text: the only thing
// of theirs it repeats is the name, cleaned (mailName), and it is marked `visitor` so that one address gets at most
// VISITOR_MAILS_PER_DAY of these a day (services/mail.ts). The staff notices to NOTIFY_EMAIL carry everything.
import type * as v from 'valibot';
import { formatTicketCode } from '../../contract/assembly';
import type { ContactSchema } from '../../contract/contact';
import type { PublicEvent, RegistrationSchema } from '../../contract/events';
import { LANG_PREFIX } from '../../contract/languages';
import type { ApplicationSchema } from '../../contract/membership';
import { type PaymentDue, paymentWordIn } from '../../contract/payment';
import type { Db } from '../db/client';
import type { AppConfig } from '../platform/config';
import { buildIcs } from '../platform/ics';
import { type StoredTexts, textsIn } from '../platform/itemTexts';
import type { Lang } from '../platform/lang';
import { wordsIn } from '../platform/languages';
import { mailName } from '../platform/mailName';
import { enqueueMail, type MailMessage } from '../platform/outbox';
import {
  type Decision,
  type DecisionFacts,
  guestName as enGuestName,
  eventWhen,
  type MemberDetailsFacts,
  planName,
  type ReplyFacts,
  type VisitorMails,
} from './mail';

export { MAIL_NAME_MAX, mailName } from '../platform/mailName';

/** The words of a visitor's mails in their language. */
const mailsIn = (lang: Lang): VisitorMails => wordsIn(lang).visitorMails;

/** A stored application: what the form sent (its membership type as stored), with the application's id. */
type ApplicationMail = Omit<v.InferOutput<typeof ApplicationSchema>, 'terms' | 'membershipType' | 'listInDirectory'> & {
  id: string;
  membershipType: string;
};

/** "My membership" in the person's language: where a receipt is uploaded later, and a membership renewed. */
export const accountUrl = (publicUrl: string, lang: Lang) => `${publicUrl}${LANG_PREFIX[lang]}/account`;

export async function applicationReceived(
  tx: Db,
  config: AppConfig,
  a: ApplicationMail,
  payment: PaymentDue,
  lang: Lang,
  now = new Date(),
) {
  // The instructions in the applicant's language where the settings have them (staff's, or first published).
  const instructions = paymentWordIn(payment.instructions, payment.translations, 'instructions', lang);
  const facts = { ...payment, instructions, accountUrl: accountUrl(config.publicUrl, lang) };
  await enqueueMail(tx, { to: a.email, visitor: true, ...mailsIn(lang).applicationReceived(a, facts) }, now);
  await enqueueMail(tx, {
    to: config.notifyEmail,
    subject: `New membership application: ${a.firstName} ${a.lastName} (${planName(a.membershipType)})`,
    text:
      `A new membership application is waiting for review.\n\n` +
      `Plan: ${planName(a.membershipType)}\nName: ${a.firstName} ${a.lastName}\nEmail: ${a.email}\nPhone: ${a.phone}\n` +
      `Company / farm: ${a.company}\nAddress: ${a.address}, ${a.city}\n` +
      (a.message ? `Message:\n${a.message}\n` : '') +
      `Payment reference: ${payment.reference}\n` +
      `\nReview it at ${config.publicUrl}/admin/applications (reference ${a.id}).`,
  });
}

export async function receiptReceived(
  tx: Db,
  config: AppConfig,
  a: Pick<ApplicationMail, 'id' | 'firstName' | 'lastName' | 'email' | 'membershipType'>,
  file: { mime: string; size: number; replaced: boolean },
  lang: Lang,
  now = new Date(),
) {
  await enqueueMail(tx, { to: a.email, visitor: true, ...mailsIn(lang).receiptReceived(a) }, now);
  await enqueueMail(tx, {
    to: config.notifyEmail,
    subject: `Receipt ${file.replaced ? 'replaced' : 'uploaded'}: ${a.firstName} ${a.lastName} (${planName(a.membershipType)})`,
    text:
      `${a.firstName} ${a.lastName} <${a.email}> ${file.replaced ? 'uploaded a new' : 'uploaded a'} payment receipt ` +
      `(${file.mime}, ${Math.ceil(file.size / 1024)} KB).\n\nReview it at ${config.publicUrl}/admin/applications (reference ${a.id}).`,
  });
}

type RegistrationMail = Omit<v.InferOutput<typeof RegistrationSchema>, 'terms'> & { id: string };
/** The event as a registration mail tells it, with its texts in the other languages where staff wrote them. */
export type EventMail = Pick<PublicEvent, 'id' | 'title' | 'date' | 'time' | 'location' | 'description'> & {
  texts?: StoredTexts | null;
};

/** A registration as the mails about its seat need it; `attendeeNames` names the people after the first. */
export type SeatMailRegistration = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  attendees: string;
  attendeeNames?: string[];
  lang: Lang;
};

/** What a mail about a registration's seat tells: its tickets (one per person, the first is the registration's own),
 * its place on the waiting list, or its cancellation. */
export type SeatFacts =
  | { kind: 'registered'; tickets: { position: number; code: string }[]; cancelToken: string }
  | { kind: 'promoted'; tickets: { position: number; code: string }[]; cancelToken: string }
  | { kind: 'registeredAgain'; tickets: { position: number; code: string }[]; cancelToken: string }
  | { kind: 'waitlisted'; position: number; cancelToken: string }
  | { kind: 'waitlistedAgain'; position: number; cancelToken: string }
  | { kind: 'cancelled'; wasWaitlisted: boolean; by: 'person' | 'staff' };

const langPath = (lang: Lang) => LANG_PREFIX[lang];
/** The one-time cancel link; the token rides in the fragment, so it never reaches a server log or a Referer. */
export const cancelUrl = (config: AppConfig, lang: Lang, token: string) =>
  `${config.publicUrl}${langPath(lang)}/registrations/cancel#token=${token}`;
/** The ticket page of a code. */
export const ticketUrl = (config: AppConfig, lang: Lang, code: string) => `${config.publicUrl}${langPath(lang)}/ticket/${code}`;

/** The Content-ID of the ticket's QR code, shown inline by the mail's HTML part (the first person's; the others'
 * are numbered: ticketQrCid). */
export const TICKET_QR_CID = 'ticket-qr@cassava.org.et';
export const ticketQrCid = (position: number) => (position === 1 ? TICKET_QR_CID : `ticket-qr-${position}@cassava.org.et`);

/** The name on a person's ticket: the registration's for the first, the one given (cleaned) or "Guest 2" after. */
export const ticketHolderName = (r: SeatMailRegistration, position: number): string => {
  if (position === 1) return mailName(r.firstName, r.lastName);
  const given = mailName(r.attendeeNames?.[position - 2] ?? '');
  return given || wordsIn(r.lang).guestName(position);
};

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!);

/** The text as HTML paragraphs with its links, and each ticket's QR code image right after the paragraph naming it. */
const ticketHtml = (text: string, codes: { code: string; cid: string }[], lang: Lang) => {
  const paragraphs = text.split('\n\n').map((p) => {
    const html = escapeHtml(p)
      .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
      .replace(/\n/g, '<br>');
    const qr = codes
      .filter(({ code }) => p.includes(code))
      .map(
        ({ code, cid }) =>
          `<p><img src="cid:${cid}" width="240" height="240" alt="${escapeHtml(code)}" style="image-rendering:pixelated"></p>`,
      )
      .join('');
    return `<p>${html}</p>${qr}`;
  });
  return `<!doctype html><html lang="${lang}"><body style="font-family:sans-serif;line-height:1.5">${paragraphs.join('')}</body></html>`;
};

/** A mail about a registration's seat, in the language the person registered in. */
export async function seatMail(
  config: AppConfig,
  e: EventMail,
  r: SeatMailRegistration,
  facts: SeatFacts,
  now: Date,
): Promise<MailMessage> {
  const words = mailsIn(r.lang);
  const event = textsIn('events', e, r.lang);
  if (facts.kind === 'waitlisted' || facts.kind === 'waitlistedAgain') {
    return {
      to: r.email,
      ...words[facts.kind](event, r, { position: facts.position, cancelUrl: cancelUrl(config, r.lang, facts.cancelToken) }),
    };
  }
  if (facts.kind === 'cancelled') {
    const eventsUrl = `${config.publicUrl}${langPath(r.lang)}/events`;
    return { to: r.email, ...words.cancelled(event, r, { wasWaitlisted: facts.wasWaitlisted, byStaff: facts.by === 'staff', eventsUrl }) };
  }
  const lead = facts.tickets[0]!;
  const people = facts.tickets.map((t) => ({
    position: t.position,
    name: ticketHolderName(r, t.position),
    code: formatTicketCode(t.code),
  }));
  const ticket = {
    code: formatTicketCode(lead.code),
    ticketUrl: ticketUrl(config, r.lang, lead.code),
    cancelUrl: cancelUrl(config, r.lang, facts.cancelToken),
    people,
  };
  const mail = words[facts.kind](event, r, ticket);
  const ics = buildIcs({
    uid: `registration-${r.id}@cassava.org.et`,
    ...words.calendar(event),
    date: e.date,
    time: e.time,
    url: `${config.publicUrl}${langPath(r.lang)}/events`,
    now,
  });
  // Each QR image is drawn when the mail is sent (MailAttachment's `qr`): this runs under the event's lock.
  const qrs = facts.tickets.map((t) => ({
    filename: `ticket-${t.code}.png`,
    content: '',
    contentType: 'image/png',
    encoding: 'base64' as const,
    cid: ticketQrCid(t.position),
    qr: t.code,
  }));
  return {
    to: r.email,
    ...mail,
    html: ticketHtml(
      mail.text,
      people.map((p) => ({ code: p.code, cid: ticketQrCid(p.position) })),
      r.lang,
    ),
    attachments: [{ filename: 'event.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }, ...qrs],
  };
}

/** The attendee's mail (ticket or waiting list, in their language) and the office's notice of a new registration. */
export async function registrationMails(
  config: AppConfig,
  e: EventMail,
  r: RegistrationMail & { lang: Lang },
  facts: Extract<SeatFacts, { kind: 'registered' | 'waitlisted' }>,
  now: Date,
): Promise<MailMessage[]> {
  const status = facts.kind === 'waitlisted' ? `waitlisted (number ${facts.position} on the waiting list)` : 'confirmed';
  return [
    { ...(await seatMail(config, e, r, facts, now)), visitor: true },
    {
      to: config.notifyEmail,
      subject: `New registration for ${e.title}: ${r.firstName} ${r.lastName}`,
      text:
        `${r.firstName} ${r.lastName} (${r.position}, ${r.organization}) registered for ${e.title} on ${eventWhen(e)}.\n\n` +
        `Status: ${status}\n` +
        `Email: ${r.email}\nPhone: ${r.phone}\nAttendees: ${r.attendees}\n` +
        (r.attendeeNames.length > 0 ? `With: ${r.attendeeNames.map((n, i) => n || enGuestName(i + 2)).join(', ')}\n` : '') +
        `Dietary requirements: ${r.dietaryRequirements}\n` +
        (r.specialRequirements ? `Special requirements: ${r.specialRequirements}\n` : '') +
        `\nAll registrations: ${config.publicUrl}/admin/registrations`,
    },
  ];
}

type ContactMail = v.InferOutput<typeof ContactSchema> & { id: string };

/** The sender's acknowledgement in their language and the office's copy. */
export function contactMails(config: AppConfig, m: ContactMail, lang: Lang): MailMessage[] {
  return [
    { to: m.email, visitor: true, ...mailsIn(lang).contactReceived(m) },
    {
      to: config.notifyEmail,
      subject: `Contact form: ${m.subject} from ${m.name}`,
      text:
        `From: ${m.name} <${m.email}>${m.phone ? `\nPhone: ${m.phone}` : ''}\n` +
        `Type: ${m.contactType}${m.organization ? ` (${m.organization})` : ''}\nSubject: ${m.subject}\n\n${m.message}\n\n` +
        `Messages: ${config.publicUrl}/admin/messages (reference ${m.id})`,
    },
  ];
}

/** Staff's reply to a contact message, in the language the visitor wrote in. */
export const replyMail = (r: ReplyFacts, lang: Lang) => mailsIn(lang).staffReply(r);

/** The applicant's mail when staff approve or reject their application, in the language they applied in. */
export const decisionMail = (a: { firstName: string; membershipType: string }, status: Decision, lang: Lang, facts: DecisionFacts = {}) =>
  mailsIn(lang).decided(a, status, facts);

/**
 * Tells a member, at their record's address and in their language, that an application under that address states
 * other details than their record (`filed`), or that staff took an application's details onto it (`changed`).
 * `visitor`: the notice of a filing is sent because someone typed the address into the public form, so it counts
 * against that address's daily visitor mails like the applicant's own; a change made by staff is always sent.
 */
export async function memberDetailsNotice(
  tx: Db,
  member: { email: string; firstName: string; lastName: string; number: string },
  facts: Pick<MemberDetailsFacts, 'kind' | 'applicationId' | 'differences'>,
  lang: Lang,
  now: Date,
): Promise<boolean> {
  const mail = wordsIn(lang).memberDetailsMail({
    ...facts,
    firstName: member.firstName,
    lastName: member.lastName,
    number: member.number,
  });
  return enqueueMail(tx, { to: member.email, visitor: facts.kind === 'filed', ...mail }, now);
}
