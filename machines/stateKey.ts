// A machine's state as one dotted key ('open.submitted.uploading'), apart from the form helpers (machines/form.ts),
// which bring the validation library: a view that only reads its state key stays light on a page's first view.
import type { AnyStateMachine, StateValue, StateValueFrom } from 'xstate';

// Every leaf state of a machine as one dotted key, derived from the machine's own type.
type ParentKeys<T> = T extends object ? keyof T & string : never;
type Leaves<T> = LeafOf<Exclude<T, ParentKeys<T>>>;
type LeafOf<U> = U extends string ? U : { [K in keyof U & string]: `${K}.${Leaves<NonNullable<U[K]>>}` }[keyof U & string];
export type StateKey<TMachine extends AnyStateMachine> = Leaves<StateValueFrom<TMachine>>;

/** A snapshot's state value as its leaf key ("open.submitted.uploading"), for views and exhaustive test maps. */
export function toStateKey<TMachine extends AnyStateMachine>(value: StateValue): StateKey<TMachine> {
  if (typeof value === 'string') return value as StateKey<TMachine>;
  const [key, child] = Object.entries(value)[0] ?? ['', ''];
  return `${key}.${toStateKey(child as StateValue)}` as StateKey<TMachine>;
}
