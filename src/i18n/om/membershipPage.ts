// The Afaan Oromoo counterpart of ../en/membershipPage.ts.
import type { Widen } from '../../../contract/catalog';

type En = typeof import('../en/membershipPage');

export const membershipPage: Widen<En['membershipPage']> = {
  title: 'Miseensummaa',
  metaDescription:
    'Akka qotee bulaa, adeemsisaa, alergaa yookaan invastara qonnaatti Waldaa Kaasaavaa Itoophiyaatti makamaa: kaffaltii waggaa karoora tokkoon tokkoo fi akkaataa itti kaffaltan.',
  intro:
    "Karoorota miseensummaa sadii, qotee bultootaaf, adeemsistootaa fi alergootaaf: tokkoon tokkoon isaanii Walgahii Waggaa irratti mirga sagalee kennuu isiniif kenna. Invastaroonni qonnaa haala mataa isaaniitiin makamu; bal'inni isaa fuula kana gadi jira.",
  sameFee: (fee: string) => `Karoorota sadan keessaa tokkoon tokkoon isaanii waggaatti ${fee} kaffalchiisa.`,
  plansTitle: 'Karoora keessan filadhaa',
  joinNow: 'Amma iyyadhaa',
  extraTitle: 'Miseensi hundi dabalataan kan argatu',
  investorTitle: 'Invastaroota qonnaa',
  investorPrice: (fee: string) => `Waggaatti ${fee}`,
  howToPayTitle: 'Akkaataa kaffaltii',
  afterApplying:
    "Dursa iyyadhaa: tarkaanfiin itti aanu kaffaltii isin irraa eegamuu fi lakkoofsa eenyummeessaa kaffaltii keessan isinitti agarsiisa; imeeliin mirkaneessaas irra deebi'ee isinii erga.",
  registerNow: "Amma galmaa'aa",
  review: 'Iyyannoowwan guyyoota hojii 3-5 keessatti gamaaggamamu.',
  alreadyApplied: 'Duraan iyyattanii jirtuu?',
  openAccount: 'Miseensummaa keessan banaa',
  imageAlt: 'Kaasaavaa fayyaa qabu, qonna daldalaa tokko irratti sarara sararaan dhaabame',
  applyMetaDescription: (plan: string) => `Iyyannoo miseensummaa Waldaa Kaasaavaa Itoophiyaa: ${plan}.`,
  allPlans: 'Karoorota hunda',
  receiptTitle: 'Nagahee kaffaltii',
  receiptMetaDescription: 'Nagahee baankii kaffaltii miseensummaa keessanii ergaa.',
  receiptIntro: (firstName: string, plan: string) =>
    `Galatoomaa, ${firstName}. Iyyannoon miseensummaa keessan (${plan}) nu ga'eera. Tarkaanfii dhumaa: nagahee baankii kaffaltii miseensummaa keessanii ergaa.`,
  receiptLater:
    'Nageheen amma harka keessan hin jiruu? Booda fuula "Miseensummaa Koo" irraa erguu dandeessu: achitti imeelii ittiin iyyattaniif liinkii seensaa gaafadhaa.',
  expiredTitle: 'Yeroon fuula kanaa darbeera',
  expiredText:
    'Nageheen iyyannoo as irratti kan ergamu bilbila yookaan kompiitara ittiin iyyattan irraa, guyyuma iyyattan qofa. Maaloo fuula "Miseensummaa Koo" irraa ergaa: achitti imeelii ittiin iyyattaniif liinkii seensaa gaafadhaa.',
  doneTitle: 'Iyyannoon xumurameera',
  doneMetaDescription: "Iyyannoon miseensummaa keessanii fi nageheen isaa Waldaa Kaasaavaa Itoophiyaa ga'aniiru.",
  backHome: "Gara Fuula Jalqabaatti deebi'aa",
};
