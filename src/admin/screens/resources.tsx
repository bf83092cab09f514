import { useSelector } from '@xstate/react';
import { RESOURCE_ADMIN_CATEGORIES, RESOURCE_ADMIN_TYPES, ResourceFormSchema } from '../../../contract/content';
import type { AdminResource } from '../../api/admin';
import { Button } from '../../components/Button';
import { SelectField, TextAreaField, TextField } from '../../components/Field';
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

const t = adminCopy.resources;
const c = adminCopy.common;
const blank = { title: '', description: '', category: 'research-papers', type: 'pdf', downloadUrl: '', image: '' };
const categoryOptions = RESOURCE_ADMIN_CATEGORIES.map((value) => ({ value, label: t.categories[value] ?? value }));
const typeOptions = RESOURCE_ADMIN_TYPES.map((value) => ({ value, label: t.types[value] ?? value }));

export function ResourcesScreen() {
  // SPEC §7: create sends multipart form data, update a plain payload.
  const actor = useCrud('resources', { validate: schemaValidator(ResourceFormSchema), createAsForm: true });
  return <ResourcesView actor={actor} />;
}

export function ResourcesView({ actor }: { actor: CrudActor }) {
  const query = useCrudQuery(actor);
  const state = useCrudState(actor);
  const target = useSelector(actor, (snap) => snap.context.target) as AdminResource | null;
  return (
    <>
      <PageHead title={t.title}>
        <Button onClick={() => actor.send({ type: 'edit.opened', values: blank })}>{t.add}</Button>
      </PageHead>
      <div className={s.toolbar}>
        <SearchBox value={query.q} onSearch={(q) => actor.send({ type: 'search.changed', q })} />
      </div>
      <ListView<AdminResource> actor={actor} empty={t.empty} label={t.title}>
        {(items) => (
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col">{t.colTitle}</th>
                <th scope="col">{t.colCategory}</th>
                <th scope="col">{t.colType}</th>
                <th scope="col">{c.actions}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((r) => (
                <tr key={r.id}>
                  <td className={s.cellStrong}>{r.title}</td>
                  <td>{t.categories[r.category] ?? r.category}</td>
                  <td>{t.types[r.type] ?? r.type}</td>
                  <td>
                    <div className={s.rowActions}>
                      <Button
                        size="sm"
                        tone="outline"
                        aria-label={`${c.edit}: ${r.title}`}
                        onClick={() =>
                          actor.send({
                            type: 'edit.opened',
                            item: r,
                            values: {
                              title: r.title,
                              description: r.description,
                              category: r.category,
                              type: r.type,
                              downloadUrl: r.downloadUrl ?? r.readUrl ?? r.galleryUrl ?? '',
                              image: r.image ?? '',
                            },
                          })
                        }
                      >
                        {c.edit}
                      </Button>
                      <Button
                        size="sm"
                        tone="danger"
                        aria-label={`${c.delete}: ${r.title}`}
                        onClick={() => actor.send({ type: 'delete.requested', item: r })}
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
                <SelectField
                  label={t.fieldCategory}
                  name="category"
                  required
                  options={categoryOptions}
                  defaultValue={String(values.category ?? 'research-papers')}
                  error={fieldErrors.category}
                />
                <SelectField
                  label={t.fieldType}
                  name="type"
                  required
                  options={typeOptions}
                  defaultValue={String(values.type ?? 'pdf')}
                  error={fieldErrors.type}
                />
              </div>
              <TextField
                label={t.fieldDownloadUrl}
                name="downloadUrl"
                type="url"
                required
                defaultValue={String(values.downloadUrl ?? '')}
                error={fieldErrors.downloadUrl}
              />
              <TextField label={t.fieldImage} name="image" type="url" defaultValue={String(values.image ?? '')} error={fieldErrors.image} />
            </fieldset>
            <FormActions saving={saving} onCancel={() => actor.send({ type: 'edit.cancelled' })} />
          </form>
        )}
      </EditDialog>
      <ConfirmDialog
        open={state === 'confirmingDelete' || state === 'deleting'}
        title={t.deleteTitle}
        question={t.deleteConfirm}
        detail={target?.title}
        busy={state === 'deleting'}
        onConfirm={() => actor.send({ type: 'delete.confirmed' })}
        onCancel={() => actor.send({ type: 'delete.cancelled' })}
      />
    </>
  );
}
