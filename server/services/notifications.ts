// The mail each visitor flow sends, always enqueued inside the transaction of the write it belongs to.
//
// Anyone can type anyone's address into a public form, so what goes to that address is our own text: the only thing
// of theirs it repeats is the name, cleaned (mailName), and it is marked `visitor` so that one address gets at most
// VISITOR_MAILS_PER_DAY of these a day (services/mail.ts). The staff notices to NOTIFY_EMAIL carry everything.
import type * as v from 'valibot';
import type { ContactSchema } from '../../contract/contact';
import type { PublicEvent, RegistrationSchema } from '../../contract/events';
import type { ApplicationSchema } from '../../contract/membership';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import type { Lang } from '../lang';
import { visitorMails as amMails } from '../messages/am/mail';
import { type Decision, type DecisionFacts, visitorMails as enMails, eventWhen, planName, type VisitorMails } from '../messages/mail';
import { buildIcs } from './ics';
import { enqueueMail, type MailMessage } from './mail';

export { MAIL_NAME_MAX, mailName } from './mailName';

/** The words of a visitor's mails in their language. */
const mailsIn = (lang: Lang): VisitorMails => (lang === 'am' ? amMails : enMails);

/** A stored application: what the form sent (its membership type as stored), with the application's id. */
type ApplicationMail = Omit<v.InferOutput<typeof ApplicationSchema>, 'terms' | 'membershipType'> & { id: string; membershipType: string };

export async function applicationReceived(tx: Db, config: AppConfig, a: ApplicationMail, lang: Lang, now = new Date()) {
  await enqueueMail(tx, { to: a.email, visitor: true, ...mailsIn(lang).applicationReceived(a) }, now);
  await enqueueMail(tx, {
    to: config.notifyEmail,
    subject: `New membership application: ${a.firstName} ${a.lastName} (${planName(a.membershipType)})`,
    text:
      `A new membership application is waiting for review.\n\n` +
      `Plan: ${planName(a.membershipType)}\nName: ${a.firstName} ${a.lastName}\nEmail: ${a.email}\nPhone: ${a.phone}\n` +
      `Company / farm: ${a.company}\nAddress: ${a.address}, ${a.city}\n` +
      (a.message ? `Message:\n${a.message}\n` : '') +
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
/** The event as a registration mail tells it, with its Amharic title and description where staff wrote them. */
export type EventMail = Pick<PublicEvent, 'id' | 'title' | 'date' | 'time' | 'location' | 'description'> & {
  titleAm?: string | null;
  descriptionAm?: string | null;
};

/** The event in `lang`: the Amharic title and description where staff wrote them, the English otherwise. */
const eventIn = (e: EventMail, lang: Lang) =>
  lang === 'am' ? { ...e, title: e.titleAm || e.title, description: e.descriptionAm || e.description } : e;

/** The attendee's confirmation (with a calendar invitation) in their language, and the office's notice. */
export function registrationMails(config: AppConfig, e: EventMail, r: RegistrationMail, lang: Lang, now: Date): MailMessage[] {
  const words = mailsIn(lang);
  const event = eventIn(e, lang);
  const ics = buildIcs({
    uid: `registration-${r.id}@cassava.org.et`,
    ...words.calendar(event),
    date: e.date,
    time: e.time,
    url: `${config.publicUrl}${lang === 'am' ? '/am' : ''}/events`,
    now,
  });
  return [
    {
      to: r.email,
      visitor: true,
      ...words.registered(event, r),
      attachments: [{ filename: 'event.ics', content: ics, contentType: 'text/calendar; charset=utf-8; method=PUBLISH' }],
    },
    {
      to: config.notifyEmail,
      subject: `New registration for ${e.title}: ${r.firstName} ${r.lastName}`,
      text:
        `${r.firstName} ${r.lastName} (${r.position}, ${r.organization}) registered for ${e.title} on ${eventWhen(e)}.\n\n` +
        `Email: ${r.email}\nPhone: ${r.phone}\nAttendees: ${r.attendees}\nDietary requirements: ${r.dietaryRequirements}\n` +
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

/** The applicant's mail when staff approve or reject their application, in the language they applied in. */
export const decisionMail = (a: { firstName: string; membershipType: string }, status: Decision, lang: Lang, facts: DecisionFacts = {}) =>
  mailsIn(lang).decided(a, status, facts);
