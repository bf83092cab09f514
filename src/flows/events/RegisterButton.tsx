// Register Now on an event card: opens the registration dialog, driven by the eventRegistration machine.

import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { formatTicketCode } from '../../../contract/assembly';
import { ATTENDEE_CHOICES, DIETARY_CHOICES } from '../../../contract/events';
import { type EventRegistrationMachine, eventRegistrationMachine } from '../../../machines/eventRegistration';
import { toStateKey } from '../../../machines/form';
import { registerForEvent } from '../../api/events';
import { FormAlert, formGrid, SelectField, TextAreaField, TextField } from '../../components/Field';
import { bothCalendars, eventTime } from '../../format/dates';
import { registeredCopy } from '../../i18n/assembly';
import { flowsCopy } from '../../i18n/flows';
import { asWritten } from '../../i18n/localized';
import { DialogDone, DialogForm } from '../DialogFormEnd';
import { FlowDialog, useOpenOnMount } from '../FlowDialog';
import { fieldBinder } from '../FlowForm';
import * as s from '../flows.css';
import { type OpensOnMount, type RegisterProps, registerTrigger } from '../triggers';
import * as r2 from './registered.css';

/** The machine with the real API; tests pass `eventRegistrationMachine.provide({...})` with fakes. */
export const eventRegistrationLogic = eventRegistrationMachine.provide({
  actors: {
    submitRegistration: fromPromise(({ input }) => registerForEvent(input.eventId, { ...input.values, website: input.website })),
  },
});

type Logic = { logic?: EventRegistrationMachine };

export function RegisterButton({ openOnMount, logic = eventRegistrationLogic, ...props }: RegisterProps & OpensOnMount & Logic) {
  const { event } = props;
  const actor = useActorRef(logic, { input: { eventId: event.id } });
  useOpenOnMount(actor.send, openOnMount);
  const key = useSelector(actor, (snap) => toStateKey<EventRegistrationMachine>(snap.value));
  const t = flowsCopy.events;
  const time = asWritten(eventTime(event.time));
  const location = asWritten(event.location);
  return (
    <FlowDialog
      open={key !== 'closed'}
      send={actor.send}
      title={t.dialogTitle(event.title)}
      description={t.dialogDescription}
      trigger={registerTrigger(props)}
    >
      <dl className={s.eventFacts}>
        <dt className={s.factTerm}>{t.when}</dt>
        <dd className={s.factValue}>
          {bothCalendars(event.date)}
          {time.text && (
            <>
              , <span lang={time.lang}>{time.text}</span>
            </>
          )}
        </dd>
        <dt className={s.factTerm}>{t.where}</dt>
        <dd className={s.factValue} lang={location.lang}>
          {location.text}
        </dd>
      </dl>
      {key === 'open.confirmed' || key === 'open.waitlisted' || key === 'open.refused' ? (
        <DialogDone send={actor.send}>
          <RegistrationEnd actor={actor} waitlisted={key === 'open.waitlisted'} refused={key === 'open.refused'} title={event.title} />
        </DialogDone>
      ) : key === 'closed' ? null : (
        <RegistrationForm actor={actor} submitting={key === 'open.submitting'} failed={key === 'open.form.failed'} />
      )}
    </FlowDialog>
  );
}

/** What became of the registration: a seat with its ticket, a place in the waiting list, or registration closed. */
function RegistrationEnd({
  actor,
  waitlisted,
  refused,
  title,
}: {
  actor: ReturnType<typeof useActorRef<EventRegistrationMachine>>;
  waitlisted: boolean;
  refused: boolean;
  title: string;
}) {
  const outcome = useSelector(actor, (s) => s.context.outcome);
  const failure = useSelector(actor, (s) => s.context.failure);
  const t = flowsCopy.events;
  const r = registeredCopy;
  if (refused) {
    return (
      <>
        <h3 className={s.successTitle} data-outcome="closed">
          {r.closedTitle}
        </h3>
        <FormAlert tone="error">{failure}</FormAlert>
      </>
    );
  }
  if (waitlisted) {
    return (
      <>
        <h3 className={s.successTitle} data-outcome="waitlisted">
          {r.waitlistedTitle}
        </h3>
        <p className={s.paragraph}>{r.waitlistedBody(outcome?.waitlistPosition ?? null)}</p>
      </>
    );
  }
  const code = outcome?.ticketCode;
  return (
    <>
      <h3 className={s.successTitle} data-outcome="confirmed">
        {t.successTitle}
      </h3>
      <p className={s.paragraph}>{t.successBody(title)}</p>
      {code && (
        <>
          <p className={s.paragraph}>
            {r.ticketCode}: <strong className={r2.ticketCode}>{formatTicketCode(code)}</strong>
          </p>
          <p className={s.paragraph}>
            <Link to="/ticket/$code" params={{ code }} className={r2.ticketLink}>
              {r.showTicket}
            </Link>
          </p>
          <p className={s.paragraph}>{r.ticketHint}</p>
        </>
      )}
    </>
  );
}

function RegistrationForm({
  actor,
  submitting,
  failed,
}: {
  actor: ReturnType<typeof useActorRef<EventRegistrationMachine>>;
  submitting: boolean;
  failed: boolean;
}) {
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  const failure = useSelector(actor, (s) => s.context.failure);
  const t = flowsCopy.events;
  const bind = fieldBinder(values, errors, actor.send);
  const text = (
    field: 'firstName' | 'lastName' | 'email' | 'phone' | 'organization' | 'position',
    extra: Partial<React.ComponentProps<typeof TextField>> = {},
  ) => <TextField label={t[field]} {...bind(field)} required {...extra} />;
  return (
    <DialogForm values={values} errors={errors} send={actor.send} submitting={submitting} failure={failed && failure} labels={t}>
      <div className={formGrid}>
        {text('firstName', { autoComplete: 'given-name' })}
        {text('lastName', { autoComplete: 'family-name' })}
        {text('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {text('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
        {text('organization', { autoComplete: 'organization' })}
        {text('position', { autoComplete: 'organization-title' })}
        <SelectField label={t.attendees} {...bind('attendees')} options={ATTENDEE_CHOICES.map((v) => ({ value: v, label: v }))} />
        <SelectField
          label={t.dietaryRequirements}
          {...bind('dietaryRequirements')}
          options={DIETARY_CHOICES.map((v) => ({ value: v, label: t.dietary[v] }))}
        />
      </div>
      <TextAreaField label={t.specialRequirements} hint={t.specialHint} {...bind('specialRequirements')} rows={3} />
    </DialogForm>
  );
}
