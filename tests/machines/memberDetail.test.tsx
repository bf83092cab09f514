// Model-based test of the member dialog's machine: xstate/graph's test model walks every shortest path and replays it
// on the Members screen (open a member, read the history, change the end date or listing, record an office
// renewal), each event done as staff do it and each state checked on screen. The list behind is the real list
// machine, so a saved change is seen to load the list again.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { Paged } from '../../contract/api';
import { bothCalendars } from '../../contract/dates';
import { messages } from '../../contract/messages';
import { createCrudMachine, type LoadInput } from '../../machines/adminCrud';
import {
  type MemberDetailEvent,
  type MemberDetailState,
  memberDetailMachine,
  type RecordRenewalInput,
  type SaveMemberInput,
} from '../../machines/memberDetail';
import { type MemberActor, MembersView } from '../../src/admin/screens/members';
import type { Member, MemberDetail } from '../../src/api/admin';
import { adminTestModel, checksOn } from './adminModel';
import { memberDetail as member } from './memberFixtures';

const onePage: Paged<Member> = { items: [member], total: 1, page: 1, pageSize: 20 };
const saved: MemberDetail = { ...member, validUntil: '2027-12-31', daysLeft: 400, listInDirectory: true };
const renewed: MemberDetail = { ...member, validUntil: '2028-03-01', daysLeft: 460 };

const validEdit = { validUntil: '2027-12-31', listInDirectory: true, reason: 'Paid late; board agreed' };
const invalidEdit = { validUntil: '2027-12-31', listInDirectory: true, reason: '' };
const validRenewal = { membershipType: 'exporter', reason: 'Receipt 00123, paid in cash' };
const invalidRenewal = { membershipType: 'exporter', reason: '   ' };
const serverFields = { validUntil: 'The end date cannot be before the membership began.' };

type ModelEvent =
  | (MemberDetailEvent & { form?: 'edit' | 'renewal' })
  | { type: 'xstate.done.actor.loadMember'; output: MemberDetail }
  | { type: 'xstate.error.actor.loadMember'; error: { message: string } }
  | { type: 'xstate.done.actor.saveMember'; output: MemberDetail }
  | { type: 'xstate.error.actor.saveMember'; error: { message: string; fields?: Record<string, string> } }
  | { type: 'xstate.done.actor.recordRenewal'; output: MemberDetail }
  | { type: 'xstate.error.actor.recordRenewal'; error: { message: string } };

const events: ModelEvent[] = [
  { type: 'member.opened', id: member.id },
  { type: 'xstate.done.actor.loadMember', output: member },
  { type: 'xstate.error.actor.loadMember', error: { message: messages.http.network } },
  { type: 'member.retry' },
  { type: 'member.closed' },
  { type: 'edit.opened' },
  { type: 'renewal.opened' },
  { type: 'form.cancelled' },
  { type: 'form.submitted', form: 'edit', values: validEdit },
  { type: 'form.submitted', form: 'edit', values: invalidEdit },
  { type: 'form.submitted', form: 'renewal', values: validRenewal },
  { type: 'form.submitted', form: 'renewal', values: invalidRenewal },
  { type: 'xstate.done.actor.saveMember', output: saved },
  { type: 'xstate.error.actor.saveMember', error: { message: messages.http.validation, fields: serverFields } },
  { type: 'xstate.done.actor.recordRenewal', output: renewed },
  { type: 'xstate.error.actor.recordRenewal', error: { message: 'That member was not found.' } },
];

type Snap = SnapshotFrom<typeof memberDetailMachine>;
const model = adminTestModel(memberDetailMachine, {
  input: {},
  events,
  // A form's values are typed only into that form.
  allows: (state, event) => {
    const form = (event as { form?: string }).form;
    return !form || (form === 'edit' ? state.matches('editing') : state.matches('renewing'));
  },
  serializeState: (state, event) =>
    JSON.stringify([
      state.value,
      state.context.member?.validUntil ?? null,
      state.context.error,
      state.context.notice,
      Object.keys(state.context.fieldErrors).sort(),
      event?.type ?? null,
    ]),
});
const paths = model.getShortestPaths();

type World = { listLoads: number; changes: number; memberLoads: string[]; saves: SaveMemberInput[]; renewals: RecordRenewalInput[] };
type Pending<T> = { resolve(v: T): void; reject(e: unknown): void }[];

const dialog = () => screen.getByRole('dialog');
const title = `${member.firstName} ${member.lastName} · ${member.number}`;

const assertions = {
  closed: async () => {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(screen.getByRole('table')).getByText(member.number)).toBeInTheDocument();
  },
  loading: async (_s: Snap, w: World) => {
    expect(within(await screen.findByRole('dialog')).getByRole('status')).toHaveTextContent('Loading…');
    expect(w.memberLoads.at(-1)).toBe(member.id);
  },
  failed: async () => {
    const d = await screen.findByRole('dialog');
    expect(within(d).getByRole('alert')).toHaveTextContent(`The member could not be loaded. ${messages.http.network}`);
    expect(within(d).getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
  viewing: async (s: Snap, w: World) => {
    const d = await screen.findByRole('dialog');
    expect(within(d).getByRole('heading', { name: title })).toBeInTheDocument();
    const shown = s.context.member!;
    expect(within(d).getByTestId('member-valid-until')).toHaveTextContent(bothCalendars(shown.validUntil));
    expect(within(d).getByText(shown.listInDirectory ? 'Listed' : 'Not listed')).toBeInTheDocument();
    // The history: every kind of entry, newest first, with reasons, who and the payment.
    const history = within(d).getByTestId('member-history');
    const items = within(history).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('Reminder sent: 30 days before the end');
    expect(history).toHaveTextContent('Changed by staff');
    expect(history).toHaveTextContent('Reason: Member asked to stay out of the directory');
    expect(history).toHaveTextContent('Now left out of the public directory');
    expect(history).toHaveTextContent('by Hana Girma');
    expect(history).toHaveTextContent('Payment acknowledgement ECA-R-2018-0001 · 22,000 Birr');
    expect(history).toHaveTextContent('Application rejected');
    expect(history).toHaveTextContent('Reason: The receipt is unreadable');
    expect(history).toHaveTextContent('Joined: Farmer');
    expect(within(d).getByRole('button', { name: 'Change end date or listing' })).toBeEnabled();
    expect(within(d).getByRole('button', { name: 'Record a renewal paid at the office' })).toBeEnabled();
    if (s.context.notice === 'saved') expect(within(d).getByRole('status')).toHaveTextContent('Changes saved.');
    else if (s.context.notice === 'renewed') expect(within(d).getByRole('status')).toHaveTextContent('Renewal recorded.');
    else expect(within(d).queryByRole('status')).toBeNull();
    // Each saved change loads the list behind again (its end date and status changed).
    await waitFor(() => expect(w.listLoads).toBe(1 + w.changes));
  },
  editing: async (s: Snap) => {
    const d = await screen.findByRole('dialog');
    expect(within(d).getByRole('heading', { name: 'Change end date or listing' })).toBeInTheDocument();
    expect(within(d).getByRole('button', { name: 'Save' })).toBeEnabled();
    for (const message of Object.values(s.context.fieldErrors)) expect(within(d).getByText(message)).toBeInTheDocument();
    if (s.context.error) expect(within(d).getByText(`The changes were not saved. ${s.context.error}`)).toBeInTheDocument();
    if (Object.keys(s.context.fieldErrors).length === 0 && !s.context.error) expect(within(d).queryByRole('alert')).toBeNull();
  },
  saving: async (_s: Snap, w: World) => {
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Saving…' })).toBeDisabled());
    expect(within(dialog()).getByLabelText(/^Reason for the change/)).toBeDisabled();
    expect(w.saves.at(-1)).toEqual({ id: member.id, values: validEdit });
  },
  renewing: async (s: Snap) => {
    const d = await screen.findByRole('dialog');
    expect(within(d).getByRole('heading', { name: 'Record a renewal paid at the office' })).toBeInTheDocument();
    expect(within(d).getByRole('button', { name: 'Record renewal' })).toBeEnabled();
    for (const message of Object.values(s.context.fieldErrors)) expect(within(d).getByText(message)).toBeInTheDocument();
    if (s.context.error) expect(within(d).getByText(`The changes were not saved. ${s.context.error}`)).toBeInTheDocument();
  },
  recording: async (_s: Snap, w: World) => {
    await waitFor(() => expect(within(dialog()).getByRole('button', { name: 'Recording…' })).toBeDisabled());
    expect(w.renewals.at(-1)).toEqual({ id: member.id, values: validRenewal });
  },
} satisfies Record<MemberDetailState, (s: Snap, w: World) => Promise<void>>;

afterEach(cleanup);

describe('member dialog machine (model-based, replayed on the Members screen)', () => {
  it('walks to every state the dialog can show', () => {
    const visited = new Set(paths.flatMap((p) => p.steps.map((step) => String(step.state.value))));
    expect([...visited].sort()).toEqual(Object.keys(assertions).sort());
    expect(paths.length).toBeGreaterThan(10);
  });

  for (const path of paths) {
    it(`${String(path.state.value)} via ${path.steps.map((s) => s.event.type.replace('xstate.', '').replace('actor.', '')).join(' → ')}`, async () => {
      const loads: Pending<MemberDetail> = [];
      const saves: Pending<MemberDetail> = [];
      const renewals: Pending<MemberDetail> = [];
      const world: World = { listLoads: 0, changes: 0, memberLoads: [], saves: [], renewals: [] };
      const list = createActor(
        createCrudMachine<Member>().provide({
          actors: {
            loadPage: fromPromise<Paged<Member>, LoadInput>(async () => {
              world.listLoads += 1;
              return onePage;
            }),
          },
        }),
        { input: { filters: { status: '', plan: '' } } },
      );
      list.start();
      const actor = createActor(
        memberDetailMachine.provide({
          actors: {
            loadMember: fromPromise<MemberDetail, { id: string }>(({ input }) => {
              world.memberLoads.push(input.id);
              return new Promise((resolve, reject) => loads.push({ resolve, reject }));
            }),
            saveMember: fromPromise<MemberDetail, SaveMemberInput>(({ input }) => {
              world.saves.push(input);
              return new Promise((resolve, reject) => saves.push({ resolve, reject }));
            }),
            recordRenewal: fromPromise<MemberDetail, RecordRenewalInput>(({ input }) => {
              world.renewals.push(input);
              return new Promise((resolve, reject) => renewals.push({ resolve, reject }));
            }),
          },
        }),
        { input: { list } },
      );
      actor.start();
      render(<MembersView actor={list} detail={actor as unknown as MemberActor} />);
      await screen.findByRole('table');
      const user = userEvent.setup();
      const settle = <T,>(pending: Pending<T>, outcome: { output?: unknown; error?: unknown }, ok: boolean) =>
        act(async () => {
          const call = pending.shift()!;
          if (ok) call.resolve(outcome.output as T);
          else call.reject(outcome.error);
        });
      const on =
        <T extends ModelEvent['type']>(_type: T, run: (e: Extract<ModelEvent, { type: T }>) => Promise<unknown>) =>
        (step: { event: unknown }) =>
          run(step.event as Extract<ModelEvent, { type: T }>);
      const clickIn = (name: string) => () => user.click(within(dialog()).getByRole('button', { name }));
      const type = async (label: RegExp, value: string) => {
        const field = within(dialog()).getByLabelText(label);
        await user.clear(field);
        if (value) await user.type(field, value);
      };
      const replay: Record<ModelEvent['type'], (step: { event: unknown }) => Promise<unknown>> = {
        'member.opened': () =>
          user.click(screen.getByRole('button', { name: `Open: ${member.firstName} ${member.lastName} (${member.number})` })),
        'xstate.done.actor.loadMember': on('xstate.done.actor.loadMember', (e) => settle(loads, e, true)),
        'xstate.error.actor.loadMember': on('xstate.error.actor.loadMember', (e) => settle(loads, e, false)),
        'xstate.done.actor.saveMember': on('xstate.done.actor.saveMember', (e) => {
          world.changes += 1;
          return settle(saves, e, true);
        }),
        'xstate.error.actor.saveMember': on('xstate.error.actor.saveMember', (e) => settle(saves, e, false)),
        'xstate.done.actor.recordRenewal': on('xstate.done.actor.recordRenewal', (e) => {
          world.changes += 1;
          return settle(renewals, e, true);
        }),
        'xstate.error.actor.recordRenewal': on('xstate.error.actor.recordRenewal', (e) => settle(renewals, e, false)),
        'member.retry': clickIn('Try again'),
        // Escape closes the dialog from any state that lets it close (there is no Close button while loading).
        'member.closed': () => user.keyboard('{Escape}'),
        'edit.opened': clickIn('Change end date or listing'),
        'renewal.opened': clickIn('Record a renewal paid at the office'),
        'form.cancelled': clickIn('Cancel'),
        'form.submitted': on('form.submitted', async (e) => {
          const values = e.values as Record<string, string | boolean>;
          if ('validUntil' in values) {
            fireEvent.change(within(dialog()).getByLabelText(/^Valid until/), { target: { value: values.validUntil } });
            const box = within(dialog()).getByRole('checkbox', { name: 'Show in the public directory' }) as HTMLInputElement;
            if (box.checked !== values.listInDirectory) await user.click(box);
            await type(/^Reason for the change/, String(values.reason));
            await user.click(within(dialog()).getByRole('button', { name: 'Save' }));
          } else {
            await user.selectOptions(within(dialog()).getByLabelText(/^Plan/), String(values.membershipType));
            await type(/^Reason or note/, String(values.reason));
            await user.click(within(dialog()).getByRole('button', { name: 'Record renewal' }));
          }
        }),
      };

      await path.test({
        events: replay,
        states: checksOn(assertions, actor, world),
      });
      actor.stop();
      list.stop();
    });
  }
});
