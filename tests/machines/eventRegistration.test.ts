// The eventRegistration machine: defaults, the server's error, confirmed (the ticket is mailed), waitlisted, registration closed.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { RegistrationOutcome } from '../../contract/assembly';
import { registrationRequest } from '../../contract/events';
import { messages } from '../../contract/messages';
import { eventRegistrationMachine, guestFieldsFor, type RegistrationSubmitInput } from '../../machines/eventRegistration';

/** The server's answer: the status only, the ticket or the place in the queue being mailed (decision 019). */
const outcome = (id: string, status: 'confirmed' | 'waitlisted' = 'confirmed'): RegistrationOutcome['registration'] => ({
  id,
  eventId: 'e1',
  status,
  waitlistPosition: null,
  ticketCode: null,
});

const fill = (actor: ReturnType<typeof createActor<typeof eventRegistrationMachine>>) => {
  const values = {
    firstName: 'T',
    lastName: 'G',
    email: 't@example.org',
    phone: '0911 223 344',
    organization: 'Union',
    position: 'Chair',
    terms: true,
  };
  for (const [field, value] of Object.entries(values)) actor.send({ type: 'field.changed', field: field as never, value });
};

describe('eventRegistration machine', () => {
  it('defaults attendees to 1 and dietary requirements to none, and sends them with the event id', async () => {
    const calls: unknown[] = [];
    const actor = createActor(
      eventRegistrationMachine.provide({
        actors: {
          submitRegistration: fromPromise(async ({ input }) => {
            calls.push(input);
            return outcome('r1');
          }),
        },
      }),
      { input: { eventId: 'e1' } },
    ).start();
    actor.send({ type: 'dialog.opened' });
    expect(actor.getSnapshot().context.values).toMatchObject({ attendees: '1', dietaryRequirements: 'none' });
    fill(actor);
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, (s) => s.matches({ open: 'confirmed' }));
    expect(calls[0]).toMatchObject({ eventId: 'e1', values: { attendees: '1', dietaryRequirements: 'none', email: 't@example.org' } });
    expect(actor.getSnapshot().context.registrationId).toBe('r1');
  });

  it("shows the server's error, or the fallback, and allows a second try", async () => {
    let attempt = 0;
    const actor = createActor(
      eventRegistrationMachine.provide({
        actors: {
          submitRegistration: fromPromise(async () => {
            attempt++;
            if (attempt === 1) throw { serverMessage: messages.events.tooManySeats, status: 429 };
            if (attempt === 2) throw new Error('boom');
            return outcome('r2');
          }),
        },
      }),
      { input: { eventId: 'e1' } },
    ).start();
    actor.send({ type: 'dialog.opened' });
    fill(actor);
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, (s) => s.matches({ open: { form: 'failed' } }));
    expect(actor.getSnapshot().context.failure).toBe(messages.events.tooManySeats);
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, (s) => s.matches({ open: { form: 'failed' } }) && s.context.failure === messages.events.registrationFailed);
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, (s) => s.matches({ open: 'confirmed' }));
  });

  it('ends on the waiting list when the registration is waitlisted', async () => {
    const actor = createActor(
      eventRegistrationMachine.provide({
        actors: { submitRegistration: fromPromise(async () => outcome('r3', 'waitlisted')) },
      }),
      { input: { eventId: 'e1' } },
    ).start();
    actor.send({ type: 'dialog.opened' });
    fill(actor);
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, (s) => s.matches({ open: 'waitlisted' }));
    expect(actor.getSnapshot().context.outcome).toMatchObject({ status: 'waitlisted', waitlistPosition: null, ticketCode: null });
  });

  it('ends without a second try when the code says registration has closed (or the event is over), whatever the words', async () => {
    // The words are the page's language and may be reworded: the code decides. A closed-sounding text under another
    // code is another refusal, and a reworded text under the closed code still ends the flow.
    for (const [code, message, end] of [
      ['events.registrationClosed', messages.events.registrationClosed, 'refused'],
      ['events.eventPast', 'የዚህ ዝግጅት ምዝገባ ተዘግቷል፦ ዝግጅቱ ተካሂዷል።', 'refused'],
      ['events.registrationClosed', 'Sorry, too late.', 'refused'],
      ['events.tooManySeats', messages.events.tooManySeats, 'form'],
      ['http.unknown', messages.events.registrationClosed, 'form'],
      [undefined, messages.events.registrationClosed, 'form'],
    ] as const) {
      const actor = createActor(
        eventRegistrationMachine.provide({
          actors: {
            submitRegistration: fromPromise(async (): Promise<ReturnType<typeof outcome>> => {
              throw { serverMessage: message, code, status: code === 'events.tooManySeats' ? 429 : 409 };
            }),
          },
        }),
        { input: { eventId: 'e1' } },
      ).start();
      actor.send({ type: 'dialog.opened' });
      fill(actor);
      actor.send({ type: 'form.submitted' });
      await waitFor(actor, (s) => s.matches({ open: end }));
      expect(actor.getSnapshot().context.failure, `${code} ${message}`).toBe(message);
    }
  });

  it('asks a name for each further person, optional, forgets the names of people no longer coming, and sends them', async () => {
    const calls: RegistrationSubmitInput[] = [];
    const actor = createActor(
      eventRegistrationMachine.provide({
        actors: {
          submitRegistration: fromPromise(async ({ input }) => {
            calls.push(input);
            return outcome('r4');
          }),
        },
      }),
      { input: { eventId: 'e1' } },
    ).start();
    actor.send({ type: 'dialog.opened' });
    fill(actor);
    expect(guestFieldsFor('1')).toEqual([]);
    expect(guestFieldsFor('3')).toEqual(['guest2', 'guest3']);
    expect(guestFieldsFor('5+')).toEqual(['guest2', 'guest3', 'guest4', 'guest5']);
    actor.send({ type: 'field.changed', field: 'attendees', value: '5+' });
    for (const [field, value] of [
      ['guest2', 'Almaz Bekele'],
      ['guest4', 'Kebede Alemu'],
      ['guest5', 'Hanna Tadesse'],
    ] as const)
      actor.send({ type: 'field.changed', field, value });
    // Three attendees after all: the fourth and fifth names go, the ones of people still coming stay.
    actor.send({ type: 'field.changed', field: 'attendees', value: '3' });
    expect(actor.getSnapshot().context.values).toMatchObject({ guest2: 'Almaz Bekele', guest3: '', guest4: '', guest5: '' });
    // A too long name is the field's own error, and nothing is sent.
    actor.send({ type: 'field.changed', field: 'guest3', value: 'x'.repeat(161) });
    actor.send({ type: 'form.submitted' });
    expect(actor.getSnapshot().matches({ open: 'form' })).toBe(true);
    expect(Object.keys(actor.getSnapshot().context.errors)).toEqual(['guest3']);
    expect(calls).toHaveLength(0);
    actor.send({ type: 'field.changed', field: 'guest3', value: '' });
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, (s) => s.matches({ open: 'confirmed' }));
    // What the API gets: a name per further person, '' for one not given (the ticket says "Guest 3").
    expect(registrationRequest(calls[0]!.values)).toMatchObject({ attendees: '3', attendeeNames: ['Almaz Bekele', ''] });
    expect(registrationRequest(calls[0]!.values)).not.toHaveProperty('guest2');
  });
});
