// The lazy stand-in of a dialog flow: the page shows the flow's own button, fetches the flow's code when the visitor
// reaches for it, opens the dialog once the code is there, and says so (and tries again) when the download fails.
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyApplyButton, LazyFlow, LazyRegisterButton } from '../../src/flows/LazyFlow';
import { type ApplyProps, applyTrigger, type OpensOnMount } from '../../src/flows/triggers';
import { copy } from '../../src/i18n';

afterEach(cleanup);

const props: ApplyProps = { membershipType: 'processor', label: 'Join Now', planTitle: 'Processor Membership' };

function deferred<T>() {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const Opened = ({ openOnMount, label }: ApplyProps & OpensOnMount) => <p>{openOnMount ? `opened: ${label}` : 'mounted closed'}</p>;

describe('LazyFlow', () => {
  it('shows the same button as the flow, fetches on intent, opens once loaded', async () => {
    const calls: string[] = [];
    const pending = deferred<typeof Opened>();
    const load = () => {
      calls.push('load');
      return pending.promise;
    };
    render(<LazyFlow load={load} trigger={applyTrigger(props)} props={props} />);
    const button = screen.getByRole('button', { name: 'Join Now: Processor Membership' });
    expect(button).toHaveAttribute('data-membership-type', 'processor');
    expect(calls).toEqual([]);

    await userEvent.hover(button);
    expect(calls).toEqual(['load']);

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    pending.resolve(Opened);
    expect(await screen.findByText('opened: Join Now')).toBeInTheDocument();
  });

  it('says the form could not be loaded, and the next click tries again', async () => {
    let online = false;
    const load = () => (online ? Promise.resolve(Opened) : Promise.reject(new Error('offline')));
    render(<LazyFlow load={load} trigger={applyTrigger(props)} props={props} />);
    await userEvent.click(screen.getByRole('button', { name: /Join Now/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent(copy.common.formLoadFailed);
    expect(screen.getByRole('button', { name: /Join Now/ })).not.toHaveAttribute('aria-busy');

    online = true;
    await userEvent.click(screen.getByRole('button', { name: /Join Now/ }));
    expect(await screen.findByText('opened: Join Now')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  // The dialog's code is imported on the first click, and here that import compiles it from source: on a busy machine
  // that takes longer than a query's default second.
  const FIRST_IMPORT = { timeout: 15_000 };

  it('opens the real membership application dialog on the first click', async () => {
    render(<LazyApplyButton {...props} />);
    await userEvent.click(screen.getByRole('button', { name: 'Join Now: Processor Membership' }));
    const dialog = await screen.findByRole('dialog', undefined, FIRST_IMPORT);
    expect(dialog).toHaveTextContent('Processor Membership');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  });

  it('opens the real event registration dialog on the first click', async () => {
    const event = {
      id: 'e1',
      title: 'Annual Assembly, Day 1',
      date: '2027-09-02',
      time: '9:00 AM',
      location: 'ICT Park, Addis Ababa',
    };
    render(<LazyRegisterButton event={event} label="Register Now" />);
    const link = screen.getByRole('button', { name: 'Register Now: Annual Assembly, Day 1' });
    // Before and without the app, the registration page; with it, the dialog.
    expect(link).toHaveAttribute('href', '/events/e1/register');
    await userEvent.click(link);
    const dialog = await screen.findByRole('dialog', undefined, FIRST_IMPORT);
    expect(dialog).toHaveTextContent('ICT Park, Addis Ababa');
    expect(window.location.pathname).toBe('/');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Focus goes back to the link that opened it.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Register Now: Annual Assembly, Day 1' })).toHaveFocus());
  });
});
