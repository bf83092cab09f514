// The association's story in Afaan Oromoo: mission, vision, establishment, achievements, impact figures, leadership.
import type { ImpactFigure, Leader } from '../about';
import { impactIn, machineryIn } from '../shared/about';

export type { ImpactFigure, Leader };

export const mission =
  "Itoophiyaa keessatti industirii kaasaavaa bu'aa qabeessa fi ammayyaa ijaaruu. Kana kan goonu: qotee bultootaaf muka sanyii qulqulluu fi ogummaa kennuun, adeemsistootaa fi gabaa waliin walitti hidhuun, akkasumas sansalata gatii guutuuf sagalee ta'uun.";

export const vision =
  "Kaasaavaan Itoophiyaa keessatti midhaan wabii nyaataa amanamaa, madda galii maatii baadiyyaa kuma dhibbaatamaa, akkasumas meeshaa dheedhii biyya keessatti oomishamu kan industirii daakuu, istaarchii fi itaanoolii ta'ee arguu.";

export const establishment = [
  'Waldicha kan hundeessan qotee bultootaa fi adeemsistoota walgahii marii kaasaavaa biyyaalessaa isa jalqabaa Finfinneetti geggeeffame irratti wal argan. Hundi isaanii rakkoo tokko qabu turan: naannoo isaaniitti hidda kaasaavaa bitee kan adeemsisu waan hin jirreef, hiddi gaariin maasii irratti tortora ture. Warshaaleen immoo istaarchii alaa galchaa turan.',
  "Waldichi waldaa miseensotaa biyyaalessaa, bu'aaf hin hundeeffamne ta'ee galmaa'eera. Har'a qotee bultoota, waldaalee hojii gamtaa, adeemsistoota, hojjettoota maashinii, alergootaa fi dhaabbilee qorannoo bakka tokkotti walitti qaba. Waajjirri isaa ICT Park, Finfinnee keessa jira.",
];

export const achievements = [
  "Maasiiwwan agarsiisaa 15 ijaareera. Isaan miseensotaaf mukkeen sanyii qulqulluu fi fooyya'an baay'isu.",
  'Qotee bultoota 5,000 dhaabuu, arama baasuu, yeroo sassaabbii fi kunuunsa sassaabbii booda irratti leenjiseera.',
  "Gareewwan oomishtootaa 200 ol gurmeesseera. Isaan har'a waliigaltee irratti hundaa'anii hidda kaasaavaa haaraa adeemsistootaaf gurguru.",
  "Warshaalee xixiqqaa biyya keessaa meeshaa soofuu, meeshaa cuunfaa fi meeshaa gogsaa ariifataa akka qopheessanii hojjetan gargaareera. Har'a maashinoota kaasaavaa keessaa 75% Itoophiyaatti hojjetamu.",
  "Gosoota, to'annoo dhukkubaa fi nageenya nyaataa irratti dhaabbilee qorannoo 10 waliin hojjeteera.",
];

export const impact: ImpactFigure[] = impactIn({
  hectares: 'heektaara lafa kaasaavaan irra jiru',
  companies: 'dhaabbilee sansalata gatii keessa jiran',
  trained: "qotee bultoota leenji'an",
  groups: 'gareewwan oomishtootaa',
  farms: 'maasiiwwan agarsiisaa',
  institutions: 'dhaabbilee qorannoo',
});

export const machinery: ImpactFigure[] = machineryIn({
  local: 'maashinoota adeemsa kaasaavaa biyya keessatti hojjetaman',
  employed: 'namoota industirii maashinii keessatti hojjetan',
});

export const leadership: Leader[] = [
  {
    name: 'Dr. Almaaz Tasfaayee',
    role: 'Pireezidaantii',
    bio: 'Ogeettii qonnaa midhaan hiddaa. Wolaayitaa fi Sidaamaa keessatti yaalii gosoota kaasaavaa waggaa 15 geggeessaniiru.',
    initials: 'AT',
  },
  {
    name: 'Obbo Bakalee Guddataa',
    role: 'Itti Aanaa Pireezidaantii',
    bio: 'Jimmaa keessatti warshaa daakuu fi istaarchii kaasaavaa hundeessaniiru. Warshaan kun gareewwan oomishtootaa 30 irraa hidda bita.',
    initials: 'BG',
  },
  {
    name: 'Aadde Hiruut Alamuu',
    role: 'Barreessaa Olaanaa',
    bio: 'Waajjira waldaa ICT Park jiru ni hogganu. Kanaan dura Abbaa Taayitaa Investimantii Kuduraa, Muduraa fi Qonnaa Itoophiyaa keessa hojjetaniiru.',
    initials: 'HA',
  },
  {
    name: 'Obbo Daawit Mangistuu',
    role: 'Qabduu Maallaqaa',
    bio: 'Ogeessa herregaa ragaa qabu. Waldaalee hojii gamtaa oomishtootaa liqii fi qabiinsa herregaa irratti ni gorsu.',
    initials: 'DM',
  },
  {
    name: 'Dr. Ganat Abbabaa',
    role: 'Hogganaa Qorannoo fi Leenjii',
    bio: 'Ogeettii dhukkuba biqiltuu. Maasiiwwan agarsiisaa fi leenjii qotee bultootaa ni qindeessu.',
    initials: 'GA',
  },
];
