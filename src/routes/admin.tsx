import { createFileRoute, Link, Outlet, redirect, useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { isStaffRole } from '../../contract/roles';
import * as s from '../admin/admin.css';
import { SignOutEverywhere } from '../admin/SignOutEverywhere';
import { useAuth } from '../auth/AuthProvider';
import { arriveSignedIn, focusAdminTitle, takeSignInArrival } from '../auth/arrival';
import { sessionReady } from '../auth/lazySession';
import { Badge } from '../components/Badge';
import { LanguageSwitch, OTHER_STAFF_LANGS } from '../components/LanguageSwitch';
import { Spinner } from '../components/Spinner';
import { copy } from '../i18n';
import { adminCopy } from '../i18n/admin';
import { breakpoints } from '../styles/theme.css';

/** The admin frame. Waits for session restore (spinner), then lets only admin or moderator in. */
export const Route = createFileRoute('/admin')({
  beforeLoad: async ({ context }) => {
    await sessionReady(context.session);
    if (!isStaffRole(context.session.getSnapshot().context.user?.role)) throw redirect({ to: '/login' });
  },
  pendingMs: 0,
  pendingComponent: () => <Spinner label={copy.common.loading} />,
  component: AdminLayout,
});

const t = adminCopy;
const links = [
  { to: '/admin', label: t.nav.dashboard, exact: true },
  { to: '/admin/events', label: t.nav.events },
  { to: '/admin/blog', label: t.nav.blog },
  { to: '/admin/resources', label: t.nav.resources },
  { to: '/admin/users', label: t.nav.users },
  { to: '/admin/analytics', label: t.nav.analytics },
  { to: '/admin/registrations', label: t.nav.registrations },
  { to: '/admin/messages', label: t.nav.messages },
  { to: '/admin/applications', label: t.nav.applications },
  { to: '/admin/members', label: t.nav.members },
  { to: '/admin/counter', label: t.nav.counter },
  { to: '/admin/check-in', label: t.nav.checkIn },
] as const;
/** Only an admin sees these (the server refuses anyone else). */
const adminLinks = [
  { to: '/admin/privacy', label: t.nav.privacy },
  { to: '/admin/settings', label: t.nav.settings },
] as const;

const isDesktop = () => typeof window !== 'undefined' && window.matchMedia?.(breakpoints.desktop).matches === true;

function AdminLayout() {
  const { user, logout, isAdmin } = useAuth();
  const shown = isAdmin ? [...links, ...adminLinks] : links;
  // Open beside the content on a laptop; an off-canvas menu on a phone.
  const [open, setOpen] = useState(isDesktop);
  const path = useRouterState({ select: (r) => r.location.pathname });
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the phone menu after each navigation.
  useEffect(() => {
    if (!isDesktop()) setOpen(false);
  }, [path]);
  useEffect(() => {
    if (!open || isDesktop()) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  // Just signed in: the first page's title takes the focus (the sign-in form that had it is gone).
  useEffect(() => {
    if (!takeSignInArrival()) return;
    const stop = focusAdminTitle(document.getElementById('admin-main'));
    // Unmounted while the title was awaited (React's development remount, or a quick sign-out): the arrival stands
    // for the layout mounted next.
    return () => {
      if (stop()) arriveSignedIn();
    };
  }, []);
  const current = shown.find((l) => ('exact' in l ? path === l.to || path === `${l.to}/` : path.startsWith(l.to)));
  const role = user?.role === 'admin' ? t.roles.admin : t.roles.moderator;

  return (
    <div className={s.frame} data-sidebar={open ? 'open' : 'closed'}>
      <a className={s.skip} href="#admin-main">
        {copy.common.skipToContent}
      </a>
      <aside id="admin-sidebar" className={s.sidebar} data-open={open} aria-label={t.nav.label}>
        <div className={s.brand}>
          <span>{t.title}</span>
        </div>
        <nav aria-label={t.nav.label}>
          <ul className={s.navList}>
            {shown.map((l) => (
              <li key={l.to}>
                <Link to={l.to} className={s.navLink} activeOptions={{ exact: 'exact' in l }}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className={s.sidebarFoot}>
          <button type="button" className={s.logout} onClick={logout}>
            {t.nav.logout}
          </button>
          <SignOutEverywhere />
          <Link to="/" className={s.siteLink}>
            {t.nav.viewSite}
          </Link>
        </div>
      </aside>
      {open && <button type="button" className={s.backdrop} aria-label={t.nav.close} onClick={() => setOpen(false)} tabIndex={-1} />}
      <div className={s.body}>
        <header className={s.header}>
          <button
            type="button"
            className={s.toggle}
            aria-label={t.nav.toggle}
            aria-expanded={open}
            aria-controls="admin-sidebar"
            onClick={() => setOpen((o) => !o)}
          >
            <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
              <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
          </button>
          <span className={s.headerTitle}>{current?.label ?? t.title}</span>
          <LanguageSwitch className={s.langSwitch} langs={OTHER_STAFF_LANGS} />
          <span className={s.who}>
            <span className={s.whoName}>{user?.name}</span>
            <Badge tone={user?.role === 'admin' ? 'brand' : 'info'} data-testid="role-badge">
              {role}
            </Badge>
          </span>
        </header>
        <main id="admin-main" className={s.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
