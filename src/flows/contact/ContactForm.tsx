// The contact form on /contact, driven by the contactForm machine.
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { CONTACT_SUBJECTS } from '../../../contract/contact';
import { type ContactFormMachine, contactFormMachine } from '../../../machines/contactForm';
import { toStateKey } from '../../../machines/form';
import { sendContactMessage } from '../../api/contact';
import { Button } from '../../components/Button';
import { FormAlert, formGrid, SelectField, TextAreaField, TextField } from '../../components/Field';
import { copy } from '../../i18n';
import { FlowForm, fieldBinder } from '../FlowForm';
import * as s from '../flows.css';

/** The machine with the real API; tests pass `contactFormMachine.provide({...})` with fakes. */
export const contactFormLogic = contactFormMachine.provide({
  actors: { sendMessage: fromPromise(({ input }) => sendContactMessage(input)) },
});

export function ContactForm({ logic = contactFormLogic }: { logic?: ContactFormMachine }) {
  const actor = useActorRef(logic);
  const key = useSelector(actor, (snap) => toStateKey<ContactFormMachine>(snap.value));
  const values = useSelector(actor, (snap) => snap.context.values);
  const errors = useSelector(actor, (snap) => snap.context.errors);
  const failure = useSelector(actor, (snap) => snap.context.failure);
  const t = copy.flows.contact;
  const submitting = key === 'submitting';
  const bind = fieldBinder(values, errors, actor.send);
  return (
    <FlowForm
      data-testid="contact-form"
      aria-label={t.formLabel}
      send={actor.send}
      errors={errors}
      submitting={submitting}
      alert={
        <>
          <div aria-live="polite">{key === 'success' && <FormAlert tone="success">{t.success}</FormAlert>}</div>
          {key === 'editing.failed' && failure && <FormAlert tone="error">{failure}</FormAlert>}
        </>
      }
    >
      <div className={formGrid}>
        <TextField label={t.name} {...bind('name')} required autoComplete="name" />
        <TextField label={t.email} {...bind('email')} type="email" inputMode="email" autoComplete="email" required />
        <TextField label={t.phone} hint={t.phoneHint} {...bind('phone')} type="tel" inputMode="tel" autoComplete="tel" />
        <SelectField
          label={t.subject}
          {...bind('subject')}
          required
          options={[{ value: '', label: t.chooseSubject }, ...CONTACT_SUBJECTS.map((v) => ({ value: v, label: v }))]}
        />
      </div>
      <fieldset className={s.radioGroup}>
        <legend className={s.legend}>{t.contactType}</legend>
        <div className={s.radioRow}>
          {(['individual', 'organization'] as const).map((type) => (
            <label key={type} className={s.radioLabel}>
              <input
                type="radio"
                className={s.radio}
                name="contactType"
                value={type}
                checked={values.contactType === type}
                onChange={bind('contactType').onChange}
              />
              {t[type]}
            </label>
          ))}
        </div>
      </fieldset>
      {values.contactType === 'organization' && (
        <TextField label={t.organizationName} {...bind('organization')} autoComplete="organization" required />
      )}
      <TextAreaField label={t.message} {...bind('message')} required rows={5} />
      <Button tone="primary" type="submit" block>
        {submitting ? t.submitting : t.submit}
      </Button>
    </FlowForm>
  );
}
