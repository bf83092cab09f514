// Model-based test of the app-wide session machine, every shortest path replayed against the site header
// (Admin link, Logout), the admin area's "Sign out everywhere" and local storage, with the real storage actions and fake
// server effects.
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom, type StateValue, type StateValueFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { SessionUser } from '../../contract/auth';
import { STORAGE_KEYS } from '../../contract/limits';
import { interpretStoredSession, type SessionEvent, type StoredSession, sessionMachine } from '../../machines/session';
import { SignOutEverywhere } from '../../src/admin/SignOutEverywhere';
import { sessionStorageImpl } from '../../src/api/auth';
import { AuthProvider } from '../../src/auth/AuthProvider';
import { SiteHeader } from '../../src/components/SiteHeader';

// Leaf state keys ('editing.failed', 'submitting'), so the assertion map below must name every one of them.
type Flatten<T> = T extends string ? T : { [K in keyof T & string]: `${K}.${Flatten<NonNullable<T[K]>>}` }[keyof T & string];
type Parents<T> = [Extract<T, object>] extends [never] ? never : keyof Extract<T, object> & string;
type Leaves<T> = Exclude<Flatten<T>, Parents<T>>;
type SessionStateKey = Leaves<StateValueFrom<typeof sessionMachine>>;
type Snap = SnapshotFrom<typeof sessionMachine>;
const keyOf = (value: StateValue): string =>
  typeof value === 'string' ? value : Object.entries(value).map(([k, v]) => `${k}.${keyOf(v as StateValue)}`)[0]!;

// xstate names an invocation without an id after its state node.
const RESTORE = sessionMachine.root.states.restoring!.invoke[0]!.id;
const REVOKE = sessionMachine.root.states.signingOut!.invoke[0]!.id;
const REVOKE_ALL = sessionMachine.root.states.signingOutEverywhere!.invoke[0]!.id;

const staff = (role: SessionUser['role']): SessionUser => ({ id: `id-${role}`, name: `Test ${role}`, email: `${role}@example.org`, role });
const record = (user: unknown) => JSON.stringify(user);
const token = 'stored-token-abcdefghijklmnopqrstuvwxyz';

type ModelEvent =
  | SessionEvent
  | { type: `xstate.done.actor.${string}`; output?: StoredSession }
  | { type: `xstate.error.actor.${string}`; error: unknown };

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
  actions: { saveSession: noop, clearStoredSession: noop, logRejectedSession: noop, goHome: noop, goToLogin: noop },
});
// The event that led to a state is part of the node, so the shortest paths cover every transition, not only every state.
const paths = getShortestPaths(model, {
  serializeState: (state, event) => JSON.stringify([state.value, state.context, event ?? null]),
  // Only events the state takes: an actor's done/error event exists only while that actor runs (elsewhere xstate treats it as fatal).
  events: ((state: Snap) => events.filter((e) => state.can(e as never))) as never,
});
window.scrollTo = () => {};

type World = {
  nav: { goHome: Mock<() => void>; goToLogin: Mock<() => void> };
  rejected: Mock<(reason: string) => void>;
  revoked: (string | null)[];
  revokedAll: (string | null)[];
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
} satisfies Record<SessionStateKey, Check>;

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('session machine (model-based, replayed on the site header and storage)', () => {
  it('walks to every state of the machine', () => {
    const visited = new Set(paths.flatMap((p) => p.steps.map((step) => keyOf(step.state.value))));
    expect([...visited].sort()).toEqual(Object.keys(assertions).sort());
  });

  for (const path of paths) {
    const user = path.state.context.user;
    it(`reaches ${keyOf(path.state.value)}${user ? ` as ${user.role}` : ''} via ${path.steps.map((s) => s.event.type).join(' → ')}`, async () => {
      const world: World = { nav: { goHome: vi.fn(), goToLogin: vi.fn() }, rejected: vi.fn(), revoked: [], revokedAll: [] };
      const pendingRead: { resolve(v: StoredSession): void; reject(e: unknown): void }[] = [];
      const pendingRevoke: { resolve(): void; reject(e: unknown): void }[] = [];
      const pendingRevokeAll: { resolve(): void; reject(e: unknown): void }[] = [];
      const session = createActor(
        sessionMachine.provide({
          actors: {
            readStoredSession: fromPromise(() => new Promise<StoredSession>((resolve, reject) => pendingRead.push({ resolve, reject }))),
            revokeToken: fromPromise<void, { token: string | null }>(
              ({ input }) =>
                new Promise<void>((resolve, reject) => {
                  world.revoked.push(input.token);
                  pendingRevoke.push({ resolve, reject });
                }),
            ),
            revokeAllTokens: fromPromise<void, { token: string | null }>(
              ({ input }) =>
                new Promise<void>((resolve, reject) => {
                  world.revokedAll.push(input.token);
                  pendingRevokeAll.push({ resolve, reject });
                }),
            ),
          },
          actions: {
            saveSession: (_, p) => sessionStorageImpl.save(p.token, p.user),
            clearStoredSession: () => sessionStorageImpl.clear(),
            logRejectedSession: (_, p) => world.rejected(p.reason),
            goHome: () => world.nav.goHome(),
            goToLogin: () => world.nav.goToLogin(),
          },
        }),
      );
      session.start();
      const rootRoute = createRootRoute({
        component: () => (
          <>
            <SiteHeader />
            <SignOutEverywhere />
          </>
        ),
      });
      const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
      render(
        <AuthProvider session={session}>
          <RouterProvider router={router as never} />
        </AuthProvider>,
      );
      await screen.findAllByRole('link', { name: 'Join Us' });
      const u = userEvent.setup();

      for (const step of path.steps) {
        const event = step.event as ModelEvent | { type: 'xstate.init' };
        if (event.type === `xstate.done.actor.${RESTORE}`) {
          const output = (event as { output: StoredSession }).output;
          if (output.token) localStorage.setItem(STORAGE_KEYS.token, output.token);
          if (output.userRecord) localStorage.setItem(STORAGE_KEYS.user, output.userRecord);
          await act(async () => pendingRead.shift()!.resolve(output));
        } else if (event.type === `xstate.error.actor.${RESTORE}`) {
          await act(async () => pendingRead.shift()!.reject((event as { error: unknown }).error));
        } else if (event.type === 'session.logoutRequested') {
          await u.click(screen.getByRole('button', { name: 'Logout' }));
        } else if (event.type === 'session.logoutEverywhereRequested') {
          await u.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
        } else if (event.type === `xstate.done.actor.${REVOKE_ALL}`) {
          await act(async () => pendingRevokeAll.shift()!.resolve());
        } else if (event.type === `xstate.error.actor.${REVOKE_ALL}`) {
          await act(async () => pendingRevokeAll.shift()!.reject((event as { error: unknown }).error));
        } else if (event.type === `xstate.done.actor.${REVOKE}`) {
          await act(async () => pendingRevoke.shift()!.resolve());
        } else if (event.type === `xstate.error.actor.${REVOKE}`) {
          await act(async () => pendingRevoke.shift()!.reject((event as { error: unknown }).error));
        } else if (event.type === 'session.signedIn' || event.type === 'session.expired') {
          act(() => session.send(event as SessionEvent));
        }
        expect(session.getSnapshot().value).toEqual(step.state.value);
        await assertions[keyOf(step.state.value) as SessionStateKey](step.state, world, event);
      }
      session.stop();
    });
  }
});
