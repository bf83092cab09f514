// The Counter screen with its calls faked: a walk-in registered and checked in (the door's count shown), an address
// registered already (the server's message), a registration's ticket sent again, a certificate printed again in
// either language; and the whole screen as the Amharic build shows it, with no English word but the data.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { counterMessages } from '../../contract/messages/counter';

const fake = vi.hoisted(() => ({
  walkIn: vi.fn(),
  signInLink: vi.fn(),
  resendRegistration: vi.fn(),
  certificate: vi.fn(),
  addMember: vi.fn(),
}));
vi.mock('../../src/api/counter', () => ({
  counterApi: {
    ...fake,
    events: async () => [
      { id: 'e1', title: 'Field day', date: new Date(Date.now() + 3 * 3600_000).toISOString().slice(0, 10), time: '9:00 AM' },
    ],
    registrations: async () => [
      { id: 'r1', firstName: 'Hana', lastName: 'Girma', email: 'hana@example.org', eventTitle: 'Field day', status: 'confirmed' },
      { id: 'r2', firstName: 'Abebe', lastName: 'Kebede', email: 'abebe@example.org', eventTitle: 'Field day', status: 'cancelled' },
    ],
    members: async () => [
      { id: 'm1', number: 'ECA-2019-0003', firstName: 'Almaz', lastName: 'Tesfaye', company: 'Almaz Farms', validUntil: '2027-11-24' },
    ],
  },
}));

const { CounterScreen } = await import('../../src/admin/screens/counter');

afterEach(cleanup);
beforeEach(() => {
  for (const f of Object.values(fake)) f.mockReset();
});

describe('the Counter screen', () => {
  it('registers a walk-in and checks them in, showing the door count; an address registered already gets the message', async () => {
    const user = userEvent.setup();
    fake.walkIn.mockRejectedValueOnce(Object.assign(new Error(counterMessages.alreadyRegistered('confirmed')), { extra: { id: 'r1' } }));
    fake.walkIn.mockResolvedValueOnce({
      registration: { seats: 2 },
      tickets: [],
      checkedIn: 2,
      beyondCapacity: true,
      count: { checkedIn: 12, expected: 40 },
    });
    render(<CounterScreen />);
    const form = await screen.findByTestId('walk-in-registration');
    const w = within(form);
    for (const [label, value] of [
      ['First name', 'Tigist'],
      ['Last name', 'Alemu'],
      ['Email', 'tigist@example.org'],
      ['Phone', '0911 223 344'],
      ['Organization', 'Sidama Union'],
      ['Position', 'Chair'],
    ])
      await user.type(w.getByLabelText(new RegExp(`^${label}`)), value!);
    await user.selectOptions(w.getByLabelText(/^People/), '2');
    await user.click(w.getByLabelText(/^The person has read/));
    await user.click(w.getByRole('button', { name: 'Register' }));
    expect(await w.findByText(counterMessages.alreadyRegistered('confirmed'))).toBeInTheDocument();
    expect(fake.walkIn.mock.calls[0]![0]).toMatchObject({ eventId: 'e1', email: 'tigist@example.org', attendees: '2', terms: true });
    await user.click(w.getByRole('button', { name: 'Register' }));
    const done = await screen.findByTestId('walked-in');
    expect(done).toHaveTextContent('Registered and checked in: 2 of 2 people. At the door: 12 of 40 people checked in.');
    expect(done).toHaveTextContent('The event was full');
    await user.click(within(done).getByRole('button', { name: 'Next person' }));
    expect(await screen.findByTestId('walk-in-registration')).toBeInTheDocument();
  });

  it('sends a new sign-in link and a ticket again (not for a cancelled registration), and prints a certificate in either language', async () => {
    const user = userEvent.setup();
    fake.signInLink.mockResolvedValue({ to: 'hana@example.org', sentAt: new Date().toISOString() });
    fake.resendRegistration.mockResolvedValue({ to: 'hana@example.org', sentAt: new Date().toISOString() });
    fake.certificate.mockResolvedValue(undefined);
    render(<CounterScreen />);
    const link = screen.getByTestId('resend-link');
    await user.type(within(link).getByLabelText(/^Email/), 'hana@example.org');
    await user.click(within(link).getByRole('button', { name: 'Send a new sign-in link' }));
    expect(await within(link).findByText('A new sign-in link is on its way to hana@example.org.')).toBeInTheDocument();
    expect(fake.signInLink).toHaveBeenCalledWith('hana@example.org', expect.anything());

    await user.type(screen.getByLabelText(/^Find registrations/), 'Field');
    await user.click(within(screen.getByTestId('find-registrations')).getByRole('button', { name: 'Search' }));
    const rows = await screen.findAllByTestId('registration-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]!).queryByRole('button')).toBeNull();
    await user.click(within(rows[0]!).getByRole('button', { name: 'Send the ticket again' }));
    expect(await within(rows[0]!).findByText('Sent again to hana@example.org.')).toBeInTheDocument();
    expect(fake.resendRegistration).toHaveBeenCalledWith('r1');

    await user.type(screen.getByLabelText(/^Find a member/), 'ECA-2019-0003');
    await user.click(within(screen.getByTestId('find-members')).getByRole('button', { name: 'Search' }));
    const [member] = await screen.findAllByTestId('member-row');
    await user.click(within(member!).getByRole('button', { name: 'Certificate in Amharic' }));
    await user.click(within(member!).getByRole('button', { name: 'Download the certificate' }));
    await waitFor(() =>
      expect(fake.certificate.mock.calls.map((c) => c[0])).toEqual([
        { id: 'm1', lang: 'am' },
        { id: 'm1', lang: 'en' },
      ]),
    );
  });
});

describe('the Counter screen in Amharic', () => {
  it('has every word in Amharic', async () => {
    vi.resetModules();
    vi.doMock('../../src/i18n/en/counter', () => import('../../src/i18n/am/counter'));
    vi.doMock('../../src/format/dates', () => import('../../contract/am/dates'));
    vi.doMock('../../contract/plans', () => import('../../contract/am/plans'));
    const { CounterScreen: AmharicCounter } = await import('../../src/admin/screens/counter');
    render(<AmharicCounter />);
    await screen.findByTestId('walk-in-registration');
    const text = document.body.textContent ?? '';
    // Left after the data and the file types: no Latin word.
    const rest = ['Field day', 'JPEG', 'PNG', 'PDF', '5+'].reduce((t, d) => t.split(d).join(' '), text);
    expect(rest.match(/[A-Za-z]{2,}/g)).toBeNull();
    expect(text).toContain('በአካል የመጣ አባል ምዝገባ');
  });
});
