// The Settings screen: admins only; the fees, accounts and words are checked by the contract's schema before they are
// sent, the server's field messages come back beside their fields, and a save says so.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import { fieldLabels as f, validationMessages as m } from '../../contract/messages/validation';
import { DEFAULT_PAYMENT_SETTINGS } from '../../contract/payment';
import type { PaymentSettingsInput } from '../../contract/paymentSchema';
import { FEE_MAX_BIRR } from '../../contract/paymentSchema';
import { paymentSettingsMachine, type SettingsRecord } from '../../machines/paymentSettings';

const auth = vi.hoisted(() => ({ isAdmin: true }));
vi.mock('../../src/auth/AuthProvider', () => ({ useAuth: () => ({ isAdmin: auth.isAdmin }) }));
const { SettingsScreen } = await import('../../src/admin/screens/settings');

afterEach(cleanup);

const DEFAULTS: SettingsRecord = { settings: DEFAULT_PAYMENT_SETTINGS, updatedAt: null, updatedBy: null };

function logicWith(save: (values: PaymentSettingsInput) => Promise<SettingsRecord>) {
  const loads: number[] = [];
  const saves: PaymentSettingsInput[] = [];
  const logic = paymentSettingsMachine.provide({
    actors: {
      load: fromPromise(async () => {
        loads.push(1);
        return DEFAULTS;
      }),
      save: fromPromise(async ({ input }) => {
        saves.push(input.values);
        return save(input.values);
      }),
    },
  });
  return { logic, loads, saves };
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const type = (name: string, value: string) => fireEvent.change(field(name), { target: { value } });

describe('Settings', () => {
  it('is for admins: an editor sees the warning and nothing is loaded', async () => {
    auth.isAdmin = false;
    const { logic, loads } = logicWith(async () => DEFAULTS);
    render(<SettingsScreen logic={logic} />);
    expect(screen.getByRole('alert')).toHaveTextContent('You do not have permission');
    expect(loads).toEqual([]);
    auth.isAdmin = true;
  });

  it('shows the stored fees, refuses a bad fee and a missing account before sending, then saves what was typed', async () => {
    const user = userEvent.setup();
    const { logic, saves } = logicWith(async (values) => ({
      settings: { ...DEFAULT_PAYMENT_SETTINGS, accounts: values.accounts as SettingsRecord['settings']['accounts'] },
      updatedAt: '2026-11-27T05:00:00.000Z',
      updatedBy: 'Hana Girma',
    }));
    render(<SettingsScreen logic={logic} />);
    expect(await screen.findByRole('heading', { name: 'Settings', level: 1 })).toBeInTheDocument();
    expect(field('fees.processor').value).toBe('22000');
    expect(screen.getByText(/Not saved yet/)).toBeInTheDocument();

    type('fees.processor', '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(m.feeBirr(f.fee, FEE_MAX_BIRR))).toBeInTheDocument();
    // The one empty account row: each of its fields says what is missing.
    expect(screen.getByText(m.required(f.bank))).toBeInTheDocument();
    expect(saves).toEqual([]);

    type('fees.processor', '25000');
    type('row-0.bank', 'Dashen Bank');
    type('row-0.branch', 'Bole');
    type('row-0.accountName', 'Ethiopian Cassava Association');
    type('row-0.accountNumber', '0123 4567 890');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(screen.getAllByTestId('settings-account')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove account 2' }));
    expect(screen.getAllByTestId('settings-account')).toHaveLength(1);
    await act(async () => user.click(screen.getByRole('button', { name: 'Save' })));
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({
      fees: { farmer: '22000', processor: '25000', exporter: '22000' },
      accounts: [{ bank: 'Dashen Bank', branch: 'Bole', accountName: 'Ethiopian Cassava Association', accountNumber: '0123 4567 890' }],
      investor: { priceBirr: '' },
    });
    expect(await screen.findByText('Settings saved. Applicants see them now.')).toBeInTheDocument();
    expect(screen.getByText(/Last saved .* by Hana Girma\./)).toBeInTheDocument();
  });

  it("shows the server's field messages beside their fields", async () => {
    const user = userEvent.setup();
    const { logic } = logicWith(async () => {
      throw {
        serverMessage: 'The account number may have only digits, spaces and dashes',
        fields: { 'accounts.0.accountNumber': m.accountNumber },
      };
    });
    render(<SettingsScreen logic={logic} />);
    await screen.findByRole('heading', { name: 'Settings', level: 1 });
    type('row-0.bank', 'Dashen Bank');
    type('row-0.branch', 'Bole');
    type('row-0.accountName', 'ECA');
    type('row-0.accountNumber', '0123');
    await act(async () => user.click(screen.getByRole('button', { name: 'Save' })));
    const group = screen.getByTestId('settings-account');
    expect(await within(group).findByText(m.accountNumber)).toBeInTheDocument();
    expect(field('row-0.accountNumber')).toHaveAttribute('aria-invalid', 'true');
  });
});
