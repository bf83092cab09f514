// The Afaan Oromoo counterpart of ../en/resourcesPage.ts.
import type { Widen } from '../../../contract/catalog';
import { resourcesMessages } from '../../../contract/messages/resources';

type En = typeof import('../en/resourcesPage');

export const resourcesPage: Widen<En['resourcesPage']> = {
  title: 'Wiirtuu Qabeenya Odeeffannoo',
  metaDescription:
    'Barreeffamoota qorannoo, qajeelfamoota qonnaa, gabaasota gabaa, barruulee oduu, unkaalee fi leenjii qotee bultoota, adeemsistootaa fi alergoota kaasaavaa Itoophiyaatiif.',
  intro: 'Qajeelfamoota, gabaasota, qorannoo fi unkaalee waldaa fi dhaabbilee michoota isaa irraa.',
  filterLabel: 'Qabeenya odeeffannoo ramaddiin calalaa',
  allHeading: 'Qabeenya odeeffannoo hunda',
  resultsLabel: 'Qabeenya odeeffannoo',
  empty: resourcesMessages.empty,
  businessTitle: 'Qabeenya Odeeffannoo Daldala Kaasaavaa',
  businessText:
    'Hojii adeemsa kaasaavaa jalqabuu yookaan guddisuu barbaadduu? Unka karoora daldalaa keenya buufadhaatii lakkoofsota mataa keessaniitiin guutaa.',
  businessDownload: 'Unka karoora daldalaa buufadhaa',
  partnerTitle: 'Michuu qorannoo keenya',
  partnerLink: 'Marsariitii michuu keenyaa daawwadhaa',
  newTab: 'foddaa haaraa keessatti banama',
  socialTitle: 'Miidiyaa hawaasaa keenya',
  socialText: 'Guyyoota leenjii, gatii gabaa fi oduu walgahii irraa argachuuf nu hordofaa.',
  blogTitle: 'Barreeffamoota keenya irraa',
  blogText: 'Seenaawwan qotee bultootaa fi adeemsistootaa, oduu fi gabaasa sagantaalee.',
  blogLink: 'Barreeffamoota dubbisaa',
};
