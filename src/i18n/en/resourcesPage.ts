// The resources page's words (a resource card's: ./cards.ts).
import { resourcesMessages } from '../../../contract/messages/resources';

export const resourcesPage = {
  title: 'Resources Center',
  metaDescription:
    'Research papers, farming guides, market reports, newsletters, templates and training for Ethiopia\u2019s cassava farmers, processors and exporters.',
  intro: 'Guides, reports, research and templates from the association and its partner institutions.',
  filterLabel: 'Filter resources by category',
  allHeading: 'All resources',
  resultsLabel: 'Resources',
  empty: resourcesMessages.empty,
  businessTitle: 'Cassava Business Resources',
  businessText: 'Starting or growing a processing business? Download our business plan template and fill it in with your figures.',
  businessDownload: 'Download the business plan template',
  partnerTitle: 'Our research partner',
  partnerLink: 'Visit the partner website',
  newTab: 'opens in a new tab',
  socialTitle: 'Stay Connected',
  socialText: 'Follow us for training dates, market prices and news from the assembly.',
  blogTitle: 'From our blog',
  blogText: 'Stories from farmers and processors, news and event reports.',
  blogLink: 'Read the blog',
};
