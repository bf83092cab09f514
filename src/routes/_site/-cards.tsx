// The public site's cards: plan, benefit, event, blog post and resource.
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Plan } from '../../../content/plans';
import { documentHref } from '../../../content/shared/documents';
import type { BlogPost, Resource } from '../../../contract/content';
import type { PublicEvent } from '../../../contract/events';
import { DEFAULT_LANG, pathIn, splitLangPath } from '../../../contract/languages';
import { FEW_SEATS_LEFT } from '../../../contract/seats';
import { Card } from '../../components/Card';
import { Icon } from '../../components/Icon';
import { ethiopianDate, eventTime, gregorianDate, isAfterNow, longDate } from '../../format/dates';
import { cards } from '../../i18n/en/cards';
import { LANG } from '../../i18n/lang';
import { asWritten, formattedFrom, type Lang, localized, localizedTags, type Shown } from '../../i18n/localized';
import { CheckList } from './-sections';
import * as s from './-site.css';

const t = cards;

/**
 * An illustration with explicit size; below the fold it loads lazily. `priority` marks the page's main image (its
 * largest paint): fetched first and drawn with the text around it. An image of the first screen (eager or priority)
 * reports when it is drawn (`elementtiming`): the app's code waits for that (src/firstView.ts).
 */
export function Illustration({
  src,
  alt,
  featured,
  eager,
  priority,
}: {
  src: string | null;
  alt: string;
  featured?: boolean;
  eager?: boolean;
  priority?: boolean;
}) {
  return (
    <img
      src={src ?? '/images/story-wolaita.svg'}
      alt={alt}
      width={600}
      height={featured ? 250 : 200}
      loading={eager || priority ? 'eager' : 'lazy'}
      decoding={priority ? 'sync' : 'async'}
      // React 18 passes the lower-case attributes through as they are.
      {...(priority ? { fetchpriority: 'high' } : {})}
      {...(eager || priority ? { elementtiming: 'first-screen' } : {})}
      className={featured ? s.featuredImage : s.cardImage}
    />
  );
}

export function PlanCard({ plan, action, headingLevel = 3 }: { plan: Plan; action: ReactNode; headingLevel?: 2 | 3 }) {
  const H = `h${headingLevel}` as const;
  return (
    <Card as="li" padded featured={plan.featured} data-plan={plan.id} aria-labelledby={`plan-${plan.id}`}>
      <H id={`plan-${plan.id}`} className={s.h3}>
        {plan.title}
      </H>
      <p className={s.price}>
        {plan.price} <span className={s.period}>{plan.period}</span>
      </p>
      <p className={s.cardText}>{plan.description}</p>
      <CheckList items={plan.features} />
      <div className={s.cardFoot}>{action}</div>
    </Card>
  );
}

/** The membership plans in a row, each with the page's own action. (The plans come from the page, so the built-in
 * content loads with the page, not with every page.) */
export function PlanList({ plans, action }: { plans: readonly Plan[]; action: (plan: Plan) => ReactNode }) {
  return (
    <ul className={s.grid3}>
      {plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} action={action(plan)} />
      ))}
    </ul>
  );
}

/** Gregorian date with the Ethiopian calendar date beside it. */
export function EventDate({ date }: { date: string }) {
  return (
    <p className={s.dateBlock}>
      <Icon name="events" size={22} />
      <span>
        <span className={s.ethDate}>{ethiopianDate(date)}</span>
        <span className="visually-hidden"> ({t.ethiopianCalendar})</span>
        <br />
        <time dateTime={date}>{gregorianDate(date)}</time>
      </span>
    </p>
  );
}

/** The seat fields of a public event (GET /api/events); the built-in events have none: unlimited and open. */
type SeatFacts = { seatsLeft?: number | null; registrationOpen?: boolean };

/** What the card says about seats: 'closed', 'full' (the waiting list), the few left, or nothing (plenty, unlimited). */
const seatsLine = ({ seatsLeft: left, registrationOpen }: SeatFacts) =>
  registrationOpen === false ? 'closed' : left == null || left >= FEW_SEATS_LEFT ? null : left > 0 ? left : 'full';

/**
 * An event card; `action` is the Register Now button on the events page (kept out of here so other pages stay light).
 * `lang` is the page's language: the build's unless given.
 */
export function EventCard({
  event,
  action,
  headingLevel = 3,
  lang,
}: {
  event: PublicEvent & SeatFacts;
  /** Left out once registration has closed. */
  action?: ReactNode;
  headingLevel?: 2 | 3;
  lang?: Lang;
}) {
  const H = `h${headingLevel}` as const;
  const title = localized(event, 'title', lang);
  const description = localized(event, 'description', lang);
  const time = formattedFrom(eventTime(event.time), event.time, lang);
  const location = localized(event, 'location', lang);
  const seats = seatsLine(event);
  return (
    <Card as="li" data-event-card={event.id}>
      <Illustration src={event.image} alt="" />
      <div className={s.cardBody}>
        <EventDate date={event.date} />
        <H className={s.h3} lang={title.lang}>
          {title.text}
        </H>
        <p className={s.meta}>
          {event.time && (
            <span className={s.metaItem}>
              <Icon name="hours" size={14} /> <span lang={time.lang}>{time.text}</span>
            </span>
          )}
          <span className={s.metaItem}>
            <Icon name="address" size={14} /> <span lang={location.lang}>{location.text}</span>
          </span>
        </p>
        <p className={s.cardText} lang={description.lang}>
          {description.text}
        </p>
        {seats !== null && (
          <p className={s.seats} data-seats={seats}>
            {typeof seats === 'number' ? t.event.seatsLeft(seats) : t.event[seats]}
          </p>
        )}
        {action && seats !== 'closed' && <div className={s.cardFoot}>{action}</div>}
      </div>
    </Card>
  );
}

const toneOf = (category: string) =>
  category in s.categoryTone ? s.categoryTone[category as keyof typeof s.categoryTone] : s.categoryTone.news;

/** A post's tags in the page's language (the English ones where staff wrote none), if it has any. */
export function PostTags({ post, lang }: { post: Pick<BlogPost, 'tags' | 'translations'>; lang?: Lang }) {
  const { tags, inPageLanguage: own } = localizedTags(post, lang);
  if (tags.length === 0) return null;
  return (
    <ul className={s.tags} aria-label={t.post.tags}>
      {tags.map((tag) => (
        <li key={tag} className={s.tag} lang={own ? undefined : asWritten(tag, lang).lang}>
          #{tag}
        </li>
      ))}
    </ul>
  );
}

/** Who wrote a post (in Amharic on an Amharic page where staff wrote it so) and when. */
export function Byline({ post, lang }: { post: Pick<BlogPost, 'author' | 'date' | 'translations'>; lang?: Lang }) {
  const author = localized(post, 'author', lang);
  return (
    <p className={s.meta}>
      {t.post.by} <span lang={author.lang}>{author.text}</span> · <time dateTime={post.date}>{longDate(post.date)}</time>
    </p>
  );
}

/** A post's or a resource's heading and summary, each marked English where it is the English on an Amharic page. */
function TitleAndDescription({ title, description }: { title: Shown; description: Shown }) {
  return (
    <>
      <h3 className={s.h3} lang={title.lang}>
        {title.text}
      </h3>
      <p className={s.cardText} lang={description.lang}>
        {description.text}
      </p>
    </>
  );
}

/** `priority` for the page's first card, whose image is the largest thing on a phone's first screen. */
export function PostCard({
  post,
  featured,
  now,
  priority,
  lang,
}: {
  post: BlogPost;
  featured?: boolean;
  now?: Date;
  priority?: boolean;
  lang?: Lang;
}) {
  const upcoming = isAfterNow(post.date, now);
  const hasPage = post.content !== null;
  const title = localized(post, 'title', lang);
  const description = localized(post, 'description', lang);
  // A title in another language than the page's is named by the link's text, whose part in that language is marked
  // so; one label would read it in the page's language.
  const readMoreLabel = title.lang ? undefined : `${t.post.readMore}: ${title.text}`;
  return (
    <Card as="li" featured={featured} data-post={post.id}>
      <Illustration src={post.image} alt="" featured={featured} eager={featured} priority={priority} />
      <div className={s.cardBody}>
        <div className={s.badges}>
          {upcoming && (
            <span className={s.upcomingBadge} data-testid="upcoming-badge">
              {t.post.upcoming}
            </span>
          )}
          <span className={`${s.pill} ${toneOf(post.category)}`} data-category={post.category}>
            <Icon name={post.category} size={14} />
            {t.post.categories[post.category] ?? post.category}
          </span>
        </div>
        <TitleAndDescription title={title} description={description} />
        <PostTags post={post} lang={lang} />
        <Byline post={post} lang={lang} />
        <div className={s.cardFoot}>
          {hasPage ? (
            <Link to="/blog/$postId" params={{ postId: post.id }} className={s.link} aria-label={readMoreLabel}>
              {t.post.readMore}
              <span className="visually-hidden" lang={title.lang}>
                : {title.text}
              </span>{' '}
              <span aria-hidden="true">→</span>
            </Link>
          ) : post.readUrl ? (
            <a href={post.readUrl} className={s.link} aria-label={readMoreLabel}>
              {t.post.readMore}
              <span className="visually-hidden" lang={title.lang}>
                : {title.text}
              </span>{' '}
              <span aria-hidden="true">→</span>
            </a>
          ) : null}
        </div>
      </div>
    </Card>
  );
}

/** Exactly one action: Download, else Read More, else View Gallery. */
/** A page of this site in the page's language (an Amharic card leads to the Amharic page); other addresses as they are. */
const pageIn = (href: string, lang: Lang) =>
  /^\/(?!\/|files\/|api\/)/.test(href) && splitLangPath(href)[0] === DEFAULT_LANG ? pathIn(lang, href) : href;

export function resourceAction(r: Resource, lang: Lang = LANG): { label: string; href: string; icon: string } {
  if (r.downloadUrl) return { label: t.resource.download, href: documentHref(r.downloadUrl, lang), icon: 'download' };
  if (r.readUrl) return { label: t.resource.readMore, href: pageIn(r.readUrl, lang), icon: 'article' };
  return { label: t.resource.viewGallery, href: r.galleryUrl ?? '/resources', icon: 'gallery' };
}

/**
 * `eager` for the first cards, which show in the first screen (a lazy image there paints late and becomes the LCP);
 * `priority` for the very first, the largest thing on a phone's first screen.
 */
export function ResourceCard({
  resource,
  eager,
  priority,
  lang,
}: {
  resource: Resource;
  eager?: boolean;
  priority?: boolean;
  lang?: Lang;
}) {
  const action = resourceAction(resource, lang);
  const isFile = Boolean(resource.downloadUrl);
  const title = localized(resource, 'title', lang);
  const description = localized(resource, 'description', lang);
  return (
    <Card as="li" data-resource={resource.id} data-category={resource.category}>
      <Illustration src={resource.image} alt="" eager={eager} priority={priority} />
      <div className={s.cardBody}>
        <div className={s.badges}>
          <span className={`${s.pill} ${s.categoryTone.events}`} data-type={resource.type}>
            <Icon name={resource.type} size={14} />
            {t.resource.types[resource.type] ?? resource.type}
          </span>
          <span className={s.meta}>
            <Icon name={resource.category} size={14} /> {t.resource.filters[resource.category] ?? resource.category}
          </span>
        </div>
        <TitleAndDescription title={title} description={description} />
        <p className={s.meta}>
          <time dateTime={resource.date}>{longDate(resource.date)}</time>
        </p>
        <div className={s.cardFoot}>
          <a href={action.href} className={s.link} download={isFile ? '' : undefined} data-action={action.label}>
            <Icon name={action.icon} size={16} /> {action.label}
            <span className="visually-hidden" lang={title.lang}>
              : {title.text}
            </span>
          </a>
        </div>
      </div>
    </Card>
  );
}
