// Seeds the built-in content once (events, blog posts, resources); a settings row marks it done.
import { eq, sql } from 'drizzle-orm';
import { DEFAULT_LANG, PREFIXED_LANGS, type PrefixedLang } from '../../contract/languages';
import { LEGAL_KINDS } from '../../contract/legalBasics';
import { ownWords } from '../../contract/payment';
import { wordsIn } from '../platform/languages';
import type { Db } from './client';
import { legalDocuments, legalDocumentTexts, paymentSettings, settings } from './schema';
import { contentSeedSteps, type SeedStep } from './seedContent';

export type { SeedStep };

/** Steps run once each, in order; later issues add steps (content, events). */
/**
 * The first terms and privacy notice, so that every form's consent names a version from the start: in English, and
 * as rows in every other language (each language's content/<lang>/legal.ts).
 */
export const legalSeedStep: SeedStep = {
  key: 'legal-documents-v1',
  run: async (db) => {
    for (const kind of LEGAL_KINDS) {
      const first = wordsIn(DEFAULT_LANG).firstLegal(kind);
      const [created] = await db
        .insert(legalDocuments)
        .values({ kind, version: 1, titleEn: first.title, bodyEn: first.body, publishedByName: 'Ethiopian Cassava Association' })
        .onConflictDoNothing()
        .returning({ id: legalDocuments.id });
      if (!created) continue;
      await db.insert(legalDocumentTexts).values(
        PREFIXED_LANGS.map((lang) => {
          const { title, body } = wordsIn(lang).firstLegal(kind);
          return { documentId: created.id, lang, title, body };
        }),
      );
    }
  },
};

/**
 * Settings saved while staff had to write the Amharic keep the first published Amharic as theirs: once, such copies
 * go, so a language's first published words are shown while, and only while, the English is the first published.
 */
export const paymentWordsSeedStep: SeedStep = {
  key: 'settings:payment-first-words',
  run: async (db) => {
    const [row] = await db.select({ value: paymentSettings.value }).from(paymentSettings).where(eq(paymentSettings.id, 1));
    if (!row) return;
    const translations = Object.fromEntries(
      Object.entries(row.value.translations ?? {}).flatMap(([lang, texts]) => {
        const kept = ownWords(texts, wordsIn(lang as PrefixedLang).firstPaymentWords);
        return Object.keys(kept).length > 0 ? [[lang, kept]] : [];
      }),
    );
    await db
      .update(paymentSettings)
      .set({ value: { ...row.value, translations } })
      .where(eq(paymentSettings.id, 1));
  },
};

export const seedSteps: SeedStep[] = [...contentSeedSteps, legalSeedStep, paymentWordsSeedStep];

export async function seed(db: Db, steps: SeedStep[] = seedSteps): Promise<string[]> {
  const done: string[] = [];
  for (const step of steps) {
    const marker = `seed:${step.key}`;
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(4242002)`);
      const existing = await tx.select().from(settings).where(sql`${settings.key} = ${marker}`);
      if (existing.length > 0) return;
      await step.run(tx as unknown as Db);
      await tx.insert(settings).values({ key: marker, value: new Date().toISOString() });
      done.push(step.key);
    });
  }
  return done;
}
