import { useEffect } from 'react';
import { copy } from '../i18n';

type Meta = { title: string; description: string; image?: string };

const setMeta = (attr: 'name' | 'property', key: string, content: string) => {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
};

/** Sets the document title, meta description and Open Graph tags for a route. */
export function usePageMeta({ title, description, image = '/og-image.png' }: Meta) {
  useEffect(() => {
    const full = title === copy.common.siteName ? title : `${title} | ${copy.common.siteName}`;
    document.title = full;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', full);
    setMeta('property', 'og:description', description);
    setMeta('property', 'og:image', new URL(image, window.location.origin).toString());
    setMeta('property', 'og:type', 'website');
  }, [title, description, image]);
}
