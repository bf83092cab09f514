// The Amharic words of the mails a visitor gets: the same mails as server/messages/mail.ts, for a person who used the
// Amharic site. Only types come from the English module, never its words.

import { CONTACT_SUBJECT_LABELS } from '../../../contract/am/contactSubjects';
import { eventTime, longDate } from '../../../contract/am/dates';
import { MEMBERSHIP_FEE, planTitle } from '../../../contract/am/plans';
import { birrDigits, type MemberDetailField } from '../../../contract/members';
import { detailValue, mailName, quote } from '../../platform/mailName';
import type * as English from '../mail';
import type {
  ApplicationFacts,
  CancelFacts,
  ContactFacts,
  Decision,
  DecisionFacts,
  EventFacts,
  MailText,
  MemberDetailsFacts,
  PaymentFacts,
  RegistrationFacts,
  ReminderFacts,
  ReplyFacts,
  TicketFacts,
  VisitorMails,
  WaitlistFacts,
} from '../mail';

/** The association's name without its leading የ, for the forms that start with another letter (ለ…, ወደ…). */
const ORG_STEM = 'ኢትዮጵያ ካሳቫ ማህበር';
const ORG = `የ${ORG_STEM}`;
export const signature = `\n\n${ORG}\nአይሲቲ ፓርክ፣ ቦሌ ክፍለ ከተማ፣ አዲስ አበባ፣ ኢትዮጵያ\ninfo@cassava.org.et · +251 11 555 0142`;

/** The application by what was applied for, with the plan titles of the Amharic site: "የአርሶ አደር አባልነት ማመልከቻ". */
const application = (type: string) => (type === 'farm-investor' ? `${planTitle(type)} ማመልከቻ` : `የ${planTitle(type)} አባልነት ማመልከቻ`);
/** What the person applied for, as "ለማህበሩ … ስላመለከቱ" says it (a farm investor applies as one, not for a plan). */
const appliedFor = (type: string) => (type === 'farm-investor' ? 'በእርሻ ባለሀብትነት' : `የ${planTitle(type)} አባልነት`);

/** The contact form's subject (stored in English, as the form sends it) as the Amharic form names it. */
const subject = (s: string) => (CONTACT_SUBJECT_LABELS as Record<string, string>)[s] ?? s;

/** "ውድ <ስም>፣", or a greeting without a name when nothing of it is left. */
const greeting = (...parts: string[]) => {
  const name = mailName(...parts);
  return name ? `ውድ ${name}፣` : 'ጤና ይስጥልኝ፣';
};

/** "ቀን፦ …" and, when the event has one, "ሰዓት፦ …". */
const eventWhen = (e: Pick<EventFacts, 'date' | 'time'>) => {
  const time = eventTime(e.time);
  return `ቀን፦ ${longDate(e.date)}${time ? `\nሰዓት፦ ${time}` : ''}`;
};

/** The ticket part of a confirmed registration's mail. */
/** «እንግዳ 2»: ስሙ ያልተሰጠ፣ ከሌላ ሰው ጋር የተመዘገበ ተሳታፊ። */
export const guestName: typeof English.guestName = (position) => `እንግዳ ${position}`;

const ticketWords = (t: TicketFacts) =>
  (t.people.length > 1
    ? `ለእያንዳንዱ ተሳታፊ አንድ የመግቢያ ትኬት (${t.people.length})፤ እያንዳንዱ ትኬት አንድ ሰው አንድ ጊዜ ያስገባል፦\n\n` +
      t.people.map((p) => `${p.position}. ${p.name}፦ ${p.code}\n\n`).join('') +
      `በመግቢያው ላይ የእያንዳንዱን ተሳታፊ ኮድ ከዚህ ኢሜይል፣ ወይም ሁሉንም የሚያሳየውን የመግቢያ ትኬትዎን ገጽ ያሳዩ፦\n${t.ticketUrl}\n\n`
    : `የመግቢያ ትኬትዎ ኮድ፦ ${t.code}\n\n` + `በመግቢያው ላይ በዚህ ኢሜይል ውስጥ ያለውን ኮድ ወይም የመግቢያ ትኬትዎን ገጽ ያሳዩ፦\n${t.ticketUrl}\n\n`) +
  `የቀን መቁጠሪያ ግብዣ ከዚህ ኢሜይል ጋር ተያይዟል።\n\n` +
  `መምጣት ካልቻሉ፣ በተጠባባቂ ዝርዝሩ ላይ ያለ ሌላ ሰው ቦታዎን እንዲያገኝ እባክዎ በዚህ አገናኝ ምዝገባዎን ይሰርዙ፦\n${t.cancelUrl}\n\n`;

/** "22,000 ብር", or that the fee is agreed with the association (a farm investor without a set price). */
const amountWords = (feeBirr: number | null) => (feeBirr === null ? 'በስምምነት፤ መጠኑን ጽሕፈት ቤታችን ይነግርዎታል' : `${birrDigits(feeBirr)} ብር`);

/** How to pay: the amount, the reference for the slip, the accounts and the association's instructions. */
const paymentWords = (p: PaymentFacts) =>
  `የክፍያ መመሪያ\n` +
  `የክፍያ መጠን፦ ${amountWords(p.feeBirr)} (ለአንድ ዓመት)\n` +
  `የክፍያ ማጣቀሻ ቁጥር (በባንክ ማስገቢያ ቅጹ ላይ ይጻፉት)፦ ${p.reference}\n` +
  (p.accounts.length === 0
    ? `የባንክ ሂሳብ፦ ጽሕፈት ቤታችን ይነግርዎታል (info@cassava.org.et · +251 11 555 0142)።\n`
    : p.accounts.map((b) => `ባንክ፦ ${b.bank}፣ ${b.branch} ቅርንጫፍ\nየሂሳቡ ስም፦ ${b.accountName}\nየሂሳብ ቁጥር፦ ${b.accountNumber}\n`).join('\n')) +
  `\n${p.instructions}\n\n`;

export const visitorMails: VisitorMails = {
  applicationReceived: (a: ApplicationFacts, p: PaymentFacts): MailText => ({
    subject: `${application(a.membershipType)}ዎ ደርሶናል`,
    text:
      `${greeting(a.firstName, a.lastName)}\n\n` +
      `ለ${ORG_STEM} ${appliedFor(a.membershipType)} ስላመለከቱ እናመሰግናለን። ` +
      `ቡድናችን ማመልከቻዎን በ3-5 የሥራ ቀናት ውስጥ ይገመግማል።\n\n` +
      paymentWords(p) +
      `የክፍያ ደረሰኝዎን እስካሁን ካልጫኑ፣ «የእኔ አባልነት» ገጽን በዚህ ኢሜይል አድራሻ ከፍተው እዚያ ይጫኑት፦\n${p.accountUrl}\n\n` +
      `የማመልከቻዎ ቁጥር፦ ${a.id}${signature}`,
  }),

  receiptReceived: (a: ApplicationFacts): MailText => ({
    subject: 'የክፍያ ደረሰኝዎ ደርሶናል',
    text:
      `${greeting(a.firstName, a.lastName)}\n\n` +
      `ለ${application(a.membershipType).replace(/^የ/, '')}ዎ የላኩትን የክፍያ ደረሰኝ ተቀብለናል። ` +
      `ማመልከቻዎ አሁን ተሟልቷል፤ ቡድናችን በ3-5 የሥራ ቀናት ውስጥ ይገመግመዋል።\n\n` +
      `የማመልከቻዎ ቁጥር፦ ${a.id}${signature}`,
  }),

  registered: (e: EventFacts, r: RegistrationFacts, t: TicketFacts): MailText => ({
    subject: `ተመዝግበዋል፦ ${e.title}`,
    text:
      `${greeting(r.firstName, r.lastName)}\n\n` +
      `ለ«${e.title}» ስለተመዘገቡ እናመሰግናለን። ቦታዎ ተረጋግጧል።\n\n` +
      `${eventWhen(e)}\nቦታ፦ ${e.location}\nተሳታፊዎች፦ ${r.attendees}\n\n` +
      ticketWords(t) +
      `የምዝገባዎ ቁጥር፦ ${r.id}${signature}`,
  }),

  promoted: (e: EventFacts, r: RegistrationFacts, t: TicketFacts): MailText => ({
    subject: `ቦታ አግኝተዋል፦ ${e.title}`,
    text:
      `${greeting(r.firstName, r.lastName)}\n\n` +
      `መልካም ዜና፦ ለ«${e.title}» አንድ ቦታ ተለቋል፤ ቦታው የእርስዎ ነው። ከእንግዲህ በተጠባባቂ ዝርዝሩ ላይ አይደሉም።\n\n` +
      `${eventWhen(e)}\nቦታ፦ ${e.location}\nተሳታፊዎች፦ ${r.attendees}\n\n` +
      ticketWords(t) +
      `የምዝገባዎ ቁጥር፦ ${r.id}${signature}`,
  }),

  waitlisted: (e: EventFacts, r: RegistrationFacts, w: WaitlistFacts): MailText => ({
    subject: `በተጠባባቂ ዝርዝር ላይ ነዎት፦ ${e.title}`,
    text:
      `${greeting(r.firstName, r.lastName)}\n\n` +
      `ለ«${e.title}» ስለተመዘገቡ እናመሰግናለን። ሁሉም ቦታዎች ስለተያዙ በተጠባባቂ ዝርዝሩ ላይ ተመዝግበዋል፤ ተራዎ ${w.position}ኛ ነው።\n\n` +
      `${eventWhen(e)}\nቦታ፦ ${e.location}\nተሳታፊዎች፦ ${r.attendees}\n\n` +
      `ቦታ ሲለቀቅልዎ የመግቢያ ትኬትዎን ወዲያውኑ በኢሜይል እንልክልዎታለን። እባክዎ ያለ መግቢያ ትኬት አይምጡ።\n\n` +
      `ቦታ የማይፈልጉ ከሆነ፣ በዚህ አገናኝ ከተጠባባቂ ዝርዝሩ ይውጡ፦\n${w.cancelUrl}\n\n` +
      `የምዝገባዎ ቁጥር፦ ${r.id}${signature}`,
  }),

  registeredAgain: (e: EventFacts, r: RegistrationFacts, t: TicketFacts): MailText => ({
    subject: `ምዝገባዎ፦ ${e.title}`,
    text:
      `${greeting(r.firstName, r.lastName)}\n\n` +
      `አንድ ሰው ይህን የኢሜይል አድራሻ ለ«${e.title}» እንደገና ለማስመዝገብ ጠይቋል። ይህ አድራሻ አስቀድሞ ተመዝግቧል፤ ` +
      `ስለዚህ ምንም አልተለወጠም። የምዝገባዎ ዝርዝር እንደገና ይኸውና። እርስዎ ካልጠየቁ ምንም ማድረግ አያስፈልግዎትም።\n\n` +
      `${eventWhen(e)}\nቦታ፦ ${e.location}\nተሳታፊዎች፦ ${r.attendees}\n\n` +
      ticketWords(t) +
      `በቀድሞ ኢሜይሎች ውስጥ ያለው የመሰረዣ አገናኝ ከእንግዲህ አይሠራም፤ በዚህ ኢሜይል ውስጥ ያለውን ይጠቀሙ።\n\n` +
      `የምዝገባዎ ቁጥር፦ ${r.id}${signature}`,
  }),

  waitlistedAgain: (e: EventFacts, r: RegistrationFacts, w: WaitlistFacts): MailText => ({
    subject: `በተጠባባቂ ዝርዝሩ ላይ ያለዎት ተራ፦ ${e.title}`,
    text:
      `${greeting(r.firstName, r.lastName)}\n\n` +
      `አንድ ሰው ይህን የኢሜይል አድራሻ ለ«${e.title}» እንደገና ለማስመዝገብ ጠይቋል። ይህ አድራሻ አስቀድሞ በተጠባባቂ ዝርዝሩ ላይ ነው፤ ` +
      `ስለዚህ ምንም አልተለወጠም። ተራዎ ${w.position}ኛ ነው። እርስዎ ካልጠየቁ ምንም ማድረግ አያስፈልግዎትም።\n\n` +
      `${eventWhen(e)}\nቦታ፦ ${e.location}\nተሳታፊዎች፦ ${r.attendees}\n\n` +
      `ቦታ ሲለቀቅልዎ የመግቢያ ትኬትዎን ወዲያውኑ በኢሜይል እንልክልዎታለን። እባክዎ ያለ መግቢያ ትኬት አይምጡ።\n\n` +
      `ቦታ የማይፈልጉ ከሆነ፣ በዚህ አገናኝ ከተጠባባቂ ዝርዝሩ ይውጡ (በቀድሞ ኢሜይሎች ውስጥ ያለው ከእንግዲህ አይሠራም)፦\n${w.cancelUrl}\n\n` +
      `የምዝገባዎ ቁጥር፦ ${r.id}${signature}`,
  }),

  cancelled: (e: EventFacts, r: RegistrationFacts, c: CancelFacts): MailText => ({
    subject: `${c.wasWaitlisted ? 'ከተጠባባቂ ዝርዝሩ ወጥተዋል' : 'ምዝገባዎ ተሰርዟል'}፦ ${e.title}`,
    text:
      `${greeting(r.firstName, r.lastName)}\n\n` +
      (c.byStaff
        ? `ለ«${e.title}» ያደረጉትን ምዝገባ ሠራተኞቻችን ሰርዘውታል። ይህን ያልጠበቁ ከሆነ፣ እባክዎ ለዚህ ኢሜይል ምላሽ ይላኩ።`
        : c.wasWaitlisted
          ? `ከ«${e.title}» የተጠባባቂ ዝርዝር ወጥተዋል።`
          : `ለ«${e.title}» ያደረጉት ምዝገባ ተሰርዟል፤ የመግቢያ ትኬትዎ ከእንግዲህ አያገለግልም። ቦታዎን ለሌላ ሰው ስለለቀቁ እናመሰግናለን።`) +
      `\n\n${eventWhen(e)}\n\n` +
      `ምዝገባ ክፍት እስከሆነ ድረስ በዝግጅቶች ገጻችን እንደገና መመዝገብ ይችላሉ፦ ${c.eventsUrl}\n\n` +
      `የምዝገባዎ ቁጥር፦ ${r.id}${signature}`,
  }),

  // A calendar shows the event's own clock (the international time); its description carries the Ethiopian date and
  // clock, as the mail does.
  calendar: (e: EventFacts) => ({
    title: e.title,
    description: `${e.description}\n\n${eventWhen(e)}`,
    location: e.location,
  }),

  staffReply: (r: ReplyFacts): MailText => ({
    subject: `ምላሽ፦ ${subject(r.subject)}`,
    text:
      `${greeting(r.name)}\n\n${r.reply.trim()}${signature}\n\n` +
      `${longDate(r.receivedAt)} የላኩልን መልእክት፦\n${quote(r.message)}\n\nለዚህ ኢሜይል ምላሽ መላክ ይችላሉ፤ ቢሯችን ይደርሳል።`,
  }),

  contactReceived: (m: ContactFacts): MailText => ({
    subject: `መልእክትዎ ደርሶናል፦ ${subject(m.subject)}`,
    text: `${greeting(m.name)}\n\n${ORG}ን ስላገኙ እናመሰግናለን። ስለ «${subject(m.subject)}» የላኩትን መልእክት ተቀብለናል፤ በቅርቡ እናገኝዎታለን።` + `${signature}`,
  }),

  decided: (a: Pick<ApplicationFacts, 'firstName' | 'membershipType'>, status: Decision, d: DecisionFacts = {}): MailText => {
    if (status === 'approved') {
      const member = d.member ? `\n\nየአባልነት ቁጥርዎ ${d.member.number} ነው። አባልነትዎ እስከ ${longDate(d.member.validUntil)} ድረስ ያገለግላል።` : '';
      return {
        subject: 'የአባልነት ማመልከቻዎ ጸድቋል',
        text: `${greeting(a.firstName)}\n\nእንኳን ወደ ${ORG_STEM} በደህና መጡ። ${application(a.membershipType)}ዎ ጸድቋል።${member} ስለ አባላት እንቅስቃሴዎችና ስለ መጪ ዝግጅቶች እናሳውቅዎታለን።\n\n${ORG}`,
      };
    }
    const reason = d.reason ? `\n\nምክንያቱ፦ ${d.reason}` : '';
    return {
      subject: 'የአባልነት ማመልከቻዎ',
      text: `${greeting(a.firstName)}\n\nለ${ORG_STEM} ${appliedFor(a.membershipType)} ስላመለከቱ እናመሰግናለን። ማመልከቻዎን በአሁኑ ጊዜ ማጽደቅ አልቻልንም።${reason}\n\nይህ ስህተት ነው ብለው ካሰቡ፣ ወይም የክፍያ ደረሰኝዎ ግልጽ ካልነበረ፣ እባክዎ ለዚህ ኢሜይል ምላሽ ይላኩ ወይም ቢሯችንን ያግኙ።\n\n${ORG}`,
    };
  },
};

/** "በ30 ቀን ውስጥ", "ነገ", "ዛሬ". */
const endsIn = (days: number) => (days === 0 ? 'ዛሬ' : days === 1 ? 'ነገ' : `በ${days} ቀን ውስጥ`);
/** "የአርሶ አደር": a plan title as the owner of what follows (የእርሻ ባለሀብት already starts with የ). */
const ofPlan = (type: string) => (planTitle(type).startsWith('የ') ? planTitle(type) : `የ${planTitle(type)}`);

export const reminderMail: typeof English.reminderMail = (r: ReminderFacts): MailText => {
  const membership = `${ORG} ${ofPlan(r.plan)} አባልነትዎ (የአባልነት ቁጥር ${r.number})`;
  const renew = `አባልነትዎን በ«የእኔ አባልነት» ገጽ ማደስ ይችላሉ፦ ${r.renewUrl}\n\nየአንድ ዓመት እድሳት ክፍያ ${MEMBERSHIP_FEE} ነው። የባንክ ደረሰኙን እዚያው ይጫኑ፤ ሠራተኞቻችን በ3-5 የሥራ ቀናት ውስጥ ይገመግሙታል።`;
  if (r.daysLeft < 0) {
    return {
      subject: 'አባልነትዎ አብቅቷል',
      text: `${greeting(r.firstName)}\n\n${membership} በ${longDate(r.validUntil)} አብቅቷል። ከእንግዲህ የምስክር ወረቀትዎን የሚያረጋግጥ ሰው አባልነትዎ ማብቃቱን ያያል።\n\n${renew}${signature}`,
    };
  }
  return {
    subject: `አባልነትዎ ${endsIn(r.daysLeft)} ያበቃል`,
    text: `${greeting(r.firstName)}\n\n${membership} ${endsIn(r.daysLeft)}፣ በ${longDate(r.validUntil)}፣ ያበቃል።\n\n${renew}${signature}`,
  };
};

const DETAIL_LABELS: Record<MemberDetailField, string> = {
  firstName: 'ስም',
  lastName: 'የአባት ስም',
  company: 'ድርጅት',
  city: 'ከተማ',
  phone: 'ስልክ',
};
const OFFICE = 'info@cassava.org.et · +251 11 555 0142';

export const memberDetailsMail: typeof English.memberDetailsMail = (d: MemberDetailsFacts): MailText => {
  const show = (field: MemberDetailField, value: string) => detailValue(field, value) || '-';
  if (d.kind === 'filed') {
    const lines = d.differences.map((x) => `${DETAIL_LABELS[x.field]}፦ ${show(x.field, x.application)}`).join('\n');
    return {
      subject: 'በኢሜይል አድራሻዎ የአባልነት ማመልከቻ ቀርቧል',
      text:
        `${greeting(d.firstName, d.lastName)}\n\n` +
        `በኢሜይል አድራሻዎ ለ${ORG_STEM} የአባልነት ማመልከቻ ቀርቧል። ` +
        `በማመልከቻው ያለው አንዳንድ መረጃ ከአባል መዝገብዎ (የአባልነት ቁጥር ${d.number}) ይለያል፦\n\n${lines}\n\n` +
        `የአባል መዝገብዎ አልተቀየረም። ሠራተኞቻችን ሁለቱን አወዳድረው ይወስናሉ፤ ሳያሳውቁዎ መዝገብዎን አይቀይሩም።\n\n` +
        `ይህን ማመልከቻ እርስዎ ካላቀረቡ፣ እባክዎ ቢሯችንን ያግኙ (${OFFICE}) ወይም ለዚህ ኢሜይል ምላሽ ይላኩ።\n\n` +
        `የማመልከቻው ማጣቀሻ፦ ${d.applicationId}${signature}`,
    };
  }
  const lines = d.differences
    .map((x) => `${DETAIL_LABELS[x.field]}፦ ${show(x.field, x.member)} → ${show(x.field, x.application)}`)
    .join('\n');
  return {
    subject: 'የአባል መዝገብዎ ተቀይሯል',
    text:
      `${greeting(d.firstName, d.lastName)}\n\n` +
      `ሠራተኞቻችን የአባል መዝገብዎን (የአባልነት ቁጥር ${d.number}) በኢሜይል አድራሻዎ በቀረበ የአባልነት ማመልከቻ ` +
      `(ማጣቀሻ ${d.applicationId}) መረጃ ቀይረዋል፦\n\n${lines}\n\n` +
      `የምስክር ወረቀትዎ፣ የምስክር ወረቀት ማረጋገጫ ገጹ እና (ከተዘረዘሩ) የአባላት ማውጫው አሁን ይህን መረጃ ያሳያሉ።\n\n` +
      `ይህን ለውጥ እርስዎ ካልጠየቁ፣ እባክዎ ወዲያውኑ ቢሯችንን ያግኙ (${OFFICE}) ወይም ለዚህ ኢሜይል ምላሽ ይላኩ።${signature}`,
  };
};
