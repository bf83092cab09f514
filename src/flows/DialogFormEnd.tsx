// The end of a dialog's form: the terms checkbox, then Cancel and the submit button (which names what it is doing).
import { Button } from '../components/Button';
import { CheckboxField } from '../components/Field';
import { copy } from '../i18n';
import * as s from './flows.css';

export function DialogFormEnd({
  terms,
  termsError,
  onTerms,
  onCancel,
  submitting,
  submitLabel,
  submittingLabel,
}: {
  terms: boolean;
  termsError?: string;
  onTerms(checked: boolean): void;
  onCancel(): void;
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
        onChange={(e) => onTerms(e.target.checked)}
        error={termsError}
        required
      />
      <div className={s.actions}>
        <Button tone="outline" onClick={onCancel}>
          {copy.flows.cancel}
        </Button>
        <Button tone="primary" type="submit">
          {submitting ? submittingLabel : submitLabel}
        </Button>
      </div>
    </>
  );
}
