// Sponsors and partners of the annual assembly in Afaan Oromoo, by level (same logos and levels as the English).
import { SPONSOR_LEVELS, sponsorsIn } from '../shared/sponsors';
import type { Sponsor, SponsorLevel } from '../sponsors';

export type { Sponsor, SponsorLevel };
export { SPONSOR_LEVELS };

export const sponsors: Sponsor[] = sponsorsIn({
  eati: {
    name: 'Inistiitiyuutii Jijjiirama Qonnaa Itoophiyaa',
    description: "Walgahii kana waliin qindeessa. Leenjii qotee bultootaa fi muka sanyii baay'isuu irratti michuu waldaa keenyaa ti.",
  },
  harc: {
    name: 'Giddugala Qorannoo Qonnaa Hawaasaa',
    description: "Gosoota kaasaavaa fooyya'an baddaa fi gammoojjii kibbaatiif ni qopheessa, ni qora.",
  },
  aamw: {
    name: 'Addis Agro-Machinery Works',
    description:
      'Warshaa biyya keessaa: warshaalee adeemsa kaasaavaa xixiqqaa fi giddu-galeessaatiif meeshaa soofuu, meeshaa cuunfaa fi meeshaa gogsaa ariifataa hojjeta.',
  },
  jspu: {
    name: 'Tokkummaa Warshaalee Istaarchii Jimmaa',
    description:
      'Tokkummaa warshaalee adeemsa kaasaavaa Oromiyaa keessaa ti. Gareewwan oomishtootaa waliigaltee waliin qaban irraa hidda kaasaavaa haaraa bita.',
  },
  wcgc: {
    name: 'Waldaa Hojii Gamtaa Qotee Bultoota Kaasaavaa Wolaayitaa',
    description: 'Waldaalee hojii gamtaa kaasaavaa biyya keenyaa isaan durii keessaa tokko. Maatii miseensa 1,200 qaba.',
  },
});
