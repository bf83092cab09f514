import { Link } from '@tanstack/react-router';
import { fromPromise } from 'xstate';
import { EVENT_TEXT_FIELDS, EventFormSchema } from '../../../contract/events';
import type { EventFormValues } from '../../../machines/adminForms';
import { createTaskMachine } from '../../../machines/adminTask';
import { type AdminEvent, fetchFile, saveFile } from '../../api/admin';
import { api } from '../../api/client';
import { TextAreaField, TextField } from '../../components/Field';
import { eventTime, longDate } from '../../format/dates';
import { adminCopy } from '../../i18n/admin';
import { LANG } from '../../i18n/lang';
import * as s from '../admin.css';
import { CrudPage, TranslationFields } from '../crud';
import { blankTranslations, nestTranslations, translatedValues } from '../translatedValues';
import { type CrudActor, crudLogic, crudScreen, DownloadButton, type DownloadLogic, schemaValidator } from '../ui';

const t = adminCopy.events;
const blank = {
  title: '',
  description: '',
  date: '',
  time: '',
  location: '',
  image: '',
  ...blankTranslations(EVENT_TEXT_FIELDS),
  capacity: '',
  registrationDeadline: '',
} satisfies EventFormValues;
const eventsLogic = crudLogic('events', { toBody: nestTranslations });

/** The form's values for an event: the capacity as the text of its number, none as empty. */
const editValues = (e: AdminEvent): EventFormValues =>
  ({
    ...Object.fromEntries(Object.keys(blank).map((k) => [k, (e as Record<string, unknown>)[k] ?? ''])),
    ...translatedValues(e.translations, EVENT_TEXT_FIELDS),
    capacity: e.capacity === null ? '' : String(e.capacity),
    registrationDeadline: e.registrationDeadline ?? '',
  }) as EventFormValues;

/** The event's name badges, an authenticated download in the language of this staff area. */
export const badgesLogic: DownloadLogic<string> = createTaskMachine<string, void>('badges').provide({
  actors: {
    run: fromPromise<void, { params: string }>(async ({ input: { params } }) =>
      saveFile(await fetchFile(api.admin.events[':id']['badges.pdf'].$path({ param: { id: encodeURIComponent(params) } }), { lang: LANG })),
    ),
  },
});
const input = { validate: (values: Record<string, unknown>) => schemaValidator(EventFormSchema)(nestTranslations(values)) };

/** The view alone, so tests can drive it with their own machine actor. */
export function EventsView({ actor, badges = badgesLogic }: { actor: CrudActor<AdminEvent>; badges?: DownloadLogic<string> }) {
  return (
    <CrudPage<AdminEvent, EventFormValues>
      actor={actor}
      copy={t}
      blank={blank}
      itemName={(e) => e.title}
      editValues={editValues}
      columns={[
        // The event's own tools (the door, the badges) under its title: a column of their own would push Edit and
        // Delete out of view on a laptop.
        {
          header: t.colTitle,
          strong: true,
          cell: (e) => (
            <>
              {e.title}
              <div className={s.rowActions}>
                <Link to="/admin/check-in" search={{ event: e.id }} className={s.rowLink} aria-label={`${t.checkInLink}: ${e.title}`}>
                  {t.checkInLink}
                </Link>
                <DownloadButton label={t.badges} failedText={t.badgesFailed} logic={badges} params={e.id} />
              </div>
            </>
          ),
        },
        {
          header: t.colDate,
          cell: (e) => (
            <>
              {longDate(e.date)}
              {e.time ? <div className={[s.muted, s.wrapLine].join(' ')}>{eventTime(e.time)}</div> : null}
            </>
          ),
        },
        { header: t.colLocation, cell: (e) => e.location },
        // The counts in one column, each named: six narrow columns of their own would push Edit and Delete out of view.
        {
          header: t.colSeats,
          cell: (e) => (
            <>
              <div data-count="seats">{`${e.seatsTaken} / ${e.capacity ?? t.unlimited}`}</div>
              <CountLine name="registrations" label={t.colRegistrations} value={e.registrations} />
              <CountLine name="people" label={t.colPeople} value={e.people} />
              <CountLine
                name="waitlist"
                label={t.colWaitlist}
                value={e.waitlisted > 0 ? `${e.waitlisted} (${t.peopleCount(e.waitlistedPeople)})` : e.waitlisted}
              />
              <CountLine name="checkedIn" label={t.colCheckedIn} value={e.checkedIn} />
            </>
          ),
        },
      ]}
      fields={({ bind }) => (
        <>
          <TextField label={t.fieldTitle} required {...bind('title')} />
          <TextAreaField label={t.fieldDescription} required {...bind('description')} />
          <div className={s.formGrid}>
            <TextField label={t.fieldDate} type="date" required {...bind('date')} />
            <TextField label={t.fieldTime} hint={t.timeHint} {...bind('time')} />
          </div>
          <TextField label={t.fieldLocation} required {...bind('location')} />
          <TextField label={t.fieldImage} type="url" hint={t.imageHint} {...bind('image')} />
          <div className={s.formGrid}>
            <TextField
              label={t.fieldCapacity}
              type="number"
              min={1}
              step={1}
              inputMode="numeric"
              hint={t.capacityHint}
              {...bind('capacity')}
            />
            <TextField label={t.fieldDeadline} type="datetime-local" hint={t.deadlineHint} {...bind('registrationDeadline')} />
          </div>
          <TranslationFields bind={bind} fields={EVENT_TEXT_FIELDS} labels={t} />
        </>
      )}
      deleteDetail={(target) => (target && target.registrations > 0 ? t.deleteArchives : target?.title)}
    />
  );
}

export const EventsScreen = crudScreen(eventsLogic, EventsView, input);

/** One named count under an event's seats: "People: 5". */
function CountLine({ name, label, value }: { name: string; label: string; value: string | number }) {
  return (
    <div className={s.muted}>
      {t.countLabel(label)} <span data-count={name}>{value}</span>
    </div>
  );
}
