// The built-in resources: seeded once into the database, and shown when the resources call fails.
import type { Resource } from '../contract/content';
import { BOOK_LINKS, builtInResourcesIn, PARTNER_HREF } from './shared/resources';

export const builtInResources: Resource[] = builtInResourcesIn({
  'cassava-variety-trials-south': {
    title: 'Improved cassava varieties for southern Ethiopia: trial results',
    description:
      'Yield, dry-matter and disease-tolerance results of six improved varieties tested in Wolaita, Sidama and Gamo over three seasons.',
  },
  'cyanide-processing-study': {
    title: 'Reducing cyanide in cassava flour: a processing study',
    description: 'How soaking, grating, fermentation and drying times affect cyanide levels in flour made by small processors.',
  },
  'planting-guide': {
    title: 'Cassava planting guide for smallholders',
    description:
      'Choosing and cutting stems, spacing, intercropping with maize and beans, weeding calendar and harvest timing, illustrated step by step.',
  },
  'clean-cuttings-guide': {
    title: 'Producing clean cuttings: a guide for nurseries',
    description:
      'How demonstration farms and community nurseries multiply disease-free planting material, and how to rogue infected plants.',
  },
  'market-report-2018': {
    title: 'Cassava market report 2018 E.C.',
    description: 'Fresh-root, chip, flour and starch prices by region; demand from processors; import substitution opportunities.',
  },
  'newsletter-meskerem-2019': {
    title: 'Members newsletter, Meskerem 2019 E.C.',
    description:
      'Assembly outcomes, the new flour standard, training dates for the season and a profile of the Assosa women\u2019s flour group.',
  },
  'business-plan-template': {
    title: 'Cassava processing business plan template',
    description: 'A fill-in template for a small flour or chip plant: investment, running costs, root supply, sales and cash flow.',
  },
  'cassava-handbook': {
    title: 'Cassava in Ethiopia: from field to factory',
    description: 'The association\u2019s handbook on the whole value chain: agronomy, processing, products, markets and policy.',
  },
  'policy-brief-import-substitution': {
    title: 'Policy brief: cassava starch and import substitution',
    description:
      'Why locally produced cassava starch can replace imports for the textile, paper and food industries, and what policy would help.',
  },
  'machinery-industry-report': {
    title: 'The cassava machinery industry in Ethiopia',
    description: 'Photographs and profiles of the workshops that make 75% of cassava processing machinery locally and employ 461 people.',
  },
  'finance-guide': {
    title: 'Financing your cassava enterprise',
    description:
      'Loan products from banks and microfinance institutions, input credit, leasing of machinery and how to prepare a bankable plan.',
  },
  'processing-training-certificate': {
    title: 'Certificate course: safe cassava processing',
    description:
      'A five-day course for processor staff on hygiene, cyanide reduction, drying and packaging, with a certificate on completion.',
  },
});

/** The Cassava Business Resources panel's template. */
export { businessTemplate } from './shared/resources';

/** The partner panel's external link. */
export const partner = {
  name: 'International Institute of Tropical Agriculture (IITA)',
  href: PARTNER_HREF,
  text: 'Research on cassava varieties, disease control and processing across Africa, shared with our members.',
};

/** The book promo on the blog. */
export const book = {
  title: 'Cassava in Ethiopia: from field to factory',
  text: 'Our new handbook brings together ten years of experience from farmers, processors and researchers: 240 pages on varieties, agronomy, processing, products, markets and policy, in English with an Amharic glossary.',
  ...BOOK_LINKS,
};
