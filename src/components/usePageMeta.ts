import { createContext, useContext, useEffect } from 'react';
import { copy } from '../i18n';

export type PageMeta = {
  title: string;
  description: string;
  image?: string;
  /** 'noindex' keeps search engines off a page that must not be found by searching (a certificate's check, a member's own page). */
  robots?: 'noindex';
  /** A page that says what was asked for is not there: the server answers it with this status (server/platform/pages.ts). */
  status?: 404;
};

/** The page's full <title>: the site name alone on the home page, else "Page | Site". */
export const fullTitle = (title: string) => (title === copy.common.siteName ? title : `${title} | ${copy.common.siteName}`);

/**
 * Where the build-time pre-render collects the page's meta while rendering to a string (effects do not run there).
 * The browser has no sink: the hook sets the tags in an effect.
 */
export const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null);

const setMeta = (attr: 'name' | 'property', key: string, content: string) => {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
};

/** Sets the document title, meta description and Open Graph tags for a route, and robots when it asks for it. */
export function usePageMeta({ title, description, image = '/og-image.png', robots, status }: PageMeta) {
  const sink = useContext(PageMetaSink);
  sink?.({ title, description, image, ...(robots ? { robots } : {}), ...(status ? { status } : {}) });
  useEffect(() => {
    const full = fullTitle(title);
    document.title = full;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', full);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:image', new URL(image, window.location.origin).toString());
    setMeta('property', 'og:type', 'website');
  }, [title, description, image]);
  // Only the page that asked carries the tag: it goes when the visitor moves on to another page.
  useEffect(() => {
    if (!robots) return;
    setMeta('name', 'robots', robots);
    return () => document.head.querySelector('meta[name="robots"]')?.remove();
  }, [robots]);
}
