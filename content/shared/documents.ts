// The resources' documents: one PDF a resource, in English at /files/<file> and in Amharic at /files/am/<file>, made
// from content/documents.ts and content/am/documents.ts by scripts/resource-documents.ts (the files are committed).
import { LANG_PREFIX, type Lang } from '../../contract/languages';

export type DocumentText = { sections: { heading: string; body: string[] }[] };

/** Each document, by its own id: the file it is saved as and the built-in resource whose title and summary it opens with. */
export const RESOURCE_DOCUMENTS = {
  'variety-trials': { file: 'cassava-variety-trials.pdf', resource: 'cassava-variety-trials-south' },
  'cyanide-processing': { file: 'cassava-cyanide-processing.pdf', resource: 'cyanide-processing-study' },
  'planting-guide': { file: 'cassava-planting-guide.pdf', resource: 'planting-guide' },
  'clean-cuttings': { file: 'cassava-clean-cuttings-guide.pdf', resource: 'clean-cuttings-guide' },
  'market-report': { file: 'cassava-market-report-2018.pdf', resource: 'market-report-2018' },
  newsletter: { file: 'newsletter-meskerem-2019.pdf', resource: 'newsletter-meskerem-2019' },
  'business-plan': { file: 'cassava-business-plan-template.pdf', resource: 'business-plan-template' },
  'policy-brief': { file: 'policy-brief-import-substitution.pdf', resource: 'policy-brief-import-substitution' },
  'machinery-industry': { file: 'cassava-machinery-industry.pdf', resource: 'machinery-industry-report' },
  finance: { file: 'financing-cassava-enterprise.pdf', resource: 'finance-guide' },
  'training-course': { file: 'safe-cassava-processing-course.pdf', resource: 'processing-training-certificate' },
  'handbook-sample': { file: 'cassava-handbook-sample.pdf', resource: 'cassava-handbook' },
} as const;
export type ResourceDocumentId = keyof typeof RESOURCE_DOCUMENTS;

/** The documents made in every language (scripts/resource-documents.ts): each language's under its address prefix. */
const TRANSLATED_FILES = new Set<string>(Object.values(RESOURCE_DOCUMENTS).map((d) => `/files/${d.file}`));

/** A document's address in a language: a page links its own language's document where there is one. */
export const documentHref = (href: string, lang: Lang): string =>
  TRANSLATED_FILES.has(href) ? href.replace('/files/', `/files${LANG_PREFIX[lang]}/`) : href;
