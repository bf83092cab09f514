// The language switcher (docs/decisions/009-languages.md): a link to the server's switch address, which remembers the
// choice (the `lang` cookie) and sends the browser on to the same page in that language, so the choice is kept
// whether or not the app is running, and is set in one place. A full document load, not a route change: each build
// holds one language only.
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { LANG_NAMES, LANGS, type Lang, langSwitchHref, STAFF_LANG, STAFF_LANGS } from '../../contract/languages';
import { LANG } from '../i18n/lang';

/** The languages the switcher offers: every one but the page's own, in the list's order. */
export const OTHER_LANGS: readonly Lang[] = LANGS.filter((lang) => lang !== LANG);
/** The staff area's: the other languages staff work in (an Oromo page's staff area is the English one). */
export const OTHER_STAFF_LANGS: readonly Lang[] = STAFF_LANGS.filter((lang) => lang !== STAFF_LANG[LANG]);

const withHash = (hash: string) => (hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '');

/**
 * The address that switches the page shown to `lang`. The hash stays outside `to`: the browser carries it over the
 * redirect, which names none, so it never reaches the server.
 */
export const switchHref = (lang: Lang, path: string, search: string, hash: string) =>
  `${langSwitchHref(lang, path + search)}${withHash(hash)}`;

export function LanguageSwitch({ className, langs = OTHER_LANGS }: { className: string; langs?: readonly Lang[] }) {
  const { pathname, searchStr, hash } = useRouterState({ select: (r) => r.location });
  // The query and hash as the address bar has them, read once the page is live: a pre-rendered page is adopted with
  // the link it was built with (hydration leaves attributes as they are), and the page's own anchors (#upcoming) change
  // the hash without the router.
  const [live, setLive] = useState<{ search: string; hash: string } | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation of the router is read again from the address bar.
  useEffect(() => {
    const read = () => setLive({ search: window.location.search, hash: window.location.hash });
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, [pathname, searchStr, hash]);
  // Until then, the address as the pre-render wrote it (no query, no hash: the server takes the query from the
  // Referer), so that the first update after adopting the page is a change React writes to the link.
  return langs.map((lang) => (
    <a
      key={lang}
      className={className}
      href={switchHref(lang, pathname, live?.search ?? '', live?.hash ?? '')}
      hrefLang={lang}
      lang={lang}
      onClick={(e) => {
        // The address as it is at this moment, read just before the browser follows the link.
        e.currentTarget.href = switchHref(lang, pathname, window.location.search, window.location.hash);
      }}
    >
      {LANG_NAMES[lang]}
    </a>
  ));
}
