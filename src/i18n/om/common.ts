// The Afaan Oromoo counterpart of ../en/common.ts.
import type { Widen } from '../../../contract/catalog';
import type { ResourceType } from '../../../contract/content';
import { labels } from '../../../contract/labels';
import { errorScreenMessages } from '../../../contract/messages/errorScreen';
import { SITE_NAME } from '../../../contract/site';
import { socialNames } from '../socialNames';

type En = typeof import('../en/common');

export const resourceTypes = labels<ResourceType>({
  pdf: 'PDF',
  article: 'Barreeffama',
  gallery: 'Kuusaa suuraalee',
  certificate: 'Waraqaa ragaa',
  book: 'Kitaaba',
});

export const common: Widen<En['common']> = {
  siteName: SITE_NAME,
  siteShortName: 'ECA',
  tagline: 'Qotee bultoota, adeemsistootaa fi alergoota kaasaavaa Itoophiyaa',
  skipToContent: 'Gara qabiyyee ijootti darbaa',
  loading: "Fe'amaa jira…",
  formLoadFailed: "Unkaan banamuu hin dandeenye. Walqunnamtii interneetii keessanii mirkaneeffadhaatii, irra deebi'aa tuqaa.",
  nav: {
    label: 'Baafata ijoo',
    home: 'Fuula Jalqabaa',
    about: "Waa'ee Keenya",
    membership: 'Miseensummaa',
    members: 'Miseensota',
    eventsBlogs: 'Sagantaalee / Barreeffamoota',
    events: 'Sagantaalee',
    blog: 'Barreeffamoota',
    upcomingEvents: 'Sagantaalee Dhufan',
    pastEvents: 'Sagantaalee Darban',
    successStories: "Seenaa Milkaa'inaa",
    resources: 'Qabeenya Odeeffannoo',
    contact: 'Nu Quunnamaa',
    admin: 'Bulchiinsa',
    logout: "Ba'aa",
    joinUs: "Miseensa ta'aa",
    myMembership: 'Miseensummaa Koo',
    openMenu: 'Baafata banaa',
    closeMenu: 'Baafata cufaa',
  },
  footer: {
    terms: 'Haalota itti fayyadamaa',
    privacy: 'Beeksisa icciitii',
    about:
      "Waldaa biyyaalessaa qotee bultoota, adeemsistootaa fi alergoota kaasaavaa Itoophiyaa: muka sanyii fooyya'aa, gabaa haqa qabeessa fi industirii kaasaavaa guddachaa jiru.",
    quickLinks: 'Fuulota ijoo',
    myMembership: 'Miseensummaa Koo',
    resources: 'Qabeenya odeeffannoo',
    researchPapers: 'Barreeffamoota qorannoo',
    farmingGuides: 'Qajeelfamoota qonnaa',
    marketReports: 'Gabaasota gabaa',
    newsletters: 'Barruulee oduu',
    blog: 'Barreeffamoota',
    directory: 'Tarree miseensotaa',
    contact: 'Nu quunnamaa',
    follow: 'Nu hordofaa',
    address: 'ICT Park, Kutaa Magaalaa Boolee, Finfinnee, Itoophiyaa',
    phone: '+251 11 555 0142',
    email: 'info@cassava.org.et',
    hours: "Wiixata irraa hanga Jimaataatti, sa'aatii 2:30 ganama (08:30) hanga sa'aatii 11:30 guyyaa (17:30)",
    rights: 'Mirgi hundi seeraan eegamaadha.',
  },
  social: socialNames,
  errorScreen: errorScreenMessages,
};
