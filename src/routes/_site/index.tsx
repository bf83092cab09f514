import { createFileRoute, Link } from '@tanstack/react-router';
import { establishment, impact, mission } from '../../../content/about';
import { assembly } from '../../../content/agenda';
import { benefits } from '../../../content/benefits';
import { plans } from '../../../content/plans';
import { button } from '../../components/Button.css';
import * as p from '../../components/Page.css';
import { usePageMeta } from '../../components/usePageMeta';
import { copy } from '../../i18n';
import { aboutPage } from '../../i18n/en/aboutPage';
import { homePage } from '../../i18n/en/homePage';
import { payment } from '../../i18n/en/payment';
import { EventCard, PlanList } from './-cards';
import { loadEvents, loadPayment, splitEvents } from './-data';
import { Band, HeroText, IconCard, SectionHead, StatList, TextColumn } from './-sections';
import * as s from './-site.css';

const t = homePage;

export const Route = createFileRoute('/_site/')({
  // The fees are staff's (Settings), like the upcoming days: the server renders this page with both for every request
  // (contract/pages.ts, LIVE_PAGES), and the app reads them again when it takes over.
  loader: async ({ abortController }) => {
    const [events, settings] = await Promise.all([loadEvents(abortController.signal), loadPayment(abortController.signal)]);
    return { events: events.items, fees: settings.items.fees };
  },
  component: HomePage,
});

function HomePage() {
  usePageMeta({ title: copy.common.siteName, description: t.metaDescription });
  const { events, fees } = Route.useLoaderData();
  const days = splitEvents(events).upcoming.slice(0, 2);
  const priced = plans.map((plan) => ({ ...plan, price: payment.birr(fees[plan.id]) }));
  return (
    <>
      <section className={s.hero} aria-labelledby="home-title">
        <div className={`${p.container} ${s.heroHome}`}>
          <div>
            <HeroText id="home-title" eyebrow={t.eyebrow} title={t.heroTitle} text={t.heroText}>
              <Link to="/membership" className={button({ tone: 'accent', size: 'lg' })}>
                {t.heroPrimary}
              </Link>
              <Link to="/events" className={button({ tone: 'onDark', size: 'lg' })}>
                {t.heroSecondary}
              </Link>
            </HeroText>
          </div>
          <img
            src="/images/hero.svg"
            alt={t.heroImageAlt}
            width={1200}
            height={560}
            className={s.heroImage}
            // Lower case, as the HTML attribute: React 18 knows no fetchPriority prop, warns and drops it.
            {...{ fetchpriority: 'high', elementtiming: 'first-screen' }}
          />
        </div>
      </section>

      <Band split labelledBy="home-about">
        <TextColumn eyebrow={aboutPage.title} title={t.aboutTitle} id="home-about" paragraphs={[mission, establishment[1]!]}>
          <Link to="/about" className={button({ tone: 'outline' })}>
            {t.aboutMore}
          </Link>
        </TextColumn>
        <StatList stats={impact.slice(0, 4)} className={s.stats2} label={aboutPage.impact} />
      </Band>

      <Band alt labelledBy="home-benefits">
        <SectionHead title={t.benefitsTitle} id="home-benefits">
          <p className={s.lead}>{t.benefitsIntro}</p>
        </SectionHead>
        <ul className={s.grid3}>
          {benefits.map((b) => (
            <IconCard key={b.id} data-benefit={b.id} icon={b.id} iconSize={26} title={b.title} text={b.text} />
          ))}
        </ul>
      </Band>

      <Band split labelledBy="home-event">
        <TextColumn eyebrow={assembly.venue} title={t.eventTitle} id="home-event" paragraphs={assembly.story}>
          <Link to="/events" className={button({ tone: 'primary' })}>
            {t.eventMore}
          </Link>
        </TextColumn>
        <img src="/images/event-assembly.svg" alt={t.assemblyImageAlt} width={600} height={300} loading="lazy" className={s.photo} />
      </Band>

      <Band alt labelledBy="home-plans">
        <SectionHead title={t.plansTitle} id="home-plans">
          <p className={s.lead}>{t.plansIntro}</p>
        </SectionHead>
        <PlanList
          plans={priced}
          action={(plan) => (
            <Link to="/membership" className={button({ tone: plan.featured ? 'primary' : 'outline', block: true })}>
              {t.plansMore}
            </Link>
          )}
        />
      </Band>

      <Band labelledBy="home-days">
        <SectionHead eyebrow={assembly.venue} title={t.daysTitle} id="home-days" />
        <ul className={s.grid2}>
          {days.map((e) => (
            <EventCard key={e.id} event={e} />
          ))}
        </ul>
        <div className={s.actions}>
          <Link to="/events" hash="upcoming" className={button({ tone: 'primary' })}>
            {t.registerCta}
          </Link>
        </div>
      </Band>
    </>
  );
}
