// The Afaan Oromoo counterpart of ../en/homePage.ts.
import type { Widen } from '../../../contract/catalog';
import { MEMBERSHIP_FEE } from '../../../contract/plans';

type En = typeof import('../en/homePage');

export const homePage: Widen<En['homePage']> = {
  metaDescription:
    'Waldaa biyyaalessaa qotee bultoota, adeemsistootaa fi alergoota kaasaavaa Itoophiyaa: muka sanyii fayyaa qabu, leenjii, gabaa fi damee kanaaf sagalee tokko.',
  eyebrow: 'Waldaa Kaasaavaa Itoophiyaa',
  heroTitle: 'Industirii kaasaavaa Itoophiyaa guddisuu, maasii irraa hanga warshaatti',
  heroText:
    "Akka kaasaavaan maatii sooru, galii argamsiisu, industirii Itoophiyaatiifis galtee ta'u, qotee bultoota, adeemsistoota, warra maashinii hojjetuu fi alergoota walitti fidna.",
  heroPrimary: "Miseensa ta'aa",
  heroSecondary: 'Walgahii Waggaa',
  aboutTitle: "Waa'ee waldaa",
  aboutMore: "Waa'ee keenya caalaatti beekaa",
  benefitsTitle: 'Faayidaa miseensummaa',
  benefitsIntro: "Sansalata gatii keessatti bakka kamiyyuu jiraattan, karaalee jahan miseensummaan kaasaavaa bu'aa qabeessa itti godhu.",
  eventTitle: 'Walgahii Waliigalaa Waggaa',
  eventMore: 'Ajandaa ilaalaa',
  plansTitle: 'Karoorota miseensummaa',
  plansIntro: `Karoorota keenya sadan hundaaf kaffaltii tokko: waggaatti ${MEMBERSHIP_FEE}.`,
  plansMore: 'Karoorota wal bira qabaatii iyyadhaa',
  daysTitle: 'Guyyoota walgahii dhufan',
  registerCta: "Walgahichaaf galmaa'aa",
  heroImageAlt: 'Biqiltuu kaasaavaa tulluuwwan magariisa kibba Itoophiyaa irratti biqilan',
  assemblyImageAlt: "Miseensota yeroo walgahichaa galma walgahii ICT Park keessa taa'an",
};
