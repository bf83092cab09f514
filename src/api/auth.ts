// Actor implementations for the auth machines, bound to the API client and local storage.
import { fromPromise } from 'xstate';
import type { UserAnswer } from '../../contract/answers';
import type { LoginInput, LoginResult, RegisterRequest, SessionUser } from '../../contract/auth';
import { STORAGE_KEYS } from '../../contract/limits';
import type { StoredSession } from '../../machines/session';
import { api, send } from './client';

// The client sends the input as JSON, said so in Content-Type, as auth calls must.
export const loginActor = fromPromise<LoginResult, LoginInput>(({ input, signal }) =>
  send(api.auth.login.$post({ json: input }, { init: { signal } })),
);
export const registerActor = fromPromise<UserAnswer, RegisterRequest>(({ input, signal }) =>
  send(api.auth.register.$post({ json: input }, { init: { signal } })),
);

/** The session's own token, when the call is for it (the client would otherwise send the stored one). */
const withToken = (token: string | null): { headers: Record<string, string> } => ({
  headers: token ? { Authorization: `Bearer ${token}` } : {},
});

const storage = () => globalThis.localStorage;

export const sessionStorageImpl = {
  read: async (): Promise<StoredSession> => ({
    token: storage()?.getItem(STORAGE_KEYS.token) ?? null,
    userRecord: storage()?.getItem(STORAGE_KEYS.user) ?? null,
  }),
  save: (token: string, user: SessionUser) => {
    storage()?.setItem(STORAGE_KEYS.token, token);
    storage()?.setItem(STORAGE_KEYS.user, JSON.stringify(user));
  },
  clear: () => {
    storage()?.removeItem(STORAGE_KEYS.token);
    storage()?.removeItem(STORAGE_KEYS.user);
  },
};

/** Revokes the token on the server; the local session is already gone, so failure is only logged. */
export const revokeTokenActor = fromPromise<void, { token: string | null }>(async ({ input }) => {
  if (!input.token) return;
  try {
    await send(api.auth.logout.$post(undefined, withToken(input.token)));
  } catch (err) {
    console.warn('Could not revoke the session on the server', err);
  }
});

/** Ends every session of the account on the server; fails (and the person stays signed in) when the server says no. */
export const revokeAllTokensActor = fromPromise<void, { token: string | null }>(async ({ input, signal }) => {
  await send(api.auth['logout-all'].$post(undefined, { ...withToken(input.token), init: { signal } }));
});
