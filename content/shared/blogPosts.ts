// What the built-in blog posts share in both languages: ids, categories, days, links, pictures, their order, and the
// English tags (the database's `tags`; another language's build gives its own, and the API its `translations`).
import type { BlogPost } from '../../contract/content';

const POST_FACTS = {
  'assembly-2019-registration-open': {
    category: 'upcoming',
    type: 'event',
    date: '2027-09-02',
    readUrl: '/events#upcoming',
    image: '/images/event-assembly.svg',
    tags: ['assembly', 'addis-ababa', 'members'],
    featured: true,
  },
  'wolaita-cooperative-doubles-yield': {
    category: 'stories',
    type: 'article',
    date: '2026-10-14',
    readUrl: null,
    image: '/images/story-wolaita.svg',
    tags: ['planting-material', 'wolaita', 'yield'],
    featured: true,
  },
  'jimma-processor-local-dryer': {
    category: 'stories',
    type: 'article',
    date: '2026-08-20',
    readUrl: null,
    image: '/images/story-processing.svg',
    tags: ['processing', 'machinery', 'jimma'],
    featured: false,
  },
  'benishangul-women-group-flour': {
    category: 'stories',
    type: 'article',
    date: '2026-06-05',
    readUrl: null,
    image: '/images/story-women.svg',
    tags: ['women', 'flour', 'benishangul-gumuz'],
    featured: false,
  },
  'national-standard-cassava-flour': {
    category: 'news',
    type: 'article',
    date: '2026-10-30',
    readUrl: null,
    image: '/images/news-standard.svg',
    tags: ['policy', 'standards', 'food-safety'],
    featured: true,
  },
  'new-board-members': {
    category: 'news',
    type: 'article',
    date: '2026-09-03',
    readUrl: '/about',
    image: '/images/news-board.svg',
    tags: ['governance', 'assembly'],
    featured: false,
  },
  'assembly-2018-highlights': {
    category: 'events',
    type: 'event',
    date: '2026-09-02',
    readUrl: null,
    image: '/images/event-b2b.svg',
    tags: ['assembly', 'exhibition', 'b2b'],
    featured: false,
  },
  'field-day-areka': {
    category: 'events',
    type: 'event',
    date: '2026-07-18',
    readUrl: '/resources?category=farming-guides',
    image: '/images/story-wolaita.svg',
    tags: ['training', 'field-day', 'wolaita'],
    featured: false,
  },
  'cassava-brown-streak-research': {
    category: 'research',
    type: 'resource',
    date: '2026-05-12',
    readUrl: null,
    image: '/images/research-lab.svg',
    tags: ['research', 'disease', 'surveillance'],
    featured: false,
  },
  'cassava-market-report-2018': {
    category: 'research',
    type: 'resource',
    date: '2026-04-02',
    readUrl: '/resources?category=market-reports',
    image: '/images/research-market.svg',
    tags: ['markets', 'prices', 'report'],
    featured: false,
  },
} satisfies Record<string, Omit<BlogPost, 'id' | 'title' | 'description' | 'author' | 'content'>>;

export type BuiltInPostId = keyof typeof POST_FACTS;
export type BuiltInPostText = Pick<BlogPost, 'title' | 'description' | 'author' | 'content'> & {
  /** The tags in this language, where they are not the English ones. */
  tags?: string[];
};

/** The built-in posts in their fixed order, with one language's words. */
export const builtInBlogPostsIn = (text: Record<BuiltInPostId, BuiltInPostText>): BlogPost[] =>
  (Object.keys(POST_FACTS) as BuiltInPostId[]).map((id) => {
    const { category, type, date, readUrl, image, tags, featured } = POST_FACTS[id];
    const { title, description, author, content, tags: ownTags } = text[id];
    return { id, title, category, type, description, date, readUrl, image, author, tags: [...(ownTags ?? tags)], featured, content };
  });
