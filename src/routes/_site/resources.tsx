import { createFileRoute, Link } from '@tanstack/react-router';
import { businessTemplate, partner } from '../../../content/resources';
import { documentHref } from '../../../content/shared/documents';
import { matchesResourceFilter, RESOURCE_BUTTONS, RESOURCE_FILTERS } from '../../../contract/lists';
import { button } from '../../components/Button.css';
import { Icon } from '../../components/Icon';
import { SOCIAL_LINKS, SocialIcon } from '../../components/SocialIcons';
import { usePageMeta } from '../../components/usePageMeta';
import { copy } from '../../i18n';
import { cards } from '../../i18n/en/cards';
import { resourcesPage } from '../../i18n/en/resourcesPage';
import { LANG } from '../../i18n/lang';
import { ResourceCard } from './-cards';
import { categorySearch } from './-categorySearch';
import { loadResources } from './-data';
import { FilterNav } from './-FilterNav';
import { Band, PageHero } from './-sections';
import * as s from './-site.css';

const t = resourcesPage;

export const Route = createFileRoute('/_site/resources')({
  ...categorySearch(RESOURCE_FILTERS),
  loader: ({ abortController }) => loadResources(abortController.signal),
  component: ResourcesPage,
});

function ResourcesPage() {
  usePageMeta({ title: t.title, description: t.metaDescription });
  const { category } = Route.useSearch();
  const { items } = Route.useLoaderData();
  const shown = items.filter((r) => matchesResourceFilter(r.category, category));
  return (
    <>
      <PageHero id="resources-title" title={t.title} intro={t.intro} />

      <Band labelledBy="resources-list">
        <h2 id="resources-list" className={s.h2}>
          {category === 'all' ? t.allHeading : cards.resource.filters[category]}
        </h2>
        <FilterNav to="/resources" filters={RESOURCE_BUTTONS} current={category} labels={cards.resource.filters} label={t.filterLabel} />
        <div aria-live="polite">
          {shown.length === 0 ? (
            <p className={s.empty}>{t.empty}</p>
          ) : (
            <ul className={s.grid3} aria-label={t.resultsLabel}>
              {shown.map((r, i) => (
                <ResourceCard key={r.id} resource={r} eager={i < 3} priority={i === 0} />
              ))}
            </ul>
          )}
        </div>
      </Band>

      <Band alt label={t.businessTitle}>
        <div className={s.grid2}>
          <div className={s.panelBrand} data-panel="business">
            <span className={s.iconCircle}>
              <Icon name="business-resources" size={24} />
            </span>
            <h2 className={s.h3}>{t.businessTitle}</h2>
            <p className={s.cardText}>{t.businessText}</p>
            <a
              className={button({ tone: 'primary' })}
              href={documentHref(businessTemplate.href, LANG)}
              download={businessTemplate.fileName}
            >
              <Icon name="download" /> {t.businessDownload}
            </a>
          </div>
          <div className={s.panel} data-panel="partner">
            <span className={s.iconCircle}>
              <Icon name="partnerships" size={24} />
            </span>
            <h2 className={s.h3}>{t.partnerTitle}</h2>
            <p className={s.cardText}>
              <strong>{partner.name}</strong>: {partner.text}
            </p>
            <a className={button({ tone: 'outline' })} href={partner.href} target="_blank" rel="noopener noreferrer">
              <Icon name="external" /> {t.partnerLink}
              <span className="visually-hidden"> ({t.newTab})</span>
            </a>
          </div>
          <div className={s.panel} data-panel="social">
            <h2 className={s.h3}>{t.socialTitle}</h2>
            <p className={s.cardText}>{t.socialText}</p>
            <ul className={`${s.filters} ${s.wrapRow}`}>
              {SOCIAL_LINKS.map((l) => (
                <li key={l.name}>
                  <a className={s.filter} href={l.href} target="_blank" rel="noopener noreferrer">
                    <SocialIcon name={l.name} />
                    {copy.common.social[l.name]}
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className={s.panel} data-panel="blog">
            <span className={s.iconCircle}>
              <Icon name="blog" size={24} />
            </span>
            <h2 className={s.h3}>{t.blogTitle}</h2>
            <p className={s.cardText}>{t.blogText}</p>
            <Link className={button({ tone: 'outline' })} to="/blog">
              {t.blogLink}
            </Link>
          </div>
        </div>
      </Band>
    </>
  );
}
