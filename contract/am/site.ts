// The Amharic counterpart of ../site.ts: the same exports, the words in Amharic.
import type { Widen } from '../catalog';
import type { BlogCategory } from '../content';
import { labels } from '../labels';

type En = typeof import('../site');

export { ACCOUNT_PAGES, PUBLIC_PAGES } from '../pages';

export const SITE_NAME: Widen<En['SITE_NAME']> = 'የኢትዮጵያ ካሳቫ ማህበር';
export const BLOG_TITLE: Widen<En['BLOG_TITLE']> = 'ጽሑፎቻችን';
export const BLOG_DESCRIPTION: Widen<En['BLOG_DESCRIPTION']> =
  'ከኢትዮጵያ የካሳቫ አርሶ አደሮች፣ አቀነባባሪዎችና ላኪዎች የተገኙ ዜናዎች፣ የዝግጅት ዘገባዎች፣ ጥናቶችና የስኬት ታሪኮች።';
export const BLOG_CATEGORY_LABELS = labels<BlogCategory>({
  news: 'ዜና',
  events: 'ዝግጅቶች',
  upcoming: 'መጪ',
  stories: 'ታሪኮች',
  research: 'ጥናት',
});
