// The site header before and after the session has loaded: a visitor without a stored session is signed out without
// the session's code; the home link is named by the words it shows.
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_LANG, LANG_NAMES, LANGS, type Lang } from '../../contract/languages';
import { STORAGE_KEYS } from '../../contract/limits';
import { AuthProvider } from '../../src/auth/AuthProvider';
import { createLazySession, hasStoredSession, sessionReady } from '../../src/auth/lazySession';
import { SiteFooter } from '../../src/components/SiteFooter';
import { SiteHeader } from '../../src/components/SiteHeader';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

function renderHeader(session: ReturnType<typeof createLazySession>) {
  const rootRoute = createRootRoute({ component: SiteHeader });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(
    <AuthProvider session={session}>
      <RouterProvider router={router as never} />
    </AuthProvider>,
  );
}

const nav = { goHome: () => {}, goToLogin: () => {} };

describe('SiteHeader', () => {
  it('names the home link by its visible text', async () => {
    renderHeader(createLazySession(nav));
    const brand = (await screen.findAllByRole('link')).find((a) => a.getAttribute('href') === '/' && a.textContent !== 'Home')!;
    const visible = brand.textContent!.replace(/\s+/g, ' ').trim();
    expect(visible).toContain('Ethiopian Cassava Association');
    // No aria-label that hides the visible words: the accessible name is the text itself.
    expect(brand.getAttribute('aria-label') ?? visible).toContain(visible);
  });

  it('offers every other language of the list by its own name, through the switch address', async () => {
    renderHeader(createLazySession(nav));
    await screen.findAllByRole('link');
    const switches = [...document.querySelectorAll('a[hreflang]')];
    const others = LANGS.filter((lang) => lang !== DEFAULT_LANG);
    // The header and its phone menu may each carry the switcher: every language it offers is one of the others.
    expect(new Set(switches.map((a) => a.getAttribute('hreflang')))).toEqual(new Set(others));
    for (const a of switches) {
      const lang = a.getAttribute('hreflang') as Lang;
      expect(a.textContent).toBe(LANG_NAMES[lang]);
      expect(a.getAttribute('lang')).toBe(lang);
      expect(a.getAttribute('href')).toBe(`/lang/${lang}?to=/`);
    }
  });

  it('links the member directory after Membership', async () => {
    renderHeader(createLazySession(nav));
    const nav_ = await screen.findByRole('navigation', { name: 'Main navigation' });
    const names = [...nav_.querySelectorAll(':scope > ul > li > a')].map((a) => a.textContent);
    expect(names.slice(0, 4)).toEqual(['Home', 'About Us', 'Membership', 'Members']);
    expect(screen.getByRole('link', { name: 'Members' })).toHaveAttribute('href', '/members');
  });

  it('is signed out without loading the session, and shows Admin and Logout once a stored session is restored', async () => {
    const session = createLazySession(nav);
    renderHeader(session);
    await screen.findAllByRole('link', { name: 'Join Us' });
    expect(session.actor).toBeNull();
    expect(screen.queryByRole('button', { name: 'Logout' })).toBeNull();

    localStorage.setItem(STORAGE_KEYS.token, 'token-abcdefghijklmnopqrstuvwxyz');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: '1', name: 'A', email: 'a@example.org', role: 'admin' }));
    expect(hasStoredSession()).toBe(true);
    await act(async () => {
      await sessionReady(session);
    });
    expect(session.actor?.getSnapshot().value).toBe('signedIn');
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Admin' })).toBeInTheDocument();
    session.actor?.stop();
  });
});

describe('SiteFooter', () => {
  it('links the member directory among the quick links', async () => {
    const rootRoute = createRootRoute({ component: SiteFooter });
    const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
    render(<RouterProvider router={router as never} />);
    const quick = await screen.findByRole('navigation', { name: 'Quick links' });
    expect(within(quick).getByRole('link', { name: 'Member directory' })).toHaveAttribute('href', '/members');
  });
});
