// The language switcher (docs/decisions/009-languages.md): a plain link to the same page in the other language, which
// that language's build serves. A full document load, not a route change: each build holds one language only.
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE, pathIn } from '../../contract/languages';
import { OTHER_LANG, OTHER_LANG_NAME } from '../i18n/lang';

/** Remembers the choice, so the server answers `/` and the staff area in that language from now on. */
export function rememberLanguage(lang: string) {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one cookie, set once on a click; the Cookie Store API is not in every browser the site supports
  document.cookie = `${LANG_COOKIE}=${lang}; Max-Age=${LANG_COOKIE_MAX_AGE}; Path=/; SameSite=Lax${secure}`;
}

/** The other language's address of the page shown: the same path, query and hash. */
export const otherLanguageHref = (path: string, search: string, hash: string) =>
  `${pathIn(OTHER_LANG, path)}${search}${hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : ''}`;

export function LanguageSwitch({ className }: { className: string }) {
  const { pathname, searchStr, hash } = useRouterState({ select: (r) => r.location });
  // The page's own anchors (#upcoming) change the hash without the router; the link follows them.
  const [liveHash, setLiveHash] = useState<string | null>(null);
  useEffect(() => {
    const onHash = () => setLiveHash(window.location.hash);
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a navigation of the router makes its hash the current one again.
  useEffect(() => setLiveHash(null), [pathname, searchStr, hash]);
  const href = otherLanguageHref(pathname, searchStr, liveHash ?? hash);
  return (
    <a
      className={className}
      href={href}
      hrefLang={OTHER_LANG}
      lang={OTHER_LANG}
      onClick={(e) => {
        rememberLanguage(OTHER_LANG);
        // The address as it is at this moment (a hash set by a scroll script, say), read just before the browser follows it.
        e.currentTarget.href = otherLanguageHref(pathname, window.location.search, window.location.hash);
      }}
    >
      {OTHER_LANG_NAME}
    </a>
  );
}
