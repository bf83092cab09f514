// The staff applications list: the member number of an approved application, and rejecting through a dialog that
// asks for the reason (required) and sends it with the decision.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Paged } from '../../contract/api';
import { messages } from '../../contract/messages';
import { createCrudMachine, type RunActionInput } from '../../machines/adminCrud';
import { ApplicationsView } from '../../src/admin/screens/inbox';
import type { AdminApplication } from '../../src/api/admin';
import { adminCopy } from '../../src/i18n/admin';
import { renderRoute } from '../machines/model';

const ta = adminCopy.applications;

const base: AdminApplication = {
  id: '11111111-1111-4111-8111-111111111111',
  firstName: 'Hana',
  lastName: 'Girma',
  name: 'Hana Girma',
  email: 'hana@example.org',
  phone: '+251 911 000 000',
  company: 'Girma Farms',
  address: 'Kebele 04',
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
  memberRecord: null,
  paymentReference: 'ECA-A-1001',
  feeBirr: 22_000,
};
const approved: AdminApplication = {
  ...base,
  id: '22222222-2222-4222-8222-222222222222',
  firstName: 'Abebe',
  lastName: 'Kebede',
  name: 'Abebe Kebede',
  email: 'abebe@example.org',
  status: 'approved',
  decidedAt: '2026-11-21T08:00:00.000Z',
  memberId: '33333333-3333-4333-8333-333333333333',
  memberNumber: 'ECA-2019-0042',
};

afterEach(cleanup);

function renderList() {
  const sent: RunActionInput<AdminApplication>[] = [];
  const page: Paged<AdminApplication> = { items: [base, approved], total: 2, page: 1, pageSize: 20 };
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
  return { sent, actor };
}

describe('applications list', () => {
  it('shows the member number of an approved application, and none for a pending one', async () => {
    renderList();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('columnheader', { name: ta.colMember })).toBeInTheDocument();
    const abebe = within(table).getByText('Abebe Kebede').closest('tr')!;
    expect(abebe).toHaveTextContent('ECA-2019-0042');
    const hana = within(table).getByText('Hana Girma').closest('tr')!;
    expect(hana).not.toHaveTextContent(/ECA-\d{4}-\d{4}/);
  });

  it('Reject opens a dialog that needs the reason; it is sent with the rejection', async () => {
    const user = userEvent.setup();
    const { sent, actor } = renderList();
    await user.click(await screen.findByRole('button', { name: `${ta.reject}: Hana Girma` }));
    const dialog = await screen.findByRole('dialog', { name: ta.rejectTitle('Hana Girma') });
    // It names the person and the plan they applied for.
    expect(dialog).toHaveTextContent(ta.review.rejectIntro('Hana Girma', ta.plans[base.membershipType]!));
    const reason = within(dialog).getByRole('textbox', { name: new RegExp(ta.reasonLabel) });
    expect(reason).toBeRequired();

    // Without a reason (or only spaces) nothing is sent: the field says what is missing.
    await user.click(within(dialog).getByRole('button', { name: ta.confirmReject }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.validation.rejectionReason);
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    await user.type(reason, '   ');
    await user.click(within(dialog).getByRole('button', { name: ta.confirmReject }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(messages.validation.rejectionReason);
    expect(sent).toEqual([]);

    await user.clear(reason);
    await user.type(reason, ' The receipt is for 2,200 Birr. ');
    await user.click(within(dialog).getByRole('button', { name: ta.confirmReject }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({ item: base, action: 'rejected', details: { reason: 'The receipt is for 2,200 Birr.' } });
    await waitFor(() => expect(actor.getSnapshot().context.notice).toBe('rejected'));
  });

  it('Cancel closes the dialog without rejecting, and the next one opens empty', async () => {
    const user = userEvent.setup();
    const { sent } = renderList();
    await user.click(await screen.findByRole('button', { name: `${ta.reject}: Hana Girma` }));
    let dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox'), 'half written');
    await user.click(within(dialog).getByRole('button', { name: adminCopy.common.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: `${ta.reject}: Hana Girma` }));
    dialog = await screen.findByRole('dialog', { name: ta.rejectTitle('Hana Girma') });
    expect(within(dialog).getByRole('textbox')).toHaveValue('');
    expect(sent).toEqual([]);
  });

  it('Approve asks first, naming the person and the plan; confirmed, it sends the decision', async () => {
    const user = userEvent.setup();
    const { sent } = renderList();
    await user.click(await screen.findByRole('button', { name: `${ta.approve}: Hana Girma` }));
    const plan = ta.plans[base.membershipType]!;
    const dialog = await screen.findByRole('dialog', { name: ta.review.approveTitle('Hana Girma', plan) });
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: ta.confirmApprove }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ action: 'approved', details: { memberDetails: 'keep' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('an approved row offers neither Approve nor Reject', async () => {
    renderList();
    const table = await screen.findByRole('table');
    const abebe = within(table).getByText('Abebe Kebede').closest('tr')!;
    expect(within(abebe).queryByRole('button', { name: `${ta.approve}: Abebe Kebede` })).toBeNull();
    expect(within(abebe).queryByRole('button', { name: `${ta.reject}: Abebe Kebede` })).toBeNull();
  });
});
