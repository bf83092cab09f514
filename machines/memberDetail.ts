// One member as staff open it from the Members list: closed → loading → viewing, and from viewing one of two forms,
// "change the end date or listing" (editing → saving) and "record a renewal paid at the office" (renewing →
// recording). A form is checked with its contract schema before anything is sent; the server's field errors come back
// into the same form. A saved change replaces the member shown and tells the list (the `list` actor given as input)
// to load again, since the end date, status and days left it shows have changed.
import * as v from 'valibot';
import { type AnyActorRef, assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { AdminMemberUpdateSchema, OfficeRenewalSchema } from '../contract/account';
import type { MemberDetail } from '../contract/answers';
import { httpMessages } from '../contract/messages/http';
import { fieldErrors } from '../contract/validators';
import type { FieldErrors, FormValues } from './form';

export type MemberEditValues = FormValues<typeof AdminMemberUpdateSchema>;
export type OfficeRenewalValues = FormValues<typeof OfficeRenewalSchema>;
type FormName = 'edit' | 'renewal';

export type MemberDetailContext = {
  memberId: string | null;
  member: MemberDetail | null;
  /** The values last submitted in the open form (kept so a refused form shows what was typed). */
  values: Record<string, unknown>;
  fieldErrors: FieldErrors;
  /** The last failure to show (load or save). */
  error: string | null;
  /** What just succeeded, for a polite status line. */
  notice: 'saved' | 'renewed' | null;
  /** The list to tell when a change is saved. */
  list: AnyActorRef | null;
};

export type MemberDetailEvent =
  | { type: 'member.opened'; id: string }
  | { type: 'member.closed' }
  | { type: 'member.retry' }
  | { type: 'edit.opened' }
  | { type: 'renewal.opened' }
  | { type: 'form.submitted'; values: Record<string, unknown> }
  | { type: 'form.cancelled' };

export type MemberDetailState = 'closed' | 'loading' | 'failed' | 'viewing' | 'editing' | 'saving' | 'renewing' | 'recording';

export type SaveMemberInput = { id: string; values: MemberEditValues };
export type RecordRenewalInput = { id: string; values: OfficeRenewalValues };

const schemas = { edit: AdminMemberUpdateSchema, renewal: OfficeRenewalSchema } as const;

/** Field errors of a form's values by its contract schema, or null when they are valid. */
export const memberFormErrors = (form: FormName, values: Record<string, unknown>): FieldErrors | null => {
  const result = v.safeParse(schemas[form], values);
  return result.success ? null : fieldErrors(result.issues);
};

const failure = (error: unknown) => {
  const e = error as { message?: unknown; fields?: unknown } | null;
  return {
    error: typeof e?.message === 'string' && e.message ? e.message : httpMessages.unknown,
    fieldErrors: e?.fields && typeof e.fields === 'object' ? (e.fields as FieldErrors) : {},
  };
};

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} was not provided to the member machine`);
};

/** A form's submit: valid values go on to `target`, invalid ones stay with their field errors. */
const submitTo = (form: FormName, target: 'saving' | 'recording') => [
  {
    guard: { type: 'formIsValid' as const, params: ({ event }: { event: MemberDetailEvent }) => ({ form, event }) },
    target,
    actions: { type: 'storeValues' as const, params: { form } },
  },
  { actions: { type: 'storeValues' as const, params: { form } } },
];

const closing = { target: '#memberDetail.closed', actions: 'forget' } as const;

export const memberDetailMachine = setup({
  types: {
    context: {} as MemberDetailContext,
    events: {} as MemberDetailEvent,
    input: {} as { list?: AnyActorRef },
  },
  actors: {
    loadMember: fromPromise<MemberDetail, { id: string }>(notProvided('loadMember')),
    saveMember: fromPromise<MemberDetail, SaveMemberInput>(notProvided('saveMember')),
    recordRenewal: fromPromise<MemberDetail, RecordRenewalInput>(notProvided('recordRenewal')),
  },
  guards: {
    formIsValid: (_, p: { form: FormName; event: MemberDetailEvent }) =>
      p.event.type === 'form.submitted' && memberFormErrors(p.form, p.event.values) === null,
  },
  actions: {
    storeValues: assign(({ event }, p: { form: FormName }) => {
      assertEvent(event, 'form.submitted');
      return { values: event.values, fieldErrors: memberFormErrors(p.form, event.values) ?? {}, error: null };
    }),
    storeFailure: assign((_, p: { error: unknown }) => failure(p.error)),
    forget: assign({ memberId: null, member: null, values: {}, fieldErrors: {}, error: null, notice: null }),
    reloadList: enqueueActions(({ context, enqueue }) => {
      if (context.list) enqueue.sendTo(context.list, { type: 'list.reload' });
    }),
  },
}).createMachine({
  id: 'memberDetail',
  context: ({ input }) => ({
    memberId: null,
    member: null,
    values: {},
    fieldErrors: {},
    error: null,
    notice: null,
    list: input.list ?? null,
  }),
  initial: 'closed',
  states: {
    closed: {
      on: { 'member.opened': { target: 'loading', actions: assign({ memberId: ({ event }) => event.id }) } },
    },
    loading: {
      invoke: {
        id: 'loadMember',
        src: 'loadMember',
        input: ({ context }) => ({ id: context.memberId! }),
        onDone: { target: 'viewing', actions: assign({ member: ({ event }) => event.output, error: null }) },
        onError: { target: 'failed', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
      on: { 'member.closed': closing },
    },
    failed: {
      on: { 'member.retry': { target: 'loading', actions: assign({ error: null }) }, 'member.closed': closing },
    },
    viewing: {
      on: {
        'edit.opened': { target: 'editing', actions: assign({ values: {}, fieldErrors: {}, error: null, notice: null }) },
        'renewal.opened': { target: 'renewing', actions: assign({ values: {}, fieldErrors: {}, error: null, notice: null }) },
        'member.closed': closing,
      },
    },
    editing: {
      on: {
        'form.submitted': submitTo('edit', 'saving'),
        'form.cancelled': { target: 'viewing', actions: assign({ values: {}, fieldErrors: {}, error: null }) },
        'member.closed': closing,
      },
    },
    saving: {
      invoke: {
        id: 'saveMember',
        src: 'saveMember',
        input: ({ context }) => ({ id: context.memberId!, values: context.values as MemberEditValues }),
        onDone: {
          target: 'viewing',
          actions: [assign({ member: ({ event }) => event.output, values: {}, notice: 'saved' }), { type: 'reloadList' }],
        },
        onError: { target: 'editing', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    renewing: {
      on: {
        'form.submitted': submitTo('renewal', 'recording'),
        'form.cancelled': { target: 'viewing', actions: assign({ values: {}, fieldErrors: {}, error: null }) },
        'member.closed': closing,
      },
    },
    recording: {
      invoke: {
        id: 'recordRenewal',
        src: 'recordRenewal',
        input: ({ context }) => ({ id: context.memberId!, values: context.values as OfficeRenewalValues }),
        onDone: {
          target: 'viewing',
          actions: [assign({ member: ({ event }) => event.output, values: {}, notice: 'renewed' }), { type: 'reloadList' }],
        },
        onError: { target: 'renewing', actions: { type: 'storeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
