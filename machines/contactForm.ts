// The contact form: editing (idle | failed) → submitting → success (the confirmation for 5 s, then an empty form) →
// editing. The confirmation takes the form's place, and the focus, while it shows: a banner at the top of the page over
// an already emptied form was missed on a phone, and the message sent again. The visitor may ask for the empty form
// sooner (form.reopened).
import { assign, fromPromise, setup } from 'xstate';
import { ContactSchema } from '../contract/contact';
import { CONTACT_SUCCESS_MS } from '../contract/limits';
import { contactMessages } from '../contract/messages/contact';
import { type ContactValues, emptyContact } from './contactValues';
import * as form from './form';

export { type ContactField, type ContactValues, emptyContact } from './contactValues';

export type ContactContext = { values: ContactValues; errors: form.FieldErrors; failure: string | null; website: string };
export type ContactEvent = form.FieldChanged<ContactValues> | form.FormSubmitted | { type: 'form.reopened' };
export type ContactMessage = ContactValues & { website: string };

export const contactFailureMessage = (failure: form.SubmitFailure | undefined) => form.serverMessageOr(failure, contactMessages.failed);

export const contactFormMachine = setup({
  types: { context: {} as ContactContext, events: {} as ContactEvent },
  actors: {
    sendMessage: fromPromise<{ id: string }, ContactMessage>(async () => form.notProvided('contactForm', 'sendMessage')()),
  },
  delays: { successTimeout: CONTACT_SUCCESS_MS },
  guards: {
    messageIsValid: ({ context }) => form.isValid(ContactSchema, context.values),
  },
  actions: {
    // The contact type decides whether an organization is asked for, so changing it clears that field's error.
    setField: assign(({ context, event }) =>
      event.type === 'field.changed' ? form.changeField(context, event, event.field === 'contactType' ? ['organization'] : []) : {},
    ),
    showFieldErrors: assign(({ context }) => ({ errors: form.schemaErrors(ContactSchema, context.values) })),
    clearErrors: assign(({ event }) => ({ errors: {}, failure: null, website: form.honeypotOf(event) })),
    resetForm: assign({ values: emptyContact(), errors: {}, failure: null, website: '' }),
    showFailure: assign((_, params: { failure: form.SubmitFailure }) => form.submitFailed(params.failure, contactMessages.failed)),
  },
}).createMachine({
  id: 'contactForm',
  context: { values: emptyContact(), errors: {}, failure: null, website: '' },
  initial: 'editing',
  states: {
    /** editing.failed: the server's error or 'An error occurred while submitting the form. Please try again.' */
    editing: form.editingState('messageIsValid', 'idle'),
    submitting: {
      invoke: {
        id: 'sendMessage',
        src: 'sendMessage',
        input: ({ context }) => ({ ...context.values, website: context.website }),
        onDone: { target: 'success' },
        onError: {
          target: 'editing.failed',
          actions: { type: 'showFailure', params: ({ event }) => ({ failure: form.asSubmitFailure(event.error) }) },
        },
      },
    },
    /**
     * 'Your message has been sent successfully! We'll contact you soon.' in place of the form for 5 seconds; what was
     * sent is kept until then, and the form comes back empty.
     */
    success: {
      after: { successTimeout: { target: 'editing', actions: 'resetForm' } },
      on: { 'form.reopened': { target: 'editing', actions: 'resetForm' } },
    },
  },
});

export type ContactFormMachine = typeof contactFormMachine;

export type ContactStateKey = form.StateKey<ContactFormMachine>;
