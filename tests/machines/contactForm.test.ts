// The contactForm machine with its real named delay: success lasts exactly successTimeout (5000 ms), then a reset form.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { contactFormMachine, emptyContact } from '../../machines/contactForm';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('contactForm machine', () => {
  it('shows success for 5 seconds, with the form already reset', async () => {
    const sent: unknown[] = [];
    const actor = createActor(
      contactFormMachine.provide({
        actors: {
          sendMessage: fromPromise(async ({ input }) => {
            sent.push(input);
            return { id: 'm1' };
          }),
        },
      }),
    ).start();
    const values = { name: 'Hanna', email: 'hanna@example.org', subject: 'Other', message: 'Hello' } as const;
    for (const [field, value] of Object.entries(values)) actor.send({ type: 'field.changed', field: field as keyof typeof values, value });
    actor.send({ type: 'form.submitted' });
    expect(actor.getSnapshot().value).toBe('submitting');
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('success');
    expect(sent).toEqual([{ ...emptyContact(), ...values, website: '' }]);
    expect(actor.getSnapshot().context.values).toEqual(emptyContact());
    await vi.advanceTimersByTimeAsync(4999);
    expect(actor.getSnapshot().value).toBe('success');
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
  });

  it('requires an organization only for organizations, and drops that error when switching back', () => {
    const actor = createActor(contactFormMachine).start();
    actor.send({ type: 'field.changed', field: 'contactType', value: 'organization' });
    actor.send({ type: 'form.submitted' });
    expect(actor.getSnapshot().context.errors.organization).toBe('Organization is required');
    actor.send({ type: 'field.changed', field: 'contactType', value: 'individual' });
    expect(actor.getSnapshot().context.errors.organization).toBeUndefined();
  });
});
