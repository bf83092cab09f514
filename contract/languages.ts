// The site's languages: each is a build of its own (docs/decisions/009-languages.md). The server uses these too, to
// serve each language's pages and shell and to remember a visitor's choice.

export const LANGS = ['en', 'am'] as const;
export type Lang = (typeof LANGS)[number];
/** The language of the specification's paths, and of search engines' x-default. */
export const DEFAULT_LANG: Lang = 'en';
/** The cookie the language switcher sets; the server reads it to answer `/` and the staff area in that language. */
export const LANG_COOKIE = 'lang';
/** How long the choice is remembered (one year, in seconds). */
export const LANG_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** Each language's address prefix: English pages are at the specification's paths, Amharic ones under /am. */
export const LANG_PREFIX: Readonly<Record<Lang, '' | '/am'>> = { en: '', am: '/am' };

/** The staff area keeps its address in every language. */
export const isStaffPath = (path: string): boolean => path === '/admin' || path.startsWith('/admin/');

/** `path` (an app path, `/…`) as the address of that page in `lang`. The staff area is never prefixed. */
export function pathIn(lang: Lang, path: string): string {
  const prefix = LANG_PREFIX[lang];
  if (!prefix || isStaffPath(path)) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The language of an address and the app path inside it: `/am/about` → ['am', '/about'], `/about` → ['en', '/about']. */
export function splitLangPath(path: string): [Lang, string] {
  if (path === '/am' || path === '/am/') return ['am', '/'];
  if (path.startsWith('/am/')) return ['am', path.slice(3)];
  return ['en', path];
}

/** The language a `Cookie` header remembers, if any. */
export function cookieLang(cookieHeader: string | undefined): Lang | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== LANG_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return (LANGS as readonly string[]).includes(value) ? (value as Lang) : undefined;
  }
  return undefined;
}
