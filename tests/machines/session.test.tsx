// Model-based test of the app-wide session machine: every shortest path of its xstate/graph test model, tested against
// the site header (Admin link, Logout), the admin area's "Sign out everywhere" and local storage, with the app's session
// logic (real storage, real navigation hand-off) and fake server effects.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { SessionUser } from '../../contract/auth';
import { STORAGE_KEYS } from '../../contract/limits';
import { interpretStoredSession, type SessionEvent, type SessionMachine, type StoredSession, sessionMachine } from '../../machines/session';
import { DOOR_EVENT_KEY } from '../../src/admin/doorStorage';
import { SignOutEverywhere } from '../../src/admin/SignOutEverywhere';
import { AuthProvider } from '../../src/auth/AuthProvider';
import { createSessionActor, type SessionActor, sessionLogic } from '../../src/auth/session';
import { SiteHeader } from '../../src/components/SiteHeader';
import { describePath, pendingEffect, renderRoute, type StateChecks, testParams, transitionPaths, visitedKeys } from './model';

type Snap = SnapshotFrom<SessionMachine>;

// The ids the session machine gives its invokes.
const RESTORE = 'readStoredSession';
const REVOKE = 'revokeToken';
const REVOKE_ALL = 'revokeAllTokens';

const staff = (role: SessionUser['role']): SessionUser => ({ id: `id-${role}`, name: `Test ${role}`, email: `${role}@example.org`, role });
const record = (user: unknown) => JSON.stringify(user);
const token = 'stored-token-abcdefghijklmnopqrstuvwxyz';

type ModelEvent =
  | SessionEvent
  | { type: `xstate.done.actor.${typeof RESTORE}`; output: StoredSession }
  | { type: `xstate.done.actor.${typeof REVOKE}` }
  | { type: `xstate.done.actor.${typeof REVOKE_ALL}` }
  | { type: `xstate.error.actor.${typeof RESTORE}`; error: unknown }
  | { type: `xstate.error.actor.${typeof REVOKE}`; error: unknown }
  | { type: `xstate.error.actor.${typeof REVOKE_ALL}`; error: unknown };

const restored: StoredSession[] = [
  { token, userRecord: record(staff('admin')) },
  { token, userRecord: record(staff('moderator')) },
  { token, userRecord: record(staff('user')) },
  { token, userRecord: '{not json' },
  { token, userRecord: 'undefined' },
  { token: null, userRecord: null },
];
const events: ModelEvent[] = [
  ...restored.map((output) => ({ type: `xstate.done.actor.${RESTORE}` as const, output })),
  { type: `xstate.error.actor.${RESTORE}`, error: new Error('storage unavailable') },
  { type: 'session.signedIn', token: 'fresh-token-abcdefghijklmnopqrstuvwxyz', user: staff('admin') },
  { type: 'session.signedIn', token: 'fresh-token-abcdefghijklmnopqrstuvwxyz', user: staff('moderator') },
  { type: 'session.logoutRequested' },
  { type: 'session.logoutEverywhereRequested' },
  { type: 'session.expired' },
  { type: `xstate.done.actor.${REVOKE}` },
  { type: `xstate.error.actor.${REVOKE}`, error: new Error('offline') },
  { type: `xstate.done.actor.${REVOKE_ALL}` },
  { type: `xstate.error.actor.${REVOKE_ALL}`, error: new Error('offline') },
];

const noop = () => {};
const model = sessionMachine.provide({
  actions: { saveSession: noop, clearStoredSession: noop, forgetDeviceData: noop, logRejectedSession: noop },
});
const paths = transitionPaths(model, events);
window.scrollTo = () => {};

type World = {
  nav: { goHome: Mock<() => void>; goToLogin: Mock<() => void> };
  rejected: Mock<(reason: string) => void>;
  readonly revoked: (string | null)[];
  readonly revokedAll: (string | null)[];
  session?: SessionActor;
  lastEvent?: ModelEvent | { type: string };
  /** Staff signed out on purpose (or everywhere, and the server agreed): the door's list must be gone from the phone. */
  signedOutOnPurpose?: boolean;
};
type Check = (s: Snap, w: World, event: ModelEvent | { type: 'xstate.init' }) => Promise<void>;

const logoutButton = () => screen.queryByRole('button', { name: 'Logout' });
const adminLink = () => screen.queryByRole('link', { name: 'Admin' });
const everywhereButton = () => screen.queryByRole('button', { name: /^Sign(ing)? out everywhere/ });
const everywhereFailed = () => screen.queryByRole('alert');
const storedToken = () => localStorage.getItem(STORAGE_KEYS.token);
const storedUser = () => localStorage.getItem(STORAGE_KEYS.user);

const assertions = {
  restoring: async () => {
    expect(logoutButton()).toBeNull();
    expect(adminLink()).toBeNull();
    expect(everywhereButton()).toBeNull();
  },
  signedOut: async (s, w, event) => {
    await waitFor(() => expect(logoutButton()).toBeNull());
    expect(adminLink()).toBeNull();
    expect(everywhereButton()).toBeNull();
    expect(everywhereFailed()).toBeNull();
    expect(s.context).toEqual({ token: null, user: null, signOutEverywhereFailed: false });
    const output = (event as { output?: StoredSession }).output;
    if (output && interpretStoredSession(output).kind === 'none') {
      // Nothing usable was stored (a missing item or the literal "undefined"): it is ignored, not touched.
      expect(storedToken()).toBe(output.token);
      expect(storedUser()).toBe(output.userRecord);
    } else {
      // A rejected record, an expired or a revoked session: both items are gone.
      expect(storedToken()).toBeNull();
      expect(storedUser()).toBeNull();
    }
    if (event.type === 'session.expired') expect(w.nav.goToLogin).toHaveBeenCalledTimes(1);
    if (event.type.endsWith(REVOKE) || event.type === `xstate.done.actor.${REVOKE_ALL}`) expect(w.nav.goHome).toHaveBeenCalledTimes(1);
    else expect(w.nav.goHome).not.toHaveBeenCalled();
    if (output && interpretStoredSession(output).kind === 'rejected') expect(w.rejected).toHaveBeenCalledTimes(1);
    else expect(w.rejected).not.toHaveBeenCalled();
  },
  signedIn: async (s) => {
    const user = s.context.user!;
    expect(['admin', 'moderator']).toContain(user.role);
    expect(await screen.findByRole('button', { name: 'Logout' })).toBeInTheDocument();
    if (user.role === 'admin') expect(await screen.findByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    else await waitFor(() => expect(adminLink()).toBeNull());
    expect(storedToken()).toBe(s.context.token);
    expect(JSON.parse(storedUser()!)).toMatchObject({ id: user.id, role: user.role });
    expect(await screen.findByRole('button', { name: 'Sign out everywhere' })).toBeEnabled();
    // A failed "sign out everywhere" leaves the person signed in here, told that the other sessions may be open.
    if (s.context.signOutEverywhereFailed) expect(await screen.findByRole('alert')).toHaveTextContent('Could not sign out everywhere');
    else await waitFor(() => expect(everywhereFailed()).toBeNull());
  },
  signingOut: async (s, w) => {
    // Cleared locally at once, whether or not the server can be reached.
    expect(storedToken()).toBeNull();
    expect(storedUser()).toBeNull();
    await waitFor(() => expect(w.revoked).toEqual([s.context.token]));
  },
  signingOutEverywhere: async (s, w) => {
    // Signed in here until the server has ended every session: nothing is cleared yet, and the button waits.
    expect(storedToken()).toBe(s.context.token);
    expect(await screen.findByRole('button', { name: 'Signing out everywhere…' })).toBeDisabled();
    expect(everywhereFailed()).toBeNull();
    await waitFor(() => expect(w.revokedAll).toEqual([s.context.token]));
    expect(w.revoked).toEqual([]);
  },
} satisfies Record<keyof StateChecks<SessionMachine>, Check>;

// Every check first confirms the app's session actor is in the state the model reached, then reads the event that led there.
const checks = Object.fromEntries(
  Object.entries(assertions).map(([key, check]) => [
    key,
    async (s: Snap, w: World) => {
      expect(w.session!.getSnapshot().value).toEqual(s.value);
      // Kept through a session that expires (scans may wait to be sent), wiped by a sign-out.
      expect(localStorage.getItem(DOOR_EVENT_KEY)).toBe(w.signedOutOnPurpose ? null : 'event-at-the-door');
      await check(s, w, (w.lastEvent ?? { type: 'xstate.init' }) as ModelEvent);
    },
  ]),
) as StateChecks<SessionMachine, World>;

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(DOOR_EVENT_KEY, 'event-at-the-door');
});
afterEach(cleanup);

describe('session machine (model-based, tested on the site header and storage)', () => {
  it('walks to every state of the machine', () => {
    expect(visitedKeys(paths)).toEqual(Object.keys(assertions).sort());
  });

  for (const path of paths) {
    const user = path.state.context.user;
    it(describePath(path, user ? ` as ${user.role}` : ''), async () => {
      const read = pendingEffect<StoredSession, unknown>();
      const revoke = pendingEffect<void, { token: string | null }>();
      const revokeAll = pendingEffect<void, { token: string | null }>();
      const world: World = {
        nav: { goHome: vi.fn(), goToLogin: vi.fn() },
        rejected: vi.fn(),
        get revoked() {
          return revoke.calls.map((c) => c.token);
        },
        get revokedAll() {
          return revokeAll.calls.map((c) => c.token);
        },
      };
      const session = createSessionActor(
        world.nav,
        sessionLogic.provide({
          actors: { readStoredSession: read.logic, revokeToken: revoke.logic, revokeAllTokens: revokeAll.logic },
          actions: { logRejectedSession: (_, p) => world.rejected(p.reason) },
        }),
      );
      world.session = session;
      session.start();
      renderRoute(
        '/',
        () => (
          <>
            <SiteHeader />
            <SignOutEverywhere />
          </>
        ),
        (app) => <AuthProvider session={session}>{app}</AuthProvider>,
      );
      await screen.findAllByRole('link', { name: 'Join Us' });
      const u = userEvent.setup();
      await path.test(
        testParams<SessionMachine, ModelEvent, World>(
          checks,
          {
            [`xstate.done.actor.${RESTORE}`]: ({ output }) => {
              if (output.token) localStorage.setItem(STORAGE_KEYS.token, output.token);
              if (output.userRecord) localStorage.setItem(STORAGE_KEYS.user, output.userRecord);
              return read.resolve(output);
            },
            [`xstate.error.actor.${RESTORE}`]: (event) => read.reject(event.error),
            'session.logoutRequested': () => {
              world.signedOutOnPurpose = true;
              return u.click(screen.getByRole('button', { name: 'Logout' }));
            },
            'session.logoutEverywhereRequested': () => u.click(screen.getByRole('button', { name: 'Sign out everywhere' })),
            [`xstate.done.actor.${REVOKE_ALL}`]: () => {
              world.signedOutOnPurpose = true;
              return revokeAll.resolve();
            },
            [`xstate.error.actor.${REVOKE_ALL}`]: (event) => revokeAll.reject(event.error),
            [`xstate.done.actor.${REVOKE}`]: () => revoke.resolve(),
            [`xstate.error.actor.${REVOKE}`]: (event) => revoke.reject(event.error),
            'session.signedIn': (event) => act(() => session.send(event)),
            'session.expired': (event) => act(() => session.send(event)),
          },
          world,
        ),
      );
      session.stop();
    });
  }
});
