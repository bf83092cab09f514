// Staff texts in the languages besides the default: an event's, a post's and a resource's title, description and the
// rest are written in English and, per language, as a row of their own (server/db/schema.ts, `*_texts`). The API
// answers with them as `translations`, a language's texts over the built-in content's own text of each field staff
// left as built in (server/platform/itemTexts.ts); staff send them the same way. A field with neither shows the
// English, marked as such (src/i18n/localized.ts).
import * as v from 'valibot';
import { PREFIXED_LANGS } from './languages';
import { say } from './say';

/** The texts of one language, as the API answers them: only the fields it has. */
export const TranslatedTextsSchema = v.object({
  title: v.optional(v.string()),
  description: v.optional(v.string()),
  /** As `content` beside it: a post's is only '' (there is a body) or null in the list, the sanitized body on its page. */
  content: v.optional(v.nullable(v.string())),
  location: v.optional(v.string()),
  author: v.optional(v.string()),
  tags: v.optional(v.array(v.string())),
});
export type TranslatedTexts = v.InferOutput<typeof TranslatedTextsSchema>;
export type TranslatedField = keyof TranslatedTexts;
/** The fields of staff text that are a text (a post's tags are a list of their own). */
export type TextField = Exclude<TranslatedField, 'tags'>;

/** Per language, its texts; absent where no field has one. */
export const translationsEntry = {
  translations: v.optional(v.record(v.picklist(PREFIXED_LANGS), TranslatedTextsSchema)),
};
export type Translations = NonNullable<v.InferOutput<(typeof translationsEntry)['translations']>>;

/**
 * What staff send of a form's texts in the languages besides the default: per language, the form's fields (`entries`:
 * each optional, as `optionalTranslation`; empty or null is none, and the pages show the built-in text or the English).
 * A field error is keyed by its path, `translations.<lang>.<field>`, which is also the name of its input in the staff
 * area's form.
 */
export const translationsInput = <E extends v.ObjectEntries>(entries: E) => ({
  translations: v.optional(v.record(v.picklist(PREFIXED_LANGS, say('translationLanguage')), v.object(entries)), {}),
});

/**
 * The fields of a form's texts in the other languages (`entries`, as `translationsInput` takes them), in the order the
 * staff dialog shows them: the one list of them besides the table that stores them.
 */
export const textFieldsOf = <E extends Partial<Record<TranslatedField, unknown>>>(entries: E) =>
  Object.keys(entries) as (keyof E & TranslatedField)[];

/** A form's texts in the other languages, as the server stores them: per language, each field a text or null. */
export type TranslationsInput = Partial<Record<string, Partial<Record<TextField, string | null>> & { tags?: string[] }>>;
