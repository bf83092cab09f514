// The language a request is answered in: its error texts, and the emails of what it stores.
import type { Context } from 'hono';
import { DEFAULT_LANG, LANGS, type Lang } from '../../contract/languages';

export type { Lang };

/**
 * The language of an Accept-Language header (RFC 9110 §12.5.4): the supported language the client ranks highest by
 * q-value, the earlier one on a tie. A language's code and its regional tags ("am", "am-ET") are that language; "*" is
 * the default language; a q of 0 refuses a language. Without the header, or when it names none of the site's languages,
 * the default one.
 */
export function acceptLanguage(header: string | undefined): Lang {
  if (!header) return DEFAULT_LANG;
  let best: Lang = DEFAULT_LANG;
  let bestQ = 0;
  for (const part of header.split(',')) {
    const [range = '', ...params] = part.split(';');
    const tag = range.trim().toLowerCase();
    const lang: Lang | undefined = tag === '*' ? DEFAULT_LANG : LANGS.find((l) => tag === l || tag.startsWith(`${l}-`));
    if (!lang) continue;
    const qParam = params.map((p) => p.trim().toLowerCase()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : qValue(qParam.slice(2));
    if (q > bestQ) {
      best = lang;
      bestQ = q;
    }
  }
  return best;
}

/** A qvalue ("0", "0.8", "1.000"); anything malformed counts as 0, so a broken entry never wins. */
const qValue = (text: string): number => (/^(0(\.\d{0,3})?|1(\.0{0,3})?)$/.test(text.trim()) ? Number(text) : 0);

/** The request's language, read once per request. */
export const requestLang = (c: Context): Lang => acceptLanguage(c.req.header('accept-language'));
