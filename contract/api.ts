// The envelope every /api answer uses: { data } on success, { error, message, fields? } on failure. The shapes are valibot schemas in answers.ts.
import type * as v from 'valibot';
import type { ApiFailureSchema, pagedOf } from './answers';

export type ApiFailure = v.InferOutput<typeof ApiFailureSchema>;
/** One page of a staff list of `T`. */
export type Paged<T> = Omit<v.InferOutput<ReturnType<typeof pagedOf<v.GenericSchema>>>, 'items'> & { items: T[] };
