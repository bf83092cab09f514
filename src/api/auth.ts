// Actor implementations for the auth machines, bound to the API client and local storage.
import { fromPromise } from 'xstate';
import type { UserAnswer } from '../../contract/answers';
import type { LoginInput, LoginResult, RegisterRequest, SessionUser } from '../../contract/auth';
import { STORAGE_KEYS } from '../../contract/limits';
import type { StoredSession } from '../../machines/session';
import { request } from './client';

/** An auth call: the input as JSON (said so in Content-Type, as auth calls must). */
const authCall = <In extends object, Out>(path: string) =>
  fromPromise<Out, In>(({ input, signal }) =>
    request<Out>(path, { method: 'POST', body: input, signal, headers: { 'Content-Type': 'application/json' } }),
  );

export const loginActor = authCall<LoginInput, LoginResult>('/auth/login');
export const registerActor = authCall<RegisterRequest, UserAnswer>('/auth/register');

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
    await request('/auth/logout', { method: 'POST', headers: { Authorization: `Bearer ${input.token}` } });
  } catch (err) {
    console.warn('Could not revoke the session on the server', err);
  }
});

/** Ends every session of the account on the server; fails (and the person stays signed in) when the server says no. */
export const revokeAllTokensActor = fromPromise<void, { token: string | null }>(async ({ input, signal }) => {
  await request('/auth/logout-all', {
    method: 'POST',
    signal,
    headers: input.token ? { Authorization: `Bearer ${input.token}` } : {},
  });
});
