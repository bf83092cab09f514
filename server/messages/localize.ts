// The failure answers in the request's language. Every refusal of ours has a code (contract/errors.ts) and its texts
// are looked up by that code (./codes.ts); nothing is translated back from English. What carries no code (valibot's
// own wording of an issue a schema gave no message for, a framework's exception) is answered in English as it is, and
// in another language with a plain sentence for its status or for a field.
import type { ApiFailure } from '../../contract/api';
import { type Coded, type CodeRef, codeOf } from '../../contract/errors';
import { DEFAULT_LANG } from '../../contract/languages';
import type { FieldIssue } from '../platform/http';
import type { Lang } from '../platform/lang';
import { messageOf, UNCODED } from './codes';

/** The `{ error, code, message, fields? }` of a refusal in `lang`: every text looked up by its code. */
export function localizedFailure(lang: Lang, message: Coded, fields?: Record<string, Coded | CodeRef>): ApiFailure {
  const text = messageOf(lang, message);
  const failure: ApiFailure = { error: text, code: codeOf(message), message: text };
  if (fields) failure.fields = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, messageOf(lang, v)]));
  return failure;
}

/** One field's message in `lang`: by its code, else valibot's English as it is, or a plain sentence in another language. */
const fieldText = (lang: Lang, issue: FieldIssue): string =>
  issue.coded ? messageOf(lang, issue.coded) : lang === DEFAULT_LANG ? issue.text : UNCODED[lang].field;

/** A schema's refusal in `lang`: each field's message, and `code` and `message` those of its one field or of several. */
export function invalidInputFailure(lang: Lang, code: Coded, fields: Record<string, FieldIssue>): ApiFailure {
  const texts = Object.fromEntries(Object.entries(fields).map(([k, issue]) => [k, fieldText(lang, issue)]));
  const only = Object.values(fields);
  const message =
    only.length === 1 && only[0]!.coded
      ? messageOf(lang, only[0]!.coded)
      : only.length !== 1
        ? messageOf(lang, 'http.validation')
        : lang === DEFAULT_LANG
          ? only[0]!.text
          : (UNCODED[lang].byStatus[400] ?? UNCODED[lang].client);
  return { error: message, code: codeOf(code), message, fields: texts };
}

/** A framework's refusal (no code of ours): its English as it is, else a plain sentence for its status. */
export function frameworkFailure(lang: Lang, status: number, english: string): ApiFailure {
  const message = lang === DEFAULT_LANG ? english : (UNCODED[lang].byStatus[status] ?? UNCODED[lang].client);
  return { error: message, code: 'http.unknown', message };
}
