// The English words of the mails a visitor gets (server/messages/am/mail.ts says the same in Amharic). Each mail goes
// out in the language the person used on the site, stored with what they sent. Staff notices are English only
// (server/services/notifications.ts).
import { bothCalendars, ethiopianDate, longDate } from '../../contract/dates';
import { planTitle } from '../../contract/plans';
import { mailName } from '../services/mailName';

export type MailText = { subject: string; text: string };
/** An application as its mails name it. */
export type ApplicationFacts = { id: string; firstName: string; lastName: string; membershipType: string };
/** An event as a registration mail and its calendar file tell it (in the person's language where staff wrote it). */
export type EventFacts = { title: string; description: string; date: string; time: string; location: string };
export type RegistrationFacts = { id: string; firstName: string; lastName: string; attendees: string };
export type ContactFacts = { name: string; subject: string };
export type Decision = 'approved' | 'rejected';
/** What a decision mail tells besides the decision: the member an approval made or renewed, a rejection's reason. */
export type DecisionFacts = { member?: { number: string; validUntil: string }; reason?: string };

export const ORG = 'Ethiopian Cassava Association';
const signature = `\n\n${ORG}\nICT Park, Bole Sub-City, Addis Ababa, Ethiopia\ninfo@cassava.org.et · +251 11 555 0142`;

/** What was applied for: "Farmer membership", or "Farm investor" (a farm investor is not a member plan). */
export const planName = (type: string) => (type === 'farm-investor' ? planTitle(type) : `${planTitle(type)} membership`);
/** The visitor's own words for it: "applying for farmer membership", "applying as a farm investor". */
const applyingFor = (type: string) =>
  type === 'farm-investor' ? `applying as a ${planTitle(type).toLowerCase()}` : `applying for ${planName(type).toLowerCase()}`;

/** "Dear <name>," with the cleaned name, or a greeting without one when nothing of it is left. */
export const greeting = (...parts: string[]) => {
  const name = mailName(...parts);
  return name ? `Dear ${name},` : 'Hello,';
};

/** "September 2, 2027 (27 Nehase 2019 in the Ethiopian calendar), 8:30 AM to 5:30 PM" */
export const eventWhen = (e: Pick<EventFacts, 'date' | 'time'>) =>
  `${longDate(e.date)} (${ethiopianDate(e.date)} in the Ethiopian calendar)${e.time ? `, ${e.time}` : ''}`;

export const visitorMails = {
  applicationReceived: (a: ApplicationFacts): MailText => ({
    subject: `We received your ${planName(a.membershipType).toLowerCase()} application`,
    text:
      `${greeting(a.firstName, a.lastName)}\n\n` +
      `Thank you for ${applyingFor(a.membershipType)} with the ${ORG}. ` +
      `Our team will review your application within 3-5 business days.\n\n` +
      `If you have not uploaded your payment receipt yet, you can do so from the application window on our membership page.\n\n` +
      `Your application reference: ${a.id}${signature}`,
  }),

  receiptReceived: (a: ApplicationFacts): MailText => ({
    subject: 'Your payment receipt was received',
    text:
      `${greeting(a.firstName, a.lastName)}\n\n` +
      `We received your payment receipt for your ${planName(a.membershipType).toLowerCase()} application. ` +
      `Your application is now complete; our team will review it within 3-5 business days.\n\n` +
      `Your application reference: ${a.id}${signature}`,
  }),

  registered: (e: EventFacts, r: RegistrationFacts): MailText => ({
    subject: `You are registered: ${e.title}`,
    text:
      `${greeting(r.firstName, r.lastName)}\n\n` +
      `Thank you for registering for ${e.title}.\n\n` +
      `When: ${eventWhen(e)}\nWhere: ${e.location}\nAttendees: ${r.attendees}\n\n` +
      `A calendar invitation is attached. If your plans change, reply to this email.\n\n` +
      `Your registration reference: ${r.id}${signature}`,
  }),

  /** The calendar invitation's words: the event as staff wrote it. */
  calendar: (e: EventFacts): Pick<EventFacts, 'title' | 'description' | 'location'> => ({
    title: e.title,
    description: e.description,
    location: e.location,
  }),

  contactReceived: (m: ContactFacts): MailText => ({
    subject: `We received your message: ${m.subject}`,
    text:
      `${greeting(m.name)}\n\nThank you for contacting the ${ORG}. We received your message about "${m.subject}" and will contact you soon.` +
      `${signature}`,
  }),

  /**
   * Sent when staff approve or reject an application: an approval names the member number and the last valid day, a
   * rejection the reason staff wrote.
   */
  decided: (a: Pick<ApplicationFacts, 'firstName' | 'membershipType'>, status: Decision, d: DecisionFacts = {}): MailText => {
    const plan = planTitle(a.membershipType);
    if (status === 'approved') {
      const member = d.member
        ? `\n\nYour member number is ${d.member.number}. Your membership is valid until ${bothCalendars(d.member.validUntil)}.`
        : '';
      return {
        subject: 'Your membership application has been approved',
        text: `${greeting(a.firstName)}\n\nWelcome to the ${ORG}: your application for ${plan} membership has been approved.${member} We will be in touch about member activities and upcoming events.\n\n${ORG}`,
      };
    }
    const reason = d.reason ? `\n\nThe reason: ${d.reason}` : '';
    return {
      subject: 'Your membership application',
      text: `${greeting(a.firstName)}\n\nThank you for applying for ${plan} membership of the ${ORG}. We are unable to approve your application at this time.${reason}\n\nIf you believe this is a mistake, or your payment receipt was unclear, please reply to this email or contact our office.\n\n${ORG}`,
    };
  },
};

export type VisitorMails = typeof visitorMails;
