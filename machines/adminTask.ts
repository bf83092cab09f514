// A one-off staff task a button starts (export a CSV, download a backup, open a receipt): idle → working → done, or
// failed with the message to show. Starting again from done or failed runs it anew; `dismissed` goes back to idle.
// The work is the `run` actor (input `{ params }`) the screen provides once; the `release` action frees what a done
// result holds (an object URL) when the result is left.
import { assign, fromPromise, setup } from 'xstate';

export type TaskContext<TParams, TResult> = { params: TParams | null; result: TResult | null; error: string | null };
export type TaskEvent<TParams> = { type: 'started'; params: TParams } | { type: 'dismissed' };
export type TaskState = 'idle' | 'working' | 'done' | 'failed';

const notProvided = async (): Promise<never> => {
  throw new Error('run was not provided to the task machine');
};

export function createTaskMachine<TParams, TResult>(id: string) {
  return setup({
    types: {
      context: {} as TaskContext<TParams, TResult>,
      events: {} as TaskEvent<TParams>,
    },
    actors: { run: fromPromise<TResult, { params: TParams }>(notProvided) },
    // Reads the result from the context it is given; nothing to free unless the screen says so.
    actions: { release: () => {} },
  }).createMachine({
    id,
    context: { params: null, result: null, error: null },
    initial: 'idle',
    states: {
      idle: { on: { started: { target: 'working', actions: assign({ params: ({ event }) => event.params }) } } },
      working: {
        invoke: {
          id: 'run',
          src: 'run',
          input: ({ context }) => ({ params: context.params! }),
          onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output, error: null }) },
          onError: {
            target: 'failed',
            actions: assign({
              result: null,
              error: ({ event }) => {
                const message = (event.error as { message?: unknown } | null)?.message;
                return typeof message === 'string' ? message : '';
              },
            }),
          },
        },
      },
      done: {
        exit: ['release', assign({ result: null })],
        on: {
          started: { target: 'working', actions: assign({ params: ({ event }) => event.params }) },
          dismissed: 'idle',
        },
      },
      failed: {
        on: {
          started: { target: 'working', actions: assign({ params: ({ event }) => event.params, error: null }) },
          dismissed: { target: 'idle', actions: assign({ error: null }) },
        },
      },
    },
  });
}
