// The member's own page (/account): ask for a sign-in link by email, open the link (its token is exchanged for a
// session), or come back with a stored session; then the account: the listing toggle, a renewal, the receipt of an
// application still waiting for one, the documents' downloads, cancelling an event registration (after a confirmation),
// and signing out.
// Pure TS: every request is an actor and the session's storage an action, provided by src/api/account.ts.

import type * as v from 'valibot';
import { assign, fromPromise, setup } from 'xstate';
import { type Account, type AccountApplication, AccountLinkRequestSchema, type AccountSessionSchema } from '../contract/account';
import type { MembershipType } from '../contract/membership';
import * as form from './form';
import { receiptUploadMachine } from './receiptUpload';

/** The session a sign-in link opens: its bearer token, the email it belongs to, when it ends. */
export type AccountSession = v.InferOutput<typeof AccountSessionSchema>;

/** The documents a member can download. */
export type AccountDocument = 'certificate' | 'acknowledgement';

export type AccountInput = {
  /** The token of the sign-in link the page was opened with (already taken out of the address bar). */
  linkToken: string | null;
  /** A session kept from an earlier visit that has not expired yet. */
  stored: AccountSession | null;
};

export type AccountContext = {
  linkToken: string | null;
  session: AccountSession | null;
  email: string;
  emailError: string | null;
  account: Account | null;
  /** What went wrong last, in each part of the page (the server's message or the flow's fallback). */
  problem: string | null;
  listingProblem: string | null;
  renewalProblem: string | null;
  downloadProblem: string | null;
  cancelProblem: string | null;
  /** The registration the member asked to cancel (the question is open for it), then the one just cancelled. */
  cancelling: string | null;
  /** The plan the renewal form has chosen; the member's current plan when it opens. */
  renewalPlan: MembershipType;
  /** The page's words for failures the server gave no message for. */
  fallbacks: AccountFallbacks;
};

export type AccountEvent =
  | form.FieldChanged<{ email: string }>
  | { type: 'form.submitted' }
  | { type: 'form.reopened' }
  | { type: 'load.retried' }
  | { type: 'listing.changed'; listInDirectory: boolean }
  | { type: 'renewal.opened' }
  | { type: 'renewal.cancelled' }
  | { type: 'plan.chosen'; membershipType: MembershipType }
  | { type: 'renewal.submitted' }
  | { type: 'download.requested'; document: AccountDocument }
  | { type: 'registrationCancel.requested'; id: string }
  | { type: 'registrationCancel.confirmed' }
  | { type: 'registrationCancel.dismissed' }
  | { type: 'signOut.requested' };

/** Messages the machine shows when a request fails without a message of its own. */
export type AccountFallbacks = { linkFailed: string; loadFailed: string; saveFailed: string; downloadFailed: string };

/** The application still waiting for its payment receipt, newest first (the one the page offers the upload for). */
export const awaitingReceipt = (account: Account | null): AccountApplication | undefined =>
  account?.applications.find((a) => a.stage === 'awaiting-receipt');

/** A renewal can start when there is a membership and no application is still open (waiting or under review). */
export const canRenew = (account: Account | null): boolean =>
  !!account?.member && !account.applications.some((a) => a.stage === 'awaiting-receipt' || a.stage === 'under-review');

const statusOf = (error: unknown) => (error as { status?: unknown } | null | undefined)?.status;
const messageOf = (error: unknown, fallback: string) => form.failureMessage(error, fallback);

/** An error event's failure as the page tells it: the session has ended (401), or what to show. */
const isSignedOutError = ({ event }: { event: { type: string; error?: unknown } }) => statusOf(event.error) === 401;

/** What every email form on the page does: type the address, send it when it is one. */
/** The renewal's form opens from its button, whether or not a renewal was started before. */
const openRenewal = { 'renewal.opened': { guard: 'canRenew', target: 'choosing', actions: 'chooseCurrentPlan' } } as const;
/** A registration's cancel question opens from its button, whether or not another was cancelled before. */
const askToCancel = { 'registrationCancel.requested': { guard: 'isCancellable', target: 'asking', actions: 'askToCancel' } } as const;

const emailForm = {
  'field.changed': { actions: 'setEmail' as const },
  'form.submitted': [{ guard: 'emailIsValid' as const, target: '#account.requesting.sending' }, { actions: 'showEmailError' as const }],
};

export const accountMachine = setup({
  types: {
    context: {} as AccountContext,
    events: {} as AccountEvent,
    input: {} as AccountInput & { fallbacks: AccountFallbacks },
  },
  actors: {
    requestLink: fromPromise<unknown, { email: string }>(async () => form.notProvided('account', 'requestLink')()),
    openSession: fromPromise<AccountSession, { token: string }>(async () => form.notProvided('account', 'openSession')()),
    loadAccount: fromPromise<Account, { session: AccountSession }>(async () => form.notProvided('account', 'loadAccount')()),
    saveListing: fromPromise<Account, { session: AccountSession; listInDirectory: boolean }>(async () =>
      form.notProvided('account', 'saveListing')(),
    ),
    startRenewal: fromPromise<AccountApplication, { session: AccountSession; membershipType: MembershipType }>(async () =>
      form.notProvided('account', 'startRenewal')(),
    ),
    downloadDocument: fromPromise<unknown, { session: AccountSession; document: AccountDocument }>(async () =>
      form.notProvided('account', 'downloadDocument')(),
    ),
    cancelRegistration: fromPromise<unknown, { session: AccountSession; id: string }>(async () =>
      form.notProvided('account', 'cancelRegistration')(),
    ),
    endSession: fromPromise<unknown, { session: AccountSession }>(async () => form.notProvided('account', 'endSession')()),
    receiptUpload: receiptUploadMachine,
  },
  guards: {
    hasLinkToken: ({ context }) => context.linkToken !== null,
    hasStoredSession: ({ context }) => context.session !== null,
    emailIsValid: ({ context }) => form.isValid(AccountLinkRequestSchema, { email: context.email }),
    isSignedOutError,
    canRenew: ({ context }) => canRenew(context.account),
    hasAwaitingReceipt: ({ context }) => awaitingReceipt(context.account) !== undefined,
    hasCertificate: ({ context }) => context.account?.member != null,
    hasAcknowledgement: ({ context }) => (context.account?.member?.payments.length ?? 0) > 0,
    isCancellable: ({ context, event }) =>
      event.type === 'registrationCancel.requested' && !!context.account?.registrations.some((r) => r.id === event.id && r.cancellable),
  },
  actions: {
    /** Keeps the session where the next visit finds it (provided: the browser's storage). */
    storeSession: (_, _params: { session: AccountSession }) => form.notProvided('account', 'storeSession')(),
    /** Takes the link's token out of the address bar, so it is not kept in the history or shared (provided). */
    hideLinkToken: () => form.notProvided('account', 'hideLinkToken')(),
    /** Forgets the stored session (provided: the browser's storage). */
    forgetSession: () => form.notProvided('account', 'forgetSession')(),
    setEmail: assign(({ event }) => (event.type === 'field.changed' ? { email: String(event.value), emailError: null } : {})),
    showEmailError: assign(({ context }) => ({
      emailError: form.schemaErrors(AccountLinkRequestSchema, { email: context.email }).email ?? null,
    })),
    keepSession: assign((_, params: { session: AccountSession }) => ({ session: params.session, linkToken: null })),
    dropSession: assign({ session: null, account: null, linkToken: null }),
    keepAccount: assign((_, params: { account: Account }) => ({ account: params.account })),
    showProblem: assign((_, params: { problem: string }) => ({ problem: params.problem })),
    clearProblems: assign({ problem: null, listingProblem: null, renewalProblem: null, downloadProblem: null, cancelProblem: null }),
    showListingProblem: assign((_, params: { problem: string | null }) => ({ listingProblem: params.problem })),
    showRenewalProblem: assign((_, params: { problem: string | null }) => ({ renewalProblem: params.problem })),
    showDownloadProblem: assign((_, params: { problem: string | null }) => ({ downloadProblem: params.problem })),
    showCancelProblem: assign((_, params: { problem: string | null }) => ({ cancelProblem: params.problem })),
    askToCancel: assign(({ event }) =>
      event.type === 'registrationCancel.requested' ? { cancelling: event.id, cancelProblem: null } : {},
    ),
    forgetCancel: assign({ cancelling: null, cancelProblem: null }),
    /**
     * The registration is cancelled: no ticket to show, no place in the queue, nothing more to cancel. Its id stays, so
     * the confirmation names its event.
     */
    markCancelled: assign(({ context }) => {
      if (!context.account) return {};
      const registrations = context.account.registrations.map((r) =>
        r.id === context.cancelling ? { ...r, status: 'cancelled' as const, waitlistPosition: null, cancellable: false } : r,
      );
      return { account: { ...context.account, registrations } };
    }),
    chooseCurrentPlan: assign(({ context }) => ({ renewalPlan: context.account?.member?.plan ?? context.renewalPlan })),
    choosePlan: assign(({ event }) => (event.type === 'plan.chosen' ? { renewalPlan: event.membershipType } : {})),
    /** The new renewal application goes first, waiting for its receipt, as the server lists it. */
    addApplication: assign(({ context }, params: { application: AccountApplication }) =>
      context.account ? { account: { ...context.account, applications: [params.application, ...context.account.applications] } } : {},
    ),
    /** The receipt is in: the application is now under review. */
    markReceiptReceived: assign(({ context }) => {
      const waiting = awaitingReceipt(context.account);
      if (!context.account || !waiting) return {};
      const applications = context.account.applications.map((a) =>
        a.id === waiting.id ? { ...a, stage: 'under-review' as const, status: 'pending' as const } : a,
      );
      return { account: { ...context.account, applications } };
    }),
  },
}).createMachine({
  id: 'account',
  context: ({ input }) => ({
    linkToken: input.linkToken,
    session: input.stored,
    email: '',
    emailError: null,
    account: null,
    problem: null,
    listingProblem: null,
    renewalProblem: null,
    downloadProblem: null,
    cancelProblem: null,
    cancelling: null,
    renewalPlan: 'farmer',
    fallbacks: input.fallbacks,
  }),
  initial: 'starting',
  states: {
    /** Decided at once: a link in the address, else a stored session, else the email form. */
    starting: {
      always: [{ guard: 'hasLinkToken', target: 'opening' }, { guard: 'hasStoredSession', target: 'loading' }, { target: 'requesting' }],
    },
    requesting: {
      initial: 'editing',
      states: {
        editing: { on: emailForm },
        sending: {
          invoke: {
            id: 'requestLink',
            src: 'requestLink',
            input: ({ context }) => ({ email: context.email.trim() }),
            onDone: { target: 'sent' },
            onError: {
              target: 'failed',
              actions: {
                type: 'showProblem',
                params: ({ context, event }) => ({ problem: messageOf(event.error, context.fallbacks.linkFailed) }),
              },
            },
          },
        },
        /** "If we know this address, a sign-in link is on its way…" (the same answer whether or not it is known). */
        sent: { on: { 'form.reopened': { target: 'editing' } } },
        failed: { on: emailForm },
      },
    },
    opening: {
      entry: 'hideLinkToken',
      initial: 'exchanging',
      states: {
        exchanging: {
          invoke: {
            id: 'openSession',
            src: 'openSession',
            input: ({ context }) => ({ token: context.linkToken ?? '' }),
            onDone: {
              target: '#account.loading',
              actions: [
                { type: 'keepSession', params: ({ event }) => ({ session: event.output }) },
                { type: 'storeSession', params: ({ event }) => ({ session: event.output }) },
              ],
            },
            onError: {
              target: 'expired',
              actions: [
                'dropSession',
                {
                  type: 'showProblem',
                  params: ({ context, event }) => ({ problem: messageOf(event.error, context.fallbacks.linkFailed) }),
                },
              ],
            },
          },
        },
        /** The link was used or is too old: the server's message, and the form for a new link. */
        expired: { on: emailForm },
      },
    },
    loading: {
      invoke: {
        id: 'loadAccount',
        src: 'loadAccount',
        input: ({ context }) => ({ session: context.session as AccountSession }),
        onDone: {
          target: 'ready',
          actions: ['clearProblems', { type: 'keepAccount', params: ({ event }) => ({ account: event.output }) }],
        },
        onError: [
          { guard: 'isSignedOutError', target: 'signedOut' },
          {
            target: 'loadFailed',
            actions: {
              type: 'showProblem',
              params: ({ context, event }) => ({ problem: messageOf(event.error, context.fallbacks.loadFailed) }),
            },
          },
        ],
      },
    },
    /** The account could not be loaded (no connection, the server busy): try again. */
    loadFailed: {
      on: { 'load.retried': { target: 'loading' }, 'signOut.requested': { target: 'signingOut' } },
    },
    ready: {
      type: 'parallel',
      on: { 'signOut.requested': { target: 'signingOut' } },
      states: {
        listing: {
          initial: 'idle',
          states: {
            idle: { on: { 'listing.changed': { target: 'saving' } } },
            saving: {
              entry: { type: 'showListingProblem', params: { problem: null } },
              invoke: {
                id: 'saveListing',
                src: 'saveListing',
                input: ({ context, event }) => ({
                  session: context.session as AccountSession,
                  listInDirectory: event.type === 'listing.changed' && event.listInDirectory,
                }),
                onDone: { target: 'idle', actions: { type: 'keepAccount', params: ({ event }) => ({ account: event.output }) } },
                onError: partFailed('idle', 'showListingProblem', 'saveFailed'),
              },
            },
          },
        },
        renewal: {
          initial: 'closed',
          states: {
            closed: { on: openRenewal },
            choosing: {
              on: {
                'plan.chosen': { actions: 'choosePlan' },
                'renewal.submitted': { target: 'starting' },
                'renewal.cancelled': { target: 'closed', actions: { type: 'showRenewalProblem', params: { problem: null } } },
              },
            },
            starting: {
              entry: { type: 'showRenewalProblem', params: { problem: null } },
              invoke: {
                id: 'startRenewal',
                src: 'startRenewal',
                input: ({ context }) => ({ session: context.session as AccountSession, membershipType: context.renewalPlan }),
                // The new application waits for its receipt: the receipt part of the page takes it from here.
                onDone: { target: 'started', actions: { type: 'addApplication', params: ({ event }) => ({ application: event.output }) } },
                onError: partFailed('choosing', 'showRenewalProblem', 'saveFailed'),
              },
            },
            /** "Renewal started": the confirmation in the form's place, saying where the receipt goes next. */
            started: { on: openRenewal },
          },
        },
        receipt: {
          initial: 'none',
          states: {
            none: { always: { guard: 'hasAwaitingReceipt', target: 'open' } },
            /** The upload of the receipt of the application waiting for one (its own machine). */
            open: {
              invoke: {
                id: 'receiptUpload',
                src: 'receiptUpload',
                input: ({ context }) => ({ applicationId: awaitingReceipt(context.account)?.id ?? '' }),
                onDone: { target: 'uploaded', actions: 'markReceiptReceived' },
              },
            },
            /** 'Receipt uploaded successfully! …' */
            uploaded: {},
          },
        },
        download: {
          initial: 'idle',
          states: {
            idle: {
              on: {
                'download.requested': [
                  { guard: ({ event }) => event.document === 'certificate', target: 'certificate' },
                  { target: 'acknowledgement' },
                ],
              },
            },
            certificate: downloading('certificate'),
            acknowledgement: downloading('acknowledgement'),
          },
        },
        /** Cancelling one of the event registrations: the confirmation, then the request. */
        registrationCancel: {
          initial: 'idle',
          states: {
            idle: { on: askToCancel },
            asking: {
              on: {
                'registrationCancel.confirmed': { target: 'cancelling' },
                'registrationCancel.dismissed': { target: 'idle', actions: 'forgetCancel' },
              },
            },
            cancelling: {
              entry: { type: 'showCancelProblem', params: { problem: null } },
              invoke: {
                id: 'cancelRegistration',
                src: 'cancelRegistration',
                input: ({ context }) => ({ session: context.session as AccountSession, id: context.cancelling ?? '' }),
                onDone: { target: 'cancelled', actions: 'markCancelled' },
                onError: partFailed('asking', 'showCancelProblem', 'saveFailed'),
              },
            },
            /** "Your registration is cancelled": the confirmation, once the question has closed. */
            cancelled: { on: askToCancel },
          },
        },
      },
    },
    /** Ending the session on the server; the stored one is forgotten whatever the answer. */
    signingOut: {
      entry: 'forgetSession',
      invoke: {
        id: 'endSession',
        src: 'endSession',
        input: ({ context }) => ({ session: context.session as AccountSession }),
        onDone: { target: 'signedOut' },
        onError: { target: 'signedOut' },
      },
    },
    /** Signed out, or the session has ended: the form for a new link. */
    signedOut: {
      entry: ['forgetSession', 'dropSession', 'clearProblems'],
      on: emailForm,
    },
  },
});

/**
 * A part of the ready page failed: the session has ended (to signed out), else back to `target` with the part's
 * problem shown (the server's message, or the page's fallback).
 */
function partFailed<T extends string, A extends 'showListingProblem' | 'showRenewalProblem' | 'showDownloadProblem' | 'showCancelProblem'>(
  target: T,
  action: A,
  fallback: keyof AccountFallbacks,
) {
  return [
    { guard: 'isSignedOutError' as const, target: '#account.signedOut' },
    {
      target,
      actions: {
        type: action,
        params: ({ context, event }: { context: AccountContext; event: { error: unknown } }) => ({
          problem: messageOf(event.error, context.fallbacks[fallback]),
        }),
      },
    },
  ];
}

/** A document's download: the request, then back to idle, with a message when it failed. */
function downloading(document: AccountDocument) {
  return {
    entry: { type: 'showDownloadProblem' as const, params: { problem: null } },
    invoke: {
      id: 'downloadDocument',
      src: 'downloadDocument' as const,
      input: ({ context }: { context: AccountContext }) => ({ session: context.session as AccountSession, document }),
      onDone: { target: 'idle' },
      onError: partFailed('idle', 'showDownloadProblem', 'downloadFailed'),
    },
  };
}

export type AccountMachine = typeof accountMachine;
export type AccountStateKey = form.StateKey<AccountMachine>;
