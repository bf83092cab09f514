// The contact form: editing (idle | failed) → submitting → success (banner for 5 s, form reset) → editing.
import * as v from 'valibot';
import { assign, fromPromise, setup } from 'xstate';
import { ContactSchema } from '../contract/contact';
import { CONTACT_SUCCESS_MS } from '../contract/limits';
import { messages } from '../contract/messages';
import { fieldErrors } from '../contract/validators';
import type { SubmitFailure } from './membershipApplication';

export type ContactValues = {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
  contactType: 'individual' | 'organization';
  organization: string;
};
export type ContactField = keyof ContactValues;

export const emptyContact = (): ContactValues => ({
  name: '',
  email: '',
  phone: '',
  subject: '',
  message: '',
  contactType: 'individual',
  organization: '',
});

export type ContactContext = { values: ContactValues; errors: Record<string, string>; failure: string | null };
export type ContactEvent = { type: 'field.change'; field: ContactField; value: string } | { type: 'form.submit' };

export const contactFailureMessage = (failure: SubmitFailure | undefined) => failure?.serverMessage || messages.contact.failed;

export const contactFormMachine = setup({
  types: { context: {} as ContactContext, events: {} as ContactEvent },
  actors: {
    sendMessage: fromPromise<{ id: string }, ContactValues>(async () => {
      throw new Error('sendMessage was not provided to the contactForm machine');
    }),
  },
  delays: { successTimeout: CONTACT_SUCCESS_MS },
  guards: {
    messageIsValid: ({ context }) => v.safeParse(ContactSchema, context.values).success,
  },
  actions: {
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const { [event.field]: _gone, ...errors } = context.errors;
      if (event.field === 'contactType') delete errors.organization;
      return { values: { ...context.values, [event.field]: event.value } as ContactValues, errors };
    }),
    showFieldErrors: assign(({ context }) => {
      const result = v.safeParse(ContactSchema, context.values);
      return { errors: result.success ? {} : fieldErrors(result.issues) };
    }),
    clearErrors: assign({ errors: {}, failure: null }),
    resetForm: assign({ values: emptyContact(), errors: {}, failure: null }),
    showFailure: assign((_, params: { failure: SubmitFailure }) => ({
      failure: contactFailureMessage(params.failure),
      errors: params.failure.fields ?? {},
    })),
  },
}).createMachine({
  id: 'contactForm',
  context: { values: emptyContact(), errors: {}, failure: null },
  initial: 'editing',
  states: {
    editing: {
      initial: 'idle',
      on: {
        'field.change': { actions: 'setField' },
        'form.submit': [
          { guard: 'messageIsValid', target: 'submitting', actions: 'clearErrors' },
          { target: '.idle', actions: 'showFieldErrors' },
        ],
      },
      states: {
        idle: {},
        /** The server's error or 'An error occurred while submitting the form. Please try again.' */
        failed: {},
      },
    },
    submitting: {
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => context.values,
        onDone: { target: 'success', actions: 'resetForm' },
        onError: {
          target: 'editing.failed',
          actions: { type: 'showFailure', params: ({ event }) => ({ failure: (event.error ?? {}) as SubmitFailure }) },
        },
      },
    },
    /** 'Your message has been sent successfully! We'll contact you soon.' over an emptied form, for 5 seconds. */
    success: {
      after: { successTimeout: { target: 'editing' } },
      on: {
        'field.change': { target: 'editing', actions: 'setField' },
      },
    },
  },
});

export type ContactFormMachine = typeof contactFormMachine;

export type ContactStateKey = 'editing.idle' | 'editing.failed' | 'submitting' | 'success';
