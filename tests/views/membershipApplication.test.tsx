// Model-based: every shortest path of the membershipApplication machine's xstate/graph test model, tested on the
// rendered ApplyButton dialog with its real logic and a faked API.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { messages } from '../../contract/messages';
import { toStateKey } from '../../machines/form';
import {
  type ApplicationField,
  type ApplicationValues,
  type MembershipApplicationMachine,
  type MembershipEvent,
  membershipApplicationMachine,
  type ReceiptFile,
  type SubmittedApplication,
} from '../../machines/membershipApplication';
import * as model from '../machines/model';
import { uploads } from '../support/fakeUpload';

const api = vi.hoisted(() => ({
  submits: [] as { input: unknown; resolve(v: SubmittedApplication): void; reject(e: unknown): void }[],
}));
vi.mock('../../src/api/membership', () => ({
  submitApplication: (input: unknown) => new Promise((resolve, reject) => api.submits.push({ input, resolve, reject })),
}));
vi.mock('../../src/api/upload', () => import('../support/fakeUpload'));
const { ApplyButton } = await import('../../src/flows/membership/ApplyButton');

type Snap = SnapshotFrom<MembershipApplicationMachine>;
type ModelEvent =
  | MembershipEvent
  | { type: 'xstate.done.actor.submitApplication'; output: SubmittedApplication }
  | { type: 'xstate.error.actor.submitApplication'; error: { serverMessage?: string; fields?: Record<string, string> } };

const FILLED: ApplicationValues = {
  firstName: 'Almaz',
  lastName: 'Bekele',
  email: 'almaz@example.org',
  phone: '+251 911 234 567',
  company: 'Bekele Cassava Farm',
  address: 'Kebele 04, House 12',
  city: 'Hawassa',
  message: '',
  terms: true,
  listInDirectory: false,
};
const ORDER: ApplicationField[] = ['firstName', 'lastName', 'email', 'phone', 'company', 'address', 'city', 'terms'];
const APP_ID = '7b0d6c4e-2f1a-4c1e-9a55-0d1b2c3d4e5f';
const PAYMENT = {
  reference: 'ECA-A-1042',
  feeBirr: 24_500,
  accounts: [{ bank: 'Dashen Bank', branch: 'Bole', accountName: 'Ethiopian Cassava Association', accountNumber: '0123 4567 890' }],
  instructions: 'Pay at any branch and write the reference on the slip.',
  translations: { am: { instructions: 'በማንኛውም ቅርንጫፍ ይክፈሉ።' } },
};
const MB = 1024 * 1024;
const files: Record<string, ReceiptFile> = {
  good: { name: 'receipt.png', size: 2 * MB, type: 'image/png' },
  html: { name: 'receipt.html', size: 900, type: 'text/html' },
  big: { name: 'scan.pdf', size: 5 * MB + 1, type: 'application/pdf' },
};

function eventsFor(s: Snap): ModelEvent[] {
  const key = toStateKey<MembershipApplicationMachine>(s.value);
  switch (key) {
    case 'closed':
      return [{ type: 'dialog.opened' }];
    case 'open.form.editing':
    case 'open.form.failed': {
      const next = ORDER.find((f) => s.context.values[f] !== FILLED[f]);
      const change: ModelEvent = next
        ? { type: 'field.changed', field: next, value: FILLED[next] }
        : { type: 'field.changed', field: 'email', value: 'not-an-email' };
      return [change, { type: 'form.submitted' }, { type: 'dialog.closed' }];
    }
    case 'open.submitting':
      return [
        { type: 'xstate.done.actor.submitApplication', output: { id: APP_ID, payment: PAYMENT } },
        { type: 'xstate.error.actor.submitApplication', error: { serverMessage: 'Network error. Please check your connection.' } },
        { type: 'dialog.closed' },
      ];
    case 'open.submitted.idle':
      return [
        ...(s.context.file ? [] : Object.values(files).map((file) => ({ type: 'receipt.selected' as const, file }))),
        { type: 'receipt.submitted' },
        { type: 'dialog.closed' },
      ];
    case 'open.submitted.uploading':
      return [
        ...(s.context.progress.loaded === 0 ? [{ type: 'receipt.progressed' as const, loaded: 1 * MB, total: 2 * MB }] : []),
        { type: 'receipt.uploaded' },
        { type: 'receipt.failed' },
        { type: 'dialog.closed' },
      ];
    case 'open.submitted.failed':
      return [{ type: 'receipt.submitted' }, { type: 'dialog.closed' }];
    case 'open.done':
      return [{ type: 'dialog.closed' }];
  }
}

const signature = (s: Snap) =>
  JSON.stringify([
    toStateKey(s.value),
    ORDER.filter((f) => s.context.values[f] === FILLED[f]).length,
    s.context.values.email === 'not-an-email',
    Object.keys(s.context.errors).sort(),
    s.context.file?.name ?? null,
    s.context.receiptError,
    s.context.progress.loaded,
  ]);

const allPaths = model
  .testModel(membershipApplicationMachine, {
    input: { membershipType: 'processor' },
    serializeState: (s) => signature(s as Snap),
    events: eventsFor as never,
  })
  .shortestPaths();
// One path per distinct view: state, whether field errors show, which file problem shows, progress.
const paths = model.onePathPerView(allPaths, (p) => {
  const s = p.state as Snap;
  return JSON.stringify([
    toStateKey(s.value),
    Object.keys(s.context.errors).length > 0,
    s.context.receiptError,
    s.context.progress.loaded > 0,
  ]);
});

const dialog = () => screen.getByRole('dialog');
const submitButton = () => within(dialog()).getByRole('button', { name: /^(Submit application|Submitting…)$/ });
const textInputs = () => within(dialog()).getAllByRole('textbox');

const assertions = {
  closed: async () => {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Join Now: Processor' })).toBeInTheDocument();
  },
  'open.form.editing': async (s) => {
    expect(within(dialog()).getByRole('heading', { name: 'Apply for Processor' })).toBeInTheDocument();
    expect(submitButton()).toHaveTextContent('Submit application');
    for (const input of textInputs()) expect(input).toBeEnabled();
    expect(within(dialog()).getByLabelText(/Membership type/)).toHaveAttribute('readonly');
    expect(within(dialog()).getByLabelText(/Membership type/)).toHaveValue('Processor');
    expect(within(dialog()).queryByText(messages.membership.applicationFailed)).toBeNull();
    model.expectFieldErrors(dialog(), s.context.errors);
    const honeypot = dialog().querySelector('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
  },
  'open.form.failed': async () => {
    expect(await within(dialog()).findByText(messages.membership.applicationFailed)).toHaveAttribute('role', 'alert');
    expect(submitButton()).toBeEnabled();
  },
  'open.submitting': async () => {
    await waitFor(() => expect(submitButton()).toHaveTextContent('Submitting…'));
    for (const input of textInputs()) expect(input).toBeDisabled();
    expect(within(dialog()).getByRole('checkbox', { name: /terms and conditions/ })).toBeDisabled();
    expect(api.submits.at(-1)!.input).toEqual({ ...FILLED, membershipType: 'processor', website: '' });
  },
  'open.submitted.idle': async (s) => {
    // Just sent (no file chosen yet): the confirmation holds the focus, above the receipt's form.
    if (!s.context.file && !s.context.receiptError) await model.expectFocusedConfirmation(dialog(), 'Application submitted');
    else expect(await within(dialog()).findByText('Application submitted')).toBeInTheDocument();
    // What to pay, where, and the reference for the slip: as the server answered, before the receipt is asked for.
    const pay = within(dialog()).getByRole('region', { name: 'How to pay' });
    expect(within(pay).getByTestId('payment-amount')).toHaveTextContent('24,500 Birr for one year');
    expect(within(pay).getByTestId('payment-reference')).toHaveTextContent(PAYMENT.reference);
    expect(within(pay).getByText('Dashen Bank')).toBeInTheDocument();
    expect(within(pay).getByText('0123 4567 890')).toBeInTheDocument();
    expect(within(pay).getByText(PAYMENT.instructions)).toBeInTheDocument();
    expect(within(pay).getByRole('link', { name: 'My membership' })).toHaveAttribute('href', '/account');
    expect(s.context.payment).toEqual(PAYMENT);
    expect(within(dialog()).getByText(/within 3-5 business days/)).toBeInTheDocument();
    expect(within(dialog()).getByText(/confirmation email within 5 minutes/)).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Payment receipt')).toBeEnabled();
    expect(within(dialog()).queryByRole('progressbar')).toBeNull();
    if (s.context.receiptError) expect(within(dialog()).getByText(s.context.receiptError)).toHaveAttribute('role', 'alert');
    else expect(within(dialog()).queryByRole('alert')).toBeNull();
  },
  'open.submitted.uploading': async (s) => {
    const bar = await within(dialog()).findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('value', String(s.context.progress.loaded)));
    expect(bar).toHaveAttribute('max', String(s.context.progress.total));
    const pct = Math.round((s.context.progress.loaded / s.context.progress.total) * 100);
    expect(within(dialog()).getByText(new RegExp(`\\(${pct}%\\)`))).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Payment receipt')).toBeDisabled();
    expect(uploads.at(-1)).toMatchObject({ applicationId: APP_ID, aborted: false });
    expect(uploads.at(-1)!.file.name).toBe(s.context.file!.name);
  },
  'open.submitted.failed': async () => {
    expect(await within(dialog()).findByText(messages.membership.receiptFailed)).toHaveAttribute('role', 'alert');
    expect(within(dialog()).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
  'open.done': async () => {
    await model.expectFocusedConfirmation(dialog(), 'Application complete');
    expect(within(dialog()).getByText(messages.membership.receiptSuccess)).toBeInTheDocument();
    expect(within(dialog()).getByRole('link', { name: 'My membership' })).toHaveAttribute('href', '/account');
    expect(within(dialog()).queryByLabelText('Payment receipt')).toBeNull();
  },
} satisfies model.StateChecks<MembershipApplicationMachine>;

beforeEach(() => {
  api.submits.length = 0;
  uploads.length = 0;
});
afterEach(cleanup);

const realFile = (f: ReceiptFile) => {
  const file = new File(['x'], f.name, { type: f.type });
  Object.defineProperty(file, 'size', { value: f.size });
  return file;
};

describe('the farm-investor application', () => {
  it('is titled as what it is, not "Apply for Farm investors"', async () => {
    const user = userEvent.setup();
    render(<ApplyButton membershipType="farm-investor" label="Register Now" planTitle="Farm investors" />);
    await user.click(screen.getByRole('button', { name: 'Register Now: Farm investors' }));
    expect(await screen.findByRole('dialog', { name: 'Farm investor application' })).toBeInTheDocument();
    expect(screen.queryByText(/Apply for Farm investor/)).toBeNull();
  });
});

describe('a refused receipt upload', () => {
  it("shows the server's reason under the failure message, and clears it on the next try", async () => {
    const user = userEvent.setup();
    render(<ApplyButton membershipType="processor" label="Join Now" planTitle="Processor" />);
    await user.click(screen.getByRole('button', { name: 'Join Now: Processor' }));
    for (const field of ORDER) {
      if (field === 'terms') await user.click(within(dialog()).getByRole('checkbox', { name: /terms and conditions/ }));
      else fireEvent.change(dialog().querySelector(`[name="${field}"]`)!, { target: { value: FILLED[field] } });
    }
    await user.click(submitButton());
    await act(async () => api.submits.at(-1)!.resolve({ id: APP_ID }));
    const input = await within(dialog()).findByLabelText('Payment receipt');
    Object.defineProperty(input, 'files', { value: [realFile(files.good!)], configurable: true });
    fireEvent.change(input);
    await user.click(within(dialog()).getByRole('button', { name: 'Upload receipt' }));
    const reason = 'This application has already been decided, so it takes no more receipts.';
    await act(async () => uploads.at(-1)!.cb.onFail(409, reason));
    expect(await within(dialog()).findByText(messages.membership.receiptFailed)).toHaveAttribute('role', 'alert');
    expect(within(dialog()).getByText(reason)).toBeInTheDocument();
    await user.click(within(dialog()).getByRole('button', { name: 'Try again' }));
    expect(within(dialog()).queryByText(reason)).toBeNull();
  });
});

describe('closing the dialog', () => {
  it('gives focus back to the button that opened it, for keyboard and screen-reader users', async () => {
    const user = userEvent.setup();
    render(<ApplyButton membershipType="farmer" label="Join Now" planTitle="Farmer" />);
    const opener = screen.getByRole('button', { name: 'Join Now: Farmer' });
    await user.click(opener);
    expect(dialog()).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(opener).toHaveFocus();
  });
});

describe('the member directory choice', () => {
  it('is off by default, and a ticked box is sent as listInDirectory: true', async () => {
    const user = userEvent.setup();
    render(<ApplyButton membershipType="farmer" label="Join Now" planTitle="Farmer" />);
    await user.click(screen.getByRole('button', { name: 'Join Now: Farmer' }));
    const choice = within(dialog()).getByRole('checkbox', { name: 'List my company in the public member directory' });
    expect(choice).not.toBeChecked();
    expect(choice).toHaveAccessibleDescription(/Only the company name, plan and city are shown/);
    for (const field of ORDER) {
      if (field === 'terms') await user.click(within(dialog()).getByRole('checkbox', { name: /terms and conditions/ }));
      else fireEvent.change(dialog().querySelector(`[name="${field}"]`)!, { target: { value: FILLED[field] } });
    }
    await user.click(choice);
    expect(choice).toBeChecked();
    await user.click(submitButton());
    expect(api.submits.at(-1)!.input).toEqual({ ...FILLED, listInDirectory: true, membershipType: 'farmer', website: '' });
  });
});

describe('membership application (model-based, tested on the dialog)', () => {
  it('reaches every state of the machine', () => {
    expect(model.endKeys(paths)).toEqual(Object.keys(assertions).sort());
    expect(paths.length).toBeGreaterThanOrEqual(12);
  });

  for (const path of paths) {
    it(model.describePath(path, ` ${(path.state as Snap).context.receiptError ?? ''}`), async () => {
      const user = userEvent.setup();
      render(<ApplyButton membershipType="processor" label="Join Now" planTitle="Processor" />);
      const finish = () => Object.assign(uploads.at(-1)!, { finished: true });
      await path.test(
        model.testParams<MembershipApplicationMachine, ModelEvent, object>(
          assertions,
          {
            ...model.dialogFormExecutors(user, 'Join Now: Processor'),
            'dialog.closed': async (_event, to) => {
              const wasUploading = toStateKey(to.value) === 'closed' && uploads.length > 0;
              const lastUpload = uploads.at(-1);
              const finished = lastUpload && (lastUpload as { finished?: boolean }).finished;
              await user.click(within(dialog()).getAllByRole('button', { name: 'Close' })[0]!);
              // Closing the dialog mid-upload stops the request.
              if (wasUploading && lastUpload && !finished) expect(lastUpload.aborted).toBe(true);
            },
            'form.submitted': () => user.click(submitButton()),
            'xstate.done.actor.submitApplication': (event) => act(async () => api.submits.at(-1)!.resolve(event.output)),
            'xstate.error.actor.submitApplication': (event) => act(async () => api.submits.at(-1)!.reject(event.error)),
            'receipt.selected': (event) => {
              const input = within(dialog()).getByLabelText('Payment receipt');
              Object.defineProperty(input, 'files', { value: event.file ? [realFile(event.file)] : [], configurable: true });
              fireEvent.change(input);
            },
            'receipt.submitted': () => user.click(within(dialog()).getByRole('button', { name: /^(Upload receipt|Try again)$/ })),
            'receipt.progressed': (event) => act(async () => uploads.at(-1)!.cb.onProgress(event.loaded, event.total)),
            'receipt.uploaded': () => {
              finish();
              return act(async () => uploads.at(-1)!.cb.onDone());
            },
            'receipt.failed': () => {
              finish();
              return act(async () => uploads.at(-1)!.cb.onFail(500));
            },
          },
          {},
        ),
      );
    });
  }
});
