import { createFileRoute } from '@tanstack/react-router';
import { extraBenefits, farmInvestor, plans } from '../../../content/plans';
import { Card } from '../../components/Card';
import { Icon } from '../../components/Icon';
import * as p from '../../components/Page.css';
import { usePageMeta } from '../../components/usePageMeta';
import { LazyApplyButton } from '../../flows/LazyFlow';
import { copy } from '../../i18n';
import { PlanCard, SectionHead } from './-cards';
import * as s from './-site.css';

const t = copy.publicSite.membership;

export const Route = createFileRoute('/_site/membership')({
  component: MembershipPage,
});

function MembershipPage() {
  usePageMeta({ title: t.title, description: t.metaDescription });
  return (
    <>
      <section className={s.hero} aria-labelledby="membership-title">
        <div className={p.container}>
          <p className={s.heroEyebrow}>{copy.common.siteName}</p>
          <h1 id="membership-title" className={s.heroTitle}>
            {t.title}
          </h1>
          <p className={s.heroText}>{t.intro}</p>
        </div>
      </section>

      <section className={s.section} aria-labelledby="membership-plans">
        <div className={p.container}>
          <SectionHead title={t.plansTitle} id="membership-plans">
            <p className={s.lead}>{t.review}</p>
          </SectionHead>
          <ul className={s.grid3}>
            {plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                action={<LazyApplyButton membershipType={plan.id} label={t.joinNow} planTitle={plan.title} />}
              />
            ))}
          </ul>
        </div>
      </section>

      <section className={s.sectionAlt} aria-labelledby="membership-extra">
        <div className={p.container}>
          <SectionHead title={t.extraTitle} id="membership-extra" />
          <ul className={s.grid}>
            {extraBenefits.map((b) => (
              <Card as="li" padded key={b.title}>
                <span className={s.iconCircle}>
                  <Icon name="check" size={24} />
                </span>
                <h3 className={s.h3}>{b.title}</h3>
                <p className={s.cardText}>{b.text}</p>
              </Card>
            ))}
          </ul>
        </div>
      </section>

      <section className={s.section} aria-labelledby="membership-investor">
        <div className={`${p.container} ${s.split}`}>
          <div>
            <SectionHead title={t.investorTitle} id="membership-investor" />
            <p className={s.prose}>{farmInvestor.text}</p>
            <div className={s.narrow}>
              <LazyApplyButton membershipType="farm-investor" label={t.registerNow} planTitle={farmInvestor.title} />
            </div>
          </div>
          <img
            src="/images/story-wolaita.svg"
            alt="Rows of healthy cassava on a commercial farm"
            width={600}
            height={300}
            loading="lazy"
            className={s.photo}
          />
        </div>
      </section>
    </>
  );
}
