// The membership application's views, shared by the Join Now dialog (ApplyButton.tsx) and the plan's own page
// (ApplyPage.tsx): the form, the receipt step once the application is in, and the closing words.
import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import type { MembershipType } from '../../../contract/membership';
import type { PaymentDue } from '../../../contract/payment';
import type { FieldErrors } from '../../../machines/form';
import {
  type ApplicationField,
  type ApplicationValues,
  type MembershipApplicationMachine,
  type MembershipEvent,
  type MembershipStateKey,
  membershipApplicationMachine,
  type ReceiptFile,
} from '../../../machines/membershipApplication';
import { submitApplication } from '../../api/membership';
import { CheckboxField, formGrid, TextAreaField, TextField } from '../../components/Field';
import { FollowOnAccount, PaymentDetails } from '../../components/PaymentDetails';
import { flowsCopy } from '../../i18n/flows';
import { Confirmation } from '../Confirmation';
import { DialogForm, type PageFormProps } from '../DialogFormEnd';
import { fieldBinder } from '../FlowForm';
import * as s from '../flows.css';
import { ReceiptUploadForm, uploadReceiptActor } from '../receipt/ReceiptUpload';

/** The machine with the real API; tests pass `membershipApplicationMachine.provide({...})` with fakes. */
export const membershipApplicationLogic = membershipApplicationMachine.provide({
  actors: {
    submitApplication: fromPromise(({ input }) => submitApplication(input)),
    uploadReceipt: uploadReceiptActor<MembershipEvent>(),
  },
});

type Send = (event: MembershipEvent) => void;

/** The application's fields, the terms and the submit button; on a page (`page`), a form that posts without the app. */
export function ApplicationForm({
  values,
  errors,
  membershipType,
  send,
  submitting,
  failure,
  page,
}: {
  values: ApplicationValues;
  errors: FieldErrors;
  membershipType: MembershipType;
  send: Send;
  submitting: boolean;
  failure: string | null | false;
  page?: PageFormProps;
}) {
  const t = flowsCopy.membership;
  const bind = fieldBinder(values, errors, send, page?.idOf);
  const text = (
    field: Exclude<ApplicationField, 'terms' | 'message' | 'listInDirectory'>,
    label: string,
    extra: Partial<React.ComponentProps<typeof TextField>> = {},
  ) => <TextField label={label} {...bind(field)} required {...extra} />;
  return (
    <DialogForm values={values} errors={errors} send={send} submitting={submitting} failure={failure} labels={t} page={page}>
      <div className={formGrid}>
        {text('firstName', t.firstName, { autoComplete: 'given-name' })}
        {text('lastName', t.lastName, { autoComplete: 'family-name' })}
        {text('email', t.email, { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        {text('phone', t.phone, { type: 'tel', autoComplete: 'tel', inputMode: 'tel' })}
        {text('company', t.company, { autoComplete: 'organization' })}
        {text('city', t.city, { autoComplete: 'address-level2' })}
      </div>
      {text('address', t.address, { autoComplete: 'street-address' })}
      {/* Shown, not sent: the plan is the page's (or the dialog's), never what a form says. */}
      <TextField label={t.membershipType} value={t.types[membershipType]} readOnly aria-readonly="true" />
      <TextAreaField label={t.message} hint={t.messageHint} {...bind('message')} rows={3} />
      <CheckboxField
        label={t.listInDirectory}
        hint={t.listInDirectoryHint}
        name="listInDirectory"
        value="true"
        id={page?.idOf('listInDirectory')}
        checked={values.listInDirectory}
        onChange={(e) => send({ type: 'field.changed', field: 'listInDirectory', value: e.target.checked })}
      />
    </DialogForm>
  );
}

/** After the application went in: what happens next, then the receipt's upload. */
export function ApplicationSubmitted({
  stateKey,
  receipt,
  send,
  secondary,
  headingLevel,
}: {
  stateKey: MembershipStateKey;
  receipt: {
    /** What to pay, where, with which reference (as the server answered the application). */
    payment: PaymentDue | null;
    file: ReceiptFile | null;
    receiptError: string | null;
    uploadFailure: string | null;
    progress: { loaded: number; total: number };
  };
  send: Send;
  /** Beside the upload button: the dialog's Close. */
  secondary?: ReactNode;
  /** 2 on a page of its own, 3 in the dialog (below its title). */
  headingLevel?: 2 | 3;
}) {
  const t = flowsCopy.membership;
  return (
    <div>
      <Confirmation title={t.submittedTitle} headingLevel={headingLevel} outcome="submitted">
        <p className={s.paragraph}>{t.submittedBody}</p>
        <p className={s.paragraph}>{t.emailPromise}</p>
      </Confirmation>
      {receipt.payment ? (
        <PaymentDetails
          howToPay={receipt.payment}
          owed={receipt.payment}
          headingLevel={headingLevel === 2 ? 3 : 4}
          id={headingLevel === 2 ? 'payment-title' : 'payment-dialog-title'}
        />
      ) : null}
      <ReceiptUploadForm
        file={receipt.file}
        receiptError={receipt.receiptError}
        uploadFailure={receipt.uploadFailure}
        progress={receipt.progress}
        uploading={stateKey === 'open.submitted.uploading'}
        failed={stateKey === 'open.submitted.failed'}
        send={send}
        secondary={secondary}
        headingLevel={headingLevel}
      />
    </div>
  );
}

/** The closing words once the receipt is in. */
export function ApplicationDoneWords() {
  const t = flowsCopy.membership;
  return (
    <>
      <p className={s.paragraph}>{t.receiptSuccess}</p>
      <p className={s.paragraph}>{t.emailPromise}</p>
      <FollowOnAccount />
    </>
  );
}

/** The receipt step's part of the machine's context, each read on its own so a progress tick redraws only what moved. */
export function useReceipt(actor: ActorRefFrom<MembershipApplicationMachine>) {
  const file = useSelector(actor, (s) => s.context.file);
  const receiptError = useSelector(actor, (s) => s.context.receiptError);
  const uploadFailure = useSelector(actor, (s) => s.context.uploadFailure);
  const progress = useSelector(actor, (s) => s.context.progress);
  const payment = useSelector(actor, (s) => s.context.payment);
  return { file, receiptError, uploadFailure, progress, payment };
}
