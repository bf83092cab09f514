// The Afaan Oromoo counterpart of ../en/aboutPage.ts.
import type { Widen } from '../../../contract/catalog';

type En = typeof import('../en/aboutPage');

export const aboutPage: Widen<En['aboutPage']> = {
  title: "Waa'ee Keenya",
  metaDescription:
    "Ergama, mul'ata, seenaa, milkaa'ina fi bu'aa Waldaa Kaasaavaa Itoophiyaa, akkasumas garee hoggansaa waldaa kana geggeessu.",
  intro:
    "Waldaa biyyoolessaa kan miseensota isaa ta'e: Itoophiyaa keessatti warra kaasaavaa oomishu, adeemsisu, maashinii kaasaavaa hojjetu yookaan kaasaavaa daldalu hundaaf.",
  mission: 'Ergama keenya',
  vision: "Mul'ata keenya",
  establishment: 'Hundeeffama waldaa',
  achievements: "Milkaa'ina keenya",
  impact: 'Jijjiirama fidne',
  machinery: 'Industirii maashinii biyya keessatti guddate',
  leadership: 'Garee hoggansaa',
  groupPhoto: 'Miseensota keenya',
  groupCaption: 'Miseensota Walgahii Waliigalaa Waggaa irratti argaman, ICT Park, Finfinnee.',
  groupPhotoAlt: 'Miseensota waldaa sarara lamaan baanarii Walgahii Waliigalaa Waggaa jala ICT Park keessatti dhaabatan',
};
