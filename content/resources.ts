// The built-in resources: seeded once into the database, and shown when the resources call fails.
import type { Resource } from '../contract/content';

const r = (x: Omit<Resource, 'downloadUrl' | 'readUrl' | 'galleryUrl' | 'content'> & Partial<Resource>): Resource => ({
  downloadUrl: null,
  readUrl: null,
  galleryUrl: null,
  content: null,
  ...x,
});

export const builtInResources: Resource[] = [
  r({
    id: 'cassava-variety-trials-south',
    title: 'Improved cassava varieties for southern Ethiopia: trial results',
    category: 'research-papers',
    type: 'pdf',
    description:
      'Yield, dry-matter and disease-tolerance results of six improved varieties tested in Wolaita, Sidama and Gamo over three seasons.',
    date: '2026-03-10',
    downloadUrl: '/files/cassava-variety-trials.pdf',
    image: '/images/research-lab.svg',
  }),
  r({
    id: 'cyanide-processing-study',
    title: 'Reducing cyanide in cassava flour: a processing study',
    category: 'research-papers',
    type: 'article',
    description: 'How soaking, grating, fermentation and drying times affect cyanide levels in flour made by small processors.',
    date: '2025-12-01',
    readUrl: '/blog/cassava-brown-streak-research',
    image: '/images/story-processing.svg',
  }),
  r({
    id: 'planting-guide',
    title: 'Cassava planting guide for smallholders',
    category: 'farming-guides',
    type: 'pdf',
    description:
      'Choosing and cutting stems, spacing, intercropping with maize and beans, weeding calendar and harvest timing, illustrated step by step.',
    date: '2026-02-14',
    downloadUrl: '/files/cassava-planting-guide.pdf',
    image: '/images/guide-planting.svg',
  }),
  r({
    id: 'clean-cuttings-guide',
    title: 'Producing clean cuttings: a guide for nurseries',
    category: 'farming-guides',
    type: 'article',
    description:
      'How demonstration farms and community nurseries multiply disease-free planting material, and how to rogue infected plants.',
    date: '2026-07-18',
    readUrl: '/blog/wolaita-cooperative-doubles-yield',
    image: '/images/story-wolaita.svg',
  }),
  r({
    id: 'market-report-2018',
    title: 'Cassava market report 2018 E.C.',
    category: 'market-reports',
    type: 'pdf',
    description: 'Fresh-root, chip, flour and starch prices by region; demand from processors; import substitution opportunities.',
    date: '2026-04-02',
    downloadUrl: '/files/cassava-market-report-2018.pdf',
    image: '/images/research-market.svg',
  }),
  r({
    id: 'newsletter-meskerem-2019',
    title: 'Members newsletter, Meskerem 2019 E.C.',
    category: 'newsletters',
    type: 'pdf',
    description:
      'Assembly outcomes, the new flour standard, training dates for the season and a profile of the Assosa women\u2019s flour group.',
    date: '2026-10-01',
    downloadUrl: '/files/newsletter-meskerem-2019.pdf',
    image: '/images/news-board.svg',
  }),
  r({
    id: 'business-plan-template',
    title: 'Cassava processing business plan template',
    category: 'business-resources',
    type: 'article',
    description: 'A fill-in template for a small flour or chip plant: investment, running costs, root supply, sales and cash flow.',
    date: '2026-01-20',
    downloadUrl: '/files/cassava-business-plan-template.txt',
    image: '/images/guide-business.svg',
  }),
  r({
    id: 'cassava-handbook',
    title: 'Cassava in Ethiopia: from field to factory',
    category: 'books',
    type: 'book',
    description: 'The association\u2019s handbook on the whole value chain: agronomy, processing, products, markets and policy.',
    date: '2026-11-01',
    readUrl: '/blog#book',
    image: '/images/book-cover.svg',
  }),
  r({
    id: 'policy-brief-import-substitution',
    title: 'Policy brief: cassava starch and import substitution',
    category: 'policy-documents',
    type: 'pdf',
    description:
      'Why locally produced cassava starch can replace imports for the textile, paper and food industries, and what policy would help.',
    date: '2026-06-15',
    downloadUrl: '/files/policy-brief-import-substitution.pdf',
    image: '/images/news-standard.svg',
  }),
  r({
    id: 'machinery-industry-report',
    title: 'The cassava machinery industry in Ethiopia',
    category: 'industry-reports',
    type: 'gallery',
    description: 'Photographs and profiles of the workshops that make 75% of cassava processing machinery locally and employ 461 people.',
    date: '2026-09-02',
    galleryUrl: '/events#past',
    image: '/images/guide-machinery.svg',
  }),
  r({
    id: 'finance-guide',
    title: 'Financing your cassava enterprise',
    category: 'financial-resources',
    type: 'article',
    description:
      'Loan products from banks and microfinance institutions, input credit, leasing of machinery and how to prepare a bankable plan.',
    date: '2026-05-25',
    readUrl: '/membership',
    image: '/images/guide-finance.svg',
  }),
  r({
    id: 'processing-training-certificate',
    title: 'Certificate course: safe cassava processing',
    category: 'training',
    type: 'certificate',
    description:
      'A five-day course for processor staff on hygiene, cyanide reduction, drying and packaging, with a certificate on completion.',
    date: '2026-12-07',
    readUrl: '/contact',
    image: '/images/guide-training.svg',
  }),
];

/** The Cassava Business Resources panel's template. */
export const businessTemplate = {
  href: '/files/cassava-business-plan-template.txt',
  fileName: 'cassava-business-plan-template.txt',
};

/** The partner panel's external link. */
export const partner = {
  name: 'International Institute of Tropical Agriculture (IITA)',
  href: 'https://www.iita.org/',
  text: 'Research on cassava varieties, disease control and processing across Africa, shared with our members.',
};

/** The book promo on the blog. */
export const book = {
  title: 'Cassava in Ethiopia: from field to factory',
  text: 'Our new handbook brings together ten years of experience from farmers, processors and researchers: 240 pages on varieties, agronomy, processing, products, markets and policy, in English with an Amharic glossary.',
  orderHref: 'mailto:info@cassava.org.et?subject=Order%20the%20cassava%20handbook',
  sampleHref: '/files/cassava-handbook-sample.pdf',
  learnMoreHref: '/resources?category=books',
};
