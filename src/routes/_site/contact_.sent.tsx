import { createFileRoute, Link } from '@tanstack/react-router';
import * as p from '../../components/Page.css';
import { usePageMeta } from '../../components/usePageMeta';
import { contactCopy } from '../../i18n/contact';
import { contactPage } from '../../i18n/en/contactPage';
import { PageHero } from './-sections';
import * as s from './-site.css';

const t = contactPage;

/** Where a contact message sent without the app lands (server/pageForms.ts answers the post with 303 to here). */
export const Route = createFileRoute('/_site/contact_/sent')({
  component: ContactSentPage,
});

function ContactSentPage() {
  usePageMeta({ title: t.sentTitle, description: t.sentMetaDescription, robots: 'noindex' });
  return (
    <>
      <PageHero id="contact-sent-title" title={t.sentTitle} intro={contactCopy.success} />
      <div className={s.section}>
        <p className={p.container}>
          <Link className={s.link} to="/contact">
            {t.sentAgain}
          </Link>
          {' · '}
          <Link className={s.link} to="/">
            {t.backHome}
          </Link>
        </p>
      </div>
    </>
  );
}
