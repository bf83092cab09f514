// Join Now / Register Now: opens the membership application dialog, driven by the membershipApplication machine.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { fromCallback, fromPromise } from 'xstate';
import type { MembershipType } from '../../../contract/membership';
import {
  type ApplicationField,
  type MembershipEvent,
  type MembershipStateKey,
  membershipApplicationMachine,
  toStateKey,
  type UploadInput,
} from '../../../machines/membershipApplication';
import { submitApplication } from '../../api/membership';
import { uploadReceipt } from '../../api/upload';
import { Button } from '../../components/Button';
import { FormAlert, formGrid, TextAreaField, TextField } from '../../components/Field';
import { copy } from '../../i18n';
import { DialogFormEnd } from '../DialogFormEnd';
import { FlowDialog } from '../FlowDialog';
import * as s from '../flows.css';
import { Honeypot } from '../Honeypot';
import { type ApplyProps, applyTrigger, type OpensOnMount } from '../triggers';
import { useFocusFirstInvalid } from '../useFocusFirstInvalid';

type Actor = ReturnType<typeof useMembershipActor>;

function useMembershipActor(membershipType: MembershipType, honeypot: React.RefObject<HTMLInputElement>) {
  const [machine] = useState(() =>
    membershipApplicationMachine.provide({
      actors: {
        submitApplication: fromPromise(({ input }) => submitApplication({ ...input, website: honeypot.current?.value ?? '' })),
        uploadReceipt: fromCallback<MembershipEvent, UploadInput>(({ input, sendBack }) =>
          uploadReceipt(input.applicationId, input.file as File, {
            onProgress: (loaded, total) => sendBack({ type: 'receipt.progress', loaded, total }),
            onDone: () => sendBack({ type: 'receipt.uploaded' }),
            onFail: (_status, serverMessage) => sendBack({ type: 'receipt.failed', serverMessage }),
          }),
        ),
      },
    }),
  );
  return useActorRef(machine, { input: { membershipType } });
}

export function ApplyButton({ openOnMount, ...props }: ApplyProps & OpensOnMount) {
  const { membershipType, planTitle } = props;
  const honeypot = useRef<HTMLInputElement>(null);
  const actor = useMembershipActor(membershipType, honeypot);
  useEffect(() => {
    if (openOnMount) actor.send({ type: 'dialog.open' });
  }, [actor, openOnMount]);
  const key = useSelector(actor, (snap) => toStateKey(snap.value as never) as MembershipStateKey);
  const t = copy.flows.membership;
  const plan = planTitle ?? t.types[membershipType];
  return (
    <FlowDialog
      open={key !== 'closed'}
      onOpen={() => actor.send({ type: 'dialog.open' })}
      onClose={() => actor.send({ type: 'dialog.close' })}
      title={t.dialogTitle(plan)}
      description={t.dialogDescription}
      trigger={applyTrigger(props)}
    >
      {key === 'open.form.editing' || key === 'open.form.failed' || key === 'open.submitting' ? (
        <ApplicationForm actor={actor} honeypot={honeypot} submitting={key === 'open.submitting'} failed={key === 'open.form.failed'} />
      ) : key === 'open.done' ? (
        <Done actor={actor} />
      ) : key.startsWith('open.submitted') ? (
        <Submitted actor={actor} stateKey={key} />
      ) : null}
    </FlowDialog>
  );
}

function ApplicationForm({
  actor,
  honeypot,
  submitting,
  failed,
}: {
  actor: Actor;
  honeypot: React.RefObject<HTMLInputElement>;
  submitting: boolean;
  failed: boolean;
}) {
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  const membershipType = useSelector(actor, (s) => s.context.membershipType);
  const t = copy.flows.membership;
  const focus = useFocusFirstInvalid(errors);
  const change = (field: ApplicationField) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
    actor.send({ type: 'field.change', field, value: e.target.value });
  const text = (
    field: Exclude<ApplicationField, 'terms' | 'message'>,
    label: string,
    extra: Partial<React.ComponentProps<typeof TextField>> = {},
  ) => <TextField label={label} name={field} value={values[field]} onChange={change(field)} error={errors[field]} required {...extra} />;
  return (
    <form
      ref={focus.formRef}
      noValidate
      aria-busy={submitting}
      onSubmit={(e) => {
        e.preventDefault();
        focus.markSubmitted();
        actor.send({ type: 'form.submit' });
      }}
    >
      {failed && <FormAlert tone="error">{t.failed}</FormAlert>}
      <fieldset className={s.fieldset} disabled={submitting}>
        <Honeypot inputRef={honeypot} />
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
        <TextAreaField
          label={t.message}
          hint={t.messageHint}
          name="message"
          value={values.message}
          onChange={change('message')}
          error={errors.message}
          rows={3}
        />
        <DialogFormEnd
          terms={values.terms}
          termsError={errors.terms}
          send={actor.send}
          submitting={submitting}
          submitLabel={t.submit}
          submittingLabel={t.submitting}
        />
      </fieldset>
    </form>
  );
}

function Submitted({ actor, stateKey }: { actor: Actor; stateKey: MembershipStateKey }) {
  const file = useSelector(actor, (s) => s.context.file);
  const receiptError = useSelector(actor, (s) => s.context.receiptError);
  const uploadFailure = useSelector(actor, (s) => s.context.uploadFailure);
  const progress = useSelector(actor, (s) => s.context.progress);
  const t = copy.flows.membership;
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
          actor.send({ type: 'receipt.upload' });
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
            onChange={(e) => actor.send({ type: 'receipt.select', file: e.target.files?.[0] ?? null })}
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
            <Button tone="outline" onClick={() => actor.send({ type: 'dialog.close' })}>
              {copy.flows.close}
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

function Done({ actor }: { actor: Actor }) {
  const t = copy.flows.membership;
  return (
    <div>
      <div className={s.successPanel} role="status">
        <p className={s.paragraph}>{t.receiptSuccess}</p>
        <p className={s.paragraph}>{t.emailPromise}</p>
      </div>
      <div className={s.actions}>
        <Button tone="primary" onClick={() => actor.send({ type: 'dialog.close' })}>
          {copy.flows.close}
        </Button>
      </div>
    </div>
  );
}
