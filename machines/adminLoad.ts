// A staff screen that shows one answer: loading → ready, or failed with a retry. Changing what is asked (the
// analytics period) is an event and loads again while the last answer stays on screen. A screen that has stand-in
// figures for a failed call (analytics) gives `fallback`: the failure then lands in `sample` with those figures
// and the message, never mixed with real ones. The call itself is the `load` actor the screen provides once.
import { assign, fromPromise, setup } from 'xstate';
import { httpMessages } from '../contract/messages/http';

export type LoadContext<TParams, TData> = {
  params: TParams;
  data: TData | null;
  /** The last failure's message; null after a success. */
  error: string | null;
  /** The data shown are the stand-in figures (they stay marked as such while a new load runs). */
  sample: boolean;
};

export type LoadEvent<TParams> = { type: 'retry' } | { type: 'params.changed'; params: TParams };

export type LoadState = 'loading' | 'ready' | 'failed' | 'sample';

const messageOf = (error: unknown) => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : httpMessages.unknown;
};

const notProvided = async (): Promise<never> => {
  throw new Error('load was not provided to the load machine');
};

export function createLoadMachine<TParams, TData>(options: { id: string; fallback?: (params: TParams) => TData }) {
  const { fallback } = options;
  return setup({
    types: {
      context: {} as LoadContext<TParams, TData>,
      events: {} as LoadEvent<TParams>,
      input: {} as { params: TParams },
    },
    actors: { load: fromPromise<TData, { params: TParams }>(notProvided) },
    guards: { hasFallback: () => fallback !== undefined },
  }).createMachine({
    id: options.id,
    context: ({ input }) => ({ params: input.params, data: null, error: null, sample: false }),
    initial: 'loading',
    on: {
      'params.changed': { target: '.loading', actions: assign({ params: ({ event }) => event.params }) },
    },
    states: {
      loading: {
        invoke: {
          id: 'load',
          src: 'load',
          input: ({ context }) => ({ params: context.params }),
          onDone: { target: 'ready', actions: assign({ data: ({ event }) => event.output, error: null, sample: false }) },
          onError: [
            {
              guard: 'hasFallback',
              target: 'sample',
              actions: assign({
                data: ({ context }) => fallback!(context.params),
                sample: true,
                error: ({ event }) => messageOf(event.error),
              }),
            },
            { target: 'failed', actions: assign({ error: ({ event }) => messageOf(event.error) }) },
          ],
        },
      },
      ready: {},
      failed: { on: { retry: 'loading' } },
      // Asking again (another period) is the way out; the stand-in figures stay until then.
      sample: {},
    },
  });
}
