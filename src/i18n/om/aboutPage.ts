// The Afaan Oromoo counterpart of ../en/aboutPage.ts.
import type { Widen } from '../../../contract/catalog';

type En = typeof import('../en/aboutPage');

export const aboutPage: Widen<En['aboutPage']> = {
  title: "Waa'ee Keenya",
  metaDescription:
    "Ergama, mul'ata, seenaa, milkaa'ina fi bu'aa Waldaa Kaasaavaa Itoophiyaa, akkasumas garee hoggansaa waldaa kana geggeessu.",
  intro:
    "Waldaa biyyaalessaa miseensonni isaa abbootii ta'an, kan Itoophiyaa keessatti warra kaasaavaa oomishu, adeemsisu, maashinii isaa hojjetu yookaan daldalu hundaaf hundeeffame.",
  mission: 'Ergama keenya',
  vision: "Mul'ata keenya",
  establishment: 'Hundeeffama waldaa',
  achievements: "Milkaa'ina keenya",
  impact: 'Jijjiirama fidne',
  machinery: 'Industirii maashinii biyya keessatti guddate',
  leadership: 'Garee hoggansaa',
  groupPhoto: 'Miseensota keenya',
  groupCaption: 'Miseensota Walgahii Waliigalaa Waggaa irratti argaman, ICT Park, Finfinnee.',
  groupPhotoAlt: "Miseensota waldaa, sarara lama ta'anii, ICT Park keessatti baanarii Walgahii Waliigalaa Waggaa jala dhaabatan",
};
