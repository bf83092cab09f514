// One counter form (a walk-in member, a walk-in at an event, a resend): filling it in → sending → done, or back to the
// form with the server's message and its field errors. From done, `again` starts an empty form for the next person;
// `submitted` from a failed form tries once more. The work is the `submit` actor (input `{ values }`), given by the
// screen once; the machine knows no fetch.
import { assign, fromPromise, setup } from 'xstate';

export type DeskContext<TValues, TResult> = {
  values: TValues | null;
  result: TResult | null;
  error: string | null;
  fields: Record<string, string>;
  /** The refusal's own data (a registration found for the address), when the server sent some. */
  refusal: unknown;
};
export type DeskEvent<TValues> = { type: 'submitted'; values: TValues } | { type: 'again' };

const notProvided = async (): Promise<never> => {
  throw new Error('submit was not provided to the counter machine');
};

/** What a failed send leaves to show: the message, the field errors and any data the refusal carried. */
const failure = (error: unknown) => {
  const e = error as { message?: unknown; fields?: unknown; extra?: unknown } | null;
  return {
    error: typeof e?.message === 'string' ? e.message : '',
    fields: e?.fields && typeof e.fields === 'object' ? (e.fields as Record<string, string>) : {},
    refusal: e?.extra ?? null,
  };
};

export function createCounterDesk<TValues, TResult>(id: string) {
  return setup({
    types: {
      context: {} as DeskContext<TValues, TResult>,
      events: {} as DeskEvent<TValues>,
    },
    actors: { submit: fromPromise<TResult, { values: TValues }>(notProvided) },
  }).createMachine({
    id,
    context: { values: null, result: null, error: null, fields: {}, refusal: null },
    initial: 'editing',
    states: {
      editing: {
        initial: 'fresh',
        states: { fresh: {}, failed: {} },
        on: { submitted: { target: 'sending', actions: assign({ values: ({ event }) => event.values }) } },
      },
      sending: {
        invoke: {
          id: 'submit',
          src: 'submit',
          input: ({ context }) => ({ values: context.values! }),
          onDone: { target: 'done', actions: assign({ result: ({ event }) => event.output, error: null, fields: {}, refusal: null }) },
          onError: { target: 'editing.failed', actions: assign(({ event }) => ({ result: null, ...failure(event.error) })) },
        },
      },
      done: {
        on: { again: { target: 'editing.fresh', actions: assign({ values: null, result: null, error: null, fields: {}, refusal: null }) } },
      },
    },
  });
}
