// The membership application dialog: form → submitting → submitted (receipt upload: idle → uploading → failed | done).
// Pure TS: the submit and upload effects are actors the browser provides with .provide().
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { type ApplicationInput, ApplicationSchema, type MembershipType } from '../contract/membership';
import type { PaymentDue } from '../contract/payment';
import * as form from './form';
import {
  blankReceipt,
  type ReceiptContext,
  type ReceiptEvent,
  receiptActions,
  receiptIsAcceptable,
  receiptUploadStates,
  type UploadInput,
} from './receiptUpload';

export { type ReceiptFile, receiptProblem, type UploadInput } from './receiptUpload';

/** The fields the visitor fills in; the membership type comes from the plan whose button opened the dialog. */
export type ApplicationValues = Omit<form.FormValues<typeof ApplicationSchema>, 'membershipType'>;
export type ApplicationField = keyof ApplicationValues;

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
  listInDirectory: false,
});

/** The form, then the receipt of the application it made (applicationId is null until then). */
export type MembershipContext = ReceiptContext & {
  membershipType: MembershipType;
  values: ApplicationValues;
  errors: form.FieldErrors;
  /** The hidden bot field as the form held it when submitted. */
  website: string;
  /** Once the application is in: what to pay, where, and the reference for the slip (null before, or if not told). */
  payment: PaymentDue | null;
};

export type MembershipEvent =
  | { type: 'dialog.opened' }
  | { type: 'dialog.closed' }
  | form.FieldChanged<ApplicationValues>
  | form.FormSubmitted
  | ReceiptEvent;
export type SubmitInput = ApplicationInput & { website: string };
/** The application as the server took it: its id, and what to pay where (absent from an answer that does not say). */
export type SubmittedApplication = { id: string; payment?: PaymentDue };

/** The application as the contract schema sees it. */
/** A blank form for `membershipType`: how the dialog starts, and how it starts again when reopened. */
const blankContext = (membershipType: MembershipType): MembershipContext => ({
  membershipType,
  values: emptyApplication(),
  errors: {},
  ...blankReceipt(null),
  website: '',
  payment: null,
});

export const applicationInput = (ctx: Pick<MembershipContext, 'values' | 'membershipType'>): ApplicationInput => ({
  ...ctx.values,
  membershipType: ctx.membershipType,
});

export const membershipApplicationMachine = setup({
  types: {
    context: {} as MembershipContext,
    events: {} as MembershipEvent,
    input: {} as { membershipType: MembershipType },
  },
  actors: {
    submitApplication: fromPromise<SubmittedApplication, SubmitInput>(async () =>
      form.notProvided('membershipApplication', 'submitApplication')(),
    ),
    /** Sends receipt.progressed while uploading, then receipt.uploaded or receipt.failed. */
    uploadReceipt: fromCallback<MembershipEvent, UploadInput>(() => form.notProvided('membershipApplication', 'uploadReceipt')()),
  },
  guards: {
    applicationIsValid: ({ context }) => form.isValid(ApplicationSchema, applicationInput(context)),
    receiptIsAcceptable,
  },
  actions: {
    resetForm: assign(({ context }) => blankContext(context.membershipType)),
    setField: assign(({ context, event }) => (event.type === 'field.changed' ? form.changeField(context, event) : {})),
    showFieldErrors: assign(({ context }) => ({ errors: form.schemaErrors(ApplicationSchema, applicationInput(context)) })),
    clearErrors: assign(({ event }) => ({ errors: {}, website: form.honeypotOf(event) })),
    showServerFieldErrors: assign((_, params: { failure: form.SubmitFailure }) => ({ errors: params.failure.fields ?? {} })),
    keepApplication: assign((_, params: SubmittedApplication) => ({ applicationId: params.id, payment: params.payment ?? null })),
    ...receiptActions<MembershipContext, MembershipEvent>(),
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
            onDone: { target: 'submitted', actions: { type: 'keepApplication', params: ({ event }) => event.output } },
            onError: {
              target: 'form.failed',
              actions: { type: 'showServerFieldErrors', params: ({ event }) => ({ failure: form.asSubmitFailure(event.error) }) },
            },
          },
        },
        /**
         * The success view: what to pay, where and with which reference; review within 3-5 business days, confirmation
         * email within 5 minutes; then the receipt.
         */
        submitted: {
          initial: 'idle',
          states: receiptUploadStates('#membershipApplication.open.done'),
        },
        /** 'Receipt uploaded successfully! Your application is now complete.' */
        done: {},
      },
    },
  },
});

export type MembershipApplicationMachine = typeof membershipApplicationMachine;

export type MembershipStateKey = form.StateKey<MembershipApplicationMachine>;
