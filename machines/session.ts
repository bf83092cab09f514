// The app-wide session: restore from storage on start, signed in / out, logout, sign out everywhere, and expiry on a 401.
import { assign, emit, fromPromise, setup } from 'xstate';
import type { SessionUser } from '../contract/auth';
import { isStaffRole } from '../contract/roles';
import { notProvided, type StateKey } from './form';

export type StoredSession = { token: string | null; userRecord: string | null };
export type RestoredSession = { kind: 'none' } | { kind: 'staff'; token: string; user: SessionUser } | { kind: 'rejected'; reason: string };

/** Both items present and the record not the text "undefined" → parse; only admin or moderator is kept. */
export function interpretStoredSession({ token, userRecord }: StoredSession): RestoredSession {
  if (!token || !userRecord || userRecord === 'undefined') return { kind: 'none' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(userRecord);
  } catch {
    return { kind: 'rejected', reason: 'The stored user record could not be parsed.' };
  }
  const role = (parsed as { role?: unknown } | null)?.role;
  if (!isStaffRole(role))
    return {
      kind: 'rejected',
      reason: `Stored role ${JSON.stringify(role ?? null)} may not use the admin area.`,
    };
  const u = parsed as Partial<SessionUser>;
  return {
    kind: 'staff',
    token,
    user: {
      id: String(u.id ?? ''),
      name: String(u.name ?? ''),
      email: String(u.email ?? ''),
      role,
      status: u.status,
      firstName: u.firstName ?? null,
      lastName: u.lastName ?? null,
    },
  };
}

export type SessionContext = {
  token: string | null;
  user: SessionUser | null;
  /** The last "sign out everywhere" did not reach the server: the other sessions may still be open. */
  signOutEverywhereFailed: boolean;
};
export type SessionEvent =
  | { type: 'session.signedIn'; token: string; user: SessionUser }
  | { type: 'session.logoutRequested' }
  | { type: 'session.logoutEverywhereRequested' }
  | { type: 'session.expired' };

/** Emitted when the session ends: the app goes to the home page (signed out) or the sign-in page (expired). */
export type SessionNavigation = { type: 'navigate'; to: 'home' | 'login' };

const effect = (name: string) => notProvided('session', name);

export const sessionMachine = setup({
  types: { context: {} as SessionContext, events: {} as SessionEvent, emitted: {} as SessionNavigation },
  actors: {
    readStoredSession: fromPromise<StoredSession>(async () => effect('readStoredSession')()),
    revokeToken: fromPromise<void, { token: string | null }>(async () => effect('revokeToken')()),
    revokeAllTokens: fromPromise<void, { token: string | null }>(async () => effect('revokeAllTokens')()),
  },
  actions: {
    saveSession: (_, _params: { token: string; user: SessionUser }) => effect('saveSession')(),
    clearStoredSession: effect('clearStoredSession'),
    /** What staff screens kept on this device (the door's ticket list): wiped when staff sign out, not when a session expires. */
    forgetDeviceData: effect('forgetDeviceData'),
    logRejectedSession: (_, _params: { reason: string }) => effect('logRejectedSession')(),
    goHome: emit({ type: 'navigate', to: 'home' } as const),
    goToLogin: emit({ type: 'navigate', to: 'login' } as const),
    forget: assign({ token: null, user: null, signOutEverywhereFailed: false }),
  },
  guards: {
    isStaffSession: (_, p: { restored: RestoredSession }) => p.restored.kind === 'staff',
    isRejectedSession: (_, p: { restored: RestoredSession }) => p.restored.kind === 'rejected',
  },
}).createMachine({
  id: 'session',
  context: { token: null, user: null, signOutEverywhereFailed: false },
  initial: 'restoring',
  states: {
    restoring: {
      invoke: {
        id: 'readStoredSession',
        src: 'readStoredSession',
        onDone: [
          {
            guard: {
              type: 'isStaffSession',
              params: ({ event }) => ({ restored: interpretStoredSession(event.output) }),
            },
            target: 'signedIn',
            actions: assign(({ event }) => {
              const r = interpretStoredSession(event.output) as Extract<RestoredSession, { kind: 'staff' }>;
              return { token: r.token, user: r.user };
            }),
          },
          {
            guard: {
              type: 'isRejectedSession',
              params: ({ event }) => ({ restored: interpretStoredSession(event.output) }),
            },
            target: 'signedOut',
            actions: [
              {
                type: 'logRejectedSession',
                params: ({ event }) => ({
                  reason: (interpretStoredSession(event.output) as { reason: string }).reason,
                }),
              },
              'clearStoredSession',
            ],
          },
          { target: 'signedOut' },
        ],
        onError: { target: 'signedOut' },
      },
    },
    signedOut: {
      on: {
        'session.signedIn': {
          target: 'signedIn',
          actions: [
            assign(({ event }) => ({ token: event.token, user: event.user })),
            { type: 'saveSession', params: ({ event }) => ({ token: event.token, user: event.user }) },
          ],
        },
      },
    },
    signedIn: {
      on: {
        'session.logoutRequested': { target: 'signingOut' },
        'session.logoutEverywhereRequested': { target: 'signingOutEverywhere' },
        'session.expired': { target: 'signedOut', actions: ['forget', 'clearStoredSession', 'goToLogin'] },
        'session.signedIn': {
          actions: [
            assign(({ event }) => ({ token: event.token, user: event.user })),
            { type: 'saveSession', params: ({ event }) => ({ token: event.token, user: event.user }) },
          ],
        },
      },
    },
    signingOut: {
      // Clear locally first: the person is signed out even if the server cannot be reached.
      entry: ['clearStoredSession', 'forgetDeviceData'],
      invoke: {
        id: 'revokeToken',
        src: 'revokeToken',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'signedOut', actions: ['forget', 'goHome'] },
        onError: { target: 'signedOut', actions: ['forget', 'goHome'] },
      },
    },
    signingOutEverywhere: {
      // Every session of the account ends on the server. Unlike a plain sign-out, this one is only done when the server
      // says so: on failure the person stays signed in here and is told, so they can try again.
      entry: assign({ signOutEverywhereFailed: false }),
      invoke: {
        id: 'revokeAllTokens',
        src: 'revokeAllTokens',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'signedOut', actions: ['clearStoredSession', 'forgetDeviceData', 'forget', 'goHome'] },
        onError: { target: 'signedIn', actions: assign({ signOutEverywhereFailed: true }) },
      },
      on: {
        // The token was already dead (a 401 from the request itself).
        'session.expired': { target: 'signedOut', actions: ['forget', 'clearStoredSession', 'goToLogin'] },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
export type SessionStateKey = StateKey<SessionMachine>;
