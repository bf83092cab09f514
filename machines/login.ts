// The staff sign-in form (SPEC §4, §5): editing → submitting → success, or back to editing with the reason.
import * as v from 'valibot';
import { assign, fromPromise, setup } from 'xstate';
import { type LoginInput, type LoginResult, LoginSchema, type SessionUser } from '../contract/auth';
import { messages } from '../contract/messages';
import { isStaffRole } from '../contract/roles';
import { fieldErrors } from '../contract/validators';

export type LoginValues = { email: string; password: string };
export type LoginContext = {
  values: LoginValues;
  fieldErrors: Record<string, string>;
  /** The form-level message shown in editing.failed. */
  error: string | null;
};
export type LoginEvent = { type: 'form.submitted'; values: LoginValues };

/** The person-facing text of a failed call: its message when it has one, else the given fallback. */
export const failureMessage = (error: unknown, fallback: string): string => {
  const message = (error as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
};

const notProvided = (name: string) => () => {
  throw new Error(`${name} was not provided to the login machine`);
};

export const loginMachine = setup({
  types: { context: {} as LoginContext, events: {} as LoginEvent },
  actors: {
    login: fromPromise<LoginResult, LoginInput>(async () => notProvided('login')()),
  },
  actions: {
    /** Provided by src: hands the session to the session actor and goes to /admin. */
    signedIn: (_, _params: { token: string; user: SessionUser }) => notProvided('signedIn')(),
  },
  guards: {
    isValid: (_, p: { values: LoginValues }) => v.safeParse(LoginSchema, p.values).success,
    isStaffUser: (_, p: { user: SessionUser | undefined }) => isStaffRole(p.user?.role),
  },
}).createMachine({
  id: 'login',
  context: { values: { email: '', password: '' }, fieldErrors: {}, error: null },
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      states: {
        idle: {},
        invalid: {},
        failed: {},
      },
      on: {
        'form.submitted': [
          {
            guard: { type: 'isValid', params: ({ event }) => ({ values: event.values }) },
            target: 'submitting',
            actions: assign(({ event }) => ({ values: event.values, fieldErrors: {}, error: null })),
          },
          {
            target: '.invalid',
            actions: assign(({ event }) => {
              const result = v.safeParse(LoginSchema, event.values);
              return { values: event.values, fieldErrors: result.success ? {} : fieldErrors(result.issues), error: null };
            }),
          },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ email: context.values.email.trim(), password: context.values.password }),
        onDone: [
          {
            guard: { type: 'isStaffUser', params: ({ event }) => ({ user: event.output?.user }) },
            target: 'success',
            actions: { type: 'signedIn', params: ({ event }) => ({ token: event.output.token, user: event.output.user }) },
          },
          { target: 'editing.failed', actions: assign({ error: messages.auth.accessDenied }) },
        ],
        onError: {
          target: 'editing.failed',
          actions: assign(({ event }) => ({ error: failureMessage(event.error, messages.auth.loginFailed) })),
        },
      },
    },
    success: { type: 'final' },
  },
});

export type LoginMachine = typeof loginMachine;
