// The Settings screen (admins only): loading → editing ⇄ saving, or failed with a retry. The form is read whole when it
// is sent; the contract's schema is the guard, and the server's field messages come back beside their fields. The
// bank accounts are rows the admin adds and removes: their keys live here so a removed row takes its own values along.
import { assign, fromPromise, setup } from 'xstate';
import type { PaymentSettings } from '../contract/payment';
import { type PaymentSettingsInput, PaymentSettingsSchema } from '../contract/paymentSchema';
import * as form from './form';

/** What the server holds: the settings, and when and by whom they were last saved. */
export type SettingsRecord = { settings: PaymentSettings; updatedAt: string | null; updatedBy: string | null };

export type PaymentSettingsContext = {
  record: SettingsRecord | null;
  /** One key per bank-account row on the form, in order. */
  rows: string[];
  errors: form.FieldErrors;
  /** A failure to show above the form (or the load's). */
  failure: string | null;
  /** Set after a save went through, until the form is changed or sent again. */
  saved: boolean;
  nextRow: number;
};

export type PaymentSettingsEvent =
  | { type: 'retry' }
  | { type: 'form.submitted'; values: PaymentSettingsInput }
  | { type: 'account.added' }
  | { type: 'account.removed'; row: string }
  | { type: 'form.changed' };

const rowsFor = (count: number, from: number) => Array.from({ length: Math.max(count, 1) }, (_, i) => `row-${from + i}`);

export const paymentSettingsMachine = setup({
  types: {
    context: {} as PaymentSettingsContext,
    events: {} as PaymentSettingsEvent,
  },
  actors: {
    load: fromPromise<SettingsRecord>(async () => form.notProvided('paymentSettings', 'load')()),
    save: fromPromise<SettingsRecord, { values: PaymentSettingsInput }>(async () => form.notProvided('paymentSettings', 'save')()),
  },
  guards: {
    isValid: ({ event }) => event.type === 'form.submitted' && form.isValid(PaymentSettingsSchema, event.values),
    hasSeveralRows: ({ context }) => context.rows.length > 1,
  },
  actions: {
    keepRecord: assign((_, record: SettingsRecord) => ({
      record,
      rows: rowsFor(record.settings.accounts.length, 0),
      nextRow: Math.max(record.settings.accounts.length, 1),
      errors: {},
      failure: null,
    })),
    showFieldErrors: assign(({ event }) =>
      event.type === 'form.submitted' ? { errors: form.schemaErrors(PaymentSettingsSchema, event.values), saved: false } : {},
    ),
    showFailure: assign((_, params: { failure: form.SubmitFailure; fallback: string }) =>
      form.submitFailed(params.failure, params.fallback),
    ),
    addRow: assign(({ context }) => ({ rows: [...context.rows, `row-${context.nextRow}`], nextRow: context.nextRow + 1, saved: false })),
    removeRow: assign(({ context, event }) =>
      event.type === 'account.removed' ? { rows: context.rows.filter((r) => r !== event.row), saved: false, errors: {} } : {},
    ),
    clearNotice: assign({ saved: false }),
  },
}).createMachine({
  id: 'paymentSettings',
  context: { record: null, rows: [], errors: {}, failure: null, saved: false, nextRow: 0 },
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        onDone: { target: 'editing', actions: { type: 'keepRecord', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: assign({ failure: ({ event }) => form.failureMessage(event.error, '') || null }),
        },
      },
    },
    failed: { on: { retry: { target: 'loading', actions: assign({ failure: null }) } } },
    editing: {
      on: {
        'form.submitted': [
          { guard: 'isValid', target: 'saving', actions: assign({ errors: {}, failure: null, saved: false }) },
          { actions: 'showFieldErrors' },
        ],
        'account.added': { actions: 'addRow' },
        'account.removed': { guard: 'hasSeveralRows', actions: 'removeRow' },
        'form.changed': { actions: 'clearNotice' },
      },
    },
    saving: {
      invoke: {
        id: 'save',
        src: 'save',
        input: ({ event }) => ({ values: (event as Extract<PaymentSettingsEvent, { type: 'form.submitted' }>).values }),
        onDone: {
          target: 'editing',
          actions: [{ type: 'keepRecord', params: ({ event }) => event.output }, assign({ saved: true })],
        },
        onError: {
          target: 'editing',
          actions: { type: 'showFailure', params: ({ event }) => ({ failure: form.asSubmitFailure(event.error), fallback: '' }) },
        },
      },
    },
  },
});

export type PaymentSettingsMachine = typeof paymentSettingsMachine;
