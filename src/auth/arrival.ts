// A staff member who has just signed in (or created their account) lands in the admin area: its page title takes the
// focus there, as the answer to the form they sent. Opening the admin area any other way leaves the focus alone.
let signedInJustNow = false;

/** Called by the sign-in hand-off, just before it opens the admin area. */
export function arriveSignedIn() {
  signedInJustNow = true;
}

/** Whether the admin area opens as the answer to a sign-in (asked once: a later visit is an ordinary one). */
export function takeSignInArrival(): boolean {
  const arrived = signedInJustNow;
  signedInJustNow = false;
  return arrived;
}

/**
 * Focuses the admin page's title once it is there, else the main region. A screen shows its title as it renders, but
 * the area's own code may still be arriving on a slow phone: the title is awaited for `wait` ms, as long as nothing
 * else has taken the focus meanwhile (a tap of the person's own is not overruled), and the page is scrolled to it only
 * when the person has not scrolled. Returns the function that stops waiting (the layout's cleanup), which says whether
 * it was still waiting.
 */
export function focusAdminTitle(main: HTMLElement | null, wait = 10_000): () => boolean {
  if (!main) return () => false;
  const startY = window.scrollY;
  const free = () => document.activeElement === document.body || document.activeElement === null;
  const focusTitle = () => {
    const title = main.querySelector<HTMLElement>('h1');
    if (!title) return false;
    if (free()) {
      title.focus({ preventScroll: true });
      if (window.scrollY === startY) title.scrollIntoView?.({ block: 'start' });
    }
    return true;
  };
  if (focusTitle()) return () => false;
  let waiting = true;
  const stop = () => {
    const was = waiting;
    waiting = false;
    observer.disconnect();
    clearTimeout(timer);
    return was;
  };
  const observer = new MutationObserver(() => {
    if (focusTitle() || !free()) stop();
  });
  const timer = setTimeout(() => {
    stop();
    if (free() && main.isConnected) main.focus();
  }, wait);
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}
