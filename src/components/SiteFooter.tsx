import { Link } from '@tanstack/react-router';
import { copy } from '../i18n';
import * as s from './SiteFooter.css';
import { SOCIAL_LINKS, SocialIcon } from './SocialIcons';

const t = copy.common;

/** Footer (SPEC §2): quick links, resource category links, blog, contact details, social links. */
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
        <nav aria-labelledby="footer-quick">
          <h2 id="footer-quick" className={s.heading}>
            {t.footer.quickLinks}
          </h2>
          <ul className={s.list}>
            <li>
              <Link className={s.link} to="/">
                {t.nav.home}
              </Link>
            </li>
            <li>
              <Link className={s.link} to="/about">
                {t.nav.about}
              </Link>
            </li>
            <li>
              <Link className={s.link} to="/membership">
                {t.nav.membership}
              </Link>
            </li>
            <li>
              <Link className={s.link} to="/resources">
                {t.nav.resources}
              </Link>
            </li>
            <li>
              <Link className={s.link} to="/events">
                {t.nav.events}
              </Link>
            </li>
          </ul>
        </nav>
        <nav aria-labelledby="footer-resources">
          <h2 id="footer-resources" className={s.heading}>
            {t.footer.resources}
          </h2>
          <ul className={s.list}>
            <li>
              <Link className={s.link} to="/resources" search={{ category: 'research-papers' }}>
                {t.footer.researchPapers}
              </Link>
            </li>
            <li>
              <Link className={s.link} to="/resources" search={{ category: 'farming-guides' }}>
                {t.footer.farmingGuides}
              </Link>
            </li>
            <li>
              <Link className={s.link} to="/resources" search={{ category: 'market-reports' }}>
                {t.footer.marketReports}
              </Link>
            </li>
            <li>
              <Link className={s.link} to="/resources" search={{ category: 'newsletters' }}>
                {t.footer.newsletters}
              </Link>
            </li>
            <li>
              <Link className={s.link} to="/blog">
                {t.footer.blog}
              </Link>
            </li>
          </ul>
        </nav>
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
        © {year} {t.siteName}. {t.footer.rights}
      </div>
    </footer>
  );
}
