// The member directory's search, filters, list and pages. The page hands it the search its address holds and the first
// answer (its loader's), and is told each search the visitor makes, so the address keeps it (Back, reload, a shared
// link). The directory machine, and xstate with it, loads only when the visitor first changes the search (or when the
// page has no answer for the address's search): the first view shows the loader's answer without it.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { Directory } from '../../../contract/account';
import { DIRECTORY_PLANS, type DirectoryPlan, type DirectorySearch, emptyDirectorySearch } from '../../../contract/directory';
import type { DirectoryEvent, DirectoryInput, DirectoryMachine, DirectoryStateKey } from '../../../machines/directory';
import { toStateKey } from '../../../machines/stateKey';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { button } from '../../components/Button.css';
import { Card } from '../../components/Card';
import { FormAlert, SelectField, TextField } from '../../components/Field';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { membersCopy as t } from '../../i18n/directory';
import { PATH_PREFIX } from '../../i18n/lang';
import * as d from './-directory.css';
import type { DirectoryActor } from './-directoryActor';
import * as s from './-site.css';

type Running = typeof import('./-directoryActor');
let running: Running | undefined;
/** Fetches the directory's machine (once). */
export const loadLiveDirectory = (): Promise<Running> =>
  running ? Promise.resolve(running) : import('./-directoryActor').then((m) => (running = m));

/** What the directory shows, from its machine or, before that has loaded, from the page's first answer. */
type Shown = { key: DirectoryStateKey; typed: string; search: DirectorySearch; data: Directory | null; error: string | null };
type Send = (event: DirectoryEvent) => void;

const sameSearch = (a: DirectorySearch, b: DirectorySearch) => a.q === b.q && a.plan === b.plan && a.city === b.city && a.page === b.page;
/** No search text and no filter: what the empty directory says differs from an empty search. */
const unfiltered = (search: DirectorySearch) => {
  const none = emptyDirectorySearch();
  return search.q === none.q && search.plan === none.plan && search.city === none.city;
};
const noSubscription = () => () => {};
const noSnapshot = () => undefined;
/** The directory's address for a search: the links and the form without JavaScript (the app sends events instead). */
const directoryHref = (search: DirectorySearch) => {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.plan !== 'all') params.set('plan', search.plan);
  if (search.city) params.set('city', search.city);
  if (search.page > 1) params.set('page', String(search.page));
  const query = params.toString();
  return `${PATH_PREFIX}/members${query ? `?${query}` : ''}`;
};
/** A plain click the app handles itself; a click with a modifier (a new tab) is left to the browser. */
const handledHere = (e: React.MouseEvent) => !(e.metaKey || e.ctrlKey || e.shiftKey || e.altKey || e.button !== 0);

export function MemberDirectory({
  search,
  first,
  onSearch,
  logic,
}: {
  search: DirectorySearch;
  /** The page's first answer: for which search, and the list or why it failed (both null when there is none). */
  first: DirectoryInput;
  onSearch: (search: DirectorySearch) => void;
  /** The machine to run, by default the one with the real API; tests pass `directoryMachine.provide({...})`. */
  logic?: DirectoryMachine;
}) {
  const [actor, setActor] = useState<DirectoryActor | null>(null);
  const live = useRef<DirectoryActor | null>(null);
  // Until the machine runs: what the visitor did, and the search text they typed.
  const before = useRef<DirectoryEvent[]>([]);
  const [typed, setTyped] = useState<string | null>(null);
  const [wanted, setWanted] = useState(false);
  const report = useRef(onSearch);
  report.current = onSearch;
  const answered = first.data !== null || first.error !== null;
  // The machine starts when the visitor reaches for the search, when it has loaded before, or when the page's answer
  // is not for the address's search (none at all, or Back to another search before the visitor changed anything).
  const start = wanted || running !== undefined || !answered || !sameSearch(first.search, search);
  const { q, plan, city, page } = search;
  const firstRef = useRef(first);
  firstRef.current = first;
  useEffect(() => {
    if (!start) return;
    let stopped = false;
    let started: DirectoryActor | undefined;
    const run = (m: Running) => {
      if (stopped) return;
      started = m.startDirectory(logic, firstRef.current, before.current, (next) => report.current(next));
      before.current = [];
      live.current = started;
      setActor(started);
    };
    if (running) run(running);
    // Without the machine's code (the connection dropped) the page stays as it is; the next change fetches it again.
    else void loadLiveDirectory().then(run, () => !stopped && setWanted(false));
    return () => {
      stopped = true;
      started?.stop();
      if (live.current === started) live.current = null;
    };
  }, [start, logic]);
  // The machine hears the address's search when it starts and whenever Back, Forward or a link changes it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `actor` is a dependency so the search is told once it starts
  useEffect(() => {
    live.current?.send({ type: 'address.changed', search: { q, plan, city, page } });
  }, [actor, q, plan, city, page]);
  const subscribe = useCallback((changed: () => void) => (actor ? actor.subscribe(changed).unsubscribe : noSubscription()), [actor]);
  const snap = useSyncExternalStore(subscribe, () => actor?.getSnapshot(), noSnapshot);
  const send: Send = (event) => {
    if (event.type === 'search.typed') setTyped(event.q);
    if (live.current) return live.current.send(event);
    before.current.push(event);
    setWanted(true);
  };
  const shown: Shown = snap
    ? { ...snap.context, key: toStateKey<DirectoryMachine>(snap.value) }
    : {
        // The server renders the page with the same answer its loader read (server/pageForms.ts), so the app adopts it.
        key: first.error !== null ? 'failed' : first.data ? 'ready' : 'idle',
        typed: typed ?? search.q,
        search,
        data: first.data,
        error: first.error,
      };
  return (
    <>
      <Filters shown={shown} send={send} />
      <div aria-live="polite" className={d.results}>
        <Results shown={shown} send={send} />
      </div>
    </>
  );
}

function Filters({ shown, send }: { shown: Shown; send: Send }) {
  const { typed, search: current } = shown;
  const cities = shown.data?.cities;
  // A city from the address shows as chosen even before (or without) the list of cities that has it.
  const cityOptions = [...new Set([...(cities ?? []), ...(current.city ? [current.city] : [])])];
  return (
    <search>
      {/* A GET form: without JavaScript, Search loads the directory's address for it; the app searches as one types. */}
      <form className={d.filters} method="get" action={`${PATH_PREFIX}/members`} onSubmit={(e) => e.preventDefault()}>
        <TextField
          label={t.searchLabel}
          type="search"
          name="q"
          value={typed}
          placeholder={t.searchPlaceholder}
          autoComplete="off"
          maxLength={200}
          onChange={(e) => send({ type: 'search.typed', q: e.target.value })}
        />
        <SelectField
          label={t.planLabel}
          name="plan"
          value={current.plan}
          options={DIRECTORY_PLANS.map((p) => ({ value: p, label: p === 'all' ? t.allPlans : t.plans[p] }))}
          onChange={(e) => send({ type: 'plan.changed', plan: e.target.value as DirectoryPlan })}
        />
        <SelectField
          label={t.cityLabel}
          name="city"
          value={current.city}
          options={[{ value: '', label: t.allCities }, ...cityOptions.map((c) => ({ value: c, label: c }))]}
          onChange={(e) => send({ type: 'city.changed', city: e.target.value })}
        />
        <div className={d.searchAction}>
          <Button tone="outline" type="submit">
            {t.search}
          </Button>
        </div>
      </form>
    </search>
  );
}

function Results({ shown, send }: { shown: Shown; send: Send }) {
  const { key, data, error, search } = shown;
  if (key === 'idle') return null;
  if (key === 'failed') {
    return (
      <div className={d.stateBox}>
        <FormAlert tone="error">
          {t.failed} {error}
        </FormAlert>
        <Button tone="primary" onClick={() => send({ type: 'retry' })}>
          {t.retry}
        </Button>
      </div>
    );
  }
  if (!data) return <Spinner label={t.loading} />;
  const busy = key !== 'ready';
  if (data.total === 0) {
    const filtered = !unfiltered(search);
    return (
      <div className={`${s.empty} ${d.stateBox}`} aria-busy={busy}>
        <p>{filtered ? t.empty : t.emptyAll}</p>
        {filtered && (
          <a
            className={button({ tone: 'outline' })}
            href={directoryHref(emptyDirectorySearch())}
            onClick={(e) => {
              if (!handledHere(e)) return;
              e.preventDefault();
              send({ type: 'search.cleared' });
            }}
          >
            {t.clear}
          </a>
        )}
      </div>
    );
  }
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <>
      <p className={d.summary}>{t.count(data.total)}</p>
      <ul className={d.list} aria-label={t.resultsLabel} aria-busy={busy}>
        {data.items.map((m, i) => (
          // Names are not unique (two members may share a company name), so the position makes the key.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is replaced as a whole on every answer
          <Card as="li" padded key={`${i}-${m.name}`}>
            <h3 className={d.memberName}>{m.name}</h3>
            <div className={d.memberMeta}>
              <Badge tone="brand">{t.plans[m.plan]}</Badge>
              <span className={d.city}>
                <Icon name="address" size={16} />
                {m.city}
              </span>
            </div>
          </Card>
        ))}
      </ul>
      {pages > 1 && (
        <nav className={d.pager} aria-label={t.pagesLabel}>
          <PageLink search={search} page={data.page - 1} pages={pages} send={send}>
            {t.previous}
          </PageLink>
          <span className={d.pageOf}>{t.pageOf(data.page, pages)}</span>
          <PageLink search={search} page={data.page + 1} pages={pages} send={send}>
            {t.next}
          </PageLink>
        </nav>
      )}
    </>
  );
}

/** Previous or Next: a link to that page of the search (a disabled-looking text when there is none). */
function PageLink({
  search,
  page,
  pages,
  send,
  children,
}: {
  search: DirectorySearch;
  page: number;
  pages: number;
  send: Send;
  children: string;
}) {
  if (page < 1 || page > pages)
    return (
      <span className={button({ tone: 'outline' })} aria-disabled="true" data-disabled="true">
        {children}
      </span>
    );
  return (
    <a
      className={button({ tone: 'outline' })}
      href={directoryHref({ ...search, page })}
      onClick={(e) => {
        if (!handledHere(e)) return;
        e.preventDefault();
        send({ type: 'page.changed', page });
      }}
    >
      {children}
    </a>
  );
}
