// The end of a dialog's form: the terms checkbox, then Cancel and the submit button (which names what it is doing).
import { Button } from '../components/Button';
import { CheckboxField } from '../components/Field';
import { copy } from '../i18n';
import * as s from './flows.css';

/** The events of a flow's form that this part sends: both the membership and the registration machine take them. */
type FormEndEvent = { type: 'field.change'; field: 'terms'; value: boolean } | { type: 'dialog.close' };

export function DialogFormEnd({
  terms,
  termsError,
  send,
  submitting,
  submitLabel,
  submittingLabel,
}: {
  terms: boolean;
  termsError?: string;
  send(event: FormEndEvent): void;
  submitting: boolean;
  submitLabel: string;
  submittingLabel: string;
}) {
  return (
    <>
      <CheckboxField
        label={copy.flows.termsLabel}
        name="terms"
        checked={terms}
        onChange={(e) => send({ type: 'field.change', field: 'terms', value: e.target.checked })}
        error={termsError}
        required
      />
      <div className={s.actions}>
        <Button tone="outline" onClick={() => send({ type: 'dialog.close' })}>
          {copy.flows.cancel}
        </Button>
        <Button tone="primary" type="submit">
          {submitting ? submittingLabel : submitLabel}
        </Button>
      </div>
    </>
  );
}
