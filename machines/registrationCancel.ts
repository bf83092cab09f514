// The cancel link's page (/registrations/cancel#token=…): the token is read from the address (and taken out of it at
// once), what it would cancel is shown, the person confirms, and the registration is cancelled; a link that is not
// valid, already used or for an event that is over ends in `refused` with the server's message.
//
// starting → noToken | previewing → (asking | refused | loadFailed ⟲) ; asking → cancelling → cancelled | refused |
// asking.failed ⟲ ; asking → kept.
import { assign, fromPromise, setup } from 'xstate';
import type { Cancelled, CancelPreview } from '../contract/assembly';
import { messages } from '../contract/messages';
import * as form from './form';

export type CancelRegistration = CancelPreview['registration'];

export type RegistrationCancelContext = {
  token: string | null;
  registration: CancelRegistration | null;
  cancelled: Cancelled['registration'] | null;
  /** The server's message (refused), or what failed (loadFailed, asking.failed). */
  failure: string | null;
  /** The words of a failure that has no message of its own (the page's language). */
  fallbacks: { loadFailed: string; cancelFailed: string };
};

export type RegistrationCancelEvent = { type: 'confirm' } | { type: 'keep' } | { type: 'retry' };

export type RegistrationCancelInput = { token: string | null; fallbacks: RegistrationCancelContext['fallbacks'] };

/** An answer of the server about the link itself (4xx): no second try can change it. A network failure or a 5xx can. */
const isAnswer = (error: unknown) => {
  const status = (error as { status?: number } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
};

export const registrationCancelMachine = setup({
  types: {
    context: {} as RegistrationCancelContext,
    events: {} as RegistrationCancelEvent,
    input: {} as RegistrationCancelInput,
  },
  actors: {
    preview: fromPromise<CancelRegistration, { token: string }>(async () => form.notProvided('registrationCancel', 'preview')()),
    cancel: fromPromise<Cancelled['registration'], { token: string }>(async () => form.notProvided('registrationCancel', 'cancel')()),
  },
  guards: {
    hasToken: ({ context }) => !!context.token,
    isAnswer: (_, params: { error: unknown }) => isAnswer(params.error),
    alreadyCancelled: (_, params: { registration: CancelRegistration }) => params.registration.status === 'cancelled',
  },
  actions: {
    /** Takes the token out of the address bar, so it is not kept in the history or shared (provided). */
    hideToken: () => form.notProvided('registrationCancel', 'hideToken')(),
    keepRegistration: assign((_, params: { registration: CancelRegistration }) => ({ registration: params.registration, failure: null })),
    refuse: assign((_, params: { message: string }) => ({ failure: params.message })),
    fail: assign(({ context }, params: { error: unknown; fallback: 'loadFailed' | 'cancelFailed' }) => ({
      failure: form.failureMessage(params.error, context.fallbacks[params.fallback]),
    })),
    keepCancelled: assign((_, params: { cancelled: Cancelled['registration'] }) => ({ cancelled: params.cancelled, failure: null })),
  },
}).createMachine({
  id: 'registrationCancel',
  context: ({ input }) => ({ token: input.token, registration: null, cancelled: null, failure: null, fallbacks: input.fallbacks }),
  initial: 'starting',
  states: {
    starting: {
      entry: 'hideToken',
      always: [{ guard: 'hasToken', target: 'previewing' }, { target: 'noToken' }],
    },
    /** Opened without a token (a link cut short, or the page typed in). */
    noToken: { type: 'final' },
    previewing: {
      invoke: {
        id: 'preview',
        src: 'preview',
        input: ({ context }) => ({ token: context.token ?? '' }),
        onDone: [
          {
            guard: { type: 'alreadyCancelled', params: ({ event }) => ({ registration: event.output }) },
            target: 'refused',
            actions: [
              { type: 'keepRegistration', params: ({ event }) => ({ registration: event.output }) },
              { type: 'refuse', params: { message: messages.events.alreadyCancelled } },
            ],
          },
          { target: 'asking', actions: { type: 'keepRegistration', params: ({ event }) => ({ registration: event.output }) } },
        ],
        onError: [
          {
            guard: { type: 'isAnswer', params: ({ event }) => ({ error: event.error }) },
            target: 'refused',
            actions: {
              type: 'fail',
              params: ({ event }) => ({ error: event.error, fallback: 'loadFailed' as const }),
            },
          },
          {
            target: 'loadFailed',
            actions: { type: 'fail', params: ({ event }) => ({ error: event.error, fallback: 'loadFailed' as const }) },
          },
        ],
      },
    },
    /** The preview could not be loaded (no network): try again. */
    loadFailed: { on: { retry: 'previewing' } },
    /** What will be cancelled, and the question. */
    asking: {
      initial: 'idle',
      on: { confirm: '.cancelling', keep: 'kept' },
      states: {
        idle: {},
        /** The cancel failed without an answer about the link (no network): the question again, with what failed. */
        failed: {},
        cancelling: {
          on: { confirm: {}, keep: {} },
          invoke: {
            id: 'cancel',
            src: 'cancel',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: {
              target: '#registrationCancel.cancelled',
              actions: { type: 'keepCancelled', params: ({ event }) => ({ cancelled: event.output }) },
            },
            onError: [
              {
                guard: { type: 'isAnswer', params: ({ event }) => ({ error: event.error }) },
                target: '#registrationCancel.refused',
                actions: { type: 'fail', params: ({ event }) => ({ error: event.error, fallback: 'cancelFailed' as const }) },
              },
              {
                target: 'failed',
                actions: { type: 'fail', params: ({ event }) => ({ error: event.error, fallback: 'cancelFailed' as const }) },
              },
            ],
          },
        },
      },
    },
    /** The person chose to keep the registration. */
    kept: { type: 'final' },
    cancelled: { type: 'final' },
    /** The link is not valid, already used, or for an event that is over: the server's message. */
    refused: { type: 'final' },
  },
});

export type RegistrationCancelMachine = typeof registrationCancelMachine;
