// Model-based: every shortest path of the contactForm machine, replayed on the rendered ContactForm (fake timers for the 5 s reset).
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { CONTACT_SUCCESS_MS } from '../../contract/limits';
import { messages } from '../../contract/messages';
import {
  type ContactEvent,
  type ContactField,
  type ContactStateKey,
  type ContactValues,
  contactFormMachine,
} from '../../machines/contactForm';
import { toStateKey } from '../../machines/form';

const api = vi.hoisted(() => ({ calls: [] as { values: unknown; resolve(v: { id: string }): void; reject(e: unknown): void }[] }));
vi.mock('../../src/api/contact', () => ({
  sendContactMessage: (values: unknown) => new Promise((resolve, reject) => api.calls.push({ values, resolve, reject })),
}));
const { ContactForm } = await import('../../src/flows/contact/ContactForm');

type Snap = SnapshotFrom<typeof contactFormMachine>;
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
  const key = toStateKey(s.value as never) as ContactStateKey;
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
      return [{ type: AFTER }, { type: 'field.changed', field: 'name', value: FILLED.name }];
  }
}

const allPaths = getShortestPaths(contactFormMachine, {
  serializeState: (s, event) => {
    const snap = s as Snap;
    return JSON.stringify([
      snap.value,
      (event?.type as string | undefined) === AFTER,
      ORDER.filter((f) => snap.context.values[f] === FILLED[f]).length,
      Object.keys(snap.context.errors),
      snap.context.failure,
    ]);
  },
  events: eventsFor as never,
});
const byView = new Map<string, (typeof allPaths)[number]>();
for (const p of allPaths) {
  const s = p.state as Snap;
  const via: string = p.steps.at(-1)?.event.type ?? '';
  const view = JSON.stringify([s.value, Object.keys(s.context.errors).sort(), s.context.failure, via === AFTER]);
  const seen = byView.get(view);
  if (!seen || seen.steps.length > p.steps.length) byView.set(view, p);
}
const paths = [...byView.values()];

const form = () => screen.getByRole('form', { name: 'Contact form' });
const submitButton = () => within(form()).getByRole('button', { name: /^(Send message|Sending…)$/ });
const fieldValue = (name: string) => (form().querySelector(`[name="${name}"]`) as HTMLInputElement | null)?.value;

const assertions = {
  'editing.idle': async (s) => {
    expect(within(form()).queryByText(messages.contact.success)).toBeNull();
    expect(submitButton()).toBeEnabled();
    expect(fieldValue('name')).toBe(s.context.values.name);
    expect(within(form()).getByRole('radio', { name: 'An individual' })).toHaveProperty(
      'checked',
      s.context.values.contactType === 'individual',
    );
    expect(form().querySelector('[name="organization"]') !== null).toBe(s.context.values.contactType === 'organization');
    if (Object.keys(s.context.errors).length > 0) expect(document.activeElement).toBe(form().querySelector('[aria-invalid="true"]'));
    for (const [field, message] of Object.entries(s.context.errors)) {
      const input = form().querySelector(`[name="${field}"]`)!;
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(document.getElementById(input.getAttribute('aria-describedby')!.split(' ').at(-1)!)).toHaveTextContent(message);
    }
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
  success: async () => {
    expect(within(form()).getByText(messages.contact.success)).toHaveAttribute('role', 'status');
    expect(fieldValue('name')).toBe('');
    expect(fieldValue('message')).toBe('');
    expect(fieldValue('subject')).toBe('');
    expect(within(form()).getByRole('radio', { name: 'An individual' })).toBeChecked();
    // Still there just before the 5 seconds are up.
    act(() => vi.advanceTimersByTime(CONTACT_SUCCESS_MS - 1));
    expect(within(form()).getByText(messages.contact.success)).toBeInTheDocument();
  },
} satisfies Record<ContactStateKey, (s: Snap) => Promise<void>>;

beforeEach(() => {
  api.calls.length = 0;
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('contact form (model-based, replayed on the form)', () => {
  it('reaches every state, and leaves success by the 5-second timeout', () => {
    expect([...new Set(paths.map((p) => toStateKey(p.state.value as never)))].sort()).toEqual(Object.keys(assertions).sort());
    expect(paths.some((p) => (p.steps.at(-1)?.event.type as string | undefined) === AFTER)).toBe(true);
  });

  for (const path of paths) {
    const s = path.state as Snap;
    it(`${toStateKey(s.value as never)} ${s.context.failure ?? ''} via ${path.steps.map((st) => st.event.type.replace('xstate.', '')).join(' → ')}`, async () => {
      render(<ContactForm />);
      for (const step of path.steps) {
        const event = step.event as ModelEvent | { type: 'xstate.init' };
        switch (event.type) {
          case 'field.changed':
            if (event.field === 'contactType') fireEvent.click(within(form()).getByRole('radio', { name: 'An organization' }));
            else fireEvent.change(form().querySelector(`[name="${event.field}"]`)!, { target: { value: event.value } });
            break;
          case 'form.submitted':
            fireEvent.click(submitButton());
            break;
          case 'xstate.done.actor.sendMessage':
            await act(async () => api.calls.at(-1)!.resolve(event.output));
            break;
          case 'xstate.error.actor.sendMessage':
            await act(async () => api.calls.at(-1)!.reject(event.error));
            break;
          case AFTER:
            // The success assertion already advanced to 1 ms before the deadline.
            act(() => vi.advanceTimersByTime(1));
            expect(within(form()).queryByText(messages.contact.success)).toBeNull();
            break;
        }
        await assertions[toStateKey(step.state.value as never) as ContactStateKey](step.state as Snap);
      }
    });
  }
});
