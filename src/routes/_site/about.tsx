import { createFileRoute } from '@tanstack/react-router';
import { achievements, establishment, impact, leadership, machinery, mission, vision } from '../../../content/about';
import { Card } from '../../components/Card';
import { Icon } from '../../components/Icon';
import * as p from '../../components/Page.css';
import { usePageMeta } from '../../components/usePageMeta';
import { copy } from '../../i18n';
import { SectionHead } from './-cards';
import * as s from './-site.css';

const t = copy.publicSite.about;

export const Route = createFileRoute('/_site/about')({
  component: AboutPage,
});

function AboutPage() {
  usePageMeta({ title: t.title, description: t.metaDescription, image: '/images/group-photo.svg' });
  return (
    <>
      <section className={s.hero} aria-labelledby="about-title">
        <div className={p.container}>
          <p className={s.heroEyebrow}>{copy.common.siteName}</p>
          <h1 id="about-title" className={s.heroTitle}>
            {t.title}
          </h1>
          <p className={s.heroText}>{t.intro}</p>
        </div>
      </section>

      <section className={s.section} aria-label={`${t.mission} / ${t.vision}`}>
        <div className={p.container}>
          <div className={s.grid2}>
            <Card as="article" padded aria-labelledby="about-mission">
              <span className={s.iconCircle}>
                <Icon name="planting" size={26} />
              </span>
              <h2 id="about-mission" className={s.h2}>
                {t.mission}
              </h2>
              <p className={s.prose}>{mission}</p>
            </Card>
            <Card as="article" padded aria-labelledby="about-vision">
              <span className={s.iconCircle}>
                <Icon name="stories" size={26} />
              </span>
              <h2 id="about-vision" className={s.h2}>
                {t.vision}
              </h2>
              <p className={s.prose}>{vision}</p>
            </Card>
          </div>
        </div>
      </section>

      <section className={s.sectionAlt} aria-labelledby="about-establishment">
        <div className={`${p.container} ${s.split}`}>
          <div>
            <SectionHead title={t.establishment} id="about-establishment" />
            <div className={s.prose}>
              {establishment.map((para) => (
                <p key={para.slice(0, 24)}>{para}</p>
              ))}
            </div>
          </div>
          <div>
            <h2 id="about-achievements" className={s.h2}>
              {t.achievements}
            </h2>
            <ul className={s.features} aria-labelledby="about-achievements">
              {achievements.map((a) => (
                <li key={a} className={s.feature}>
                  <Icon name="check" className={s.check} />
                  {a}
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <section className={s.section} aria-labelledby="about-impact">
        <div className={p.container}>
          <SectionHead title={t.impact} id="about-impact" />
          <ul className={s.stats}>
            {impact.map(({ value, label }) => (
              <li key={label} className={s.stat}>
                <span className={s.statValue}>{value}</span>
                <span className={s.statLabel}>{label}</span>
              </li>
            ))}
          </ul>
          <h3 className={`${s.h3} ${s.spaced}`}>{t.machinery}</h3>
          <ul className={s.stats}>
            {machinery.map(({ value, label }) => (
              <li key={label} className={s.stat}>
                <span className={s.statValue}>{value}</span>
                <span className={s.statLabel}>{label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={s.sectionAlt} aria-labelledby="about-leadership">
        <div className={p.container}>
          <SectionHead title={t.leadership} id="about-leadership" />
          <ul className={s.grid}>
            {leadership.map((l) => (
              <Card as="li" padded key={l.name} className={s.leader} data-leader>
                <span className={s.avatar} aria-hidden="true">
                  {l.initials}
                </span>
                <h3 className={s.h3}>{l.name}</h3>
                <p className={s.eyebrow}>{l.role}</p>
                <p className={s.cardText}>{l.bio}</p>
              </Card>
            ))}
          </ul>
        </div>
      </section>

      <section className={s.section} aria-labelledby="about-photo">
        <div className={p.container}>
          <SectionHead title={t.groupPhoto} id="about-photo" />
          <figure className={s.figure}>
            <img
              src="/images/group-photo.svg"
              alt="Two rows of association members standing under the Annual General Assembly banner at ICT Park"
              width={1200}
              height={500}
              loading="lazy"
              className={s.photo}
            />
            <figcaption className={s.caption}>{t.groupCaption}</figcaption>
          </figure>
        </div>
      </section>
    </>
  );
}
