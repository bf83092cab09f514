// Makes the resources' documents (public/files/*.pdf in the default language, public/files/<lang>/*.pdf in each other one) from their words in
// content/documents.ts and content/<lang>/documents.ts, with the title and summary of the resource each belongs to. Run
// after changing those words: `npx tsx scripts/resource-documents.ts`; the files are committed, so the site serves them
// as they are. The same words give the same bytes (a fixed date, fixed font names).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { documents as amDocuments } from '../content/am/documents';
import { builtInResources as amResources } from '../content/am/resources';
import { documents } from '../content/documents';
import { documents as omDocuments } from '../content/om/documents';
import { builtInResources as omResources } from '../content/om/resources';
import { builtInResources } from '../content/resources';
import { RESOURCE_DOCUMENTS, type ResourceDocumentId } from '../content/shared/documents';
import { LANG_PREFIX, LANGS, type Lang } from '../contract/languages';
import { articlePdf } from '../server/platform/documents';

const root = join(import.meta.dirname, '..', 'public', 'files');
const DATED = new Date('2026-11-27T06:00:00Z');

/** Each language's words for the documents and the resources they belong to. */
const WORDS: Record<Lang, { words: typeof documents; resources: typeof builtInResources }> = {
  en: { words: documents, resources: builtInResources },
  am: { words: amDocuments, resources: amResources },
  om: { words: omDocuments, resources: omResources },
};

for (const lang of LANGS) {
  // Each language's files under its address prefix, as its pages link them.
  const dir = join(root, LANG_PREFIX[lang]);
  mkdirSync(dir, { recursive: true });
  const { words, resources } = WORDS[lang];
  for (const id of Object.keys(RESOURCE_DOCUMENTS) as ResourceDocumentId[]) {
    const { file, resource } = RESOURCE_DOCUMENTS[id];
    const r = resources.find((x) => x.id === resource)!;
    const bytes = await articlePdf({ title: r.title, summary: r.description, sections: words[id].sections, lang, now: DATED });
    writeFileSync(join(dir, file), bytes);
    console.log(`${lang} ${file} ${bytes.length} bytes`);
  }
}
