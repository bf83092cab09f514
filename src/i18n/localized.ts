// Which language of a staff-written text a page shows: staff write every event, post and resource in English and may
// write it in the other languages beside it; the API gives those, and the built-in content's own text where staff left
// the English as built in, as `translations` (contract/translations.ts). A page shows its language's text where there
// is one and the English otherwise; that English is marked lang="en" so screen readers and fonts treat it as English.
import { DEFAULT_LANG, type Lang, SCRIPT } from '../../contract/languages';
import type { TextField, Translations } from '../../contract/translations';
import { LANG } from './lang';

export type { Lang };

/** Names (a place, a person) may be written in Ge'ez script in the English field too: only Latin letters are English. */
const NAMES: ReadonlySet<TextField> = new Set(['location', 'author']);

/** An item with the English text of `F` and, perhaps, its text in other languages. */
export type Bilingual<F extends TextField> = { [K in F]: string | null } & { translations?: Translations };

/**
 * The text to show, and `lang` set to the default language when it is the default language's text on a page of another
 * language (put it on its element).
 */
export type Shown<T extends string | null = string> = { text: T; lang: typeof DEFAULT_LANG | undefined };

/**
 * The text of `field` to show on a page in `lang` (the build's language unless given): its text in that language, as
 * staff wrote it or built in, else the English.
 */
export function localized<F extends TextField, I extends Bilingual<F>>(item: I, field: F, lang: Lang = LANG): Shown<I[F]> {
  if (lang === DEFAULT_LANG || inPageLanguage(item, lang)) return { text: item[field], lang: undefined };
  const own = item.translations?.[lang]?.[field];
  if (typeof own === 'string' && own.trim() !== '') return { text: own as I[F], lang: undefined };
  const english = item[field];
  if (NAMES.has(field) && typeof english === 'string') return { text: english, lang: asWritten(english, lang).lang };
  return { text: english, lang: DEFAULT_LANG };
}

/**
 * Whether an item's texts are in `lang` already: the built-in content of a language's own build (content/<lang>/,
 * given by asBuiltIn), which has no translations of its own to be read from.
 */
export const inPageLanguage = (item: object, lang: Lang = LANG): boolean => (item as { inLang?: Lang }).inLang === lang;

/**
 * A post's tags to show on a page in `lang`, and whether they are in the page's language: the built-in content's own
 * tags (of the page's build) are, and so are the page language's tags the API gave, unless one is in Latin letters on
 * a page in another script (staff's English, as written); the English ones, where there are none, are not.
 */
export function localizedTags(
  post: { tags: readonly string[]; translations?: Translations },
  lang: Lang = LANG,
): { tags: readonly string[]; inPageLanguage: boolean } {
  if (inPageLanguage(post, lang)) return { tags: post.tags, inPageLanguage: true };
  const translated = lang === DEFAULT_LANG ? undefined : post.translations?.[lang]?.tags;
  if (translated && translated.length > 0) {
    const latinOff = SCRIPT[lang] !== 'Latn' && translated.some((tag) => asWritten(tag, lang).lang !== undefined);
    return { tags: translated, inPageLanguage: !latinOff };
  }
  return { tags: post.tags, inPageLanguage: lang === DEFAULT_LANG };
}

/**
 * Staff text that has no counterpart in the page's language (a member's company, a post's tags without any) as written:
 * on a page of another language it is marked English when it is in Latin letters (the AM and PM of the international
 * time aside, which Amharic writes beside the Ethiopian clock).
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
