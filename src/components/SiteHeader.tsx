import { Link, useRouterState } from '@tanstack/react-router';
import { type SyntheticEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useAuth } from '../auth/AuthProvider';
import { STAFF_ELSEWHERE } from '../auth/staffLang';
import { copy } from '../i18n';
import { button } from './Button.css';
import { LanguageSwitch } from './LanguageSwitch';
import { LinkItems, type NavLink } from './LinkItems';
import { Logo } from './Logo';
import * as s from './SiteHeader.css';

const t = copy.common.nav;

// The main navigation: these links, the Events / Blogs dropdown, then the rest (Admin for admins).
const leadLinks: NavLink[] = [
  { to: '/', activeOptions: { exact: true }, label: t.home },
  { to: '/about', label: t.about },
  { to: '/membership', label: t.membership },
  { to: '/members', label: t.members },
];
const eventsBlogLinks: NavLink[] = [
  { to: '/events', label: t.events },
  { to: '/blog', label: t.blog },
  { to: '/events', hash: 'upcoming', label: t.upcomingEvents },
  { to: '/events', hash: 'past', label: t.pastEvents },
  { to: '/blog', hash: 'success-stories', label: t.successStories },
];
const trailLinks: NavLink[] = [
  { to: '/resources', label: t.resources },
  { to: '/contact', label: t.contact },
];
// A full page load where the staff area is in another language than this build's: the server answers it with that app.
const adminLink: NavLink = { to: '/admin', label: t.admin, reloadDocument: STAFF_ELSEWHERE };

/**
 * The fragments that open the phone menu and the Events / Blogs dropdown before the app runs (or without it): their
 * toggles are links to these, and CSS shows what `:target` names (SiteHeader.css.ts). The dropdown's target (the
 * header) holds the menu's (the header's row), so opening the dropdown keeps the phone menu open. Neither scrolls the
 * page: both are in the fixed header. Closing goes to a fragment no element has, which clears
 * `:target` without scrolling the page.
 */
const MENU_TARGET = 'site-menu';
const DROPDOWN_TARGET = 'site-menu-events';
const CLOSED = '#menu-closed';
/** A layout effect in the browser; the pre-render (React on the server) runs no effect and would warn about one. */
const useBrowserLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/**
 * A toggle's click, and its Space key (a link that acts as a button once the app runs): the app's state opens and
 * closes the menu, and the link's fragment is not followed.
 */
const press = (toggle: () => void) => (e: SyntheticEvent & { key?: string }) => {
  if (e.type === 'keydown' && e.key !== ' ') return;
  e.preventDefault();
  toggle();
};

const icon = (d: string) => (
  <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
    <path d={d} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
  </svg>
);
const bars = icon('M4 7h16M4 12h16M4 17h16');
const cross = icon('M6 6l12 12M18 6L6 18');
/** Turned up on the dropdown's close link (SiteHeader.css.ts). */
const chevron = (
  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
    <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.8" fill="none" />
  </svg>
);

/** Fixed top navigation: links, the Events / Blogs dropdown, Admin for admins, Logout, Join Us. */
export function SiteHeader() {
  const { isSignedIn, isAdmin, logout } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const location = useRouterState({ select: (r) => `${r.location.pathname}${r.location.hash}` });
  const dropdownRef = useRef<HTMLLIElement>(null);
  const dropdownToggleRef = useRef<HTMLAnchorElement>(null);
  const menuButtonRef = useRef<HTMLAnchorElement>(null);
  const submenuId = useId();
  const navId = useId();

  // Any navigation closes both menus, but for the one the address names: a menu opened before the app took the page
  // over (through its target) stays open. Read from the address bar: the router learns of a fragment followed while the
  // app was loading only later. A layout effect: its update is drawn in the same task as the takeover that ends the
  // target's styles, so the open menu never disappears for a frame, and a tap on its switcher in that frame is not lost.
  useBrowserLayoutEffect(() => {
    void location;
    const target = window.location.hash.slice(1);
    setMenuOpen(target === MENU_TARGET || target === DROPDOWN_TARGET);
    setDropdownOpen(target === DROPDOWN_TARGET);
  }, [location]);

  useEffect(() => {
    if (!dropdownOpen && !menuOpen) return;
    // Escape closes the innermost open layer and puts focus back on the button that opened it.
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      if (dropdownOpen) {
        setDropdownOpen(false);
        dropdownToggleRef.current?.focus();
      } else {
        setMenuOpen(false);
        menuButtonRef.current?.focus();
      }
    };
    const onClick = (e: MouseEvent) => {
      if (dropdownRef.current && !dropdownRef.current.contains(e.target as Node)) setDropdownOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('click', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('click', onClick);
    };
  }, [dropdownOpen, menuOpen]);

  const toggleMenu = () => setMenuOpen((o) => !o);
  const toggleDropdown = () => setDropdownOpen((o) => !o);

  return (
    <>
      <a className={s.skip} href="#main">
        {copy.common.skipToContent}
      </a>
      <header id={DROPDOWN_TARGET} className={s.header}>
        <div id={MENU_TARGET} className={s.inner}>
          {/* Named by its visible words (the site's name and tagline), so speech control finds it by what it shows. */}
          <Link to="/" className={s.brand}>
            <Logo />
            <span className={s.brandText}>
              <span>{copy.common.siteName}</span>
              <span className={s.brandSub}>{copy.common.tagline}</span>
            </span>
          </Link>
          {/* biome-ignore lint/a11y/useSemanticElements: a link works before the app runs (through its target); the app presses it as a button */}
          <a
            ref={menuButtonRef}
            href={`#${MENU_TARGET}`}
            role="button"
            className={s.menuToggle}
            aria-expanded={menuOpen}
            aria-controls={navId}
            aria-label={menuOpen ? t.closeMenu : t.openMenu}
            onClick={press(toggleMenu)}
            onKeyDown={press(toggleMenu)}
          >
            {menuOpen ? cross : bars}
          </a>
          {/* Shown in the toggle's place while the menu is open without the app. */}
          {/* biome-ignore lint/a11y/useSemanticElements: a link works before the app runs (through its target); the app presses it as a button */}
          <a href={CLOSED} role="button" className={s.menuClose} aria-expanded="true" aria-label={t.closeMenu}>
            {cross}
          </a>
          <nav id={navId} className={s.nav} aria-label={t.label} data-open={menuOpen}>
            <ul className={s.list}>
              <LinkItems links={leadLinks} className={s.link} />
              <li className={s.dropdown} ref={dropdownRef}>
                {/* biome-ignore lint/a11y/useSemanticElements: a link works before the app runs (through its target); the app presses it as a button */}
                <a
                  ref={dropdownToggleRef}
                  href={`#${DROPDOWN_TARGET}`}
                  role="button"
                  className={s.dropdownToggle}
                  aria-expanded={dropdownOpen}
                  aria-controls={submenuId}
                  onClick={press(toggleDropdown)}
                  onKeyDown={press(toggleDropdown)}
                >
                  {t.eventsBlogs}
                  {chevron}
                </a>
                {/* Shown in the toggle's place while the dropdown is open without the app; the phone menu stays open. */}
                {/* biome-ignore lint/a11y/useSemanticElements: a link works before the app runs (through its target); the app presses it as a button */}
                <a href={`#${MENU_TARGET}`} role="button" className={s.dropdownClose} aria-expanded="true">
                  {t.eventsBlogs}
                  {chevron}
                </a>
                <ul id={submenuId} className={s.submenu} data-open={dropdownOpen}>
                  <LinkItems links={eventsBlogLinks} className={s.link} />
                </ul>
              </li>
              <LinkItems links={isAdmin ? [...trailLinks, adminLink] : trailLinks} className={s.link} />
            </ul>
            <div className={s.actions}>
              <LanguageSwitch className={s.langSwitch} />
              {isSignedIn && (
                <button type="button" className={button({ tone: 'ghost', size: 'sm' })} onClick={logout}>
                  {t.logout}
                </button>
              )}
              <Link to="/account" className={button({ tone: 'ghost', size: 'sm' })}>
                {t.myMembership}
              </Link>
              <Link to="/membership" className={button({ tone: 'accent', size: 'sm' })}>
                {t.joinUs}
              </Link>
            </div>
          </nav>
        </div>
      </header>
      <div className={s.spacer} aria-hidden="true" />
    </>
  );
}
