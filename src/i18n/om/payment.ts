// The Afaan Oromoo counterpart of ../en/payment.ts.
import type { Widen } from '../../../contract/catalog';
import { birrDigits } from '../../../contract/members';
import { DEFAULT_PAYMENT_SETTINGS } from '../../../contract/payment';

type En = typeof import('../en/payment');

/**
 * The words staff keep in Settings, as the site first publishes them, in Afaan Oromoo: shown while the English is
 * still those words. Staff write the Settings in English and Amharic only; once they change the English, an Oromo page
 * shows theirs, marked English.
 */
const FIRST_WORDS: ReadonlyMap<string, string> = new Map([
  [
    DEFAULT_PAYMENT_SETTINGS.instructions,
    'Kaffaltii kana damee baankichaa kamittuu herrega armaan gadii keessa galchaa. Lakkoofsa eenyummeessaa kaffaltii ' +
      "keessanii waraqaa maallaqa galchuu baankii irratti barreessaa, achiis suuraa yookaan sakatta'insa waraqaa sanaa fuula Miseensummaa Koo irratti olkaa'aa.",
  ],
  [
    DEFAULT_PAYMENT_SETTINGS.investor.text,
    "Invastaroonni qonnaa lafa bal'aa irratti kaasaavaa misoomsan yookaan misoomsuuf karoorfatan waliigaltee mataa " +
      "isaanii waldaa waliin godhaniin miseensa ta'u: erga iyyannoo keessan dubbisnee booda, kaffaltii waggaa irratti isin waliin waliigalla.",
  ],
]);

export const payment: Widen<En['payment']> = {
  title: 'Akkaataa kaffaltii',
  amount: 'Hamma kaffalamu',
  birr: (amount: number) => `${birrDigits(amount)} Birrii`,
  oneYear: 'waggaa tokkoof',
  priceOnRequest: 'Gatiin gaaffii irratti himama',
  priceOnRequestNote: 'Erga iyyannoo keessan dubbisnee booda, waajjirri keenya hamma kaffaltii isinitti hima.',
  reference: 'Lakkoofsa eenyummeessaa kaffaltii (ref.)',
  referenceHelp: "Akka kaffaltiin kun kan keessan ta'e beeknuuf, waraqaa maallaqa galchuu baankii irratti barreessaa.",
  referenceLater:
    'Yeroo iyyattan lakkoofsa eenyummeessaa kaffaltii mataa keessanii argattu: waraqaa maallaqa galchuu baankii irratti barreessaa.',
  accountsTitle: 'Herrega itti kaffaltan',
  bank: 'Baankii',
  branch: 'Damee',
  accountName: 'Maqaa herregaa',
  accountNumber: 'Lakkoofsa herregaa',
  noAccount:
    'Herrega baankii waajjirri keenya isiniif kenna: +251 11 555 0142 irratti bilbilaa yookaan teessoo info@cassava.org.et irratti barreessaa.',
  continueAt:
    "Erga kaffaltanii booda, suuraa waraqaa maallaqa galchuu baankii fuula Miseensummaa Koo irratti, imeelii ittiin iyyattaniin olkaa'aa:",
  myMembership: 'Miseensummaa Koo',
  follow:
    "Iyyannoo keessan hordofuuf, lakkoofsa eenyummeessaa kaffaltii keessanii irra deebi'anii argachuuf yookaan nagahee biraa erguuf, fuula Miseensummaa Koo imeelii ittiin iyyattaniin banaa:",
  /** Staff keep these words in English and Amharic only: an Oromo page shows the English (decision 034), in Oromo
   * while it is still the first published words. */
  inLanguage: (words: { en: string; am: string }) => FIRST_WORDS.get(words.en) ?? words.en,
};
