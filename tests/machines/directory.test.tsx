// Model-based: every shortest path of the directory machine (search typed and settled after the pause, plan, city,
// page, clearing, an address the visitor goes back to, answers, failures and retry), replayed on the rendered
// directory with a fake API, fake timers for the search's pause and a stand-in for the page's address.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { fromPromise } from 'xstate';
import type { Directory } from '../../contract/account';
import { type DirectorySearch, emptyDirectorySearch } from '../../contract/directory';
import { PLAN_TITLES } from '../../contract/plans';
import { DIRECTORY_SEARCH_DELAY_MS, type DirectoryEvent, type DirectoryMachine, directoryMachine } from '../../machines/directory';
import { toStateKey } from '../../machines/form';
import { loadLiveDirectory, MemberDirectory } from '../../src/routes/_site/-MemberDirectory';

// The directory starts its machine at once when it has loaded (in the browser it loads with the first change).
await loadLiveDirectory();

import { describePath, endKeys, onePathPerView, type StateChecks, testModel, testParams } from './model';

type Snap = SnapshotFrom<DirectoryMachine>;
const AFTER = 'xstate.after.searchDelay.directory.typing';
type ModelEvent =
  | DirectoryEvent
  | { type: typeof AFTER }
  | { type: 'xstate.done.actor.loadDirectory'; output: Directory }
  | { type: 'xstate.error.actor.loadDirectory'; error: Error };

const member = (i: number) => ({
  name: `Cassava Farm ${i}`,
  plan: (['farmer', 'processor', 'exporter', 'farm-investor'] as const)[i % 4]!,
  city: i % 2 ? 'Adama' : 'Hawassa',
});
/** The first of two pages. */
const LISTED: Directory = {
  items: Array.from({ length: 12 }, (_, i) => member(i)),
  total: 14,
  page: 1,
  pageSize: 12,
  cities: ['Adama', 'Hawassa'],
};
const NONE: Directory = { items: [], total: 0, page: 1, pageSize: 12, cities: [] };
const TOO_MANY = 'Too many requests. Please wait a minute and try again.';
/** An address the visitor comes back to with Back: another search, filters and page. */
const OLDER: DirectorySearch = { q: 'farm', plan: 'processor', city: 'Hawassa', page: 2 };

function eventsFor(s: Snap): ModelEvent[] {
  const { data, search } = s.context;
  const key = toStateKey<DirectoryMachine>(s.value);
  const events: ModelEvent[] = [{ type: 'address.changed', search: key === 'idle' ? emptyDirectorySearch() : OLDER }];
  if (key === 'idle') return events;
  events.push({ type: 'search.typed', q: 'Bekele' }, { type: 'plan.changed', plan: 'exporter' });
  if (data?.cities.includes('Adama')) events.push({ type: 'city.changed', city: 'Adama' });
  if (data && data.page * data.pageSize < data.total) events.push({ type: 'page.changed', page: data.page + 1 });
  const filtered = search.q !== '' || search.plan !== 'all' || search.city !== '';
  if (data?.total === 0 && filtered) events.push({ type: 'search.cleared' });
  if (key === 'typing') events.push({ type: AFTER });
  if (key === 'loading')
    events.push(
      { type: 'xstate.done.actor.loadDirectory', output: LISTED },
      { type: 'xstate.done.actor.loadDirectory', output: NONE },
      { type: 'xstate.error.actor.loadDirectory', error: new Error(TOO_MANY) },
    );
  if (key === 'failed') events.push({ type: 'retry' });
  return events.filter((e) => s.can(e as never));
}

/** What the visitor sees: the state, whether a list, the empty notice or nothing shows, and whether filters are set. */
const view = (s: Snap) => {
  const { data, search } = s.context;
  return JSON.stringify([
    toStateKey(s.value),
    data ? (data.total ? 'list' : 'none') : null,
    search.q !== '' || search.plan !== 'all' || search.city !== '',
  ]);
};

// The model tells states apart by everything the checks read (the search and the typed text too), so each path's end
// state is the one its own events lead to; one path per distinct view is then replayed.
const allPaths = testModel(directoryMachine, {
  serializeState: (s) => {
    const { value, context } = s as Snap;
    return JSON.stringify([value, context.search, context.typed, context.data?.total ?? null, context.error]);
  },
  events: eventsFor as never,
}).shortestPaths();
// One path per distinct view and the event that led there, so every kind of change the visitor makes is replayed.
const paths = onePathPerView(allPaths, (p) => view(p.state as Snap) + (p.steps.at(-1)?.event.type ?? ''));

/**
 * The directory's API: each call waits until the test settles it. A new search replaces the request in flight, so the
 * test settles the latest call; the replaced one is never answered (the machine has stopped listening to it).
 */
function latestCallEffect() {
  const calls: DirectorySearch[] = [];
  const waiting: { resolve(output: Directory): void; reject(error: unknown): void }[] = [];
  return {
    calls,
    logic: fromPromise<Directory, DirectorySearch>(
      ({ input }) =>
        new Promise<Directory>((resolve, reject) => {
          calls.push(input);
          waiting.push({ resolve, reject });
        }),
    ),
    resolve: (output: Directory) => act(async () => waiting.at(-1)!.resolve(output)),
    reject: (error: unknown) => act(async () => waiting.at(-1)!.reject(error)),
  };
}
const load = { current: latestCallEffect() };
/** Every search the directory asked the page to put in its address. */
const committed: DirectorySearch[] = [];
const address = { goTo: (_search: DirectorySearch) => {} };

/** The members page as far as the directory sees it: the address's search, kept in state like the router keeps it. */
function Page({ start }: { start: DirectorySearch }) {
  const [search, setSearch] = useState(start);
  address.goTo = setSearch;
  const logic = directoryMachine.provide({ actors: { loadDirectory: load.current.logic } });
  const [stable] = useState(() => logic);
  return (
    <MemberDirectory
      search={search}
      // No first answer: the machine asks for the address's search itself.
      first={{ search: start, data: null, error: null }}
      logic={stable}
      onSearch={(next) => {
        committed.push(next);
        setSearch(next);
      }}
    />
  );
}

const searchBox = () => screen.getByRole('searchbox', { name: 'Search by name' }) as HTMLInputElement;
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const list = () => screen.queryByRole('list', { name: 'Listed members' });

/** The controls show the machine's search; the last request asked for it. */
function expectSearchShown(s: Snap) {
  expect(searchBox().value).toBe(s.context.typed);
  expect(select('Plan').value).toBe(s.context.search.plan);
  expect(select('City').value).toBe(s.context.search.city);
}

function expectList(data: Directory, busy: boolean) {
  const shown = list()!;
  expect(shown).toHaveAttribute('aria-busy', String(busy));
  const cards = within(shown).getAllByRole('listitem');
  expect(cards).toHaveLength(data.items.length);
  data.items.forEach((m, i) => {
    expect(within(cards[i]!).getByRole('heading', { name: m.name })).toBeInTheDocument();
    expect(cards[i]).toHaveTextContent(PLAN_TITLES[m.plan]!);
    expect(cards[i]).toHaveTextContent(m.city);
    // Nothing but the name, plan and city.
    expect(within(cards[i]!).queryByRole('link')).toBeNull();
  });
  expect(screen.getByText(`${data.total} members`)).toBeInTheDocument();
}

const assertions = {
  idle: async () => {
    // The pre-rendered page: the controls, and nothing asked or shown yet.
    const html = renderToString(<Page start={emptyDirectorySearch()} />);
    expect(html).toContain('Search by name');
    expect(html).not.toContain('role="status"');
    expect(html).not.toContain('Listed members');
    expect(load.current.calls).toHaveLength(0);
  },
  typing: async (s) => {
    expectSearchShown(s);
    // Nothing is asked while the visitor types; what was shown stays.
    expect(load.current.calls.at(-1)).not.toEqual({ ...s.context.search, q: s.context.typed });
    if (s.context.data?.total) expect(list()).not.toBeNull();
    act(() => vi.advanceTimersByTime(DIRECTORY_SEARCH_DELAY_MS - 1));
    expect(load.current.calls.at(-1)).not.toEqual({ ...s.context.search, q: s.context.typed, page: 1 });
  },
  loading: async (s) => {
    expectSearchShown(s);
    expect(load.current.calls.at(-1)).toEqual(s.context.search);
    const data = s.context.data;
    if (!data) expect(screen.getByRole('status')).toHaveTextContent('Loading members…');
    else if (data.total) expectList(data, true);
    else expect(screen.getByText(/No member matches|No members are listed/).closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  },
  ready: async (s) => {
    expectSearchShown(s);
    const data = s.context.data!;
    const filtered = s.context.search.q !== '' || s.context.search.plan !== 'all' || s.context.search.city !== '';
    if (data.total) {
      expectList(data, false);
      expect(within(screen.getByRole('navigation', { name: 'Pages of the directory' })).getByText('Page 1 of 2')).toBeInTheDocument();
      // Page 1 has no previous page: the words stay, with no link to follow.
      expect(screen.queryByRole('link', { name: 'Previous page' })).toBeNull();
      expect(screen.getByText('Previous page')).toHaveAttribute('aria-disabled', 'true');
      expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute('href', expect.stringContaining('page=2'));
      expect(screen.getByRole('option', { name: 'Adama' })).toBeInTheDocument();
    } else {
      expect(list()).toBeNull();
      expect(
        screen.getByText(
          filtered ? 'No member matches this search. Try another name, or clear the search and filters.' : 'No members are listed yet.',
        ),
      ).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Clear search and filters' }) !== null).toBe(filtered);
    }
    expect(screen.queryByRole('alert')).toBeNull();
  },
  failed: async (s) => {
    expectSearchShown(s);
    expect(screen.getByRole('alert')).toHaveTextContent(`The member directory could not be loaded. ${TOO_MANY}`);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
    expect(list()).toBeNull();
  },
} satisfies StateChecks<DirectoryMachine>;

beforeEach(() => {
  vi.useFakeTimers();
  load.current = latestCallEffect();
  committed.length = 0;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('member directory (model-based, tested on the directory)', () => {
  it('reaches every state, with and without a list, filtered and not', () => {
    expect(endKeys(paths)).toEqual(Object.keys(assertions).sort());
    const views = new Set(paths.map((p) => view(p.state as Snap)));
    for (const want of ['["ready","list",true]', '["ready","none",true]', '["ready","none",false]', '["failed",null,false]'])
      expect(views).toContain(want);
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      let rendered = false;
      const change = (name: string, value: string) => fireEvent.change(select(name), { target: { value } });
      /** The visitor's change: asked at once, and the address takes it. */
      const committedNow = (s: DirectorySearch) => expect(committed.at(-1)).toEqual(s);
      await path.test(
        testParams<DirectoryMachine, ModelEvent, { lastEvent?: ModelEvent }>(
          assertions,
          {
            'address.changed': (event) => {
              if (!rendered) {
                rendered = true;
                render(<Page start={event.search} />);
              } else act(() => address.goTo(event.search));
            },
            'search.typed': (event) => {
              fireEvent.change(searchBox(), { target: { value: event.q } });
            },
            [AFTER]: () => {
              act(() => vi.advanceTimersByTime(1));
              committedNow({ ...committed.at(-1)!, q: 'Bekele', page: 1 });
            },
            'plan.changed': (event) => {
              change('Plan', event.plan);
              expect(committed.at(-1)?.plan).toBe(event.plan);
            },
            'city.changed': (event) => {
              change('City', event.city);
              expect(committed.at(-1)?.city).toBe(event.city);
            },
            'page.changed': (event) => {
              fireEvent.click(screen.getByRole('link', { name: 'Next page' }));
              expect(committed.at(-1)?.page).toBe(event.page);
            },
            'search.cleared': () => {
              fireEvent.click(screen.getByRole('link', { name: 'Clear search and filters' }));
              committedNow(emptyDirectorySearch());
            },
            retry: () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })),
            'xstate.done.actor.loadDirectory': (event) => load.current.resolve(event.output),
            'xstate.error.actor.loadDirectory': (event) => load.current.reject(event.error),
          },
          {},
        ),
      );
    });
  }
});
