// The site's languages: the one list that the builds, the pre-render, the sitemap and hreflang, the router and the
// server read (docs/decisions/028-one-language-list.md). Each is a build of its own (docs/decisions/009-languages.md).
// A language is added here and in its own folders; what else differs per language is a `Record<Lang, …>` keyed by
// this list, so a new entry fails to compile until each of those has it.

/** Every language of the site, the default (the specification's own) first. */
export const LANGS = ['en', 'am', 'om'] as const;
export type Lang = (typeof LANGS)[number];
/** The language of the specification's paths, and of search engines' x-default. */
export const DEFAULT_LANG = LANGS[0];
/** A language besides the default one. */
export type PrefixedLang = Exclude<Lang, typeof DEFAULT_LANG>;
/** The languages that have an address prefix and a build of their own beside the default one. */
export const PREFIXED_LANGS = LANGS.filter((lang): lang is PrefixedLang => lang !== DEFAULT_LANG);
/**
 * The script each language is written in: a Latin word on a page in a language of another script is English (or a
 * name), marked as such; on a page in a Latin-script language it is that language's.
 */
export const SCRIPT: Readonly<Record<Lang, 'Latn' | 'Ethi'>> = { en: 'Latn', am: 'Ethi', om: 'Latn' };
/**
 * The language of the staff area for a visitor who chose each language: staff work in English or Amharic (their
 * screens, mails and refusals have those two catalogs), so a choice of Afaan Oromoo opens the staff area in English.
 */
export const STAFF_LANG: Readonly<Record<Lang, Lang>> = { en: 'en', am: 'am', om: 'en' };
/** The languages the staff area is written in. */
export const STAFF_LANGS: readonly Lang[] = [...new Set(Object.values(STAFF_LANG))];
/** Whether `value` (a cookie, a path segment, a form field) names one of the site's languages. */
export const isLang = (value: unknown): value is Lang => (LANGS as readonly unknown[]).includes(value);
/** The cookie the language switcher sets; the server reads it to answer `/` and the staff area in that language. */
export const LANG_COOKIE = 'lang';
/** How long the choice is remembered (one year, in seconds). */
export const LANG_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/**
 * Each language's name in itself: what the switcher offers, the same on every page (a visitor looks for their own
 * language's name, not a translation of it).
 */
export const LANG_NAMES: Readonly<Record<Lang, string>> = { en: 'English', am: 'አማርኛ', om: 'Afaan Oromoo' };

/** A language's address prefix: the default language's pages are at the specification's paths, another's under `/<lang>`. */
export type LangPrefix = '' | `/${Exclude<Lang, typeof DEFAULT_LANG>}`;
const prefixOf = (lang: Lang): LangPrefix => (lang === DEFAULT_LANG ? '' : (`/${lang}` as LangPrefix));
export const LANG_PREFIX: Readonly<Record<Lang, LangPrefix>> = Object.fromEntries(LANGS.map((lang) => [lang, prefixOf(lang)])) as Record<
  Lang,
  LangPrefix
>;

/**
 * How a language's build files are told apart in dist/: the default language's are `shell.html`, `.vite/manifest.json`;
 * another's carry its code (`shell-<lang>.html`, `.vite/manifest-<lang>.json`).
 */
export const buildSuffix = (lang: Lang): string => (lang === DEFAULT_LANG ? '' : `-${lang}`);

/** The staff area keeps its address in every language. */
export const isStaffPath = (path: string): boolean => path === '/admin' || path.startsWith('/admin/');

/** `path` (an app path, `/…`) as the address of that page in `lang`. The staff area is never prefixed. */
export function pathIn(lang: Lang, path: string): string {
  const prefix = LANG_PREFIX[lang];
  if (!prefix || isStaffPath(path)) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/**
 * The language of an address and the app path inside it: `/<lang>/about` → [lang, '/about'] for a prefixed language,
 * `/about` → [DEFAULT_LANG, '/about'].
 */
export function splitLangPath(path: string): [Lang, string] {
  for (const lang of PREFIXED_LANGS) {
    const prefix = LANG_PREFIX[lang];
    if (path === prefix || path === `${prefix}/`) return [lang, '/'];
    if (path.startsWith(`${prefix}/`)) return [lang, path.slice(prefix.length)];
  }
  return [DEFAULT_LANG, path];
}

/** The language a `Cookie` header remembers, if any. */
export function cookieLang(cookieHeader: string | undefined): Lang | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1 || part.slice(0, eq).trim() !== LANG_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    return isLang(value) ? value : undefined;
  }
  return undefined;
}

/**
 * The switcher's address: a server route that remembers the choice (sets the cookie) and answers 303 with the same
 * page in `lang`, so the choice is kept even when the page's script has not run. `pathAndQuery` is the page's app path
 * and query (either language's address works too); slashes stay readable.
 */
export const LANG_SWITCH_PATH = '/lang';
export const langSwitchHref = (lang: Lang, pathAndQuery: string): string =>
  `${LANG_SWITCH_PATH}/${lang}?to=${encodeURIComponent(pathAndQuery).replaceAll('%2F', '/')}`;
export const isLangSwitchPath = (path: string): boolean => path.startsWith(`${LANG_SWITCH_PATH}/`);

/** The `Set-Cookie` value (and `document.cookie` line) that remembers `lang`; Secure on an https page. */
export const langCookie = (lang: Lang, secure: boolean): string =>
  `${LANG_COOKIE}=${lang}; Max-Age=${LANG_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;

/** Stands in for the site's own origin while a `to` is parsed: anything that leaves it is not a local address. */
const LOCAL = 'http://local.invalid';

/**
 * Where the switch to `lang` goes for `to`: that page's address in `lang` with its query, normalized and percent-encoded
 * by the URL parser; undefined unless `to` is a plain local path. Refused: other origins and schemes (`//evil`,
 * `/\evil`, `https:…`, `javascript:…`), backslashes and control characters anywhere (CR/LF would split a header; the
 * URL parser would silently drop tabs and newlines, turning `/\n/evil` into `//evil`), and a path that ends up as
 * `//…` (`/.//evil`, `/<lang>//evil`).
 */
export function switchTarget(lang: Lang, to: string | undefined): string | undefined {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what is refused
  if (to?.[0] !== '/' || to[1] === '/' || /[\\\u0000-\u001f\u007f]/.test(to)) return undefined;
  let url: URL;
  try {
    url = new URL(to, LOCAL);
  } catch {
    return undefined;
  }
  if (url.origin !== LOCAL) return undefined;
  const [, appPath] = splitLangPath(url.pathname);
  if (url.pathname.startsWith('//') || appPath.startsWith('//')) return undefined;
  return pathIn(lang, appPath) + url.search;
}
