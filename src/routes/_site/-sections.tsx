// The public pages' recurring pieces: the hero text, a section band with its container and its heading, a text column,
// lists of figures, ticks and contact lines, the icon card and the panel. Each page composes these, so a change to one look is made once.

import type { ReactNode } from 'react';
import { Card } from '../../components/Card';
import { confirmingTitle } from '../../components/confirm';
import { Icon } from '../../components/Icon';
import * as p from '../../components/Page.css';
import { copy } from '../../i18n';
import * as s from './-site.css';

type HeroTextProps = {
  id: string;
  eyebrow: string;
  title: string;
  titleLang?: string;
  text: string;
  level?: 1 | 2;
  /** The page a sent form leads to: its title takes the focus as it loads, and is read out with its text. */
  confirms?: boolean;
  children?: ReactNode;
};

/** Light text on the green: eyebrow, title (the page's h1 unless told) and text, then the actions if any. */
export function HeroText({ id, eyebrow, title, titleLang, text, level = 1, confirms, children }: HeroTextProps) {
  const H = `h${level}` as const;
  return (
    <>
      <p className={s.heroEyebrow}>{eyebrow}</p>
      <H id={id} className={s.heroTitle} lang={titleLang} {...(confirms ? confirmingTitle(`${id}-text`) : {})}>
        {title}
      </H>
      <p id={confirms ? `${id}-text` : undefined} className={s.heroText}>
        {text}
      </p>
      {children && <div className={s.actions}>{children}</div>}
    </>
  );
}

/** A section's heading: an optional eyebrow above the h2, then an intro if given. */
export function SectionHead({ eyebrow, title, id, children }: { eyebrow?: string; title: string; id: string; children?: ReactNode }) {
  return (
    <div className={s.sectionHead}>
      {eyebrow && <p className={s.eyebrow}>{eyebrow}</p>}
      <h2 id={id} className={s.h2}>
        {title}
      </h2>
      {children}
    </div>
  );
}

/** The green band at the top of an inner page: eyebrow (the site's name unless told), the page's h1 and its intro. */
export function PageHero({
  id,
  title,
  intro,
  eyebrow = copy.common.siteName,
  confirms,
  titleLang,
}: {
  id: string;
  title: string;
  intro: string;
  eyebrow?: string;
  confirms?: boolean;
  /** The title's language when it is not the page's (a text staff wrote in English only). */
  titleLang?: string;
}) {
  return (
    <section className={s.hero} aria-labelledby={id}>
      <div className={p.container}>
        <HeroText id={id} eyebrow={eyebrow} title={title} titleLang={titleLang} text={intro} confirms={confirms} />
      </div>
    </section>
  );
}

type BandProps = {
  /** The id of the heading that names the section. */
  labelledBy?: string;
  /** A name for a section without a heading of its own. */
  label?: string;
  /** The shaded band (every other section on a page). */
  alt?: boolean;
  /** Two columns on a wide screen: text beside a picture or a list. */
  split?: boolean;
  id?: string;
  section?: string;
  children: ReactNode;
};

/** A full-width section band with the page's container inside. */
export function Band({ labelledBy, label, alt, split, id, section, children }: BandProps) {
  return (
    <section id={id} className={alt ? s.sectionAlt : s.section} aria-labelledby={labelledBy} aria-label={label} data-section={section}>
      <div className={split ? `${p.container} ${s.split}` : p.container}>{children}</div>
    </section>
  );
}

type TextColumnProps = { id: string; title: string; eyebrow?: string; paragraphs: readonly string[]; children?: ReactNode };

/** A section's text column: its heading, paragraphs of running text, then a link or button if any. */
export function TextColumn({ id, title, eyebrow, paragraphs, children }: TextColumnProps) {
  return (
    <div>
      <SectionHead eyebrow={eyebrow} title={title} id={id} />
      <Paragraphs paragraphs={paragraphs} />
      {children}
    </div>
  );
}

/** Paragraphs of running text (keys from their openings, which differ). */
export function Paragraphs({ paragraphs }: { paragraphs: readonly string[] }) {
  return (
    <div className={s.prose}>
      {paragraphs.map((para) => (
        <p key={para.slice(0, 24)}>{para}</p>
      ))}
    </div>
  );
}

/** Big figures with what they count. */
export function StatList({
  stats,
  className = s.stats,
  label,
}: {
  stats: readonly { value: string; label: string }[];
  className?: string;
  label?: string;
}) {
  return (
    <ul className={className} aria-label={label}>
      {stats.map(({ value, label }) => (
        <li key={label} className={s.stat}>
          <span className={s.statValue}>{value}</span>
          <span className={s.statLabel}>{label}</span>
        </li>
      ))}
    </ul>
  );
}

/** A ticked list: a plan's features, the association's achievements. */
export function CheckList({ items, labelledBy }: { items: readonly string[]; labelledBy?: string }) {
  return (
    <ul className={s.features} aria-labelledby={labelledBy}>
      {items.map((item) => (
        <li key={item} className={s.feature}>
          <Icon name="check" className={s.check} />
          {item}
        </li>
      ))}
    </ul>
  );
}

type IconCardProps = {
  icon: string;
  iconSize: number;
  title: string;
  text: ReactNode;
  /** A card in a list is an `li` with an h3; a card of its own is an `article` with an h2. */
  as?: 'li' | 'article';
  headingId?: string;
} & Record<`data-${string}`, string>;

/** An icon in a circle above a heading and a line or two of text. */
export function IconCard({ icon, iconSize, title, text, as = 'li', headingId, ...data }: IconCardProps) {
  const standalone = as === 'article';
  const H = standalone ? 'h2' : 'h3';
  return (
    <Card as={as} padded aria-labelledby={headingId} {...data}>
      <span className={s.iconCircle}>
        <Icon name={icon} size={iconSize} />
      </span>
      <H id={headingId} className={standalone ? s.h2 : s.h3}>
        {title}
      </H>
      <p className={standalone ? s.prose : s.cardText}>{text}</p>
    </Card>
  );
}

type PanelProps = { name: string; title: string; icon?: string; brand?: boolean; children: ReactNode };

/** A boxed panel (green-tinted when `brand`), named by `data-panel`: an optional icon, an h2 and what follows. */
export function Panel({ name, title, icon, brand, children }: PanelProps) {
  return (
    <div className={brand ? s.panelBrand : s.panel} data-panel={name}>
      {icon && (
        <span className={s.iconCircle}>
          <Icon name={icon} size={24} />
        </span>
      )}
      <h2 className={s.h3}>{title}</h2>
      {children}
    </div>
  );
}

/** One line of contact details: an icon, then the detail (with its label above it where there is one). */
export function InfoItem({ icon, iconSize, label, children }: { icon: string; iconSize?: number; label?: string; children: ReactNode }) {
  return (
    <li className={s.infoItem}>
      <Icon name={icon} size={iconSize} />
      {label === undefined ? (
        children
      ) : (
        <span>
          <span className={s.infoLabel}>{label}</span>
          {children}
        </span>
      )}
    </li>
  );
}

/**
 * Where a form sent without the app lands: its title and what happened as the hero, what comes next, then the ways on
 * (links, written between dots). Kept out of search engines: it tells one person's result.
 */
export function ResultPage({
  id,
  title,
  intro,
  children,
  links,
}: {
  id: string;
  title: string;
  intro: string;
  children?: ReactNode;
  links: ReactNode[];
}) {
  return (
    <>
      <PageHero id={id} title={title} intro={intro} confirms />
      <div className={s.section}>
        <div className={p.container}>
          {children}
          <p>
            {links.map((link, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list, written once per page
              <span key={i}>
                {i > 0 && ' · '}
                {link}
              </span>
            ))}
          </p>
        </div>
      </div>
    </>
  );
}
