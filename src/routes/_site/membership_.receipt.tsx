import { createFileRoute, Link } from '@tanstack/react-router';
import type { MembershipType } from '../../../contract/membership';
import type { PaymentDue } from '../../../contract/payment';
import * as p from '../../components/Page.css';
import { PaymentDetails } from '../../components/PaymentDetails';
import { usePageMeta } from '../../components/usePageMeta';
import { ReceiptUploadForm } from '../../flows/receipt/ReceiptUpload';
import { membershipPage } from '../../i18n/en/membershipPage';
import { flowsCopy } from '../../i18n/flows';
import { PATH_PREFIX } from '../../i18n/lang';
import { useFormState, usePageData } from '../../pageState';
import { PageHero } from './-sections';
import * as s from './-site.css';

const t = membershipPage;

/** What the server tells the page of the application the browser's cookie continues (null: none, or no longer). */
type Continued = { plan: MembershipType; firstName: string; payment: PaymentDue } | null;

const NO_PROGRESS = { loaded: 0, total: 0 };

/**
 * The receipt step of an application sent without the app. Only the server makes it (server/features/membership/pages.ts), for
 * the browser that applied: the form posts the file itself, with or without the app, and the server answers with the
 * done page or this page and its refusal.
 */
export const Route = createFileRoute('/_site/membership_/receipt')({
  component: ReceiptPage,
});

function ReceiptPage() {
  const application = usePageData<Continued>('receipt') ?? null;
  const refused = useFormState('receipt');
  usePageMeta({ title: application ? t.receiptTitle : t.expiredTitle, description: t.receiptMetaDescription, robots: 'noindex' });
  const account = (
    <Link className={s.link} to="/account">
      {t.openAccount}
    </Link>
  );
  if (!application) {
    return (
      <>
        <PageHero id="receipt-title" title={t.expiredTitle} intro={t.expiredText} />
        <div className={s.section}>
          <p className={p.container}>{account}</p>
        </div>
      </>
    );
  }
  const m = flowsCopy.membership;
  return (
    <>
      <PageHero
        id="receipt-title"
        title={t.receiptTitle}
        intro={t.receiptIntro(application.firstName, m.types[application.plan] ?? application.plan)}
        // The answer to the application: what happened, unless the receipt was refused (its error summary leads).
        confirms={!refused}
      />
      <div className={s.section}>
        <div className={p.container}>
          <PaymentDetails
            howToPay={application.payment}
            owed={application.payment}
            headingLevel={2}
            id="payment-title"
            showContinue={false}
          />
          <ReceiptUploadForm
            file={null}
            receiptError={refused?.errors.receipt ?? null}
            uploadFailure={null}
            progress={NO_PROGRESS}
            uploading={false}
            failed={false}
            post={{ action: `${PATH_PREFIX}/membership/receipt` }}
            headingLevel={2}
          />
          <p className={s.prose}>
            {t.receiptLater} {account}
          </p>
        </div>
      </div>
    </>
  );
}
