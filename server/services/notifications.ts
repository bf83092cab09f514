// The mail each visitor flow sends, always enqueued inside the transaction of the write it belongs to.
import { ethiopianDate, longDate } from '../../contract/dates';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { buildIcs } from './ics';
import { enqueueMail, type MailMessage } from './mail';

const ORG = 'Ethiopian Cassava Association';
const signature = `\n\n${ORG}\nICT Park, Bole Sub-City, Addis Ababa, Ethiopia\ninfo@cassava.org.et · +251 11 555 0142`;

const PLAN_NAMES: Record<string, string> = {
  farmer: 'Farmer membership',
  processor: 'Processor membership',
  exporter: 'Exporter membership',
  'farm-investor': 'Farm investor application',
};
export const planName = (type: string) => PLAN_NAMES[type] ?? type;

type ApplicationMail = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  address: string;
  city: string;
  membershipType: string;
  message: string;
};

export async function applicationReceived(tx: Db, config: AppConfig, a: ApplicationMail) {
  await enqueueMail(tx, {
    to: a.email,
    subject: `We received your ${planName(a.membershipType).toLowerCase()} application`,
    text:
      `Dear ${a.firstName} ${a.lastName},\n\n` +
      `Thank you for applying for ${planName(a.membershipType).toLowerCase()} with the ${ORG}. ` +
      `Our team will review your application within 3-5 business days.\n\n` +
      `If you have not uploaded your payment receipt yet, you can do so from the application window on our membership page.\n\n` +
      `Your application reference: ${a.id}${signature}`,
  });
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
) {
  await enqueueMail(tx, {
    to: a.email,
    subject: 'Your payment receipt was received',
    text:
      `Dear ${a.firstName} ${a.lastName},\n\n` +
      `We received your payment receipt for your ${planName(a.membershipType).toLowerCase()} application. ` +
      `Your application is now complete; our team will review it within 3-5 business days.\n\n` +
      `Your application reference: ${a.id}${signature}`,
  });
  await enqueueMail(tx, {
    to: config.notifyEmail,
    subject: `Receipt ${file.replaced ? 'replaced' : 'uploaded'}: ${a.firstName} ${a.lastName} (${planName(a.membershipType)})`,
    text:
      `${a.firstName} ${a.lastName} <${a.email}> ${file.replaced ? 'uploaded a new' : 'uploaded a'} payment receipt ` +
      `(${file.mime}, ${Math.ceil(file.size / 1024)} KB).\n\nReview it at ${config.publicUrl}/admin/applications (reference ${a.id}).`,
  });
}

type RegistrationMail = {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  organization: string;
  position: string;
  attendees: string;
  dietaryRequirements: string;
  specialRequirements: string;
};
type EventMail = { id: string; title: string; date: string; time: string; location: string; description: string };

export const eventWhen = (e: Pick<EventMail, 'date' | 'time'>) =>
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
      subject: `You are registered: ${e.title}`,
      text:
        `Dear ${r.firstName} ${r.lastName},\n\n` +
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

type ContactMail = {
  id: string;
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  contactType: string;
  organization: string;
};

/** The sender's acknowledgement and the office's copy. */
export function contactMails(config: AppConfig, m: ContactMail): MailMessage[] {
  return [
    {
      to: m.email,
      subject: `We received your message: ${m.subject}`,
      text:
        `Dear ${m.name},\n\nThank you for contacting the ${ORG}. We received your message about "${m.subject}" and will contact you soon.` +
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
