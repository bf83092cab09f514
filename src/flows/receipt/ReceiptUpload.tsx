// The payment receipt's upload, as the application dialog and the member's account page both show it: the file rules,
// the file input, the progress bar, what went wrong, and the upload button. The upload itself goes through
// XMLHttpRequest (src/api/upload.ts), which reports progress.

import { useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { type ActorRefFrom, type EventObject, fromCallback } from 'xstate';
import { RECEIPT_EXTENSIONS, RECEIPT_MIME_TYPES } from '../../../contract/limits';
import {
  type ReceiptContext,
  type ReceiptEvent,
  type ReceiptUploadMachine,
  receiptUploadMachine,
  type UploadInput,
} from '../../../machines/receiptUpload';
import { toStateKey } from '../../../machines/stateKey';
import { uploadReceipt } from '../../api/upload';
import { Button } from '../../components/Button';
import { FormAlert, TextField } from '../../components/Field';
import { flowsCopy } from '../../i18n/flows';
import { ErrorSummary } from '../FlowForm';
import * as s from '../flows.css';

/** The file field's id on the receipt page, where the error summary links to it. */
export const RECEIPT_FIELD_ID = 'receipt-file';

/** The file picker's `accept`: the receipt's extensions and types, so the phone offers only those files. */
const RECEIPT_ACCEPT = [...RECEIPT_EXTENSIONS.map((ext) => `.${ext}`), ...RECEIPT_MIME_TYPES].join(',');

/**
 * The uploadReceipt actor of a machine that runs the receipt states (receiving that machine's events): progress, then
 * uploaded or failed (with the server's reason).
 */
export const uploadReceiptActor = <TEvent extends EventObject = ReceiptEvent>() =>
  fromCallback<TEvent, UploadInput>(({ input, sendBack }) =>
    uploadReceipt(input.applicationId, input.file as File, {
      onProgress: (loaded, total) => sendBack({ type: 'receipt.progressed', loaded, total }),
      onDone: () => sendBack({ type: 'receipt.uploaded' }),
      onFail: (_status, serverMessage) => sendBack({ type: 'receipt.failed', serverMessage }),
    }),
  );

/** The receipt machine with the real upload; tests pass `receiptUploadMachine.provide({...})` with fakes. */
export const receiptUploadLogic = receiptUploadMachine.provide({ actors: { uploadReceipt: uploadReceiptActor() } });

type Props = Pick<ReceiptContext, 'file' | 'receiptError' | 'uploadFailure' | 'progress'> & {
  uploading: boolean;
  failed: boolean;
  /** The machine's events; without it (`post`), the browser sends the form itself. */
  send?(event: ReceiptEvent): void;
  /**
   * A plain multipart form that posts to `action` and is answered by the server (the receipt page, with or without
   * the app): the refusal it sent back is listed at the top and beside the file field.
   */
  post?: { action: string };
  /** Shown before the upload button (the dialog's Close). */
  secondary?: ReactNode;
  /** The heading's level: 3 in the dialog, where the form is below the dialog's title. */
  headingLevel?: 2 | 3;
};

export function ReceiptUploadForm({
  file,
  receiptError,
  uploadFailure,
  progress,
  uploading,
  failed,
  send,
  post,
  secondary,
  headingLevel = 3,
}: Props) {
  const t = flowsCopy.membership;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <form
      noValidate
      aria-busy={uploading}
      {...(post
        ? { method: 'post', encType: 'multipart/form-data', action: post.action }
        : {
            onSubmit: (e) => {
              e.preventDefault();
              send?.({ type: 'receipt.submitted' });
            },
          })}
    >
      {post && receiptError && <ErrorSummary errors={{ receipt: receiptError }} idOf={() => RECEIPT_FIELD_ID} />}
      <Heading className={s.sectionTitle}>{t.receiptTitle}</Heading>
      <p className={s.paragraph}>{t.receiptHelp}</p>
      {failed && <FormAlert tone="error">{t.receiptFailed}</FormAlert>}
      {failed && uploadFailure && <p className={s.failureReason}>{uploadFailure}</p>}
      <fieldset className={s.fieldset} disabled={uploading}>
        <TextField
          label={t.receiptLabel}
          name="receipt"
          type="file"
          id={post ? RECEIPT_FIELD_ID : undefined}
          accept={RECEIPT_ACCEPT}
          hint={file ? t.chosen(file.name, file.size) : undefined}
          error={receiptError ?? undefined}
          onChange={send && ((e) => send({ type: 'receipt.selected', file: e.target.files?.[0] ?? null }))}
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
          {secondary}
          <Button tone="primary" type="submit">
            {uploading ? t.uploading : failed ? t.retry : t.upload}
          </Button>
        </div>
      </fieldset>
    </form>
  );
}

/** A receipt machine's upload form, for a page that runs the machine on its own (the member's page). */
export function ReceiptUploadPanel({ actor }: { actor: ActorRefFrom<ReceiptUploadMachine> }) {
  const key = useSelector(actor, (snap) => toStateKey<ReceiptUploadMachine>(snap.value));
  const file = useSelector(actor, (snap) => snap.context.file);
  const receiptError = useSelector(actor, (snap) => snap.context.receiptError);
  const uploadFailure = useSelector(actor, (snap) => snap.context.uploadFailure);
  const progress = useSelector(actor, (snap) => snap.context.progress);
  if (key === 'uploaded') return <FormAlert tone="success">{flowsCopy.membership.receiptSuccess}</FormAlert>;
  return (
    <ReceiptUploadForm
      file={file}
      receiptError={receiptError}
      uploadFailure={uploadFailure}
      progress={progress}
      uploading={key === 'uploading'}
      failed={key === 'failed'}
      send={actor.send}
    />
  );
}
