// The staff list screens' one cycle: load a page → list → edit in a dialog → save → list, or confirm → delete → list,
// plus row actions (mark replied, approve…). Page, search and filters come in as one `query.changed` event (the screen
// sends it when the address changes, so Back and a shared link land on the same list); effects are named actors the
// screen provides once. The machine is made per item type (`createCrudMachine<AdminEvent>()`), so the items a screen
// reads back from its actor (the page, the item edited or acted on) are the type it listed.
import { assign, fromPromise, setup } from 'xstate';
import type { ListQuery } from '../contract/admin';
import type { Paged } from '../contract/api';
import { DEFAULT_PAGE_SIZE } from '../contract/limits';
import { httpMessages } from '../contract/messages/http';

export type { ListQuery } from '../contract/admin';
/** What the machine needs of an item: its id (the screen's item type says the rest). */
export type AdminItem = { id: string };
export type FieldErrors = Record<string, string>;
/** A failure as the actors report it: the person-facing message and, for validation, field errors. */
export type CrudFailure = { message: string; fields?: FieldErrors };

/** The page and search to start on (from the address) and the page size, as the list's query schema names them. */
export type CrudInput = Partial<ListQuery> & {
  /** The form's contract schema as a function: field errors, or null when the values are valid. */
  validate?: (values: Record<string, unknown>) => FieldErrors | null;
  /** Extra filters the screen sends with every load (e.g. eventId). */
  filters?: Record<string, string>;
};

export type CrudContext<T extends AdminItem = AdminItem> = {
  query: ListQuery;
  filters: Record<string, string>;
  page: Paged<T> | null;
  /** The item being edited; null while creating. */
  editing: T | null;
  values: Record<string, unknown>;
  fieldErrors: FieldErrors;
  /** The last failure to show the person (load, save, delete or action). */
  error: string | null;
  /** What just succeeded, for a polite status line. */
  notice: string | null;
  target: T | null;
  action: string | null;
  /** What the row action sends besides its name (a rejection's reason). */
  actionDetails: Record<string, unknown>;
  validate: (values: Record<string, unknown>) => FieldErrors | null;
};

/** What the list shows: any part left out stays; a new search or filter without a page starts at page 1. */
export type QueryChange = Partial<Pick<ListQuery, 'page' | 'q'>> & { filters?: Record<string, string> };

export type CrudEvent<T extends AdminItem = AdminItem> =
  | ({ type: 'query.changed' } & QueryChange)
  | { type: 'list.retry' }
  /** Something changed the listed items elsewhere (a member's dialog saved): load the same page again. */
  | { type: 'list.reload' }
  | { type: 'edit.opened'; item?: T; values: Record<string, unknown> }
  | { type: 'form.submitted'; values: Record<string, unknown> }
  | { type: 'edit.cancelled' }
  | { type: 'delete.requested'; item: T }
  | { type: 'delete.confirmed' }
  | { type: 'delete.cancelled' }
  | { type: 'row.action'; item: T; action: string; details?: Record<string, unknown> }
  | { type: 'notice.dismissed' };

export type LoadInput = { query: ListQuery; filters: Record<string, string> };
export type SaveInput<T extends AdminItem = AdminItem> = { item: T | null; values: Record<string, unknown> };
export type DeleteInput<T extends AdminItem = AdminItem> = { item: T };
export type RunActionInput<T extends AdminItem = AdminItem> = { item: T; action: string; details: Record<string, unknown> };

const failure = (error: unknown): CrudFailure => {
  const e = error as { message?: unknown; fields?: unknown } | null;
  return {
    message: typeof e?.message === 'string' && e.message ? e.message : httpMessages.unknown,
    fields: e?.fields && typeof e.fields === 'object' ? (e.fields as FieldErrors) : undefined,
  };
};

const sameFilters = (a: Record<string, string>, b: Record<string, string>) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((k) => (a[k] ?? '') === (b[k] ?? ''));
};

/** The query and filters after a change; null when nothing the list shows changes. */
export function nextQuery(context: Pick<CrudContext, 'query' | 'filters'>, change: QueryChange) {
  const q = change.q ?? context.query.q;
  const filters = change.filters ? { ...context.filters, ...change.filters } : context.filters;
  const narrowed = q !== context.query.q || !sameFilters(filters, context.filters);
  const page = change.page ?? (narrowed ? 1 : context.query.page);
  if (!narrowed && page === context.query.page) return null;
  return { query: { ...context.query, q, page }, filters };
}

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} was not provided to the admin list machine`);
};

/** While a call runs, an address change is kept; the load that follows the call uses it. */
const followAddress = { 'query.changed': { guard: 'queryChanges', actions: 'applyQuery' } } as const;

/** The list machine for the items of one list (a screen's `T`: `AdminEvent`, `Member`…). */
export function createCrudMachine<T extends AdminItem>() {
  return setup({
    types: {
      context: {} as CrudContext<T>,
      events: {} as CrudEvent<T>,
      input: {} as CrudInput,
    },
    actors: {
      loadPage: fromPromise<Paged<T>, LoadInput>(notProvided('loadPage')),
      saveItem: fromPromise<T, SaveInput<T>>(notProvided('saveItem')),
      deleteItem: fromPromise<unknown, DeleteInput<T>>(notProvided('deleteItem')),
      runAction: fromPromise<unknown, RunActionInput<T>>(notProvided('runAction')),
    },
    guards: {
      queryChanges: ({ context, event }) => event.type === 'query.changed' && nextQuery(context, event) !== null,
      formIsValid: ({ context }, p: { values: Record<string, unknown> }) => context.validate(p.values) === null,
    },
    actions: {
      applyQuery: assign(({ context, event }) => (event.type === 'query.changed' ? (nextQuery(context, event) ?? {}) : {})),
      storeFailure: assign((_, p: { error: unknown }) => {
        const f = failure(p.error);
        return { error: f.message, fieldErrors: f.fields ?? {} };
      }),
    },
  }).createMachine({
    id: 'adminCrud',
    context: ({ input }) => ({
      query: { page: input.page ?? 1, pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE, q: input.q ?? '' },
      filters: input.filters ?? {},
      page: null,
      editing: null,
      values: {},
      fieldErrors: {},
      error: null,
      notice: null,
      target: null,
      action: null,
      actionDetails: {},
      validate: input.validate ?? (() => null),
    }),
    initial: 'loading',
    states: {
      loading: {
        invoke: {
          id: 'loadPage',
          src: 'loadPage',
          input: ({ context }) => ({ query: context.query, filters: context.filters }),
          onDone: [
            // Deleting the last row of the last page leaves an empty page: step back one.
            {
              guard: ({ context, event }) => event.output.items.length === 0 && event.output.total > 0 && context.query.page > 1,
              target: 'loading',
              reenter: true,
              actions: assign({
                query: ({ context, event }) => ({
                  ...context.query,
                  page: Math.max(1, Math.ceil(event.output.total / context.query.pageSize)),
                }),
              }),
            },
            { target: 'list', actions: assign({ page: ({ event }) => event.output }) },
          ],
          onError: { target: 'loadFailed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
        },
        on: {
          'query.changed': { guard: 'queryChanges', target: 'loading', reenter: true, actions: 'applyQuery' },
        },
      },
      loadFailed: {
        on: {
          'list.retry': { target: 'loading', actions: assign({ error: null }) },
          'query.changed': { guard: 'queryChanges', target: 'loading', actions: ['applyQuery', assign({ error: null })] },
        },
      },
      list: {
        on: {
          'query.changed': { guard: 'queryChanges', target: 'loading', actions: ['applyQuery', assign({ notice: null })] },
          'list.reload': 'loading',
          'edit.opened': {
            target: 'editing',
            actions: assign({
              editing: ({ event }) => event.item ?? null,
              values: ({ event }) => event.values,
              fieldErrors: {},
              error: null,
              notice: null,
            }),
          },
          'delete.requested': {
            target: 'confirmingDelete',
            actions: assign({ target: ({ event }) => event.item, error: null, notice: null }),
          },
          'row.action': {
            target: 'acting',
            actions: assign({
              target: ({ event }) => event.item,
              action: ({ event }) => event.action,
              actionDetails: ({ event }) => event.details ?? {},
              error: null,
              notice: null,
            }),
          },
          'notice.dismissed': { actions: assign({ notice: null, error: null }) },
        },
      },
      editing: {
        on: {
          'form.submitted': [
            {
              guard: { type: 'formIsValid', params: ({ event }) => ({ values: event.values }) },
              target: 'saving',
              actions: assign({ values: ({ event }) => event.values, fieldErrors: {}, error: null }),
            },
            {
              actions: assign({
                values: ({ event }) => event.values,
                fieldErrors: ({ context, event }) => context.validate(event.values) ?? {},
                error: null,
              }),
            },
          ],
          'edit.cancelled': { target: 'list', actions: assign({ editing: null, fieldErrors: {}, error: null }) },
          // The address changed under the dialog (Back): the person left this list, so the dialog closes.
          'query.changed': {
            guard: 'queryChanges',
            target: 'loading',
            actions: ['applyQuery', assign({ editing: null, fieldErrors: {}, error: null })],
          },
        },
      },
      saving: {
        invoke: {
          id: 'saveItem',
          src: 'saveItem',
          input: ({ context }) => ({ item: context.editing, values: context.values }),
          onDone: {
            target: 'loading',
            actions: assign({ notice: ({ context }) => (context.editing ? 'saved' : 'created'), editing: null }),
          },
          onError: { target: 'editing', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
        },
        on: followAddress,
      },
      confirmingDelete: {
        on: {
          'delete.confirmed': 'deleting',
          'delete.cancelled': { target: 'list', actions: assign({ target: null }) },
          'query.changed': { guard: 'queryChanges', target: 'loading', actions: ['applyQuery', assign({ target: null })] },
        },
      },
      deleting: {
        invoke: {
          id: 'deleteItem',
          src: 'deleteItem',
          input: ({ context }) => ({ item: context.target! }),
          onDone: { target: 'loading', actions: assign({ notice: 'deleted', target: null }) },
          onError: {
            target: 'list',
            actions: [{ type: 'storeFailure', params: ({ event }) => ({ error: event.error }) }, assign({ target: null })],
          },
        },
        on: followAddress,
      },
      acting: {
        invoke: {
          id: 'runAction',
          src: 'runAction',
          input: ({ context }) => ({ item: context.target!, action: context.action!, details: context.actionDetails }),
          onDone: { target: 'loading', actions: assign({ notice: ({ context }) => context.action, target: null, action: null }) },
          onError: {
            target: 'list',
            actions: [{ type: 'storeFailure', params: ({ event }) => ({ error: event.error }) }, assign({ target: null, action: null })],
          },
        },
        on: followAddress,
      },
    },
  });
}

export type AdminCrudState = 'loading' | 'loadFailed' | 'list' | 'editing' | 'saving' | 'confirmingDelete' | 'deleting' | 'acting';
