import { Link } from '@tanstack/react-router';
import { copy } from '../i18n';
import { LinkItems, type NavLink } from './LinkItems';
import * as s from './SiteFooter.css';
import { SOCIAL_LINKS, SocialIcon } from './SocialIcons';

const t = copy.common;

const quickLinks: NavLink[] = [
  { to: '/', label: t.nav.home },
  { to: '/about', label: t.nav.about },
  { to: '/membership', label: t.nav.membership },
  { to: '/members', label: t.footer.directory },
  { to: '/resources', label: t.nav.resources },
  { to: '/events', label: t.nav.events },
  { to: '/account', label: t.footer.myMembership },
];
const resourceLinks: NavLink[] = [
  { to: '/resources', search: { category: 'research-papers' }, label: t.footer.researchPapers },
  { to: '/resources', search: { category: 'farming-guides' }, label: t.footer.farmingGuides },
  { to: '/resources', search: { category: 'market-reports' }, label: t.footer.marketReports },
  { to: '/resources', search: { category: 'newsletters' }, label: t.footer.newsletters },
  { to: '/blog', label: t.footer.blog },
];

/** Footer: quick links, resource category links, blog, contact details, social links. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className={s.footer}>
      <div className={s.inner}>
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className={s.heading}>
            {t.siteName}
          </h2>
          <p>{t.footer.about}</p>
          <div className={s.social}>
            {SOCIAL_LINKS.map((l) => (
              <a
                key={l.name}
                className={s.socialLink}
                href={l.href}
                rel="noopener noreferrer"
                target="_blank"
                aria-label={t.social[l.name]}
              >
                <SocialIcon name={l.name} />
              </a>
            ))}
          </div>
        </section>
        {(
          [
            ['footer-quick', t.footer.quickLinks, quickLinks],
            ['footer-resources', t.footer.resources, resourceLinks],
          ] as const
        ).map(([headingId, heading, links]) => (
          <nav key={headingId} aria-labelledby={headingId}>
            <h2 id={headingId} className={s.heading}>
              {heading}
            </h2>
            <ul className={s.list}>
              <LinkItems links={links} className={s.link} />
            </ul>
          </nav>
        ))}
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={s.heading}>
            {t.footer.contact}
          </h2>
          <address className={s.address}>
            <span>{t.footer.address}</span>
            <a className={s.link} href={`tel:${t.footer.phone.replace(/\s/g, '')}`}>
              {t.footer.phone}
            </a>
            <a className={s.link} href={`mailto:${t.footer.email}`}>
              {t.footer.email}
            </a>
            <span>{t.footer.hours}</span>
          </address>
        </section>
      </div>
      <div className={s.bottom}>
        © {year} {t.siteName}. {t.footer.rights}{' '}
        <Link to="/terms" className={s.link}>
          {t.footer.terms}
        </Link>
        {' · '}
        <Link to="/privacy" className={s.link}>
          {t.footer.privacy}
        </Link>
      </div>
    </footer>
  );
}
