// The Afaan Oromoo words of the member's PDFs: the same as server/messages/documents.ts, for a member who uses the Oromo
// site. The Ethiopian date comes first (ALI), the Gregorian one beneath it (ALA). Only types come from the English module.

import { birrDigits } from '../../../contract/members';
import { ethiopianDate, gregorianDate } from '../../../contract/om/dates';
import { planTitle } from '../../../contract/om/plans';
import { SITE_NAME } from '../../../contract/om/site';
import type { DocumentWords } from '../documents';

export const documentWords: DocumentWords = {
  org: SITE_NAME,
  address: 'ICT Park, Kutaa Magaalaa Boolee, Finfinnee, Itoophiyaa · info@cassava.org.et · +251 11 555 0142',
  day: (day) => [ethiopianDate(day), gregorianDate(day)],
  plan: (type) => planTitle(type),
  birr: (amount) => `${birrDigits(amount)} Birrii`,

  certificate: {
    title: 'Waraqaa Ragaa Miseensummaa',
    certifies: 'Waraqaan ragaa kun',
    isMember: (plan) => `miseensa ${plan} ${SITE_NAME} ta'uu isaanii ni mirkaneessa.`,
    number: 'Lakkoofsa miseensummaa',
    plan: 'Karoora miseensummaa',
    validFrom: 'Guyyaa jalqabaa',
    validUntil: 'Guyyaa xumuraa',
    issued: (day) => `Guyyaa kenname: ${ethiopianDate(day)}`,
    scan: "Waraqaa ragaa kana mirkaneessuuf koodii kana sakatta'aa",
    subject: (number) => `Waraqaa ragaa miseensummaa ${number}`,
  },

  acknowledgement: {
    title: 'Mirkaneessa Kaffaltii',
    thanks: `Kaffaltii miseensummaa armaan gadii ${SITE_NAME}f kaffalame galateeffachaa fudhachuu keenya ni mirkaneessina.`,
    receivedFrom: 'Kan kaffale',
    number: 'Lakkoofsa miseensummaa',
    amount: 'Hanga kaffalame',
    plan: 'Karoora miseensummaa',
    period: 'Yeroo miseensummaa',
    periodText: (from, until) => `${ethiopianDate(from)} irraa hanga ${ethiopianDate(until)}`,
    periodEthiopian: (from, until) => `(${gregorianDate(from)} – ${gregorianDate(until)})`,
    approved: "Guyyaa mirkanaa'e",
    printed: (day) => `Guyyaa maxxanfame: ${ethiopianDate(day)}`,
    footer: 'Mirkaneessi kun kan kenname yeroo hojjettoonni waldichaa kaffaltii mirkaneessanitti.',
  },

  badges: {
    title: (event) => `Baajii maqaa: ${event}`,
  },
};
