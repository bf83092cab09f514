// The failure answers in the request's language. A refusal the code throws has a code (contract/errors.ts) and its
// texts are looked up by that code. The field texts of a schema's refusal are the schema's English (its messages carry
// no code yet): those alone are paired with their Amharic counterparts by walking the English catalog and its Amharic
// counterpart side by side, a template's text recognised by its fixed parts.
import type { ApiFailure } from '../../contract/api';
import { type Coded, type CodeRef, codeOf } from '../../contract/errors';
import type { Lang } from '../lang';
import { untranslated } from './am/errors';
import { CATALOG_PAIRS, type CatalogPair } from './catalogs';
import { messageOf } from './codes';

type Template = { pattern: RegExp; order: number[]; fixed: number; am: (...args: unknown[]) => unknown };
export type Translate = (english: string) => string | undefined;

/** Private-use characters mark a template's holes: no message contains them. */
const hole = (i: number) => `\uE000${i}\uE001`;
const HOLES = /\uE000(\d+)\uE001/;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An English template as a pattern with one group per argument, or undefined when it cannot be read that way. */
function templateOf(en: (...args: unknown[]) => unknown, am: (...args: unknown[]) => unknown): Template | undefined {
  let text: unknown;
  try {
    text = en(...Array.from({ length: Math.max(en.length, 1) }, (_, i) => hole(i)));
  } catch {
    return undefined;
  }
  if (typeof text !== 'string') return undefined;
  const parts = text.split(HOLES);
  const order: number[] = [];
  let source = '^';
  let fixed = 0;
  for (const [i, part] of parts.entries()) {
    if (i % 2 === 0) {
      source += escapeRegExp(part);
      fixed += part.length;
    } else {
      if (order.includes(Number(part))) return undefined;
      order.push(Number(part));
      source += '([\\s\\S]+?)';
    }
  }
  return { pattern: new RegExp(`${source}$`), order, fixed, am };
}

/** The translator of the texts of `pairs`: an English text → its Amharic, or undefined when no catalog has it. */
export function pairCatalogs(pairs: readonly Pick<CatalogPair, 'en' | 'am'>[]): Translate {
  const exact = new Map<string, string>();
  const templates: Template[] = [];
  const walk = (en: unknown, am: unknown) => {
    if (typeof en === 'string') {
      if (typeof am === 'string' && !exact.has(en)) exact.set(en, am);
    } else if (typeof en === 'function') {
      if (typeof am !== 'function') return;
      const template = templateOf(en as (...args: unknown[]) => unknown, am as (...args: unknown[]) => unknown);
      if (template && template.order.length > 0) templates.push(template);
      else if (template) walk(en(), am());
    } else if (en && typeof en === 'object' && am && typeof am === 'object') {
      for (const key of Object.keys(en)) walk((en as Record<string, unknown>)[key], (am as Record<string, unknown>)[key]);
    }
  };
  for (const pair of pairs) walk(pair.en, pair.am);
  // The template with more fixed text is the more specific one, so it is tried first.
  templates.sort((a, b) => b.fixed - a.fixed);

  const translate = (text: string, depth: number): string | undefined => {
    const found = exact.get(text);
    if (found !== undefined) return found;
    if (depth > 2) return undefined;
    for (const t of templates) {
      const match = t.pattern.exec(text);
      if (!match) continue;
      const args: unknown[] = [];
      for (const [g, index] of t.order.entries()) {
        const arg = match[g + 1]!;
        args[index] = translate(arg, depth + 1) ?? (/^\d+$/.test(arg) ? Number(arg) : arg);
      }
      const out = t.am(...args);
      return typeof out === 'string' ? out : undefined;
    }
    return undefined;
  };
  return (text) => translate(text, 0);
}

const toAmharic = pairCatalogs(CATALOG_PAIRS);

/** The `{ error, code, message, fields? }` of a refusal in `lang`: every text looked up by its code. */
export function localizedFailure(lang: Lang, message: Coded, fields?: Record<string, Coded | CodeRef>): ApiFailure {
  const text = messageOf(lang, message);
  const failure: ApiFailure = { error: text, code: codeOf(message), message: text };
  if (fields) failure.fields = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, messageOf(lang, v)]));
  return failure;
}

/**
 * A refusal whose texts carry no code: a schema's field texts (`code` is `http.validation`; one wrong field's text is
 * the message) or an exception from the framework (`http.unknown`). In Amharic each text is its catalog counterpart,
 * else a plain Amharic sentence for its status (or for a field), never the English.
 */
export function uncodedFailure(
  lang: Lang,
  status: number,
  kind: 'fields' | 'framework',
  english: string | undefined,
  fields?: Record<string, string>,
): ApiFailure {
  let shown = fields;
  if (lang === 'am' && fields) shown = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, toAmharic(v) ?? untranslated.field]));
  const texts = Object.values(shown ?? {});
  let message: string;
  if (kind === 'fields') message = texts.length === 1 ? texts[0]! : messageOf(lang, 'http.validation');
  else message = lang === 'en' ? (english ?? messageOf(lang, 'http.unknown')) : (untranslated.byStatus[status] ?? untranslated.client);
  if (lang === 'am' && kind === 'fields' && texts.length === 1 && toAmharic(Object.values(fields ?? {})[0]!) === undefined)
    message = untranslated.byStatus[status] ?? untranslated.client;
  const code = kind === 'fields' ? 'http.validation' : 'http.unknown';
  return shown ? { error: message, code, message, fields: shown } : { error: message, code, message };
}
