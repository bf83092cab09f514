// The member's account (/account) for the account machine: the sign-in link, the session it opens, the account, its
// listing, a renewal, the documents and signing out. The account's session is a token of its own, kept apart from the
// staff session: these calls carry it themselves, and a 401 here ends only the account's session, never the staff's.
import { ofetch } from 'ofetch';
import { fromPromise } from 'xstate';
import { REQUEST_TIMEOUT_MS } from '../../contract/limits';
import type { MembershipType } from '../../contract/membership';
import { type AccountDocument, type AccountInput, type AccountSession, accountMachine } from '../../machines/account';
import { receiptUploadLogic } from '../flows/receipt/ReceiptUpload';
import { LANG } from '../i18n/lang';
import { clientOver, parseJson, send, toApiError } from './client';
import { hideLinkToken, readLinkToken } from './linkToken';

/** Where the account's session is kept, apart from the staff session's token. */
export const ACCOUNT_SESSION_KEY = 'accountSession';

const accountHttp = ofetch.create({
  baseURL: '/api',
  timeout: REQUEST_TIMEOUT_MS,
  retry: 0,
  onRequest({ options }) {
    options.headers.set('Accept-Language', LANG);
  },
});
/** The API through the account's own client: no staff token, and a 401 is the account's alone. */
const account = clientOver(accountHttp).account;

const bearer = (session: AccountSession, signal?: AbortSignal) => ({
  headers: { Authorization: `Bearer ${session.token}` },
  init: { signal },
});

export const accountApi = {
  requestLink: (email: string, signal?: AbortSignal) => send(account.link.$post({ json: { email } }, { init: { signal } })),
  openSession: (token: string, signal?: AbortSignal) => send(account.session.$post({ json: { token } }, { init: { signal } })),
  load: (session: AccountSession, signal?: AbortSignal) => send(account.$get(undefined, bearer(session, signal))),
  saveListing: (session: AccountSession, listInDirectory: boolean, signal?: AbortSignal) =>
    send(account.listing.$put({ json: { listInDirectory } }, bearer(session, signal))),
  startRenewal: async (session: AccountSession, membershipType: MembershipType, signal?: AbortSignal) =>
    (await send(account.renewal.$post({ json: { membershipType } }, bearer(session, signal)))).application,
  cancelRegistration: (session: AccountSession, id: string, signal?: AbortSignal) =>
    send(account.registrations[':id'].cancel.$post({ param: { id: encodeURIComponent(id) } }, bearer(session, signal))),
  endSession: (session: AccountSession) => send(account.session.$delete(undefined, bearer(session))),
  /** A PDF of the account, saved through a temporary link (a plain link could not carry the session). */
  async download(session: AccountSession, document: AccountDocument, signal?: AbortSignal) {
    const path = document === 'certificate' ? account['certificate.pdf'].$path() : account['acknowledgement.pdf'].$path();
    let blob: Blob;
    let filename = `${document}.pdf`;
    try {
      const res = await accountHttp.raw<Blob, 'blob'>(path, { headers: bearer(session).headers, responseType: 'blob', signal });
      blob = res._data as Blob;
      filename = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? filename;
    } catch (err) {
      // A refusal comes back as a blob too: read the server's message out of it, so the member sees why.
      const response = (err as { response?: { _data?: unknown } }).response;
      const body = response?._data as { text?: () => Promise<string> } | undefined;
      if (response && typeof body?.text === 'function') response._data = await body.text().then(parseJson, () => undefined);
      throw toApiError(err);
    }
    const url = URL.createObjectURL(blob);
    const a = globalThis.document.createElement('a');
    a.href = url;
    a.download = filename;
    globalThis.document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  },
};

function storedSession(now = Date.now()): AccountSession | null {
  try {
    const raw = globalThis.localStorage?.getItem(ACCOUNT_SESSION_KEY);
    if (!raw) return null;
    const session = JSON.parse(raw) as Partial<AccountSession>;
    if (typeof session.token !== 'string' || typeof session.expiresAt !== 'string') return null;
    return Date.parse(session.expiresAt) > now ? (session as AccountSession) : null;
  } catch {
    return null;
  }
}

/**
 * How the page starts: the sign-in link's token (the machine takes it out of the address bar as it opens the link),
 * else the stored session. Reading changes nothing, so React may call it twice.
 */
export function readAccountStart(): AccountInput {
  const linkToken = readLinkToken();
  return { linkToken, stored: linkToken ? null : storedSession() };
}

/** The machine with the real API and storage; tests pass `accountMachine.provide({...})` with fakes. */
/**
 * A request of an actor that may be stopped: once its signal has aborted it, it never settles. React's strict mode
 * stops and restarts the page's actor at once; the restarted actor asks again, and the aborted first request must not
 * then report a "cancelled" failure to it.
 */
function untilStopped<T>(signal: AbortSignal, request: (signal: AbortSignal) => Promise<T>): Promise<T> {
  return request(signal).catch((err: unknown) => (signal.aborted ? new Promise<T>(() => {}) : Promise.reject(err)));
}

export const accountLogic = accountMachine.provide({
  actors: {
    requestLink: fromPromise(({ input, signal }) => untilStopped(signal, (s) => accountApi.requestLink(input.email, s))),
    openSession: fromPromise(({ input, signal }) => untilStopped(signal, (s) => accountApi.openSession(input.token, s))),
    loadAccount: fromPromise(({ input, signal }) => untilStopped(signal, (s) => accountApi.load(input.session, s))),
    saveListing: fromPromise(({ input, signal }) =>
      untilStopped(signal, (s) => accountApi.saveListing(input.session, input.listInDirectory, s)),
    ),
    startRenewal: fromPromise(({ input, signal }) =>
      untilStopped(signal, (s) => accountApi.startRenewal(input.session, input.membershipType, s)),
    ),
    downloadDocument: fromPromise(({ input, signal }) =>
      untilStopped(signal, (s) => accountApi.download(input.session, input.document, s)),
    ),
    cancelRegistration: fromPromise(({ input, signal }) =>
      untilStopped(signal, (s) => accountApi.cancelRegistration(input.session, input.id, s)),
    ),
    endSession: fromPromise(({ input }) => accountApi.endSession(input.session)),
    receiptUpload: receiptUploadLogic,
  },
  actions: {
    hideLinkToken,
    storeSession: (_, params) => {
      try {
        globalThis.localStorage?.setItem(ACCOUNT_SESSION_KEY, JSON.stringify(params.session));
      } catch {
        // Private browsing may refuse storage: the session then lasts as long as the page.
      }
    },
    forgetSession: () => {
      try {
        globalThis.localStorage?.removeItem(ACCOUNT_SESSION_KEY);
      } catch {
        // Nothing was stored.
      }
    },
  },
});
