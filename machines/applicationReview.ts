// One membership application under review: it loads, then staff read it. Approving, rejecting and reversing each ask
// for a confirmation first (a dialog that names the person and the plan; a rejection and a reversal also take the
// reason); confirmed, the decision is sent and the answer replaces what is shown. A pending application offers the
// decisions, a decided one only its reversal: the guards read the loaded status, so a decided application cannot be
// decided again from a stale button.
import { assign, fromPromise, setup } from 'xstate';
import type { ApplicationReview } from '../contract/answers';
import type { MemberDetailsChoice } from '../contract/members';
import { httpMessages } from '../contract/messages/http';

export type ReviewDecision =
  | { kind: 'approve'; memberDetails: MemberDetailsChoice }
  | { kind: 'reject'; reason: string }
  | { kind: 'reverse'; reason: string };

export type ReviewEvent =
  | { type: 'retry' }
  | { type: 'approve.requested' }
  | { type: 'reject.requested' }
  | { type: 'reverse.requested' }
  | { type: 'confirmed'; decision: ReviewDecision }
  | { type: 'cancelled' };

export type ReviewContext = {
  id: string;
  review: ApplicationReview | null;
  /** The last failure's message (loading or sending); null after a success. */
  error: string | null;
  /** What the last confirmed decision was, shown as a notice once its answer is in. */
  done: ReviewDecision['kind'] | null;
};

const messageOf = (error: unknown) => {
  const message = (error as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message ? message : httpMessages.unknown;
};
const notProvided = async (): Promise<never> => {
  throw new Error('not provided to the application review machine');
};

/** A confirmation dialog's states: open for input, then sending; a failure returns to the dialog with its message. */
const confirming = {
  initial: 'editing',
  states: {
    editing: {
      on: {
        confirmed: { target: 'sending' },
        cancelled: { target: '#applicationReview.ready.viewing', actions: 'clearError' },
      },
    },
    sending: {
      invoke: {
        id: 'decide',
        src: 'decide',
        input: ({ context, event }: { context: ReviewContext; event: ReviewEvent }) => ({
          id: context.id,
          decision: (event as Extract<ReviewEvent, { type: 'confirmed' }>).decision,
        }),
        onDone: { target: '#applicationReview.ready.viewing', actions: 'takeDecided' },
        onError: { target: 'editing', actions: 'takeError' },
      },
    },
  },
} as const;

export const applicationReviewMachine = setup({
  types: {
    context: {} as ReviewContext,
    events: {} as ReviewEvent,
    input: {} as { id: string },
  },
  actors: {
    load: fromPromise<ApplicationReview, { id: string }>(notProvided),
    decide: fromPromise<{ review: ApplicationReview; kind: ReviewDecision['kind'] }, { id: string; decision: ReviewDecision }>(notProvided),
  },
  guards: {
    isPending: ({ context }) => context.review?.application.status === 'pending',
    isDecided: ({ context }) => context.review !== null && context.review.application.status !== 'pending',
  },
  actions: {
    clearError: assign({ error: null }),
    takeError: assign({ error: ({ event }) => messageOf((event as { error?: unknown }).error) }),
    takeDecided: assign(({ event }) => {
      const output = (event as unknown as { output: { review: ApplicationReview; kind: ReviewDecision['kind'] } }).output;
      return { review: output.review, done: output.kind, error: null };
    }),
  },
}).createMachine({
  id: 'applicationReview',
  context: ({ input }) => ({ id: input.id, review: null, error: null, done: null }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ id: context.id }),
        onDone: { target: 'ready', actions: assign({ review: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: 'takeError' },
      },
    },
    failed: { on: { retry: 'loading' } },
    ready: {
      initial: 'viewing',
      states: {
        viewing: {
          on: {
            'approve.requested': { guard: 'isPending', target: 'approving', actions: assign({ done: null }) },
            'reject.requested': { guard: 'isPending', target: 'rejecting', actions: assign({ done: null }) },
            'reverse.requested': { guard: 'isDecided', target: 'reversing', actions: assign({ done: null }) },
          },
        },
        approving: confirming,
        rejecting: confirming,
        reversing: confirming,
      },
    },
  },
});

export type ApplicationReviewLogic = typeof applicationReviewMachine;
