// Register Now on an event card: opens the registration dialog, driven by the eventRegistration machine.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { ATTENDEE_CHOICES, DIETARY_CHOICES } from '../../../contract/events';
import { eventRegistrationMachine, type RegistrationField, type RegistrationStateKey } from '../../../machines/eventRegistration';
import { toStateKey } from '../../../machines/membershipApplication';
import { registerForEvent } from '../../api/events';
import { Button } from '../../components/Button';
import { FormAlert, formGrid, SelectField, TextAreaField, TextField } from '../../components/Field';
import { ethiopianDate, longDate } from '../../format/dates';
import { copy } from '../../i18n';
import { DialogFormEnd } from '../DialogFormEnd';
import { FlowDialog } from '../FlowDialog';
import * as s from '../flows.css';
import { Honeypot } from '../Honeypot';
import { type OpensOnMount, type RegisterProps, registerTrigger } from '../triggers';
import { useFocusFirstInvalid } from '../useFocusFirstInvalid';

export function RegisterButton({ openOnMount, ...props }: RegisterProps & OpensOnMount) {
  const { event } = props;
  const honeypot = useRef<HTMLInputElement>(null);
  const [machine] = useState(() =>
    eventRegistrationMachine.provide({
      actors: {
        submitRegistration: fromPromise(({ input }) =>
          registerForEvent(input.eventId, { ...input.values, website: honeypot.current?.value ?? '' }),
        ),
      },
    }),
  );
  const actor = useActorRef(machine, { input: { eventId: event.id } });
  useEffect(() => {
    if (openOnMount) actor.send({ type: 'dialog.open' });
  }, [actor, openOnMount]);
  const key = useSelector(actor, (snap) => toStateKey(snap.value as never) as RegistrationStateKey);
  const t = copy.flows.events;
  return (
    <FlowDialog
      open={key !== 'closed'}
      onOpen={() => actor.send({ type: 'dialog.open' })}
      onClose={() => actor.send({ type: 'dialog.close' })}
      title={t.dialogTitle(event.title)}
      description={t.dialogDescription}
      trigger={registerTrigger(props)}
    >
      <dl className={s.eventFacts}>
        <dt className={s.factTerm}>{t.when}</dt>
        <dd className={s.factValue}>
          {longDate(event.date)} ({ethiopianDate(event.date)}){event.time ? `, ${event.time}` : ''}
        </dd>
        <dt className={s.factTerm}>{t.where}</dt>
        <dd className={s.factValue}>{event.location}</dd>
      </dl>
      {key === 'open.success' ? (
        <div>
          <div className={s.successPanel} role="status">
            <h3 className={s.successTitle}>{t.successTitle}</h3>
            <p className={s.paragraph}>{t.successBody(event.title)}</p>
          </div>
          <div className={s.actions}>
            <Button tone="primary" onClick={() => actor.send({ type: 'dialog.close' })}>
              {copy.flows.close}
            </Button>
          </div>
        </div>
      ) : key === 'closed' ? null : (
        <RegistrationForm actor={actor} honeypot={honeypot} submitting={key === 'open.submitting'} failed={key === 'open.form.failed'} />
      )}
    </FlowDialog>
  );
}

function RegistrationForm({
  actor,
  honeypot,
  submitting,
  failed,
}: {
  actor: ReturnType<typeof useActorRef<typeof eventRegistrationMachine>>;
  honeypot: React.RefObject<HTMLInputElement>;
  submitting: boolean;
  failed: boolean;
}) {
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  const failure = useSelector(actor, (s) => s.context.failure);
  const t = copy.flows.events;
  const focus = useFocusFirstInvalid(errors);
  const change = (field: RegistrationField) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    actor.send({ type: 'field.change', field, value: e.target.value });
  const text = (
    field: 'firstName' | 'lastName' | 'email' | 'phone' | 'organization' | 'position',
    extra: Partial<React.ComponentProps<typeof TextField>> = {},
  ) => <TextField label={t[field]} name={field} value={values[field]} onChange={change(field)} error={errors[field]} required {...extra} />;
  return (
    <form
      ref={focus.formRef}
      noValidate
      aria-busy={submitting}
      onSubmit={(e) => {
        e.preventDefault();
        focus.markSubmitted();
        actor.send({ type: 'form.submit' });
      }}
    >
      {failed && failure && <FormAlert tone="error">{failure}</FormAlert>}
      <fieldset className={s.fieldset} disabled={submitting}>
        <Honeypot inputRef={honeypot} />
        <div className={formGrid}>
          {text('firstName', { autoComplete: 'given-name' })}
          {text('lastName', { autoComplete: 'family-name' })}
          {text('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
          {text('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
          {text('organization', { autoComplete: 'organization' })}
          {text('position', { autoComplete: 'organization-title' })}
          <SelectField
            label={t.attendees}
            name="attendees"
            value={values.attendees}
            onChange={change('attendees')}
            error={errors.attendees}
            options={ATTENDEE_CHOICES.map((v) => ({ value: v, label: v }))}
          />
          <SelectField
            label={t.dietaryRequirements}
            name="dietaryRequirements"
            value={values.dietaryRequirements}
            onChange={change('dietaryRequirements')}
            error={errors.dietaryRequirements}
            options={DIETARY_CHOICES.map((v) => ({ value: v, label: t.dietary[v] }))}
          />
        </div>
        <TextAreaField
          label={t.specialRequirements}
          hint={t.specialHint}
          name="specialRequirements"
          value={values.specialRequirements}
          onChange={change('specialRequirements')}
          error={errors.specialRequirements}
          rows={3}
        />
        <DialogFormEnd
          terms={values.terms}
          termsError={errors.terms}
          send={actor.send}
          submitting={submitting}
          submitLabel={t.submit}
          submittingLabel={t.submitting}
        />
      </fieldset>
    </form>
  );
}
