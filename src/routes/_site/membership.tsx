import { createFileRoute, Link } from '@tanstack/react-router';
import { extraBenefits, farmInvestor, plans } from '../../../content/plans';
import { usePageMeta } from '../../components/usePageMeta';
import { LazyApplyButton } from '../../flows/LazyFlow';
import { membershipPage } from '../../i18n/en/membershipPage';
import { PlanList } from './-cards';
import { Band, IconCard, PageHero, SectionHead } from './-sections';
import * as s from './-site.css';

const t = membershipPage;

export const Route = createFileRoute('/_site/membership')({
  component: MembershipPage,
});

function MembershipPage() {
  usePageMeta({ title: t.title, description: t.metaDescription });
  return (
    <>
      <PageHero id="membership-title" title={t.title} intro={t.intro} />

      <Band labelledBy="membership-plans">
        <SectionHead title={t.plansTitle} id="membership-plans">
          <p className={s.lead}>{t.review}</p>
          <p className={s.prose}>
            {t.alreadyApplied}{' '}
            <Link to="/account" className={s.link}>
              {t.openAccount}
            </Link>
          </p>
        </SectionHead>
        <PlanList plans={plans} action={(plan) => <LazyApplyButton membershipType={plan.id} label={t.joinNow} planTitle={plan.title} />} />
      </Band>

      <Band alt labelledBy="membership-extra">
        <SectionHead title={t.extraTitle} id="membership-extra" />
        <ul className={s.grid}>
          {extraBenefits.map((b) => (
            <IconCard key={b.title} icon="check" iconSize={24} title={b.title} text={b.text} />
          ))}
        </ul>
      </Band>

      <Band split labelledBy="membership-investor">
        <div>
          <SectionHead title={t.investorTitle} id="membership-investor" />
          <p className={s.prose}>{farmInvestor.text}</p>
          <div className={s.narrow}>
            <LazyApplyButton membershipType="farm-investor" label={t.registerNow} planTitle={farmInvestor.title} />
          </div>
        </div>
        <img src="/images/story-wolaita.svg" alt={t.imageAlt} width={600} height={300} loading="lazy" className={s.photo} />
      </Band>
    </>
  );
}
