import { useSelector } from '@xstate/react';
import { EventFormSchema } from '../../../contract/events';
import type { AdminEvent } from '../../api/admin';
import { Button } from '../../components/Button';
import { TextAreaField, TextField } from '../../components/Field';
import { longDate } from '../../format/dates';
import { adminCopy } from '../../i18n/admin';
import * as s from '../admin.css';
import {
  ConfirmDialog,
  type CrudActor,
  EditDialog,
  FormActions,
  formValues,
  ListView,
  PageHead,
  SearchBox,
  schemaValidator,
  useCrud,
  useCrudQuery,
  useCrudState,
} from '../ui';

const t = adminCopy.events;
const c = adminCopy.common;
const blank = { title: '', description: '', date: '', time: '', location: '', image: '' };

export function EventsScreen() {
  const actor = useCrud('events', { validate: schemaValidator(EventFormSchema) });
  return <EventsView actor={actor} />;
}

/** The view alone, so tests can drive it with their own machine actor. */
export function EventsView({ actor }: { actor: CrudActor }) {
  const query = useCrudQuery(actor);
  const state = useCrudState(actor);
  const target = useSelector(actor, (snap) => snap.context.target) as AdminEvent | null;
  return (
    <>
      <PageHead title={t.title}>
        <Button onClick={() => actor.send({ type: 'edit.opened', values: blank })}>{t.add}</Button>
      </PageHead>
      <div className={s.toolbar}>
        <SearchBox value={query.q} onSearch={(q) => actor.send({ type: 'search.changed', q })} />
      </div>
      <ListView<AdminEvent> actor={actor} empty={t.empty} label={t.title}>
        {(items) => (
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col">{t.colTitle}</th>
                <th scope="col">{t.colDate}</th>
                <th scope="col">{t.colLocation}</th>
                <th scope="col">{t.colRegistrations}</th>
                <th scope="col">{c.actions}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((e) => (
                <tr key={e.id}>
                  <td className={s.cellStrong}>{e.title}</td>
                  <td className={s.nowrap}>
                    {longDate(e.date)}
                    {e.time ? <div className={s.muted}>{e.time}</div> : null}
                  </td>
                  <td>{e.location}</td>
                  <td>{e.registrations}</td>
                  <td>
                    <div className={s.rowActions}>
                      <Button
                        size="sm"
                        tone="outline"
                        aria-label={`${c.edit}: ${e.title}`}
                        onClick={() =>
                          actor.send({
                            type: 'edit.opened',
                            item: e,
                            values: {
                              title: e.title,
                              description: e.description,
                              date: e.date,
                              time: e.time,
                              location: e.location,
                              image: e.image ?? '',
                            },
                          })
                        }
                      >
                        {c.edit}
                      </Button>
                      <Button
                        size="sm"
                        tone="danger"
                        aria-label={`${c.delete}: ${e.title}`}
                        onClick={() => actor.send({ type: 'delete.requested', item: e })}
                      >
                        {c.delete}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListView>
      <EditDialog actor={actor} createTitle={t.createTitle} editTitle={t.editTitle}>
        {({ fieldErrors, saving, values }) => (
          <form
            noValidate
            onSubmit={(ev) => {
              ev.preventDefault();
              actor.send({ type: 'form.submitted', values: formValues(ev.currentTarget) });
            }}
          >
            <fieldset disabled={saving} className={s.fieldset}>
              <TextField label={t.fieldTitle} name="title" required defaultValue={String(values.title ?? '')} error={fieldErrors.title} />
              <TextAreaField
                label={t.fieldDescription}
                name="description"
                required
                defaultValue={String(values.description ?? '')}
                error={fieldErrors.description}
              />
              <div className={s.formGrid}>
                <TextField
                  label={t.fieldDate}
                  name="date"
                  type="date"
                  required
                  defaultValue={String(values.date ?? '')}
                  error={fieldErrors.date}
                />
                <TextField
                  label={t.fieldTime}
                  name="time"
                  hint={t.timeHint}
                  defaultValue={String(values.time ?? '')}
                  error={fieldErrors.time}
                />
              </div>
              <TextField
                label={t.fieldLocation}
                name="location"
                required
                defaultValue={String(values.location ?? '')}
                error={fieldErrors.location}
              />
              <TextField
                label={t.fieldImage}
                name="image"
                type="url"
                hint={t.imageHint}
                defaultValue={String(values.image ?? '')}
                error={fieldErrors.image}
              />
            </fieldset>
            <FormActions saving={saving} onCancel={() => actor.send({ type: 'edit.cancelled' })} />
          </form>
        )}
      </EditDialog>
      <ConfirmDialog
        open={state === 'confirmingDelete' || state === 'deleting'}
        title={t.deleteTitle}
        question={t.deleteConfirm}
        detail={target && target.registrations > 0 ? t.deleteArchives : target?.title}
        busy={state === 'deleting'}
        onConfirm={() => actor.send({ type: 'delete.confirmed' })}
        onCancel={() => actor.send({ type: 'delete.cancelled' })}
      />
    </>
  );
}
