// The messages of the contract's schemas, each with its code (contract/errors.ts, decision 029). A schema gives valibot
// `say('required', 'email')` instead of a sentence: valibot calls it with the issue it makes, and it puts the code on
// the issue and answers the text of the build's language. So the server reads each field's code off the issue and
// words it in the request's language, and the browser shows the text, as before.
import type * as v from 'valibot';
import type { Coded, CodedParam } from './errors';
import { PREFIXED_LANGS, type PrefixedLang } from './languages';
import { fieldLabels, languageLabels, validationMessages } from './messages/validation';

/** A field's name (`fieldLabels`), given to a message about it by its key. */
export type FieldKey = keyof typeof fieldLabels;
type Messages = typeof validationMessages;
/** A message's parameters: each text a field's key, each number as it is. */
type SayParams<K extends keyof Messages> = Messages[K] extends (...args: infer A) => string
  ? { [I in keyof A]: A[I] extends string ? FieldKey : A[I] }
  : [];

/** An issue of a contract schema: the code of its message when the schema gave one. */
export type CodedIssue = v.BaseIssue<unknown> & { coded?: Coded };
/** A schema's message: valibot calls it with the issue. */
export type Said = (issue: v.BaseIssue<unknown>) => string;

/** A message of any catalog, given with its code (one of a schema's few messages that are not validation's). */
export const said =
  (text: string, coded: Coded): Said =>
  (issue) => {
    (issue as CodedIssue).coded = coded;
    return text;
  };

/** The validation message `key`, about the fields and numbers of `params`. */
export function say<K extends keyof Messages>(key: K, ...params: SayParams<K>): Said {
  const entry = validationMessages[key] as string | ((...args: unknown[]) => string);
  const given = params as readonly unknown[];
  const text = typeof entry === 'string' ? entry : entry(...given.map((p) => (typeof p === 'string' ? fieldLabels[p as FieldKey] : p)));
  const params_ = given.map((p) => (typeof p === 'string' ? { ref: `fields.${p}` } : p));
  return said(text, { code: `validation.${key}`, params: params_ } as unknown as Coded);
}

/** The field a message parameter names (`{ ref: 'fields.title' }`), if it names one. */
const fieldOf = (param: unknown): FieldKey | undefined => {
  const ref = typeof param === 'object' && param !== null && 'ref' in param ? String(param.ref) : '';
  return ref.startsWith('fields.') ? (ref.slice('fields.'.length) as FieldKey) : undefined;
};

/**
 * A field's issue in a text of another language (its key `translations.<lang>.<field>`): its message names the field with
 * the language ("Amharic title must be at most 200 characters"), in the words of the build's language and, through its
 * code, of every language the server answers in. The same title field stands in every language's group of a staff
 * form, and a summary of a form's errors lists each message without its input beside it.
 */
export function inLanguage(issue: CodedIssue, key: string): CodedIssue {
  const [root, lang] = key.split('.');
  const coded = issue.coded;
  if (root !== 'translations' || !PREFIXED_LANGS.includes(lang as PrefixedLang) || typeof coded !== 'object' || !('params' in coded))
    return issue;
  const code = coded.code;
  const entry = code.startsWith('validation.') ? validationMessages[code.slice('validation.'.length) as keyof Messages] : undefined;
  if (typeof entry !== 'function') return issue;
  const language = lang as PrefixedLang;
  const params = (coded.params as readonly unknown[]).map((param): unknown => {
    const field = fieldOf(param);
    return field ? ({ code: 'validation.fieldIn', params: [param, { ref: `languages.${language}` }] } satisfies CodedParam) : param;
  });
  const words = (coded.params as readonly unknown[]).map((param) => {
    const field = fieldOf(param);
    return field ? validationMessages.fieldIn(fieldLabels[field], languageLabels[language]) : param;
  });
  const message = (entry as (...args: unknown[]) => string)(...words);
  return { ...issue, message, coded: { code, params } as unknown as Coded };
}
