// Model-based test of the register machine: every shortest path of its xstate/graph test model, tested against the
// rendered RegisterForm.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { LoginInput, LoginResult, RegisterRequest, SessionUser } from '../../contract/auth';
import { messages } from '../../contract/messages';
import {
  emptyRegisterValues,
  type RegisterEvent,
  type RegisterMachine,
  type RegisterValues,
  registerMachine,
} from '../../machines/register';
import { RegisterForm } from '../../src/auth/RegisterForm';
import { describePath, pendingEffect, renderRoute, type StateChecks, testParams, transitionPaths, visitedKeys } from './model';

type Snap = SnapshotFrom<RegisterMachine>;

const valid: RegisterValues = {
  firstName: 'Hana',
  lastName: 'Girma',
  email: 'hana@example.org',
  password: 'cassava-roots-2026',
  confirmPassword: 'cassava-roots-2026',
  phone: '+251 911 234567',
  company: 'Sidama Roots',
  position: '',
};
const empty = emptyRegisterValues;
const mismatch: RegisterValues = { ...valid, confirmPassword: 'something-else-1' };
const user = (role: SessionUser['role']): SessionUser => ({ id: 'u1', name: 'Hana Girma', email: valid.email, role, status: 'active' });
const loginResult = (role: SessionUser['role']): LoginResult => ({
  token: `token-${role}-abcdefghijklmnop`,
  user: user(role),
  expiresAt: '',
});

type ModelEvent =
  | RegisterEvent
  | { type: 'xstate.done.actor.register'; output: { user: SessionUser } }
  | { type: 'xstate.error.actor.register'; error: { message?: string } }
  | { type: 'xstate.done.actor.login'; output: LoginResult }
  | { type: 'xstate.error.actor.login'; error: { message?: string } };

const events: ModelEvent[] = [
  { type: 'form.submitted', values: valid },
  { type: 'form.submitted', values: empty },
  { type: 'form.submitted', values: mismatch },
  { type: 'xstate.done.actor.register', output: { user: user('admin') } },
  { type: 'xstate.done.actor.register', output: { user: { ...user('user'), status: 'inactive' } } },
  { type: 'xstate.error.actor.register', error: { message: messages.auth.emailTaken } },
  { type: 'xstate.error.actor.register', error: {} },
  { type: 'xstate.done.actor.login', output: loginResult('admin') },
  { type: 'xstate.done.actor.login', output: loginResult('user') },
  { type: 'xstate.error.actor.login', error: { message: messages.auth.accountInactive } },
  { type: 'xstate.error.actor.login', error: {} },
];

const paths = transitionPaths(registerMachine, events);
window.scrollTo = () => {};

type World = {
  user: ReturnType<typeof userEvent.setup>;
  registerCalls: RegisterRequest[];
  loginCalls: LoginInput[];
  signedIn: Mock<(token: string, user: SessionUser) => void>;
  lastEvent?: { type: string };
};

const FIELDS: [keyof RegisterValues, RegExp][] = [
  ['firstName', /^First name/],
  ['lastName', /^Last name/],
  ['email', /^Email address/],
  ['password', /^Password/],
  ['confirmPassword', /^Confirm password/],
  ['phone', /^Phone/],
  ['company', /^Company/],
  ['position', /^Position/],
];
const submitButton = () => screen.getByRole('button', { name: /^(Create account|Creating account\.\.\.|Signing in\.\.\.)$/ });
const inputs = () => FIELDS.map(([, label]) => screen.getByLabelText(label));

const assertions = {
  'editing.idle': async () => {
    expect(screen.getByRole('heading', { level: 1, name: 'Create Admin Account' })).toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Create account');
    for (const input of inputs()) expect(input).toBeEnabled();
    for (const [name, label] of FIELDS.slice(0, 5)) expect(screen.getByLabelText(label), name).toBeRequired();
    for (const [name, label] of FIELDS.slice(5)) expect(screen.getByLabelText(label), name).not.toBeRequired();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  },
  'editing.invalid': async (s: Snap) => {
    const errors = s.context.errors;
    expect(Object.keys(errors).length).toBeGreaterThan(0);
    if (s.context.values.password && s.context.values.password !== s.context.values.confirmPassword)
      expect(errors.confirmPassword).toBe(messages.auth.passwordsDoNotMatch);
    for (const message of Object.values(errors)) expect((await screen.findAllByText(message)).length).toBeGreaterThan(0);
    for (const input of inputs()) expect(input).toBeEnabled();
  },
  'editing.failed': async (s: Snap, w: World) => {
    const expected = s.context.failure!;
    expect([
      messages.auth.registerNotStaff,
      messages.auth.emailTaken,
      messages.auth.registerFailed,
      messages.auth.accountInactive,
      messages.auth.loginFailed,
    ]).toContain(expected);
    expect(await screen.findByText(expected)).toHaveAttribute('role', 'alert');
    expect(submitButton()).toHaveTextContent('Create account');
    for (const input of inputs()) expect(input).toBeEnabled();
    expect(w.signedIn).not.toHaveBeenCalled();
  },
  submitting: async (_s: Snap, w: World) => {
    await waitFor(() => expect(submitButton()).toHaveTextContent('Creating account...'));
    for (const input of inputs()) expect(input).toBeDisabled();
    const sent = w.registerCalls.at(-1)!;
    expect(sent).not.toHaveProperty('confirmPassword');
    const { confirmPassword: _c, ...request } = valid;
    expect(sent).toEqual(request);
  },
  signingIn: async (_s: Snap, w: World) => {
    await waitFor(() => expect(submitButton()).toHaveTextContent('Signing in...'));
    for (const input of inputs()) expect(input).toBeDisabled();
    expect(w.loginCalls.at(-1)).toEqual({ email: valid.email, password: valid.password });
  },
  success: async (s: Snap, w: World) => {
    await waitFor(() => expect(w.signedIn).toHaveBeenCalledTimes(1));
    expect(w.signedIn.mock.calls[0]![0]).toMatch(/^token-/);
    expect(w.signedIn.mock.calls[0]![1].role).toBe('admin');
    expect(s.status).toBe('done');
    for (const input of inputs()) expect(input).toBeDisabled();
  },
} satisfies StateChecks<RegisterMachine, World>;

afterEach(cleanup);

describe('register machine (model-based, tested on the view)', () => {
  it('walks to every state of the machine', () => {
    expect(visitedKeys(paths)).toEqual(Object.keys(assertions).sort());
  });

  for (const path of paths) {
    it(describePath(path, ` ${JSON.stringify(path.state.context.failure ?? '')}`), async () => {
      const register = pendingEffect<{ user: SessionUser }, RegisterRequest>();
      const login = pendingEffect<LoginResult, LoginInput>();
      const world: World = { user: userEvent.setup(), registerCalls: register.calls, loginCalls: login.calls, signedIn: vi.fn() };
      const logic = registerMachine.provide({ actors: { register: register.logic, login: login.logic } });
      renderRoute('/register', () => <RegisterForm logic={logic} onSignedIn={world.signedIn} />);
      await screen.findByRole('heading', { name: 'Create Admin Account' });
      await path.test(
        testParams<RegisterMachine, ModelEvent, World>(
          assertions,
          {
            'form.submitted': async (event) => {
              for (const [name, label] of FIELDS) {
                const input = screen.getByLabelText(label);
                await world.user.clear(input);
                if (event.values[name]) await world.user.type(input, event.values[name]);
              }
              await world.user.click(submitButton());
            },
            'xstate.done.actor.register': (event) => register.resolve(event.output),
            'xstate.error.actor.register': (event) => register.reject(event.error),
            'xstate.done.actor.login': (event) => login.resolve(event.output),
            'xstate.error.actor.login': (event) => login.reject(event.error),
          },
          world,
        ),
      );
    });
  }
});

describe('register machine with an invitation', () => {
  const invitation = { token: 'invite-token-abc', email: 'selam@example.org' };

  it('starts with the invited email and sends the token with the request; without one, no token is sent', async () => {
    const { createActor } = await import('xstate');
    for (const withInvitation of [true, false]) {
      const register = pendingEffect<{ user: SessionUser }, RegisterRequest>();
      const login = pendingEffect<LoginResult, LoginInput>();
      const actor = createActor(registerMachine.provide({ actors: { register: register.logic, login: login.logic } }), {
        input: withInvitation ? { invitation } : undefined,
      });
      actor.start();
      expect(actor.getSnapshot().context.values.email).toBe(withInvitation ? invitation.email : '');
      actor.send({ type: 'form.submitted', values: { ...valid, email: invitation.email } });
      expect(actor.getSnapshot().value).toBe('submitting');
      await waitFor(() => expect(register.calls).toHaveLength(1));
      const { confirmPassword: _c, ...request } = { ...valid, email: invitation.email };
      expect(register.calls[0]).toEqual(withInvitation ? { ...request, invitation: invitation.token } : request);
      // The invited account is staff at once: it signs in.
      await register.resolve({ user: { ...user('moderator'), email: invitation.email } });
      await waitFor(() => expect(actor.getSnapshot().value).toBe('signingIn'));
      actor.stop();
    }
  });

  it('shows the invited email fixed on the form and the role in the intro', async () => {
    const register = pendingEffect<{ user: SessionUser }, RegisterRequest>();
    const login = pendingEffect<LoginResult, LoginInput>();
    const logic = registerMachine.provide({ actors: { register: register.logic, login: login.logic } });
    const signedIn = vi.fn();
    renderRoute('/register', () => <RegisterForm logic={logic} onSignedIn={signedIn} invitation={{ ...invitation, role: 'moderator' }} />);
    await screen.findByRole('heading', { name: 'Create Admin Account' });
    const email = screen.getByLabelText(/^Email address/);
    expect(email).toHaveValue(invitation.email);
    expect(email).toHaveAttribute('readonly');
    expect(screen.getByText(/You are invited to the staff as Moderator/)).toBeInTheDocument();
    const u = userEvent.setup();
    await u.type(screen.getByLabelText(/^First name/), 'Selam');
    await u.type(screen.getByLabelText(/^Last name/), 'Tadesse');
    await u.type(screen.getByLabelText(/^Password/), 'cassava-roots-2026');
    await u.type(screen.getByLabelText(/^Confirm password/), 'cassava-roots-2026');
    await u.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(register.calls).toHaveLength(1));
    expect(register.calls[0]).toMatchObject({ email: invitation.email, invitation: invitation.token });
  });
});
