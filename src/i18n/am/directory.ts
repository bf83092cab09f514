// The Amharic counterpart of ../en/directory.ts.
import type { Widen } from '../../../contract/catalog';
import { PLAN_TITLES } from '../../../contract/plans';

type En = typeof import('../en/directory');

export const members: Widen<En['members']> = {
  title: 'የአባላት ማውጫ',
  metaDescription: 'የኢትዮጵያ ካሳቫ ማህበር አባላት የሆኑ አርሶ አደሮችን፣ አቀነባባሪዎችን፣ ላኪዎችንና የእርሻ ባለሀብቶችን በስም፣ በአባልነት ዓይነት ወይም በከተማ ይፈልጉ።',
  intro: 'በማውጫው ለመካተት የመረጡ የማህበሩ አባላት። በስም ይፈልጉ፣ ወይም የአባልነት ዓይነት ወይም ከተማ ይምረጡ።',
  searchLabel: 'በስም ይፈልጉ',
  search: 'ይፈልጉ',
  searchPlaceholder: 'የድርጅት ወይም የሰው ስም',
  planLabel: 'የአባልነት ዓይነት',
  allPlans: 'ሁሉም የአባልነት ዓይነቶች',
  cityLabel: 'ከተማ',
  allCities: 'ሁሉም ከተሞች',
  plans: PLAN_TITLES,
  resultsLabel: 'በማውጫው የተካተቱ አባላት',
  count: (total: number) => (total === 1 ? '1 አባል' : `${total} አባላት`),
  loading: 'አባላትን በመጫን ላይ…',
  empty: 'ከዚህ ፍለጋ ጋር የሚስማማ አባል አልተገኘም። ሌላ ስም ይሞክሩ፣ ወይም ፍለጋውንና ማጣሪያዎቹን ያጽዱ።',
  emptyAll: 'እስካሁን በማውጫው የተካተተ አባል የለም።',
  clear: 'ፍለጋውንና ማጣሪያዎቹን ያጽዱ',
  failed: 'የአባላት ማውጫው ሊጫን አልቻለም።',
  retry: 'እንደገና ይሞክሩ',
  pagesLabel: 'የማውጫው ገጾች',
  previous: 'የቀደመው ገጽ',
  next: 'የሚቀጥለው ገጽ',
  pageOf: (page: number, pages: number) => `ገጽ ${page} ከ${pages}`,
};

export const verify: Widen<En['verify']> = {
  title: 'የምስክር ወረቀት ማረጋገጫ',
  metaDescription: 'የኢትዮጵያ ካሳቫ ማህበርን የአባልነት የምስክር ወረቀት ያረጋግጡ።',
  checking: 'የምስክር ወረቀቱን በማረጋገጥ ላይ…',
  valid: 'የጸና',
  expired: 'ጊዜው ያለፈበት',
  notFound: 'አልተገኘም',
  validText: 'ይህ የአባልነት የምስክር ወረቀት የጸና ነው።',
  expiredText: 'ይህ አባልነት አብቅቷል፤ የምስክር ወረቀቱ ከእንግዲህ አይሠራም።',
  notFoundText: 'በዚህ አድራሻ የተመዘገበ የምስክር ወረቀት የለም። እባክዎ አድራሻው ሙሉ በሙሉ መገልበጡን ያረጋግጡ።',
  name: 'ስም',
  company: 'ድርጅት',
  plan: 'የአባልነት ዓይነት',
  number: 'የአባልነት ቁጥር',
  validUntil: 'የሚያበቃበት ቀን',
  plans: PLAN_TITLES,
  failed: 'የምስክር ወረቀቱ ሊረጋገጥ አልቻለም።',
  retry: 'እንደገና ይሞክሩ',
};
