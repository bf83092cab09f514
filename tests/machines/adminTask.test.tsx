// Model-based test of the task machine behind the admin download buttons (CSV export, backup) and receipt viewing:
// every shortest path is replayed on a download button — idle, busy while working, a visible message on failure —
// and the list machine's address rules (what a page, search or filter change does) are checked on the machine.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromPromise } from 'xstate';
import type { Paged } from '../../contract/api';
import { type AdminItem, createCrudMachine, type LoadInput, nextQuery } from '../../machines/adminCrud';
import { createTaskMachine } from '../../machines/adminTask';
import { applicationsSearch, registrationsSearch, toSearch } from '../../src/admin/listSearch';
import { DownloadButton } from '../../src/admin/ui';
import { adminTestModel } from './adminModel';

afterEach(cleanup);

describe('task machine (model-based, replayed on a download button)', () => {
  const machine = createTaskMachine<string, void>('csvExport');
  const events = [
    { type: 'started', params: 'contact-messages' },
    { type: 'xstate.done.actor.run', output: undefined },
    { type: 'xstate.error.actor.run', error: { message: 'The download failed.' } },
  ];
  const paths = adminTestModel(machine, { input: undefined, events }).getShortestPaths();

  // A download button has no dismiss; a receipt dialog's Close sends it (checked below).
  it('reaches idle, working, done and failed', () => {
    expect(new Set(paths.flatMap((p) => p.steps.map((s) => s.state.value)))).toEqual(new Set(['idle', 'working', 'done', 'failed']));
  });

  for (const path of paths) {
    it(`${String(path.state.value)} via ${path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ')}`, async () => {
      const calls: { params: string; resolve(): void; reject(e: unknown): void }[] = [];
      const logic = machine.provide({
        actors: {
          run: fromPromise<void, { params: string }>(
            ({ input }) => new Promise<void>((resolve, reject) => calls.push({ params: input.params, resolve, reject })),
          ),
        },
      });
      const user = userEvent.setup();
      render(
        <DownloadButton
          label="Export CSV"
          busyLabel="Exporting…"
          failedText="The export failed."
          logic={logic}
          params="contact-messages"
        />,
      );
      const settle = (step: { event: EventObject }) =>
        act(async () => {
          const call = calls.at(-1)!;
          if (step.event.type.startsWith('xstate.done')) call.resolve();
          else call.reject((step.event as EventObject & { error: unknown }).error);
        });
      const idle = async () => {
        await waitFor(() => expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled());
        expect(screen.queryByRole('alert')).toBeNull();
      };
      await path.test({
        events: {
          started: () => user.click(screen.getByRole('button')),
          'xstate.done.actor.run': settle,
          'xstate.error.actor.run': settle,
        },
        states: {
          idle,
          working: async () => {
            await waitFor(() => expect(screen.getByRole('button', { name: 'Exporting…' })).toBeDisabled());
            expect(calls.at(-1)?.params).toBe('contact-messages');
          },
          done: idle,
          failed: async () => {
            expect(await screen.findByRole('alert')).toHaveTextContent('The export failed.');
            expect(screen.getByRole('button', { name: 'Export CSV' })).toBeEnabled();
          },
        },
      });
    });
  }

  it('leaving a done result releases it (a receipt frees its object URL when the dialog closes)', async () => {
    const released: unknown[] = [];
    const actor = createActor(
      createTaskMachine<string, { url: string }>('receipt').provide({
        actors: { run: fromPromise(async () => ({ url: 'blob:receipt' })) },
        actions: { release: ({ context }) => void released.push(context.result) },
      }),
    ).start();
    actor.send({ type: 'started', params: 'a1' });
    await waitFor(() => expect(actor.getSnapshot().value).toBe('done'));
    expect(released).toEqual([]);
    actor.send({ type: 'dismissed' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(released).toEqual([{ url: 'blob:receipt' }]);
    expect(actor.getSnapshot().context.result).toBeNull();
  });
});

describe('the list address', () => {
  const context = { query: { page: 3, pageSize: 20, q: 'hana' }, filters: { status: 'pending' } };

  it('a new search or filter starts at page 1; a page change keeps search and filter; the same address is no change', () => {
    expect(nextQuery(context, { q: 'abebe' })).toEqual({ query: { page: 1, pageSize: 20, q: 'abebe' }, filters: { status: 'pending' } });
    expect(nextQuery(context, { filters: { status: '' } })).toEqual({
      query: { page: 1, pageSize: 20, q: 'hana' },
      filters: { status: '' },
    });
    expect(nextQuery(context, { page: 4 })).toEqual({ query: { page: 4, pageSize: 20, q: 'hana' }, filters: { status: 'pending' } });
    // Back lands on a whole address at once.
    expect(nextQuery(context, { page: 2, q: '', filters: { status: 'approved' } })?.query).toEqual({ page: 2, pageSize: 20, q: '' });
    expect(nextQuery(context, { page: 3, q: 'hana', filters: { status: 'pending' } })).toBeNull();
  });

  it('bad values in the address fall back to the defaults; defaults stay out of the address', () => {
    expect(applicationsSearch({ page: 'abc', q: 42, status: 'lost' } as never)).toEqual({ page: 1, q: '42', status: '' });
    expect(applicationsSearch({ page: -2, status: 'approved' } as never)).toEqual({ page: 1, q: '', status: 'approved' });
    expect(applicationsSearch({ page: 2.5 } as never)).toEqual({ page: 1, q: '', status: '' });
    expect(applicationsSearch({ page: '4', q: '  hana ' } as never)).toEqual({ page: 4, q: 'hana', status: '' });
    expect(registrationsSearch({ eventId: 'not-an-id', status: 'lost' } as never)).toEqual({ page: 1, q: '', eventId: '', status: '' });
    expect(registrationsSearch({ status: 'checkedIn' } as never)).toEqual({ page: 1, q: '', eventId: '', status: 'checkedIn' });
    // 'all' is the list without the filter: it stays out of the address.
    expect(registrationsSearch({ status: 'all' } as never)).toEqual({ page: 1, q: '', eventId: '', status: '' });
    expect(toSearch({ page: 1, q: '' }, { status: '' })).toEqual({});
    expect(toSearch({ page: 2, q: 'hana' }, { status: 'approved' })).toEqual({ page: 2, q: 'hana', status: 'approved' });
  });

  it('starts from the address and, past the last page, steps back to the last one', async () => {
    const loads: LoadInput[] = [];
    const actor = createActor(
      createCrudMachine<AdminItem>().provide({
        actors: {
          loadPage: fromPromise<Paged<AdminItem>, LoadInput>(async ({ input }) => {
            loads.push(input);
            return input.query.page > 2
              ? { items: [], total: 25, page: input.query.page, pageSize: 20 }
              : { items: [{ id: 'x' }], total: 25, page: input.query.page, pageSize: 20 };
          }),
        },
      }),
      { input: { page: 5, q: 'hana', filters: { status: 'pending' } } },
    ).start();
    await waitFor(() => expect(actor.getSnapshot().value).toBe('list'));
    expect(loads.map((l) => l.query.page)).toEqual([5, 2]);
    expect(loads[0]).toMatchObject({ query: { q: 'hana' }, filters: { status: 'pending' } });
    actor.stop();
  });

  it('an address change under an open dialog closes it and loads the new list', async () => {
    const actor = createActor(
      createCrudMachine<AdminItem>().provide({
        actors: { loadPage: fromPromise<Paged<AdminItem>, LoadInput>(async () => ({ items: [], total: 0, page: 1, pageSize: 20 })) },
      }),
      { input: {} },
    ).start();
    await waitFor(() => expect(actor.getSnapshot().value).toBe('list'));
    actor.send({ type: 'edit.opened', values: {} });
    actor.send({ type: 'query.changed', page: 1, q: 'new', filters: {} });
    expect(actor.getSnapshot().value).toBe('loading');
    expect(actor.getSnapshot().context).toMatchObject({ editing: null, query: { q: 'new', page: 1 } });
    actor.stop();
  });
});
