// Which language of a staff-written text a page shows: staff write every event, post and resource in English and may
// add Amharic beside it (titleAm, descriptionAm, contentAm, an event's locationAm, a post's authorAm and tagsAm). Amharic pages
// show the Amharic where there is some and the English otherwise; that English is marked lang="en" so screen readers
// and fonts treat it as English. Pages in a language without such a column show the built-in content's own text where
// staff left the English as built in (`translations`, contract/translations.ts).
import { COLUMN_KEYS, COLUMNS_LANG, DEFAULT_LANG, type Lang, type TextField } from '../../contract/languages';
import type { Translations } from '../../contract/translations';
import { LANG } from './lang';

export type { Lang };

/** Names (a place, a person) may be written in Ge'ez script in the English field too: only Latin letters are English. */
const NAMES: ReadonlySet<TextField> = new Set(['location', 'author']);

/** An item with the English text of `F` and, perhaps, its Amharic counterpart. */
export type Bilingual<F extends TextField> = { [K in F]: string | null } & { [K in (typeof COLUMN_KEYS)[F]]?: string | null } & {
  translations?: Translations;
};

/**
 * The text to show, and `lang` set to the default language when it is the default language's text on a page of another
 * language (put it on its element).
 */
export type Shown<T extends string | null = string> = { text: T; lang: typeof DEFAULT_LANG | undefined };

/**
 * The text of `field` to show on a page in `lang` (the build's language unless given): the second-language column's
 * text on pages in that column's language (COLUMNS_LANG) when staff wrote it, on pages in another language the built-in
 * translation the server gave, else the English.
 */
export function localized<F extends TextField, I extends Bilingual<F>>(item: I, field: F, lang: Lang = LANG): Shown<I[F]> {
  if (lang === DEFAULT_LANG || inPageLanguage(item, lang)) return { text: item[field], lang: undefined };
  const own = lang === COLUMNS_LANG ? (item as Record<string, unknown>)[COLUMN_KEYS[field]] : item.translations?.[lang]?.[field];
  if (typeof own === 'string' && own.trim() !== '') return { text: own as I[F], lang: undefined };
  const english = item[field];
  if (NAMES.has(field) && typeof english === 'string') return { text: english, lang: asWritten(english, lang).lang };
  return { text: english, lang: DEFAULT_LANG };
}

/**
 * Whether an item's texts are in `lang` already: the built-in content of a language's own build (content/<lang>/,
 * given by asBuiltIn), which has no column of its own to be read from.
 */
export const inPageLanguage = (item: object, lang: Lang = LANG): boolean => (item as { inLang?: Lang }).inLang === lang;

/**
 * A post's tags to show on a page in `lang`, and whether they are in the page's language: the built-in content's own
 * tags (of the page's build, or the translation the server gave) are; the Amharic ones staff wrote on Amharic pages,
 * and the English where there are none, are staff's text as written (see asWritten).
 */
export function localizedTags(
  post: { tags: readonly string[]; tagsAm?: readonly string[] | null; translations?: Translations },
  lang: Lang = LANG,
): { tags: readonly string[]; inPageLanguage: boolean } {
  if (inPageLanguage(post, lang)) return { tags: post.tags, inPageLanguage: true };
  const translated = lang === COLUMNS_LANG ? undefined : post.translations?.[lang]?.tags;
  if (translated && translated.length > 0) return { tags: translated, inPageLanguage: true };
  const written = lang === COLUMNS_LANG ? post.tagsAm : undefined;
  return { tags: written && written.length > 0 ? written : post.tags, inPageLanguage: false };
}

/**
 * Staff text that has no Amharic counterpart (a member's company, a post's tags without Amharic ones) as written: on a page of
 * another language it is marked English when it is in Latin letters (the AM and PM of the international time aside,
 * which Amharic writes beside the Ethiopian clock).
 */
export function asWritten(text: string, lang: Lang = LANG): Shown {
  const latin = lang !== DEFAULT_LANG && /[A-Za-z]/.test(text.replace(/\b[AP]M\b/g, ''));
  return { text, lang: latin ? DEFAULT_LANG : undefined };
}

/**
 * A text the page made in its own language from what staff wrote (an event's time it formatted, the payment words it
 * has in its language): marked as staff's text only when the page shows it as written.
 */
export const formattedFrom = (shown: string, written: string, lang: Lang = LANG): Shown =>
  shown === written ? asWritten(shown, lang) : { text: shown, lang: undefined };
