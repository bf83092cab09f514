// The Amharic counterpart of ../en/blogPage.ts.
import type { Widen } from '../../../contract/catalog';
import type { BlogFilter } from '../../../contract/content';
import { labels } from '../../../contract/labels';
import { blogMessages } from '../../../contract/messages/blog';
import { BLOG_DESCRIPTION, BLOG_TITLE } from '../../../contract/site';

type En = typeof import('../en/blogPage');

export const blogPage: Widen<En['blogPage']> = {
  title: BLOG_TITLE,
  metaDescription: BLOG_DESCRIPTION,
  intro: 'የማህበሩ ዜናዎች፣ የዝግጅቶቻችን ዘገባዎች፣ ጥናቶችና የአባሎቻችን ታሪኮች።',
  featuredTitle: 'ጎልተው የሚታዩ ጽሑፎች',
  postsTitle: 'የቅርብ ጊዜ ጽሑፎች',
  filterLabel: 'ጽሑፎችን በምድብ ያጣሩ',
  empty: blogMessages.empty,
  bookCover: (title: string) => `የ«${title}» መጽሐፍ ሽፋን`,
  filters: labels<BlogFilter>({
    all: 'ሁሉም',
    events: 'ዝግጅቶች',
    news: 'ዜና',
    upcoming: 'መጪ',
    stories: 'ታሪኮች',
    resources: 'መርጃዎች',
  }),
  storiesTitle: 'የስኬት ታሪኮች',
  storiesIntro: 'ከካሳቫ ጋር ያደጉ አርሶ አደሮች፣ አቀነባባሪዎችና ኅብረት ሥራ ማህበራት።',
  bookEyebrow: 'አዲስ መጽሐፍ',
  orderNow: 'አሁን ይዘዙ',
  downloadSample: 'ናሙና ያውርዱ',
  learnMore: 'የበለጠ ይወቁ',
  back: 'ወደ ጽሑፎቹ ይመለሱ',
  notFoundTitle: 'ጽሑፉ አልተገኘም',
  notFoundText: 'ይህ ጽሑፍ የለም ወይም ተወግዷል።',
};
