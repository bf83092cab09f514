// Model-based tests of the one-answer load machine: every shortest path of the analytics machine is replayed on the
// Analytics screen (the period is a select; a failed call shows sample figures with the notice), and every path of
// the dashboard's (loading → ready, or failed → retry) is replayed on the machine with the screen's state checks.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, createActor, type EventObject, fromPromise } from 'xstate';
import type { Analytics, AnalyticsPeriod } from '../../contract/admin';
import { adminAnalyticsMachine, sampleAnalytics } from '../../machines/adminAnalytics';
import { createLoadMachine } from '../../machines/adminLoad';
import { AnalyticsScreen } from '../../src/admin/screens/analytics';
import { adminTestModel } from './adminModel';

afterEach(cleanup);

type Pending<T> = { resolve(v: T): void; reject(e: unknown): void; params: unknown }[];
type Step = { event: EventObject };

/** A load actor whose calls wait for the test to settle them. */
function deferred<T, P>() {
  const pending: Pending<T> = [];
  const logic = fromPromise<T, { params: P }>(
    ({ input }) => new Promise<T>((resolve, reject) => pending.push({ resolve, reject, params: input.params })),
  );
  const settle = (step: Step) =>
    act(async () => {
      const call = pending.pop()!;
      const e = step.event as { output?: T; error?: unknown };
      if (step.event.type.startsWith('xstate.done')) call.resolve(e.output as T);
      else call.reject(e.error);
    });
  return { pending, logic, settle };
}

const real = (period: AnalyticsPeriod, visitors: number): Analytics => ({
  period,
  totalVisitors: visitors,
  totalMembers: 3,
  totalEvents: 2,
  totalBlogPosts: 1,
  popularPages: [{ page: '/about', visits: visitors }],
  memberGrowth: [{ month: 'May', count: 3 }],
  visitorsByDay: [{ day: '2030-05-01', visitors }],
});

describe('analytics load machine (model-based, replayed on the Analytics screen)', () => {
  const events = [
    { type: 'xstate.done.actor.load', output: real('30d', 4321) },
    { type: 'xstate.error.actor.load', error: { message: 'down' } },
    { type: 'params.changed', params: '7d' },
  ];
  const model = adminTestModel(adminAnalyticsMachine, {
    input: { params: '30d' },
    events,
    serializeState: (state, event) =>
      JSON.stringify([state.value, state.context.params, state.context.sample, state.context.data !== null, event?.type]),
  });
  const paths = model.getShortestPaths();

  it('reaches loading, ready and sample', () => {
    expect(new Set(paths.flatMap((p) => p.steps.map((s) => s.state.value)))).toEqual(new Set(['loading', 'ready', 'sample']));
  });

  for (const path of paths) {
    it(`${String(path.state.value)} via ${path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ')}`, async () => {
      const load = deferred<Analytics, AnalyticsPeriod>();
      const logic = adminAnalyticsMachine.provide({ actors: { load: load.logic } });
      let shown: AnyMachineSnapshot | undefined;
      const user = userEvent.setup();
      render(<AnalyticsScreen logic={logic} />);
      const period = () => screen.getByTestId('period') as HTMLSelectElement;
      const figures = (state: AnyMachineSnapshot) => {
        shown = state;
        expect(period().value).toBe(state.context.params);
        return screen.getByTestId('total-visitors');
      };
      await path.test({
        events: {
          'xstate.done.actor.load': load.settle,
          'xstate.error.actor.load': load.settle,
          'params.changed': (step) => user.selectOptions(period(), (step.event as EventObject & { params: string }).params),
        },
        states: {
          loading: async (state) => {
            expect(load.pending.at(-1)?.params).toBe(state.context.params);
            await waitFor(() => {
              if (state.context.data) figures(state);
              else expect(screen.getByRole('status')).toHaveTextContent('Loading…');
              // Sample figures stay marked as samples while the next period loads.
              expect(screen.queryByText(/These are sample figures/) !== null).toBe(state.context.sample);
            });
          },
          ready: async (state) => {
            await waitFor(() => expect(figures(state)).toHaveTextContent('4,321'));
            expect(screen.queryByText(/These are sample figures/)).toBeNull();
            expect(screen.getByRole('cell', { name: '/about' })).toBeInTheDocument();
          },
          sample: async (state) => {
            await screen.findByText('The analytics could not be loaded. These are sample figures, not real data.');
            const sample = sampleAnalytics(state.context.params);
            expect(figures(state)).toHaveTextContent(sample.totalVisitors.toLocaleString('en-US'));
            expect(screen.getByRole('cell', { name: '/membership' })).toBeInTheDocument();
          },
        },
      });
      expect(shown).toBeDefined();
    });
  }
});

describe('dashboard load machine (model-based): loading → ready, or failed with a retry', () => {
  type Summary = { total: number };
  const machine = createLoadMachine<null, Summary>({ id: 'adminDashboard' });
  const events = [
    { type: 'xstate.done.actor.load', output: { total: 7 } },
    { type: 'xstate.error.actor.load', error: { message: 'Network error. Please check your connection.' } },
    { type: 'retry' },
  ];
  const paths = adminTestModel(machine, { input: { params: null }, events }).getShortestPaths();

  it('reaches every state but sample (the dashboard has no stand-in figures)', () => {
    expect(new Set(paths.flatMap((p) => p.steps.map((s) => s.state.value)))).toEqual(new Set(['loading', 'ready', 'failed']));
  });

  for (const path of paths) {
    it(`${String(path.state.value)} via ${path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ')}`, async () => {
      const load = deferred<Summary, null>();
      const actor = createActor(machine.provide({ actors: { load: load.logic } }), { input: { params: null } }).start();
      const same = (state: AnyMachineSnapshot) => waitFor(() => expect(actor.getSnapshot().value).toBe(state.value));
      await path.test({
        events: {
          'xstate.done.actor.load': load.settle,
          'xstate.error.actor.load': load.settle,
          retry: () => actor.send({ type: 'retry' }),
        },
        states: {
          loading: async (state) => {
            await same(state);
            expect(load.pending).toHaveLength(1);
          },
          ready: async (state) => {
            await same(state);
            expect(actor.getSnapshot().context).toMatchObject({ data: { total: 7 }, error: null, sample: false });
          },
          failed: async (state) => {
            await same(state);
            expect(actor.getSnapshot().context.error).toBe('Network error. Please check your connection.');
          },
        },
      });
      actor.stop();
    });
  }
});
