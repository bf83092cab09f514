// Model-based: the account machine's paths (xstate/graph) from each way the page can start (a sign-in link, a stored
// session, nothing), each replayed on the rendered member's page with fake requests the test settles.
import { act, cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromCallback, type SnapshotFrom, type StateValue } from 'xstate';
import { TestModel } from 'xstate/graph';
import type { Account, AccountApplication } from '../../contract/account';
import { messages } from '../../contract/messages';
import { type AccountEvent, type AccountInput, type AccountMachine, type AccountSession, accountMachine } from '../../machines/account';
import { type StateKey, toStateKey } from '../../machines/form';
import { type ReceiptEvent, receiptUploadMachine, type UploadInput } from '../../machines/receiptUpload';
import { AccountView } from '../../src/routes/_site/-accountView';
import * as model from './model';

type Snap = SnapshotFrom<AccountMachine>;
type Failure = { message: string; status?: number };
type ModelEvent =
  | AccountEvent
  | { type: 'xstate.done.actor.requestLink'; output: unknown }
  | { type: 'xstate.error.actor.requestLink'; error: Failure }
  | { type: 'xstate.done.actor.openSession'; output: AccountSession }
  | { type: 'xstate.error.actor.openSession'; error: Failure }
  | { type: 'xstate.done.actor.loadAccount'; output: Account }
  | { type: 'xstate.error.actor.loadAccount'; error: Failure }
  | { type: 'xstate.done.actor.saveListing'; output: Account }
  | { type: 'xstate.error.actor.saveListing'; error: Failure }
  | { type: 'xstate.done.actor.startRenewal'; output: AccountApplication }
  | { type: 'xstate.error.actor.startRenewal'; error: Failure }
  | { type: 'xstate.done.actor.downloadDocument'; output: unknown }
  | { type: 'xstate.error.actor.downloadDocument'; error: Failure }
  | { type: 'xstate.done.actor.receiptUpload'; output: unknown }
  | { type: 'xstate.done.actor.cancelRegistration'; output: unknown }
  | { type: 'xstate.error.actor.cancelRegistration'; error: Failure }
  | { type: 'xstate.done.actor.endSession'; output: unknown };

const SESSION: AccountSession = { token: 'account-token-1', email: 'almaz@example.org', expiresAt: '2027-09-09T00:00:00.000Z' };
const APPROVED: AccountApplication = {
  id: '0b4c1d2e-3f40-4a51-8b62-7c83d94e0a1f',
  kind: 'new',
  membershipType: 'processor',
  status: 'approved',
  stage: 'approved',
  reason: null,
  receiptUploadedAt: '2026-09-02T08:00:00.000Z',
  decidedAt: '2026-09-04T08:00:00.000Z',
  createdAt: '2026-09-01T08:00:00.000Z',
  paymentReference: 'ECA-A-1001',
  feeBirr: 22_000,
};
const REJECTED: AccountApplication = {
  ...APPROVED,
  id: '1c5d2e3f-4051-4b62-9c73-8d94ea0f1b2a',
  kind: 'renewal',
  membershipType: 'exporter',
  status: 'rejected',
  stage: 'rejected',
  reason: 'The receipt was for another account.',
  createdAt: '2026-08-01T08:00:00.000Z',
};
const ACCOUNT: Account = {
  email: SESSION.email,
  applications: [APPROVED, REJECTED],
  member: {
    number: 'ECA-2019-0042',
    firstName: 'Almaz',
    lastName: 'Bekele',
    company: 'Bekele Cassava Farm',
    city: 'Hawassa',
    plan: 'processor',
    validFrom: '2026-09-04',
    validUntil: '2027-09-04',
    status: 'active',
    daysLeft: 240,
    listInDirectory: false,
    payments: [
      {
        acknowledgementNumber: 'ACK-2019-0042',
        amount: 22000,
        plan: 'processor',
        validFrom: '2026-09-04',
        validUntil: '2027-09-04',
        approvedAt: '2026-09-04T08:00:00.000Z',
      },
    ],
  },
  registrations: [
    {
      id: '5a917263-8495-4fa6-a0b7-c183c4d5e6f7',
      eventId: '3e7f4051-6273-4d84-9e95-af61a2b3c4d5',
      eventTitle: 'Cassava Processing Field Day',
      eventDate: '2027-10-12',
      createdAt: '2026-09-11T08:00:00.000Z',
      status: 'waitlisted',
      ticketCode: null,
      waitlistPosition: 3,
      cancellable: true,
    },
    {
      id: '2d6e3f40-5162-4c73-8d84-9ea50f1a2b3c',
      eventId: '3e7f4051-6273-4d84-9e95-af61a2b3c4d5',
      eventTitle: 'Annual General Assembly: Day 1',
      eventDate: '2027-09-02',
      createdAt: '2026-09-10T08:00:00.000Z',
      status: 'confirmed',
      ticketCode: 'K7QF2M9XHB4RT8WZ',
      waitlistPosition: null,
      cancellable: true,
    },
  ],
  howToPay: {
    accounts: [
      {
        bank: 'Commercial Bank of Ethiopia',
        branch: 'Bole',
        accountName: 'Ethiopian Cassava Association',
        accountNumber: '1000 2233 4455',
      },
    ],
    instructions: 'Pay at any branch.',
    translations: { am: { instructions: 'በማንኛውም ቅርንጫፍ ይክፈሉ።' } },
  },
};
const LISTED: Account = { ...ACCOUNT, member: { ...ACCOUNT.member!, listInDirectory: true } };
const RENEWAL: AccountApplication = {
  ...APPROVED,
  id: '4f805162-7384-4e95-8fa6-b072b3c4d5e6',
  kind: 'renewal',
  membershipType: 'exporter',
  status: 'pending',
  stage: 'awaiting-receipt',
  receiptUploadedAt: null,
  decidedAt: null,
  createdAt: '2027-08-20T08:00:00.000Z',
};
const EXPIRED_LINK = 'This sign-in link has expired or was already used. Please ask for a new one.';
const SIGNED_OUT: Failure = { message: 'Please sign in again.', status: 401 };
const NETWORK: Failure = { message: messages.http.network };

/** Ready: only one part of the page is busy at a time in the model (the parts are independent; each is covered alone). */
const quiet = (s: Snap) =>
  s.matches({ ready: { listing: 'idle', download: 'idle' } }) &&
  (s.matches({ ready: { renewal: 'closed' } }) || s.matches({ ready: { renewal: 'started' } })) &&
  (s.matches({ ready: { registrationCancel: 'idle' } }) || s.matches({ ready: { registrationCancel: 'cancelled' } })) &&
  !s.matches({ ready: { receipt: 'open' } });
const CONFIRMED_ID = '2d6e3f40-5162-4c73-8d84-9ea50f1a2b3c';

function eventsFor(s: Snap): ModelEvent[] {
  if (s.matches('ready')) {
    const out: ModelEvent[] = [];
    const member = s.context.account?.member;
    // Each part is walked from the page as it loaded (the parts do not depend on each other, but the renewal's receipt).
    const fresh =
      s.context.account?.applications.length === ACCOUNT.applications.length &&
      !s.context.listingProblem &&
      !s.context.renewalProblem &&
      !s.context.downloadProblem &&
      !s.context.cancelProblem &&
      s.context.account?.registrations.every((r) => r.status !== 'cancelled');
    if (quiet(s)) {
      out.push({ type: 'signOut.requested' });
      if (fresh) {
        if (!member?.listInDirectory) out.push({ type: 'listing.changed', listInDirectory: true });
        out.push({ type: 'renewal.opened' });
        out.push({ type: 'download.requested', document: 'certificate' }, { type: 'download.requested', document: 'acknowledgement' });
        out.push({ type: 'registrationCancel.requested', id: CONFIRMED_ID });
      }
    }
    if (s.matches({ ready: { registrationCancel: 'asking' } }))
      out.push({ type: 'registrationCancel.confirmed' }, { type: 'registrationCancel.dismissed' });
    if (s.matches({ ready: { registrationCancel: 'cancelling' } }))
      out.push(
        { type: 'xstate.done.actor.cancelRegistration', output: undefined },
        { type: 'xstate.error.actor.cancelRegistration', error: NETWORK },
        { type: 'xstate.error.actor.cancelRegistration', error: SIGNED_OUT },
      );
    if (s.matches({ ready: { listing: 'saving' } }))
      out.push(
        { type: 'xstate.done.actor.saveListing', output: LISTED },
        { type: 'xstate.error.actor.saveListing', error: NETWORK },
        { type: 'xstate.error.actor.saveListing', error: SIGNED_OUT },
      );
    if (s.matches({ ready: { renewal: 'choosing' } }))
      out.push(
        ...(s.context.renewalPlan === 'exporter' ? [] : [{ type: 'plan.chosen' as const, membershipType: 'exporter' as const }]),
        { type: 'renewal.submitted' },
        { type: 'renewal.cancelled' },
      );
    if (s.matches({ ready: { renewal: 'starting' } }))
      out.push({ type: 'xstate.done.actor.startRenewal', output: RENEWAL }, { type: 'xstate.error.actor.startRenewal', error: NETWORK });
    if (s.matches({ ready: { receipt: 'open' } })) out.push({ type: 'xstate.done.actor.receiptUpload', output: undefined });
    if (!s.matches({ ready: { download: 'idle' } }))
      out.push(
        { type: 'xstate.done.actor.downloadDocument', output: undefined },
        { type: 'xstate.error.actor.downloadDocument', error: NETWORK },
      );
    return out;
  }
  const emailForm: ModelEvent[] = [
    ...(s.context.email === '' ? [{ type: 'field.changed' as const, field: 'email' as const, value: 'almaz@' }] : []),
    ...(s.context.email === 'almaz@' ? [{ type: 'field.changed' as const, field: 'email' as const, value: SESSION.email }] : []),
    { type: 'form.submitted' },
  ];
  switch (toStateKey<AccountMachine>(s.value)) {
    case 'requesting.editing':
    case 'requesting.failed':
    case 'opening.expired':
    case 'signedOut':
      return emailForm;
    case 'requesting.sending':
      return [
        { type: 'xstate.done.actor.requestLink', output: { sent: true } },
        { type: 'xstate.error.actor.requestLink', error: NETWORK },
      ];
    case 'requesting.sent':
      return [{ type: 'form.reopened' }];
    case 'opening.exchanging':
      return [
        { type: 'xstate.done.actor.openSession', output: SESSION },
        { type: 'xstate.error.actor.openSession', error: { message: EXPIRED_LINK, status: 410 } },
      ];
    case 'loading':
      return [
        { type: 'xstate.done.actor.loadAccount', output: ACCOUNT },
        { type: 'xstate.error.actor.loadAccount', error: SIGNED_OUT },
        { type: 'xstate.error.actor.loadAccount', error: NETWORK },
      ];
    case 'loadFailed':
      return [{ type: 'load.retried' }, { type: 'signOut.requested' }];
    case 'signingOut':
      return [{ type: 'xstate.done.actor.endSession', output: undefined }];
    default:
      return [];
  }
}

/** A key of the checks map as a state value: each check runs whenever its state (of any parallel part) is active. */
const keyValue = (key: string): StateValue =>
  key
    .split('.')
    .reverse()
    .reduce<StateValue>((inner, part) => (inner === '' ? part : { [part]: inner }), '');

const signature = (s: Snap) => {
  const a = s.context.account;
  return JSON.stringify([
    s.value,
    s.context.email,
    s.context.emailError,
    a?.member?.listInDirectory ?? null,
    a?.applications.map((x) => x.stage) ?? null,
    s.context.renewalPlan,
    !!s.context.problem,
    !!s.context.listingProblem,
    !!s.context.renewalProblem,
    !!s.context.downloadProblem,
    !!s.context.cancelProblem,
    a?.registrations.map((r) => r.status) ?? null,
  ]);
};

const FALLBACKS = { linkFailed: 'link failed', loadFailed: 'load failed', saveFailed: 'save failed', downloadFailed: 'download failed' };
const STARTS: Record<string, AccountInput> = {
  'a sign-in link': { linkToken: 'link-token-abc', stored: null },
  'a stored session': { linkToken: null, stored: SESSION },
  nothing: { linkToken: null, stored: null },
};

function pathsFrom(start: AccountInput) {
  const testModel = new TestModel<Snap, ModelEvent, unknown>(accountMachine as never, {
    input: { ...start, fallbacks: FALLBACKS },
    serializeState: (s) => signature(s as Snap),
    events: (s) => eventsFor(s as Snap).filter((e) => (s as Snap).can(e as never)) as never,
    stateMatcher: (s, key) => (s as Snap).matches(keyValue(key) as never),
  });
  const all = testModel.getShortestPaths({ allowDuplicatePaths: true });
  // One path per view: the states of every part of the page, and which problem shows.
  return model.onePathPerView(all, (p) => {
    const s = p.state as Snap;
    return JSON.stringify([
      s.value,
      !!s.context.problem,
      !!s.context.listingProblem,
      !!s.context.renewalProblem,
      !!s.context.downloadProblem,
      !!s.context.cancelProblem,
      s.context.account?.registrations.map((r) => r.status).join() ?? '',
      s.context.account?.applications.length ?? 0,
    ]);
  });
}

type Effects = ReturnType<typeof effects>;
function effects() {
  const uploads: { input: UploadInput; sendBack(e: ReceiptEvent): void }[] = [];
  const e = {
    requestLink: model.pendingEffect<unknown, { email: string }>(),
    openSession: model.pendingEffect<AccountSession, { token: string }>(),
    loadAccount: model.pendingEffect<Account, { session: AccountSession }>(),
    saveListing: model.pendingEffect<Account, { session: AccountSession; listInDirectory: boolean }>(),
    startRenewal: model.pendingEffect<AccountApplication, { session: AccountSession; membershipType: string }>(),
    downloadDocument: model.pendingEffect<unknown, { session: AccountSession; document: string }>(),
    endSession: model.pendingEffect<unknown, { session: AccountSession }>(),
    cancelRegistration: model.pendingEffect<unknown, { session: AccountSession; id: string }>(),
    stored: [] as AccountSession[],
    forgotten: [] as true[],
    hidden: [] as true[],
    uploads,
  };
  const logic = accountMachine.provide({
    actors: {
      requestLink: e.requestLink.logic,
      openSession: e.openSession.logic,
      loadAccount: e.loadAccount.logic,
      saveListing: e.saveListing.logic,
      startRenewal: e.startRenewal.logic as never,
      downloadDocument: e.downloadDocument.logic as never,
      endSession: e.endSession.logic,
      cancelRegistration: e.cancelRegistration.logic,
      receiptUpload: receiptUploadMachine.provide({
        actors: {
          uploadReceipt: fromCallback<ReceiptEvent, UploadInput>(({ input, sendBack }) => {
            uploads.push({ input, sendBack });
          }),
        },
      }),
    },
    actions: {
      storeSession: (_, params) => void e.stored.push(params.session),
      forgetSession: () => void e.forgotten.push(true),
      hideLinkToken: () => void e.hidden.push(true),
    },
  });
  return { ...e, logic };
}

const emailInput = () => screen.getByLabelText(/^Email/);
const sendButton = () => screen.getByRole('button', { name: /^(Send me a sign-in link|Send me a new link|Sending…)$/ });
const card = (name: string) => screen.getByRole('region', { name });

const checks: Record<StateKey<AccountMachine>, (s: Snap, w: World) => Promise<void>> = {
  starting: async () => {
    throw new Error('starting is passed through at once and never shown');
  },
  'requesting.editing': async (s, w) => {
    expect(emailInput()).toBeEnabled();
    // Back from "Check your email": the field holds the focus the button had, and the address typed before.
    if (w.lastEvent?.type === 'form.reopened') {
      expect(emailInput()).toHaveFocus();
      expect(emailInput()).toHaveValue(SESSION.email);
    }
    expect(sendButton()).toHaveTextContent('Send me a sign-in link');
    if (s.context.emailError) expect(screen.getByText(s.context.emailError)).toHaveAttribute('role', 'alert');
    else expect(screen.queryByRole('alert')).toBeNull();
  },
  'requesting.sending': async (_s, w) => {
    await waitFor(() => expect(sendButton()).toHaveTextContent('Sending…'));
    expect(emailInput()).toBeDisabled();
    expect(w.fx.requestLink.calls.at(-1)).toEqual({ email: SESSION.email });
  },
  'requesting.sent': async () => {
    const panel = await screen.findByRole('status');
    await model.expectFocusedConfirmation(panel, 'Check your email');
    expect(panel).toHaveTextContent(
      'If we know this address, a sign-in link is on its way. Check your email; the link works for 30 minutes.',
    );
    expect(screen.queryByLabelText(/^Email/)).toBeNull();
  },
  'requesting.failed': async () => {
    expect(await screen.findByText(NETWORK.message)).toHaveAttribute('role', 'alert');
    expect(sendButton()).toBeEnabled();
  },
  'opening.exchanging': async (_s, w) => {
    expect(screen.getByRole('status')).toHaveTextContent('Opening your membership…');
    expect(w.fx.openSession.calls.at(-1)).toEqual({ token: 'link-token-abc' });
    expect(w.fx.hidden).toEqual([true]);
  },
  'opening.expired': async (_s, w) => {
    expect(await screen.findByText(EXPIRED_LINK)).toHaveAttribute('role', 'alert');
    expect(sendButton()).toHaveTextContent(/^(Send me a new link|Sending…)$/);
    expect(w.fx.stored).toEqual([]);
  },
  loading: async (_s, w) => {
    expect(screen.getByRole('status')).toHaveTextContent('Opening your membership…');
    expect(w.fx.loadAccount.calls.at(-1)).toEqual({ session: SESSION });
    if (w.start.linkToken) expect(w.fx.stored).toEqual([SESSION]);
  },
  loadFailed: async () => {
    expect(await screen.findByText(NETWORK.message)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
  'ready.listing.idle': async (s) => {
    const box = await screen.findByRole('checkbox', { name: /public members directory/ });
    expect(box).toBeEnabled();
    expect(box).toHaveProperty('checked', s.context.account!.member!.listInDirectory);
    if (s.context.listingProblem) expect(within(card('Members directory')).getByRole('alert')).toHaveTextContent(NETWORK.message);
  },
  'ready.listing.saving': async (_s, w) => {
    const box = screen.getByRole('checkbox', { name: /public members directory/ });
    expect(box).toBeDisabled();
    expect(box).toHaveProperty('checked', true);
    expect(within(card('Members directory')).getByText('Saving…')).toBeInTheDocument();
    expect(w.fx.saveListing.calls.at(-1)).toEqual({ session: SESSION, listInDirectory: true });
  },
  'ready.renewal.closed': async (s) => {
    const membership = await screen.findByRole('region', { name: 'Membership' });
    expect(within(membership).getByText('ECA-2019-0042')).toBeInTheDocument();
    expect(within(membership).getByText('September 4, 2026 (29 Nehase 2018)')).toBeInTheDocument();
    expect(within(membership).getByText(/240 days left/)).toBeInTheDocument();
    expect(within(membership).getByText('Active')).toHaveAttribute('data-status', 'active');
    const open = s.context.account!.applications.some((a) => a.stage === 'awaiting-receipt' || a.stage === 'under-review');
    if (open) expect(within(membership).queryByRole('button', { name: 'Renew membership' })).toBeNull();
    else expect(within(membership).getByRole('button', { name: 'Renew membership' })).toBeEnabled();
    expect(within(membership).queryByRole('radio')).toBeNull();
  },
  'ready.renewal.choosing': async (s) => {
    const form = await screen.findByRole('form', { name: 'Renew your membership' });
    const chosen = within(form).getByRole('radio', { checked: true });
    expect(chosen).toHaveAttribute('value', s.context.renewalPlan);
    expect(within(form).getByRole('button', { name: 'Start renewal' })).toBeEnabled();
    if (s.context.renewalProblem) expect(within(form).getByRole('alert')).toHaveTextContent(NETWORK.message);
  },
  'ready.renewal.starting': async (s, w) => {
    const form = screen.getByRole('form', { name: 'Renew your membership' });
    expect(within(form).getByRole('button', { name: 'Starting…' })).toBeDisabled();
    expect(w.fx.startRenewal.calls.at(-1)).toEqual({ session: SESSION, membershipType: s.context.renewalPlan });
  },
  'ready.renewal.started': async (s, w) => {
    const membership = card('Membership');
    if (w.lastEvent?.type === 'xstate.done.actor.startRenewal') await model.expectFocusedConfirmation(membership, 'Renewal started');
    expect(within(membership).getByText(/Last step: upload the bank receipt/)).toBeInTheDocument();
    // While the receipt is awaited, a link leads to its upload (in the Applications card, further down on a phone).
    const link = within(membership).queryByRole('link', { name: 'Upload the receipt' });
    if (s.matches({ ready: { receipt: 'open' } })) {
      expect(link).toHaveAttribute('href', '#account-receipt');
      expect(document.getElementById('account-receipt')).toContainElement(screen.getByLabelText('Payment receipt'));
    } else expect(link).toBeNull();
    expect(within(membership).queryByRole('radio')).toBeNull();
  },
  'ready.receipt.none': async () => {
    const apps = card('Applications');
    expect(within(apps).queryByLabelText('Payment receipt')).toBeNull();
    expect(within(apps).getByText('Approved')).toHaveAttribute('data-stage', 'approved');
    expect(within(apps).getByText(/The receipt was for another account\./)).toBeInTheDocument();
    const registrations = card('Event registrations');
    expect(within(registrations).getByText('Annual General Assembly: Day 1')).toBeInTheDocument();
  },
  'ready.receipt.open': async () => {
    const apps = await screen.findByRole('region', { name: 'Applications' });
    const waiting = apps.querySelector(`[data-application="${RENEWAL.id}"]`) as HTMLElement;
    expect(within(waiting).getByText('Waiting for your receipt')).toBeInTheDocument();
    expect(within(waiting).getByLabelText('Payment receipt')).toBeEnabled();
  },
  'ready.receipt.uploaded': async (_s, w) => {
    const apps = card('Applications');
    expect(await within(apps).findByText(messages.membership.receiptSuccess)).toBeInTheDocument();
    if (w.lastEvent?.type === 'xstate.done.actor.receiptUpload') await model.expectFocusedConfirmation(apps, 'Application complete');
    const renewal = apps.querySelector(`[data-application="${RENEWAL.id}"]`) as HTMLElement;
    expect(within(renewal).getByText('Under review')).toBeInTheDocument();
    expect(w.fx.uploads.at(-1)!.input.applicationId).toBe(RENEWAL.id);
  },
  'ready.download.idle': async (s) => {
    const membership = card('Membership');
    expect(within(membership).getByRole('button', { name: 'Download certificate' })).toBeEnabled();
    if (s.context.downloadProblem) expect(within(membership).getByText(NETWORK.message)).toHaveAttribute('role', 'alert');
  },
  'ready.download.certificate': async (_s, w) => {
    expect(within(card('Membership')).getByRole('button', { name: 'Download certificate' })).toBeDisabled();
    expect(w.fx.downloadDocument.calls.at(-1)).toEqual({ session: SESSION, document: 'certificate' });
  },
  'ready.download.acknowledgement': async (_s, w) => {
    expect(within(card('Membership')).getByRole('button', { name: 'Download payment acknowledgement' })).toBeDisabled();
    expect(w.fx.downloadDocument.calls.at(-1)).toEqual({ session: SESSION, document: 'acknowledgement' });
  },
  'ready.registrationCancel.idle': async (s) => {
    const registrations = card('Event registrations');
    expect(screen.queryByRole('dialog')).toBeNull();
    const waitlisted = registrations.querySelector('[data-registration="5a917263-8495-4fa6-a0b7-c183c4d5e6f7"]') as HTMLElement;
    expect(within(waitlisted).getByText('On the waiting list')).toHaveAttribute('data-status', 'waitlisted');
    expect(within(waitlisted).getByText('You are number 3 on the waiting list.')).toBeInTheDocument();
    expect(within(waitlisted).queryByRole('link', { name: 'Show ticket' })).toBeNull();
    const confirmed = registrations.querySelector(`[data-registration="${CONFIRMED_ID}"]`) as HTMLElement;
    if (s.context.account?.registrations.find((r) => r.id === CONFIRMED_ID)?.status === 'cancelled') {
      expect(within(confirmed).getByText('Cancelled')).toHaveAttribute('data-status', 'cancelled');
      expect(within(confirmed).queryByRole('button', { name: 'Cancel registration' })).toBeNull();
      expect(within(confirmed).queryByRole('link', { name: 'Show ticket' })).toBeNull();
    } else {
      expect(within(confirmed).getByText('Confirmed')).toHaveAttribute('data-status', 'confirmed');
      expect(within(confirmed).getByRole('link', { name: 'Show ticket' })).toHaveAttribute('href', '/ticket/K7QF2M9XHB4RT8WZ');
      expect(within(confirmed).getByRole('button', { name: 'Cancel registration' })).toBeEnabled();
    }
  },
  'ready.registrationCancel.asking': async (s) => {
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this registration?' });
    expect(within(dialog).getByText(/Annual General Assembly: Day 1 will be cancelled/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Yes, cancel it' })).toBeEnabled();
    if (s.context.cancelProblem) expect(within(dialog).getByText(NETWORK.message)).toHaveAttribute('role', 'alert');
  },
  'ready.registrationCancel.cancelling': async (_s, w) => {
    const dialog = screen.getByRole('dialog', { name: 'Cancel this registration?' });
    expect(within(dialog).getByRole('button', { name: 'Cancelling…' })).toBeDisabled();
    expect(w.fx.cancelRegistration.calls.at(-1)).toEqual({ session: SESSION, id: CONFIRMED_ID });
  },
  'ready.registrationCancel.cancelled': async (_s, w) => {
    const registrations = card('Event registrations');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    if (w.lastEvent?.type === 'xstate.done.actor.cancelRegistration') {
      await model.expectFocusedConfirmation(registrations, 'Your registration is cancelled');
      // Still there once the closed question would have handed the focus back.
      await new Promise((r) => setTimeout(r, 20));
      expect(document.activeElement).toBe(within(registrations).getByRole('heading', { name: 'Your registration is cancelled' }));
    }
    expect(within(registrations).getByRole('status')).toHaveTextContent(/Annual General Assembly: Day 1 is cancelled/);
    const confirmed = registrations.querySelector(`[data-registration="${CONFIRMED_ID}"]`) as HTMLElement;
    expect(within(confirmed).getByText('Cancelled')).toHaveAttribute('data-status', 'cancelled');
    expect(within(confirmed).queryByRole('button', { name: 'Cancel registration' })).toBeNull();
  },
  signingOut: async (_s, w) => {
    expect(screen.getByRole('status')).toHaveTextContent('Signing out…');
    expect(w.fx.forgotten.length).toBeGreaterThan(0);
  },
  signedOut: async (_s, w) => {
    expect(await screen.findByText(/You are signed out/)).toBeInTheDocument();
    expect(emailInput()).toBeEnabled();
    expect(w.fx.forgotten.length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Membership' })).toBeNull();
  },
};

type World = { fx: Effects; start: AccountInput; user: ReturnType<typeof userEvent.setup>; lastEvent?: { type: string } };

const png = () => {
  const file = new File(['x'], 'receipt.png', { type: 'image/png' });
  Object.defineProperty(file, 'size', { value: 1024 });
  return file;
};

function executors(w: World): model.Executors<ModelEvent> {
  const { user, fx } = w;
  return {
    'field.changed': (e) => fireEvent.change(emailInput(), { target: { value: e.value } }),
    'form.submitted': () => user.click(sendButton()),
    'form.reopened': () => user.click(screen.getByRole('button', { name: 'Use another email address' })),
    'load.retried': () => user.click(screen.getByRole('button', { name: 'Try again' })),
    'signOut.requested': () => user.click(screen.getByRole('button', { name: 'Sign out' })),
    'listing.changed': () => user.click(screen.getByRole('checkbox', { name: /public members directory/ })),
    'renewal.opened': () => user.click(screen.getByRole('button', { name: 'Renew membership' })),
    'plan.chosen': (e) => user.click(screen.getByRole('radio', { name: e.membershipType === 'exporter' ? 'Exporter' : e.membershipType })),
    'renewal.submitted': () => user.click(screen.getByRole('button', { name: 'Start renewal' })),
    'renewal.cancelled': () => user.click(screen.getByRole('button', { name: 'Cancel' })),
    'download.requested': (e) =>
      user.click(
        screen.getByRole('button', { name: e.document === 'certificate' ? 'Download certificate' : 'Download payment acknowledgement' }),
      ),
    'xstate.done.actor.requestLink': (e) => fx.requestLink.resolve(e.output),
    'xstate.error.actor.requestLink': (e) => fx.requestLink.reject(e.error),
    'xstate.done.actor.openSession': (e) => fx.openSession.resolve(e.output),
    'xstate.error.actor.openSession': (e) => fx.openSession.reject(e.error),
    'xstate.done.actor.loadAccount': (e) => fx.loadAccount.resolve(e.output),
    'xstate.error.actor.loadAccount': (e) => fx.loadAccount.reject(e.error),
    'xstate.done.actor.saveListing': (e) => fx.saveListing.resolve(e.output),
    'xstate.error.actor.saveListing': (e) => fx.saveListing.reject(e.error),
    'xstate.done.actor.startRenewal': (e) => fx.startRenewal.resolve(e.output),
    'xstate.error.actor.startRenewal': (e) => fx.startRenewal.reject(e.error),
    'xstate.done.actor.downloadDocument': (e) => fx.downloadDocument.resolve(e.output),
    'xstate.error.actor.downloadDocument': (e) => fx.downloadDocument.reject(e.error),
    'xstate.done.actor.endSession': (e) => fx.endSession.resolve(e.output),
    'registrationCancel.requested': (e) => {
      const item = card('Event registrations').querySelector(`[data-registration="${e.id}"]`) as HTMLElement;
      return user.click(within(item).getByRole('button', { name: 'Cancel registration' }));
    },
    'registrationCancel.confirmed': () => user.click(screen.getByRole('button', { name: 'Yes, cancel it' })),
    'registrationCancel.dismissed': () => user.click(screen.getByRole('button', { name: 'Keep it' })),
    'xstate.done.actor.cancelRegistration': (e) => fx.cancelRegistration.resolve(e.output),
    'xstate.error.actor.cancelRegistration': (e) => fx.cancelRegistration.reject(e.error),
    // The receipt's own machine finishes when the member uploads it: choose the file, send it, the upload completes.
    'xstate.done.actor.receiptUpload': async () => {
      const input = screen.getByLabelText('Payment receipt');
      Object.defineProperty(input, 'files', { value: [png()], configurable: true });
      fireEvent.change(input);
      await user.click(screen.getByRole('button', { name: 'Upload receipt' }));
      await act(async () => fx.uploads.at(-1)!.sendBack({ type: 'receipt.uploaded' }));
    },
  };
}

afterEach(cleanup);
// The cancel confirmation is a modal dialog: the rest of the page is hidden from the accessibility tree meanwhile, and
// each part's checks still read it (what the member sees behind the dialog).
configure({ defaultHidden: true });

/** The states (of any part of the page) a set of paths passes through. */
const reached = (paths: ReturnType<typeof pathsFrom>) =>
  new Set(
    paths.flatMap((p) => p.steps.flatMap((step) => Object.keys(checks).filter((k) => (step.state as Snap).matches(keyValue(k) as never)))),
  );

describe.each(Object.entries(STARTS))('the member page, started with %s (model-based)', (_name, start) => {
  const paths = pathsFrom(start);

  it('reaches the states this start leads to', () => {
    const expected = start.linkToken
      ? ['opening.exchanging', 'opening.expired', 'loading', 'ready.receipt.uploaded', 'signedOut']
      : start.stored
        ? ['loading', 'loadFailed', 'signedOut', 'signingOut', 'ready.download.acknowledgement', 'ready.listing.saving']
        : ['requesting.editing', 'requesting.sending', 'requesting.sent', 'requesting.failed'];
    expect([...reached(paths)]).toEqual(expect.arrayContaining(expected));
  });

  for (const path of paths) {
    it(model.describePath(path), async () => {
      const w: World = { fx: effects(), start, user: userEvent.setup() };
      model.renderRoute('/account', () => <AccountView logic={w.fx.logic} start={start} />);
      // The router renders its page after a tick.
      await waitFor(() => expect(document.body.textContent).not.toBe(''));
      await path.test(model.testParams<AccountMachine, ModelEvent, World>(checks as never, executors(w), w));
    });
  }
});

it('the three starts together reach every state but the passing start', () => {
  const seen = new Set(Object.values(STARTS).flatMap((start) => [...reached(pathsFrom(start))]));
  expect([...seen].sort()).toEqual(
    Object.keys(checks)
      .filter((k) => k !== 'starting')
      .sort(),
  );
});

window.scrollTo = () => {};
vi.setConfig({ testTimeout: 30_000 });
