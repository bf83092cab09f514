// The member's page as the Amharic build shows it: every module with an Amharic counterpart is swapped for it (as the
// build's resolver does), then the page is rendered with a loaded account. Its words are Amharic, its dates Ethiopian
// first, and the only Latin letters left are names (the email, the member number, an event staff wrote in English).
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { Account } from '../../contract/account';
import type { AccountMachine, AccountSession } from '../../machines/account';
import { renderRoute } from '../machines/model';

const root = resolve(__dirname, '../..');
const ts = (dir: string) => (existsSync(join(root, dir)) ? readdirSync(join(root, dir)).filter((f) => f.endsWith('.ts')) : []);
/** English module → its Amharic counterpart, as scripts/lib/languageSwap.mjs pairs them. */
const swaps = [
  ...ts('src/i18n/am').map((f) => [`src/i18n/${f === 'lang.ts' ? '' : 'en/'}${f}`, `src/i18n/am/${f}`]),
  ...ts('contract/messages/am').map((f) => [`contract/messages/${f}`, `contract/messages/am/${f}`]),
  ...ts('contract/am').map((f) => [`contract/${f}`, `contract/am/${f}`]),
].map(([en, am]) => [join(root, en!), join(root, am!)] as const);

const SESSION: AccountSession = { token: 't', email: 'almaz@example.org', expiresAt: '2027-09-09T00:00:00.000Z' };
const ACCOUNT: Account = {
  email: SESSION.email,
  applications: [
    {
      id: '0b4c1d2e-3f40-4a51-8b62-7c83d94e0a1f',
      kind: 'renewal',
      membershipType: 'farmer',
      status: 'rejected',
      stage: 'rejected',
      reason: 'ደረሰኙ የሌላ ሰው ነው።',
      receiptUploadedAt: '2026-09-02T08:00:00.000Z',
      decidedAt: '2026-09-04T08:00:00.000Z',
      createdAt: '2026-09-01T08:00:00.000Z',
      paymentReference: 'ECA-A-1001',
      feeBirr: 22_000,
    },
  ],
  member: {
    number: 'ECA-2019-0042',
    firstName: 'Almaz',
    lastName: 'Bekele',
    company: '',
    city: 'Hawassa',
    plan: 'farmer',
    validFrom: '2025-09-11',
    validUntil: '2026-09-11',
    status: 'expiring',
    daysLeft: 12,
    listInDirectory: true,
    payments: [],
  },
  registrations: [
    {
      id: '2d6e3f40-5162-4c73-8d84-9ea50f1a2b3c',
      eventId: '3e7f4051-6273-4d84-9e95-af61a2b3c4d5',
      eventTitle: 'Field day',
      eventDate: '2026-10-02',
      createdAt: '2026-09-10T08:00:00.000Z',
      status: 'confirmed',
      ticketCode: 'K7QF2M9XHB4RT8WZ',
      waitlistPosition: null,
      cancellable: true,
    },
  ],
  howToPay: { accounts: [], instructions: 'Pay.', translations: { am: { instructions: 'ይክፈሉ።' } } },
};

let AccountView: typeof import('../../src/routes/_site/-accountView').AccountView;
let machine: AccountMachine;

beforeAll(async () => {
  vi.resetModules();
  for (const [en, am] of swaps) vi.doMock(en, () => import(/* @vite-ignore */ am));
  ({ AccountView } = await import('../../src/routes/_site/-accountView'));
  ({ accountMachine: machine } = await import('../../machines/account'));
});
afterAll(() => {
  for (const [en] of swaps) vi.doUnmock(en);
});
afterEach(cleanup);

/** Every text of the page with Latin letters, but those inside an element marked lang="en". */
const latinTexts = (el: HTMLElement) => {
  const out: string[] = [];
  const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (/[A-Za-z]/.test(node.textContent ?? '') && !node.parentElement?.closest('[lang="en"]')) out.push(node.textContent!.trim());
  return out;
};

describe('the member page in Amharic', () => {
  it('shows the membership in Amharic words with Ethiopian dates first', async () => {
    const logic = machine.provide({
      actors: { loadAccount: fromPromise(async () => ACCOUNT) },
      actions: { storeSession: () => {}, forgetSession: () => {}, hideLinkToken: () => {} },
    });
    const { container } = renderRoute('/account', () => <AccountView logic={logic} start={{ linkToken: null, stored: SESSION }} />);
    const membership = await screen.findByRole('region', { name: 'አባልነት' });
    expect(within(membership).getByText('የአባልነት ቁጥር')).toBeInTheDocument();
    expect(within(membership).getByText('አርሶ አደር')).toBeInTheDocument();
    // 11 September 2026 is Meskerem 1, 2019: the Ethiopian date first, the Gregorian beside it.
    expect(within(membership).getByText(/^መስከረም 1 ቀን 2019 ዓ\.ም\. \(እ\.ኤ\.አ\. ሴፕቴምበር 11 ቀን 2026\)$/)).toBeInTheDocument();
    expect(within(membership).getByText('ሊያበቃ የተቃረበ')).toBeInTheDocument();
    expect(within(membership).getByText('12 ቀናት ቀርተዋል')).toBeInTheDocument();
    expect(within(membership).getByRole('button', { name: 'የምስክር ወረቀት ያውርዱ' })).toBeInTheDocument();
    expect(within(membership).getByRole('button', { name: 'አባልነትዎን ያድሱ' })).toBeInTheDocument();
    const apps = screen.getByRole('region', { name: 'ማመልከቻዎች' });
    expect(within(apps).getByText('ውድቅ ተደርጓል')).toBeInTheDocument();
    expect(within(apps).getByText('ደረሰኙ የሌላ ሰው ነው።')).not.toHaveAttribute('lang');
    expect(screen.getByRole('checkbox', { name: /የአባላት ማውጫ/ })).toBeChecked();
    // The event has no Amharic title: shown in English, marked as such.
    expect(screen.getByText('Field day')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('button', { name: 'ይውጡ' })).toBeInTheDocument();
    expect(latinTexts(container).sort()).toEqual(['ECA-2019-0042', 'ECA-A-1001', `በዚህ ኢሜይል ገብተዋል፦ ${SESSION.email}`].sort());
  });

  it('asks for a sign-in link in Amharic', async () => {
    const logic = machine.provide({ actions: { storeSession: () => {}, forgetSession: () => {}, hideLinkToken: () => {} } });
    const { container } = renderRoute('/account', () => <AccountView logic={logic} start={{ linkToken: null, stored: null }} />);
    expect(await screen.findByRole('heading', { name: 'አባልነትዎን ይክፈቱ' })).toBeInTheDocument();
    expect(screen.getByLabelText(/ኢሜይል/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'የመግቢያ አገናኝ ይላኩልኝ' })).toBeInTheDocument();
    await waitFor(() => expect(latinTexts(container)).toEqual([]));
  });
});
