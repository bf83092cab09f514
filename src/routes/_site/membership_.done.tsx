import { createFileRoute, Link } from '@tanstack/react-router';
import { FollowOnAccount } from '../../components/PaymentDetails';
import { usePageMeta } from '../../components/usePageMeta';
import { membershipPage } from '../../i18n/en/membershipPage';
import { flowsCopy } from '../../i18n/flows';
import { ResultPage } from './-sections';
import * as s from './-site.css';

const t = membershipPage;

/** Where an application's receipt sent without the app lands (server/features/membership/pages.ts answers with 303 to here). */
export const Route = createFileRoute('/_site/membership_/done')({
  component: MembershipDonePage,
});

function MembershipDonePage() {
  usePageMeta({ title: t.doneTitle, description: t.doneMetaDescription, robots: 'noindex' });
  return (
    <ResultPage
      id="membership-done-title"
      title={t.doneTitle}
      intro={flowsCopy.membership.receiptSuccess}
      links={[
        <Link key="account" className={s.link} to="/account">
          {t.openAccount}
        </Link>,
        <Link key="home" className={s.link} to="/">
          {t.backHome}
        </Link>,
      ]}
    >
      <p className={s.prose}>
        {flowsCopy.membership.submittedBody} {flowsCopy.membership.emailPromise}
      </p>
      <FollowOnAccount className={s.prose} />
    </ResultPage>
  );
}
