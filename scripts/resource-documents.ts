// Makes the resources' documents (public/files/*.pdf in English, public/files/am/*.pdf in Amharic) from their words in
// content/documents.ts and content/am/documents.ts, with the title and summary of the resource each belongs to. Run
// after changing those words: `npx tsx scripts/resource-documents.ts`; the files are committed, so the site serves them
// as they are. The same words give the same bytes (a fixed date, fixed font names).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { documents as amDocuments } from '../content/am/documents';
import { builtInResources as amResources } from '../content/am/resources';
import { documents } from '../content/documents';
import { builtInResources } from '../content/resources';
import { RESOURCE_DOCUMENTS, type ResourceDocumentId } from '../content/shared/documents';
import { articlePdf } from '../server/services/documents';

const root = join(import.meta.dirname, '..', 'public', 'files');
const DATED = new Date('2026-11-27T06:00:00Z');

for (const lang of ['en', 'am'] as const) {
  const dir = lang === 'en' ? root : join(root, 'am');
  mkdirSync(dir, { recursive: true });
  const words = lang === 'en' ? documents : amDocuments;
  const resources = lang === 'en' ? builtInResources : amResources;
  for (const id of Object.keys(RESOURCE_DOCUMENTS) as ResourceDocumentId[]) {
    const { file, resource } = RESOURCE_DOCUMENTS[id];
    const r = resources.find((x) => x.id === resource)!;
    const bytes = await articlePdf({ title: r.title, summary: r.description, sections: words[id].sections, lang, now: DATED });
    writeFileSync(join(dir, file), bytes);
    console.log(`${lang} ${file} ${bytes.length} bytes`);
  }
}
