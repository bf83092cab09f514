// Creating a staff account: editing → submitting → (staff) signingIn → success, or back to editing with the reason.
import * as v from 'valibot';
import { assign, emit, fromPromise, setup } from 'xstate';
import { type LoginInput, type LoginResult, RegisterFormSchema, type RegisterRequest, type SessionUser } from '../contract/auth';
import { messages } from '../contract/messages';
import { type FormValues, failureMessage, notProvided, type StateKey } from './form';
import { type AccountFormContext, accountEditing, accountForm, accountGuards, type SignedIn, signInInvoke } from './login';

export type RegisterValues = FormValues<typeof RegisterFormSchema>;
/** An admin's invitation the link carried: its token goes with the request; its email is the account's. */
export type RegisterInvitation = { token: string; email: string };
export type RegisterContext = AccountFormContext<RegisterValues> & { invitation: RegisterInvitation | null };
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

/** What goes to the server: the checked form without confirmPassword, and the invitation's token with one. */
export function toRegisterRequest(values: RegisterValues, invitation?: RegisterInvitation | null): RegisterRequest {
  const parsed = v.parse(RegisterFormSchema, values);
  const { confirmPassword: _never, ...request } = parsed;
  return invitation ? { ...request, invitation: invitation.token } : request;
}

export const registerMachine = setup({
  types: {
    context: {} as RegisterContext,
    events: {} as RegisterEvent,
    emitted: {} as SignedIn,
    input: {} as { invitation?: RegisterInvitation | null } | undefined,
  },
  actors: {
    register: fromPromise<{ user: SessionUser }, RegisterRequest>(async () => notProvided('register', 'register')()),
    login: fromPromise<LoginResult, LoginInput>(async () => notProvided('register', 'login')()),
  },
  guards: accountGuards<RegisterValues>(RegisterFormSchema),
  actions: {
    signedIn: emit(accountForm.actions.signedIn),
    fail: assign(accountForm.actions.fail),
    submitted: assign((_, p: { values: RegisterValues }) => accountForm.submitted(RegisterFormSchema, p.values)),
  },
}).createMachine({
  id: 'register',
  context: ({ input }) => {
    const invitation = input?.invitation ?? null;
    return { values: { ...emptyRegisterValues, email: invitation?.email ?? '' }, errors: {}, failure: null, invitation };
  },
  initial: 'editing',
  states: {
    editing: accountEditing<RegisterValues>(),
    submitting: {
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => toRegisterRequest(context.values, context.invitation),
        onDone: [
          { guard: { type: 'isStaffUser', params: ({ event }) => ({ user: event.output?.user }) }, target: 'signingIn' },
          { target: 'editing.failed', actions: assign({ failure: messages.auth.registerNotStaff }) },
        ],
        onError: {
          target: 'editing.failed',
          actions: assign(({ event }) => ({ failure: failureMessage(event.error, messages.auth.registerFailed) })),
        },
      },
    },
    // The new staff account signs in with the credentials just chosen.
    signingIn: { invoke: signInInvoke(messages.auth.registerNotStaff) },
    success: { type: 'final' },
  },
});

export type RegisterMachine = typeof registerMachine;
export type RegisterStateKey = StateKey<RegisterMachine>;
