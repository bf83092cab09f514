// Join Now / Register Now: opens the membership application dialog, driven by the membershipApplication machine.
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { toStateKey } from '../../../machines/form';
import {
  type ApplicationField,
  type MembershipApplicationMachine,
  type MembershipEvent,
  type MembershipStateKey,
  membershipApplicationMachine,
} from '../../../machines/membershipApplication';
import { submitApplication } from '../../api/membership';
import { Button } from '../../components/Button';
import { CheckboxField, FormAlert, formGrid, TextAreaField, TextField } from '../../components/Field';
import { flowsCopy } from '../../i18n/flows';
import { DialogDone, DialogForm } from '../DialogFormEnd';
import { FlowDialog, useOpenOnMount } from '../FlowDialog';
import { fieldBinder } from '../FlowForm';
import * as s from '../flows.css';
import { ReceiptUploadForm, uploadReceiptActor } from '../receipt/ReceiptUpload';
import { type ApplyProps, applyTrigger, type OpensOnMount } from '../triggers';

/** The machine with the real API; tests pass `membershipApplicationMachine.provide({...})` with fakes. */
export const membershipApplicationLogic = membershipApplicationMachine.provide({
  actors: {
    submitApplication: fromPromise(({ input }) => submitApplication(input)),
    uploadReceipt: uploadReceiptActor<MembershipEvent>(),
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
    field: Exclude<ApplicationField, 'terms' | 'message' | 'listInDirectory'>,
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
      <CheckboxField
        label={t.listInDirectory}
        hint={t.listInDirectoryHint}
        name="listInDirectory"
        checked={values.listInDirectory}
        onChange={(e) => actor.send({ type: 'field.changed', field: 'listInDirectory', value: e.target.checked })}
      />
    </DialogForm>
  );
}

function Submitted({ actor, stateKey }: { actor: Actor; stateKey: MembershipStateKey }) {
  const file = useSelector(actor, (s) => s.context.file);
  const receiptError = useSelector(actor, (s) => s.context.receiptError);
  const uploadFailure = useSelector(actor, (s) => s.context.uploadFailure);
  const progress = useSelector(actor, (s) => s.context.progress);
  const t = flowsCopy.membership;
  return (
    <div>
      <div className={s.successPanel} role="status">
        <h3 className={s.successTitle}>{t.submittedTitle}</h3>
        <p className={s.paragraph}>{t.submittedBody}</p>
        <p className={s.paragraph}>{t.emailPromise}</p>
      </div>
      <ReceiptUploadForm
        file={file}
        receiptError={receiptError}
        uploadFailure={uploadFailure}
        progress={progress}
        uploading={stateKey === 'open.submitted.uploading'}
        failed={stateKey === 'open.submitted.failed'}
        send={actor.send}
        secondary={
          <Button tone="outline" onClick={() => actor.send({ type: 'dialog.closed' })}>
            {flowsCopy.close}
          </Button>
        }
      />
    </div>
  );
}
