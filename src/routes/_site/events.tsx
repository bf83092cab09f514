import { createFileRoute } from '@tanstack/react-router';
import { agenda, assembly } from '../../../content/agenda';
import { contactInfo } from '../../../content/contactInfo';
import { SPONSOR_LEVELS, sponsors } from '../../../content/sponsors';
import { Card } from '../../components/Card';
import { Icon } from '../../components/Icon';
import * as p from '../../components/Page.css';
import { usePageMeta } from '../../components/usePageMeta';
import { LazyRegisterButton } from '../../flows/LazyFlow';
import { copy } from '../../i18n';
import { EventCard, SectionHead } from './-cards';
import { loadEvents, splitEvents } from './-data';
import * as s from './-site.css';
import { useHashScroll } from './-useHashScroll';

const t = copy.publicSite.events;

export const Route = createFileRoute('/_site/events')({
  loader: ({ abortController }) => loadEvents(abortController.signal),
  component: EventsPage,
});

function EventsPage() {
  usePageMeta({ title: t.title, description: t.metaDescription, image: '/images/event-assembly.svg' });
  useHashScroll();
  const { items } = Route.useLoaderData();
  const { upcoming, past } = splitEvents(items);
  return (
    <>
      <section className={s.hero} aria-labelledby="events-title">
        <div className={p.container}>
          <p className={s.heroEyebrow}>{assembly.venue}</p>
          <h1 id="events-title" className={s.heroTitle}>
            {t.title}
          </h1>
          <p className={s.heroText}>{t.intro}</p>
        </div>
      </section>

      <section className={s.section} aria-labelledby="events-assembly">
        <div className={`${p.container} ${s.split}`}>
          <div>
            <SectionHead eyebrow={t.assemblyTitle} title={assembly.title} id="events-assembly" />
            <div className={s.prose}>
              <p>{assembly.description}</p>
              {assembly.story.map((para) => (
                <p key={para.slice(0, 24)}>{para}</p>
              ))}
            </div>
          </div>
          <div>
            <h2 id="events-agenda" className={s.h2}>
              {t.agendaTitle}
            </h2>
            {agenda.map((day) => (
              <div key={day.day} className={s.agendaBlock}>
                <h3 className={s.h3}>{day.day}</h3>
                <ul className={s.agendaDay}>
                  {day.items.map((item) => (
                    <li key={item.title} className={s.agendaItem}>
                      <span className={s.agendaTime}>{item.time}</span>
                      <span>{item.title}</span>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section id="upcoming" className={s.sectionAlt} aria-labelledby="events-upcoming">
        <div className={p.container}>
          <SectionHead title={t.upcomingTitle} id="events-upcoming" />
          {upcoming.length === 0 ? (
            <p className={s.empty}>{t.upcomingEmpty}</p>
          ) : (
            <ul className={s.grid2}>
              {upcoming.map((e) => (
                <EventCard key={e.id} event={e} action={<LazyRegisterButton event={e} label={t.registerNow} />} />
              ))}
            </ul>
          )}
        </div>
      </section>

      <section id="past" className={s.section} aria-labelledby="events-past">
        <div className={p.container}>
          <SectionHead title={t.pastTitle} id="events-past" />
          {past.length === 0 ? (
            <p className={s.empty}>{t.pastEmpty}</p>
          ) : (
            <ul className={s.grid3}>
              {past.map((e) => (
                <EventCard key={e.id} event={e} />
              ))}
            </ul>
          )}
        </div>
      </section>

      <section className={s.sectionAlt} aria-labelledby="events-sponsors">
        <div className={p.container}>
          <SectionHead title={t.sponsorsTitle} id="events-sponsors" />
          {SPONSOR_LEVELS.map((level) => (
            <div key={level} className={s.sponsorLevel} data-level={level}>
              <h3 className={s.h3}>{t.levels[level]}</h3>
              <ul className={s.grid3}>
                {sponsors
                  .filter((sp) => sp.level === level)
                  .map((sp) => (
                    <Card as="li" padded key={sp.name}>
                      <img src={sp.logo} alt={`${sp.name} logo`} width={160} height={80} loading="lazy" className={s.sponsorLogo} />
                      <h4 className={s.h3}>{sp.name}</h4>
                      <p className={s.cardText}>{sp.description}</p>
                    </Card>
                  ))}
              </ul>
            </div>
          ))}
        </div>
      </section>

      <section className={s.section} aria-labelledby="events-contact">
        <div className={p.container}>
          <div className={s.panelBrand}>
            <h2 id="events-contact" className={s.h2}>
              {t.contactTitle}
            </h2>
            <p className={s.prose}>{t.contactText}</p>
            <ul className={s.infoList}>
              <li className={s.infoItem}>
                <Icon name="email" />
                <a className={s.link} href={`mailto:${contactInfo.eventsEmail}`}>
                  {contactInfo.eventsEmail}
                </a>
              </li>
              <li className={s.infoItem}>
                <Icon name="phone" />
                <a className={s.link} href={contactInfo.phoneHref}>
                  {contactInfo.phone}
                </a>
              </li>
              <li className={s.infoItem}>
                <Icon name="address" />
                <span>{contactInfo.address}</span>
              </li>
            </ul>
          </div>
        </div>
      </section>
    </>
  );
}
