import type { ResourceType } from '../../../contract/content';
import { labels } from '../../../contract/labels';
import { errorScreenMessages } from '../../../contract/messages/errorScreen';
import { SITE_NAME } from '../../../contract/site';
import { socialNames } from '../socialNames';

/** A resource's type, as the public cards and the staff list name it. */
export const resourceTypes = labels<ResourceType>({
  pdf: 'PDF',
  article: 'Article',
  gallery: 'Gallery',
  certificate: 'Certificate',
  book: 'Book',
});

export const common = {
  siteName: SITE_NAME,
  siteShortName: 'ECA',
  tagline: 'Growers, processors and exporters of Ethiopian cassava',
  skipToContent: 'Skip to main content',
  loading: 'Loading…',
  /** A dialog's code did not download (Join Now, Register Now): the next press tries again. */
  formLoadFailed: 'The form could not be loaded. Check your connection, then press the button again.',
  nav: {
    label: 'Main navigation',
    home: 'Home',
    about: 'About Us',
    membership: 'Membership',
    members: 'Members',
    eventsBlogs: 'Events / Blogs',
    events: 'Events',
    blog: 'Blog',
    upcomingEvents: 'Upcoming Events',
    pastEvents: 'Past Events',
    successStories: 'Success Stories',
    resources: 'Resources',
    contact: 'Contact',
    admin: 'Admin',
    logout: 'Logout',
    joinUs: 'Join Us',
    /** Where an applicant continues (receipt, status, renewal): named as the page itself is. */
    myMembership: 'My membership',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
  },
  footer: {
    terms: 'Terms and conditions',
    privacy: 'Privacy policy',
    about:
      'The national association of cassava growers, processors and exporters in Ethiopia: better planting material, fair markets and a growing cassava industry.',
    quickLinks: 'Quick links',
    myMembership: 'My membership',
    resources: 'Resources',
    researchPapers: 'Research papers',
    farmingGuides: 'Farming guides',
    marketReports: 'Market reports',
    newsletters: 'Newsletters',
    blog: 'Blog',
    directory: 'Member directory',
    contact: 'Contact us',
    follow: 'Follow us',
    address: 'ICT Park, Bole Sub-City, Addis Ababa, Ethiopia',
    phone: '+251 11 555 0142',
    email: 'info@cassava.org.et',
    hours: 'Monday to Friday, 8:30 AM to 5:30 PM',
    rights: 'All rights reserved.',
  },
  social: socialNames,
  errorScreen: errorScreenMessages,
};
