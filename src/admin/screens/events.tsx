import { EventFormSchema } from '../../../contract/events';
import type { AdminEvent } from '../../api/admin';
import { TextAreaField, TextField } from '../../components/Field';
import { longDate } from '../../format/dates';
import { adminCopy } from '../../i18n/admin';
import * as s from '../admin.css';
import { CrudDeleteConfirm, CrudEditForm, CrudHead, CrudTable } from '../crud';
import { type CrudActor, schemaValidator, useCrud } from '../ui';

const t = adminCopy.events;
const blank = { title: '', description: '', date: '', time: '', location: '', image: '' };

export function EventsScreen() {
  const actor = useCrud('events', { validate: schemaValidator(EventFormSchema) });
  return <EventsView actor={actor} />;
}

/** The view alone, so tests can drive it with their own machine actor. */
export function EventsView({ actor }: { actor: CrudActor }) {
  return (
    <>
      <CrudHead actor={actor} title={t.title} add={{ label: t.add, blank }} />
      <CrudTable<AdminEvent>
        actor={actor}
        label={t.title}
        empty={t.empty}
        itemName={(e) => e.title}
        editValues={(e) => ({
          title: e.title,
          description: e.description,
          date: e.date,
          time: e.time,
          location: e.location,
          image: e.image ?? '',
        })}
        columns={[
          { header: t.colTitle, strong: true, cell: (e) => e.title },
          {
            header: t.colDate,
            nowrap: true,
            cell: (e) => (
              <>
                {longDate(e.date)}
                {e.time ? <div className={s.muted}>{e.time}</div> : null}
              </>
            ),
          },
          { header: t.colLocation, cell: (e) => e.location },
          { header: t.colRegistrations, cell: (e) => e.registrations },
        ]}
      />
      <CrudEditForm actor={actor} createTitle={t.createTitle} editTitle={t.editTitle}>
        {({ bind }) => (
          <>
            <TextField label={t.fieldTitle} required {...bind('title')} />
            <TextAreaField label={t.fieldDescription} required {...bind('description')} />
            <div className={s.formGrid}>
              <TextField label={t.fieldDate} type="date" required {...bind('date')} />
              <TextField label={t.fieldTime} hint={t.timeHint} {...bind('time')} />
            </div>
            <TextField label={t.fieldLocation} required {...bind('location')} />
            <TextField label={t.fieldImage} type="url" hint={t.imageHint} {...bind('image')} />
          </>
        )}
      </CrudEditForm>
      <CrudDeleteConfirm<AdminEvent>
        actor={actor}
        title={t.deleteTitle}
        question={t.deleteConfirm}
        detail={(target) => (target && target.registrations > 0 ? t.deleteArchives : target?.title)}
      />
    </>
  );
}
