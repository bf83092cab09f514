// The membership application dialog: form → submitting → submitted (receipt upload: idle → uploading → failed | done).
// Pure TS: the submit and upload effects are actors the browser provides with .provide().
import * as v from 'valibot';
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { RECEIPT_EXTENSIONS, RECEIPT_MAX_BYTES, RECEIPT_MIME_TYPES } from '../contract/limits';
import { type ApplicationInput, ApplicationSchema, type MembershipType } from '../contract/membership';
import { messages } from '../contract/messages';
import { fieldErrors } from '../contract/validators';

export type ApplicationValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  address: string;
  city: string;
  message: string;
  terms: boolean;
};
export type ApplicationField = keyof ApplicationValues;

/** What the machine needs to know about a chosen file (a browser File fits). */
export type ReceiptFile = { name: string; size: number; type: string };

/** How a failed request reaches the machine: the server's message and field errors when it sent them. */
export type SubmitFailure = { serverMessage?: string; fields?: Record<string, string> };

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
  errors: Record<string, string>;
  applicationId: string | null;
  file: ReceiptFile | null;
  receiptError: string | null;
  /** Why the server refused the last upload (already decided, daily limit, busy), shown under the failure message. */
  uploadFailure: string | null;
  progress: { loaded: number; total: number };
};

export type MembershipEvent =
  | { type: 'dialog.open' }
  | { type: 'dialog.close' }
  | { type: 'field.change'; field: ApplicationField; value: string | boolean }
  | { type: 'form.submit' }
  | { type: 'receipt.select'; file: ReceiptFile | null }
  | { type: 'receipt.upload' }
  | { type: 'receipt.progress'; loaded: number; total: number }
  | { type: 'receipt.uploaded' }
  | { type: 'receipt.failed'; serverMessage?: string };

export type UploadInput = { applicationId: string; file: ReceiptFile };
export type SubmitInput = ApplicationInput;

/** The application as the contract schema sees it. */
export const applicationInput = (ctx: Pick<MembershipContext, 'values' | 'membershipType'>): SubmitInput => ({
  ...ctx.values,
  membershipType: ctx.membershipType,
});

/** SPEC §5: JPG, JPEG, PNG or PDF; at most 5 MB; must be chosen. Returns the message, or null when the file is fine. */
export function receiptProblem(file: ReceiptFile | null): string | null {
  if (!file) return messages.membership.receiptMissing;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = (RECEIPT_MIME_TYPES as readonly string[]).includes(file.type.toLowerCase());
  const extOk = (RECEIPT_EXTENSIONS as readonly string[]).includes(ext);
  if (!extOk || (file.type !== '' && !typeOk)) return messages.membership.receiptWrongType;
  if (file.size > RECEIPT_MAX_BYTES) return messages.membership.receiptTooLarge;
  return null;
}

const notProvided = (name: string) => {
  throw new Error(`${name} was not provided to the membershipApplication machine`);
};

export const membershipApplicationMachine = setup({
  types: {
    context: {} as MembershipContext,
    events: {} as MembershipEvent,
    input: {} as { membershipType: MembershipType },
  },
  actors: {
    submitApplication: fromPromise<{ id: string }, SubmitInput>(async () => notProvided('submitApplication')),
    /** Sends receipt.progress while uploading, then receipt.uploaded or receipt.failed. */
    uploadReceipt: fromCallback<MembershipEvent, UploadInput>(() => notProvided('uploadReceipt')),
  },
  guards: {
    applicationIsValid: ({ context }) => v.safeParse(ApplicationSchema, applicationInput(context)).success,
    receiptIsAcceptable: ({ context }) => receiptProblem(context.file) === null,
  },
  actions: {
    resetForm: assign(({ context }) => ({
      values: emptyApplication(),
      errors: {},
      applicationId: null,
      file: null,
      receiptError: null,
      uploadFailure: null,
      progress: { loaded: 0, total: 0 },
      membershipType: context.membershipType,
    })),
    setField: assign(({ context, event }) => {
      if (event.type !== 'field.change') return {};
      const { [event.field]: _gone, ...errors } = context.errors;
      return { values: { ...context.values, [event.field]: event.value }, errors };
    }),
    showFieldErrors: assign(({ context }) => {
      const result = v.safeParse(ApplicationSchema, applicationInput(context));
      return { errors: result.success ? {} : fieldErrors(result.issues) };
    }),
    clearErrors: assign({ errors: {} }),
    showServerFieldErrors: assign((_, params: { failure: SubmitFailure }) => ({ errors: params.failure.fields ?? {} })),
    keepApplicationId: assign((_, params: { id: string }) => ({ applicationId: params.id })),
    chooseFile: assign(({ event }) => {
      if (event.type !== 'receipt.select') return {};
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
      event.type === 'receipt.progress' ? { progress: { loaded: event.loaded, total: event.total } } : {},
    ),
  },
}).createMachine({
  id: 'membershipApplication',
  context: ({ input }) => ({
    membershipType: input.membershipType,
    values: emptyApplication(),
    errors: {},
    applicationId: null,
    file: null,
    receiptError: null,
    uploadFailure: null,
    progress: { loaded: 0, total: 0 },
  }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'dialog.open': { target: 'open', actions: 'resetForm' } },
    },
    open: {
      initial: 'form',
      on: { 'dialog.close': { target: 'closed' } },
      states: {
        form: {
          initial: 'editing',
          on: {
            'field.change': { actions: 'setField' },
            'form.submit': [
              { guard: 'applicationIsValid', target: 'submitting', actions: 'clearErrors' },
              { target: '.editing', actions: 'showFieldErrors' },
            ],
          },
          states: {
            editing: {},
            /** 'Application failed. Please try again.' above the form. */
            failed: {},
          },
        },
        submitting: {
          invoke: {
            id: 'submitApplication',
            src: 'submitApplication',
            input: ({ context }) => applicationInput(context),
            onDone: { target: 'submitted', actions: { type: 'keepApplicationId', params: ({ event }) => ({ id: event.output.id }) } },
            onError: {
              target: 'form.failed',
              actions: { type: 'showServerFieldErrors', params: ({ event }) => ({ failure: (event.error ?? {}) as SubmitFailure }) },
            },
          },
        },
        /** The success view: review within 3-5 business days, confirmation email within 5 minutes; then the receipt. */
        submitted: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'receipt.select': { actions: 'chooseFile' },
                'receipt.upload': [{ guard: 'receiptIsAcceptable', target: 'uploading' }, { actions: 'showReceiptProblem' }],
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
                'receipt.progress': { actions: 'trackProgress' },
                'receipt.uploaded': { target: '#membershipApplication.open.done' },
                'receipt.failed': { target: 'failed', actions: 'rememberUploadFailure' },
              },
            },
            /** 'Receipt upload failed. Please try again.'; the visitor may retry or choose another file. */
            failed: {
              on: {
                'receipt.select': { target: 'idle', actions: 'chooseFile' },
                'receipt.upload': [
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

/** A snapshot's state as one dotted key ("open.submitted.uploading"), for views and exhaustive test maps. */
export function toStateKey(value: string | Record<string, unknown>): string {
  if (typeof value === 'string') return value;
  const [key, child] = Object.entries(value)[0] ?? ['', ''];
  return `${key}.${toStateKey(child as string | Record<string, unknown>)}`;
}

export type MembershipStateKey =
  | 'closed'
  | 'open.form.editing'
  | 'open.form.failed'
  | 'open.submitting'
  | 'open.submitted.idle'
  | 'open.submitted.uploading'
  | 'open.submitted.failed'
  | 'open.done';
