// The Amharic counterpart of ../en/assembly.ts.
import type { Widen } from '../../../contract/catalog';

type En = typeof import('../en/assembly');

/** The registration dialog's end: a seat (the ticket is mailed), the waiting list, or registration closed. */
export const registered: Widen<En['registered']> = {
  waitlistedTitle: 'በተጠባባቂ ዝርዝር ላይ ነዎት',
  waitlistedBody: (place: number | null) => `${place ? `በተጠባባቂ ዝርዝሩ ላይ ${place}ኛ ነዎት። ` : ''}ቦታ ሲለቀቅ በኢሜይል እናሳውቅዎታለን።`,
  closedTitle: 'ምዝገባው ተዘግቷል',
  closedBody: 'የዚህ ዝግጅት ምዝገባ ተዘግቷል።',
  waitlistedMail: 'ዝርዝሩንና ከተጠባባቂ ዝርዝሩ የሚወጡበትን አገናኝ የያዘ ኢሜይል ልከንልዎታል።',
  confirmedMail: 'ስለተመዘገቡ እናመሰግናለን። የመግቢያ ትኬትዎና የቀን መቁጠሪያ ግብዣ በኢሜይል ይደርስዎታል፤ እባክዎ ኢሜይልዎን ይመልከቱ።',
  pageTitle: (title: string) => `ምዝገባ፦ ${title}`,
  pageMetaDescription: 'ለኢትዮጵያ ካሳቫ ማህበር ዝግጅት ይመዝገቡ።',
  resultMetaDescription: 'ለኢትዮጵያ ካሳቫ ማህበር ዝግጅት ያደረጉት ምዝገባ።',
  notFoundTitle: 'ዝግጅቱ አልተገኘም',
  notFoundText: 'ይህ ዝግጅት የለም ወይም ከአሁን በኋላ አይገኝም።',
  allEvents: 'ሁሉንም ዝግጅቶች ይመልከቱ',
};

export const ticket: Widen<En['ticket']> = {
  title: 'የመግቢያ ትኬትዎ',
  metaDescription: 'ለኢትዮጵያ ካሳቫ ማህበር ዝግጅት የመግቢያ ትኬትዎ።',
  loading: 'የመግቢያ ትኬቱ በመጫን ላይ…',
  failed: 'የመግቢያ ትኬቱን መጫን አልተቻለም።',
  retry: 'እንደገና ይሞክሩ',
  notFound: 'ይህ ኮድ ያለው የመግቢያ ትኬት የለም። እባክዎ አገናኙ ሙሉ በሙሉ መቅዳቱን ያረጋግጡ።',
  qrAlt: (code: string) => `የመግቢያ ትኬት ${code} ኮድ ምስል`,
  code: 'የመግቢያ ትኬት ኮድ',
  name: 'ስም',
  organization: 'ድርጅት',
  attendees: 'ተሳታፊዎች',
  event: 'ዝግጅት',
  day: 'ቀን',
  time: 'ሰዓት',
  place: 'ቦታ',
  status: 'ሁኔታ',
  statuses: {
    confirmed: 'ተረጋግጧል፦ በመግቢያው ላይ ይህን ያሳዩ',
    waitlisted: 'በተጠባባቂ ዝርዝር ላይ፦ ገና ቦታ የለውም',
    cancelled: 'ተሰርዟል',
    checkedIn: 'መግቢያው ተረጋግጧል',
  },
  groupTitle: (n: number) => `${n} የመግቢያ ትኬቶች፣ ለእያንዳንዱ ተሳታፊ አንድ`,
  groupHint: 'እያንዳንዱ የመግቢያ ትኬት አንድን ሰው አንድ ጊዜ ያስገባል። በመግቢያው ላይ ለእያንዳንዱ ሰው የራሱን ኮድ ያሳዩ።',
  person: (position: number, name: string | null) => `${position}ኛ፦ ${name ?? `እንግዳ ${position}`}`,
  offline: 'ይህ ገጽ በስልክዎ ላይ ይቀመጣል፤ ያለ ኢንተርኔት ግንኙነትም ይከፈታል።',
};

export const cancel: Widen<En['cancel']> = {
  title: 'ምዝገባ መሰረዝ',
  metaDescription: 'ለኢትዮጵያ ካሳቫ ማህበር ዝግጅት ያደረጉትን ምዝገባ ይሰርዙ።',
  loading: 'የመሰረዣ አገናኙ በመረጋገጥ ላይ…',
  noToken: 'ይህ ገጽ በኢሜይልዎ የደረሰውን የመሰረዣ አገናኝ ይፈልጋል። እባክዎ በኢሜይሉ ውስጥ ያለውን አገናኝ እንደገና ይክፈቱ።',
  question: 'ይህን ምዝገባ መሰረዝ ይፈልጋሉ?',
  event: 'ዝግጅት',
  day: 'ቀን',
  time: 'ሰዓት',
  place: 'ቦታ',
  name: 'ስም',
  attendees: 'ተሳታፊዎች',
  confirm: 'አዎ፣ ምዝገባዬ ይሰረዝ',
  cancelling: 'በመሰረዝ ላይ…',
  keep: 'ምዝገባዬ ይቆይ',
  kept: 'ምዝገባዎ ተጠብቋል። ይህን ገጽ መዝጋት ይችላሉ።',
  cancelledTitle: 'ምዝገባዎ ተሰርዟል',
  cancelledText: 'ቦታዎ በተጠባባቂ ዝርዝር ላይ ላሉ ሰዎች ይሰጣል። ስላሳወቁን እናመሰግናለን።',
  failed: 'ምዝገባውን መሰረዝ አልተቻለም።',
  retry: 'እንደገና ይሞክሩ',
  toEvents: 'ዝግጅቶቹን ይመልከቱ',
};
