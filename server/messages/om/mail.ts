// The Afaan Oromoo words of the mails a visitor gets: the same mails as server/messages/mail.ts, for a person who used
// the Oromo site. Only types come from the English module, never its words. What staff wrote (an event's title and
// place, the payment instructions) comes in Oromo where staff wrote it so or it is the first published text, else in
// English (server/platform/itemTexts.ts, contract/payment.ts).

import { birrDigits, type MemberDetailField } from '../../../contract/members';
import { CONTACT_SUBJECT_LABELS } from '../../../contract/om/contactSubjects';
import { eventTime, longDate } from '../../../contract/om/dates';
import { MEMBERSHIP_FEE, planTitle } from '../../../contract/om/plans';
import { SITE_NAME } from '../../../contract/om/site';
import { detailValue, mailName, quote } from '../../platform/mailName';
import type * as English from '../mail';

const ORG = SITE_NAME;
const OFFICE = 'info@cassava.org.et · +251 11 555 0142';
export const signature = `\n\n${ORG}\nICT Park, Kutaa Magaalaa Boolee, Finfinnee, Itoophiyaa\n${OFFICE}`;

/** A plan's title inside a sentence: "qotee bulaa". */
const plan = (type: string) => planTitle(type).toLowerCase();
/**
 * The application by what was applied for: "iyyannoo miseensummaa qotee bulaa" (a farm investor is not a member plan);
 * as the subject of a sentence its head noun takes the subject's -n: "iyyannoon miseensummaa qotee bulaa".
 */
const application = (type: string, asSubject = false) =>
  `iyyannoo${asSubject ? 'n' : ''} ${type === 'farm-investor' ? plan(type) : `miseensummaa ${plan(type)}`}`;
/** What the person applied to become, as "… iyyachuu keessaniif" says it. */
const appliedAs = (type: string) => (type === 'farm-investor' ? `${plan(type)} ta'uun hirmaachuuf` : `miseensa ${plan(type)} ta'uuf`);
/** "Waldaa Kaasaavaa Itoophiyaatti": the association as the place one applies to. */
const AT_ORG = `${ORG}tti`;

/** The contact form's subject (stored in English, as the form sends it) as the Oromo form names it. */
const subject = (s: string) => (CONTACT_SUBJECT_LABELS as Record<string, string>)[s] ?? s;

/** "Kabajamoo <maqaa>,", or a greeting without a name when nothing of it is left. */
const greeting = (...parts: string[]) => {
  const name = mailName(...parts);
  return name ? `Kabajamoo ${name},` : 'Akkam jirtu,';
};

/** "Guyyaa: …" and, when the event has one, "Yeroo: sa'aatii …" on the Ethiopian clock. */
const eventWhen = (e: Pick<English.EventFacts, 'date' | 'time'>) => {
  const time = eventTime(e.time);
  return `Guyyaa: ${longDate(e.date)}${time ? `\nYeroo: ${time}` : ''}`;
};

/** The event's facts as every registration mail lists them. */
const eventFacts = (e: English.EventFacts, r: English.RegistrationFacts) =>
  `${eventWhen(e)}\nBakka: ${e.location}\nHirmaattota: ${r.attendees}\n\n`;

/** "Keessummaa 2": a person registered with someone else, whose name was not given. */
export const guestName: typeof English.guestName = (position) => `Keessummaa ${position}`;

/** The ticket part of a confirmed or promoted registration's mail: one ticket, or one per person of the group. */
const ticketWords = (t: English.TicketFacts) =>
  (t.people.length > 1
    ? `Nama tokkoof tikeetii tokko (${t.people.length}); tikeetiin tokko nama tokko si'a tokko qofa seensisa:\n\n` +
      t.people.map((p) => `${p.position}. ${p.name}: ${p.code}\n\n`).join('') +
      `Balbala irratti koodii QR nama hundaa imeelii kana keessaa, yookiin fuula tikeetii keessanii kan hunda isaanii agarsiisu agarsiisaa:\n${t.ticketUrl}\n\n`
    : `Koodii tikeetii keessanii: ${t.code}\n\n` +
      `Balbala irratti koodii QR imeelii kana keessa jiru, yookiin fuula tikeetii keessanii agarsiisaa:\n${t.ticketUrl}\n\n`) +
  `Affeerraan kaalaandarii imeelii kana waliin ergameera.\n\n` +
  `Dhufuu yoo hin dandeenye, namni tarree eegumsaa irra jiru akka iddoo keessan argatuuf maaloo galmee keessan haqaa:\n${t.cancelUrl}\n\n`;

/** The waiting list's promise and the link that leaves it. */
const waitWords = (w: English.WaitlistFacts, again: boolean) =>
  `Iddoon yoo isiniif banamu, tikeetii keessan battaluma imeeliin isinii ergina. Maaloo tikeetii malee hin dhufinaa.\n\n` +
  `Iddoo yoo hin barbaanne, liinkii kanaan tarree eegumsaa keessaa ba'aa` +
  `${again ? ' (liinkiin imeelii duraanii keessa jiru kana booda hin hojjetu)' : ''}:\n${w.cancelUrl}\n\n`;

/** "22,000 Birrii", or that the fee is agreed with the association (a farm investor without a set price). */
const amountWords = (feeBirr: number | null) =>
  feeBirr === null ? "waliigalteedhaan murtaa'a; waajjirri keenya hanga isaa isinitti hima" : `${birrDigits(feeBirr)} Birrii`;

/** How to pay: the amount, the reference for the slip, the accounts and the association's instructions. */
const paymentWords = (p: English.PaymentFacts) =>
  `Akkaataa kaffaltii\n` +
  `Hanga kaffaltii: ${amountWords(p.feeBirr)} (waggaa tokkoof)\n` +
  `Lakkoofsa eenyummeessaa kaffaltii (waraqaa maallaqa galchuu baankii irratti barreessaa): ${p.reference}\n` +
  (p.accounts.length === 0
    ? `Herrega baankii: waajjirri keenya isinitti hima (${OFFICE}).\n`
    : p.accounts
        .map((b) => `Baankii: ${b.bank}, damee ${b.branch}\nMaqaa herregaa: ${b.accountName}\nLakkoofsa herregaa: ${b.accountNumber}\n`)
        .join('\n')) +
  `\n${p.instructions}\n\n`;

const registrationNumber = (r: English.RegistrationFacts) => `Lakkoofsa galmee keessanii: ${r.id}${signature}`;

export const visitorMails: English.VisitorMails = {
  applicationReceived: (a: English.ApplicationFacts, p: English.PaymentFacts): English.MailText => ({
    subject: `${application(a.membershipType, true)} keessan nu ga'eera`.replace(/^i/, 'I'),
    text:
      `${greeting(a.firstName, a.lastName)}\n\n` +
      `${AT_ORG} ${appliedAs(a.membershipType)} iyyachuu keessaniif galatoomaa. ` +
      `Gareen keenya iyyannoo keessan guyyoota hojii 3-5 keessatti ni gamaaggama.\n\n` +
      paymentWords(p) +
      `Nagahee kaffaltii keessan hanga ammaatti yoo hin olkaa'in, teessoo imeelii kanaan "Miseensummaa Koo" banaatii achitti olkaa'aa:\n${p.accountUrl}\n\n` +
      `Lakkoofsa iyyannoo keessanii: ${a.id}${signature}`,
  }),

  receiptReceived: (a: English.ApplicationFacts): English.MailText => ({
    subject: "Nagaheen kaffaltii keessan nu ga'eera",
    text:
      `${greeting(a.firstName, a.lastName)}\n\n` +
      `Nagahee kaffaltii ${application(a.membershipType)} keessaniif ergitan fudhanneerra. ` +
      `Iyyannoon keessan amma guutuu ta'eera; gareen keenya guyyoota hojii 3-5 keessatti ni gamaaggama.\n\n` +
      `Lakkoofsa iyyannoo keessanii: ${a.id}${signature}`,
  }),

  registered: (e: English.EventFacts, r: English.RegistrationFacts, t: English.TicketFacts): English.MailText => ({
    subject: `Galmeen keessan mirkanaa'eera: ${e.title}`,
    text:
      `${greeting(r.firstName, r.lastName)}\n\n` +
      `"${e.title}" irratti hirmaachuuf galmaa'uu keessaniif galatoomaa. Iddoon keessan mirkanaa'eera.\n\n` +
      eventFacts(e, r) +
      ticketWords(t) +
      registrationNumber(r),
  }),

  promoted: (e: English.EventFacts, r: English.RegistrationFacts, t: English.TicketFacts): English.MailText => ({
    subject: `Iddoo argattanii jirtu: ${e.title}`,
    text:
      `${greeting(r.firstName, r.lastName)}\n\n` +
      `Oduu gammachiisaa: "${e.title}" irratti iddoon tokko banameera, iddoon sun kan keessan ta'eera. Kana booda tarree eegumsaa irra hin jirtan.\n\n` +
      eventFacts(e, r) +
      ticketWords(t) +
      registrationNumber(r),
  }),

  waitlisted: (e: English.EventFacts, r: English.RegistrationFacts, w: English.WaitlistFacts): English.MailText => ({
    subject: `Tarree eegumsaa irra jirtu: ${e.title}`,
    text:
      `${greeting(r.firstName, r.lastName)}\n\n` +
      `"${e.title}" irratti hirmaachuuf galmaa'uu keessaniif galatoomaa. Iddoowwan hundi waan qabamaniif, tarree eegumsaa irra jirtu: ` +
      `sadarkaan keessan ${w.position}ffaa dha.\n\n` +
      eventFacts(e, r) +
      waitWords(w, false) +
      registrationNumber(r),
  }),

  registeredAgain: (e: English.EventFacts, r: English.RegistrationFacts, t: English.TicketFacts): English.MailText => ({
    subject: `Galmee keessan: ${e.title}`,
    text:
      `${greeting(r.firstName, r.lastName)}\n\n` +
      `Namni tokko teessoo imeelii kana "${e.title}" irratti irra deebi'ee galmeessuu gaafateera. Teessoon kun duraan galmaa'eera, ` +
      `kanaaf wanti jijjiirame hin jiru: odeeffannoon galmee keessanii irra deebi'ee as jira. ` +
      `Kan gaafate isin yoo hin taane, homaa gochuun isin hin barbaachisu.\n\n` +
      eventFacts(e, r) +
      ticketWords(t) +
      `Liinkiin galmee haquu imeelii duraanii keessa jiru kana booda hin hojjetu; isa imeelii kana keessa jiru fayyadamaa.\n\n` +
      registrationNumber(r),
  }),

  waitlistedAgain: (e: English.EventFacts, r: English.RegistrationFacts, w: English.WaitlistFacts): English.MailText => ({
    subject: `Sadarkaa keessan tarree eegumsaa irratti: ${e.title}`,
    text:
      `${greeting(r.firstName, r.lastName)}\n\n` +
      `Namni tokko teessoo imeelii kana "${e.title}" irratti irra deebi'ee galmeessuu gaafateera. Teessoon kun duraan tarree eegumsaa irra jira, ` +
      `kanaaf wanti jijjiirame hin jiru: sadarkaan keessan ${w.position}ffaa dha. Kan gaafate isin yoo hin taane, homaa gochuun isin hin barbaachisu.\n\n` +
      eventFacts(e, r) +
      waitWords(w, true) +
      registrationNumber(r),
  }),

  cancelled: (e: English.EventFacts, r: English.RegistrationFacts, c: English.CancelFacts): English.MailText => ({
    subject: `${c.wasWaitlisted ? 'Tarree eegumsaa keessaa baatanii jirtu' : 'Galmeen keessan haqameera'}: ${e.title}`,
    text:
      `${greeting(r.firstName, r.lastName)}\n\n` +
      (c.byStaff
        ? `Hojjettoonni keenya galmee keessan kan "${e.title}" haqaniiru. Kana yoo hin eegne ta'e, maaloo imeelii kanaaf deebii ergaa.`
        : c.wasWaitlisted
          ? `Tarree eegumsaa "${e.title}" keessaa baatanii jirtu.`
          : `Galmeen keessan kan "${e.title}" haqameera, tikeetiin keessanis kana booda hin hojjetu. Iddoo keessan nama biraaf gadhiisuu keessaniif galatoomaa.`) +
      `\n\n${eventWhen(e)}\n\n` +
      `Yeroo galmeen banaa ta'etti, fuula sagantaalee keenyaa irratti irra deebi'anii galmaa'uu dandeessu: ${c.eventsUrl}\n\n` +
      registrationNumber(r),
  }),

  // A calendar shows the event's own clock (the international time); its description carries the Ethiopian date and
  // clock, as the mail does.
  calendar: (e: English.EventFacts) => ({
    title: e.title,
    description: `${e.description}\n\n${eventWhen(e)}`,
    location: e.location,
  }),

  staffReply: (r: English.ReplyFacts): English.MailText => ({
    subject: `Deebii: ${subject(r.subject)}`,
    text:
      `${greeting(r.name)}\n\n${r.reply.trim()}${signature}\n\n` +
      `Ergaa guyyaa ${longDate(r.receivedAt)} nuuf barreessitan:\n${quote(r.message)}\n\nImeelii kanaaf deebii erguu dandeessu; waajjira keenya ni ga'a.`,
  }),

  contactReceived: (m: English.ContactFacts): English.MailText => ({
    subject: `Ergaan keessan nu ga'eera: ${subject(m.subject)}`,
    text:
      `${greeting(m.name)}\n\n${ORG} quunnamuu keessaniif galatoomaa. Ergaa waa'ee "${subject(m.subject)}" ergitan fudhanneerra; dhiheenyatti isin quunnamna.` +
      `${signature}`,
  }),

  decided: (
    a: Pick<English.ApplicationFacts, 'firstName' | 'membershipType'>,
    status: English.Decision,
    d: English.DecisionFacts = {},
  ): English.MailText => {
    if (status === 'approved') {
      const member = d.member
        ? `\n\nLakkoofsi miseensummaa keessanii ${d.member.number} dha. Miseensummaan keessan hanga ${longDate(d.member.validUntil)} hojii irra jira.`
        : '';
      return {
        subject: 'Iyyannoon miseensummaa keessan fudhatameera',
        text: `${greeting(a.firstName)}\n\nBaga nagaan gara ${ORG} dhuftan: ${application(a.membershipType, true)} keessan fudhatameera.${member} Waa'ee sochii miseensotaa fi sagantaalee dhufanii isin beeksifna.\n\n${ORG}`,
      };
    }
    const reason = d.reason ? `\n\nSababni isaa: ${d.reason}` : '';
    return {
      subject: 'Iyyannoo miseensummaa keessan',
      text: `${greeting(a.firstName)}\n\n${AT_ORG} ${appliedAs(a.membershipType)} iyyachuu keessaniif galatoomaa. Yeroo ammaa iyyannoo keessan fudhachuu hin dandeenye.${reason}\n\nKun dogoggora jettanii yoo yaaddan, yookiin nagaheen kaffaltii keessan ifa yoo hin turre, maaloo imeelii kanaaf deebii ergaa yookiin waajjira keenya quunnamaa.\n\n${ORG}`,
    };
  },
};

/** "guyyaa 30 keessatti", "boru", "har'a". */
const endsIn = (days: number) => (days === 0 ? "har'a" : days === 1 ? 'boru' : `guyyaa ${days} keessatti`);

export const reminderMail: typeof English.reminderMail = (r: English.ReminderFacts): English.MailText => {
  const membership = `Miseensummaan ${plan(r.plan)} keessan ${ORG} keessatti (lakkoofsa miseensummaa ${r.number})`;
  const renew = `Fuula "Miseensummaa Koo" irratti haaromsuu dandeessu: ${r.renewUrl}\n\nKaffaltiin haaromsa waggaa tokkoo ${MEMBERSHIP_FEE} dha. Nagahee baankii achumatti olkaa'aa; hojjettoonni keenya guyyoota hojii 3-5 keessatti ni mirkaneessu.`;
  if (r.daysLeft < 0) {
    return {
      subject: 'Yeroon miseensummaa keessanii darbeera',
      text: `${greeting(r.firstName, r.lastName)}\n\n${membership} guyyaa ${longDate(r.validUntil)} xumurameera. Namni waraqaa ragaa keessan amma mirkaneessu yeroon isaa darbuu isaa arga.\n\n${renew}${signature}`,
    };
  }
  return {
    subject: `Miseensummaan keessan ${endsIn(r.daysLeft)} xumurama`,
    text: `${greeting(r.firstName, r.lastName)}\n\n${membership} ${endsIn(r.daysLeft)}, guyyaa ${longDate(r.validUntil)}, xumurama.\n\n${renew}${signature}`,
  };
};

const DETAIL_LABELS: Record<MemberDetailField, string> = {
  firstName: 'Maqaa',
  lastName: 'Maqaa abbaa',
  company: 'Dhaabbata / qonnaa',
  city: 'Magaalaa',
  phone: 'Bilbila',
};

export const memberDetailsMail: typeof English.memberDetailsMail = (d: English.MemberDetailsFacts): English.MailText => {
  const show = (field: MemberDetailField, value: string) => detailValue(field, value) || '-';
  if (d.kind === 'filed') {
    const lines = d.differences.map((x) => `${DETAIL_LABELS[x.field]}: ${show(x.field, x.application)}`).join('\n');
    return {
      subject: 'Teessoo imeelii keessaniin iyyannoon miseensummaa dhiyaateera',
      text:
        `${greeting(d.firstName, d.lastName)}\n\n` +
        `Teessoo imeelii keessaniin ${ORG}f iyyannoon miseensummaa ergameera. ` +
        `Odeeffannoon isaa tokko tokko galmee miseensaa keessanii (lakkoofsa miseensummaa ${d.number}) irraa adda:\n\n${lines}\n\n` +
        `Galmeen miseensaa keessanii hin jijjiiramne. Hojjettoonni keenya osoo hin murteessin dura lachuu wal bira qabanii ilaalu; ` +
        `osoo isinitti hin himin galmee keessan hin jijjiiran.\n\n` +
        `Iyyannoo kana isin yoo hin ergine, maaloo waajjira keenya (${OFFICE}) quunnamaa yookiin imeelii kanaaf deebii ergaa.\n\n` +
        `Lakkoofsa iyyannoo: ${d.applicationId}${signature}`,
    };
  }
  const lines = d.differences
    .map((x) => `${DETAIL_LABELS[x.field]}: ${show(x.field, x.member)} → ${show(x.field, x.application)}`)
    .join('\n');
  return {
    subject: 'Galmeen miseensaa keessanii jijjiirameera',
    text:
      `${greeting(d.firstName, d.lastName)}\n\n` +
      `Hojjettoonni keenya galmee miseensaa keessanii (lakkoofsa miseensummaa ${d.number}) gara odeeffannoo iyyannoo miseensummaa ` +
      `teessoo imeelii keessaniin dhiyaatee (lakkoofsa ${d.applicationId}) jijjiiraniiru:\n\n${lines}\n\n` +
      `Waraqaan ragaa keessan, fuulli waraqaa ragaa mirkaneessuu fi, yoo tarree miseensotaa irratti mul'attan, tarreen miseensotaa amma odeeffannoo kana agarsiisu.\n\n` +
      `Jijjiirama kana isin yoo hin gaafanne, maaloo battaluma waajjira keenya (${OFFICE}) quunnamaa yookiin imeelii kanaaf deebii ergaa.${signature}`,
  };
};
