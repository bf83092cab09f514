// The built-in content's texts in the languages that have no database column for staff texts yet (every language but
// the default and COLUMNS_LANG). A field is given in such a language only while its English is the built-in English:
// once staff rewrite it, the built-in translation no longer says what they wrote, and the page shows their English.
// The English of content/ is therefore what databases hold: rewording it there (rather than in the staff area) leaves
// every existing database's copy different, and its other-language texts shown in English.
import { COLUMN_KEYS, COLUMNS_LANG, DEFAULT_LANG, LANGS, type Lang } from '../../contract/languages';
import type { TranslatedField, TranslatedTexts, Translations } from '../../contract/translations';
import { type BuiltInContent, wordsIn } from './languages';
import { sanitizeContent } from './storedHtml';

type Kind = keyof BuiltInContent;
type Item = { id: string } & Partial<Record<TranslatedField, unknown>>;

/** The languages whose staff texts come from the built-in content. */
const WITHOUT_COLUMN: readonly Lang[] = LANGS.filter((lang) => lang !== DEFAULT_LANG && lang !== COLUMNS_LANG);

/** The texts each kind of item has. */
const FIELDS: Readonly<Record<Kind, readonly TranslatedField[]>> = {
  events: ['title', 'description', 'location'],
  blogPosts: ['title', 'description', 'content', 'author', 'tags'],
  resources: ['title', 'description', 'content'],
};

const indexes = new Map<string, ReadonlyMap<string, Item>>();
/** The built-in item of `id` in `lang`, if there is one. */
function builtIn(kind: Kind, lang: Lang, id: string): Item | undefined {
  const key = `${kind}:${lang}`;
  let index = indexes.get(key);
  if (!index) {
    index = new Map((wordsIn(lang).builtIn[kind] as Item[]).map((item) => [item.id, item]));
    indexes.set(key, index);
  }
  return index.get(id);
}

const same = (a: unknown, b: unknown): boolean =>
  Array.isArray(a) && Array.isArray(b) ? a.length === b.length && a.every((x, i) => x === b[i]) : (a ?? null) === (b ?? null);

const cleaned = new Map<string, string>();
/**
 * Whether a stored field is the built-in English: as seeded, or as staff saved it unchanged (a body they save is
 * stored cleaned, its entities written as characters: sanitizeContent).
 */
function unchanged(field: TranslatedField, stored: unknown, builtInText: unknown): boolean {
  if (same(stored, builtInText)) return true;
  if (field !== 'content' || typeof builtInText !== 'string' || typeof stored !== 'string') return false;
  let clean = cleaned.get(builtInText);
  if (clean === undefined) {
    clean = sanitizeContent(builtInText);
    cleaned.set(builtInText, clean);
  }
  return stored === clean;
}

/**
 * The translations of `item` (a stored event, post or resource, with whichever of its text fields were read): for each
 * language without a column, the built-in text of each field whose English is the built-in English. Undefined when
 * there is none (an item staff added, or one they rewrote).
 */
export function builtInTranslations(kind: Kind, item: Item): Translations | undefined {
  const english = builtIn(kind, DEFAULT_LANG, item.id);
  if (!english) return undefined;
  const kept = FIELDS[kind].filter((field) => field in item && unchanged(field, item[field], english[field]));
  if (kept.length === 0) return undefined;
  const translations: Translations = {};
  for (const lang of WITHOUT_COLUMN) {
    const own = builtIn(kind, lang, item.id);
    if (!own) continue;
    translations[lang] = Object.fromEntries(kept.map((field) => [field, own[field]])) as TranslatedTexts;
  }
  return Object.keys(translations).length > 0 ? translations : undefined;
}

/** `{ translations }` for an answer, or nothing, so an item without any keeps its shape. */
export const translationsOf = (kind: Kind, item: Item): { translations?: Translations } => {
  const translations = builtInTranslations(kind, item);
  return translations ? { translations } : {};
};

/**
 * `item` (a stored event, post or resource) with its texts in `lang`, as a mail or document in that language tells it:
 * the COLUMNS_LANG columns staff wrote, in another language the built-in translation of each field staff left as built
 * in, and the English for the rest. The browser's `localized` makes the same choice for a page.
 */
export function textsIn<T extends Item>(kind: Kind, item: T, lang: Lang): T {
  if (lang === DEFAULT_LANG) return item;
  if (lang !== COLUMNS_LANG) return { ...item, ...builtInTranslations(kind, item)?.[lang] };
  const written = Object.entries(COLUMN_KEYS).filter(([, key]) => {
    const text = (item as Record<string, unknown>)[key];
    return typeof text === 'string' && text.trim() !== '';
  });
  return { ...item, ...Object.fromEntries(written.map(([field, key]) => [field, (item as Record<string, unknown>)[key]])) };
}
