import { useSelector } from '@xstate/react';
import { BLOG_CATEGORIES, BlogPostFormSchema, tagsFromText } from '../../../contract/content';
import type { AdminPost } from '../../api/admin';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../components/Field';
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

const t = adminCopy.blog;
const c = adminCopy.common;
const blank = { title: '', category: 'news', description: '', content: '', tags: '', image: '', author: '', featured: false };
const categoryOptions = BLOG_CATEGORIES.map((value) => ({ value, label: t.categories[value] ?? value }));

/** The form keeps tags as the typed text; the API gets them as a trimmed array without empties. */
const toBody = (values: Record<string, unknown>) => ({ ...values, tags: tagsFromText(String(values.tags ?? '')) });
const validatePost = (values: Record<string, unknown>) => schemaValidator(BlogPostFormSchema)(toBody(values));

export function BlogScreen() {
  const actor = useCrud('blog-posts', { validate: validatePost, toBody });
  return <BlogView actor={actor} />;
}

export function BlogView({ actor }: { actor: CrudActor }) {
  const query = useCrudQuery(actor);
  const state = useCrudState(actor);
  const target = useSelector(actor, (snap) => snap.context.target) as AdminPost | null;
  return (
    <>
      <PageHead title={t.title}>
        <Button onClick={() => actor.send({ type: 'edit.opened', values: blank })}>{t.add}</Button>
      </PageHead>
      <div className={s.toolbar}>
        <SearchBox value={query.q} onSearch={(q) => actor.send({ type: 'search.changed', q })} />
      </div>
      <ListView<AdminPost> actor={actor} empty={t.empty} label={t.title}>
        {(items) => (
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col">{t.colTitle}</th>
                <th scope="col">{t.colCategory}</th>
                <th scope="col">{t.colAuthor}</th>
                <th scope="col">{t.colFeatured}</th>
                <th scope="col">{c.actions}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((p) => (
                <tr key={p.id}>
                  <td className={s.cellStrong}>{p.title}</td>
                  <td>{t.categories[p.category] ?? p.category}</td>
                  <td>{p.author}</td>
                  <td>{p.featured ? <Badge tone="accent">{c.yes}</Badge> : c.no}</td>
                  <td>
                    <div className={s.rowActions}>
                      <Button
                        size="sm"
                        tone="outline"
                        aria-label={`${c.edit}: ${p.title}`}
                        onClick={() =>
                          actor.send({
                            type: 'edit.opened',
                            item: p,
                            values: {
                              title: p.title,
                              category: p.category,
                              description: p.description,
                              content: p.content ?? '',
                              tags: p.tags.join(', '),
                              image: p.image ?? '',
                              author: p.author,
                              featured: p.featured,
                            },
                          })
                        }
                      >
                        {c.edit}
                      </Button>
                      <Button
                        size="sm"
                        tone="danger"
                        aria-label={`${c.delete}: ${p.title}`}
                        onClick={() => actor.send({ type: 'delete.requested', item: p })}
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
              <div className={s.formGrid}>
                <SelectField
                  label={t.fieldCategory}
                  name="category"
                  required
                  options={categoryOptions}
                  defaultValue={String(values.category ?? 'news')}
                  error={fieldErrors.category}
                />
                <TextField
                  label={t.fieldAuthor}
                  name="author"
                  required
                  defaultValue={String(values.author ?? '')}
                  error={fieldErrors.author}
                />
              </div>
              <TextAreaField
                label={t.fieldDescription}
                name="description"
                required
                defaultValue={String(values.description ?? '')}
                error={fieldErrors.description}
              />
              <TextAreaField
                label={t.fieldContent}
                name="content"
                required
                hint={t.contentHint}
                rows={8}
                defaultValue={String(values.content ?? '')}
                error={fieldErrors.content}
              />
              <TextField
                label={t.fieldTags}
                name="tags"
                hint={t.tagsHint}
                defaultValue={String(values.tags ?? '')}
                error={fieldErrors.tags}
              />
              <TextField label={t.fieldImage} name="image" type="url" defaultValue={String(values.image ?? '')} error={fieldErrors.image} />
              <CheckboxField label={t.fieldFeatured} name="featured" defaultChecked={values.featured === true} />
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
