// An event's registration form as a page of its own (/events/<id>/register): the link Register Now opens before the app
// has taken over, or without JavaScript. Without the app the form posts to the server (server/features/events/pages.ts), which
// answers with 303 to the registered or the waiting-list page, or with this page again: its error summary, each message
// beside its field, the typed values and a refusal naming no field. Once the app runs, the eventRegistration machine
// drives the same form in place, starting from what the fields hold.
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { RegistrationSchema } from '../../../contract/events';
import {
  type EventRegistrationMachine,
  emptyRegistration,
  type RegistrationEvent,
  type RegistrationValues,
} from '../../../machines/eventRegistration';
import { isValid, toStateKey } from '../../../machines/form';
import { NarrowPage } from '../../assembly/NarrowPage';
import { button } from '../../components/Button.css';
import { FormAlert } from '../../components/Field';
import { registeredCopy } from '../../i18n/assembly';
import { flowsCopy } from '../../i18n/flows';
import { useFormState, usePageData } from '../../pageState';
import { Confirmation } from '../Confirmation';
import * as s from '../flows.css';
import { registrationPath } from '../triggers';
import { eventRegistrationLogic } from './RegisterButton';
import { RegistrationForm, registrationEnd } from './RegistrationForm';

/** The form's id in the page state the server sends back (src/pageState.tsx), and the event it was sent for. */
export const REGISTRATION_FORM = 'registration';
export const REGISTRATION_EVENT = 'registrationFor';
const idOf = (field: string) => `registration-${field}`;
const EMPTY = emptyRegistration();
const NO_ERRORS = {};

/** What the page's fields hold: what the server sent back, and what the visitor typed before the app took over. */
function fieldsOf(form: HTMLFormElement | null | undefined): Partial<RegistrationValues> {
  const held: Record<string, string | boolean> = {};
  if (!form) return held;
  for (const name of Object.keys(EMPTY)) {
    const control = form.elements.namedItem(name);
    if (control instanceof HTMLInputElement && control.type === 'checkbox') held[name] = control.checked;
    else if (control && 'value' in control && typeof control.value === 'string') held[name] = control.value;
  }
  return held as Partial<RegistrationValues>;
}

export function RegistrationPageForm({
  event,
  logic = eventRegistrationLogic,
}: {
  event: { id: string; title: string };
  logic?: EventRegistrationMachine;
}) {
  const sentFor = usePageData<string>(REGISTRATION_EVENT);
  const form = useFormState(REGISTRATION_FORM);
  // The page the server made is this event's: another event's page opened in the app starts empty.
  const server = sentFor === event.id ? form : undefined;
  const [sentBack] = useState<RegistrationValues>(() => ({ ...EMPTY, ...(server?.values as Partial<RegistrationValues>) }));
  const actor = useActorRef(logic, { input: { eventId: event.id } });
  const key = useSelector(actor, (snap) => toStateKey<EventRegistrationMachine>(snap.value));
  const values = useSelector(actor, (snap) => snap.context.values);
  const errors = useSelector(actor, (snap) => snap.context.errors);
  const failure = useSelector(actor, (snap) => snap.context.failure);
  const outcome = useSelector(actor, (snap) => snap.context.outcome);
  // The server's refusal naming no field (too many seats from this connection, too many tries) stays until the visitor sends again.
  const [serverFailure, setServerFailure] = useState(server?.failure ?? null);
  const [sentAgain, setSentAgain] = useState(false);
  const wrapper = useRef<HTMLDivElement>(null);
  // The machine takes over the page's form as the visitor left it: open, with what the fields hold, and the server's
  // field messages found again by the same schema (only while the values are still invalid, so this never sends).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the page is adopted
  useEffect(() => {
    const held = { ...sentBack, ...fieldsOf(wrapper.current?.querySelector('form')) };
    actor.send({ type: 'dialog.opened' });
    for (const [field, value] of Object.entries(held) as [keyof RegistrationValues, string | boolean][])
      if (value !== EMPTY[field]) actor.send({ type: 'field.changed', field, value });
    if (Object.keys(server?.errors ?? {}).length > 0 && !isValid(RegistrationSchema, held)) actor.send({ type: 'form.submitted' });
  }, []);
  const send = (e: RegistrationEvent) => {
    if (e.type === 'form.submitted') {
      setServerFailure(null);
      setSentAgain(true);
    }
    actor.send(e);
  };
  // Until the machine has taken over (the server's render, and the first render in the browser): the server's state.
  const adopted = key !== 'closed';
  if (key === 'open.confirmed' || key === 'open.waitlisted' || key === 'open.refused') {
    const end = registrationEnd({
      outcome,
      failure,
      waitlisted: key === 'open.waitlisted',
      refused: key === 'open.refused',
      title: event.title,
    });
    return (
      <Confirmation title={end.title} outcome={end.outcome}>
        {end.body}
      </Confirmation>
    );
  }
  return (
    <div ref={wrapper}>
      <RegistrationForm
        values={adopted ? values : sentBack}
        errors={adopted ? errors : (server?.errors ?? NO_ERRORS)}
        failure={(key === 'open.form.failed' && failure) || serverFailure}
        submitting={key === 'open.submitting'}
        send={send}
        page={{
          form: {
            method: 'post',
            // No fragment: the form is at the top of its page, and a fragment would stay on the address the post is
            // redirected to (the ticket's).
            action: registrationPath(event.id),
            ...(server && !sentAgain ? { summary: { errors: server.errors, idOf } } : {}),
          },
          idOf,
          back: (
            <Link to="/events" className={button({ tone: 'outline' })}>
              {flowsCopy.cancel}
            </Link>
          ),
        }}
      />
    </div>
  );
}

/** Registration has closed (or the event is over): no form, and the server's refusal when a post was refused. */
export function RegistrationClosed({ failure }: { failure?: string | undefined }) {
  const r = registeredCopy;
  return (
    <div className={s.successPanel} role="status">
      <h2 className={s.successTitle} data-outcome="closed">
        {r.closedTitle}
      </h2>
      <FormAlert tone="error">{failure || r.closedBody}</FormAlert>
      <p className={s.paragraph}>
        <Link to="/events">{r.allEvents}</Link>
      </p>
    </div>
  );
}

/** A page a registration sent without the app leads to: what became of it, and the way back. */
export function RegistrationResult({
  title,
  outcome,
  children,
}: {
  title: string;
  outcome: 'waitlisted' | 'confirmed';
  children: ReactNode;
}) {
  return (
    <NarrowPage title={title} confirms>
      <div className={s.successPanel} role="status" data-outcome={outcome}>
        {children}
      </div>
      <p>
        <Link to="/events">{registeredCopy.allEvents}</Link>
      </p>
    </NarrowPage>
  );
}
