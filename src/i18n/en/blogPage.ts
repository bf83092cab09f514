// The words of the blog page and of a post's page (a post card's: ./cards.ts).
import type { BlogFilter } from '../../../contract/content';
import { labels } from '../../../contract/labels';
import { blogMessages } from '../../../contract/messages/blog';
import { BLOG_DESCRIPTION, BLOG_TITLE } from '../../../contract/site';

export const blogPage = {
  title: BLOG_TITLE,
  metaDescription: BLOG_DESCRIPTION,
  intro: 'News from the association, reports from our events, research and the stories of our members.',
  featuredTitle: 'Featured Content',
  postsTitle: 'Latest posts',
  filterLabel: 'Filter posts by category',
  empty: blogMessages.empty,
  bookCover: (title: string) => `Cover of ${title}`,
  filters: labels<BlogFilter>({
    all: 'All',
    events: 'Events',
    news: 'News',
    upcoming: 'Upcoming',
    stories: 'Stories',
    resources: 'Resources',
  }),
  storiesTitle: 'Success stories',
  storiesIntro: 'Farmers, processors and cooperatives who have grown with cassava.',
  bookEyebrow: 'New book',
  orderNow: 'Order Now',
  downloadSample: 'Download Sample',
  learnMore: 'Learn More',
  back: 'Back to the blog',
  notFoundTitle: 'Post not found',
  notFoundText: 'This post does not exist or has been removed.',
};
