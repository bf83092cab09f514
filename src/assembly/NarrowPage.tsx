// A page of one narrow column under its heading (a certificate check, a ticket, a cancel link), its failed load with a
// retry, and its facts in large type (an event's title, day, time and place among them).
import { Fragment, type ReactNode } from 'react';
import type { DEFAULT_LANG } from '../../contract/languages';
import type { Translations } from '../../contract/translations';
import { Button } from '../components/Button';
import { confirmingTitle } from '../components/confirm';
import { FormAlert } from '../components/Field';
import * as p from '../components/Page.css';
import { bothCalendars, eventTime } from '../format/dates';
import { formattedFrom, localized } from '../i18n/localized';
import * as d from '../routes/_site/-directory.css';

/** `confirms`: the page a sent form leads to, whose title takes the focus as it loads (see `confirmingTitle`). */
export function NarrowPage({ title, confirms, children }: { title: string; confirms?: boolean; children: ReactNode }) {
  return (
    <div className={p.container}>
      <div className={d.narrow}>
        <h1 {...(confirms ? confirmingTitle() : {})}>{title}</h1>
        {children}
      </div>
    </div>
  );
}

/** A load that failed: what failed and why, and a button to try again. */
export function LoadFailed({ text, error, retry, onRetry }: { text: string; error: string | null; retry: string; onRetry(): void }) {
  return (
    <div className={d.stateBox}>
      <FormAlert tone="error">
        {text} {error}
      </FormAlert>
      <Button tone="primary" onClick={onRetry}>
        {retry}
      </Button>
    </div>
  );
}

/** A fact: its label, its value, and 'en' when the value is English on an Amharic page. */
export type Detail = readonly [label: string, value: string, lang?: typeof DEFAULT_LANG];

/** Facts in large type, label above value. */
export function Details({ rows }: { rows: readonly Detail[] }) {
  return (
    <dl className={d.details}>
      {rows.map(([label, value, lang]) => (
        <Fragment key={label}>
          <dt className={d.detailLabel}>{label}</dt>
          <dd className={d.detailValue} lang={lang}>
            {value}
          </dd>
        </Fragment>
      ))}
    </dl>
  );
}

type EventFacts = {
  title: string;
  date: string;
  time: string;
  location: string;
  translations?: Translations;
};

/** An event's title and place (in the page's language where it has them), day in both calendars and time (when it has one). */
export function eventDetails(event: EventFacts, labels: { event: string; day: string; time: string; place: string }): Detail[] {
  const title = localized(event, 'title');
  const time = formattedFrom(eventTime(event.time), event.time);
  const place = localized(event, 'location');
  return [
    [labels.event, title.text, title.lang],
    [labels.day, bothCalendars(event.date)],
    ...(event.time ? [[labels.time, time.text, time.lang] as const] : []),
    [labels.place, place.text, place.lang],
  ];
}
