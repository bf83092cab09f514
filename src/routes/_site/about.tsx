import { createFileRoute } from '@tanstack/react-router';
import { achievements, establishment, impact, leadership, machinery, mission, vision } from '../../../content/about';
import { Card } from '../../components/Card';
import { usePageMeta } from '../../components/usePageMeta';
import { aboutPage } from '../../i18n/en/aboutPage';
import { Band, CheckList, IconCard, PageHero, SectionHead, StatList, TextColumn } from './-sections';
import * as s from './-site.css';

const t = aboutPage;

export const Route = createFileRoute('/_site/about')({
  component: AboutPage,
});

function AboutPage() {
  usePageMeta({ title: t.title, description: t.metaDescription, image: '/images/group-photo.svg' });
  return (
    <>
      <PageHero id="about-title" title={t.title} intro={t.intro} />

      <Band label={`${t.mission} / ${t.vision}`}>
        <div className={s.grid2}>
          <IconCard as="article" headingId="about-mission" icon="planting" iconSize={26} title={t.mission} text={mission} />
          <IconCard as="article" headingId="about-vision" icon="stories" iconSize={26} title={t.vision} text={vision} />
        </div>
      </Band>

      <Band alt split labelledBy="about-establishment">
        <TextColumn title={t.establishment} id="about-establishment" paragraphs={establishment} />
        <div>
          <h2 id="about-achievements" className={s.h2}>
            {t.achievements}
          </h2>
          <CheckList items={achievements} labelledBy="about-achievements" />
        </div>
      </Band>

      <Band labelledBy="about-impact">
        <SectionHead title={t.impact} id="about-impact" />
        <StatList stats={impact} />
        <h3 className={`${s.h3} ${s.spaced}`}>{t.machinery}</h3>
        <StatList stats={machinery} />
      </Band>

      <Band alt labelledBy="about-leadership">
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
      </Band>

      <Band labelledBy="about-photo">
        <SectionHead title={t.groupPhoto} id="about-photo" />
        <figure className={s.figure}>
          <img src="/images/group-photo.svg" alt={t.groupPhotoAlt} width={1200} height={500} loading="lazy" className={s.photo} />
          <figcaption className={s.caption}>{t.groupCaption}</figcaption>
        </figure>
      </Band>
    </>
  );
}
