// The words the public site's cards show (src/routes/_site/-cards.tsx): plan, event, post and resource cards appear on
// several pages, so their words are a module of their own rather than part of any page's.
import type { ResourceAdminCategory, ResourceFilter } from '../../../contract/content';
import { labels } from '../../../contract/labels';
import { BLOG_CATEGORY_LABELS } from '../../../contract/site';
import { resourceTypes } from './common';

export const cards = {
  event: {
    seatsLeft: (n: number) => (n === 1 ? '1 seat left' : `${n} seats left`),
    full: 'Full: join the waiting list',
    closed: 'Registration closed',
  },
  post: {
    upcoming: 'Upcoming',
    categories: BLOG_CATEGORY_LABELS,
    tags: 'Tags',
    by: 'By',
    readMore: 'Read More',
  },
  resource: {
    types: resourceTypes,
    /** The filter buttons, and the category line of a resource card (staff categories too). */
    filters: labels<ResourceFilter | ResourceAdminCategory>({
      all: 'All',
      guides: 'Guides and training',
      research: 'Research and reports',
      publications: 'Newsletters and books',
      'business-resources': 'Business resources',
      books: 'Books',
      'policy-documents': 'Policy documents',
      'industry-reports': 'Industry reports',
      'financial-resources': 'Financial resources',
      'farming-guides': 'Farming guides',
      'market-reports': 'Market reports',
      products: 'Products',
      partnerships: 'Partnerships',
      training: 'Training',
      'research-papers': 'Research papers',
      newsletters: 'Newsletters',
      blog: 'Blog',
      gallery: 'Gallery',
    }),
    download: 'Download',
    readMore: 'Read More',
    viewGallery: 'View Gallery',
  },
  ethiopianCalendar: 'Ethiopian calendar',
};
