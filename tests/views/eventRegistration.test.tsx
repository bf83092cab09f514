// Model-based: every shortest path of the eventRegistration machine's xstate/graph test model, tested on the rendered
// RegisterButton dialog with its real logic and a faked API.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { RegistrationOutcome } from '../../contract/assembly';
import type { ErrorCode } from '../../contract/errors';
import { registrationRequest } from '../../contract/events';
import { messages } from '../../contract/messages';
import {
  type EventRegistrationMachine,
  eventRegistrationMachine,
  type RegistrationEvent,
  type RegistrationField,
  type RegistrationValues,
} from '../../machines/eventRegistration';
import { toStateKey } from '../../machines/form';
import * as model from '../machines/model';

const api = vi.hoisted(() => ({
  calls: [] as { eventId: string; values: unknown; resolve(v: RegistrationOutcome['registration']): void; reject(e: unknown): void }[],
}));
vi.mock('../../src/api/events', () => ({
  registerForEvent: (eventId: string, values: unknown) =>
    new Promise((resolve, reject) => api.calls.push({ eventId, values, resolve, reject })),
}));
const { RegisterButton } = await import('../../src/flows/events/RegisterButton');

type Snap = SnapshotFrom<EventRegistrationMachine>;
type ModelEvent =
  | RegistrationEvent
  | { type: 'xstate.done.actor.submitRegistration'; output: RegistrationOutcome['registration'] }
  | { type: 'xstate.error.actor.submitRegistration'; error: { serverMessage?: string; code?: ErrorCode } };

const EVENT = {
  id: '3f9a1c2e-5b7d-4e8f-a1b2-c3d4e5f60718',
  title: 'Annual Cassava Assembly',
  date: '2026-12-10',
  time: '9:00 AM',
  location: 'Addis Ababa',
};
const CONFIRMED: RegistrationOutcome['registration'] = {
  id: 'r1',
  eventId: '3f9a1c2e-5b7d-4e8f-a1b2-c3d4e5f60718',
  status: 'confirmed',
  waitlistPosition: null,
  ticketCode: null,
};
const WAITLISTED: RegistrationOutcome['registration'] = { ...CONFIRMED, status: 'waitlisted' };
const FILLED: RegistrationValues = {
  firstName: 'Tesfaye',
  lastName: 'Gebre',
  email: 'tesfaye@example.org',
  phone: '0911 223 344',
  organization: 'Sidama Cassava Union',
  position: 'Chair',
  attendees: '5+',
  dietaryRequirements: 'glutenFree',
  specialRequirements: '',
  terms: true,
  guest2: 'Almaz Bekele',
  guest3: '',
  guest4: '',
  guest5: '',
};
const ORDER: RegistrationField[] = [
  'firstName',
  'lastName',
  'email',
  'phone',
  'organization',
  'position',
  'attendees',
  'guest2',
  'dietaryRequirements',
  'terms',
];

function eventsFor(s: Snap): ModelEvent[] {
  const key = toStateKey<EventRegistrationMachine>(s.value);
  switch (key) {
    case 'closed':
      return [{ type: 'dialog.opened' }];
    case 'open.form.editing':
    case 'open.form.failed': {
      const next = ORDER.find((f) => s.context.values[f] !== FILLED[f]);
      return [
        ...(next ? [{ type: 'field.changed' as const, field: next, value: FILLED[next] }] : []),
        { type: 'form.submitted' },
        { type: 'dialog.closed' },
      ];
    }
    case 'open.submitting':
      return [
        { type: 'xstate.done.actor.submitRegistration', output: CONFIRMED },
        { type: 'xstate.done.actor.submitRegistration', output: WAITLISTED },
        {
          type: 'xstate.error.actor.submitRegistration',
          error: { serverMessage: messages.events.tooManySeats, code: 'events.tooManySeats' },
        },
        // The code decides the state: the closed code ends the flow (refused), the words alone do not.
        {
          type: 'xstate.error.actor.submitRegistration',
          error: { serverMessage: messages.events.registrationClosed, code: 'events.registrationClosed' },
        },
        { type: 'xstate.error.actor.submitRegistration', error: {} },
      ];
    case 'open.confirmed':
    case 'open.waitlisted':
    case 'open.refused':
      return [{ type: 'dialog.closed' }];
  }
}

const allPaths = model
  .testModel(eventRegistrationMachine, {
    input: { eventId: EVENT.id },
    serializeState: (s) => {
      const snap = s as Snap;
      return JSON.stringify([
        snap.value,
        ORDER.filter((f) => snap.context.values[f] === FILLED[f]).length,
        Object.keys(snap.context.errors),
        snap.context.failure,
      ]);
    },
    events: eventsFor as never,
  })
  .shortestPaths();
const paths = model.onePathPerView(allPaths, (p) => {
  const s = p.state as Snap;
  return JSON.stringify([s.value, Object.keys(s.context.errors).length > 0, s.context.failure, s.context.outcome?.status]);
});

const dialog = () => screen.getByRole('dialog');
const submitButton = () => within(dialog()).getByRole('button', { name: /^(Register|Registering…)$/ });

const assertions = {
  closed: async () => {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Register Now: Annual Cassava Assembly' })).toHaveAttribute(
      'href',
      `/events/${EVENT.id}/register`,
    );
  },
  'open.form.editing': async (s) => {
    expect(within(dialog()).getByRole('heading', { name: 'Register for Annual Cassava Assembly' })).toBeInTheDocument();
    expect(within(dialog()).getByText(/December 10, 2026/)).toBeInTheDocument();
    expect(within(dialog()).getByLabelText('Number of attendees')).toHaveValue(s.context.values.attendees);
    expect(within(dialog()).getByLabelText('Dietary requirements')).toHaveValue(s.context.values.dietaryRequirements);
    expect(submitButton()).toBeEnabled();
    model.expectFieldErrors(dialog(), s.context.errors);
    if (Object.keys(s.context.errors).length === 0) expect(within(dialog()).queryByRole('alert')).toBeNull();
    expect(dialog().querySelector('input[name="website"]')).toHaveAttribute('tabindex', '-1');
  },
  'open.form.failed': async (s) => {
    expect([messages.events.tooManySeats, messages.events.registrationFailed]).toContain(s.context.failure);
    expect(await within(dialog()).findByText(s.context.failure!)).toHaveAttribute('role', 'alert');
    expect(submitButton()).toBeEnabled();
  },
  'open.submitting': async () => {
    await waitFor(() => expect(submitButton()).toHaveTextContent('Registering…'));
    for (const input of within(dialog()).getAllByRole('textbox')) expect(input).toBeDisabled();
    expect(within(dialog()).getByLabelText('Number of attendees')).toBeDisabled();
    // The names as the API takes them: one per further person, '' for those not given.
    expect(api.calls.at(-1)).toMatchObject({ eventId: EVENT.id, values: { ...registrationRequest(FILLED), website: '' } });
    expect(api.calls.at(-1)!.values).toMatchObject({ attendeeNames: ['Almaz Bekele', '', '', ''] });
  },
  'open.confirmed': async () => {
    await model.expectFocusedConfirmation(dialog(), 'Registration confirmed');
    // The ticket is mailed only (the same answer for an address registered already): the dialog says so, and shows none.
    expect(
      within(dialog()).getByText(
        'Thank you for registering for Annual Cassava Assembly. Your ticket and a calendar invitation are on their way to your email: please check your inbox.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog()).queryByRole('link', { name: /ticket/i })).toBeNull();
    expect(within(dialog()).queryByRole('textbox')).toBeNull();
  },
  'open.waitlisted': async () => {
    await model.expectFocusedConfirmation(dialog(), 'You are on the waiting list');
    expect(within(dialog()).getByText('We will email you if a seat frees up.')).toBeInTheDocument();
    expect(
      within(dialog()).getByText('We have sent you an email with the details and a link to leave the waiting list.'),
    ).toBeInTheDocument();
    expect(within(dialog()).queryByText('Registration confirmed')).toBeNull();
    expect(within(dialog()).queryByRole('link', { name: /ticket/i })).toBeNull();
    expect(within(dialog()).queryByRole('textbox')).toBeNull();
  },
  'open.refused': async () => {
    await model.expectFocusedConfirmation(dialog(), 'Registration closed');
    expect(within(dialog()).getByText(messages.events.registrationClosed)).toHaveAttribute('role', 'alert');
    expect(within(dialog()).queryByRole('textbox')).toBeNull();
    expect(within(dialog()).queryByRole('button', { name: 'Register' })).toBeNull();
  },
} satisfies model.StateChecks<EventRegistrationMachine>;

beforeEach(() => {
  api.calls.length = 0;
});
afterEach(cleanup);

describe('event registration (model-based, tested on the dialog)', () => {
  it('reaches every state', () => {
    expect(model.endKeys(paths)).toEqual(Object.keys(assertions).sort());
  });

  for (const path of paths) {
    it(model.describePath(path, ` ${(path.state as Snap).context.failure ?? ''}`), async () => {
      const user = userEvent.setup();
      model.renderRoute('/events', () => <RegisterButton event={EVENT} label="Register Now" />);
      await screen.findByRole('button', { name: 'Register Now: Annual Cassava Assembly' });
      await path.test(
        model.testParams<EventRegistrationMachine, ModelEvent, object>(
          assertions,
          {
            ...model.dialogFormExecutors(user, 'Register Now: Annual Cassava Assembly'),
            'dialog.closed': () => user.click(within(dialog()).getAllByRole('button', { name: 'Close' })[0]!),
            'form.submitted': () => user.click(submitButton()),
            'xstate.done.actor.submitRegistration': (event) => act(async () => api.calls.at(-1)!.resolve(event.output)),
            'xstate.error.actor.submitRegistration': (event) => act(async () => api.calls.at(-1)!.reject(event.error)),
          },
          {},
        ),
      );
    });
  }
});
