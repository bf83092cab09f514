// A payment receipt's upload for one application: idle → uploading (with progress) → uploaded | failed.
// The membership application dialog runs these same states inside its own machine (receiptUploadStates), and the
// member's account page runs this machine on its own for an application still waiting for its receipt.
import { assign, type EventObject, fromCallback, setup } from 'xstate';
import { RECEIPT_EXTENSIONS, RECEIPT_MAX_BYTES, RECEIPT_MIME_TYPES } from '../contract/limits';
import { messages } from '../contract/messages';
import * as form from './form';

/** What the machine needs to know about a chosen file (a browser File fits). */
export type ReceiptFile = { name: string; size: number; type: string };

/** What a receipt upload keeps: the application it belongs to, the chosen file, what is wrong, how far it got. */
export type ReceiptContext = {
  applicationId: string | null;
  file: ReceiptFile | null;
  receiptError: string | null;
  /** Why the server refused the last upload (already decided, daily limit, busy), shown under the failure message. */
  uploadFailure: string | null;
  progress: { loaded: number; total: number };
};

export type ReceiptEvent =
  | { type: 'receipt.selected'; file: ReceiptFile | null }
  | { type: 'receipt.submitted' }
  | { type: 'receipt.progressed'; loaded: number; total: number }
  | { type: 'receipt.uploaded' }
  | { type: 'receipt.failed'; serverMessage?: string };

export type UploadInput = { applicationId: string; file: ReceiptFile };

/** JPG, JPEG, PNG or PDF; at most 5 MB; must be chosen. Returns the message, or null when the file is fine. */
export function receiptProblem(file: ReceiptFile | null): string | null {
  if (!file) return messages.membership.receiptMissing;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = (RECEIPT_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase());
  const extOk = (RECEIPT_EXTENSIONS as readonly string[]).includes(ext);
  if (!extOk || (file.type !== '' && !typeOk)) return messages.membership.receiptWrongType;
  if (file.size > RECEIPT_MAX_BYTES) return messages.membership.receiptTooLarge;
  return null;
}

/** Nothing chosen yet, for `applicationId`. */
export const blankReceipt = (applicationId: string | null): ReceiptContext => ({
  applicationId,
  file: null,
  receiptError: null,
  uploadFailure: null,
  progress: { loaded: 0, total: 0 },
});

type Args = { context: ReceiptContext; event: { type: string } };

/** The receipt actions' context updates (the shared states below name them). */
const receiptUpdates = {
  chooseFile: ({ event }: Args): Partial<ReceiptContext> => {
    if (event.type !== 'receipt.selected') return {};
    const { file } = event as Extract<ReceiptEvent, { type: 'receipt.selected' }>;
    return { file, receiptError: file ? receiptProblem(file) : null };
  },
  showReceiptProblem: ({ context }: Args): Partial<ReceiptContext> => ({ receiptError: receiptProblem(context.file) }),
  rememberUploadFailure: ({ event }: Args): Partial<ReceiptContext> => ({
    uploadFailure: (event.type === 'receipt.failed' && (event as { serverMessage?: string }).serverMessage) || null,
  }),
  startProgress: ({ context }: Args): Partial<ReceiptContext> => ({
    receiptError: null,
    uploadFailure: null,
    progress: { loaded: 0, total: context.file?.size ?? 0 },
  }),
  trackProgress: ({ event }: Args): Partial<ReceiptContext> => {
    if (event.type !== 'receipt.progressed') return {};
    const { loaded, total } = event as Extract<ReceiptEvent, { type: 'receipt.progressed' }>;
    return { progress: { loaded, total } };
  },
};

/**
 * The receipt actions under the names the shared states use, for the `actions` of any machine whose context holds a
 * ReceiptContext: `actions: { ...receiptActions<MyContext, MyEvent>(), … }`.
 */
export function receiptActions<TContext extends ReceiptContext, TEvent extends EventObject>() {
  const update = (change: (args: Args) => Partial<ReceiptContext>) =>
    assign<TContext, TEvent, undefined, TEvent, never>((args) => change(args) as Partial<TContext>);
  return {
    chooseFile: update(receiptUpdates.chooseFile),
    showReceiptProblem: update(receiptUpdates.showReceiptProblem),
    rememberUploadFailure: update(receiptUpdates.rememberUploadFailure),
    startProgress: update(receiptUpdates.startProgress),
    trackProgress: update(receiptUpdates.trackProgress),
  };
}

export const receiptIsAcceptable = ({ context }: { context: ReceiptContext }) => receiptProblem(context.file) === null;

/**
 * The upload's states (idle, uploading, failed) for a machine that implements the receipt actions, the
 * `receiptIsAcceptable` guard and the `uploadReceipt` actor; `uploaded` is where a finished upload goes.
 */
export const receiptUploadStates = <T extends string>(uploaded: T) => ({
  idle: {
    on: {
      'receipt.selected': { actions: 'chooseFile' as const },
      'receipt.submitted': [{ guard: 'receiptIsAcceptable' as const, target: 'uploading' }, { actions: 'showReceiptProblem' as const }],
    },
  },
  uploading: {
    entry: 'startProgress' as const,
    invoke: {
      id: 'uploadReceipt',
      src: 'uploadReceipt' as const,
      input: ({ context }: { context: ReceiptContext }) => ({
        applicationId: context.applicationId ?? '',
        file: context.file as ReceiptFile,
      }),
    },
    on: {
      'receipt.progressed': { actions: 'trackProgress' as const },
      'receipt.uploaded': { target: uploaded },
      'receipt.failed': { target: 'failed', actions: 'rememberUploadFailure' as const },
    },
  },
  /** 'Receipt upload failed. Please try again.'; the person may retry or choose another file. */
  failed: {
    on: {
      'receipt.selected': { target: 'idle', actions: 'chooseFile' as const },
      'receipt.submitted': [
        { guard: 'receiptIsAcceptable' as const, target: 'uploading' },
        { target: 'idle', actions: 'showReceiptProblem' as const },
      ],
    },
  },
});

export const receiptUploadMachine = setup({
  types: {
    context: {} as ReceiptContext,
    events: {} as ReceiptEvent,
    input: {} as { applicationId: string },
  },
  actors: {
    /** Sends receipt.progressed while uploading, then receipt.uploaded or receipt.failed. */
    uploadReceipt: fromCallback<ReceiptEvent, UploadInput>(() => form.notProvided('receiptUpload', 'uploadReceipt')()),
  },
  guards: { receiptIsAcceptable },
  actions: receiptActions<ReceiptContext, ReceiptEvent>(),
}).createMachine({
  id: 'receiptUpload',
  context: ({ input }) => blankReceipt(input.applicationId),
  initial: 'idle',
  states: {
    ...receiptUploadStates('uploaded'),
    /** 'Receipt uploaded successfully! Your application is now complete.' */
    uploaded: { type: 'final' },
  },
});

export type ReceiptUploadMachine = typeof receiptUploadMachine;
export type ReceiptStateKey = form.StateKey<ReceiptUploadMachine>;
