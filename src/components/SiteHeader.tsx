import { Link, useRouterState } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { useAuth } from '../auth/AuthProvider';
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
const adminLink: NavLink = { to: '/admin', label: t.admin };

/** Fixed top navigation: links, the Events / Blogs dropdown, Admin for admins, Logout, Join Us. */
export function SiteHeader() {
  const { isSignedIn, isAdmin, logout } = useAuth();
  const [menuOpen, setMenuOpen] = useState(false);
  const [dropdownOpen, setDropdownOpen] = useState(false);
  const location = useRouterState({ select: (r) => `${r.location.pathname}${r.location.hash}` });
  const dropdownRef = useRef<HTMLLIElement>(null);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const submenuId = useId();
  const navId = useId();

  // Any navigation closes both menus.
  useEffect(() => {
    void location;
    setMenuOpen(false);
    setDropdownOpen(false);
  }, [location]);

  useEffect(() => {
    if (!dropdownOpen && !menuOpen) return;
    // Escape closes the innermost open layer and puts focus back on the button that opened it.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      if (dropdownOpen) {
        setDropdownOpen(false);
        dropdownRef.current?.querySelector('button')?.focus();
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

  return (
    <>
      <a className={s.skip} href="#main">
        {copy.common.skipToContent}
      </a>
      <header className={s.header}>
        <div className={s.inner}>
          {/* Named by its visible words (the site's name and tagline), so speech control finds it by what it shows. */}
          <Link to="/" className={s.brand}>
            <Logo />
            <span className={s.brandText}>
              <span>{copy.common.siteName}</span>
              <span className={s.brandSub}>{copy.common.tagline}</span>
            </span>
          </Link>
          <button
            ref={menuButtonRef}
            type="button"
            className={s.menuToggle}
            aria-expanded={menuOpen}
            aria-controls={navId}
            aria-label={menuOpen ? t.closeMenu : t.openMenu}
            onClick={() => setMenuOpen((o) => !o)}
          >
            <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
              {menuOpen ? (
                <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              ) : (
                <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              )}
            </svg>
          </button>
          <nav id={navId} className={s.nav} aria-label={t.label} data-open={menuOpen}>
            <ul className={s.list}>
              <LinkItems links={leadLinks} className={s.link} />
              <li className={s.dropdown} ref={dropdownRef}>
                <button
                  type="button"
                  className={s.link}
                  aria-expanded={dropdownOpen}
                  aria-controls={submenuId}
                  onClick={() => setDropdownOpen((o) => !o)}
                >
                  {t.eventsBlogs}
                  <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true">
                    <path d="M2 4l4 4 4-4" stroke="currentColor" strokeWidth="1.8" fill="none" />
                  </svg>
                </button>
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
