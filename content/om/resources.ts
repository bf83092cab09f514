// The built-in resources in Afaan Oromoo (same ids, files and links as the English), and the resources and blog panels.
import type { Resource } from '../../contract/content';
import { BOOK_LINKS, builtInResourcesIn, businessTemplate, PARTNER_HREF } from '../shared/resources';

const HANDBOOK_TITLE = 'Kaasaavaa Itoophiyaa keessatti: maasii irraa hanga warshaatti';

export const builtInResources: Resource[] = builtInResourcesIn({
  'cassava-variety-trials-south': {
    title: "Gosoota kaasaavaa fooyya'an kibba Itoophiyaatiif: bu'aa yaalii",
    description:
      "Bu'aa gosoota fooyya'an 6 kan Wolaayitaa, Sidaamaa fi Gaamoo keessatti waqtii 3f yaalaman: hamma oomishaa, qabiyyee gogaa fi dhukkuba dandamachuu.",
  },
  'cyanide-processing-study': {
    title: "Saayaanaydii daakuu kaasaavaa keessaa hir'isuu: qorannoo adeemsaa",
    description:
      'Yeroon jiisuu, soofuu, bukeessuu fi gogsuu hamma saayaanaydii daakuu adeemsistoonni xixiqqaan hojjetan keessaa irratti dhiibbaa akkamii akka qabu.',
  },
  'planting-guide': {
    title: 'Qajeelfama dhaabbii kaasaavaa qotee bultoota xixiqqaaf',
    description:
      'Muka filachuu fi muruu, fageenya dhaabaa, boqqolloo fi baaqelaa waliin makanii dhaabuu, yeroo arama baasuu fi yeroo sassaabbii. Tartiibaan, fakkiidhaan ibsameera.',
  },
  'clean-cuttings-guide': {
    title: 'Muka sanyii qulqulluu oomishuu: qajeelfama bakka biqiltuutiif',
    description:
      "Maasiiwwan agarsiisaa fi bakkeewwan biqiltuu hawaasaa muka sanyii dhukkuba irraa qulqulluu akkamitti akka baay'isan, akkasumas biqiltuu dhukkubsate akkamitti buqqisanii balleessuu akka danda'an.",
  },
  'market-report-2018': {
    title: 'Gabaasa gabaa kaasaavaa 2018 ALI',
    description:
      'Gatii hidda haaraa, kutaa gogaa, daakuu fi istaarchii naannoo naannoon; fedhii adeemsistootaa; carraa oomisha alaa galu oomisha biyya keessaatiin bakka buusuu.',
  },
  'newsletter-meskerem-2019': {
    title: 'Barruu oduu miseensotaa, Fulbaana 2019 ALI',
    description:
      "Bu'aa walgahichaa, sadarkaa daakuu haaraa, guyyoota leenjii waqtii kanaa fi seenaa gabaabaa garee daakuu dubartoota Asoosaa.",
  },
  'business-plan-template': {
    title: 'Unka karoora daldalaa adeemsa kaasaavaa',
    description:
      "Unka guutamu warshaa daakuu ykn kutaa gogaa xiqqaaf: investimantii, baasii hojii, dhiyeessii hiddaa, gurgurtaa fi socho'iinsa maallaqaa.",
  },
  'cassava-handbook': {
    title: HANDBOOK_TITLE,
    description: 'Kitaaba qajeelfamaa waldichaa sansalata gatii guutuu irratti: qonna, adeemsa, oomishaalee, gabaa fi imaammata.',
  },
  'policy-brief-import-substitution': {
    title: 'Cuunfaa imaammataa: istaarchii kaasaavaa fi oomisha alaa galu bakka buusuu',
    description:
      "Istaarchiin kaasaavaa biyya keessatti oomishamu maaliif istaarchii industirii huccuu, waraqaa fi nyaataaf alaa galu bakka bu'uu akka danda'u, akkasumas imaammanni kamii akka gargaaru.",
  },
  'machinery-industry-report': {
    title: 'Industirii maashinii kaasaavaa Itoophiyaa keessatti',
    description:
      'Suuraawwanii fi seenaa gabaabaa warshaalee xixiqqaa maashinoota adeemsa kaasaavaa keessaa 75% biyya keessatti hojjetanii fi namoota 461 qacaran.',
  },
  'finance-guide': {
    title: 'Hojii kaasaavaa keessaniif maallaqa argachuu',
    description:
      'Gosoota liqii baankotaa fi dhaabbilee liqii fi qusannoo, liqii galtee qonnaa, maashinii kireeffachuu, akkasumas karoora baankiin fudhatu akkamitti akka qopheessitan.',
  },
  'processing-training-certificate': {
    title: 'Leenjii waraqaa ragaa: adeemsa kaasaavaa nageenya qabu',
    description:
      "Leenjii guyyaa 5 hojjettoota adeemsistootaatiif: qulqullina, saayaanaydii hir'isuu, gogsuu fi qodaatti naquu. Yeroo xumurtan waraqaa ragaa ni argattu.",
  },
});

/** The Cassava Business Resources panel's template. */
export { businessTemplate };

/** The partner panel's external link. */
export const partner = {
  name: "Inistiitiyuutii Idil-addunyaa Qonna Naannoo Ho'aa (IITA)",
  href: PARTNER_HREF,
  text: "Qorannoo gosoota kaasaavaa, to'annoo dhukkubaa fi adeemsa irratti Afrikaa guutuu keessatti hojjetame; miseensota keenyaaf ni qoodama.",
};

/** The book promo on the blog. */
export const book = {
  title: HANDBOOK_TITLE,
  text: 'Kitaabni qajeelfamaa keenya haaraan muuxannoo waggaa 10 qotee bultootaa, adeemsistootaa fi qorattootaa walitti qaba. Gosoota, qonna, adeemsa, oomishaalee, gabaa fi imaammata irratti fuula 240 qaba. Kitaabichi Afaan Ingiliffaatiin barreeffame; hiika jechootaa Afaan Amaaraatiin kenname qaba.',
  ...BOOK_LINKS,
};
