// The shape every staff CRUD screen shares: heading with the add button, search, the list as a table (cards on a
// phone), the edit dialog with its form, and the delete confirmation. Screens give only their columns and fields.
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { PREFIXED_LANGS } from '../../contract/languages';
import { languageLabels, validationMessages } from '../../contract/messages/validation';
import type { TranslatedField } from '../../contract/translations';
import type { AdminItem } from '../../machines/adminCrud';
import { Button } from '../components/Button';
import { FormAlert, TextAreaField, TextField } from '../components/Field';
import { adminCopy } from '../i18n/admin';
import { asWritten } from '../i18n/localized';
import * as s from './admin.css';
import { translatedName } from './translatedValues';
import {
  ConfirmDialog,
  type CrudActor,
  FormActions,
  formValues,
  ListView,
  Modal,
  PageHead,
  SearchBox,
  useCrudError,
  useCrudQuery,
  useCrudState,
  useListNav,
} from './ui';

const c = adminCopy.common;

/** The screen's heading (with an Add button when `blank` values are given for a new item) and its search box. */
export function CrudHead<T extends AdminItem>({
  actor,
  title,
  intro,
  add,
  toolbar,
}: {
  actor: CrudActor<T>;
  title: string;
  intro?: ReactNode;
  add?: { label: string; blank: Record<string, unknown> };
  /** Filters or buttons shown beside the search box. */
  toolbar?: ReactNode;
}) {
  const query = useCrudQuery(actor);
  const nav = useListNav(actor);
  // The form opens from the list: while the list is still loading (or could not be), the button waits rather than
  // taking a click the machine would ignore.
  const canAdd = useSelector(actor, (snap) => snap.can({ type: 'edit.opened', values: {} }));
  return (
    <>
      <PageHead title={title} intro={intro}>
        {add && (
          <Button disabled={!canAdd} onClick={() => actor.send({ type: 'edit.opened', values: add.blank })}>
            {add.label}
          </Button>
        )}
      </PageHead>
      <div className={s.toolbar}>
        <SearchBox value={query.q} onSearch={(q) => nav({ q })} />
        {toolbar}
      </div>
    </>
  );
}

export type Column<T> = {
  header: string;
  cell: (item: T) => ReactNode;
  strong?: boolean;
  nowrap?: boolean;
  /** A value without spaces (an email) that may break anywhere rather than widen the table. */
  wrap?: boolean;
};

/** A list screen's table: one row per item, its columns, and an Actions column when `actions` is given. Each cell
 * carries its column name, so on a phone every row becomes a labelled card. */
export function DataTable<T extends AdminItem>({
  actor,
  label,
  empty,
  loadFailed,
  columns,
  actions,
  busy,
}: {
  actor: CrudActor<T>;
  label: string;
  empty: string;
  loadFailed?: string;
  columns: Column<T>[];
  actions?: (item: T) => ReactNode;
  /** Marks the row an action is running on. */
  busy?: (item: T) => boolean;
}) {
  return (
    <ListView<T> actor={actor} empty={empty} label={label} loadFailed={loadFailed}>
      {(items) => (
        <table className={[s.table, s.stackOnPhone].join(' ')}>
          <thead>
            <tr>
              {columns.map((col) => (
                <th key={col.header} scope="col">
                  {col.header}
                </th>
              ))}
              {actions && <th scope="col">{c.actions}</th>}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} aria-busy={busy?.(item) || undefined}>
                {columns.map((col) => {
                  const content = col.cell(item);
                  return (
                    <td
                      key={col.header}
                      data-label={col.header}
                      className={
                        [col.strong ? s.cellStrong : '', col.nowrap ? s.nowrap : '', col.wrap ? s.wrapAnywhere : '']
                          .filter(Boolean)
                          .join(' ') || undefined
                      }
                    >
                      {/* One grid item beside the label in the phone layout, however many nodes the cell has. A text
                          staff or visitors typed in Latin letters is marked English on the Amharic staff area. */}
                      <div lang={typeof content === 'string' ? asWritten(content).lang : undefined}>{content}</div>
                    </td>
                  );
                })}
                {actions && (
                  <td data-label={c.actions}>
                    <div className={s.rowActions}>{actions(item)}</div>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ListView>
  );
}

/** The list with Edit and Delete on every row. */
export function CrudTable<T extends AdminItem, V extends FormRecord = FormRecord>({
  actor,
  label,
  empty,
  columns,
  itemName,
  editValues,
  canDelete = () => true,
}: {
  actor: CrudActor<T>;
  label: string;
  empty: string;
  columns: Column<T>[];
  /** Names the row in the Edit/Delete buttons' accessible names. */
  itemName: (item: T) => string;
  /** The form's starting values for this item. */
  editValues: (item: T) => V;
  canDelete?: (item: T) => boolean;
}) {
  return (
    <DataTable<T>
      actor={actor}
      label={label}
      empty={empty}
      columns={columns}
      actions={(item) => (
        <>
          <Button
            size="sm"
            tone="outline"
            aria-label={`${c.edit}: ${itemName(item)}`}
            onClick={() => actor.send({ type: 'edit.opened', item, values: editValues(item) })}
          >
            {c.edit}
          </Button>
          {canDelete(item) && (
            <Button
              size="sm"
              tone="danger"
              aria-label={`${c.delete}: ${itemName(item)}`}
              onClick={() => actor.send({ type: 'delete.requested', item })}
            >
              {c.delete}
            </Button>
          )}
        </>
      )}
    />
  );
}

/** A form's values by field name (a screen names its form's type, derived from the contract schema). */
type FormRecord = Record<string, unknown>;

/** Binds a form control to the machine's values and field errors: `<TextField label=… {...bind('title')} />`; only a
 * field of the form's values can be bound. */
export type Bind<V extends FormRecord = FormRecord> = (name: keyof V & string) => { name: string; defaultValue: string; error?: string };

/** What a screen's fields are drawn from: `bind`, the values last submitted (or the starting ones) and their errors. */
export type FieldsOf<V extends FormRecord> = (form: {
  bind: Bind<V>;
  values: FormRecord;
  fieldErrors: Record<string, string>;
}) => ReactNode;

/**
 * The optional texts in each other language (title, description and, as the form has them, an event's place, a
 * post's author, tags and body), a group per language after the English fields. The inputs are marked with their
 * language, so the browser offers its keyboard and spell checking.
 */
export function TranslationFields({
  bind,
  fields,
  labels,
}: {
  bind: Bind;
  fields: readonly TranslatedField[];
  labels: {
    fieldTitle: string;
    fieldDescription: string;
    fieldLocation?: string;
    fieldAuthor?: string;
    fieldTags?: string;
    fieldContent?: string;
    contentHint?: string;
  };
}) {
  const label: Record<TranslatedField, string | undefined> = {
    title: labels.fieldTitle,
    description: labels.fieldDescription,
    location: labels.fieldLocation,
    author: labels.fieldAuthor,
    tags: labels.fieldTags,
    content: labels.fieldContent,
  };
  return PREFIXED_LANGS.map((lang) => {
    const language = languageLabels[lang];
    return (
      <fieldset key={lang} className={s.translation}>
        <legend className={s.translationLegend}>{language}</legend>
        <p className={`${s.muted} ${s.translationHint}`}>{c.translationHint(language)}</p>
        {fields.map((field) => {
          const props = { label: validationMessages.fieldIn(label[field] ?? field, language), lang, ...bind(translatedName(lang, field)) };
          if (field === 'description') return <TextAreaField key={field} {...props} />;
          if (field === 'content') return <TextAreaField key={field} hint={labels.contentHint} rows={8} {...props} />;
          if (field === 'tags') return <TextField key={field} hint={c.tagsHintIn(language)} {...props} />;
          return <TextField key={field} {...props} />;
        })}
      </fieldset>
    );
  });
}

/** The create/edit dialog with its form: submitting sends the form's values to the machine, which validates and saves. */
export function CrudEditForm<T extends AdminItem, V extends FormRecord = FormRecord>({
  actor,
  createTitle,
  editTitle,
  children,
}: {
  actor: CrudActor<T>;
  createTitle: string;
  editTitle: string;
  children: FieldsOf<V>;
}) {
  const state = useCrudState(actor);
  const editing = useSelector(actor, (snap) => snap.context.editing);
  const fieldErrors = useSelector(actor, (snap) => snap.context.fieldErrors);
  const values = useSelector(actor, (snap) => snap.context.values);
  const error = useCrudError(actor);
  // Open while editing or saving.
  const open = state === 'editing' || state === 'saving';
  const saving = state === 'saving';
  const bind: Bind<V> = (name) => ({ name, defaultValue: String(values[name] ?? ''), error: fieldErrors[name] });
  return (
    <Modal open={open} title={editing ? editTitle : createTitle} onClose={() => !saving && actor.send({ type: 'edit.cancelled' })}>
      {error && state === 'editing' && (
        <FormAlert tone="error">
          {c.saveFailed} {error}
        </FormAlert>
      )}
      {open && (
        <form
          noValidate
          onSubmit={(ev) => {
            ev.preventDefault();
            actor.send({ type: 'form.submitted', values: formValues(ev.currentTarget) });
          }}
        >
          <fieldset disabled={saving} className={s.fieldset}>
            {children({ bind, values, fieldErrors })}
          </fieldset>
          <FormActions saving={saving} onCancel={() => actor.send({ type: 'edit.cancelled' })} />
        </form>
      )}
    </Modal>
  );
}

/** "Delete …?" for the item the machine is about to delete. */
export function CrudDeleteConfirm<T extends AdminItem>({
  actor,
  title,
  question,
  detail,
}: {
  actor: CrudActor<T>;
  title: string;
  question: string;
  detail: (target: T | null) => string | undefined;
}) {
  const state = useCrudState(actor);
  const target = useSelector(actor, (snap) => snap.context.target);
  return (
    <ConfirmDialog
      open={state === 'confirmingDelete' || state === 'deleting'}
      title={title}
      question={question}
      detail={detail(target)}
      busy={state === 'deleting'}
      onConfirm={() => actor.send({ type: 'delete.confirmed' })}
      onCancel={() => actor.send({ type: 'delete.cancelled' })}
    />
  );
}

/** The words a CRUD screen shows; a screen without `add` has no Add button (users are not created here). */
export type CrudCopy = {
  title: string;
  empty: string;
  add?: string;
  createTitle?: string;
  editTitle: string;
  deleteTitle: string;
  deleteConfirm: string;
};

/** A whole CRUD screen: heading and search, the table with Edit and Delete, the edit dialog with the screen's fields,
 * and the delete confirmation (naming the item unless `deleteDetail` says otherwise). */
export function CrudPage<T extends AdminItem, V extends FormRecord = FormRecord>({
  actor,
  copy,
  intro,
  blank,
  columns,
  itemName,
  editValues,
  canDelete,
  fields,
  deleteDetail,
}: {
  actor: CrudActor<T>;
  copy: CrudCopy;
  intro?: ReactNode;
  /** A new item's starting values; gives the screen its Add button. */
  blank?: V;
  columns: Column<T>[];
  itemName: (item: T) => string;
  /** The form's values for an item; by default the item's own values of the fields `blank` names. */
  editValues?: (item: T) => V;
  canDelete?: (item: T) => boolean;
  fields: FieldsOf<V>;
  deleteDetail?: (target: T | null) => string | undefined;
}) {
  return (
    <>
      <CrudHead actor={actor} title={copy.title} intro={intro} add={blank && copy.add ? { label: copy.add, blank } : undefined} />
      <CrudTable<T, V>
        actor={actor}
        label={copy.title}
        empty={copy.empty}
        itemName={itemName}
        editValues={
          editValues ?? ((item) => Object.fromEntries(Object.keys(blank ?? {}).map((k) => [k, (item as FormRecord)[k] ?? ''])) as V)
        }
        canDelete={canDelete}
        columns={columns}
      />
      <CrudEditForm<T, V> actor={actor} createTitle={copy.createTitle ?? copy.editTitle} editTitle={copy.editTitle}>
        {fields}
      </CrudEditForm>
      <CrudDeleteConfirm<T>
        actor={actor}
        title={copy.deleteTitle}
        question={copy.deleteConfirm}
        detail={deleteDetail ?? ((target) => (target ? itemName(target) : undefined))}
      />
    </>
  );
}
