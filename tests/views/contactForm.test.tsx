// Model-based: every shortest path of the contactForm machine's xstate/graph test model, tested on the rendered
// ContactForm with its real logic and a faked API (fake timers for the 5 s confirmation).
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { CONTACT_SUCCESS_MS } from '../../contract/limits';
import { messages } from '../../contract/messages';
import {
  type ContactEvent,
  type ContactField,
  type ContactFormMachine,
  type ContactValues,
  contactFormMachine,
} from '../../machines/contactForm';
import { toStateKey } from '../../machines/form';
import { describePath, endKeys, expectFieldErrors, onePathPerView, type StateChecks, testModel, testParams } from '../machines/model';

const api = vi.hoisted(() => ({ calls: [] as { values: unknown; resolve(v: { id: string }): void; reject(e: unknown): void }[] }));
vi.mock('../../src/api/contact', () => ({
  sendContactMessage: (values: unknown) => new Promise((resolve, reject) => api.calls.push({ values, resolve, reject })),
}));
const { ContactForm, loadContactForm } = await import('../../src/flows/contact/ContactForm');
// The form starts its machine at once when it has loaded (in the browser it loads on the form's first focus).
await loadContactForm();

type Snap = SnapshotFrom<ContactFormMachine>;
const REOPENED = 'form.reopened';
const AFTER = 'xstate.after.successTimeout.contactForm.success';
type ModelEvent =
  | ContactEvent
  | { type: 'xstate.done.actor.sendMessage'; output: { id: string } }
  | { type: 'xstate.error.actor.sendMessage'; error: { serverMessage?: string } }
  | { type: typeof AFTER };

const FILLED: ContactValues = {
  name: 'Hanna Mulugeta',
  email: 'hanna@example.org',
  phone: '',
  subject: 'Partnership Opportunities',
  message: 'We would like to partner on a processing plant.',
  contactType: 'organization',
  organization: 'Ethio Agri Ltd',
};
const ORDER: ContactField[] = ['name', 'email', 'subject', 'message', 'contactType', 'organization'];

function eventsFor(s: Snap): ModelEvent[] {
  const key = toStateKey<ContactFormMachine>(s.value);
  switch (key) {
    case 'editing.idle':
    case 'editing.failed': {
      const next = ORDER.find((f) => s.context.values[f] !== FILLED[f]);
      return [...(next ? [{ type: 'field.changed' as const, field: next, value: FILLED[next] }] : []), { type: 'form.submitted' }];
    }
    case 'submitting':
      return [
        { type: 'xstate.done.actor.sendMessage', output: { id: 'm1' } },
        { type: 'xstate.error.actor.sendMessage', error: { serverMessage: messages.http.rateLimited } },
        { type: 'xstate.error.actor.sendMessage', error: {} },
      ];
    case 'success':
      return [{ type: AFTER }, { type: REOPENED }];
  }
}

const allPaths = testModel(contactFormMachine, {
  serializeState: (s, event) => {
    const snap = s as Snap;
    return JSON.stringify([
      snap.value,
      (event?.type as string | undefined) ?? '',
      ORDER.filter((f) => snap.context.values[f] === FILLED[f]).length,
      Object.keys(snap.context.errors),
      snap.context.failure,
    ]);
  },
  events: eventsFor as never,
}).shortestPaths();
const paths = onePathPerView(allPaths, (p) => {
  const s = p.state as Snap;
  const via: string = p.steps.at(-1)?.event.type ?? '';
  return JSON.stringify([s.value, Object.keys(s.context.errors).sort(), s.context.failure, via === REOPENED || via === AFTER ? via : '']);
});

const form = () => screen.getByRole('form', { name: 'Contact form' });
const submitButton = () => within(form()).getByRole('button', { name: /^(Send message|Sending…)$/ });
const fieldValue = (name: string) => (form().querySelector(`[name="${name}"]`) as HTMLInputElement | null)?.value;

const assertions = {
  'editing.idle': async (s, world) => {
    if (world.lastEvent?.type === REOPENED || world.lastEvent?.type === AFTER) {
      // A new, empty form (the 5 seconds over, or asked for), its first field holding the focus the confirmation had.
      expect(fieldValue('message')).toBe('');
      expect(document.activeElement).toBe(form().querySelector('[name="name"]'));
    }
    expect(within(form()).queryByText(messages.contact.success)).toBeNull();
    expect(submitButton()).toBeEnabled();
    expect(fieldValue('name')).toBe(s.context.values.name);
    expect(within(form()).getByRole('radio', { name: 'An individual' })).toHaveProperty(
      'checked',
      s.context.values.contactType === 'individual',
    );
    expect(form().querySelector('[name="organization"]') !== null).toBe(s.context.values.contactType === 'organization');
    expectFieldErrors(form(), s.context.errors);
    expect(form().querySelector('input[name="website"]')).toHaveAttribute('tabindex', '-1');
  },
  'editing.failed': async (s) => {
    expect([messages.http.rateLimited, messages.contact.failed]).toContain(s.context.failure);
    expect(within(form()).getByText(s.context.failure!)).toHaveAttribute('role', 'alert');
    expect(submitButton()).toBeEnabled();
    expect(fieldValue('message')).toBe(s.context.values.message);
  },
  submitting: async (s) => {
    expect(submitButton()).toHaveTextContent('Sending…');
    for (const input of within(form()).getAllByRole('textbox')) expect(input).toBeDisabled();
    expect(api.calls.at(-1)!.values).toEqual({ ...s.context.values, website: '' });
  },
  success: async (s) => {
    // The confirmation in the form's place, its heading focused (so on screen, and read out), for 5 seconds.
    expect(screen.queryByRole('form', { name: 'Contact form' })).toBeNull();
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent(messages.contact.success);
    expect(status).toHaveTextContent(`We will reply to ${FILLED.email}.`);
    expect(document.activeElement).toBe(within(status).getByRole('heading', { name: 'Message sent' }));
    // Still there just before the 5 seconds are up, and what was sent is still the form's.
    act(() => vi.advanceTimersByTime(CONTACT_SUCCESS_MS - 1));
    expect(screen.getByRole('status')).toHaveTextContent(messages.contact.success);
    expect(s.context.values).toMatchObject({ name: FILLED.name, email: FILLED.email, subject: FILLED.subject, message: FILLED.message });
  },
} satisfies StateChecks<ContactFormMachine, { lastEvent?: { type: string } }>;

beforeEach(() => {
  api.calls.length = 0;
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('contact form (model-based, tested on the form)', () => {
  it('reaches every state, and leaves success by the 5-second timeout or when another message is asked for', () => {
    expect(endKeys(paths)).toEqual(Object.keys(assertions).sort());
    expect(paths.some((p) => p.steps.at(-1)?.event.type === REOPENED)).toBe(true);
    expect(paths.some((p) => (p.steps.at(-1)?.event.type as string | undefined) === AFTER)).toBe(true);
  });

  for (const path of paths) {
    it(describePath(path, ` ${(path.state as Snap).context.failure ?? ''}`), async () => {
      render(<ContactForm />);
      await path.test(
        testParams<ContactFormMachine, ModelEvent, object>(
          assertions,
          {
            [REOPENED]: () => fireEvent.click(screen.getByRole('button', { name: 'Write another message' })),
            [AFTER]: () => act(() => vi.advanceTimersByTime(1)),
            'field.changed': (event) => {
              if (event.field === 'contactType') fireEvent.click(within(form()).getByRole('radio', { name: 'An organization' }));
              else fireEvent.change(form().querySelector(`[name="${event.field}"]`)!, { target: { value: event.value } });
            },
            'form.submitted': () => fireEvent.click(submitButton()),
            'xstate.done.actor.sendMessage': (event) => act(async () => api.calls.at(-1)!.resolve(event.output)),
            'xstate.error.actor.sendMessage': (event) => act(async () => api.calls.at(-1)!.reject(event.error)),
          },
          {} as { lastEvent?: { type: string } },
        ),
      );
    });
  }
});
