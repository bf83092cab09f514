// Pieces every admin screen shares: dialogs, the search box, the pager, list states and the list machine hook.
import * as Dialog from '@radix-ui/react-dialog';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type FormEvent, type ReactNode, useCallback, useContext, useEffect, useState } from 'react';
import * as v from 'valibot';
import { type ActorRefFrom, fromPromise } from 'xstate';
import type { ListQuery } from '../../contract/admin';
import { fieldErrors } from '../../contract/validators';
import {
  type AdminCrudState,
  type AdminItem,
  type CrudInput,
  createCrudMachine,
  nextQuery,
  type QueryChange,
} from '../../machines/adminCrud';
import { createTaskMachine } from '../../machines/adminTask';
import { type AdminList, type AdminListItem, crudActors, downloadCsv } from '../api/admin';
import { Button } from '../components/Button';
import { FormAlert } from '../components/Field';
import { Spinner } from '../components/Spinner';
import { adminCopy } from '../i18n/admin';
import * as s from './admin.css';
import { toSearch } from './listSearch';

const t = adminCopy.common;

export function PageHead({ title, intro, children }: { title: string; intro?: ReactNode; children?: ReactNode }) {
  return (
    <div className={s.pageHead}>
      <div>
        {/* Focusable by script only: it takes the focus when a sign-in opens the admin area. */}
        <h1 className={s.pageTitle} tabIndex={-1}>
          {title}
        </h1>
        {intro && <p className={s.muted}>{intro}</p>}
      </div>
      {children}
    </div>
  );
}

/** A titled panel; the heading names the section. */
export function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={s.panel} aria-labelledby={id}>
      <h2 id={id} className={s.panelTitle}>
        {title}
      </h2>
      {children}
    </section>
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

/** A list screen's machine for its items `T`, provided with its actors once at module level (tests provide fakes instead). */
export type CrudLogic<T extends AdminItem> = ReturnType<typeof createCrudMachine<T>>;
/** The list machine bound to the staff API at `path`, its items the list's type: call once per screen, at module level. */
export const crudLogic = <L extends AdminList>(path: L, opts?: Parameters<typeof crudActors>[1]): CrudLogic<AdminListItem[L]> =>
  createCrudMachine<AdminListItem[L]>().provide({ actors: crudActors(path, opts) });

/** A list screen's actor; the parts of the screen take the screen's item type from it. */
export type CrudActor<T extends AdminItem> = ActorRefFrom<CrudLogic<T>>;
/** Changes what the list shows; `replace` keeps the change out of the browser history. */
export type ListNav = (change: QueryChange, opts?: { replace?: boolean }) => void;

const ListNavContext = createContext<ListNav | null>(null);

/** How the list's views change page, search or filter: through the address on a routed screen, straight to the
 * machine where no screen gives an address (a view rendered on its own). */
export function useListNav<T extends AdminItem>(actor: CrudActor<T>): ListNav {
  const nav = useContext(ListNavContext);
  return nav ?? ((change) => actor.send({ type: 'query.changed', ...change }));
}

/** The address the list screen is at, as the machine's query and filters (only the filters the screen names). */
function useAddress(filterNames: string[]) {
  const search = useSearch({ strict: false }) as Record<string, unknown>;
  const page = typeof search.page === 'number' ? search.page : 1;
  const q = typeof search.q === 'string' ? search.q : '';
  const filters = Object.fromEntries(filterNames.map((name) => [name, typeof search[name] === 'string' ? search[name] : '']));
  return { page, q, filters };
}

/**
 * A routed list screen: the machine starts at the address's page, search and filters and follows the address after
 * that (so Back, reload and a shared link keep them); the views change the address, one history entry per change.
 */
/** A routed list screen from its module-level logic and its view; tests give the screen other logic. */
export const crudScreen =
  <T extends AdminItem>(logic: CrudLogic<T>, View: (props: { actor: CrudActor<T> }) => ReactNode, input?: CrudInput) =>
  ({ logic: given = logic }: { logic?: CrudLogic<T> }) => (
    <CrudScreen logic={given} input={input}>
      {(actor) => <View actor={actor} />}
    </CrudScreen>
  );

export function CrudScreen<T extends AdminItem>({
  logic,
  input = {},
  children,
}: {
  logic: CrudLogic<T>;
  input?: CrudInput;
  children: (actor: CrudActor<T>) => ReactNode;
}) {
  const filterNames = Object.keys(input.filters ?? {});
  const address = useAddress(filterNames);
  const navigate = useNavigate();
  const actor = useActorRef(logic, { input: { ...input, page: address.page, q: address.q, filters: address.filters } });
  const addressKey = JSON.stringify(toSearch(address, address.filters));
  // biome-ignore lint/correctness/useExhaustiveDependencies: `addressKey` stands for the address's values.
  useEffect(() => actor.send({ type: 'query.changed', ...address }), [actor, addressKey]);
  // The machine itself moves back from a page past the last one: the address follows without a new entry.
  const shown = useSelector(actor, (snap) => JSON.stringify(toSearch(snap.context.query, snap.context.filters)));
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the machine's query leads here; the address follows.
  useEffect(() => {
    if (shown !== addressKey) void navigate({ to: '.', search: JSON.parse(shown), replace: true });
  }, [shown]);
  const nav = useCallback<ListNav>(
    (change, opts) => {
      const next = nextQuery(actor.getSnapshot().context, change);
      if (next) void navigate({ to: '.', search: toSearch(next.query, next.filters), replace: opts?.replace ?? false });
    },
    [actor, navigate],
  );
  return <ListNavContext.Provider value={nav}>{children(actor)}</ListNavContext.Provider>;
}

export const useCrudState = <T extends AdminItem>(actor: CrudActor<T>) => useSelector(actor, (snap) => snap.value as AdminCrudState);
export const useCrudPage = <T extends AdminItem>(actor: CrudActor<T>) => useSelector(actor, (snap) => snap.context.page);
export const useCrudQuery = <T extends AdminItem>(actor: CrudActor<T>) => useSelector(actor, (snap) => snap.context.query);
export const useCrudError = <T extends AdminItem>(actor: CrudActor<T>) => useSelector(actor, (snap) => snap.context.error);
export const useCrudNotice = <T extends AdminItem>(actor: CrudActor<T>) => useSelector(actor, (snap) => snap.context.notice);

/** Loading, load failure, empty list or the table itself, plus the pager and status lines. */
export function ListView<T extends AdminItem>({
  actor,
  empty,
  loadFailed,
  label,
  children,
}: {
  actor: CrudActor<T>;
  empty: string;
  /** Names the scrollable table region. */
  label?: string;
  loadFailed?: string;
  children: (items: T[]) => ReactNode;
}) {
  const state = useCrudState(actor);
  const page = useCrudPage(actor);
  const query = useCrudQuery(actor);
  const error = useCrudError(actor);
  const notice = useCrudNotice(actor);
  const filtered = useSelector(actor, (snap) => Object.values(snap.context.filters).some(Boolean));
  const nav = useListNav(actor);
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
        {page.items.length === 0 ? (
          <p className={s.stateBox}>{query.q ? t.noMatches(query.q) : filtered ? t.noFilterMatches : empty}</p>
        ) : (
          children(page.items)
        )}
      </section>
      <Pager page={page.page} pageSize={page.pageSize} total={page.total} onPage={(p) => nav({ page: p })} />
    </>
  );
}

/** A form's Cancel and submit buttons; the submit says Save / Saving… unless `label` names the action. */
export function FormActions({
  saving,
  onCancel,
  label = { idle: t.save, busy: t.saving },
}: {
  saving: boolean;
  onCancel: () => void;
  label?: { idle: string; busy: string };
}) {
  return (
    <div className={s.dialogActions}>
      <Button tone="ghost" onClick={onCancel} disabled={saving}>
        {t.cancel}
      </Button>
      <Button type="submit" disabled={saving} aria-busy={saving}>
        {saving ? label.busy : label.idle}
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

/** A download as the task machine runs it: the work is the `run` actor, given once at module level. */
export type DownloadLogic<P> = ReturnType<typeof createTaskMachine<P, void>>;

/** A button that runs an authenticated download; busy while it runs, and a failure is shown, not only logged. */
export function DownloadButton<P>({
  label,
  busyLabel = label,
  failedText,
  logic,
  params,
}: {
  label: string;
  busyLabel?: string;
  failedText: string;
  logic: DownloadLogic<P>;
  params: P;
}) {
  const actor = useActorRef(logic);
  const state = useSelector(actor, (snap) => snap.value);
  const busy = state === 'working';
  return (
    <span>
      <Button tone="outline" disabled={busy} aria-busy={busy} onClick={() => actor.send({ type: 'started', params })}>
        {busy ? busyLabel : label}
      </Button>
      {state === 'failed' && <FormAlert tone="error">{failedText}</FormAlert>}
    </span>
  );
}

type CsvParams = { path: AdminList; q: ListQuery['q']; filters: Record<string, string> };
/** The CSV export of the current search and filters. */
export const csvExportLogic: DownloadLogic<CsvParams> = createTaskMachine<CsvParams, void>('csvExport').provide({
  actors: { run: fromPromise<void, { params: CsvParams }>(({ input: { params } }) => downloadCsv(params.path, params.q, params.filters)) },
});

/** Downloads the current search as CSV. */
export function ExportButton<T extends AdminItem>({
  path,
  actor,
  logic = csvExportLogic,
}: {
  path: AdminList;
  actor: CrudActor<T>;
  logic?: DownloadLogic<CsvParams>;
}) {
  const query = useCrudQuery(actor);
  const filters = useSelector(actor, (snap) => snap.context.filters);
  return <DownloadButton label={t.exportCsv} failedText={t.exportFailed} logic={logic} params={{ path, q: query.q, filters }} />;
}
