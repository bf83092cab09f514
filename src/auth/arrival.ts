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
 * Focuses the admin page's title once it is there (a screen may show its title a few frames after the layout), else the
 * main region; gives up after about a second.
 */
export function focusAdminTitle(main: HTMLElement | null, framesLeft = 60) {
  const title = main?.querySelector<HTMLElement>('h1');
  if (title) {
    title.focus({ preventScroll: true });
    title.scrollIntoView?.({ block: 'start' });
    return;
  }
  if (framesLeft > 0) requestAnimationFrame(() => focusAdminTitle(main, framesLeft - 1));
  else main?.focus();
}
