// The staff sign-in form: editing → submitting → success, or back to editing with the reason.
import { assign, type DoneActorEvent, type ErrorActorEvent, emit, fromPromise, setup } from 'xstate';
import { type LoginInput, type LoginResult, LoginSchema, type SessionUser } from '../contract/auth';
import { messages } from '../contract/messages';
import { isStaffRole } from '../contract/roles';
import { type FieldErrors, type FormValues, failureMessage, isValid, notProvided, type StateKey, schemaErrors } from './form';

export type LoginValues = FormValues<typeof LoginSchema>;
export const emptyLoginValues: LoginValues = { email: '', password: '' };

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
  signIn: (values: LoginValues): LoginInput => ({ email: values.email.trim(), password: values.password }),
  editingStates: () => ({ idle: {}, invalid: {}, failed: {} }),
  /** The sign-in's actions: `signedIn` emits the session, `fail` shows the form-level message. */
  actions: {
    signedIn: (_: unknown, p: { token: string; user: SessionUser }): SignedIn => ({ type: 'signedIn', token: p.token, user: p.user }),
    fail: (_: unknown, p: { failure: string }) => ({ failure: p.failure }),
  },
};

type SignInDone = { event: DoneActorEvent<LoginResult> };
type Submitted<V> = { event: { values: V } };
const submittedValues = <V>({ event }: Submitted<V>) => ({ values: event.values });

/** An account form's guards: its schema takes the values (`isValid`); the account may sign in (`isStaffUser`). */
export const accountGuards = <V>(schema: Parameters<typeof schemaErrors>[0]) => ({
  isValid: (_: unknown, p: { values: V }) => isValid(schema, p.values),
  isStaffUser: accountForm.isStaffUser,
});

/**
 * An account form's `editing` state: the submitted values go to `submitting` when the machine's `isValid` guard takes
 * them, else to `editing.invalid`; either way its `submitted` action shows them with the schema's field errors.
 */
export const accountEditing = <V>() => ({
  initial: 'idle' as const,
  states: accountForm.editingStates(),
  on: {
    'form.submitted': [
      {
        guard: { type: 'isValid' as const, params: submittedValues<V> },
        target: 'submitting' as const,
        actions: { type: 'submitted' as const, params: submittedValues<V> },
      },
      { target: '.invalid' as const, actions: { type: 'submitted' as const, params: submittedValues<V> } },
    ],
  },
});

/**
 * Signing in with the form's values (invoke id `login`): a staff user goes to `success` with `signedIn` emitted; anyone
 * else, or a failed call, goes back to `editing.failed` with `notStaff` or the call's message. The machine declares the
 * `login` actor, the `isStaffUser` guard and the `signedIn` and `fail` actions (`accountForm.actions`).
 */
export const signInInvoke = (notStaff: string) => ({
  id: 'login' as const,
  src: 'login' as const,
  input: ({ context }: { context: AccountFormContext<LoginValues> }) => accountForm.signIn(context.values),
  onDone: [
    {
      guard: { type: 'isStaffUser' as const, params: ({ event }: SignInDone) => ({ user: event.output?.user }) },
      target: 'success' as const,
      actions: { type: 'signedIn' as const, params: ({ event }: SignInDone) => event.output },
    },
    { target: 'editing.failed' as const, actions: { type: 'fail' as const, params: { failure: notStaff } } },
  ],
  onError: {
    target: 'editing.failed' as const,
    actions: {
      type: 'fail' as const,
      params: ({ event }: { event: ErrorActorEvent }) => ({ failure: failureMessage(event.error, messages.auth.loginFailed) }),
    },
  },
});

export const loginMachine = setup({
  types: { context: {} as LoginContext, events: {} as LoginEvent, emitted: {} as SignedIn },
  actors: {
    login: fromPromise<LoginResult, LoginInput>(async () => notProvided('login', 'login')()),
  },
  guards: accountGuards<LoginValues>(LoginSchema),
  actions: {
    signedIn: emit(accountForm.actions.signedIn),
    fail: assign(accountForm.actions.fail),
    submitted: assign((_, p: { values: LoginValues }) => accountForm.submitted(LoginSchema, p.values)),
  },
}).createMachine({
  id: 'login',
  context: { values: emptyLoginValues, errors: {}, failure: null },
  initial: 'editing',
  states: {
    editing: accountEditing<LoginValues>(),
    submitting: { invoke: signInInvoke(messages.auth.accessDenied) },
    success: { type: 'final' },
  },
});

export type LoginMachine = typeof loginMachine;
export type LoginStateKey = StateKey<LoginMachine>;
