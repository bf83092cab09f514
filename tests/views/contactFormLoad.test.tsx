// The contact form before its machine has loaded: what the visitor types is kept and replayed, and a failed download
// (the connection dropped) is said in the form and tried again on the visitor's next move, never a silent dead button.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { httpMessages } from '../../contract/messages/http';

const load = vi.hoisted(() => ({ failures: 1, attempts: 0 }));
vi.mock('../../src/flows/contact/contactActor', async (importOriginal) => {
  load.attempts += 1;
  if (load.failures > 0) {
    load.failures -= 1;
    throw new Error('Failed to fetch dynamically imported module');
  }
  return importOriginal();
});
vi.mock('../../src/api/contact', () => ({ sendContactMessage: () => new Promise(() => {}) }));
const { ContactForm } = await import('../../src/flows/contact/ContactForm');

afterEach(cleanup);

describe('the contact form while its machine loads', () => {
  it('says a failed download, keeps what was typed, and loads on the next try', async () => {
    render(<ContactForm />);
    const name = screen.getByLabelText(/^Name/);
    fireEvent.focus(name);
    fireEvent.change(name, { target: { value: 'Hanna Mulugeta' } });
    await screen.findByText(httpMessages.network);
    expect(name).toHaveValue('Hanna Mulugeta');
    expect(load.attempts).toBe(1);

    // Sending with the machine missing: the message stays until the next try, which fetches the machine again.
    fireEvent.submit(screen.getByTestId('contact-form'));
    await waitFor(() => expect(load.attempts).toBe(2));
    await waitFor(() => expect(screen.queryByText(httpMessages.network)).toBeNull());
    // The machine now runs with what was typed before it loaded, and checks the form as usual.
    await act(async () => {
      fireEvent.submit(screen.getByTestId('contact-form'));
    });
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Hanna Mulugeta');
    expect(await screen.findAllByRole('alert')).not.toHaveLength(0);
  });
});
