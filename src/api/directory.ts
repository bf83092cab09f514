// GET /api/members for the directory machine. The directory is a public page's first view, so it reads with the
// browser's own fetch rather than the app's HTTP client (src/api/client.ts), which only the forms and the staff area need
// (docs/decisions/008-first-view.md); failures still carry the server's message, in the page's language.
import type { Directory } from '../../contract/account';
import { DIRECTORY_PAGE_SIZE, type DirectorySearch } from '../../contract/directory';
import { httpMessages } from '../../contract/messages/http';
import { LANG } from '../i18n/lang';
import { apiPath } from './paths';
import { apiFetch } from './transport';

/** As long as the app's client waits before it gives up. */
const TIMEOUT_MS = 30_000;

/** The query string of a search: only what differs from "everything, page 1", so the server's defaults apply. */
export function directoryQuery(search: DirectorySearch): string {
  const params = new URLSearchParams();
  if (search.q) params.set('q', search.q);
  if (search.plan !== 'all') params.set('plan', search.plan);
  if (search.city) params.set('city', search.city);
  params.set('page', String(search.page));
  params.set('pageSize', String(DIRECTORY_PAGE_SIZE));
  return params.toString();
}

export async function fetchDirectory(search: DirectorySearch, signal?: AbortSignal): Promise<Directory> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, TIMEOUT_MS);
  const abort = () => controller.abort();
  signal?.addEventListener('abort', abort);
  try {
    let res: Response;
    try {
      res = await apiFetch(`${apiPath('/members')}?${directoryQuery(search)}`, {
        signal: controller.signal,
        headers: { Accept: 'application/json', 'Accept-Language': LANG },
      });
    } catch {
      throw new Error(timedOut ? httpMessages.timeout : controller.signal.aborted ? httpMessages.aborted : httpMessages.network);
    }
    const body = (await res.json().catch(() => null)) as { data?: Directory; message?: unknown; error?: unknown } | null;
    if (!res.ok || !body?.data) {
      const server = typeof body?.message === 'string' ? body.message : typeof body?.error === 'string' ? body.error : '';
      throw new Error(server || httpMessages.requestFailed(res.status));
    }
    return body.data;
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', abort);
  }
}
