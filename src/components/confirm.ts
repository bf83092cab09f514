// How a confirmation reaches the person who sent a form: the focus moves to its heading, which a screen reader reads
// out, and the screen scrolls to it (on a phone, not left at the top of a long page or under the form).
import { useEffect, useRef } from 'react';

/** Brings a heading that has just appeared to the person: the focus, and the screen scrolled to it. */
export function useFocusOnAppear<T extends HTMLElement>(enabled = true) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const heading = ref.current;
    if (!enabled || !heading) return;
    heading.focus({ preventScroll: true });
    // Its panel at the top, under the fixed header (the page's scroll padding), whether in the page or in a dialog: the
    // panel's own padding keeps the heading clear of the edge.
    (heading.closest<HTMLElement>('[role="status"]') ?? heading).scrollIntoView?.({ block: 'start' });
  }, [enabled]);
  return ref;
}

/**
 * The title of a page a sent form leads to (without the app, the server's answer to the post): the browser focuses it
 * as the page loads (`autofocus`, no script needed), so a screen reader starts with what happened, and with the text
 * `describedBy` names.
 */
export const confirmingTitle = (describedBy?: string) => ({ tabIndex: -1, autoFocus: true, 'aria-describedby': describedBy });
