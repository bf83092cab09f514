// The envelope every /api answer uses: { data } on success, { error, message, fields? } on failure. The shapes are valibot schemas in answers.ts.
import type * as v from 'valibot';
import type { ApiFailureSchema } from './answers';

export type ApiSuccess<T> = { data: T };
export type ApiFailure = v.InferOutput<typeof ApiFailureSchema>;
export type Paged<T> = { items: T[]; total: number; page: number; pageSize: number };
