// The mail each visitor flow sends, always enqueued inside the transaction of the write it belongs to.
//
// Anyone can type anyone's address into a public form, so what goes to that address is our own text: the only thing
// of theirs it repeats is the name, cleaned (mailName), and it is marked `visitor` so that one address gets at most
// VISITOR_MAILS_PER_DAY of these a day (services/mail.ts). The staff notices to NOTIFY_EMAIL carry everything.
import type * as v from 'valibot';
import type { ContactSchema } from '../../contract/contact';
import { ethiopianDate, longDate } from '../../contract/dates';
import type { PublicEvent, RegistrationSchema } from '../../contract/events';
import type { ApplicationSchema } from '../../contract/membership';
import { planTitle } from '../../contract/plans';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { buildIcs } from './ics';
import { enqueueMail, type MailMessage } from './mail';

const ORG = 'Ethiopian Cassava Association';
const signature = `\n\n${ORG}\nICT Park, Bole Sub-City, Addis Ababa, Ethiopia\ninfo@cassava.org.et · +251 11 555 0142`;

/** What was applied for: "Farmer membership", or "Farm investor" (a farm investor is not a member plan). */
const planName = (type: string) => (type === 'farm-investor' ? planTitle(type) : `${planTitle(type)} membership`);
/** The visitor's own words for it: "applying for farmer membership", "applying as a farm investor". */
const applyingFor = (type: string) =>
  type === 'farm-investor' ? `applying as a ${planTitle(type).toLowerCase()}` : `applying for ${planName(type).toLowerCase()}`;

/** The longest name a visitor's mail repeats. */
export const MAIL_NAME_MAX = 60;

/** A word that is, or holds, a link or an address: a scheme, "http", "www.", an @, or a domain-like "name.tld". */
const LINKISH = /https?|:\/\/|^www\.|@|[\p{L}\p{N}]\.\p{L}{2,}/iu;

/**
 * The visitor's name as their mail may repeat it: markup and anything that looks like a link or an address left out,
 * letters (any script), digits, spaces, apostrophes, hyphens and dots only, at most MAIL_NAME_MAX characters.
 */
export function mailName(...parts: string[]): string {
  const words = parts
    .join(' ')
    .replace(/<[^>]*>?/g, ' ')
    .split(/\s+/)
    .filter((w) => !LINKISH.test(w))
    .map((w) => w.replace(/[^\p{L}\p{M}\p{N}'’.-]/gu, '').replace(/^[.'’-]+|[.'’-]+$/g, ''))
    .filter((w) => /\p{L}/u.test(w) && !LINKISH.test(w));
  let name = '';
  for (const w of words) {
    const next = name ? `${name} ${w}` : w;
    if (next.length > MAIL_NAME_MAX) break;
    name = next;
  }
  return name;
}

/** "Dear <name>," with the cleaned name, or a greeting without one when nothing of it is left. */
export const greeting = (...parts: string[]) => {
  const name = mailName(...parts);
  return name ? `Dear ${name},` : 'Hello,';
};

/** A stored application: what the form sent (its membership type as stored), with the application's id. */
type ApplicationMail = Omit<v.InferOutput<typeof ApplicationSchema>, 'terms' | 'membershipType'> & { id: string; membershipType: string };

export async function applicationReceived(tx: Db, config: AppConfig, a: ApplicationMail, now = new Date()) {
  await enqueueMail(
    tx,
    {
      to: a.email,
      visitor: true,
      subject: `We received your ${planName(a.membershipType).toLowerCase()} application`,
      text:
        `${greeting(a.firstName, a.lastName)}\n\n` +
        `Thank you for ${applyingFor(a.membershipType)} with the ${ORG}. ` +
        `Our team will review your application within 3-5 business days.\n\n` +
        `If you have not uploaded your payment receipt yet, you can do so from the application window on our membership page.\n\n` +
        `Your application reference: ${a.id}${signature}`,
    },
    now,
  );
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
  now = new Date(),
) {
  await enqueueMail(
    tx,
    {
      to: a.email,
      visitor: true,
      subject: 'Your payment receipt was received',
      text:
        `${greeting(a.firstName, a.lastName)}\n\n` +
        `We received your payment receipt for your ${planName(a.membershipType).toLowerCase()} application. ` +
        `Your application is now complete; our team will review it within 3-5 business days.\n\n` +
        `Your application reference: ${a.id}${signature}`,
    },
    now,
  );
  await enqueueMail(tx, {
    to: config.notifyEmail,
    subject: `Receipt ${file.replaced ? 'replaced' : 'uploaded'}: ${a.firstName} ${a.lastName} (${planName(a.membershipType)})`,
    text:
      `${a.firstName} ${a.lastName} <${a.email}> ${file.replaced ? 'uploaded a new' : 'uploaded a'} payment receipt ` +
      `(${file.mime}, ${Math.ceil(file.size / 1024)} KB).\n\nReview it at ${config.publicUrl}/admin/applications (reference ${a.id}).`,
  });
}

type RegistrationMail = Omit<v.InferOutput<typeof RegistrationSchema>, 'terms'> & { id: string };
/** The event as a registration mail tells it. */
export type EventMail = Pick<PublicEvent, 'id' | 'title' | 'date' | 'time' | 'location' | 'description'>;

const eventWhen = (e: Pick<EventMail, 'date' | 'time'>) =>
  `${longDate(e.date)} (${ethiopianDate(e.date)} in the Ethiopian calendar)${e.time ? `, ${e.time}` : ''}`;

/** The attendee's confirmation (with a calendar invitation) and the office's notice. */
export function registrationMails(config: AppConfig, e: EventMail, r: RegistrationMail, now: Date): MailMessage[] {
  const ics = buildIcs({
    uid: `registration-${r.id}@cassava.org.et`,
    title: e.title,
    description: e.description,
    date: e.date,
    time: e.time,
    location: e.location,
    url: `${config.publicUrl}/events`,
    now,
  });
  return [
    {
      to: r.email,
      visitor: true,
      subject: `You are registered: ${e.title}`,
      text:
        `${greeting(r.firstName, r.lastName)}\n\n` +
        `Thank you for registering for ${e.title}.\n\n` +
        `When: ${eventWhen(e)}\nWhere: ${e.location}\nAttendees: ${r.attendees}\n\n` +
        `A calendar invitation is attached. If your plans change, reply to this email.\n\n` +
        `Your registration reference: ${r.id}${signature}`,
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

/** The sender's acknowledgement and the office's copy. */
export function contactMails(config: AppConfig, m: ContactMail): MailMessage[] {
  return [
    {
      to: m.email,
      visitor: true,
      subject: `We received your message: ${m.subject}`,
      text:
        `${greeting(m.name)}\n\nThank you for contacting the ${ORG}. We received your message about "${m.subject}" and will contact you soon.` +
        `${signature}`,
    },
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
