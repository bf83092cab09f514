// A staff form's texts in the other languages: one control each, named by its path in the API's body
// (`translations.am.title`), so a field error the server or the schema gives lands under its control. The form holds
// them flat, as it holds every control's text; the API takes them nested (contract/translations.ts).
import { tagsFromText } from '../../contract/content';
import { PREFIXED_LANGS, type PrefixedLang } from '../../contract/languages';
import type { TranslatedField, Translations } from '../../contract/translations';

/** The name of the control of `field` in `lang`. */
export const translatedName = <F extends TranslatedField>(lang: PrefixedLang, field: F) => `translations.${lang}.${field}` as const;

type Flat<F extends TranslatedField> = { [K in `translations.${PrefixedLang}.${F}`]: string };

/** The form's controls of `fields` in every other language, each with the text `of` gives (empty: none). */
function flat<F extends TranslatedField>(fields: readonly F[], of: (lang: PrefixedLang, field: F) => string): Flat<F> {
  return Object.fromEntries(
    PREFIXED_LANGS.flatMap((lang) => fields.map((field) => [translatedName(lang, field), of(lang, field)])),
  ) as Flat<F>;
}

/** An empty form's texts in the other languages. */
export const blankTranslations = <F extends TranslatedField>(fields: readonly F[]): Flat<F> => flat(fields, () => '');

/** An item's texts in the other languages as its edit form shows them (tags as the typed text "a, b"). */
export const translatedValues = <F extends TranslatedField>(translations: Translations | undefined, fields: readonly F[]): Flat<F> =>
  flat(fields, (lang, field) => {
    const value: unknown = translations?.[lang]?.[field];
    return Array.isArray(value) ? value.join(', ') : typeof value === 'string' ? value : '';
  });

const PATH = /^translations\.([a-z]+)\.([A-Za-z]+)$/;

/** The form's values as the API takes them: the texts in the other languages nested under `translations`. */
export function nestTranslations(values: Record<string, unknown>): Record<string, unknown> {
  const rest: Record<string, unknown> = {};
  const translations: Record<string, Record<string, unknown>> = {};
  for (const [key, value] of Object.entries(values)) {
    const path = PATH.exec(key);
    if (!path) rest[key] = value;
    else {
      const [, lang = '', field = ''] = path;
      translations[lang] = { ...translations[lang], [field]: field === 'tags' ? tagsFromText(String(value ?? '')) : value };
    }
  }
  return Object.keys(translations).length > 0 ? { ...rest, translations } : rest;
}
