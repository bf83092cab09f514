// The English words of the mails a visitor gets (server/messages/am/mail.ts says the same in Amharic). Each mail goes
// out in the language the person used on the site, stored with what they sent. Staff notices are English only
// (server/messages/notifications.ts).
import { bothCalendars, ethiopianDate, longDate } from '../../contract/dates';
import { birrDigits, type MemberDetailField } from '../../contract/members';
import type { PaymentDue } from '../../contract/payment';
import { MEMBERSHIP_FEE, planTitle } from '../../contract/plans';
import { detailValue, mailName, quote } from '../platform/mailName';

export type MailText = { subject: string; text: string };
/** An application as its mails name it. */
export type ApplicationFacts = { id: string; firstName: string; lastName: string; membershipType: string };
/** What an application owes and where to pay it (contract/payment.ts), and the applicant's "My membership" page. */
export type PaymentFacts = PaymentDue & { accountUrl: string };
/** An event as a registration mail and its calendar file tell it (in the person's language where staff wrote it). */
export type EventFacts = { title: string; description: string; date: string; time: string; location: string };
export type RegistrationFacts = { id: string; firstName: string; lastName: string; attendees: string };
export type ContactFacts = { name: string; subject: string };
/** Staff's answer to a contact message: their text, and the message it answers (quoted below it). */
export type ReplyFacts = ContactFacts & { reply: string; message: string; receivedAt: Date };
/**
 * A confirmed registration's tickets: the first person's code as people read it (formatTicketCode), its page (which
 * shows every ticket of the group) and the cancel link; with more than one person, each person's name and code.
 */
export type TicketFacts = {
  code: string;
  ticketUrl: string;
  cancelUrl: string;
  people: { position: number; name: string; code: string }[];
};
/** A place on the waiting list (1 is next) and the link that leaves it. */
export type WaitlistFacts = { position: number; cancelUrl: string };
/** A cancellation: of a seat or of a place on the waiting list, by the person or by staff; where to register again. */
export type CancelFacts = { wasWaitlisted: boolean; byStaff: boolean; eventsUrl: string };
export type Decision = 'approved' | 'rejected';
/** What a decision mail tells besides the decision: the member an approval made or renewed, a rejection's reason. */
export type DecisionFacts = { member?: { number: string; validUntil: string }; reason?: string };

export const ORG = 'Ethiopian Cassava Association';
export const signature = `\n\n${ORG}\nICT Park, Bole Sub-City, Addis Ababa, Ethiopia\ninfo@cassava.org.et · +251 11 555 0142`;

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

/** "Guest 2": a person registered with someone else, whose name was not given. */
export const guestName = (position: number) => `Guest ${position}`;

/** The ticket part of a confirmed or promoted registration's mail: one ticket, or one per person of the group. */
const ticketWords = (t: TicketFacts) =>
  (t.people.length > 1
    ? `One ticket for each person (${t.people.length}); each ticket lets one person in, once:\n\n` +
      t.people.map((p) => `${p.position}. ${p.name}: ${p.code}\n\n`).join('') +
      `At the door, show each person's QR code from this email, or your ticket page, which shows them all:\n${t.ticketUrl}\n\n`
    : `Your ticket code: ${t.code}\n\n` + `Show the QR code in this email, or your ticket page, at the door:\n${t.ticketUrl}\n\n`) +
  `A calendar invitation is attached.\n\n` +
  `If you cannot come, please cancel so that someone on the waiting list can have your seat:\n${t.cancelUrl}\n\n`;

/** "22,000 Birr", or that the fee is agreed with the association (a farm investor without a set price). */
export const amountWords = (feeBirr: number | null) =>
  feeBirr === null ? 'price on request: our office will tell you the amount' : `${birrDigits(feeBirr)} Birr`;

/** How to pay: the amount, the reference for the slip, the accounts and the association's instructions. */
const paymentWords = (p: PaymentFacts) =>
  `How to pay\n` +
  `Amount: ${amountWords(p.feeBirr)} (one year)\n` +
  `Payment reference (write it on the bank slip): ${p.reference}\n` +
  (p.accounts.length === 0
    ? `Bank account: our office will give it to you (info@cassava.org.et · +251 11 555 0142).\n`
    : p.accounts
        .map((b) => `Bank: ${b.bank}, ${b.branch} branch\nAccount name: ${b.accountName}\nAccount number: ${b.accountNumber}\n`)
        .join('\n')) +
  `\n${p.instructions}\n\n`;

export const visitorMails = {
  applicationReceived: (a: ApplicationFacts, p: PaymentFacts): MailText => ({
    subject: `We received your ${planName(a.membershipType).toLowerCase()} application`,
    text:
      `${greeting(a.firstName, a.lastName)}\n\n` +
      `Thank you for ${applyingFor(a.membershipType)} with the ${ORG}. ` +
      `Our team will review your application within 3-5 business days.\n\n` +
      paymentWords(p) +
      `If you have not uploaded your payment receipt yet, open "My membership" with this email address and upload it there:\n${p.accountUrl}\n\n` +
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

  /** A seat at once: the ticket, the calendar invitation (attached) and the cancel link. */
  registered: (e: EventFacts, r: RegistrationFacts, t: TicketFacts): MailText => ({
    subject: `You are registered: ${e.title}`,
    text:
      `${greeting(r.firstName, r.lastName)}\n\n` +
      `Thank you for registering for ${e.title}. Your seat is confirmed.\n\n` +
      `When: ${eventWhen(e)}\nWhere: ${e.location}\nAttendees: ${r.attendees}\n\n` +
      ticketWords(t) +
      `Your registration reference: ${r.id}${signature}`,
  }),

  /** A seat freed up and is now theirs: the ticket as in `confirmed`. */
  promoted: (e: EventFacts, r: RegistrationFacts, t: TicketFacts): MailText => ({
    subject: `You have a seat: ${e.title}`,
    text:
      `${greeting(r.firstName, r.lastName)}\n\n` +
      `Good news: a seat has freed up for ${e.title}, and it is yours. You are no longer on the waiting list.\n\n` +
      `When: ${eventWhen(e)}\nWhere: ${e.location}\nAttendees: ${r.attendees}\n\n` +
      ticketWords(t) +
      `Your registration reference: ${r.id}${signature}`,
  }),

  /** The event is full: their place on the waiting list and the link that leaves it. */
  waitlisted: (e: EventFacts, r: RegistrationFacts, w: WaitlistFacts): MailText => ({
    subject: `You are on the waiting list: ${e.title}`,
    text:
      `${greeting(r.firstName, r.lastName)}\n\n` +
      `Thank you for registering for ${e.title}. All seats are taken, so you are on the waiting list: ` +
      `you are number ${w.position}.\n\n` +
      `When: ${eventWhen(e)}\nWhere: ${e.location}\nAttendees: ${r.attendees}\n\n` +
      `If a seat frees up for you, we will email you your ticket at once. Please do not come without a ticket.\n\n` +
      `If you no longer want a seat, leave the waiting list with this link:\n${w.cancelUrl}\n\n` +
      `Your registration reference: ${r.id}${signature}`,
  }),

  /**
   * Someone (the person, or anyone who typed their address) registered the address again: the registration it has,
   * with its tickets and a new cancel link. Nothing was changed, so nothing is asked of them.
   */
  registeredAgain: (e: EventFacts, r: RegistrationFacts, t: TicketFacts): MailText => ({
    subject: `Your registration: ${e.title}`,
    text:
      `${greeting(r.firstName, r.lastName)}\n\n` +
      `Someone asked to register this email address for ${e.title} again. This address is already registered, ` +
      `so nothing has changed: here are your registration's details once more. ` +
      `If it was not you, you need not do anything.\n\n` +
      `When: ${eventWhen(e)}\nWhere: ${e.location}\nAttendees: ${r.attendees}\n\n` +
      ticketWords(t) +
      `The cancel link in earlier emails no longer works; use the one in this email.\n\n` +
      `Your registration reference: ${r.id}${signature}`,
  }),

  /** As `registeredAgain`, for a registration on the waiting list: its place and a new link that leaves it. */
  waitlistedAgain: (e: EventFacts, r: RegistrationFacts, w: WaitlistFacts): MailText => ({
    subject: `Your place on the waiting list: ${e.title}`,
    text:
      `${greeting(r.firstName, r.lastName)}\n\n` +
      `Someone asked to register this email address for ${e.title} again. This address is already on the waiting list, ` +
      `so nothing has changed: you are number ${w.position}. If it was not you, you need not do anything.\n\n` +
      `When: ${eventWhen(e)}\nWhere: ${e.location}\nAttendees: ${r.attendees}\n\n` +
      `If a seat frees up for you, we will email you your ticket at once. Please do not come without a ticket.\n\n` +
      `If you no longer want a seat, leave the waiting list with this link (the one in earlier emails no longer works):\n${w.cancelUrl}\n\n` +
      `Your registration reference: ${r.id}${signature}`,
  }),

  cancelled: (e: EventFacts, r: RegistrationFacts, c: CancelFacts): MailText => ({
    subject: `${c.wasWaitlisted ? 'You left the waiting list' : 'Registration cancelled'}: ${e.title}`,
    text:
      `${greeting(r.firstName, r.lastName)}\n\n` +
      (c.byStaff
        ? `Our staff have cancelled your registration for ${e.title} (${eventWhen(e)}). If you did not expect this, please reply to this email.`
        : c.wasWaitlisted
          ? `You have left the waiting list for ${e.title} (${eventWhen(e)}).`
          : `Your registration for ${e.title} (${eventWhen(e)}) is cancelled, and your ticket is no longer valid. Thank you for freeing your seat for someone else.`) +
      `\n\nYou can register again on our events page while registration is open: ${c.eventsUrl}\n\n` +
      `Your registration reference: ${r.id}${signature}`,
  }),

  /** The calendar invitation's words: the event as staff wrote it. */
  calendar: (e: EventFacts): Pick<EventFacts, 'title' | 'description' | 'location'> => ({
    title: e.title,
    description: e.description,
    location: e.location,
  }),

  /** Staff's reply: their words first, then the visitor's message quoted, so the person sees what it answers. */
  staffReply: (r: ReplyFacts): MailText => ({
    subject: `Re: ${r.subject}`,
    text:
      `${greeting(r.name)}\n\n${r.reply.trim()}${signature}\n\n` +
      `You wrote to us on ${longDate(r.receivedAt)}:\n${quote(r.message)}\n\nYou can reply to this email; it reaches our office.`,
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

/** A renewal reminder's facts: the member, their membership's end, the days left (negative once it has ended). */
export type ReminderFacts = {
  firstName: string;
  lastName: string;
  number: string;
  plan: string;
  validUntil: string;
  daysLeft: number;
  /** The account page of the member's language, where the renewal is made. */
  renewUrl: string;
};

/** "in 30 days", "tomorrow", "today". */
const endsIn = (days: number) => (days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`);

/** The renewal reminders: 30 and 7 days before the membership ends, and once it has ended. */
export const reminderMail = (r: ReminderFacts): MailText => {
  const membership = `${planTitle(r.plan).toLowerCase()} membership of the ${ORG} (member number ${r.number})`;
  const on = `${longDate(r.validUntil)} (${ethiopianDate(r.validUntil)} in the Ethiopian calendar)`;
  const renew = `You can renew it on your "My membership" page: ${r.renewUrl}\n\nA year's renewal is ${MEMBERSHIP_FEE}. Upload the bank receipt there and our team will confirm it within 3-5 business days.`;
  if (r.daysLeft < 0) {
    return {
      subject: 'Your membership has ended',
      text: `${greeting(r.firstName, r.lastName)}\n\nYour ${membership} ended on ${on}. Anyone who checks your certificate now sees that it has expired.\n\n${renew}${signature}`,
    };
  }
  return {
    subject: `Your membership ends ${endsIn(r.daysLeft)}`,
    text: `${greeting(r.firstName, r.lastName)}\n\nYour ${membership} ends ${endsIn(r.daysLeft)}, on ${on}.\n\n${renew}${signature}`,
  };
};

/**
 * What a member is told about their record: an application under their address stating other details (`filed`: the
 * record is unchanged), or staff taking an application's details onto the record (`changed`). The values are cleaned
 * (detailValue) and the greeting is the record's own name, not the application's.
 */
export type MemberDetailsFacts = {
  kind: 'filed' | 'changed';
  /** The member record's name before anything changed. */
  firstName: string;
  lastName: string;
  number: string;
  applicationId: string;
  differences: { field: MemberDetailField; member: string; application: string }[];
};

const DETAIL_LABELS: Record<MemberDetailField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  company: 'Company / farm',
  city: 'City',
  phone: 'Phone',
};
const OFFICE = 'info@cassava.org.et · +251 11 555 0142';

export const memberDetailsMail = (d: MemberDetailsFacts): MailText => {
  const show = (field: MemberDetailField, value: string) => detailValue(field, value) || '-';
  if (d.kind === 'filed') {
    const lines = d.differences.map((x) => `${DETAIL_LABELS[x.field]}: ${show(x.field, x.application)}`).join('\n');
    return {
      subject: 'A membership application was made with your email address',
      text:
        `${greeting(d.firstName, d.lastName)}\n\n` +
        `A membership application was sent to the ${ORG} with your email address. ` +
        `Some of its details differ from your member record (member number ${d.number}):\n\n${lines}\n\n` +
        `Your member record has not been changed. Our staff compare the two before deciding, and your record is not ` +
        `changed without telling you.\n\n` +
        `If you did not send this application, please contact our office (${OFFICE}) or reply to this email.\n\n` +
        `Application reference: ${d.applicationId}${signature}`,
    };
  }
  const lines = d.differences
    .map((x) => `${DETAIL_LABELS[x.field]}: ${show(x.field, x.member)} → ${show(x.field, x.application)}`)
    .join('\n');
  return {
    subject: 'Your member record was changed',
    text:
      `${greeting(d.firstName, d.lastName)}\n\n` +
      `Our staff have changed your member record (member number ${d.number}) to the details of a membership ` +
      `application made with your email address (reference ${d.applicationId}):\n\n${lines}\n\n` +
      `Your certificate, the certificate check page and, if you are listed, the member directory now show these details.\n\n` +
      `If you did not ask for this change, please contact our office at once (${OFFICE}) or reply to this email.${signature}`,
  };
};
