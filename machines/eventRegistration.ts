// The event registration dialog: closed → open.form (editing | failed) → submitting → confirmed (a seat; its tickets are
// mailed) | waitlisted (a place in the queue, mailed) | refused (registration has closed: the server's 409, no second try).
// For more than one attendee the form asks each further person's name (optional: "Guest 2" otherwise); choosing fewer
// attendees forgets the names of the people no longer coming.
import { assign, fromPromise, setup } from 'xstate';
import type { RegistrationOutcome } from '../contract/assembly';
import type { ErrorCode } from '../contract/errors';
import { GUEST_FIELDS, guestCount, RegistrationFormSchema } from '../contract/events';
import { messages } from '../contract/messages';
import * as form from './form';

export type RegistrationValues = form.FormValues<typeof RegistrationFormSchema>;
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
  guest2: '',
  guest3: '',
  guest4: '',
  guest5: '',
});

/** The name fields shown for `attendees`: one for each person after the first. */
export const guestFieldsFor = (attendees: string) => GUEST_FIELDS.slice(0, guestCount(attendees));

/** The values with the names of people beyond `attendees` emptied (they are not coming, so not sent). */
const withoutExtraGuests = (values: RegistrationValues): RegistrationValues => {
  const kept = guestFieldsFor(values.attendees).length;
  const next = { ...values };
  for (const field of GUEST_FIELDS.slice(kept)) next[field] = '';
  return next;
};

export type RegistrationContext = {
  eventId: string;
  values: RegistrationValues;
  errors: form.FieldErrors;
  failure: string | null;
  registrationId: string | null;
  /** What became of the registration: its status (the answer carries no ticket or place: they are mailed). */
  outcome: RegistrationOutcome['registration'] | null;
  website: string;
};

export type RegistrationEvent =
  | { type: 'dialog.opened' }
  | { type: 'dialog.closed' }
  | form.FieldChanged<RegistrationValues>
  | form.FormSubmitted;

export type RegistrationSubmitInput = { eventId: string; values: RegistrationValues; website: string };

/** The codes of a 409 that means registration has closed (not a failure another try could fix). */
const CLOSED_CODES: readonly ErrorCode[] = ['events.registrationClosed', 'events.eventPast'];
/** Whether a failed submit says registration has closed: by its code, whatever the words in the page's language. */
export const saysClosed = (failure: form.SubmitFailure | undefined): boolean =>
  failure?.code !== undefined && CLOSED_CODES.includes(failure.code);

export const registrationFailureMessage = (failure: form.SubmitFailure | undefined) =>
  form.serverMessageOr(failure, messages.events.registrationFailed);

export const eventRegistrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as { eventId: string },
  },
  actors: {
    submitRegistration: fromPromise<RegistrationOutcome['registration'], RegistrationSubmitInput>(async () =>
      form.notProvided('eventRegistration', 'submitRegistration')(),
    ),
  },
  guards: {
    registrationIsValid: ({ context }) => form.isValid(RegistrationFormSchema, context.values),
    isWaitlisted: (_, params: { status: string }) => params.status === 'waitlisted',
    saysClosed: (_, params: { failure: form.SubmitFailure }) => saysClosed(params.failure),
  },
  actions: {
    resetForm: assign({ values: emptyRegistration(), errors: {}, failure: null, registrationId: null, outcome: null, website: '' }),
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.changed') return {};
      const changed = form.changeField(context, event);
      return event.field === 'attendees' ? { ...changed, values: withoutExtraGuests(changed.values) } : changed;
    }),
    showFieldErrors: assign(({ context }) => ({ errors: form.schemaErrors(RegistrationFormSchema, context.values) })),
    clearErrors: assign(({ event }) => ({ errors: {}, failure: null, website: form.honeypotOf(event) })),
    showFailure: assign((_, params: { failure: form.SubmitFailure }) =>
      form.submitFailed(params.failure, messages.events.registrationFailed),
    ),
    keepOutcome: assign((_, params: { outcome: RegistrationOutcome['registration'] }) => ({
      registrationId: params.outcome.id,
      outcome: params.outcome,
    })),
  },
}).createMachine({
  id: 'eventRegistration',
  context: ({ input }) => ({
    eventId: input.eventId,
    values: emptyRegistration(),
    errors: {},
    failure: null,
    registrationId: null,
    outcome: null,
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
            onDone: [
              {
                guard: { type: 'isWaitlisted', params: ({ event }) => ({ status: event.output.status }) },
                target: 'waitlisted',
                actions: { type: 'keepOutcome', params: ({ event }) => ({ outcome: event.output }) },
              },
              { target: 'confirmed', actions: { type: 'keepOutcome', params: ({ event }) => ({ outcome: event.output }) } },
            ],
            onError: [
              {
                guard: { type: 'saysClosed', params: ({ event }) => ({ failure: form.asSubmitFailure(event.error) }) },
                target: 'refused',
                actions: { type: 'showFailure', params: ({ event }) => ({ failure: form.asSubmitFailure(event.error) }) },
              },
              {
                target: 'form.failed',
                actions: { type: 'showFailure', params: ({ event }) => ({ failure: form.asSubmitFailure(event.error) }) },
              },
            ],
          },
        },
        /** A seat: its tickets are in the mail. */
        confirmed: {},
        /** No seat free: the place in the waiting list. */
        waitlisted: {},
        /** Registration has closed (the server's 409): its message, and no form to try again. */
        refused: {},
      },
    },
  },
});

export type EventRegistrationMachine = typeof eventRegistrationMachine;

export type RegistrationStateKey = form.StateKey<EventRegistrationMachine>;
