// What the built-in resources share in both languages: ids, categories, days, links, pictures and their order, and
// the links of the resources page's panels.
import type { Resource } from '../../contract/content';

type ResourceFacts = Pick<Resource, 'category' | 'type' | 'date' | 'image'> &
  Partial<Pick<Resource, 'downloadUrl' | 'readUrl' | 'galleryUrl'>>;

const RESOURCE_FACTS = {
  'cassava-variety-trials-south': {
    category: 'research-papers',
    type: 'pdf',
    date: '2026-03-10',
    downloadUrl: '/files/cassava-variety-trials.pdf',
    image: '/images/research-lab.svg',
  },
  'cyanide-processing-study': {
    category: 'research-papers',
    type: 'pdf',
    date: '2025-12-01',
    downloadUrl: '/files/cassava-cyanide-processing.pdf',
    image: '/images/story-processing.svg',
  },
  'planting-guide': {
    category: 'farming-guides',
    type: 'pdf',
    date: '2026-02-14',
    downloadUrl: '/files/cassava-planting-guide.pdf',
    image: '/images/guide-planting.svg',
  },
  'clean-cuttings-guide': {
    category: 'farming-guides',
    type: 'pdf',
    date: '2026-07-18',
    downloadUrl: '/files/cassava-clean-cuttings-guide.pdf',
    image: '/images/story-wolaita.svg',
  },
  'market-report-2018': {
    category: 'market-reports',
    type: 'pdf',
    date: '2026-04-02',
    downloadUrl: '/files/cassava-market-report-2018.pdf',
    image: '/images/research-market.svg',
  },
  'newsletter-meskerem-2019': {
    category: 'newsletters',
    type: 'pdf',
    date: '2026-10-01',
    downloadUrl: '/files/newsletter-meskerem-2019.pdf',
    image: '/images/news-board.svg',
  },
  'business-plan-template': {
    category: 'business-resources',
    type: 'pdf',
    date: '2026-01-20',
    downloadUrl: '/files/cassava-business-plan-template.pdf',
    image: '/images/guide-business.svg',
  },
  'cassava-handbook': {
    category: 'books',
    type: 'book',
    date: '2026-11-01',
    readUrl: '/blog#book',
    image: '/images/book-cover.svg',
  },
  'policy-brief-import-substitution': {
    category: 'policy-documents',
    type: 'pdf',
    date: '2026-06-15',
    downloadUrl: '/files/policy-brief-import-substitution.pdf',
    image: '/images/news-standard.svg',
  },
  'machinery-industry-report': {
    category: 'industry-reports',
    type: 'pdf',
    date: '2026-09-02',
    downloadUrl: '/files/cassava-machinery-industry.pdf',
    image: '/images/guide-machinery.svg',
  },
  'finance-guide': {
    category: 'financial-resources',
    type: 'pdf',
    date: '2026-05-25',
    downloadUrl: '/files/financing-cassava-enterprise.pdf',
    image: '/images/guide-finance.svg',
  },
  'processing-training-certificate': {
    category: 'training',
    type: 'certificate',
    date: '2026-12-07',
    downloadUrl: '/files/safe-cassava-processing-course.pdf',
    image: '/images/guide-training.svg',
  },
} satisfies Record<string, ResourceFacts>;

export type BuiltInResourceId = keyof typeof RESOURCE_FACTS;
export type BuiltInResourceText = Pick<Resource, 'title' | 'description'> & { content?: string | null };

/** The built-in resources in their fixed order, with one language's words. */
export const builtInResourcesIn = (text: Record<BuiltInResourceId, BuiltInResourceText>): Resource[] =>
  (Object.keys(RESOURCE_FACTS) as BuiltInResourceId[]).map((id) => {
    const facts: ResourceFacts = RESOURCE_FACTS[id];
    const { title, description, content = null } = text[id];
    return {
      downloadUrl: facts.downloadUrl ?? null,
      readUrl: facts.readUrl ?? null,
      galleryUrl: facts.galleryUrl ?? null,
      content,
      id,
      title,
      category: facts.category,
      type: facts.type,
      description,
      date: facts.date,
      image: facts.image,
    };
  });

/** The Cassava Business Resources panel's template. */
export const businessTemplate = {
  href: '/files/cassava-business-plan-template.pdf',
  fileName: 'cassava-business-plan-template.pdf',
};

/** The partner panel's external link. */
export const PARTNER_HREF = 'https://www.iita.org/';

/** The book promo's links. */
export const BOOK_LINKS = {
  orderHref: 'mailto:info@cassava.org.et?subject=Order%20the%20cassava%20handbook',
  sampleHref: '/files/cassava-handbook-sample.pdf',
  learnMoreHref: '/resources?category=books',
};
