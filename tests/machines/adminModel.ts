// xstate/graph's test model for the admin machines. `createTestModel` refuses machines that invoke actors (every
// admin machine loads or saves through one), so the model is the `TestModel` it would build, with the same state
// matching; the events offered in a state are the listed ones the state takes (`snapshot.can`), invoke results
// (`xstate.done.actor.<id>`) included.
import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import type { AnyMachineSnapshot, AnyStateMachine, EventObject } from 'xstate';
import { TestModel } from 'xstate/graph';

export function adminTestModel(
  machine: AnyStateMachine,
  options: {
    input: unknown;
    events: EventObject[];
    serializeState?: (state: AnyMachineSnapshot, event: EventObject | undefined) => string;
    /** Narrows the events a state offers beyond what it takes (e.g. a form's values only in that form's state). */
    allows?: (state: AnyMachineSnapshot, event: EventObject) => boolean;
  },
) {
  return new TestModel<AnyMachineSnapshot, EventObject, unknown>(machine, {
    input: options.input,
    stateMatcher: (state, key) => state.matches(key),
    events: (state) => options.events.filter((event) => state.can(event) && (options.allows?.(state, event) ?? true)),
    ...(options.serializeState ? { serializeState: options.serializeState } : {}),
  });
}

/**
 * A path's state checks for `path.test`: each waits until the screen's own actor is in the state the model reached,
 * then runs that state's check on the actor's snapshot.
 */
export function checksOn<S extends AnyMachineSnapshot, W>(
  assertions: Record<string, (state: S, world: W) => Promise<void>>,
  actor: { getSnapshot(): AnyMachineSnapshot },
  world: W,
) {
  return Object.fromEntries(
    Object.entries(assertions).map(([key, check]) => [
      key,
      async (state: AnyMachineSnapshot) => {
        await waitFor(() => expect(actor.getSnapshot().value).toBe(state.value));
        await check(actor.getSnapshot() as S, world);
      },
    ]),
  );
}
