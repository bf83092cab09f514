// The form of a flow dialog (its failure, its fields, then the terms checkbox, Cancel and submit) and the closing panel.
import type { ReactNode } from 'react';
import type { FieldErrors, FormSubmitted } from '../../machines/form';
import { Button } from '../components/Button';
import { CheckboxField, FormAlert } from '../components/Field';
import { flowsCopy } from '../i18n/flows';
import { FlowForm } from './FlowForm';
import * as s from './flows.css';

/** The events of a flow's form that this part sends: both the membership and the registration machine take them. */
type FormEndEvent = { type: 'field.changed'; field: 'terms'; value: boolean } | { type: 'dialog.closed' };

/**
 * The form as a page of its own (no dialog): where it posts without the app, its error summary, the fixed ids the
 * summary links to, and what stands for Cancel (a link back).
 */
export type FormPage = {
  action: string;
  summary?: { errors: FieldErrors; idOf: (field: string) => string } | undefined;
  idOf: (field: string) => string;
  cancel: ReactNode;
};

/** A dialog's form: the failure above the fields, the fields, then the terms, Cancel and the submit button. */
export function DialogForm({
  values,
  errors,
  send,
  submitting,
  failure,
  labels,
  page,
  children,
}: {
  values: { terms: boolean };
  errors: FieldErrors;
  send(event: FormEndEvent | FormSubmitted): void;
  submitting: boolean;
  /** The message shown above the form after a failed submit. */
  failure: string | null | false;
  labels: { submit: string; submitting: string };
  page?: FormPage | undefined;
  children: ReactNode;
}) {
  return (
    <FlowForm
      send={send}
      errors={errors}
      submitting={submitting}
      alert={failure && <FormAlert tone="error">{failure}</FormAlert>}
      {...(page && { method: 'post', action: page.action, summary: page.summary })}
    >
      {children}
      <DialogFormEnd
        terms={values.terms}
        termsError={errors.terms}
        termsId={page?.idOf('terms')}
        cancel={page?.cancel}
        send={send}
        submitting={submitting}
        submitLabel={labels.submit}
        submittingLabel={labels.submitting}
      />
    </FlowForm>
  );
}

function DialogFormEnd({
  terms,
  termsError,
  termsId,
  cancel,
  send,
  submitting,
  submitLabel,
  submittingLabel,
}: {
  terms: boolean;
  termsError?: string | undefined;
  termsId?: string | undefined;
  /** In place of the Cancel button, which closes a dialog. */
  cancel?: ReactNode;
  send(event: FormEndEvent): void;
  submitting: boolean;
  submitLabel: string;
  submittingLabel: string;
}) {
  return (
    <>
      <CheckboxField
        label={flowsCopy.termsLabel}
        id={termsId}
        name="terms"
        checked={terms}
        onChange={(e) => send({ type: 'field.changed', field: 'terms', value: e.target.checked })}
        error={termsError}
        required
      />
      <div className={s.actions}>
        {cancel ?? (
          <Button tone="outline" onClick={() => send({ type: 'dialog.closed' })}>
            {flowsCopy.cancel}
          </Button>
        )}
        <Button tone="primary" type="submit">
          {submitting ? submittingLabel : submitLabel}
        </Button>
      </div>
    </>
  );
}

/** The last view of a flow: what happened (a status), then Close. */
export function DialogDone({ send, children }: { send(event: { type: 'dialog.closed' }): void; children: ReactNode }) {
  return (
    <div>
      <div className={s.successPanel} role="status">
        {children}
      </div>
      <div className={s.actions}>
        <Button tone="primary" onClick={() => send({ type: 'dialog.closed' })}>
          {flowsCopy.close}
        </Button>
      </div>
    </div>
  );
}
