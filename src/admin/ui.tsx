// Pieces every admin screen shares: dialogs, the search box, the pager, list states and the list machine hook.
import * as Dialog from '@radix-ui/react-dialog';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, type ReactNode, useEffect, useState } from 'react';
import * as v from 'valibot';
import type { Paged } from '../../contract/api';
import { fieldErrors } from '../../contract/validators';
import { type AdminCrudState, type AdminItem, adminCrudMachine, type CrudInput } from '../../machines/adminCrud';
import { crudActors, downloadCsv } from '../api/admin';
import { Button } from '../components/Button';
import { FormAlert } from '../components/Field';
import { Spinner } from '../components/Spinner';
import { adminCopy } from '../i18n/admin';
import * as s from './admin.css';

const t = adminCopy.common;

export function PageHead({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <div className={s.pageHead}>
      <div>
        <h1 className={s.pageTitle}>{title}</h1>
        {intro && <p className={s.muted}>{intro}</p>}
      </div>
      {children}
    </div>
  );
}

export function Modal({
  open,
  title,
  description,
  onClose,
  small,
  children,
}: {
  open: boolean;
  title: string;
  description?: string;
  onClose: () => void;
  small?: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className={s.overlay} />
        <Dialog.Content className={[s.dialog, small ? s.dialogSmall : ''].join(' ')}>
          <Dialog.Title className={s.dialogTitle}>{title}</Dialog.Title>
          {description ? (
            <Dialog.Description className={s.dialogText}>{description}</Dialog.Description>
          ) : (
            <Dialog.Description className="visually-hidden">{title}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

export function ConfirmDialog({
  open,
  title,
  question,
  detail,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  question: string;
  detail?: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal open={open} title={title} description={question} onClose={() => !busy && onCancel()} small>
      {detail && <p className={s.muted}>{detail}</p>}
      <div className={s.dialogActions}>
        <Button tone="ghost" onClick={onCancel} disabled={busy}>
          {t.cancel}
        </Button>
        <Button tone="danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy ? t.deleting : t.confirm}
        </Button>
      </div>
    </Modal>
  );
}

export function SearchBox({ value, onSearch, label }: { value: string; onSearch: (q: string) => void; label?: string }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSearch(text.trim());
  };
  return (
    <search className={s.searchForm}>
      <form className={s.searchInner} onSubmit={submit}>
        <label className="visually-hidden" htmlFor="admin-search">
          {label ?? t.search}
        </label>
        <input
          id="admin-search"
          type="search"
          className={s.input}
          value={text}
          placeholder={t.searchPlaceholder}
          maxLength={200}
          onChange={(e) => {
            setText(e.target.value);
            if (e.target.value === '' && value !== '') onSearch('');
          }}
        />
        <Button type="submit" tone="outline">
          {t.search}
        </Button>
      </form>
    </search>
  );
}

export function Pager({ page, pageSize, total, onPage }: { page: number; pageSize: number; total: number; onPage: (p: number) => void }) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav className={s.pager} aria-label={t.pageOf(page, pages)}>
      <span data-testid="list-total">{t.showing(from, to, total)}</span>
      <span className={s.pagerButtons}>
        <Button size="sm" tone="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t.previous}
        </Button>
        <span>{t.pageOf(page, pages)}</span>
        <Button size="sm" tone="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t.next}
        </Button>
      </span>
    </nav>
  );
}

/** The admin list machine with a screen's actors; the screen reads narrow slices with useSelector. */
export function useCrud(path: string, opts: Parameters<typeof crudActors>[1] & CrudInput = {}) {
  const { toBody, createAsForm, statusPath, ...input } = opts;
  const actor = useActorRef(adminCrudMachine.provide({ actors: crudActors(path, { toBody, createAsForm, statusPath }) }), { input });
  return actor;
}
export type CrudActor = ReturnType<typeof useCrud>;

export const useCrudState = (actor: CrudActor) => useSelector(actor, (snap) => snap.value as AdminCrudState);
export const useCrudPage = <T extends AdminItem>(actor: CrudActor) => useSelector(actor, (snap) => snap.context.page) as Paged<T> | null;
export const useCrudQuery = (actor: CrudActor) => useSelector(actor, (snap) => snap.context.query);
export const useCrudError = (actor: CrudActor) => useSelector(actor, (snap) => snap.context.error);
export const useCrudNotice = (actor: CrudActor) => useSelector(actor, (snap) => snap.context.notice);

/** Loading, load failure, empty list or the table itself, plus the pager and status lines. */
export function ListView<T extends AdminItem>({
  actor,
  empty,
  loadFailed,
  label,
  children,
}: {
  actor: CrudActor;
  empty: string;
  /** Names the scrollable table region. */
  label?: string;
  loadFailed?: string;
  children: (items: T[]) => ReactNode;
}) {
  const state = useCrudState(actor);
  const page = useCrudPage<T>(actor);
  const query = useCrudQuery(actor);
  const error = useCrudError(actor);
  const notice = useCrudNotice(actor);
  const loading = state === 'loading';

  if (state === 'loadFailed') {
    return (
      <div className={s.tableWrap}>
        <div className={s.stateBox}>
          <FormAlert tone="error">
            {loadFailed ?? t.loadFailed} {loadFailed ? null : error}
          </FormAlert>
          <Button tone="outline" onClick={() => actor.send({ type: 'list.retry' })}>
            {t.retry}
          </Button>
        </div>
      </div>
    );
  }
  if (!page) {
    return (
      <div className={s.tableWrap}>
        <Spinner label={t.loading} />
      </div>
    );
  }
  const showError = error && (state === 'list' || state === 'confirmingDelete');
  return (
    <>
      {showError && <FormAlert tone="error">{error}</FormAlert>}
      {notice && state === 'list' && t.notices[notice] && <FormAlert tone="success">{t.notices[notice]}</FormAlert>}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a wide table scrolls sideways on a phone; keyboard users need to reach it. */}
      <section className={[s.tableWrap, loading ? s.busy : ''].join(' ')} aria-busy={loading} aria-label={label} tabIndex={0}>
        {page.items.length === 0 ? <p className={s.stateBox}>{query.q ? t.noMatches(query.q) : empty}</p> : children(page.items)}
      </section>
      <Pager page={page.page} pageSize={page.pageSize} total={page.total} onPage={(p) => actor.send({ type: 'page.changed', page: p })} />
    </>
  );
}

/** A create/edit dialog driven by the machine: open while editing or saving. */
export function EditDialog({
  actor,
  createTitle,
  editTitle,
  children,
}: {
  actor: CrudActor;
  createTitle: string;
  editTitle: string;
  children: (ctx: { fieldErrors: Record<string, string>; saving: boolean; values: Record<string, unknown> }) => ReactNode;
}) {
  const state = useCrudState(actor);
  const editing = useSelector(actor, (snap) => snap.context.editing);
  const fieldErrors = useSelector(actor, (snap) => snap.context.fieldErrors);
  const values = useSelector(actor, (snap) => snap.context.values);
  const error = useCrudError(actor);
  const open = state === 'editing' || state === 'saving';
  const saving = state === 'saving';
  return (
    <Modal open={open} title={editing ? editTitle : createTitle} onClose={() => !saving && actor.send({ type: 'edit.cancelled' })}>
      {error && state === 'editing' && (
        <FormAlert tone="error">
          {t.saveFailed} {error}
        </FormAlert>
      )}
      {open && children({ fieldErrors, saving, values })}
    </Modal>
  );
}

export function FormActions({ saving, onCancel }: { saving: boolean; onCancel: () => void }) {
  return (
    <div className={s.dialogActions}>
      <Button tone="ghost" onClick={onCancel} disabled={saving}>
        {t.cancel}
      </Button>
      <Button type="submit" disabled={saving} aria-busy={saving}>
        {saving ? t.saving : t.save}
      </Button>
    </div>
  );
}

/** Reads a form's named controls as plain values (checkboxes as booleans). */
export function formValues(form: HTMLFormElement): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const el of Array.from(form.elements)) {
    const control = el as HTMLInputElement;
    if (!control.name) continue;
    out[control.name] = control.type === 'checkbox' ? control.checked : control.value;
  }
  return out;
}

/** A contract schema as the machine's validator: field errors, or null when valid. */
export const schemaValidator =
  (schema: v.GenericSchema) =>
  (values: Record<string, unknown>): Record<string, string> | null => {
    const result = v.safeParse(schema, values);
    return result.success ? null : fieldErrors(result.issues);
  };

/** A button that runs an authenticated download; busy while it runs, and a failure is shown, not only logged. */
export function DownloadButton({
  label,
  busyLabel = label,
  failedText,
  download,
}: {
  label: string;
  busyLabel?: string;
  failedText: string;
  download: () => Promise<void>;
}) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  return (
    <span>
      <Button
        tone="outline"
        disabled={state === 'busy'}
        aria-busy={state === 'busy'}
        onClick={async () => {
          setState('busy');
          try {
            await download();
            setState('idle');
          } catch {
            setState('failed');
          }
        }}
      >
        {state === 'busy' ? busyLabel : label}
      </Button>
      {state === 'failed' && <FormAlert tone="error">{failedText}</FormAlert>}
    </span>
  );
}

/** Downloads the current search as CSV. */
export function ExportButton({ path, actor }: { path: string; actor: CrudActor }) {
  const query = useCrudQuery(actor);
  const filters = useSelector(actor, (snap) => snap.context.filters);
  return <DownloadButton label={t.exportCsv} failedText={t.exportFailed} download={() => downloadCsv(path, query.q, filters)} />;
}
