// The contactForm machine with its real named delay: the confirmation lasts exactly successTimeout (5000 ms), keeping
// what was sent, then the form is reset; the visitor may ask for the empty form sooner.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { contactFormMachine, emptyContact } from '../../machines/contactForm';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('contactForm machine', () => {
  it('shows the confirmation for 5 seconds with what was sent, then an empty form', async () => {
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
    expect(actor.getSnapshot().context.values).toEqual({ ...emptyContact(), ...values });
    await vi.advanceTimersByTimeAsync(4999);
    expect(actor.getSnapshot().value).toBe('success');
    // Typing is not possible while the confirmation is shown in the form's place.
    actor.send({ type: 'field.changed', field: 'name', value: 'x' });
    expect(actor.getSnapshot().value).toBe('success');
    expect(actor.getSnapshot().context.values).toEqual({ ...emptyContact(), ...values });
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().value).toEqual({ editing: 'idle' });
    expect(actor.getSnapshot().context.values).toEqual(emptyContact());
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
