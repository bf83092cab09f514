// The form of a flow dialog (its failure, its fields, then the terms checkbox, Cancel and submit) and the closing panel.
import type { ComponentProps, ReactNode, Ref } from 'react';
import type { FieldErrors, FormSubmitted } from '../../machines/form';
import { Button } from '../components/Button';
import { ConsentLinks } from '../components/ConsentLinks';
import { CheckboxField, FormAlert } from '../components/Field';
import { flowsCopy } from '../i18n/flows';
import { Confirmation } from './Confirmation';
import { FlowForm } from './FlowForm';
import * as s from './flows.css';

/** The events of a flow's form that this part sends: both the membership and the registration machine take them. */
type FormEndEvent = { type: 'field.changed'; field: 'terms'; value: boolean } | { type: 'dialog.closed' };

/** What a flow's form needs on a page of its own: where it posts, its error summary, its fields' ids, its way back. */
export type PageFormProps = {
  form: Pick<ComponentProps<typeof FlowForm>, 'method' | 'action' | 'summary' | 'aria-labelledby' | 'data-testid'>;
  formRef?: Ref<HTMLFormElement>;
  idOf: (field: string) => string;
  /** Instead of the dialog's Cancel button (a page has nothing to close): a link back. */
  back: ReactNode;
};

/**
 * A dialog's form: the failure above the fields, the fields, then the terms, Cancel and the submit button. With `page`,
 * the same form on a page of its own, which posts without the app.
 */
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
  page?: PageFormProps;
  children: ReactNode;
}) {
  return (
    <FlowForm
      ref={page?.formRef}
      {...page?.form}
      send={send}
      errors={errors}
      submitting={submitting}
      alert={failure && <FormAlert tone="error">{failure}</FormAlert>}
    >
      {children}
      <DialogFormEnd
        terms={values.terms}
        termsError={errors.terms}
        termsId={page?.idOf('terms')}
        send={send}
        submitting={submitting}
        submitLabel={labels.submit}
        submittingLabel={labels.submitting}
        back={page?.back}
      />
    </FlowForm>
  );
}

function DialogFormEnd({
  terms,
  termsError,
  termsId,
  send,
  submitting,
  submitLabel,
  submittingLabel,
  back,
}: {
  terms: boolean;
  termsError?: string;
  termsId?: string;
  send(event: FormEndEvent): void;
  submitting: boolean;
  submitLabel: string;
  submittingLabel: string;
  back?: ReactNode;
}) {
  return (
    <>
      <CheckboxField
        label={flowsCopy.termsLabel}
        id={termsId}
        name="terms"
        value="true"
        checked={terms}
        onChange={(e) => send({ type: 'field.changed', field: 'terms', value: e.target.checked })}
        error={termsError}
        required
      />
      <ConsentLinks words={flowsCopy.consentLinks} />
      <div className={s.actions}>
        {back ?? (
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

/** The last view of a flow: what happened (the confirmation, which takes the focus), then Close. */
export function DialogDone({
  send,
  title,
  outcome,
  children,
}: {
  send(event: { type: 'dialog.closed' }): void;
  title: string;
  outcome?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <Confirmation title={title} headingLevel={3} outcome={outcome}>
        {children}
      </Confirmation>
      <div className={s.actions}>
        <Button tone="primary" onClick={() => send({ type: 'dialog.closed' })}>
          {flowsCopy.close}
        </Button>
      </div>
    </div>
  );
}
