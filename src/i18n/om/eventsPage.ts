// The Afaan Oromoo counterpart of ../en/eventsPage.ts.
import type { SponsorLevel } from '../../../content/sponsors';
import type { Widen } from '../../../contract/catalog';
import { labels } from '../../../contract/labels';

type En = typeof import('../en/eventsPage');

export const eventsPage: Widen<En['eventsPage']> = {
  title: 'Sagantaalee',
  metaDescription:
    'Walgahii Waliigalaa Waggaa Waldaa Kaasaavaa Itoophiyaa, 27 fi 28 Hagayya ALI, ICT Park, Finfinnee: ajandaa, galmee, walgahiiwwan darbanii fi deeggartoota.',
  intro: 'Walgahii waggaa keenyaa fi guyyoota dirree irratti, hirmaattota sansalata gatii kaasaavaa hunda wajjin wal argaa.',
  assemblyTitle: "Waa'ee walgahichaa",
  agendaTitle: 'Ajandaa',
  upcomingTitle: 'Sagantaalee dhufan',
  upcomingEmpty: "Hanga ammaatti sagantaan dhufu hin qophoofne. Maaloo booda deebi'aa ilaalaa.",
  pastTitle: 'Sagantaalee darban',
  pastEmpty: 'Hanga ammaatti sagantaan darbe hin jiru.',
  sponsorsTitle: 'Deeggartootaa fi michoota',
  levels: labels<SponsorLevel>({
    platinum: 'Deeggartoota sadarkaa pilaatiinamii',
    gold: 'Deeggartoota sadarkaa warqee',
    silver: 'Deeggartoota sadarkaa meetii',
  }),
  contactTitle: "Gaaffiiwwan waa'ee walgahichaa",
  contactText: "Gareen sagantaalee keenyaa gaaffiiwwan waa'ee galmee, agarsiisaa fi deeggarsa maallaqaa deebisa.",
  registerNow: "Amma galmaa'aa",
  time: "Sa'aatii",
  location: 'Bakka',
  sponsorLogo: (name: string) => `Mallattoo ${name}`,
};
