import { createFileRoute, redirect } from '@tanstack/react-router';
import { MEMBERSHIP_TYPES, type MembershipType } from '../../../contract/lists';
import * as p from '../../components/Page.css';
import { usePageMeta } from '../../components/usePageMeta';
import { APPLICATION_FORM_ANCHOR, ApplyPage } from '../../flows/membership/ApplyPage';
import { membershipPage } from '../../i18n/en/membershipPage';
import { flowsCopy } from '../../i18n/flows';
import { PageHero } from './-sections';
import * as s from './-site.css';

const isPlan = (plan: string): plan is MembershipType => (MEMBERSHIP_TYPES as readonly string[]).includes(plan);

/** Join Now's own page for one plan: the application form the app otherwise opens as a dialog. */
export const Route = createFileRoute('/_site/membership_/apply/$plan')({
  beforeLoad: ({ params }) => {
    if (!isPlan(params.plan)) throw redirect({ to: '/membership' });
  },
  component: ApplyPlanPage,
});

function ApplyPlanPage() {
  const { plan } = Route.useParams();
  const membershipType = plan as MembershipType;
  const t = flowsCopy.membership;
  const title = membershipType === 'farm-investor' ? t.investorDialogTitle : t.dialogTitle(t.types[membershipType]);
  usePageMeta({ title, description: membershipPage.applyMetaDescription(t.types[membershipType]) });
  return (
    <>
      <PageHero id="apply-title" title={title} intro={t.dialogDescription} />
      <div className={s.section}>
        <section id={APPLICATION_FORM_ANCHOR} className={p.container} aria-labelledby="apply-title">
          {/* Keyed by plan: the machine is made for one plan. */}
          <ApplyPage key={membershipType} membershipType={membershipType} />
        </section>
      </div>
    </>
  );
}
