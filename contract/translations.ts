// Staff texts in a language that has no database column of its own yet: the built-in content's own text in that
// language (content/<lang>/), given beside each field whose English staff have left as it was built in. A field staff
// rewrote has none, and pages in that language show the English, marked as such (src/i18n/localized.ts).
import * as v from 'valibot';
import { LANGS } from './languages';

/** The texts of one language: only those whose English is still the built-in text. */
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

/** Per language, its texts; absent where no field has one. */
export const translationsEntry = {
  translations: v.optional(v.record(v.picklist(LANGS), TranslatedTextsSchema)),
};
export type Translations = NonNullable<v.InferOutput<(typeof translationsEntry)['translations']>>;
