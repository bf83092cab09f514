import { EventFormSchema } from '../../../contract/events';
import type { EventFormValues } from '../../../machines/adminForms';
import type { AdminEvent } from '../../api/admin';
import { TextAreaField, TextField } from '../../components/Field';
import { eventTime, longDate } from '../../format/dates';
import { adminCopy } from '../../i18n/admin';
import * as s from '../admin.css';
import { AmharicFields, CrudPage } from '../crud';
import { type CrudActor, crudLogic, crudScreen, schemaValidator } from '../ui';

const t = adminCopy.events;
const blank = {
  title: '',
  description: '',
  date: '',
  time: '',
  location: '',
  image: '',
  titleAm: '',
  descriptionAm: '',
} satisfies EventFormValues;
const eventsLogic = crudLogic('events');
const input = { validate: schemaValidator(EventFormSchema) };

/** The view alone, so tests can drive it with their own machine actor. */
export function EventsView({ actor }: { actor: CrudActor }) {
  return (
    <CrudPage<AdminEvent, EventFormValues>
      actor={actor}
      copy={t}
      blank={blank}
      itemName={(e) => e.title}
      columns={[
        { header: t.colTitle, strong: true, cell: (e) => e.title },
        {
          header: t.colDate,
          nowrap: true,
          cell: (e) => (
            <>
              {longDate(e.date)}
              {e.time ? <div className={s.muted}>{eventTime(e.time)}</div> : null}
            </>
          ),
        },
        { header: t.colLocation, cell: (e) => e.location },
        { header: t.colRegistrations, cell: (e) => e.registrations },
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
          <AmharicFields bind={bind} labels={t} />
        </>
      )}
      deleteDetail={(target) => (target && target.registrations > 0 ? t.deleteArchives : target?.title)}
    />
  );
}

export const EventsScreen = crudScreen(eventsLogic, EventsView, input);
