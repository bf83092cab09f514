// The Afaan Oromoo counterpart of ../en/assembly.ts.
import type { Widen } from '../../../contract/catalog';

type En = typeof import('../en/assembly');

/** The registration dialog's end: a seat (the ticket is mailed), the waiting list, or registration closed. */
export const registered: Widen<En['registered']> = {
  waitlistedTitle: 'Tarree eegumsaa irra jirtu',
  waitlistedBody: (place: number | null) =>
    `${place ? `Tarree eegumsaa irratti sadarkaan keessan ${place}ffaa dha. ` : ''}Yeroo iddoon bilisa ta'u imeeliidhaan isin beeksifna.`,
  closedTitle: 'Galmeen cufameera',
  closedBody: 'Galmeen sagantaa kanaa cufameera.',
  waitlistedMail: 'Imeelii odeeffannoo guutuu fi liinkii tarree eegumsaa irraa ittiin baatan qabu isinii ergineerra.',
  confirmedMail:
    "Galmooftaniif galatoomaa. Tikeetiin keessan fi affeerraan kaalaandarii imeelii keessaniin isin ga'u: maaloo imeelii keessan ilaalaa.",
  pageTitle: (title: string) => `Galmee: ${title}`,
  pageMetaDescription: "Sagantaa Waldaa Kaasaavaa Itoophiyaaf galmaa'aa.",
  resultMetaDescription: 'Galmee sagantaa Waldaa Kaasaavaa Itoophiyaaf godhattan.',
  notFoundTitle: 'Sagantaan hin argamne',
  notFoundText: 'Sagantaan kun hin jiru yookaan amma hin argamu.',
  allEvents: 'Sagantaalee hunda ilaalaa',
};

export const ticket: Widen<En['ticket']> = {
  title: 'Tikeetii keessan',
  metaDescription: 'Tikeetii keessan kan sagantaa Waldaa Kaasaavaa Itoophiyaa.',
  loading: "Tikeetiin fe'amaa jira…",
  failed: "Tikeetiin fe'amuu hin dandeenye.",
  retry: "Irra deebi'aa yaalaa",
  notFound: 'Tikeetiin koodii kana qabu hin jiru. Maaloo liinkiin guutummaatti garagalfamuu isaa mirkaneeffadhaa.',
  qrAlt: (code: string) => `Koodii QR tikeetii ${code}`,
  code: 'Koodii tikeetii',
  name: 'Maqaa',
  organization: 'Dhaabbata',
  attendees: 'Hirmaattota',
  event: 'Sagantaa',
  day: 'Guyyaa',
  time: "Sa'aatii",
  place: 'Bakka',
  status: 'Haala',
  statuses: {
    confirmed: "Mirkanaa'eera: balbala irratti kana agarsiisaa",
    waitlisted: 'Tarree eegumsaa irra: ammaaf iddoo hin qabu',
    cancelled: 'Haqameera',
    checkedIn: 'Seeneera',
  },
  groupTitle: (n: number) => `Tikeetiiwwan ${n}, nama tokkoof tokko`,
  groupHint: 'Tikeetiin tokko nama tokko al tokko qofa seensisa. Balbala irratti nama hundaaf koodii QR isaa agarsiisaa.',
  person: (position: number, name: string | null) => `${position}. ${name ?? `Keessummaa ${position}`}`,
  offline: 'Fuulli kun bilbila keessan irratti kuufama; interneetii malees ni banama.',
};

export const cancel: Widen<En['cancel']> = {
  title: 'Galmee haquu',
  metaDescription: 'Galmee sagantaa Waldaa Kaasaavaa Itoophiyaaf godhattan haqaa.',
  loading: "Liinkiin galmee haquu mirkanaa'aa jira…",
  noToken:
    "Fuulli kun liinkii galmee haquu imeelii keessaniin isin ga'e barbaada. Maaloo liinkii imeelii sana keessa jiru irra deebi'aa banaa.",
  question: 'Galmee kana haquu barbaaddu?',
  event: 'Sagantaa',
  day: 'Guyyaa',
  time: "Sa'aatii",
  place: 'Bakka',
  name: 'Maqaa',
  attendees: 'Hirmaattota',
  confirm: 'Eeyyee, galmeen koo haa haqamu',
  cancelling: 'Haqamaa jira…',
  keep: 'Galmeen koo haa turu',
  kept: 'Galmeen keessan hin haqamne. Fuula kana cufuu dandeessu.',
  cancelledTitle: 'Galmeen keessan haqameera',
  cancelledText: 'Iddoowwan keessan namoota tarree eegumsaa irra jiraniif kennamu. Waan nu beeksiftaniif galatoomaa.',
  failed: 'Galmeen haqamuu hin dandeenye.',
  retry: "Irra deebi'aa yaalaa",
  toEvents: 'Sagantaalee ilaalaa',
};
