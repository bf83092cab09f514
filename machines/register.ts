// Creating a staff account (SPEC §5): editing → submitting → (staff) signingIn → success, or back to editing with the reason.
import * as v from 'valibot';
import { assign, fromPromise, setup } from 'xstate';
import {
  type LoginInput,
  type LoginResult,
  type RegisterForm,
  RegisterFormSchema,
  type RegisterRequest,
  type SessionUser,
} from '../contract/auth';
import { messages } from '../contract/messages';
import { isStaffRole } from '../contract/roles';
import { fieldErrors } from '../contract/validators';
import { failureMessage } from './login';

export type RegisterValues = Required<RegisterForm>;
export type RegisterContext = {
  values: RegisterValues;
  fieldErrors: Record<string, string>;
  error: string | null;
};
export type RegisterEvent = { type: 'form.submitted'; values: RegisterValues };

export const emptyRegisterValues: RegisterValues = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  phone: '',
  company: '',
  position: '',
};

/** What goes to the server: the checked form without confirmPassword (SPEC §5). */
export function toRegisterRequest(values: RegisterValues): RegisterRequest {
  const parsed = v.parse(RegisterFormSchema, values);
  const { confirmPassword: _never, ...request } = parsed;
  return request;
}

const notProvided = (name: string) => () => {
  throw new Error(`${name} was not provided to the register machine`);
};

export const registerMachine = setup({
  types: { context: {} as RegisterContext, events: {} as RegisterEvent },
  actors: {
    register: fromPromise<{ user: SessionUser }, RegisterRequest>(async () => notProvided('register')()),
    login: fromPromise<LoginResult, LoginInput>(async () => notProvided('login')()),
  },
  actions: {
    /** Provided by src: hands the session to the session actor and goes to /admin. */
    signedIn: (_, _params: { token: string; user: SessionUser }) => notProvided('signedIn')(),
  },
  guards: {
    isValid: (_, p: { values: RegisterValues }) => v.safeParse(RegisterFormSchema, p.values).success,
    isStaffUser: (_, p: { user: SessionUser | undefined }) => isStaffRole(p.user?.role),
  },
}).createMachine({
  id: 'register',
  context: { values: emptyRegisterValues, fieldErrors: {}, error: null },
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
              const result = v.safeParse(RegisterFormSchema, event.values);
              return { values: event.values, fieldErrors: result.success ? {} : fieldErrors(result.issues), error: null };
            }),
          },
        ],
      },
    },
    submitting: {
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => toRegisterRequest(context.values),
        onDone: [
          {
            guard: { type: 'isStaffUser', params: ({ event }) => ({ user: event.output?.user }) },
            target: 'signingIn',
          },
          { target: 'editing.failed', actions: assign({ error: messages.auth.registerNotStaff }) },
        ],
        onError: {
          target: 'editing.failed',
          actions: assign(({ event }) => ({ error: failureMessage(event.error, messages.auth.registerFailed) })),
        },
      },
    },
    signingIn: {
      // The new staff account signs in with the credentials just chosen.
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
          { target: 'editing.failed', actions: assign({ error: messages.auth.registerNotStaff }) },
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

export type RegisterMachine = typeof registerMachine;
