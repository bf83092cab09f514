// The Afaan Oromoo counterpart of ../en/payment.ts.
import type { Widen } from '../../../contract/catalog';
import { birrDigits } from '../../../contract/members';

type En = typeof import('../en/payment');

export const payment: Widen<En['payment']> = {
  title: 'Akkaataa kaffaltii',
  amount: 'Hamma kaffalamu',
  birr: (amount: number) => `${birrDigits(amount)} Birrii`,
  oneYear: 'waggaa tokkoof',
  priceOnRequest: "Waliigalteedhaan murtaa'a",
  priceOnRequestNote: 'Erga iyyannoo keessan dubbisnee booda, waajjirri keenya hamma kaffaltii isinitti hima.',
  reference: 'Lakkoofsa eenyummeessaa kaffaltii',
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
};
