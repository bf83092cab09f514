// The event registration dialog: closed → open.form (editing | failed) → submitting → success.
import * as v from 'valibot';
import { assign, fromPromise, setup } from 'xstate';
import { RegistrationSchema } from '../contract/events';
import { messages } from '../contract/messages';
import { fieldErrors } from '../contract/validators';
import type { SubmitFailure } from './membershipApplication';

export type RegistrationValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  organization: string;
  position: string;
  attendees: string;
  dietaryRequirements: string;
  specialRequirements: string;
  terms: boolean;
};
export type RegistrationField = keyof RegistrationValues;

export const emptyRegistration = (): RegistrationValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  organization: '',
  position: '',
  attendees: '1',
  dietaryRequirements: 'none',
  specialRequirements: '',
  terms: false,
});

export type RegistrationContext = {
  eventId: string;
  values: RegistrationValues;
  errors: Record<string, string>;
  failure: string | null;
  registrationId: string | null;
};

export type RegistrationEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'field.change'; field: RegistrationField; value: string | boolean }
  | { type: 'form.submit' };

export type RegistrationSubmitInput = { eventId: string; values: RegistrationValues };

/** SPEC §8: the server's error field, or the fallback. */
export const registrationFailureMessage = (failure: SubmitFailure | undefined) =>
  failure?.serverMessage || messages.events.registrationFailed;

export const eventRegistrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as { eventId: string },
  },
  actors: {
    submitRegistration: fromPromise<{ id: string }, RegistrationSubmitInput>(async () => {
      throw new Error('submitRegistration was not provided to the eventRegistration machine');
    }),
  },
  guards: {
    registrationIsValid: ({ context }) => v.safeParse(RegistrationSchema, context.values).success,
  },
  actions: {
    resetForm: assign({ values: emptyRegistration(), errors: {}, failure: null, registrationId: null }),
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const { [event.field]: _gone, ...errors } = context.errors;
      return { values: { ...context.values, [event.field]: event.value }, errors };
    }),
    showFieldErrors: assign(({ context }) => {
      const result = v.safeParse(RegistrationSchema, context.values);
      return { errors: result.success ? {} : fieldErrors(result.issues) };
    }),
    clearErrors: assign({ errors: {}, failure: null }),
    showFailure: assign((_, params: { failure: SubmitFailure }) => ({
      failure: registrationFailureMessage(params.failure),
      errors: params.failure.fields ?? {},
    })),
    keepRegistrationId: assign((_, params: { id: string }) => ({ registrationId: params.id })),
  },
}).createMachine({
  id: 'eventRegistration',
  context: ({ input }) => ({ eventId: input.eventId, values: emptyRegistration(), errors: {}, failure: null, registrationId: null }),
  initial: 'closed',
  states: {
    closed: { on: { 'dialog.open': { target: 'open', actions: 'resetForm' } } },
    open: {
      initial: 'form',
      on: { 'dialog.close': { target: 'closed' } },
      states: {
        form: {
          initial: 'editing',
          on: {
            'field.change': { actions: 'setField' },
            'form.submit': [
              { guard: 'registrationIsValid', target: 'submitting', actions: 'clearErrors' },
              { target: '.editing', actions: 'showFieldErrors' },
            ],
          },
          states: {
            editing: {},
            /** The server's error or 'Registration failed. Please try again.' above the form. */
            failed: {},
          },
        },
        submitting: {
          invoke: {
            id: 'submitRegistration',
            src: 'submitRegistration',
            input: ({ context }) => ({ eventId: context.eventId, values: context.values }),
            onDone: { target: 'success', actions: { type: 'keepRegistrationId', params: ({ event }) => ({ id: event.output.id }) } },
            onError: {
              target: 'form.failed',
              actions: { type: 'showFailure', params: ({ event }) => ({ failure: (event.error ?? {}) as SubmitFailure }) },
            },
          },
        },
        success: {},
      },
    },
  },
});

export type EventRegistrationMachine = typeof eventRegistrationMachine;

export type RegistrationStateKey = 'closed' | 'open.form.editing' | 'open.form.failed' | 'open.submitting' | 'open.success';
