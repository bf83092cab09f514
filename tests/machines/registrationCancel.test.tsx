// Model-based: every transition of the cancel link's machine (xstate/graph), from a link with a token and from one
// without, replayed on the rendered cancel page with fake requests the test settles.
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { Cancelled, CancelPreview } from '../../contract/assembly';
import { messages } from '../../contract/messages';
import { toStateKey } from '../../machines/form';
import { type RegistrationCancelEvent, type RegistrationCancelMachine, registrationCancelMachine } from '../../machines/registrationCancel';
import { CancelView } from '../../src/assembly/CancelView';
import * as model from './model';

type Snap = SnapshotFrom<RegistrationCancelMachine>;
type Failure = { message: string; status?: number };
type ModelEvent =
  | RegistrationCancelEvent
  | { type: 'xstate.done.actor.preview'; output: CancelPreview['registration'] }
  | { type: 'xstate.error.actor.preview'; error: Failure }
  | { type: 'xstate.done.actor.cancel'; output: Cancelled['registration'] }
  | { type: 'xstate.error.actor.cancel'; error: Failure };

const PREVIEW: CancelPreview['registration'] = {
  id: '3f9a1c2e-5b7d-4e8f-a1b2-c3d4e5f60718',
  firstName: 'Almaz',
  lastName: 'Bekele',
  attendees: '3',
  status: 'confirmed',
  event: {
    id: '0b4c1d2e-3f40-4a51-8b62-7c83d94e0a1f',
    title: 'Annual Cassava Assembly',
    date: '2026-12-10',
    time: '9:00 AM',
    location: 'ICT Park, Addis Ababa',
  },
};
const CANCELLED: Cancelled['registration'] = {
  id: PREVIEW.id,
  eventId: PREVIEW.event.id,
  status: 'cancelled',
  cancelledAt: '2026-12-01T08:00:00.000Z',
};
const NETWORK = { message: 'No connection. Please check your network and try again.' };
const events: ModelEvent[] = [
  { type: 'xstate.done.actor.preview', output: PREVIEW },
  { type: 'xstate.done.actor.preview', output: { ...PREVIEW, status: 'cancelled' } },
  { type: 'xstate.error.actor.preview', error: { message: messages.events.cancelLinkInvalid, status: 404 } },
  { type: 'xstate.error.actor.preview', error: NETWORK },
  { type: 'retry' },
  { type: 'confirm' },
  { type: 'keep' },
  { type: 'xstate.done.actor.cancel', output: CANCELLED },
  { type: 'xstate.error.actor.cancel', error: { message: messages.events.cannotCancelPast, status: 409 } },
  { type: 'xstate.error.actor.cancel', error: NETWORK },
];
const FALLBACKS = { loadFailed: 'The registration could not be cancelled.', cancelFailed: 'The registration could not be cancelled.' };

const pathsFrom = (token: string | null) =>
  model
    .testModel(registrationCancelMachine, {
      input: { token, fallbacks: FALLBACKS },
      serializeState: (s, event) => {
        const { value, context } = s as Snap;
        return JSON.stringify([value, context.failure, context.registration?.status, event?.type ?? null]);
      },
      events: (s) => events.filter((e) => (s as Snap).can(e as never)) as never,
    })
    .shortestPaths();
const paths = [...pathsFrom('link-token-1'), ...pathsFrom(null)];

type World = {
  preview: ReturnType<typeof model.pendingEffect>;
  cancel: ReturnType<typeof model.pendingEffect>;
  hidden: number;
  lastEvent?: { type: string };
};

const facts = async () => {
  expect(await screen.findByText('Annual Cassava Assembly')).toBeInTheDocument();
  expect(screen.getByText(/December 10, 2026/)).toBeInTheDocument();
  expect(screen.getByText('9:00 AM')).toBeInTheDocument();
  expect(screen.getByText('ICT Park, Addis Ababa')).toBeInTheDocument();
  expect(screen.getByText('Almaz Bekele')).toBeInTheDocument();
  expect(screen.getByText('3')).toBeInTheDocument();
};
const confirmButton = () => screen.getByRole('button', { name: /^(Yes, cancel my registration|Cancelling…)$/ });

const assertions = {
  starting: async () => {
    throw new Error('starting is passed through at once');
  },
  previewing: async (_s: Snap, w: World) => {
    expect(await screen.findByRole('status')).toHaveTextContent('Checking the cancel link…');
    expect(w.preview.calls.at(-1)).toEqual({ token: 'link-token-1' });
    expect(w.hidden).toBe(1);
  },
  noToken: async (_s: Snap, w: World) => {
    expect(await screen.findByText(/needs the cancel link from your email/)).toBeInTheDocument();
    expect(w.preview.calls).toHaveLength(0);
  },
  loadFailed: async () => {
    expect(await screen.findByText(new RegExp(NETWORK.message))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
  'asking.idle': async (s: Snap) => {
    // A registration cancelled before (by its link or on /account) is never offered for cancelling again.
    expect(s.context.registration?.status).toBe('confirmed');
    expect(await screen.findByRole('heading', { name: 'Do you want to cancel this registration?' })).toBeInTheDocument();
    await facts();
    expect(confirmButton()).toBeEnabled();
    expect(screen.queryByRole('alert')).toBeNull();
  },
  'asking.failed': async () => {
    expect(await screen.findByText(NETWORK.message)).toBeInTheDocument();
    await facts();
    expect(confirmButton()).toHaveTextContent('Yes, cancel my registration');
    expect(confirmButton()).toBeEnabled();
  },
  'asking.cancelling': async (_s: Snap, w: World) => {
    await waitFor(() => expect(confirmButton()).toHaveTextContent('Cancelling…'));
    expect(confirmButton()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Keep my registration' })).toBeDisabled();
    expect(w.cancel.calls.at(-1)).toEqual({ token: 'link-token-1' });
  },
  kept: async (s: Snap, w: World) => {
    expect(await screen.findByText('Your registration is kept. You can close this page.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /cancel my registration/ })).toBeNull();
    // Kept straight away, or after a cancel that never reached the server.
    expect(w.cancel.calls).toHaveLength(s.context.failure ? 1 : 0);
  },
  cancelled: async (_s: Snap, w: World) => {
    const verdict = (await screen.findByText('Your registration is cancelled')).closest('[role="status"]');
    // The answer to "Yes" takes the focus; one cancelled before is only shown, the focus left where the page put it.
    if (w.cancel.calls.length > 0) expect(document.activeElement).toBe(verdict);
    else expect(document.activeElement).toBe(document.body);
    expect(screen.getByText(/Your seats go to the people on the waiting list/)).toBeInTheDocument();
    await facts();
    expect(screen.queryByRole('button', { name: /cancel my registration/ })).toBeNull();
  },
  refused: async (s: Snap) => {
    expect([messages.events.cancelLinkInvalid, messages.events.alreadyCancelled, messages.events.cannotCancelPast]).toContain(
      s.context.failure,
    );
    expect(await screen.findByText(s.context.failure!)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /cancel my registration/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'See the events' })).toHaveAttribute('href', '/events');
  },
} satisfies model.StateChecks<RegistrationCancelMachine, World>;

afterEach(cleanup);

describe('registration cancel machine (model-based, tested on the cancel page)', () => {
  it('walks to every state the page can show', () => {
    expect(model.visitedKeys(paths)).toEqual(
      Object.keys(assertions)
        .filter((k) => k !== 'starting')
        .sort(),
    );
    expect(model.endKeys(paths)).toEqual(expect.arrayContaining(['cancelled', 'kept', 'noToken', 'refused']));
  });

  for (const path of paths) {
    const start = toStateKey(path.steps[0]!.state.value);
    it(model.describePath(path, ` ${(path.state as Snap).context.failure ?? ''} from ${start}`), async () => {
      const user = userEvent.setup();
      const world: World = { preview: model.pendingEffect(), cancel: model.pendingEffect(), hidden: 0 };
      const token = start === 'noToken' ? null : 'link-token-1';
      const logic = registrationCancelMachine.provide({
        actors: { preview: world.preview.logic as never, cancel: world.cancel.logic as never },
        actions: {
          hideToken: () => {
            world.hidden++;
          },
        },
      });
      model.renderRoute('/registrations/cancel', () => <CancelView logic={logic} token={token} />);
      await path.test(
        model.testParams<RegistrationCancelMachine, ModelEvent, World>(
          assertions,
          {
            retry: () => user.click(screen.getByRole('button', { name: 'Try again' })),
            confirm: () => user.click(confirmButton()),
            keep: () => user.click(screen.getByRole('button', { name: 'Keep my registration' })),
            'xstate.done.actor.preview': (e) => world.preview.resolve(e.output),
            'xstate.error.actor.preview': (e) => world.preview.reject(e.error),
            'xstate.done.actor.cancel': (e) => world.cancel.resolve(e.output),
            'xstate.error.actor.cancel': (e) => world.cancel.reject(e.error),
          },
          world,
        ),
      );
    });
  }
});
