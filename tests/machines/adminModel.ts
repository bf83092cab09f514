// xstate/graph's test model for the admin machines. `createTestModel` refuses machines that invoke actors (every
// admin machine loads or saves through one), so the model is the `TestModel` it would build, with the same state
// matching; the events offered in a state are the listed ones the state takes (`snapshot.can`), invoke results
// (`xstate.done.actor.<id>`) included.
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
