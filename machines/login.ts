// The staff sign-in form: editing → submitting → success, or back to editing with the reason.
import { assign, emit, fromPromise, setup } from 'xstate';
import { type LoginInput, type LoginResult, LoginSchema, type SessionUser } from '../contract/auth';
import { messages } from '../contract/messages';
import { isStaffRole } from '../contract/roles';
import { type FieldErrors, failureMessage, isValid, notProvided, type StateKey, schemaErrors } from './form';

export type LoginValues = { email: string; password: string };

/** The context of the staff account forms (sign in, create account), which send all their values at once. */
export type AccountFormContext<V> = {
  values: V;
  errors: FieldErrors;
  /** The form-level message shown in editing.failed. */
  failure: string | null;
};
export type LoginContext = AccountFormContext<LoginValues>;
export type LoginEvent = { type: 'form.submitted'; values: LoginValues };

/** Emitted when a staff member has signed in: the view hands the session to the session actor and goes to /admin. */
export type SignedIn = { type: 'signedIn'; token: string; user: SessionUser };

/** The staff account forms' shared parts: the submitted values checked by the form's schema, and who may sign in. */
export const accountForm = {
  submitted: <V>(schema: Parameters<typeof schemaErrors>[0], values: V) => ({
    values,
    errors: schemaErrors(schema, values),
    failure: null,
  }),
  isStaffUser: (_: unknown, p: { user: SessionUser | undefined }) => isStaffRole(p.user?.role),
  signIn: (values: { email: string; password: string }): LoginInput => ({ email: values.email.trim(), password: values.password }),
  editingStates: () => ({ idle: {}, invalid: {}, failed: {} }),
};

export const loginMachine = setup({
  types: { context: {} as LoginContext, events: {} as LoginEvent, emitted: {} as SignedIn },
  actors: {
    login: fromPromise<LoginResult, LoginInput>(async () => notProvided('login', 'login')()),
  },
  guards: {
    isValid: (_, p: { values: LoginValues }) => isValid(LoginSchema, p.values),
    isStaffUser: accountForm.isStaffUser,
  },
}).createMachine({
  id: 'login',
  context: { values: { email: '', password: '' }, errors: {}, failure: null },
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      states: accountForm.editingStates(),
      on: {
        'form.submitted': [
          {
            guard: { type: 'isValid', params: ({ event }) => ({ values: event.values }) },
            target: 'submitting',
            actions: assign(({ event }) => accountForm.submitted(LoginSchema, event.values)),
          },
          { target: '.invalid', actions: assign(({ event }) => accountForm.submitted(LoginSchema, event.values)) },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => accountForm.signIn(context.values),
        onDone: [
          {
            guard: { type: 'isStaffUser', params: ({ event }) => ({ user: event.output?.user }) },
            target: 'success',
            actions: emit(({ event }) => ({ type: 'signedIn' as const, token: event.output.token, user: event.output.user })),
          },
          { target: 'editing.failed', actions: assign({ failure: messages.auth.accessDenied }) },
        ],
        onError: {
          target: 'editing.failed',
          actions: assign(({ event }) => ({ failure: failureMessage(event.error, messages.auth.loginFailed) })),
        },
      },
    },
    success: { type: 'final' },
  },
});

export type LoginMachine = typeof loginMachine;
export type LoginStateKey = StateKey<LoginMachine>;
