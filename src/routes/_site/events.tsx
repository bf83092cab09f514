import { createFileRoute } from '@tanstack/react-router';
import { agenda, assembly } from '../../../content/agenda';
import { contactInfo } from '../../../content/contactInfo';
import { SPONSOR_LEVELS, sponsors } from '../../../content/sponsors';
import { Card } from '../../components/Card';
import { usePageMeta } from '../../components/usePageMeta';
import { LazyRegisterButton } from '../../flows/LazyFlow';
import { eventsPage } from '../../i18n/en/eventsPage';
import { localized } from '../../i18n/localized';
import { EventCard } from './-cards';
import { loadEvents, splitEvents } from './-data';
import { Band, InfoItem, PageHero, SectionHead, TextColumn } from './-sections';
import * as s from './-site.css';
import { useHashScroll } from './-useHashScroll';

const t = eventsPage;

export const Route = createFileRoute('/_site/events')({
  loader: ({ abortController }) => loadEvents(abortController.signal),
  component: EventsPage,
});

/** A time with the international clock kept on one line: "… ganama (8:30 AM)" may wrap before "(8:30 AM)", never inside it. */
const unbrokenClock = (time: string) => time.replace(/(\d{1,2}:\d{2}) ([AP]M)/g, '$1\u00a0$2');

function EventsPage() {
  usePageMeta({ title: t.title, description: t.metaDescription, image: '/images/event-assembly.svg' });
  useHashScroll();
  const { items } = Route.useLoaderData();
  const { upcoming, past } = splitEvents(items);
  return (
    <>
      <PageHero id="events-title" eyebrow={assembly.venue} title={t.title} intro={t.intro} />

      <Band split labelledBy="events-assembly">
        <TextColumn
          eyebrow={t.assemblyTitle}
          title={assembly.title}
          id="events-assembly"
          paragraphs={[assembly.description, ...assembly.story]}
        />
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
                    <span className={s.agendaTime}>{unbrokenClock(item.time)}</span>
                    <span>{item.title}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </Band>

      <Band id="upcoming" alt labelledBy="events-upcoming">
        <SectionHead title={t.upcomingTitle} id="events-upcoming" />
        {upcoming.length === 0 ? (
          <p className={s.empty}>{t.upcomingEmpty}</p>
        ) : (
          <ul className={s.grid2}>
            {upcoming.map((e) => (
              <EventCard
                key={e.id}
                event={e}
                // The registration dialog names the event as its card does.
                action={<LazyRegisterButton event={{ ...e, title: localized(e, 'title').text }} label={t.registerNow} />}
              />
            ))}
          </ul>
        )}
      </Band>

      <Band id="past" labelledBy="events-past">
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
      </Band>

      <Band alt labelledBy="events-sponsors">
        <SectionHead title={t.sponsorsTitle} id="events-sponsors" />
        {SPONSOR_LEVELS.map((level) => (
          <div key={level} className={s.sponsorLevel} data-level={level}>
            <h3 className={s.h3}>{t.levels[level]}</h3>
            <ul className={s.grid3}>
              {sponsors
                .filter((sp) => sp.level === level)
                .map((sp) => (
                  <Card as="li" padded key={sp.name}>
                    <img src={sp.logo} alt={t.sponsorLogo(sp.name)} width={160} height={80} loading="lazy" className={s.sponsorLogo} />
                    <h4 className={s.h3}>{sp.name}</h4>
                    <p className={s.cardText}>{sp.description}</p>
                  </Card>
                ))}
            </ul>
          </div>
        ))}
      </Band>

      <Band labelledBy="events-contact">
        <div className={s.panelBrand}>
          <h2 id="events-contact" className={s.h2}>
            {t.contactTitle}
          </h2>
          <p className={s.prose}>{t.contactText}</p>
          <ul className={s.infoList}>
            <InfoItem icon="email">
              <a className={s.link} href={`mailto:${contactInfo.eventsEmail}`}>
                {contactInfo.eventsEmail}
              </a>
            </InfoItem>
            <InfoItem icon="phone">
              <a className={s.link} href={contactInfo.phoneHref}>
                {contactInfo.phone}
              </a>
            </InfoItem>
            <InfoItem icon="address">
              <span>{contactInfo.address}</span>
            </InfoItem>
          </ul>
        </div>
      </Band>
    </>
  );
}
