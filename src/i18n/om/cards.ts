// The Afaan Oromoo counterpart of ../en/cards.ts.
import type { Widen } from '../../../contract/catalog';
import type { ResourceAdminCategory, ResourceFilter } from '../../../contract/content';
import { labels } from '../../../contract/labels';
import { BLOG_CATEGORY_LABELS } from '../../../contract/site';
import { resourceTypes } from './common';

type En = typeof import('../en/cards');

export const cards: Widen<En['cards']> = {
  event: {
    seatsLeft: (n: number) => (n === 1 ? 'Iddoo 1 qofatu hafe' : `Iddoowwan ${n} hafan`),
    full: 'Guutameera: tarree eegumsaatti makamaa',
    closed: 'Galmeen cufameera',
  },
  post: {
    upcoming: 'Kan dhufu',
    categories: BLOG_CATEGORY_LABELS,
    tags: 'Jechoota ijoo',
    by: 'Barreessaa:',
    readMore: 'Dabalata dubbisaa',
  },
  resource: {
    types: resourceTypes,
    filters: labels<ResourceFilter | ResourceAdminCategory>({
      all: 'Hunda',
      guides: 'Qajeelfamootaa fi leenjii',
      research: 'Qorannoo fi gabaasota',
      publications: 'Barruulee oduu fi kitaabota',
      'business-resources': 'Qabeenya odeeffannoo daldalaa',
      books: 'Kitaabota',
      'policy-documents': 'Sanadoota imaammataa',
      'industry-reports': 'Gabaasota industirii',
      'financial-resources': 'Qabeenya odeeffannoo maallaqaa',
      'farming-guides': 'Qajeelfamoota qonnaa',
      'market-reports': 'Gabaasota gabaa',
      products: 'Oomishaalee',
      partnerships: 'Tumsa hojii',
      training: 'Leenjii',
      'research-papers': 'Barreeffamoota qorannoo',
      newsletters: 'Barruulee oduu',
      blog: 'Barreeffamoota',
      gallery: 'Kuusaa suuraalee',
    }),
    download: 'Buufadhaa',
    readMore: 'Dabalata dubbisaa',
    viewGallery: 'Suuraalee ilaalaa',
  },
  ethiopianCalendar: 'Akka Lakkoofsa Itoophiyaa',
};
