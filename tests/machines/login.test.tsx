// Model-based test of the login machine, every shortest path replayed against the rendered LoginForm.
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import { fromPromise, type SnapshotFrom, type StateValue, type StateValueFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { LoginInput, LoginResult, SessionUser } from '../../contract/auth';
import { messages } from '../../contract/messages';
import { type LoginEvent, loginMachine } from '../../machines/login';
import { LoginForm } from '../../src/auth/LoginForm';

// Leaf state keys ('editing.failed', 'submitting'), so the assertion map below must name every one of them.
type Flatten<T> = T extends string ? T : { [K in keyof T & string]: `${K}.${Flatten<NonNullable<T[K]>>}` }[keyof T & string];
type Parents<T> = [Extract<T, object>] extends [never] ? never : keyof Extract<T, object> & string;
type Leaves<T> = Exclude<Flatten<T>, Parents<T>>;
type LoginStateKey = Leaves<StateValueFrom<typeof loginMachine>>;
const keyOf = (value: StateValue): string =>
  typeof value === 'string' ? value : Object.entries(value).map(([k, v]) => `${k}.${keyOf(v as StateValue)}`)[0]!;

const valid = { email: 'hana@example.org', password: 'cassava-roots-2026' };
const empty = { email: '', password: '' };
const result = (role: 'admin' | 'moderator' | 'user'): LoginResult => ({
  token: `token-${role}-abcdefghijklmnopqrstuvwxyz`,
  user: { id: 'u1', name: 'Hana Girma', email: valid.email, role, status: 'active' },
  expiresAt: '2026-12-01T00:00:00.000Z',
});

type ModelEvent =
  | LoginEvent
  | { type: 'xstate.done.actor.login'; output: LoginResult }
  | { type: 'xstate.error.actor.login'; error: { message?: string } };

type Snap = SnapshotFrom<typeof loginMachine>;

const events: ModelEvent[] = [
  { type: 'form.submitted', values: valid },
  { type: 'form.submitted', values: empty },
  { type: 'xstate.done.actor.login', output: result('admin') },
  { type: 'xstate.done.actor.login', output: result('moderator') },
  { type: 'xstate.done.actor.login', output: result('user') },
  { type: 'xstate.error.actor.login', error: { message: messages.auth.invalidCredentials } },
  { type: 'xstate.error.actor.login', error: {} },
];

// Effects that are the view's business are no-ops for the walk (the default ones throw "not provided").
const model = loginMachine.provide({ actions: { signedIn: () => {} } });
// The event that led to a state is part of the node, so the shortest paths cover every transition, not only every state.
const paths = getShortestPaths(model, {
  serializeState: (state, event) => JSON.stringify([state.value, state.context, event ?? null]),
  // Only events the state takes: an actor's done/error event exists only while that actor runs (elsewhere xstate treats it as fatal).
  events: ((state: Snap) => events.filter((e) => state.can(e as never))) as never,
});
window.scrollTo = () => {};

type World = {
  user: ReturnType<typeof userEvent.setup>;
  calls: LoginInput[];
  signedIn: Mock<(token: string, user: SessionUser) => void>;
};

const submitButton = () => screen.getByRole('button', { name: /^(Sign in|Signing in\.\.\.)$/ });
const inputs = () => [screen.getByLabelText(/Email address/), screen.getByLabelText(/^Password/)];

const assertions = {
  'editing.idle': async () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Sign in');
    for (const input of inputs()) expect(input).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Create an admin account' })).toHaveAttribute('href', '/register');
  },
  'editing.invalid': async (s: Snap) => {
    expect(Object.keys(s.context.errors).length).toBeGreaterThan(0);
    for (const message of Object.values(s.context.errors)) expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByLabelText(/Email address/)).toHaveAttribute('aria-invalid', 'true');
    for (const input of inputs()) expect(input).toBeEnabled();
  },
  'editing.failed': async (s: Snap, w: World) => {
    const expected = s.context.failure!;
    expect([messages.auth.accessDenied, messages.auth.invalidCredentials, messages.auth.loginFailed]).toContain(expected);
    expect(await screen.findByText(expected)).toHaveAttribute('role', 'alert');
    expect(submitButton()).toHaveTextContent('Sign in');
    for (const input of inputs()) expect(input).toBeEnabled();
    expect(w.signedIn).not.toHaveBeenCalled();
  },
  submitting: async (_s: Snap, w: World) => {
    await waitFor(() => expect(submitButton()).toHaveTextContent('Signing in...'));
    for (const input of inputs()) expect(input).toBeDisabled();
    expect(w.calls.at(-1)).toEqual(valid);
    expect(screen.queryByRole('alert')).toBeNull();
  },
  success: async (s: Snap, w: World) => {
    await waitFor(() => expect(w.signedIn).toHaveBeenCalledTimes(1));
    const last = w.calls.length;
    expect(last).toBeGreaterThan(0);
    expect(['admin', 'moderator']).toContain(w.signedIn.mock.calls[0]![1].role);
    expect(w.signedIn.mock.calls[0]![0]).toMatch(/^token-/);
    expect(s.status).toBe('done');
    for (const input of inputs()) expect(input).toBeDisabled();
  },
} satisfies Record<LoginStateKey, (s: Snap, w: World) => Promise<void>>;

afterEach(cleanup);

describe('login machine (model-based, replayed on the view)', () => {
  it('walks to every state of the machine', () => {
    const visited = new Set(paths.flatMap((p) => p.steps.map((step) => keyOf(step.state.value))));
    expect([...visited].sort()).toEqual(Object.keys(assertions).sort());
  });

  for (const path of paths) {
    it(`reaches ${keyOf(path.state.value)} ${JSON.stringify(path.state.context.failure ?? '')} via ${path.steps.map((s) => s.event.type).join(' → ')}`, async () => {
      const pending: { resolve(v: LoginResult): void; reject(e: unknown): void }[] = [];
      const world: World = { user: userEvent.setup(), calls: [], signedIn: vi.fn() };
      const logic = loginMachine.provide({
        actors: {
          login: fromPromise<LoginResult, LoginInput>(
            ({ input }) =>
              new Promise((resolve, reject) => {
                world.calls.push(input);
                pending.push({ resolve, reject });
              }),
          ),
        },
      });
      const rootRoute = createRootRoute({ component: () => <LoginForm logic={logic} onSignedIn={world.signedIn} /> });
      const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/login'] }) });
      render(<RouterProvider router={router as never} />);
      await screen.findByRole('heading', { name: 'Admin Login' });

      for (const step of path.steps) {
        const event = step.event as ModelEvent | { type: 'xstate.init' };
        if (event.type === 'form.submitted') {
          const [email, password] = inputs();
          await world.user.clear(email!);
          if (event.values.email) await world.user.type(email!, event.values.email);
          await world.user.clear(password!);
          if (event.values.password) await world.user.type(password!, event.values.password);
          await world.user.click(submitButton());
        } else if (event.type === 'xstate.done.actor.login') {
          await act(async () => pending.shift()!.resolve(event.output));
        } else if (event.type === 'xstate.error.actor.login') {
          await act(async () => pending.shift()!.reject(event.error));
        }
        const key = keyOf(step.state.value) as LoginStateKey;
        await assertions[key](step.state, world);
      }
    });
  }
});
