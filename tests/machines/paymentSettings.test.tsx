// Model-based: the shortest paths of the Settings machine (load, fail and retry, edit, send, save or fail to save, a
// refused form's field errors, bank-account rows added and removed, a change clearing the saved notice), each replayed
// on the rendered Settings screen with load and save effects the test settles, and checked as the admin sees it.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { FIRST_PAYMENT_WORDS as AM_WORDS } from '../../contract/am/paymentWords';
import { fieldLabels as f, validationMessages as m } from '../../contract/messages/validation';
import { DEFAULT_PAYMENT_SETTINGS } from '../../contract/payment';
import { FEE_MAX_BIRR, type PaymentSettingsInput } from '../../contract/paymentSchema';
import {
  type PaymentSettingsEvent,
  type PaymentSettingsMachine,
  paymentSettingsMachine,
  type SettingsRecord,
} from '../../machines/paymentSettings';
import { longDate } from '../../src/format/dates';
import { adminCopy } from '../../src/i18n/admin';
import * as model from './model';

vi.mock('../../src/auth/AuthProvider', () => ({ useAuth: () => ({ isAdmin: true }) }));
const { SettingsScreen } = await import('../../src/admin/screens/settings');

afterEach(cleanup);

type Snap = SnapshotFrom<PaymentSettingsMachine>;
/** A step of a path: an event the admin causes, or the answer of a load or a save. */
type Step =
  | PaymentSettingsEvent
  | { type: 'xstate.done.actor.load'; output: SettingsRecord }
  | { type: 'xstate.done.actor.save'; output: SettingsRecord }
  | { type: 'xstate.error.actor.load'; error: unknown }
  | { type: 'xstate.error.actor.save'; error: unknown };
const t = adminCopy.settings;
const c = adminCopy.common;

const ACCOUNT = {
  bank: 'Commercial Bank of Ethiopia',
  branch: 'Hawassa',
  accountName: 'Ethiopian Cassava Association',
  accountNumber: '1000 2345 6789',
};
/** What the server holds when the screen opens: saved once, one account. */
const STORED: SettingsRecord = {
  settings: { ...DEFAULT_PAYMENT_SETTINGS, accounts: [ACCOUNT] },
  updatedAt: '2026-11-20T07:00:00.000Z',
  updatedBy: 'Almaz Tesfaye',
};
/** What a save answers: the new fee, one account, a newer save by another admin. */
const SAVED: SettingsRecord = {
  settings: { ...DEFAULT_PAYMENT_SETTINGS, fees: { ...DEFAULT_PAYMENT_SETTINGS.fees, processor: 25_000 }, accounts: [ACCOUNT] },
  updatedAt: '2026-11-27T05:00:00.000Z',
  updatedBy: 'Hana Girma',
};
const LOAD_DOWN = { message: 'Network error. Please check your connection.' };
const SERVER_REFUSAL = {
  serverMessage: 'The account number may have only digits, spaces and dashes',
  fields: { 'accounts.0.accountNumber': m.accountNumber },
};

/** The form as the admin sends it, with one filled account per row on the screen. */
const filled = (rows: number): PaymentSettingsInput => ({
  fees: { farmer: '22000', processor: '25000', exporter: '22000' },
  investor: { priceBirr: '', text: DEFAULT_PAYMENT_SETTINGS.investor.text },
  accounts: Array.from({ length: rows }, (_, i) => ({ ...ACCOUNT, branch: `Branch ${i + 1}` })),
  instructions: DEFAULT_PAYMENT_SETTINGS.instructions,
  // Every other language, as the form sends it: the Amharic written, the Oromo left empty.
  translations: {
    am: { instructions: AM_WORDS.instructions, investorText: AM_WORDS.investorText },
    om: { instructions: '', investorText: '' },
  },
});
/** The same form with a fee of 0 and the first account's bank left empty: refused before it is sent. */
const refused = (rows: number): PaymentSettingsInput => {
  const values = filled(rows);
  return {
    ...values,
    fees: { ...values.fees, processor: '0' },
    accounts: values.accounts.map((a, i) => (i === 0 ? { ...a, bank: '' } : a)),
  };
};

/** The events each state takes. Rows stop at two: a third adds nothing the second does not show. */
function eventsFor(s: Snap): PaymentSettingsEvent[] {
  const rows = s.context.rows.length;
  const events: (PaymentSettingsEvent | { type: string; [k: string]: unknown })[] = [
    { type: 'xstate.done.actor.load', output: STORED },
    { type: 'xstate.error.actor.load', error: LOAD_DOWN },
    { type: 'xstate.error.actor.load', error: new Error('') },
    { type: 'retry' },
    { type: 'form.submitted', values: filled(rows) },
    { type: 'form.submitted', values: refused(rows) },
    ...(rows < 2 ? [{ type: 'account.added' as const }] : []),
    { type: 'account.removed', row: s.context.rows[0]! },
    { type: 'form.changed' },
    { type: 'xstate.done.actor.save', output: SAVED },
    { type: 'xstate.error.actor.save', error: SERVER_REFUSAL },
    { type: 'xstate.error.actor.save', error: {} },
  ];
  return events.filter((e) => s.can(e as PaymentSettingsEvent)) as PaymentSettingsEvent[];
}

const { shortestPaths } = model.testModel(paymentSettingsMachine, {
  // What the admin can tell apart: the row keys are not shown, so a row removed and another added is the same view. A
  // retried load is a state of its own, else the retry would lead back to the first state and no path would take it.
  serializeState: (state, event) => {
    const { value, context: x } = state as Snap;
    return JSON.stringify([
      value,
      x.rows.length,
      Object.keys(x.errors).sort(),
      x.failure,
      x.saved,
      x.record?.updatedAt ?? null,
      event?.type === 'retry',
    ]);
  },
  events: eventsFor as never,
});
const paths = shortestPaths();

const field = (name: string) => document.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`)!;
const rowGroups = () => screen.queryAllByTestId('settings-account');
const saveButton = () => screen.getByRole('button', { name: /^(Save|Saving…)$/ });

/** A form-level notice: the error alert above the form, or the saved notice. */
const formAlerts = () => [...document.querySelectorAll('[role="alert"], [role="status"]')].filter((el) => el.tagName === 'DIV');

/** The keys of the account rows on the screen, in order (each row's fields are named `<key>.bank` and so on). */
const rowKeys = () => rowGroups().map((g) => g.querySelector<HTMLInputElement>('[name$=".bank"]')!.name.split('.')[0]!);

/** The input a field error belongs to: the schema names rows by their place, the form by their key. */
const inputFor = (key: string) => {
  const row = /^accounts\.(\d+)\.(\w+)$/.exec(key);
  return field(row ? `${rowKeys()[Number(row[1])]}.${row[2]}` : key);
};

/** Fills the form with `values` (only fields that differ are changed, as a person types) and sends it. */
async function send(user: ReturnType<typeof userEvent.setup>, values: PaymentSettingsInput, rows: string[]) {
  const names: Record<string, string> = {
    'fees.farmer': String(values.fees.farmer),
    'fees.processor': String(values.fees.processor),
    'fees.exporter': String(values.fees.exporter),
    'investor.priceBirr': String(values.investor.priceBirr ?? ''),
    'investor.text': values.investor.text,
    instructions: values.instructions,
  };
  for (const [lang, texts] of Object.entries(values.translations ?? {})) {
    names[`translations.${lang}.instructions`] = texts?.instructions ?? '';
    names[`translations.${lang}.investorText`] = texts?.investorText ?? '';
  }
  values.accounts.forEach((a, i) => {
    for (const [k, v] of Object.entries(a)) names[`${rows[i]}.${k}`] = v;
  });
  for (const [name, value] of Object.entries(names)) if (field(name).value !== value) fireEvent.change(field(name), { target: { value } });
  await user.click(saveButton());
}

type World = {
  lastEvent?: { type: string };
  /** The values of the rows that stay when the first is removed. */
  kept?: string[][];
  retries: number;
  loads: { calls: unknown[] };
  saves: { calls: { values: PaymentSettingsInput }[] };
};

const checks: model.StateChecks<PaymentSettingsMachine, World> = {
  loading: async (_s, w) => {
    expect(await screen.findByText(c.loading)).toBeInTheDocument();
    expect(document.querySelector('form')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    // One call when the screen opens and one for each retry.
    expect(w.loads.calls).toHaveLength(1 + w.retries);
  },
  failed: async (s) => {
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(s.context.failure ? `${t.loadFailed} ${LOAD_DOWN.message}` : t.loadFailed);
    if (!s.context.failure) expect(alert.textContent).toBe(t.loadFailed);
    expect(screen.getByRole('button', { name: c.retry })).toBeEnabled();
    expect(screen.getByRole('heading', { name: t.title, level: 1 })).toBeInTheDocument();
    expect(document.querySelector('form')).toBeNull();
  },
  editing: async (s, w) => {
    await screen.findByRole('heading', { name: t.title, level: 1 });
    await waitFor(() => expect(saveButton()).toHaveTextContent(c.save));
    expect(saveButton()).toBeEnabled();
    const record = s.context.record!;
    expect(screen.getByText(t.lastSaved(longDate(record.updatedAt!), record.updatedBy!), { exact: false })).toBeInTheDocument();

    // The notices above the form: saved, or the save's failure (the server's words, else the general one).
    const notices = formAlerts().map((el) => el.textContent);
    const expected = [...(s.context.saved ? [t.saved] : []), ...(s.context.failure !== null ? [s.context.failure || c.saveFailed] : [])];
    expect(notices).toEqual(expected);
    if (s.context.saved) expect(screen.getByText(t.saved)).toHaveAttribute('role', 'status');

    // One group per row, numbered in order, each removable only when there are several.
    const groups = rowGroups();
    expect(groups).toHaveLength(s.context.rows.length);
    expect(new Set(rowKeys()).size).toBe(groups.length);
    groups.forEach((group, i) => {
      expect(within(group).getByText(t.account(i + 1))).toBeInTheDocument();
      const key = rowKeys()[i];
      expect([...group.querySelectorAll('input')].map((input) => input.name)).toEqual(
        ['bank', 'branch', 'accountName', 'accountNumber'].map((name) => `${key}.${name}`),
      );
      if (s.context.rows.length > 1) expect(within(group).getByRole('button', { name: t.removeAccount(i + 1) })).toBeEnabled();
      else expect(within(group).queryByRole('button')).toBeNull();
    });
    expect(screen.getByRole('button', { name: t.addAccount })).toBeEnabled();
    if (w.lastEvent?.type === 'account.removed') {
      expect(groups.map((g) => [...g.querySelectorAll('input')].map((input) => input.value))).toEqual(w.kept);
    }

    // Each error beside its field, and no field marked that has none.
    const marked = [...document.querySelectorAll('[aria-invalid="true"]')];
    expect(marked).toHaveLength(Object.keys(s.context.errors).length);
    for (const [key, message] of Object.entries(s.context.errors)) {
      const input = inputFor(key);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      const shown = document.getElementById(input.getAttribute('aria-describedby')!.split(' ').at(-1)!);
      expect(shown).toHaveTextContent(message);
      expect(shown).toHaveAttribute('role', 'alert');
      // Beside it: in the same field as the input.
      expect(shown!.parentElement).toBe(input.parentElement);
    }
  },
  saving: async (_s, w) => {
    await waitFor(() => expect(saveButton()).toHaveTextContent(c.saving));
    expect(saveButton()).toBeDisabled();
    expect(saveButton()).toHaveAttribute('aria-busy', 'true');
    expect(field('fees.farmer')).toBeDisabled();
    expect(screen.getByRole('button', { name: t.addAccount })).toBeDisabled();
    expect(document.querySelectorAll('[aria-invalid="true"]')).toHaveLength(0);
    expect(formAlerts()).toEqual([]);
    // What was sent is what the form held, read whole.
    const sent = w.lastEvent as Extract<PaymentSettingsEvent, { type: 'form.submitted' }>;
    expect(w.saves.calls.at(-1)).toEqual({ values: sent.values });
  },
};

describe('payment settings (model-based, replayed on the Settings screen)', () => {
  it('reaches every state of the machine, and each thing the admin can do', () => {
    expect(model.visitedKeys(paths)).toEqual(Object.keys(checks).sort());
    const steps = paths.flatMap((p) => p.steps);
    const reached = (test: (s: Snap, event: { type: string }) => boolean) => steps.some((st) => test(st.state as Snap, st.event));
    expect(reached((s, e) => e.type === 'retry' && s.value === 'loading')).toBe(true);
    expect(reached((s) => s.value === 'editing' && s.context.saved)).toBe(true);
    expect(reached((s) => s.value === 'editing' && s.context.failure === SERVER_REFUSAL.serverMessage)).toBe(true);
    expect(reached((s) => s.value === 'editing' && s.context.failure === '')).toBe(true);
    // The refused form's errors in the schema's words, the server's beside the account number.
    const refusedErrors = { 'fees.processor': m.feeBirr(f.fee, FEE_MAX_BIRR), 'accounts.0.bank': m.required(f.bank) };
    expect(reached((s) => s.value === 'editing' && JSON.stringify(s.context.errors) === JSON.stringify(refusedErrors))).toBe(true);
    expect(reached((s) => s.value === 'editing' && s.context.errors['accounts.0.accountNumber'] === m.accountNumber)).toBe(true);
    expect(reached((s, e) => e.type === 'account.added' && s.context.rows.length === 2)).toBe(true);
    expect(reached((s, e) => e.type === 'account.removed' && s.context.rows.length === 1)).toBe(true);
    expect(reached((s, e) => e.type === 'form.changed' && !s.context.saved && s.context.record === SAVED)).toBe(true);
  });

  for (const path of paths) {
    it(model.describePath(path), async () => {
      const loads = model.pendingEffect<SettingsRecord, unknown>();
      const saves = model.pendingEffect<SettingsRecord, { values: PaymentSettingsInput }>();
      const logic = paymentSettingsMachine.provide({ actors: { load: loads.logic, save: saves.logic } });
      const user = userEvent.setup();
      render(<SettingsScreen logic={logic} />);
      const world: World = { loads, saves, retries: 0 };
      const executors: model.Executors<Step> = {
        'xstate.done.actor.load': (e) => loads.resolve(e.output),
        'xstate.error.actor.load': (e) => loads.reject(e.error),
        'xstate.done.actor.save': (e) => saves.resolve(e.output),
        'xstate.error.actor.save': (e) => saves.reject(e.error),
        retry: () => {
          world.retries += 1;
          return user.click(screen.getByRole('button', { name: c.retry }));
        },
        'form.submitted': (e) => send(user, e.values, rowKeys()),
        'account.added': () => user.click(screen.getByRole('button', { name: t.addAccount })),
        // The first row: its key on the screen may differ from the model's when two paths meet in one view.
        // The other rows keep what they hold: a removed row takes its own values along.
        'account.removed': async () => {
          fireEvent.change(field(`${rowKeys()[1]}.bank`), { target: { value: 'Awash Bank' } });
          world.kept = rowGroups()
            .slice(1)
            .map((g) => [...g.querySelectorAll('input')].map((input) => input.value));
          await user.click(screen.getByRole('button', { name: t.removeAccount(1) }));
        },
        // Any typing in the form.
        'form.changed': () => fireEvent.change(field('instructions'), { target: { value: `${field('instructions').value} ` } }),
      };
      await path.test(model.testParams<PaymentSettingsMachine, Step, World>(checks, executors, world));
      await act(async () => {});
    });
  }
});
