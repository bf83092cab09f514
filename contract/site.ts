// The site's fixed pages and the few words both the pages and the server's feeds say (one source for both sides).
import type { BlogCategory } from './content';
import { labels } from './labels';

export { ACCOUNT_PAGES, PUBLIC_PAGES } from './pages';

export const SITE_NAME = 'Ethiopian Cassava Association';
export const BLOG_TITLE = 'Our Blog';
export const BLOG_DESCRIPTION =
  'News, event reports, research and success stories from Ethiopia\u2019s cassava farmers, processors and exporters.';
export const BLOG_CATEGORY_LABELS = labels<BlogCategory>({
  news: 'News',
  events: 'Events',
  upcoming: 'Upcoming',
  stories: 'Stories',
  research: 'Research',
});
