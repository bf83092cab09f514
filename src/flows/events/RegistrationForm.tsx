// The event registration's form and its end, shared by the dialog (RegisterButton.tsx) and the registration page
// (src/routes/_site/events_.$eventId.register.tsx), so both show the same fields, messages and outcome.
import type { ReactNode } from 'react';
import { ATTENDEE_CHOICES, DIETARY_CHOICES, GUEST_FIELDS } from '../../../contract/events';
import type { RegistrationContext, RegistrationEvent } from '../../../machines/eventRegistration';
import type { FieldErrors } from '../../../machines/form';
import { FormAlert, formGrid, SelectField, TextAreaField, TextField } from '../../components/Field';
import { bothCalendars, eventTime } from '../../format/dates';
import { registeredCopy } from '../../i18n/assembly';
import { flowsCopy } from '../../i18n/flows';
import { formattedFrom, localized } from '../../i18n/localized';
import { DialogForm, type PageFormProps } from '../DialogFormEnd';
import { fieldBinder } from '../FlowForm';
import * as s from '../flows.css';
import type { EventSummary } from '../triggers';
import * as r2 from './registered.css';

/** When and where the event is. */
export function EventFacts({ event }: { event: EventSummary }) {
  const t = flowsCopy.events;
  const time = formattedFrom(eventTime(event.time), event.time);
  const location = localized(event, 'location');
  return (
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
  );
}

/** What became of the registration: a seat (its ticket is mailed), a place in the waiting list, or registration closed. */
export function registrationEnd({
  outcome,
  failure,
  waitlisted,
  refused,
  title,
}: {
  outcome: RegistrationContext['outcome'];
  failure: string | null;
  waitlisted: boolean;
  refused: boolean;
  title: string;
}): { title: string; outcome: 'closed' | 'waitlisted' | 'confirmed'; body: ReactNode } {
  const t = flowsCopy.events;
  const r = registeredCopy;
  if (refused) return { title: r.closedTitle, outcome: 'closed', body: <FormAlert tone="error">{failure}</FormAlert> };
  if (waitlisted)
    return {
      title: r.waitlistedTitle,
      outcome: 'waitlisted',
      body: (
        <>
          <p className={s.paragraph}>{r.waitlistedBody(outcome?.waitlistPosition ?? null)}</p>
          <p className={s.paragraph}>{r.waitlistedMail}</p>
        </>
      ),
    };
  // The ticket goes by mail only: the answer carries none, so that it is the same for an address registered already.
  return {
    title: t.successTitle,
    outcome: 'confirmed',
    body: <p className={s.paragraph}>{t.successBody(title)}</p>,
  };
}

type TextFieldName = 'firstName' | 'lastName' | 'email' | 'phone' | 'organization' | 'position';

/**
 * The registration form. In the dialog, the machine's values; on the page, also a real form (`page`) that posts to the
 * server without the app, with fixed ids for its error summary.
 */
export function RegistrationForm({
  values,
  errors,
  failure,
  submitting,
  send,
  page,
}: {
  values: RegistrationContext['values'];
  errors: FieldErrors;
  failure: string | null | false;
  submitting: boolean;
  send(event: RegistrationEvent): void;
  page?: PageFormProps | undefined;
}) {
  const t = flowsCopy.events;
  const bind = fieldBinder(values, errors, send, page?.idOf);
  const text = (field: TextFieldName, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField label={t[field]} {...bind(field)} required {...extra} />
  );
  return (
    <DialogForm values={values} errors={errors} send={send} submitting={submitting} failure={failure} labels={t} page={page}>
      <div className={formGrid}>
        {text('firstName', { autoComplete: 'given-name' })}
        {text('lastName', { autoComplete: 'family-name' })}
        {text('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {text('phone', { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
        {text('organization', { autoComplete: 'organization' })}
        {text('position', { autoComplete: 'organization-title' })}
        <SelectField label={t.attendees} {...bind('attendees')} options={ATTENDEE_CHOICES.map((v) => ({ value: v, label: v }))} />
        {GUEST_FIELDS.map((field, i) => (
          <div key={field} className={r2.guestField[i]} data-guest={i + 2}>
            <TextField label={t.guestLabel(i + 2)} hint={t.guestHint(i + 2)} {...bind(field)} autoComplete="off" />
          </div>
        ))}
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
