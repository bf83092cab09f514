// The form of every visitor flow: no browser validation, busy while sending, focus on the first invalid field after a
// rejected submit, and the hidden field only a bot fills in (its value goes with form.submitted).
// Its own module so the contact page's inline form does not pull in the dialog code.
import { type FormHTMLAttributes, type ReactNode, useRef } from 'react';
import type { FieldChanged, FieldErrors, FormSubmitted } from '../../machines/form';
import { formCopy } from '../i18n/contact';
import * as s from './flows.css';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';

export function FlowForm({
  send,
  errors,
  submitting,
  alert,
  children,
  ...form
}: {
  send(event: FormSubmitted): void;
  errors: FieldErrors;
  submitting: boolean;
  /** Shown above the fields (the failure, or the success banner). */
  alert?: ReactNode;
  children: ReactNode;
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate' | 'aria-busy'> & { 'data-testid'?: string }) {
  const honeypot = useRef<HTMLInputElement>(null);
  const focus = useFocusFirstInvalid(errors);
  return (
    <form
      ref={focus.formRef}
      {...form}
      noValidate
      aria-busy={submitting}
      onSubmit={(e) => {
        e.preventDefault();
        focus.markSubmitted();
        send({ type: 'form.submitted', website: honeypot.current?.value ?? '' });
      }}
    >
      {alert}
      <fieldset className={s.fieldset} disabled={submitting}>
        <div className={s.honeypot} aria-hidden="true">
          <label>
            {formCopy.honeypotLabel}
            <input ref={honeypot} type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
          </label>
        </div>
        {children}
      </fieldset>
    </form>
  );
}

type ChangeEvent = React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/** The props that bind one text, select or textarea field to a form machine: name, value, change and error. */
export function fieldBinder<V extends Record<string, unknown>>(values: V, errors: FieldErrors, send: (event: FieldChanged<V>) => void) {
  return <F extends keyof V & string>(field: F) => ({
    name: field,
    value: values[field] as string,
    onChange: (e: ChangeEvent) => send({ type: 'field.changed', field, value: e.target.value }),
    error: errors[field],
  });
}
