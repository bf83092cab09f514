// Model-based test of the login machine: every shortest path of its xstate/graph test model, tested against the rendered LoginForm.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { LoginInput, LoginResult, SessionUser } from '../../contract/auth';
import { messages } from '../../contract/messages';
import { type LoginEvent, type LoginMachine, loginMachine } from '../../machines/login';
import { LoginForm } from '../../src/auth/LoginForm';
import { describePath, pendingEffect, renderRoute, type StateChecks, testParams, transitionPaths, visitedKeys } from './model';

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

type Snap = SnapshotFrom<LoginMachine>;

const events: ModelEvent[] = [
  { type: 'form.submitted', values: valid },
  { type: 'form.submitted', values: empty },
  { type: 'xstate.done.actor.login', output: result('admin') },
  { type: 'xstate.done.actor.login', output: result('moderator') },
  { type: 'xstate.done.actor.login', output: result('user') },
  { type: 'xstate.error.actor.login', error: { message: messages.auth.invalidCredentials } },
  { type: 'xstate.error.actor.login', error: {} },
];

const paths = transitionPaths(loginMachine, events);
window.scrollTo = () => {};

type World = {
  user: ReturnType<typeof userEvent.setup>;
  calls: LoginInput[];
  signedIn: Mock<(token: string, user: SessionUser) => void>;
  lastEvent?: { type: string };
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
} satisfies StateChecks<LoginMachine, World>;

afterEach(cleanup);

describe('login machine (model-based, tested on the view)', () => {
  it('walks to every state of the machine', () => {
    expect(visitedKeys(paths)).toEqual(Object.keys(assertions).sort());
  });

  for (const path of paths) {
    it(describePath(path, ` ${JSON.stringify(path.state.context.failure ?? '')}`), async () => {
      const login = pendingEffect<LoginResult, LoginInput>();
      const world: World = { user: userEvent.setup(), calls: login.calls, signedIn: vi.fn() };
      renderRoute('/login', () => (
        <LoginForm logic={loginMachine.provide({ actors: { login: login.logic } })} onSignedIn={world.signedIn} />
      ));
      await screen.findByRole('heading', { name: 'Admin Login' });
      await path.test(
        testParams<LoginMachine, ModelEvent, World>(
          assertions,
          {
            'form.submitted': async (event) => {
              const [email, password] = inputs();
              await world.user.clear(email!);
              if (event.values.email) await world.user.type(email!, event.values.email);
              await world.user.clear(password!);
              if (event.values.password) await world.user.type(password!, event.values.password);
              await world.user.click(submitButton());
            },
            'xstate.done.actor.login': (event) => login.resolve(event.output),
            'xstate.error.actor.login': (event) => login.reject(event.error),
          },
          world,
        ),
      );
    });
  }
});
