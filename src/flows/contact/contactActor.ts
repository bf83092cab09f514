// The contact form's machine with the real API, started on demand: this module (and xstate with it) loads when the
// visitor first reaches for the form, not with the contact page's first view.
import { type Actor, createActor, fromPromise } from 'xstate';
import { type ContactEvent, type ContactFormMachine, contactFormMachine } from '../../../machines/contactForm';
import { sendContactMessage } from '../../api/contact';

/** The machine with the real API; tests pass `contactFormMachine.provide({...})` with fakes. */
export const contactFormLogic = contactFormMachine.provide({
  actors: { sendMessage: fromPromise(({ input }) => sendContactMessage(input)) },
});

export type ContactActor = Actor<ContactFormMachine>;

/** A running contact form that has been told, in order, what the visitor did before it loaded. */
export function startContactForm(logic: ContactFormMachine | undefined, before: readonly ContactEvent[]): ContactActor {
  const actor = createActor(logic ?? contactFormLogic).start();
  for (const event of before) actor.send(event);
  return actor;
}
