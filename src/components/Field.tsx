// Labelled form controls shared by every form: the label, the control, a hint, and the field error
// (linked with aria-describedby and aria-invalid so screen readers announce it).
import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import * as s from './Field.css';

type Common = { label: ReactNode; error?: string | undefined; hint?: ReactNode; required?: boolean; id?: string | undefined };

function useDescribedBy(error?: string, hint?: ReactNode, fixedId?: string) {
  const generated = useId();
  // A form that links its error summary to its fields gives each a fixed id.
  const id = fixedId ?? generated;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { id, errorId, hintId, describedBy };
}

function Label({ htmlFor, label, required }: { htmlFor: string; label: ReactNode; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className={s.label}>
      {label}
      {required && (
        <span className={s.required} aria-hidden="true">
          *
        </span>
      )}
    </label>
  );
}

function FieldMessages({ error, hint, errorId, hintId }: { error?: string; hint?: ReactNode; errorId: string; hintId: string }) {
  return (
    <>
      {hint && (
        <span id={hintId} className={s.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={s.error} role="alert">
          {error}
        </span>
      )}
    </>
  );
}

/** What every control gets from its field: its id, whether it is invalid, and the ids of its hint and error. */
type ControlProps = { id: string; 'aria-invalid': true | undefined; 'aria-describedby': string | undefined; required?: boolean };

/** The label above the control, then its hint and error: `control` draws the control itself with the props it is given. */
function LabelledField({ label, error, hint, required, id: fixedId, control }: Common & { control: (props: ControlProps) => ReactNode }) {
  const { id, errorId, hintId, describedBy } = useDescribedBy(error, hint, fixedId);
  return (
    <div className={s.field}>
      <Label htmlFor={id} label={label} required={required} />
      {control({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy, required })}
      <FieldMessages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </div>
  );
}

/** A field's props split into what its frame shows (label, error, hint, required) and what goes on its control. */
function splitField<T extends Common>({ label, error, hint, required, id, ...control }: T) {
  return [{ label, error, hint, required, id }, control] as const;
}

export function TextField(props: Common & InputHTMLAttributes<HTMLInputElement>) {
  const [field, input] = splitField(props);
  return <LabelledField {...field} control={(c) => <input className={s.control} {...c} {...input} />} />;
}

export function TextAreaField(props: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const [field, input] = splitField(props);
  return <LabelledField {...field} control={(c) => <textarea className={s.textarea} {...c} {...input} />} />;
}

export function SelectField({
  options,
  ...props
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { options: readonly { value: string; label: string }[] }) {
  const [field, select] = splitField(props);
  return (
    <LabelledField
      {...field}
      control={(c) => (
        <select className={s.control} {...c} {...select}>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    />
  );
}

export function CheckboxField({
  label,
  error,
  hint,
  required,
  id: fixedId,
  ...input
}: Common & Omit<InputHTMLAttributes<HTMLInputElement>, 'type'>) {
  const { id, errorId, hintId, describedBy } = useDescribedBy(error, hint, fixedId);
  return (
    <div>
      <div className={s.checkRow}>
        <input
          id={id}
          type="checkbox"
          className={s.checkbox}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          required={required}
          {...input}
        />
        <Label htmlFor={id} label={label} required={required} />
      </div>
      <FieldMessages error={error} hint={hint} errorId={errorId} hintId={hintId} />
    </div>
  );
}

/** A form-level message: error (role=alert), success or info (role=status). */
export function FormAlert({ tone, children }: { tone: 'error' | 'success' | 'info'; children: ReactNode }) {
  return (
    <div className={s.alert} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      {children}
    </div>
  );
}

export const formGrid = s.grid2;
