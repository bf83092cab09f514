// The public member directory: its search, plan and city filters and page, and the loading of each answer.
// It starts from the page's first answer when there is one (ready, or failed with a retry); else idle until the page
// tells it the address's search. Then loading → ready | failed (retry); typing in the search box waits
// in `typing` until the visitor pauses, so a phone does not ask the server once per letter. A filter or page change,
// or clearing them all, loads at once. Every search the visitor makes is emitted as `search.committed`, for the page to put in its address;
// an address the visitor goes back to comes in as `address.changed`.
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate';
import type { Directory } from '../contract/account';
import { type DirectoryPlan, type DirectorySearch, emptyDirectorySearch } from '../contract/directory';
import { httpMessages } from '../contract/messages/http';
import * as form from './form';

/** How long the search waits after the last key before it asks the server. */
export const DIRECTORY_SEARCH_DELAY_MS = 400;

export type DirectoryContext = {
  search: DirectorySearch;
  /** The search box as the visitor is typing it; becomes `search.q` once they pause or choose a filter. */
  typed: string;
  /** The last answer; it stays on screen while the next one loads. */
  data: Directory | null;
  /** Why the last load failed (the server's message when it sent one). */
  error: string | null;
};

export type DirectoryEvent =
  | { type: 'address.changed'; search: DirectorySearch }
  | { type: 'search.typed'; q: string }
  | { type: 'plan.changed'; plan: DirectoryPlan }
  | { type: 'city.changed'; city: string }
  | { type: 'page.changed'; page: number }
  | { type: 'search.cleared' }
  | { type: 'retry' };

/** The answer the page already has when the machine starts: for which search, and the list or why it failed. */
export type DirectoryInput = { search: DirectorySearch; data: Directory | null; error: string | null };

export type DirectoryEmitted = { type: 'search.committed'; search: DirectorySearch };

const sameSearch = (a: DirectorySearch, b: DirectorySearch) => a.q === b.q && a.plan === b.plan && a.city === b.city && a.page === b.page;

/** The search after a change the visitor made: what they typed counts too; any change but paging goes back to page 1. */
function nextSearch(context: DirectoryContext, event: DirectoryEvent): DirectorySearch {
  const search = { ...context.search, q: context.typed.trim(), page: 1 };
  switch (event.type) {
    case 'plan.changed':
      return { ...search, plan: event.plan };
    case 'city.changed':
      return { ...search, city: event.city };
    case 'page.changed':
      return { ...search, page: event.page };
    case 'search.cleared':
      return emptyDirectorySearch();
    default:
      return search;
  }
}

export const directoryMachine = setup({
  types: {
    context: {} as DirectoryContext,
    events: {} as DirectoryEvent,
    emitted: {} as DirectoryEmitted,
    input: {} as DirectoryInput | undefined,
  },
  actors: {
    loadDirectory: fromPromise<Directory, DirectorySearch>(async () => form.notProvided('directory', 'loadDirectory')()),
  },
  delays: { searchDelay: DIRECTORY_SEARCH_DELAY_MS },
  guards: {
    hasAnswer: ({ context }) => context.data !== null,
    hasFailure: ({ context }) => context.error !== null,
    isNewAddress: ({ context, event }) => event.type === 'address.changed' && !sameSearch(event.search, context.search),
  },
  actions: {
    takeAddress: assign(({ event }) => {
      assertEvent(event, 'address.changed');
      return { search: event.search, typed: event.search.q };
    }),
    storeTyped: assign(({ event }) => {
      assertEvent(event, 'search.typed');
      return { typed: event.q };
    }),
    clearTyped: assign({ typed: '' }),
    commitSearch: assign(({ context, event }) => ({ search: nextSearch(context, event) })),
    announceSearch: emit(({ context }) => ({ type: 'search.committed' as const, search: context.search })),
    storeAnswer: assign(({ event }) => ({ data: (event as unknown as { output: Directory }).output, error: null })),
    storeFailure: assign(({ event }) => ({ error: form.failureMessage((event as { error?: unknown }).error, httpMessages.unknown) })),
  },
}).createMachine({
  id: 'directory',
  context: ({ input }) => ({
    search: input?.search ?? emptyDirectorySearch(),
    typed: input?.search.q ?? '',
    data: input?.data ?? null,
    error: input?.error ?? null,
  }),
  initial: 'idle',
  on: {
    'address.changed': { guard: 'isNewAddress', target: '.loading', reenter: true, actions: 'takeAddress' },
    'search.typed': { target: '.typing', reenter: true, actions: 'storeTyped' },
    'plan.changed': { target: '.loading', reenter: true, actions: ['commitSearch', 'announceSearch'] },
    'city.changed': { target: '.loading', reenter: true, actions: ['commitSearch', 'announceSearch'] },
    'page.changed': { target: '.loading', reenter: true, actions: ['commitSearch', 'announceSearch'] },
    'search.cleared': { target: '.loading', reenter: true, actions: ['commitSearch', 'clearTyped', 'announceSearch'] },
  },
  states: {
    /** The pre-rendered page: nothing asked yet. The page sends its address's search once it is live. */
    idle: {
      always: [
        { guard: 'hasAnswer', target: 'ready' },
        { guard: 'hasFailure', target: 'failed' },
      ],
      on: { 'address.changed': { target: 'loading', actions: 'takeAddress' } },
    },
    typing: {
      after: { searchDelay: { target: 'loading', actions: ['commitSearch', 'announceSearch'] } },
    },
    loading: {
      invoke: {
        id: 'loadDirectory',
        src: 'loadDirectory',
        input: ({ context }) => context.search,
        onDone: { target: 'ready', actions: 'storeAnswer' },
        onError: { target: 'failed', actions: 'storeFailure' },
      },
    },
    ready: {},
    failed: { on: { retry: 'loading' } },
  },
});

export type DirectoryMachine = typeof directoryMachine;
export type DirectoryStateKey = form.StateKey<DirectoryMachine>;
