// What makes a certificate one a bank accepts, as an admin keeps it in Settings: the association's logo, the
// chairperson's name, title and signature, and the seal. Kept in the settings table (one row of words, one row an
// image, the image as base64 with its type and SHA-256), read for every certificate; each change audited.
import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';
import { type Actor, audit } from '../../platform/audit';
import {
  CERTIFICATE_IMAGES,
  type CertificateImage,
  type CertificateImageName,
  type CertificateSigning,
  type CertificateWords,
} from '../../platform/documentJobs';

export { CERTIFICATE_IMAGES, type CertificateImage, type CertificateImageName, type CertificateSigning, type CertificateWords };

/** An image's bytes at most: a logo or a scanned signature saved for print is far smaller. */
export const CERTIFICATE_IMAGE_MAX_BYTES = 256 * 1024;

const WORDS_KEY = 'certificate:words';
const imageKey = (name: CertificateImageName) => `certificate:${name}`;
const EMPTY_WORDS: CertificateWords = { chairName: '', chairTitle: '', translations: {} };

/** The image's type from its first bytes (what the file is, not what it is called): PNG or JPEG, else null. */
export function imageType(bytes: Uint8Array): CertificateImage['type'] | null {
  if (bytes.length > 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

/** Everything the certificate prints from Settings (empty words and no images before an admin saves any). */
export async function readCertificateSigning(db: Db): Promise<CertificateSigning> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, [WORDS_KEY, ...CERTIFICATE_IMAGES.map(imageKey)]));
  const out: CertificateSigning = { ...EMPTY_WORDS };
  for (const row of rows) {
    if (row.key === WORDS_KEY) Object.assign(out, JSON.parse(row.value) as CertificateWords);
    else {
      const name = row.key.slice('certificate:'.length) as CertificateImageName;
      const { type, data, sha256 } = JSON.parse(row.value) as { type: CertificateImage['type']; data: string; sha256: string };
      out[name] = { type, data: new Uint8Array(Buffer.from(data, 'base64')), sha256 };
    }
  }
  return out;
}

/** The admin's view: the words, and of each image its type, size and hash (the bytes are fetched one by one). */
export async function certificateSigningView(db: Db) {
  const s = await readCertificateSigning(db);
  // Every image's name is a key: the answer's type says so, for the screen that shows each.
  const images = Object.fromEntries(
    CERTIFICATE_IMAGES.map((n) => [n, s[n] ? { type: s[n].type, bytes: s[n].data.length, sha256: s[n].sha256 } : null]),
  ) as Record<CertificateImageName, { type: string; bytes: number; sha256: string } | null>;
  return { chairName: s.chairName, chairTitle: s.chairTitle, translations: s.translations, images };
}

/** The words as the Settings form sends them (each other language's title, empty where staff wrote none). */
export type CertificateWordsInput = Omit<CertificateWords, 'translations'> & {
  translations: Partial<Record<string, { chairTitle: string }>>;
};

export async function saveCertificateWords(tx: Db, input: CertificateWordsInput, actor: Actor) {
  // A language's title left empty is none (its certificate shows the English one).
  const translations = Object.fromEntries(
    Object.entries(input.translations).flatMap(([lang, texts]) => (texts?.chairTitle ? [[lang, { chairTitle: texts.chairTitle }]] : [])),
  );
  const words: CertificateWords = { chairName: input.chairName, chairTitle: input.chairTitle, translations };
  const value = JSON.stringify(words);
  await tx.insert(settings).values({ key: WORDS_KEY, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  await audit(tx, actor, 'update', 'certificate-settings', 'words', { after: words });
}

export async function saveCertificateImage(
  tx: Db,
  name: CertificateImageName,
  bytes: Uint8Array,
  type: CertificateImage['type'],
  actor: Actor,
) {
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const value = JSON.stringify({ type, data: Buffer.from(bytes).toString('base64'), sha256 });
  await tx
    .insert(settings)
    .values({ key: imageKey(name), value })
    .onConflictDoUpdate({ target: settings.key, set: { value } });
  await audit(tx, actor, 'update', 'certificate-settings', name, { type, bytes: bytes.length, sha256 });
}

export async function removeCertificateImage(tx: Db, name: CertificateImageName, actor: Actor) {
  await tx.delete(settings).where(eq(settings.key, imageKey(name)));
  await audit(tx, actor, 'delete', 'certificate-settings', name, {});
}
