// The application form on a plan's own page: a real form (post, action, named fields), starting from what the server
// sent back (values, the error summary, each message beside its field); once the app runs, the machine drives it in
// place: a changed field loses its message, and a valid send shows the receipt step on the page.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise } from 'xstate';
import { membershipApplicationMachine } from '../../machines/membershipApplication';
import { ApplyPage } from '../../src/flows/membership/ApplyPage';
import { flowsCopy } from '../../src/i18n/flows';
import { type PageState, PageStateContext } from '../../src/pageState';
import { renderRoute } from '../machines/model';

afterEach(cleanup);

const sent: unknown[] = [];
const logic = membershipApplicationMachine.provide({
  actors: {
    submitApplication: fromPromise(async ({ input }) => {
      sent.push(input);
      return { id: '6d4c1b9e-0000-4000-8000-000000000001' };
    }),
  },
});

const sentBack: PageState = {
  forms: {
    membership: {
      values: {
        firstName: 'Tigist',
        lastName: 'Haile',
        email: 'tigist-at-example',
        phone: '+251 911 765 432',
        company: 'Haile Cassava Processing',
        address: 'Kebele 02',
        city: '',
        message: '',
        terms: true,
        listInDirectory: true,
      },
      errors: { email: 'Please enter a valid email address', city: 'City is required' },
    },
  },
};

const renderPage = (state: PageState | null) =>
  renderRoute(
    '/membership/apply/processor',
    () => <ApplyPage membershipType="processor" logic={logic} />,
    (app) => <PageStateContext.Provider value={state}>{app}</PageStateContext.Provider>,
  );

describe('the application page', () => {
  it('is a form that posts to the plan’s address, every field named', async () => {
    renderPage(null);
    const form = await screen.findByTestId('application-form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/membership/apply/processor#application-form');
    for (const name of ['firstName', 'lastName', 'email', 'phone', 'company', 'city', 'address', 'message', 'website'])
      expect(form.querySelector(`[name="${name}"]`)).not.toBeNull();
    expect(form.querySelector('input[type="checkbox"][name="terms"]')).toHaveAttribute('value', 'true');
    expect(form.querySelector('input[type="checkbox"][name="listInDirectory"]')).toHaveAttribute('value', 'true');
  });

  it('starts from what the server sent back, and the machine then drives it in place', async () => {
    const user = userEvent.setup();
    renderPage(sentBack);
    const summary = await screen.findByRole('alert', { name: /There is a problem/ });
    expect(screen.getByRole('link', { name: 'Please enter a valid email address' })).toHaveAttribute('href', '#application-email');
    expect(summary).toHaveTextContent('City is required');
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveValue('tigist-at-example');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^First name/)).toHaveValue('Tigist');
    expect(screen.getByRole('checkbox', { name: flowsCopy.termsLabel })).toBeChecked();

    await user.clear(email);
    await user.type(email, 'tigist@example.org');
    await waitFor(() => expect(email).not.toHaveAttribute('aria-invalid'));
    expect(screen.getByLabelText(/^City/)).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(/^City/), 'Hawassa');
    await user.click(screen.getByRole('button', { name: flowsCopy.membership.submit }));
    await screen.findByText(flowsCopy.membership.submittedTitle);
    expect(sent.at(-1)).toMatchObject({
      firstName: 'Tigist',
      email: 'tigist@example.org',
      city: 'Hawassa',
      membershipType: 'processor',
      terms: true,
      listInDirectory: true,
    });
    expect(screen.getByRole('heading', { level: 2, name: flowsCopy.membership.receiptTitle })).toBeInTheDocument();
  });
});
