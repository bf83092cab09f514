// The contact form on /contact, driven by the contactForm machine.
import { useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { fromPromise } from 'xstate';
import { CONTACT_SUBJECTS } from '../../../contract/contact';
import { type ContactField, type ContactStateKey, contactFormMachine } from '../../../machines/contactForm';
import { toStateKey } from '../../../machines/membershipApplication';
import { sendContactMessage } from '../../api/contact';
import { Button } from '../../components/Button';
import { FormAlert, formGrid, SelectField, TextAreaField, TextField } from '../../components/Field';
import { copy } from '../../i18n';
import * as s from '../flows.css';
import { Honeypot } from '../Honeypot';
import { useFocusFirstInvalid } from '../useFocusFirstInvalid';

export function ContactForm() {
  const honeypot = useRef<HTMLInputElement>(null);
  const [machine] = useState(() =>
    contactFormMachine.provide({
      actors: { sendMessage: fromPromise(({ input }) => sendContactMessage({ ...input, website: honeypot.current?.value ?? '' })) },
    }),
  );
  const actor = useActorRef(machine);
  const key = useSelector(actor, (snap) => toStateKey(snap.value as never) as ContactStateKey);
  const values = useSelector(actor, (snap) => snap.context.values);
  const errors = useSelector(actor, (snap) => snap.context.errors);
  const failure = useSelector(actor, (snap) => snap.context.failure);
  const t = copy.flows.contact;
  const focus = useFocusFirstInvalid(errors);
  const submitting = key === 'submitting';
  const change = (field: ContactField) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    actor.send({ type: 'field.change', field, value: e.target.value });
  return (
    <form
      ref={focus.formRef}
      data-testid="contact-form"
      aria-label={t.formLabel}
      noValidate
      aria-busy={submitting}
      onSubmit={(e) => {
        e.preventDefault();
        focus.markSubmitted();
        actor.send({ type: 'form.submit' });
      }}
    >
      <div aria-live="polite">{key === 'success' && <FormAlert tone="success">{t.success}</FormAlert>}</div>
      {key === 'editing.failed' && failure && <FormAlert tone="error">{failure}</FormAlert>}
      <fieldset className={s.fieldset} disabled={submitting}>
        <Honeypot inputRef={honeypot} />
        <div className={formGrid}>
          <TextField
            label={t.name}
            name="name"
            value={values.name}
            onChange={change('name')}
            error={errors.name}
            required
            autoComplete="name"
          />
          <TextField
            label={t.email}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            value={values.email}
            onChange={change('email')}
            error={errors.email}
            required
          />
          <TextField
            label={t.phone}
            hint={t.phoneHint}
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            value={values.phone}
            onChange={change('phone')}
            error={errors.phone}
          />
          <SelectField
            label={t.subject}
            name="subject"
            value={values.subject}
            onChange={change('subject')}
            error={errors.subject}
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
                  onChange={change('contactType')}
                />
                {t[type]}
              </label>
            ))}
          </div>
        </fieldset>
        {values.contactType === 'organization' && (
          <TextField
            label={t.organizationName}
            name="organization"
            autoComplete="organization"
            value={values.organization}
            onChange={change('organization')}
            error={errors.organization}
            required
          />
        )}
        <TextAreaField
          label={t.message}
          name="message"
          value={values.message}
          onChange={change('message')}
          error={errors.message}
          required
          rows={5}
        />
        <Button tone="primary" type="submit" block>
          {submitting ? t.submitting : t.submit}
        </Button>
      </fieldset>
    </form>
  );
}
