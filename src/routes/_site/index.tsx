import { createFileRoute, Link } from '@tanstack/react-router';
import { establishment, impact, mission } from '../../../content/about';
import { assembly } from '../../../content/agenda';
import { benefits } from '../../../content/benefits';
import { plans } from '../../../content/plans';
import { button } from '../../components/Button.css';
import { Card } from '../../components/Card';
import { Icon } from '../../components/Icon';
import * as p from '../../components/Page.css';
import { usePageMeta } from '../../components/usePageMeta';
import { copy } from '../../i18n';
import { EventCard, PlanCard, SectionHead } from './-cards';
import { loadEvents, splitEvents } from './-data';
import * as s from './-site.css';

const t = copy.publicSite.home;

export const Route = createFileRoute('/_site/')({
  loader: ({ abortController }) => loadEvents(abortController.signal),
  component: HomePage,
});

function HomePage() {
  usePageMeta({ title: copy.common.siteName, description: t.metaDescription });
  const { items } = Route.useLoaderData();
  const days = splitEvents(items).upcoming.slice(0, 2);
  return (
    <>
      <section className={s.hero} aria-labelledby="home-title">
        <div className={`${p.container} ${s.heroHome}`}>
          <div>
            <p className={s.heroEyebrow}>{t.eyebrow}</p>
            <h1 id="home-title" className={s.heroTitle}>
              {t.heroTitle}
            </h1>
            <p className={s.heroText}>{t.heroText}</p>
            <div className={s.actions}>
              <Link to="/membership" className={button({ tone: 'accent', size: 'lg' })}>
                {t.heroPrimary}
              </Link>
              <Link to="/events" className={button({ tone: 'onDark', size: 'lg' })}>
                {t.heroSecondary}
              </Link>
            </div>
          </div>
          <img
            src="/images/hero.svg"
            alt="Cassava plants growing on the green hills of southern Ethiopia"
            width={1200}
            height={560}
            className={s.heroImage}
            fetchPriority="high"
          />
        </div>
      </section>

      <section className={s.section} aria-labelledby="home-about">
        <div className={`${p.container} ${s.split}`}>
          <div>
            <SectionHead eyebrow={copy.publicSite.about.title} title={t.aboutTitle} id="home-about" />
            <div className={s.prose}>
              <p>{mission}</p>
              <p>{establishment[1]}</p>
            </div>
            <Link to="/about" className={button({ tone: 'outline' })}>
              {t.aboutMore}
            </Link>
          </div>
          <ul className={s.stats2} aria-label={copy.publicSite.about.impact}>
            {impact.slice(0, 4).map(({ value, label }) => (
              <li key={label} className={s.stat}>
                <span className={s.statValue}>{value}</span>
                <span className={s.statLabel}>{label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={s.sectionAlt} aria-labelledby="home-benefits">
        <div className={p.container}>
          <SectionHead title={t.benefitsTitle} id="home-benefits">
            <p className={s.lead}>{t.benefitsIntro}</p>
          </SectionHead>
          <ul className={s.grid3}>
            {benefits.map((b) => (
              <Card as="li" padded key={b.id} data-benefit={b.id}>
                <span className={s.iconCircle}>
                  <Icon name={b.id} size={26} />
                </span>
                <h3 className={s.h3}>{b.title}</h3>
                <p className={s.cardText}>{b.text}</p>
              </Card>
            ))}
          </ul>
        </div>
      </section>

      <section className={s.section} aria-labelledby="home-event">
        <div className={`${p.container} ${s.split}`}>
          <div>
            <SectionHead eyebrow={assembly.venue} title={t.eventTitle} id="home-event" />
            <div className={s.prose}>
              {assembly.story.map((para) => (
                <p key={para.slice(0, 20)}>{para}</p>
              ))}
            </div>
            <Link to="/events" className={button({ tone: 'primary' })}>
              {t.eventMore}
            </Link>
          </div>
          <img
            src="/images/event-assembly.svg"
            alt="Members seated in the conference hall of ICT Park during the assembly"
            width={600}
            height={300}
            loading="lazy"
            className={s.photo}
          />
        </div>
      </section>

      <section className={s.sectionAlt} aria-labelledby="home-plans">
        <div className={p.container}>
          <SectionHead title={t.plansTitle} id="home-plans">
            <p className={s.lead}>{t.plansIntro}</p>
          </SectionHead>
          <ul className={s.grid3}>
            {plans.map((plan) => (
              <PlanCard
                key={plan.id}
                plan={plan}
                action={
                  <Link to="/membership" className={button({ tone: plan.featured ? 'primary' : 'outline', block: true })}>
                    {t.plansMore}
                  </Link>
                }
              />
            ))}
          </ul>
        </div>
      </section>

      <section className={s.section} aria-labelledby="home-days">
        <div className={p.container}>
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
        </div>
      </section>
    </>
  );
}
