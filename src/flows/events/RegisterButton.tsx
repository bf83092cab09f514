// Register Now on an event card: opens the registration dialog, driven by the eventRegistration machine.

import { useActorRef, useSelector } from '@xstate/react';
import { cloneElement } from 'react';
import { fromPromise } from 'xstate';
import { registrationRequest } from '../../../contract/events';
import { type EventRegistrationMachine, eventRegistrationMachine } from '../../../machines/eventRegistration';
import { toStateKey } from '../../../machines/stateKey';
import { registerForEvent } from '../../api/events';
import { flowsCopy } from '../../i18n/flows';
import { DialogDone } from '../DialogFormEnd';
import { FlowDialog, useOpenOnMount } from '../FlowDialog';
import { type OpensOnMount, type RegisterProps, registerTrigger } from '../triggers';
import { EventFacts, RegistrationForm, registrationEnd } from './RegistrationForm';

/** The machine with the real API; tests pass `eventRegistrationMachine.provide({...})` with fakes. */
export const eventRegistrationLogic = eventRegistrationMachine.provide({
  actors: {
    submitRegistration: fromPromise(({ input }) =>
      registerForEvent(input.eventId, { ...registrationRequest(input.values), website: input.website }),
    ),
  },
});

type Logic = { logic?: EventRegistrationMachine };

export function RegisterButton({ openOnMount, logic = eventRegistrationLogic, ...props }: RegisterProps & OpensOnMount & Logic) {
  const { event } = props;
  const actor = useActorRef(logic, { input: { eventId: event.id } });
  useOpenOnMount(actor.send, openOnMount);
  const key = useSelector(actor, (snap) => toStateKey<EventRegistrationMachine>(snap.value));
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  const failure = useSelector(actor, (s) => s.context.failure);
  const outcome = useSelector(actor, (s) => s.context.outcome);
  const t = flowsCopy.events;
  // The trigger is a link to the registration page: here a plain click opens the dialog instead. Its default is
  // prevented, so the dialog's own toggle leaves it alone and the machine is told here.
  const trigger = cloneElement(registerTrigger(props), {
    onClick: (e: React.MouseEvent) => {
      e.preventDefault();
      actor.send({ type: 'dialog.opened' });
    },
  });
  return (
    <FlowDialog
      open={key !== 'closed'}
      send={actor.send}
      title={t.dialogTitle(event.title)}
      description={t.dialogDescription}
      trigger={trigger}
    >
      <EventFacts event={event} />
      {key === 'open.confirmed' || key === 'open.waitlisted' || key === 'open.refused' ? (
        <DialogEnd
          send={actor.send}
          {...registrationEnd({
            outcome,
            failure,
            waitlisted: key === 'open.waitlisted',
            refused: key === 'open.refused',
            title: event.title,
          })}
        />
      ) : key === 'closed' ? null : (
        <RegistrationForm
          values={values}
          errors={errors}
          failure={key === 'open.form.failed' && failure}
          submitting={key === 'open.submitting'}
          send={actor.send}
        />
      )}
    </FlowDialog>
  );
}

/** The registration's outcome in the dialog, then Close. */
function DialogEnd({ send, title, outcome, body }: ReturnType<typeof registrationEnd> & { send(event: { type: 'dialog.closed' }): void }) {
  return (
    <DialogDone send={send} title={title} outcome={outcome}>
      {body}
    </DialogDone>
  );
}
