import { createFileRoute, Link } from '@tanstack/react-router';
import { extraBenefits, farmInvestor, plans } from '../../../content/plans';
import { PLAN_IDS } from '../../../contract/lists';
import { paymentWordIn } from '../../../contract/payment';
import { PaymentDetails } from '../../components/PaymentDetails';
import { usePageMeta } from '../../components/usePageMeta';
import { LazyApplyButton } from '../../flows/LazyFlow';
import { membershipPage } from '../../i18n/en/membershipPage';
import { payment } from '../../i18n/en/payment';
import { LANG } from '../../i18n/lang';
import { formattedFrom } from '../../i18n/localized';
import { PlanList } from './-cards';
import { loadPayment } from './-data';
import { Band, IconCard, PageHero, SectionHead } from './-sections';
import * as s from './-site.css';

const t = membershipPage;

export const Route = createFileRoute('/_site/membership')({
  // The fees, the accounts and the farm-investor arrangement are staff's (Settings): the server renders this page with
  // them for every request (contract/pages.ts, LIVE_PAGES), and the app reads them again when it takes over.
  loader: ({ abortController }) => loadPayment(abortController.signal),
  component: MembershipPage,
});

function MembershipPage() {
  usePageMeta({ title: t.title, description: t.metaDescription });
  const { items: settings } = Route.useLoaderData();
  const fees = PLAN_IDS.map((id) => settings.fees[id]);
  const sameFee = fees.every((fee) => fee === fees[0]) ? fees[0] : undefined;
  const priced = plans.map((plan) => ({ ...plan, price: payment.birr(settings.fees[plan.id]) }));
  const investorPrice = settings.investor.priceBirr;
  const investorText = paymentWordIn(settings.investor.text, settings.translations, 'investorText', LANG);
  return (
    <>
      <PageHero id="membership-title" title={t.title} intro={t.intro} />

      <Band labelledBy="membership-plans">
        <SectionHead title={t.plansTitle} id="membership-plans">
          {sameFee === undefined ? null : <p className={s.lead}>{t.sameFee(payment.birr(sameFee))}</p>}
          <p className={s.prose}>{t.review}</p>
          <p className={s.prose}>
            {t.alreadyApplied}{' '}
            <Link to="/account" className={s.link}>
              {t.openAccount}
            </Link>
          </p>
        </SectionHead>
        <PlanList plans={priced} action={(plan) => <LazyApplyButton membershipType={plan.id} label={t.joinNow} planTitle={plan.title} />} />
      </Band>

      <Band id="how-to-pay" alt labelledBy="how-to-pay-title">
        <div className={s.sectionHead}>
          <PaymentDetails howToPay={settings} headingLevel={2} id="how-to-pay-title" />
          <p className={s.prose}>{t.afterApplying}</p>
        </div>
      </Band>

      <Band labelledBy="membership-extra">
        <SectionHead title={t.extraTitle} id="membership-extra" />
        <ul className={s.grid}>
          {extraBenefits.map((b) => (
            <IconCard key={b.title} icon="check" iconSize={24} title={b.title} text={b.text} />
          ))}
        </ul>
      </Band>

      <Band split alt labelledBy="membership-investor">
        <div>
          <SectionHead title={t.investorTitle} id="membership-investor" />
          <p className={s.prose}>{farmInvestor.text}</p>
          <p className={s.price} data-testid="investor-price">
            {investorPrice === null ? payment.priceOnRequest : t.investorPrice(payment.birr(investorPrice))}
          </p>
          <p className={s.prose} lang={formattedFrom(investorText, settings.investor.text).lang}>
            {investorText}
          </p>
          <div className={s.narrow}>
            <LazyApplyButton membershipType="farm-investor" label={t.registerNow} planTitle={farmInvestor.title} />
          </div>
        </div>
        <img src="/images/story-wolaita.svg" alt={t.imageAlt} width={600} height={300} loading="lazy" className={s.photo} />
      </Band>
    </>
  );
}
