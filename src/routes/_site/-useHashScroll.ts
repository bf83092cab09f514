import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

/** Scrolls the section named by the URL hash into view, also when the hash changes on the same page (nav dropdown). */
export function useHashScroll() {
  const hash = useRouterState({ select: (r) => r.location.hash });
  useEffect(() => {
    if (!hash) return;
    const frame = requestAnimationFrame(() => {
      const el = document.getElementById(hash);
      if (!el) return;
      el.scrollIntoView({ block: 'start' });
      // Move focus for keyboard and screen-reader users without scrolling again.
      if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
      el.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [hash]);
}
