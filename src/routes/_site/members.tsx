import { createFileRoute, type SearchSchemaInput, stripSearchParams, useNavigate } from '@tanstack/react-router';
import { DIRECTORY_PLANS, type DirectorySearch, emptyDirectorySearch } from '../../../contract/directory';
import type { DirectoryInput } from '../../../machines/directory';
import { usePageMeta } from '../../components/usePageMeta';
import { membersCopy as t } from '../../i18n/directory';
import { choiceParam, pageParam, textParam } from '../../searchParams';
import { builtInContentOnly } from './-data';
import { MemberDirectory } from './-MemberDirectory';
import { Band, PageHero } from './-sections';

/** The directory's search as the address says it; what does not fit is its default. */
const directorySearch = (search: Partial<DirectorySearch> & SearchSchemaInput): DirectorySearch => ({
  q: textParam(search.q, 200),
  plan: choiceParam(search.plan, DIRECTORY_PLANS, 'all'),
  city: textParam(search.city, 80),
  page: pageParam(search.page, 100_000),
});

/**
 * The first answer for the address's search, read with the page (the browser's fetch, no machine), so the first view
 * needs no xstate. The pre-render has none: its page is the heading and the search, and the list loads in the browser.
 */
async function firstAnswer(search: DirectorySearch, signal: AbortSignal): Promise<DirectoryInput> {
  if (builtInContentOnly()) return { search, data: null, error: null };
  const { fetchDirectory } = await import('../../api/directory');
  try {
    return { search, data: await fetchDirectory(search, signal), error: null };
  } catch (err) {
    return { search, data: null, error: (err as Error).message };
  }
}

/** The public member directory. Its search lives in the address. */
export const Route = createFileRoute('/_site/members')({
  validateSearch: directorySearch,
  search: { middlewares: [stripSearchParams<DirectorySearch>(emptyDirectorySearch())] },
  // The loader answers the page's first search only; every later search is the directory machine's, so a change of
  // the address does not load again here, and a page left and opened again asks afresh.
  shouldReload: false,
  gcTime: 0,
  loader: ({ location, abortController }) => firstAnswer(directorySearch(location.search as never), abortController.signal),
  component: MembersPage,
});

function MembersPage() {
  usePageMeta({ title: t.title, description: t.metaDescription });
  const search = Route.useSearch();
  const first = Route.useLoaderData();
  const navigate = useNavigate();
  return (
    <>
      <PageHero id="members-title" title={t.title} intro={t.intro} />
      <Band label={t.resultsLabel}>
        <MemberDirectory
          search={search}
          first={first}
          onSearch={(next) => void navigate({ to: '/members', search: next, resetScroll: false })}
        />
      </Band>
    </>
  );
}
