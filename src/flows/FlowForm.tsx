// The form of every visitor flow: no browser validation, busy while sending, focus on the first invalid field after a
// rejected submit, and the hidden field only a bot fills in (its value goes with form.submitted).
// Its own module so the contact page's inline form does not pull in the dialog code. The form is a real one (method and
// action): before the app takes over, or without JavaScript, the browser posts it and the server answers
// (server/pageForms.ts); once the app runs, the machine sends it instead.
import { type FormHTMLAttributes, forwardRef, type ReactNode, useRef } from 'react';
import type { FieldChanged, FieldErrors, FormSubmitted } from '../../machines/form';
import { formCopy } from '../i18n/contact';
import * as s from './flows.css';
import { useFocusFirstInvalid } from './useFocusFirstInvalid';

export const FlowForm = forwardRef<HTMLFormElement, FlowFormProps>(function FlowForm(
  { send, errors, submitting, alert, summary, children, ...form },
  ref,
) {
  const honeypot = useRef<HTMLInputElement>(null);
  const focus = useFocusFirstInvalid(errors);
  return (
    <form
      ref={(form) => {
        focus.formRef.current = form;
        if (typeof ref === 'function') ref(form);
        else if (ref) ref.current = form;
      }}
      {...form}
      noValidate
      aria-busy={submitting}
      onSubmit={(e) => {
        e.preventDefault();
        focus.markSubmitted();
        send({ type: 'form.submitted', website: honeypot.current?.value ?? '' });
      }}
    >
      {summary && <ErrorSummary {...summary} />}
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
});

type FlowFormProps = {
  send(event: FormSubmitted): void;
  errors: FieldErrors;
  submitting: boolean;
  /** Shown above the fields (the failure, or the success banner). */
  alert?: ReactNode;
  /** A form the server sent back: its errors listed at the top, each a link to its field's id. */
  summary?: { errors: FieldErrors; idOf: (field: string) => string };
  children: ReactNode;
} & Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate' | 'aria-busy'> & { 'data-testid'?: string };

/** GOV.UK's error summary: what to correct, each message a link to its field. */
export function ErrorSummary({ errors, idOf }: { errors: FieldErrors; idOf: (field: string) => string }) {
  const listed = Object.entries(errors).filter(([, message]) => message);
  if (listed.length === 0) return null;
  return (
    <div className={s.errorSummary} role="alert" aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className={s.errorSummaryTitle}>
        {formCopy.summaryTitle}
      </h2>
      <ul className={s.errorSummaryList}>
        {listed.map(([field, message]) => (
          <li key={field}>
            <a href={`#${idOf(field)}`}>{message}</a>
          </li>
        ))}
      </ul>
    </div>
  );
}

type ChangeEvent = React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>;

/**
 * The props that bind one text, select or textarea field to a form machine: name, value, change and error, and a fixed
 * id (`idOf`) where the form's error summary links to its fields.
 */
export function fieldBinder<V extends Record<string, unknown>>(
  values: V,
  errors: FieldErrors,
  send: (event: FieldChanged<V>) => void,
  idOf?: (field: string) => string,
) {
  return <F extends keyof V & string>(field: F) => ({
    name: field,
    id: idOf?.(field),
    value: values[field] as string,
    onChange: (e: ChangeEvent) => send({ type: 'field.changed', field, value: e.target.value }),
    error: errors[field],
  });
}
