// The Afaan Oromoo counterpart of ../en/directory.ts.
import type { Widen } from '../../../contract/catalog';
import { PLAN_TITLES } from '../../../contract/plans';

type En = typeof import('../en/directory');

export const members: Widen<En['members']> = {
  title: 'Tarree Miseensotaa',
  metaDescription:
    "Qotee bultoota, adeemsistoota, alergootaa fi invastaroota qonnaa miseensota Waldaa Kaasaavaa Itoophiyaa ta'an maqaadhaan, karooraan yookaan magaalaadhaan barbaadaa.",
  intro: "Miseensota waldaa tarree kana irratti mul'achuu filatan. Maqaadhaan barbaadaa, yookaan karoora yookaan magaalaa filadhaa.",
  searchLabel: 'Maqaadhaan barbaadaa',
  searchPlaceholder: 'Maqaa dhaabbataa yookaan namaa',
  search: 'Barbaadaa',
  planLabel: 'Karoora',
  allPlans: 'Karoorota hunda',
  cityLabel: 'Magaalaa',
  allCities: 'Magaalota hunda',
  plans: PLAN_TITLES,
  resultsLabel: 'Miseensota tarree irra jiran',
  count: (total: number) => (total === 1 ? 'Miseensa 1' : `Miseensota ${total}`),
  loading: "Miseensonni fe'amaa jiru…",
  empty: 'Miseensi barbaacha kanaan wal simu hin argamne. Maqaa biraa yaalaa, yookaan barbaachaa fi calallii haqaa.',
  emptyAll: "Hanga ammaatti miseensi tarree irratti mul'atu hin jiru.",
  clear: 'Barbaachaa fi calallii haqaa',
  failed: "Tarreen miseensotaa fe'amuu hin dandeenye.",
  retry: "Irra deebi'aa yaalaa",
  pagesLabel: 'Fuulota tarree miseensotaa',
  previous: 'Fuula duraanii',
  next: 'Fuula itti aanu',
  pageOf: (page: number, pages: number) => `Fuula ${page}ffaa, fuulota ${pages} keessaa`,
};

export const verify: Widen<En['verify']> = {
  title: 'Mirkaneessa waraqaa ragaa',
  metaDescription: 'Waraqaa ragaa miseensummaa Waldaa Kaasaavaa Itoophiyaa mirkaneeffadhaa.',
  checking: "Waraqaan ragaa mirkanaa'aa jira…",
  valid: 'HOJII IRRA JIRA',
  expired: 'YEROON ISAA DARBE',
  notFound: 'HIN ARGAMNE',
  validText: 'Waraqaan ragaa miseensummaa kun hojii irra jira.',
  expiredText: 'Miseensummaan kun xumurameera: waraqaan ragaa kun amma hojii irra hin jiru.',
  notFoundText: 'Waraqaan ragaa liinkii kana qabu hin jiru. Maaloo liinkiin kun guutummaatti garagalfamuu isaa mirkaneeffadhaa.',
  name: 'Maqaa',
  company: 'Dhaabbata',
  plan: 'Karoora',
  number: 'Lakkoofsa miseensummaa',
  validUntil: 'Guyyaa xumuraa',
  plans: PLAN_TITLES,
  failed: "Waraqaan ragaa mirkanaa'uu hin dandeenye.",
  retry: "Irra deebi'aa yaalaa",
};
