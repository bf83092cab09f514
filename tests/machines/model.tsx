// What the model-based tests share: the xstate/graph test model plumbing (state checks and event executors), fake effects
// that wait until the test settles them, one path per distinct view, rendering a view under a router, and the
// field-error checks every visitor form makes.
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { expect } from 'vitest';
import {
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  fromPromise,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import { TestModel, type TestModelOptions, type TestParam } from 'xstate/graph';
import { type StateKey, toStateKey } from '../../machines/form';

type Typed = { type: string };
/** A path of the model as far as these helpers read it. */
type PathLike = { state: { value: StateValue }; steps: { state: { value: StateValue }; event: Typed }[] };

/**
 * The machine as an xstate/graph TestModel whose state checks are keyed by leaf state ('open.form.editing'): each runs
 * on exactly that leaf. (createTestModel, the usual wrapper, refuses machines with invokes or delays, so this builds the
 * TestModel it wraps.) Paths are kept even when a longer path contains them, so each end state is its own test.
 */
export function testModel<M extends AnyStateMachine>(
  machine: M,
  options: Pick<TestModelOptions<SnapshotFrom<M>, EventFromLogic<M>, unknown>, 'events' | 'serializeState' | 'input'>,
) {
  const model = new TestModel<SnapshotFrom<M>, EventFromLogic<M>, unknown>(machine as never, {
    ...options,
    stateMatcher: (s, key) => toStateKey((s as { value: StateValue }).value) === key,
  });
  return { model, shortestPaths: () => model.getShortestPaths({ allowDuplicatePaths: true }) };
}

/**
 * The shortest paths of the machine's model over `events`, where the event that led to a state is part of the node, so
 * the paths cover every transition, not only every state. Each state is offered only the events it takes: an actor's
 * done/error event exists only while that actor runs (elsewhere xstate treats it as fatal).
 */
export function transitionPaths<M extends AnyStateMachine>(machine: M, events: readonly Typed[]) {
  return testModel(machine, {
    serializeState: (state, event) => {
      const { value, context } = state as AnyMachineSnapshot;
      return JSON.stringify([value, context, event ?? null]);
    },
    events: (state) => events.filter((e) => (state as AnyMachineSnapshot).can(e)) as EventFromLogic<M>[],
  }).shortestPaths();
}

/** How the test performs each event of the model on the view (keyed by event type); `to` is the state it leads to. */
export type Executors<E extends Typed> = { [T in E['type']]?: (event: Extract<E, { type: T }>, to: { value: StateValue }) => unknown };

/** One check of the rendered view for every leaf state of the machine: the map must name them all. */
export type StateChecks<M extends AnyStateMachine, W = undefined> = Record<StateKey<M>, (s: SnapshotFrom<M>, world: W) => Promise<void>>;

/**
 * The `path.test()` parameters: each leaf state's check (run after every step that reaches it) and each event's
 * executor. `world.lastEvent` is the event that led to the state being checked.
 */
export function testParams<M extends AnyStateMachine, E extends Typed, W extends { lastEvent?: E | Typed }>(
  checks: StateChecks<M, W>,
  executors: Executors<E>,
  world: W,
): TestParam<SnapshotFrom<M>, EventFromLogic<M>> {
  const states = Object.fromEntries(
    Object.entries(checks).map(([key, check]) => [key, (s: SnapshotFrom<M>) => (check as StateChecks<M, W>[StateKey<M>])(s, world)]),
  );
  const events = Object.fromEntries(
    Object.entries(executors).map(([type, exec]) => [
      type,
      async (step: { event: E; state: { value: StateValue } }) => {
        world.lastEvent = step.event;
        await (exec as (e: E, to: { value: StateValue }) => unknown)(step.event, step.state);
      },
    ]),
  );
  return { states, events } as unknown as TestParam<SnapshotFrom<M>, EventFromLogic<M>>;
}

/** The leaf states a set of paths passes through. */
export const visitedKeys = (paths: PathLike[]) =>
  [...new Set(paths.flatMap((p) => p.steps.map((step) => toStateKey(step.state.value) as string)))].sort();

/** The leaf states a set of paths ends in. */
export const endKeys = (paths: PathLike[]) => [...new Set(paths.map((p) => toStateKey(p.state.value) as string))].sort();

/** The path's leaf state and the events that lead there, as a test title. */
export const describePath = (path: PathLike, detail = '') =>
  `${toStateKey(path.state.value)}${detail} via ${path.steps.map((st) => st.event.type.replace('xstate.', '')).join(' → ')}`;

/** The shortest path to each distinct view (as `view` tells them apart). */
export function onePathPerView<P extends { steps: unknown[] }>(paths: P[], view: (path: P) => string): P[] {
  const byView = new Map<string, P>();
  for (const path of paths) {
    const key = view(path);
    const seen = byView.get(key);
    if (!seen || seen.steps.length > path.steps.length) byView.set(key, path);
  }
  return [...byView.values()];
}

/**
 * A promise effect whose calls wait, in order, until the test resolves or rejects them. With `latest`, the test settles
 * the newest call instead (a machine that leaves a state early leaves that state's call unsettled behind it).
 */
export function pendingEffect<TOutput, TInput = void>(settles: 'oldest' | 'latest' = 'oldest') {
  const calls: TInput[] = [];
  const waiting: { resolve(output: TOutput): void; reject(error: unknown): void }[] = [];
  return {
    calls,
    logic: fromPromise<TOutput, TInput>(
      ({ input }) =>
        new Promise<TOutput>((resolve, reject) => {
          calls.push(input);
          waiting.push({ resolve, reject });
        }),
    ),
    resolve: (output: TOutput) => act(async () => (settles === 'latest' ? waiting.pop() : waiting.shift())!.resolve(output)),
    reject: (error: unknown) => act(async () => (settles === 'latest' ? waiting.pop() : waiting.shift())!.reject(error)),
  };
}

/** Renders a view as the one route of a router at `path` (views with links need one). */
export function renderRoute(path: string, view: () => ReactNode, wrap: (app: ReactNode) => ReactNode = (app) => app) {
  const rootRoute = createRootRoute({ component: () => <>{view()}</> });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: [path] }) });
  return render(wrap(<RouterProvider router={router as never} />));
}

/**
 * What a sent form led to, as the person meets it: a status region whose heading (named `title`) holds the focus, so
 * it is brought on screen and read out.
 */
export async function expectFocusedConfirmation(inside: HTMLElement, title: string) {
  const heading = await within(inside).findByRole('heading', { name: title });
  expect(heading.closest('[role="status"]')).not.toBeNull();
  expect(document.activeElement).toBe(heading);
}

/**
 * The field errors as a visitor's form shows them: focus on the first invalid field, each field marked invalid and
 * described by its message, announced as an alert.
 */
export function expectFieldErrors(form: HTMLElement, errors: Record<string, string>) {
  if (Object.keys(errors).length > 0) expect(document.activeElement).toBe(form.querySelector('[aria-invalid="true"]'));
  for (const [field, message] of Object.entries(errors)) {
    const input = form.querySelector(`[name="${field}"]`)!;
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const shown = document.getElementById(input.getAttribute('aria-describedby')!.split(' ').at(-1)!);
    expect(shown).toHaveTextContent(message);
    expect(shown).toHaveAttribute('role', 'alert');
  }
}

/** A visitor's dialog form: open it from its button, change a field (the terms by their checkbox). */
export function dialogFormExecutors(user: UserEvent, trigger: string) {
  const dialog = () => screen.getByRole('dialog');
  return {
    // A trigger is a link to the flow's page (the app opens the dialog instead) or a button.
    'dialog.opened': () => user.click(screen.queryByRole('link', { name: trigger }) ?? screen.getByRole('button', { name: trigger })),
    'field.changed': async (event: { field: string; value: unknown }) => {
      if (event.field === 'terms') await user.click(within(dialog()).getByRole('checkbox', { name: /terms and conditions/ }));
      else fireEvent.change(dialog().querySelector(`[name="${event.field}"]`)!, { target: { value: event.value } });
    },
  };
}
