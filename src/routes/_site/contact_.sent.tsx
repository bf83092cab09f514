import { createFileRoute, Link } from '@tanstack/react-router';
import { usePageMeta } from '../../components/usePageMeta';
import { contactCopy } from '../../i18n/contact';
import { contactPage } from '../../i18n/en/contactPage';
import { ResultPage } from './-sections';
import * as s from './-site.css';

const t = contactPage;

/** Where a contact message sent without the app lands (server/pageForms.ts answers the post with 303 to here). */
export const Route = createFileRoute('/_site/contact_/sent')({
  component: ContactSentPage,
});

function ContactSentPage() {
  usePageMeta({ title: t.sentTitle, description: t.sentMetaDescription, robots: 'noindex' });
  return (
    <ResultPage
      id="contact-sent-title"
      title={t.sentTitle}
      intro={contactCopy.success}
      links={[
        <Link key="again" className={s.link} to="/contact">
          {t.sentAgain}
        </Link>,
        <Link key="home" className={s.link} to="/">
          {t.backHome}
        </Link>,
      ]}
    />
  );
}
