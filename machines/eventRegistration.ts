// The event registration dialog: closed → open.form (editing | failed) → submitting → success.
import { assign, fromPromise, setup } from 'xstate';
import { RegistrationSchema } from '../contract/events';
import { messages } from '../contract/messages';
import * as form from './form';

export type RegistrationValues = form.FormValues<typeof RegistrationSchema>;
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
  errors: form.FieldErrors;
  failure: string | null;
  registrationId: string | null;
  website: string;
};

export type RegistrationEvent =
  | { type: 'dialog.opened' }
  | { type: 'dialog.closed' }
  | form.FieldChanged<RegistrationValues>
  | form.FormSubmitted;

export type RegistrationSubmitInput = { eventId: string; values: RegistrationValues; website: string };

/** The server's error field, or the fallback. */
export const registrationFailureMessage = (failure: form.SubmitFailure | undefined) =>
  form.serverMessageOr(failure, messages.events.registrationFailed);

export const eventRegistrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as { eventId: string },
  },
  actors: {
    submitRegistration: fromPromise<{ id: string }, RegistrationSubmitInput>(async () =>
      form.notProvided('eventRegistration', 'submitRegistration')(),
    ),
  },
  guards: {
    registrationIsValid: ({ context }) => form.isValid(RegistrationSchema, context.values),
  },
  actions: {
    resetForm: assign({ values: emptyRegistration(), errors: {}, failure: null, registrationId: null, website: '' }),
    setField: assign(({ context, event }) => (event.type === 'field.changed' ? form.changeField(context, event) : {})),
    showFieldErrors: assign(({ context }) => ({ errors: form.schemaErrors(RegistrationSchema, context.values) })),
    clearErrors: assign(({ event }) => ({ errors: {}, failure: null, website: form.honeypotOf(event) })),
    showFailure: assign((_, params: { failure: form.SubmitFailure }) =>
      form.submitFailed(params.failure, messages.events.registrationFailed),
    ),
    keepRegistrationId: assign((_, params: { id: string }) => ({ registrationId: params.id })),
  },
}).createMachine({
  id: 'eventRegistration',
  context: ({ input }) => ({
    eventId: input.eventId,
    values: emptyRegistration(),
    errors: {},
    failure: null,
    registrationId: null,
    website: '',
  }),
  initial: 'closed',
  states: {
    closed: { on: { 'dialog.opened': { target: 'open', actions: 'resetForm' } } },
    open: {
      initial: 'form',
      on: { 'dialog.closed': { target: 'closed' } },
      states: {
        /** form.failed: the server's error or 'Registration failed. Please try again.' above the form. */
        form: form.editingState('registrationIsValid', 'editing'),
        submitting: {
          invoke: {
            id: 'submitRegistration',
            src: 'submitRegistration',
            input: ({ context }) => ({ eventId: context.eventId, values: context.values, website: context.website }),
            onDone: { target: 'success', actions: { type: 'keepRegistrationId', params: ({ event }) => ({ id: event.output.id }) } },
            onError: {
              target: 'form.failed',
              actions: { type: 'showFailure', params: ({ event }) => ({ failure: form.asSubmitFailure(event.error) }) },
            },
          },
        },
        success: {},
      },
    },
  },
});

export type EventRegistrationMachine = typeof eventRegistrationMachine;

export type RegistrationStateKey = form.StateKey<EventRegistrationMachine>;
