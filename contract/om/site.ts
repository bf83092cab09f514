// The Afaan Oromoo counterpart of ../site.ts: the same exports, the words in Afaan Oromoo.
import type { Widen } from '../catalog';
import type { BlogCategory } from '../content';
import { labels } from '../labels';

type En = typeof import('../site');

export { ACCOUNT_PAGES, PUBLIC_PAGES } from '../pages';

export const SITE_NAME: Widen<En['SITE_NAME']> = 'Waldaa Kaasaavaa Itoophiyaa';
export const BLOG_TITLE: Widen<En['BLOG_TITLE']> = 'Barreeffamoota Keenya';
export const BLOG_DESCRIPTION: Widen<En['BLOG_DESCRIPTION']> =
  "Oduu, gabaasa sagantaalee, qorannoo fi seenaa milkaa'inaa qotee bultoota, adeemsistootaa fi alergoota kaasaavaa Itoophiyaa.";
export const BLOG_CATEGORY_LABELS = labels<BlogCategory>({
  news: 'Oduu',
  events: 'Sagantaalee',
  upcoming: 'Kan dhufan',
  stories: "Seenaa milkaa'inaa",
  research: 'Qorannoo',
});
