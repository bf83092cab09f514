// The Amharic counterpart of ../en/common.ts.
import type { Widen } from '../../../contract/catalog';
import type { ResourceType } from '../../../contract/content';
import { labels } from '../../../contract/labels';
import { errorScreenMessages } from '../../../contract/messages/errorScreen';
import { SITE_NAME } from '../../../contract/site';
import { socialNames } from '../socialNames';

type En = typeof import('../en/common');

export const resourceTypes = labels<ResourceType>({
  pdf: 'PDF',
  article: 'ጽሑፍ',
  gallery: 'የፎቶ ማዕከል',
  certificate: 'የምስክር ወረቀት',
  book: 'መጽሐፍ',
});

export const common: Widen<En['common']> = {
  siteName: SITE_NAME,
  siteShortName: 'ECA',
  tagline: 'የኢትዮጵያ ካሳቫ አምራቾች፣ አቀነባባሪዎችና ላኪዎች',
  skipToContent: 'ወደ ዋናው ይዘት ይለፉ',
  loading: 'በመጫን ላይ…',
  formLoadFailed: 'ቅጹ ሊከፈት አልቻለም። የኢንተርኔት ግንኙነትዎን ያረጋግጡና ቁልፉን እንደገና ጠቅ ያድርጉ።',
  nav: {
    label: 'ዋና ምናሌ',
    home: 'መነሻ',
    about: 'ስለ እኛ',
    membership: 'አባልነት',
    members: 'አባላት',
    eventsBlogs: 'ዝግጅቶች / ጽሑፎች',
    events: 'ዝግጅቶች',
    blog: 'ጽሑፎች',
    upcomingEvents: 'መጪ ዝግጅቶች',
    pastEvents: 'ያለፉ ዝግጅቶች',
    successStories: 'የስኬት ታሪኮች',
    resources: 'መርጃዎች',
    contact: 'ያግኙን',
    admin: 'የአስተዳደር ክፍል',
    logout: 'ይውጡ',
    joinUs: 'አባል ይሁኑ',
    myMembership: 'የእኔ አባልነት',
    openMenu: 'ምናሌውን ይክፈቱ',
    closeMenu: 'ምናሌውን ይዝጉ',
  },
  footer: {
    terms: 'የአገልግሎት ውል',
    privacy: 'የግል መረጃ አያያዝ ፖሊሲ',
    about: 'በኢትዮጵያ የካሳቫ አምራቾች፣ አቀነባባሪዎችና ላኪዎች ብሔራዊ ማህበር፦ የተሻለ የመትከያ ግንድ፣ ፍትሐዊ ገበያ እና እያደገ የሚሄድ የካሳቫ ኢንዱስትሪ።',
    quickLinks: 'ዋና ዋና ገጾች',
    myMembership: 'የእኔ አባልነት',
    resources: 'መርጃዎች',
    researchPapers: 'የጥናት ጽሑፎች',
    farmingGuides: 'የእርሻ መመሪያዎች',
    marketReports: 'የገበያ ሪፖርቶች',
    newsletters: 'ጋዜጦች',
    blog: 'ጽሑፎች',
    directory: 'የአባላት ማውጫ',
    contact: 'ያግኙን',
    follow: 'ይከተሉን',
    address: 'አይሲቲ ፓርክ፣ ቦሌ ክፍለ ከተማ፣ አዲስ አበባ፣ ኢትዮጵያ',
    phone: '+251 11 555 0142',
    email: 'info@cassava.org.et',
    hours: 'ከሰኞ እስከ ዓርብ፣ ከጠዋቱ 2:30 (8:30 AM) እስከ ቀኑ 11:30 (5:30 PM)',
    rights: 'መብቱ በሕግ የተጠበቀ ነው።',
  },
  social: socialNames,
  errorScreen: errorScreenMessages,
};
