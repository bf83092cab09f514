// The staff applications list with an application made under a member's address: the note in its row, the member
// record and the application side by side when approving, and the choice sent with the decision. Registered by
// tests/views/applicationsRecord*.test.tsx, once with the English staff catalog and once with the Amharic one.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Paged } from '../../contract/api';
import { createCrudMachine, type RunActionInput } from '../../machines/adminCrud';
import { ApplicationsView } from '../../src/admin/screens/inbox';
import type { AdminApplication } from '../../src/api/admin';
import { adminCopy } from '../../src/i18n/admin';
import { renderRoute } from '../machines/model';

const ALICE_RECORD = {
  number: 'ECA-2019-0007',
  firstName: 'Alice',
  lastName: 'Bekele',
  company: 'Bekele Cassava Farms',
  city: 'Hawassa',
  phone: '+251 911 111 111',
};

export const mallory: AdminApplication = {
  id: '44444444-4444-4444-8444-444444444444',
  firstName: 'Mallory',
  lastName: 'Evil',
  name: 'Mallory Evil',
  email: 'alice@example.org',
  phone: '+251 911 111 111',
  company: 'Evil Trading',
  address: 'Evil Street 1',
  city: 'Hawassa',
  membershipType: 'farmer',
  message: '',
  status: 'pending',
  createdAt: '2026-11-20T08:00:00.000Z',
  decidedAt: null,
  hasReceipt: false,
  receiptType: null,
  receiptSize: null,
  receiptCount: 0,
  decisionReason: null,
  memberId: null,
  memberNumber: null,
  memberRecord: ALICE_RECORD,
  paymentReference: 'ECA-A-1002',
  feeBirr: 22_000,
};
/** Alice's own renewal: the same details as her record, in other spacing. */
const aliceRenewal: AdminApplication = {
  ...mallory,
  id: '55555555-5555-4555-8555-555555555555',
  firstName: 'Alice',
  lastName: 'Bekele',
  name: 'Alice Bekele',
  company: 'Bekele  Cassava Farms',
  address: 'Kebele 07',
  paymentReference: 'ECA-A-1003',
};

/** An application decided already: its row shows the decision and the way to its view, not the buttons. */
const approvedOne: AdminApplication = {
  ...mallory,
  id: '77777777-7777-4777-8777-777777777777',
  firstName: 'Kebede',
  lastName: 'Alemu',
  name: 'Kebede Alemu',
  email: 'kebede@example.org',
  status: 'approved',
  memberRecord: null,
  memberNumber: 'ECA-2019-0003',
  paymentReference: 'ECA-A-1004',
};

function renderList() {
  const sent: RunActionInput<AdminApplication>[] = [];
  const page: Paged<AdminApplication> = { items: [mallory, aliceRenewal, approvedOne], total: 3, page: 1, pageSize: 20 };
  const actor = createActor(
    createCrudMachine<AdminApplication>().provide({
      actors: {
        loadPage: fromPromise(async () => page),
        runAction: fromPromise<unknown, RunActionInput<AdminApplication>>(async ({ input }) => {
          sent.push(input);
          return {};
        }),
      },
    }),
    { input: {} },
  );
  actor.start();
  renderRoute('/admin/applications', () => <ApplicationsView actor={actor} />);
  return { sent };
}

export function recordComparisonSpecs() {
  const ta = adminCopy.applications;
  afterEach(cleanup);

  it("marks the application that differs from its email's member record, and not one that states the same", async () => {
    renderList();
    const table = await screen.findByRole('table');
    const row = within(table).getByText('Mallory Evil').closest('tr')!;
    expect(within(row).getByTestId('differs-from-record')).toHaveTextContent(ta.differsFromRecord('ECA-2019-0007'));
    const own = within(table).getByText('Alice Bekele').closest('tr')!;
    expect(within(own).queryByTestId('differs-from-record')).toBeNull();
  });

  it('shows the member record and the application side by side; keeping the record is the default', async () => {
    const user = userEvent.setup();
    const { sent } = renderList();
    await user.click(await screen.findByRole('button', { name: `${ta.approve}: Mallory Evil` }));
    const dialog = await screen.findByRole('dialog', { name: ta.review.approveTitle('Mallory Evil', ta.plans.farmer!) });
    expect(dialog).toHaveTextContent(ta.approveIntro);
    const comparison = within(dialog).getByTestId('record-comparison');
    expect(
      within(comparison)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([ta.colDetail, ta.colRecord, ta.colApplication]);
    // Only what differs, each detail as the record has it beside what the application states.
    const rows = within(comparison)
      .getAllByRole('row')
      .slice(1)
      .map((r) => Array.from(r.querySelectorAll('th, td')).map((cell) => cell.textContent));
    expect(rows).toEqual([
      [ta.detailLabels.firstName, 'Alice', 'Mallory'],
      [ta.detailLabels.lastName, 'Bekele', 'Evil'],
      [ta.detailLabels.company, 'Bekele Cassava Farms', 'Evil Trading'],
    ]);
    expect(within(dialog).getByRole('radio', { name: ta.keepRecord })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: ta.takeApplication })).not.toBeChecked();
    expect(sent).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: ta.confirmApprove }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ item: mallory, action: 'approved', details: { memberDetails: 'keep' } });
  });

  it("sends the choice to take the application's details; Cancel sends nothing", async () => {
    const user = userEvent.setup();
    const { sent } = renderList();
    await user.click(await screen.findByRole('button', { name: `${ta.approve}: Mallory Evil` }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('radio', { name: ta.takeApplication }));
    await user.click(within(dialog).getByRole('button', { name: adminCopy.common.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent).toEqual([]);

    // Opened again, it starts from keeping the record.
    await user.click(screen.getByRole('button', { name: `${ta.approve}: Mallory Evil` }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('radio', { name: ta.keepRecord })).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: ta.takeApplication }));
    await user.click(within(dialog).getByRole('button', { name: ta.confirmApprove }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ item: mallory, action: 'approved', details: { memberDetails: 'application' } });
  });

  it('asks before approving an application stating the record’s own details too, naming the person and the plan', async () => {
    const user = userEvent.setup();
    const { sent } = renderList();
    await user.click(await screen.findByRole('button', { name: `${ta.approve}: Alice Bekele` }));
    const dialog = await screen.findByRole('dialog', { name: ta.review.approveTitle('Alice Bekele', ta.plans.farmer!) });
    expect(dialog).toHaveTextContent(ta.review.approveIntro('Alice Bekele', ta.plans.farmer!));
    expect(within(dialog).queryByTestId('record-comparison')).toBeNull();
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: ta.confirmApprove }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ item: aliceRenewal, action: 'approved', details: { memberDetails: 'keep' } });
  });

  it('a decided row shows its decision and the way to its view, not Approve or Reject', async () => {
    renderList();
    const table = await screen.findByRole('table');
    const row = within(table).getByText('Kebede Alemu').closest('tr')!;
    expect(within(row).queryByRole('button', { name: `${ta.approve}: Kebede Alemu` })).toBeNull();
    expect(within(row).queryByRole('button', { name: `${ta.reject}: Kebede Alemu` })).toBeNull();
    expect(within(row).getByText(ta.statuses.approved!)).toBeVisible();
    expect(within(row).getByRole('link', { name: ta.review.openLabel('Kebede Alemu') })).toHaveAttribute(
      'href',
      '/admin/applications/77777777-7777-4777-8777-777777777777',
    );
    // A pending row has both.
    const pending = within(table).getByText('Mallory Evil').closest('tr')!;
    expect(within(pending).getByRole('button', { name: `${ta.approve}: Mallory Evil` })).toBeEnabled();
    expect(within(pending).getByRole('button', { name: `${ta.reject}: Mallory Evil` })).toBeEnabled();
  });
}
