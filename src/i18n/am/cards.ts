// The Amharic counterpart of ../en/cards.ts.
import type { Widen } from '../../../contract/catalog';
import type { ResourceAdminCategory, ResourceFilter } from '../../../contract/content';
import { labels } from '../../../contract/labels';
import { BLOG_CATEGORY_LABELS } from '../../../contract/site';
import { resourceTypes } from './common';

type En = typeof import('../en/cards');

export const cards: Widen<En['cards']> = {
  event: {
    seatsLeft: (n: number) => `${n} ቦታ ቀርቷል`,
    full: 'ሞልቷል፦ የተጠባባቂ ዝርዝሩን ይቀላቀሉ',
    closed: 'ምዝገባው ተዘግቷል',
  },
  post: {
    upcoming: 'መጪ',
    categories: BLOG_CATEGORY_LABELS,
    tags: 'ቁልፍ ቃላት',
    by: 'ጸሐፊ፦',
    readMore: 'ተጨማሪ ያንብቡ',
  },
  resource: {
    types: resourceTypes,
    filters: labels<ResourceFilter | ResourceAdminCategory>({
      all: 'ሁሉም',
      guides: 'መመሪያዎችና ሥልጠና',
      research: 'ጥናቶችና ሪፖርቶች',
      publications: 'ጋዜጦችና መጻሕፍት',
      'business-resources': 'የንግድ መርጃዎች',
      books: 'መጻሕፍት',
      'policy-documents': 'የፖሊሲ ሰነዶች',
      'industry-reports': 'የኢንዱስትሪ ሪፖርቶች',
      'financial-resources': 'የፋይናንስ መርጃዎች',
      'farming-guides': 'የእርሻ መመሪያዎች',
      'market-reports': 'የገበያ ሪፖርቶች',
      products: 'ምርቶች',
      partnerships: 'አጋርነቶች',
      training: 'ሥልጠና',
      'research-papers': 'የጥናት ጽሑፎች',
      newsletters: 'ጋዜጦች',
      blog: 'ጽሑፎች',
      gallery: 'የፎቶ ማዕከል',
    }),
    download: 'ያውርዱ',
    readMore: 'ተጨማሪ ያንብቡ',
    viewGallery: 'ፎቶዎቹን ይመልከቱ',
  },
  ethiopianCalendar: 'የኢትዮጵያ ዘመን አቆጣጠር',
};
