// The staff Members list and the dashboard's member cards, in English: the columns, the status with days left, the
// status and plan filters, the CSV export of what is shown, and the cards linking to the list.
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Paged } from '../../contract/api';
import { bothCalendars } from '../../contract/dates';
import { createCrudMachine, type LoadInput } from '../../machines/adminCrud';
import { createLoadMachine } from '../../machines/adminLoad';
import { memberDetailMachine } from '../../machines/memberDetail';
import { type DashboardLogic, DashboardScreen } from '../../src/admin/screens/dashboard';
import { type MemberActor, MembersView } from '../../src/admin/screens/members';
import type { DashboardData, Member } from '../../src/api/admin';
import { http } from '../../src/api/client';
import { AuthProvider } from '../../src/auth/AuthProvider';
import { createLazySession } from '../../src/auth/lazySession';
import { memberDetail } from '../machines/memberFixtures';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const { history: _h, applications: _a, reminders: _r, ...active } = memberDetail;
const expiring: Member = {
  ...active,
  id: '44444444-4444-4444-8444-444444444444',
  number: 'ECA-2018-0002',
  firstName: 'Tesfaye',
  lastName: 'Alemu',
  company: 'Sidama Starch',
  plan: 'processor',
  validUntil: '2026-12-01',
  status: 'expiring',
  daysLeft: 1,
};
const lapsed: Member = {
  ...expiring,
  id: '55555555-5555-4555-8555-555555555555',
  number: 'ECA-2017-0009',
  firstName: 'Meron',
  lastName: 'Tadesse',
  status: 'lapsed',
  daysLeft: -12,
};

function renderList(items: (input: LoadInput) => Member[] = () => [active, expiring, lapsed]) {
  const loads: LoadInput[] = [];
  const list = createActor(
    createCrudMachine<Member>().provide({
      actors: {
        loadPage: fromPromise<Paged<Member>, LoadInput>(async ({ input }) => {
          loads.push(input);
          const found = items(input);
          return { items: found, total: found.length, page: 1, pageSize: 20 };
        }),
      },
    }),
    { input: { filters: { status: '', plan: '' } } },
  );
  list.start();
  const detail = createActor(memberDetailMachine, { input: { list } });
  detail.start();
  render(<MembersView actor={list} detail={detail as unknown as MemberActor} />);
  return { loads, list };
}

describe('Members list', () => {
  it('shows each member with number, name, company, plan, end date in both calendars and status with days left', async () => {
    renderList();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    const first = within(rows[0]!);
    expect(first.getByText('ECA-2018-0001')).toBeInTheDocument();
    expect(first.getByText('Almaz Bekele')).toBeInTheDocument();
    expect(first.getByText('Hawassa Cassava Growers')).toBeInTheDocument();
    expect(first.getByText('Farmer')).toBeInTheDocument();
    expect(first.getByText(bothCalendars('2027-03-01'))).toBeInTheDocument();
    expect(bothCalendars('2027-03-01')).toMatch(/March 1, 2027 \(\d+ Yekatit 2019\)/);
    expect(first.getByText('Active')).toHaveAttribute('data-status', 'active');
    expect(first.getByText('97 days left')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Expiring')).toHaveAttribute('data-status', 'expiring');
    expect(within(rows[1]!).getByText('1 day left')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Lapsed')).toHaveAttribute('data-status', 'lapsed');
    expect(within(rows[2]!).getByText('Ended 12 days ago')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open: Tesfaye Alemu (ECA-2018-0002)' })).toBeEnabled();
  });

  it('filters by status and by plan, each from the first page', async () => {
    const { loads, list } = renderList();
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Expiring');
    await waitFor(() => expect(loads.at(-1)?.filters).toEqual({ status: 'expiring', plan: '' }));
    await screen.findByRole('table');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Plan' }), 'Exporter');
    await waitFor(() => expect(loads.at(-1)?.filters).toEqual({ status: 'expiring', plan: 'exporter' }));
    expect(list.getSnapshot().context.query.page).toBe(1);
    expect(
      within(screen.getByRole('combobox', { name: 'Plan' }))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All plans', 'Farmer', 'Processor', 'Exporter', 'Farm investor']);
  });

  it('says when no member matches the filters, and when there are no members at all', async () => {
    renderList((input) => (input.filters.status === 'lapsed' ? [] : input.filters.plan === 'farmer' ? [] : [active]));
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Lapsed');
    await screen.findByText('Nothing matches these filters.');
    cleanup();
    renderList(() => []);
    await screen.findByText('No members yet. Approving a membership application makes one.');
  });

  it('exports what is shown as CSV, leaving "all" filters out of the request', async () => {
    const raw = vi.spyOn(http, 'raw').mockResolvedValue({
      headers: new Headers({ 'content-disposition': 'attachment; filename="members.csv"', 'content-type': 'text/csv' }),
      _data: new Blob(['number\n'], { type: 'text/csv' }),
    } as never);
    URL.createObjectURL = vi.fn(() => 'blob:members');
    URL.revokeObjectURL = vi.fn();
    renderList();
    await screen.findByRole('table');
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Lapsed');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(raw).toHaveBeenCalled());
    expect(raw.mock.calls[0]![0]).toBe('/admin/members');
    expect((raw.mock.calls[0]![1] as { query: unknown }).query).toEqual({ format: 'csv', status: 'lapsed' });
  });
});

const summary: DashboardData = {
  stats: {
    totalEvents: 4,
    totalBlogPosts: 6,
    totalResources: 9,
    totalUsers: 3,
    pendingRegistrations: 2,
    activeMembers: 41,
    expiringMembers: 5,
  },
  recentActivity: [],
  system: { uptimeSeconds: 60, databaseBytes: 2_000_000, databaseKind: 'PGlite', lastBackup: null },
  work: {
    applicationsToReview: 3,
    applicationsWithoutReceipt: 1,
    receiptOverdueDays: 7,
    newMessages: 4,
    failedMails: 2,
    today: null,
    next: {
      id: '3f0c6a0e-8d8b-4f6e-9d7c-2f1f5b1e9a01',
      title: 'Annual General Assembly',
      date: '2030-05-02',
      capacity: 50,
      seatsConfirmed: 12,
      checkedIn: 0,
    },
    staffActivity: [
      { id: 9, at: '2030-04-01T07:00:00.000Z', actorName: 'Hana Girma', action: 'approve', entity: 'membership_application' },
    ],
  },
};

describe('Dashboard member cards', () => {
  it('counts active and expiring members and links to the list, the second filtered to expiring', async () => {
    const logic: DashboardLogic = createLoadMachine<null, { data: DashboardData; apiOnline: boolean }>({ id: 'adminDashboard' }).provide({
      actors: { load: fromPromise(async () => ({ data: summary, apiOnline: true as boolean })) },
    });
    const root = createRootRoute({ component: () => <DashboardScreen logic={logic} /> });
    const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/admin'] }) });
    await act(async () => {
      render(
        <AuthProvider session={createLazySession({ goHome: () => {}, goToLogin: () => {} })}>
          <RouterProvider router={router as never} />
        </AuthProvider>,
      );
    });
    const cards = await screen.findByRole('region', { name: 'Dashboard' });
    const card = (label: string) => within(cards).getByText(label).closest('div')!;
    expect(within(card('Active members')).getByText('41')).toBeInTheDocument();
    expect(within(card('Expiring in 30 days')).getByText('5')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manage Active members' })).toHaveAttribute('href', '/admin/members');
    expect(screen.getByRole('link', { name: 'Manage Expiring in 30 days' })).toHaveAttribute('href', '/admin/members?status=expiring');

    // The day's work, each figure leading to its list, filtered.
    const attention = screen.getByRole('region', { name: 'Needs attention' });
    expect(within(attention).getByRole('link', { name: '3 Applications to review' })).toHaveAttribute(
      'href',
      '/admin/applications?status=pending',
    );
    expect(within(attention).getByRole('link', { name: '1 Applications without a receipt for over 7 days' })).toBeInTheDocument();
    expect(within(attention).getByRole('link', { name: '4 New messages' })).toHaveAttribute('href', '/admin/messages?status=new');
    expect(within(attention).getByRole('link', { name: '5 Expiring in 30 days' })).toHaveAttribute(
      'href',
      '/admin/members?status=expiring',
    );
    expect(within(attention).getByTestId('failed-mails')).toHaveTextContent('2 Mails not delivered');
    expect(within(attention).getByText('None planned')).toBeInTheDocument();
    expect(within(attention).getByRole('link', { name: 'Annual General Assembly' })).toHaveAttribute(
      'href',
      '/admin/registrations?eventId=3f0c6a0e-8d8b-4f6e-9d7c-2f1f5b1e9a01',
    );
    expect(within(attention).getByText(/12 of 50 seats taken · 0 checked in/)).toBeInTheDocument();
    const staff = screen.getByRole('region', { name: 'Staff activity' });
    expect(within(staff).getByText('Hana Girma')).toBeInTheDocument();
    expect(within(staff).getByText(/^Application · /)).toBeInTheDocument();
  });
});
