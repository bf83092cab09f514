// Join Now / Register Now: opens the membership application dialog, driven by the membershipApplication machine.
import { useActorRef, useSelector } from '@xstate/react';
import { fromCallback, fromPromise } from 'xstate';
import { toStateKey } from '../../../machines/form';
import {
  type ApplicationField,
  type MembershipApplicationMachine,
  type MembershipEvent,
  type MembershipStateKey,
  membershipApplicationMachine,
  type UploadInput,
} from '../../../machines/membershipApplication';
import { submitApplication } from '../../api/membership';
import { uploadReceipt } from '../../api/upload';
import { Button } from '../../components/Button';
import { FormAlert, formGrid, TextAreaField, TextField } from '../../components/Field';
import { flowsCopy } from '../../i18n/flows';
import { DialogDone, DialogForm } from '../DialogFormEnd';
import { FlowDialog, useOpenOnMount } from '../FlowDialog';
import { fieldBinder } from '../FlowForm';
import * as s from '../flows.css';
import { type ApplyProps, applyTrigger, type OpensOnMount } from '../triggers';

/** The machine with the real API; tests pass `membershipApplicationMachine.provide({...})` with fakes. */
export const membershipApplicationLogic = membershipApplicationMachine.provide({
  actors: {
    submitApplication: fromPromise(({ input }) => submitApplication(input)),
    uploadReceipt: fromCallback<MembershipEvent, UploadInput>(({ input, sendBack }) =>
      uploadReceipt(input.applicationId, input.file as File, {
        onProgress: (loaded, total) => sendBack({ type: 'receipt.progressed', loaded, total }),
        onDone: () => sendBack({ type: 'receipt.uploaded' }),
        onFail: (_status, serverMessage) => sendBack({ type: 'receipt.failed', serverMessage }),
      }),
    ),
  },
});

type Actor = ReturnType<typeof useActorRef<MembershipApplicationMachine>>;
type Logic = { logic?: MembershipApplicationMachine };

export function ApplyButton({ openOnMount, logic = membershipApplicationLogic, ...props }: ApplyProps & OpensOnMount & Logic) {
  const { membershipType, planTitle } = props;
  const actor = useActorRef(logic, { input: { membershipType } });
  useOpenOnMount(actor.send, openOnMount);
  const key = useSelector(actor, (snap) => toStateKey<MembershipApplicationMachine>(snap.value));
  const t = flowsCopy.membership;
  const plan = planTitle ?? t.types[membershipType];
  return (
    <FlowDialog
      open={key !== 'closed'}
      send={actor.send}
      title={t.dialogTitle(plan)}
      description={t.dialogDescription}
      trigger={applyTrigger(props)}
    >
      {key === 'open.form.editing' || key === 'open.form.failed' || key === 'open.submitting' ? (
        <ApplicationForm actor={actor} submitting={key === 'open.submitting'} failed={key === 'open.form.failed'} />
      ) : key === 'open.done' ? (
        <DialogDone send={actor.send}>
          <p className={s.paragraph}>{t.receiptSuccess}</p>
          <p className={s.paragraph}>{t.emailPromise}</p>
        </DialogDone>
      ) : key.startsWith('open.submitted') ? (
        <Submitted actor={actor} stateKey={key} />
      ) : null}
    </FlowDialog>
  );
}

function ApplicationForm({ actor, submitting, failed }: { actor: Actor; submitting: boolean; failed: boolean }) {
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  const membershipType = useSelector(actor, (s) => s.context.membershipType);
  const t = flowsCopy.membership;
  const bind = fieldBinder(values, errors, actor.send);
  const text = (
    field: Exclude<ApplicationField, 'terms' | 'message'>,
    label: string,
    extra: Partial<React.ComponentProps<typeof TextField>> = {},
  ) => <TextField label={label} {...bind(field)} required {...extra} />;
  return (
    <DialogForm values={values} errors={errors} send={actor.send} submitting={submitting} failure={failed && t.failed} labels={t}>
      <div className={formGrid}>
        {text('firstName', t.firstName, { autoComplete: 'given-name' })}
        {text('lastName', t.lastName, { autoComplete: 'family-name' })}
        {text('email', t.email, { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {text('phone', t.phone, { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
        {text('company', t.company, { autoComplete: 'organization' })}
        {text('city', t.city, { autoComplete: 'address-level2' })}
      </div>
      {text('address', t.address, { autoComplete: 'street-address' })}
      <TextField label={t.membershipType} name="membershipType" value={t.types[membershipType]} readOnly aria-readonly="true" />
      <TextAreaField label={t.message} hint={t.messageHint} {...bind('message')} rows={3} />
    </DialogForm>
  );
}

function Submitted({ actor, stateKey }: { actor: Actor; stateKey: MembershipStateKey }) {
  const file = useSelector(actor, (s) => s.context.file);
  const receiptError = useSelector(actor, (s) => s.context.receiptError);
  const uploadFailure = useSelector(actor, (s) => s.context.uploadFailure);
  const progress = useSelector(actor, (s) => s.context.progress);
  const t = flowsCopy.membership;
  const uploading = stateKey === 'open.submitted.uploading';
  const failed = stateKey === 'open.submitted.failed';
  return (
    <div>
      <div className={s.successPanel} role="status">
        <h3 className={s.successTitle}>{t.submittedTitle}</h3>
        <p className={s.paragraph}>{t.submittedBody}</p>
        <p className={s.paragraph}>{t.emailPromise}</p>
      </div>
      <form
        noValidate
        aria-busy={uploading}
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'receipt.submitted' });
        }}
      >
        <h3 className={s.sectionTitle}>{t.receiptTitle}</h3>
        <p className={s.paragraph}>{t.receiptHelp}</p>
        {failed && <FormAlert tone="error">{t.receiptFailed}</FormAlert>}
        {failed && uploadFailure && <p className={s.failureReason}>{uploadFailure}</p>}
        <fieldset className={s.fieldset} disabled={uploading}>
          <TextField
            label={t.receiptLabel}
            name="receipt"
            type="file"
            accept=".jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf"
            hint={file ? t.chosen(file.name, file.size) : undefined}
            error={receiptError ?? undefined}
            onChange={(e) => actor.send({ type: 'receipt.selected', file: e.target.files?.[0] ?? null })}
          />
          {uploading && (
            <div className={s.progressWrap}>
              <progress className={s.progress} aria-label={t.progressLabel} max={progress.total || 1} value={progress.loaded} />
              <div className={s.progressText} aria-live="polite">
                {t.uploading} {t.progress(progress.loaded, progress.total)}
              </div>
            </div>
          )}
          <div className={s.actions}>
            <Button tone="outline" onClick={() => actor.send({ type: 'dialog.closed' })}>
              {flowsCopy.close}
            </Button>
            <Button tone="primary" type="submit">
              {uploading ? t.uploading : failed ? t.retry : t.upload}
            </Button>
          </div>
        </fieldset>
      </form>
    </div>
  );
}
