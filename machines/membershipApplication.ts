// The membership application dialog: form → submitting → submitted (receipt upload: idle → uploading → failed | done).
// Pure TS: the submit and upload effects are actors the browser provides with .provide().
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { RECEIPT_EXTENSIONS, RECEIPT_MAX_BYTES, RECEIPT_MIME_TYPES } from '../contract/limits';
import { type ApplicationInput, ApplicationSchema, type MembershipType } from '../contract/membership';
import { messages } from '../contract/messages';
import * as form from './form';

/** The fields the visitor fills in; the membership type comes from the plan whose button opened the dialog. */
export type ApplicationValues = Omit<form.FormValues<typeof ApplicationSchema>, 'membershipType'>;
export type ApplicationField = keyof ApplicationValues;

/** What the machine needs to know about a chosen file (a browser File fits). */
export type ReceiptFile = { name: string; size: number; type: string };

export const emptyApplication = (): ApplicationValues => ({
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  address: '',
  city: '',
  message: '',
  terms: false,
});

export type MembershipContext = {
  membershipType: MembershipType;
  values: ApplicationValues;
  errors: form.FieldErrors;
  applicationId: string | null;
  file: ReceiptFile | null;
  receiptError: string | null;
  /** Why the server refused the last upload (already decided, daily limit, busy), shown under the failure message. */
  uploadFailure: string | null;
  progress: { loaded: number; total: number };
  /** The hidden bot field as the form held it when submitted. */
  website: string;
};

export type MembershipEvent =
  | { type: 'dialog.opened' }
  | { type: 'dialog.closed' }
  | form.FieldChanged<ApplicationValues>
  | form.FormSubmitted
  | { type: 'receipt.selected'; file: ReceiptFile | null }
  | { type: 'receipt.submitted' }
  | { type: 'receipt.progressed'; loaded: number; total: number }
  | { type: 'receipt.uploaded' }
  | { type: 'receipt.failed'; serverMessage?: string };

export type UploadInput = { applicationId: string; file: ReceiptFile };
export type SubmitInput = ApplicationInput & { website: string };

/** The application as the contract schema sees it. */
/** A blank form for `membershipType`: how the dialog starts, and how it starts again when reopened. */
const blankContext = (membershipType: MembershipType): MembershipContext => ({
  membershipType,
  values: emptyApplication(),
  errors: {},
  applicationId: null,
  file: null,
  receiptError: null,
  uploadFailure: null,
  progress: { loaded: 0, total: 0 },
  website: '',
});

export const applicationInput = (ctx: Pick<MembershipContext, 'values' | 'membershipType'>): ApplicationInput => ({
  ...ctx.values,
  membershipType: ctx.membershipType,
});

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

export const membershipApplicationMachine = setup({
  types: {
    context: {} as MembershipContext,
    events: {} as MembershipEvent,
    input: {} as { membershipType: MembershipType },
  },
  actors: {
    submitApplication: fromPromise<{ id: string }, SubmitInput>(async () =>
      form.notProvided('membershipApplication', 'submitApplication')(),
    ),
    /** Sends receipt.progressed while uploading, then receipt.uploaded or receipt.failed. */
    uploadReceipt: fromCallback<MembershipEvent, UploadInput>(() => form.notProvided('membershipApplication', 'uploadReceipt')()),
  },
  guards: {
    applicationIsValid: ({ context }) => form.isValid(ApplicationSchema, applicationInput(context)),
    receiptIsAcceptable: ({ context }) => receiptProblem(context.file) === null,
  },
  actions: {
    resetForm: assign(({ context }) => blankContext(context.membershipType)),
    setField: assign(({ context, event }) => (event.type === 'field.changed' ? form.changeField(context, event) : {})),
    showFieldErrors: assign(({ context }) => ({ errors: form.schemaErrors(ApplicationSchema, applicationInput(context)) })),
    clearErrors: assign(({ event }) => ({ errors: {}, website: form.honeypotOf(event) })),
    showServerFieldErrors: assign((_, params: { failure: form.SubmitFailure }) => ({ errors: params.failure.fields ?? {} })),
    keepApplicationId: assign((_, params: { id: string }) => ({ applicationId: params.id })),
    chooseFile: assign(({ event }) => {
      if (event.type !== 'receipt.selected') return {};
      return { file: event.file, receiptError: event.file ? receiptProblem(event.file) : null };
    }),
    showReceiptProblem: assign(({ context }) => ({ receiptError: receiptProblem(context.file) })),
    rememberUploadFailure: assign(({ event }) => ({ uploadFailure: (event.type === 'receipt.failed' && event.serverMessage) || null })),
    startProgress: assign(({ context }) => ({
      receiptError: null,
      uploadFailure: null,
      progress: { loaded: 0, total: context.file?.size ?? 0 },
    })),
    trackProgress: assign(({ event }) =>
      event.type === 'receipt.progressed' ? { progress: { loaded: event.loaded, total: event.total } } : {},
    ),
  },
}).createMachine({
  id: 'membershipApplication',
  context: ({ input }) => blankContext(input.membershipType),
  initial: 'closed',
  states: {
    closed: {
      on: { 'dialog.opened': { target: 'open', actions: 'resetForm' } },
    },
    open: {
      initial: 'form',
      on: { 'dialog.closed': { target: 'closed' } },
      states: {
        /** form.failed: 'Application failed. Please try again.' above the form. */
        form: form.editingState('applicationIsValid', 'editing'),
        submitting: {
          invoke: {
            id: 'submitApplication',
            src: 'submitApplication',
            input: ({ context }) => ({ ...applicationInput(context), website: context.website }),
            onDone: { target: 'submitted', actions: { type: 'keepApplicationId', params: ({ event }) => ({ id: event.output.id }) } },
            onError: {
              target: 'form.failed',
              actions: { type: 'showServerFieldErrors', params: ({ event }) => ({ failure: form.asSubmitFailure(event.error) }) },
            },
          },
        },
        /** The success view: review within 3-5 business days, confirmation email within 5 minutes; then the receipt. */
        submitted: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'receipt.selected': { actions: 'chooseFile' },
                'receipt.submitted': [{ guard: 'receiptIsAcceptable', target: 'uploading' }, { actions: 'showReceiptProblem' }],
              },
            },
            uploading: {
              entry: 'startProgress',
              invoke: {
                id: 'uploadReceipt',
                src: 'uploadReceipt',
                input: ({ context }) => ({ applicationId: context.applicationId ?? '', file: context.file as ReceiptFile }),
              },
              on: {
                'receipt.progressed': { actions: 'trackProgress' },
                'receipt.uploaded': { target: '#membershipApplication.open.done' },
                'receipt.failed': { target: 'failed', actions: 'rememberUploadFailure' },
              },
            },
            /** 'Receipt upload failed. Please try again.'; the visitor may retry or choose another file. */
            failed: {
              on: {
                'receipt.selected': { target: 'idle', actions: 'chooseFile' },
                'receipt.submitted': [
                  { guard: 'receiptIsAcceptable', target: 'uploading' },
                  { target: 'idle', actions: 'showReceiptProblem' },
                ],
              },
            },
          },
        },
        /** 'Receipt uploaded successfully! Your application is now complete.' */
        done: {},
      },
    },
  },
});

export type MembershipApplicationMachine = typeof membershipApplicationMachine;

export type MembershipStateKey = form.StateKey<MembershipApplicationMachine>;
