// The Afaan Oromoo counterpart of ../en/blogPage.ts.
import type { Widen } from '../../../contract/catalog';
import type { BlogFilter } from '../../../contract/content';
import { labels } from '../../../contract/labels';
import { blogMessages } from '../../../contract/messages/blog';
import { BLOG_DESCRIPTION, BLOG_TITLE } from '../../../contract/site';

type En = typeof import('../en/blogPage');

export const blogPage: Widen<En['blogPage']> = {
  title: BLOG_TITLE,
  metaDescription: BLOG_DESCRIPTION,
  intro: 'Oduu waldaa, gabaasa sagantaalee keenyaa, qorannoo fi seenaawwan miseensota keenyaa.',
  featuredTitle: 'Barreeffamoota filatamoo',
  postsTitle: 'Barreeffamoota haaraa',
  filterLabel: 'Barreeffamoota ramaddiin calalaa',
  empty: blogMessages.empty,
  bookCover: (title: string) => `Haguuggii kitaaba "${title}"`,
  filters: labels<BlogFilter>({
    all: 'Hunda',
    events: 'Sagantaalee',
    news: 'Oduu',
    upcoming: 'Kan dhufan',
    stories: "Seenaa milkaa'inaa",
    resources: 'Qabeenya odeeffannoo',
  }),
  storiesTitle: "Seenaa milkaa'inaa",
  storiesIntro: 'Qotee bultoota, adeemsistootaa fi waldaalee hojii gamtaa kaasaavaadhaan guddatan.',
  bookEyebrow: 'Kitaaba haaraa',
  orderNow: 'Amma ajajadhaa',
  downloadSample: 'Fakkeenya buufadhaa',
  learnMore: 'Caalaatti beekaa',
  back: "Gara barreeffamootaatti deebi'aa",
  notFoundTitle: 'Barreeffamni hin argamne',
  notFoundText: 'Barreeffamni kun hin jiru yookaan haqameera.',
};
