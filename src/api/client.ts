// The one HTTP client: base /api, 30 s timeout, bearer token when stored, errors mapped to the person-facing messages (contract/messages.ts).
import { type ClientResponse, hc } from 'hono/client';
import { type $Fetch, FetchError, type FetchOptions, ofetch } from 'ofetch';
import type { ApiFailure } from '../../contract/api';
import type { ErrorCode } from '../../contract/errors';
import { REQUEST_TIMEOUT_MS, STORAGE_KEYS } from '../../contract/limits';
import { httpMessages } from '../../contract/messages/http';
import type { ApiRoutes } from '../../server/app';
import { LANG } from '../i18n/lang';
import { apiFetch } from './transport';

/** An API failure with the person-facing message already chosen. */
export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly kind: 'http' | 'timeout' | 'network' | 'aborted',
    readonly status?: number,
    readonly fields?: Record<string, string>,
    /** The server's own error text, when it sent one. */
    readonly serverMessage?: string,
    /** The server's code of the refusal (contract/errors.ts), when it sent one: what a machine branches on. */
    readonly code?: ErrorCode,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

let unauthorizedHandler: () => void = () => {};
/** The session registers what a 401 does (clear the session, go to /login). */
export const onUnauthorized = (handler: () => void) => {
  unauthorizedHandler = handler;
};

export const storedToken = (): string | null => {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEYS.token) ?? null;
  } catch {
    return null;
  }
};

export const http = ofetch.create(
  {
    baseURL: '/api',
    timeout: REQUEST_TIMEOUT_MS,
    retry: 0,
    onRequest({ options }) {
      // The server answers its errors and messages in the language of the page that asked (and stores it with a form).
      options.headers.set('Accept-Language', LANG);
      const token = storedToken();
      if (token && !options.headers.has('Authorization')) options.headers.set('Authorization', `Bearer ${token}`);
    },
    onResponseError({ response, options }) {
      // Only a request that carried a token can have lost its session; a failed sign-in is not a 401 redirect.
      if (response.status === 401 && options.headers.has('Authorization')) unauthorizedHandler();
    },
  },
  // In the server's render of a page, the server's own routes answer in process (./transport.ts).
  { fetch: apiFetch },
);

/** A refusal's body: the typed client's transport has already parsed its JSON, as ofetch does for its own calls. */
export const failureOf = (err: FetchError) => err.data as (Partial<ApiFailure> & Record<string, unknown>) | undefined;

/** Maps anything ofetch throws to an ApiRequestError with the person-facing message for it. */
export function toApiError(err: unknown): ApiRequestError {
  if (err instanceof ApiRequestError) return err;
  if (err instanceof FetchError) {
    const cause = err.cause as { name?: string } | undefined;
    const name = cause?.name ?? '';
    if (err.response) {
      const body = failureOf(err);
      const server = typeof body?.message === 'string' ? body.message : typeof body?.error === 'string' ? body.error : undefined;
      return new ApiRequestError(
        server ?? httpMessages.requestFailed(err.response.status),
        'http',
        err.response.status,
        body?.fields,
        server,
        typeof body?.code === 'string' ? (body.code as ErrorCode) : undefined,
      );
    }
    if (name === 'TimeoutError') return new ApiRequestError(httpMessages.timeout, 'timeout');
    if (name === 'AbortError') return new ApiRequestError(httpMessages.aborted, 'aborted');
    return new ApiRequestError(httpMessages.network, 'network');
  }
  const name = (err as { name?: string })?.name;
  if (name === 'TimeoutError') return new ApiRequestError(httpMessages.timeout, 'timeout');
  if (name === 'AbortError') return new ApiRequestError(httpMessages.aborted, 'aborted');
  return new ApiRequestError(httpMessages.network, 'network');
}

/** A JSON text's value, or undefined when it is not JSON. */
export const parseJson = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
};

/**
 * The API as the server declares it (server/app.ts `apiRoutes`), its requests sent through `fetcher` (an ofetch
 * instance whose base is /api): its paths, inputs and answers are the routes' own types, so a route renamed, removed
 * or given another input breaks its callers at typecheck. The answer is handed back to hono's client as a Response.
 */
export const clientOver = (fetcher: $Fetch) =>
  hc<ApiRoutes>('/api', {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input instanceof Request ? input.url : input).replace(/^\/api/, '');
      const res = await fetcher
        .raw(url, {
          method: init?.method,
          headers: init?.headers,
          body: init?.body as BodyInit | undefined,
          signal: init?.signal ?? undefined,
          responseType: 'text',
        })
        .catch((err: unknown) => {
          // A refusal is read as text like every answer here: its JSON is parsed, so the error carries the server's words.
          const response = (err as { response?: { _data?: unknown } }).response;
          if (response && typeof response._data === 'string') response._data = parseJson(response._data);
          throw err;
        });
      return new Response(res.status === 204 ? null : (res._data as string), { status: res.status, headers: res.headers });
    },
  });

/** The API through `http` (language, staff token, timeout, the 401 handler). */
export const api = clientOver(http);

type Answer<R> = R extends ClientResponse<infer T, 200 | 201, 'json'> ? (T extends { data: infer D } ? D : never) : never;

/** One typed call's `data`; a refusal is thrown as ofetch threw it, for a caller that reads the refusal's own body. */
export async function dataOf<R extends ClientResponse<unknown>>(call: Promise<R>): Promise<Answer<R>> {
  const res = await call;
  if (res.status === 204) return undefined as Answer<R>;
  return ((await res.json()) as { data: Answer<R> }).data;
}

/** Sends one typed call (`send(api.contact.$post({ json }))`) and returns its `data`, or throws an ApiRequestError. */
export async function send<R extends ClientResponse<unknown>>(call: Promise<R>): Promise<Answer<R>> {
  try {
    return await dataOf(call);
  } catch (err) {
    throw toApiError(err);
  }
}

/** Calls the API and returns its `data`, or throws an ApiRequestError. */
export async function request<T>(path: string, options: FetchOptions<'json'> = {}): Promise<T> {
  try {
    const body = await http<{ data: T }>(path, options as FetchOptions<'json'>);
    return body.data;
  } catch (err) {
    throw toApiError(err);
  }
}
