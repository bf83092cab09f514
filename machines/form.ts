// What every form machine shares: field changes, field errors, the submit failure, and state keys.
//
// Event names: `<subject>.<past tense>`, a fact the machine is told about, never an order:
//   field.changed, form.submitted, dialog.opened, dialog.closed, receipt.selected, receipt.submitted, receipt.uploaded,
//   session.signedIn, session.logoutRequested, session.expired.
// Every invoke has an `id`, so its results are `xstate.done.actor.<id>` / `xstate.error.actor.<id>` in tests and logs.
// Effects (API calls, storage) are actors or actions that the machine only declares; the app provides them once at module
// level and views take the provided machine as an optional `logic` prop (tests pass `machine.provide({...})` with fakes).
// What a view must react to (signed in, go home) is an emitted event (`actor.on(...)`), not a provided action.
import * as v from 'valibot';

import type { ErrorCode } from '../contract/errors';
import type { PrefixedLang } from '../contract/languages';
import { fieldErrors } from '../contract/validators';

/**
 * A form's values as its controls hold them, one per field of the contract schema it is checked with: a boolean field
 * (a checkbox) as true or false, every other field as the text typed or chosen (an empty select is '', tags are the
 * typed text). Derived from the schema so a field added to or removed from the contract changes the form's type.
 */
export type FormValues<S extends v.GenericSchema> = {
  [K in Exclude<keyof v.InferInput<S>, 'translations'>]-?: ControlValue<v.InferInput<S>[K]>;
} & TranslatedValues<v.InferInput<S>>;
/**
 * A form's texts in the other languages (contract/translations.ts), one control each, named by its path:
 * `translations.am.title`.
 */
type TranslatedValues<I> = I extends { translations?: infer T }
  ? { [K in `translations.${PrefixedLang}.${TranslatedKey<T>}`]-?: string }
  : unknown;
type TranslatedKey<T> = keyof NonNullable<NonNullable<T>[keyof NonNullable<T>]> & string;
type ControlValue<T> = [Exclude<T, undefined>] extends [boolean] ? boolean : string;

/** Field name → the message shown under that field. */
export type FieldErrors = Record<string, string>;

/**
 * How a failed request reaches the machine: the server's message, its code and field errors when it sent them. A
 * machine decides on the code, never on the message (which is in the page's language and may be reworded).
 */
export type SubmitFailure = { serverMessage?: string; code?: ErrorCode; fields?: FieldErrors };

/** One field's new value. */
export type FieldChanged<V> = { type: 'field.changed'; field: keyof V & string; value: string | V[keyof V] };

/** The visitor sent the form. `website` is the hidden field only a bot fills in, as the form held it at that moment. */
export type FormSubmitted = { type: 'form.submitted'; website?: string };

/** The honeypot a submitted form carried, kept in context so the submit effect can send it on. */
export const honeypotOf = (event: { type: string; website?: string }): string => (event.type === 'form.submitted' && event.website) || '';

type AnySchema = v.GenericSchema<unknown, unknown>;

export const isValid = (schema: AnySchema, input: unknown): boolean => v.safeParse(schema, input).success;

/** Every field the schema rejects, with its message (empty when the input is valid). */
export function schemaErrors(schema: AnySchema, input: unknown): FieldErrors {
  const result = v.safeParse(schema, input);
  return result.success ? {} : fieldErrors(result.issues);
}

/** The values after one field changed; that field's error (and those of fields it governs) is cleared. */
export function changeField<V>(
  context: { values: V; errors: FieldErrors },
  event: FieldChanged<V>,
  governs: readonly string[] = [],
): { values: V; errors: FieldErrors } {
  const errors: FieldErrors = { ...context.errors };
  for (const field of [event.field, ...governs]) delete errors[field];
  return { values: { ...context.values, [event.field]: event.value }, errors };
}

/** The failure's own server message, else the flow's fallback. */
export const serverMessageOr = (failure: SubmitFailure | undefined, fallback: string): string => failure?.serverMessage || fallback;

/** What a failed submit shows: the server's message (or the fallback) above the form, its field errors under the fields. */
export const submitFailed = (failure: SubmitFailure, fallback: string) => ({
  failure: serverMessageOr(failure, fallback),
  errors: failure.fields ?? {},
});

/** The failure of an invoke's error event as the machine reads it. */
export const asSubmitFailure = (error: unknown): SubmitFailure => (error ?? {}) as SubmitFailure;

/** The person-facing text of a failed call: its message when it has one, else the given fallback. */
export const failureMessage = (error: unknown, fallback: string): string => {
  const message = (error as { message?: unknown } | null | undefined)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
};

/** The throwing stand-in for an effect a machine declares but the app must provide. */
export const notProvided = (machine: string, effect: string) => (): never => {
  throw new Error(`${effect} was not provided to the ${machine} machine`);
};

export { type StateKey, toStateKey } from './stateKey';

/**
 * The editing state of a form machine, named by its first child `ready` ('idle' or 'editing') and a `failed` child:
 * `field.changed` runs `setField`; `form.submitted` goes on to `submitting` with `clearErrors` when `guard` passes, else
 * stays with `showFieldErrors`. The machine implements those three actions.
 */
export const editingState = <G extends string, R extends string>(guard: G, ready: R) => ({
  initial: ready,
  on: {
    'field.changed': { actions: 'setField' as const },
    'form.submitted': [
      { guard, target: 'submitting' as const, actions: 'clearErrors' as const },
      { target: `.${ready}` as const, actions: 'showFieldErrors' as const },
    ],
  },
  states: { [ready]: {}, failed: {} } as Record<R | 'failed', object>,
});
