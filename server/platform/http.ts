// The API's answer shapes ({ data } on success; { error, code, message, fields? } on failure) and input parsing.
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import * as v from 'valibot';
import { type Coded, type CodeRef, coded, codeOf, type ErrorCode, ref } from '../../contract/errors';
import { DEFAULT_LANG } from '../../contract/languages';
import { fieldIssues, isUuid } from '../../contract/validators';
import { messageOf } from '../messages/codes';

/**
 * Thrown anywhere in a handler; the app's error handler turns it into { error, code, message, fields }, its texts
 * looked up by code in the request's language, plus the keys of `extra` when an answer carries more (a refused
 * check-in's ticket and count). Its own `message` is the English text, for logs.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  constructor(
    readonly status: ContentfulStatusCode,
    readonly coded: Coded,
    readonly fields?: Record<string, Coded | CodeRef>,
    readonly headers?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(messageOf(DEFAULT_LANG, coded));
    this.code = codeOf(coded);
  }
}

/** A field of a schema's refusal: valibot's text (the schema's English) and the code the schema gave it, if any. */
export type FieldIssue = { text: string; coded?: Coded };

/**
 * A schema's refusal. Each field's message is worded by its code in the request's language; the refusal's own code
 * is its one field's, or `http.validation` ("Please correct the highlighted fields.") for several.
 */
export class InvalidInput extends ApiError {
  constructor(readonly fieldIssues: Record<string, FieldIssue>) {
    const only = Object.values(fieldIssues);
    super(400, only.length === 1 && only[0]!.coded ? only[0]!.coded : 'http.validation');
  }
}

/** Request headers as Node gives them (lower-case names; set-cookie as a list). */
export type RequestHeaders = Readonly<Record<string, string | string[] | undefined>>;

/** One request header's value (a repeated header joined as HTTP allows). */
export const headerValue = (headers: RequestHeaders, name: string): string | undefined => {
  const v = headers[name];
  return Array.isArray(v) ? v.join(', ') : v;
};

/**
 * The reply kept in `replies` under `variant`, or the one `make` makes, kept while fewer than `keep` are (a client may
 * send any header value, so the kinds of request are counted, never unbounded). A reply never changes once made.
 */
export function memoized<R>(replies: Map<string, R>, variant: string, make: () => R, keep = Number.POSITIVE_INFINITY): R {
  let made = replies.get(variant);
  if (!made) {
    made = make();
    if (replies.size < keep) replies.set(variant, made);
  }
  return made;
}

export const ok = <T>(c: Context, data: T, status: 200 | 201 = 200) => c.json({ data }, status);

export const badRequest = (message: Coded, fields?: Record<string, Coded | CodeRef>) => new ApiError(400, message, fields);
export const notFound = (message: Coded = 'http.notFound') => new ApiError(404, message);
export const conflict = (message: Coded) => new ApiError(409, message);
/** "That event was not found.": `server.notFound` of one of `server.things`. */
export const thingNotFound = (thing: keyof typeof import('../../contract/messages/server').serverMessages.things) =>
  coded('server.notFound', ref(`server.things.${thing}`));

/** Validates any value against a contract schema; 400 with field errors when it does not fit. */
export function validate<S extends v.GenericSchema>(schema: S, value: unknown): v.InferOutput<S> {
  // PostgreSQL cannot store U+0000, nor a lone UTF-16 surrogate (not Unicode at all; jsonb refuses its escape): refuse
  // them here as bad input instead of failing in the database (a 500).
  const nulAt = nulPath(value);
  if (nulAt !== undefined) throw badRequest('server.unstorable', { [nulAt || '_form']: 'server.unstorable' });
  const result = v.safeParse(schema, withMissingKeys(schema, value));
  if (!result.success) {
    const issues = Object.entries(fieldIssues(result.issues));
    throw new InvalidInput(Object.fromEntries(issues.map(([key, issue]) => [key, { text: issue.message, coded: issue.coded }])));
  }
  return result.output;
}

/** U+0000, or a UTF-16 surrogate without its pair. */
const unstorable = (s: string) => s.includes('\u0000') || !(s as string & { isWellFormed(): boolean }).isWellFormed();

/** The top-level key whose value holds an unstorable string ('' for the value itself), or undefined. */
function nulPath(value: unknown, key = '', depth = 0): string | undefined {
  if (typeof value === 'string') return unstorable(value) ? key : undefined;
  if (depth > 8 || value === null || typeof value !== 'object') return undefined;
  for (const [k, item] of Object.entries(value as Record<string, unknown>)) {
    if (typeof k === 'string' && unstorable(k)) return depth === 0 ? k.split('\u0000').join('') : key;
    const found = nulPath(item, depth === 0 ? k : key, depth + 1);
    if (found !== undefined) return found;
  }
  return undefined;
}

/**
 * valibot reports an absent key as "Invalid key: …"; present but undefined, the field's own schema runs and gives its
 * message ("Email is required"). So absent top-level keys of an object schema (or a pipe starting with one) are added.
 */
function withMissingKeys(schema: v.GenericSchema, value: unknown): unknown {
  const s = schema as { entries?: Record<string, unknown>; pipe?: { entries?: Record<string, unknown> }[] };
  const entries = s.entries ?? s.pipe?.[0]?.entries;
  if (!entries || value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const filled: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key of Object.keys(entries)) if (!(key in filled)) filled[key] = undefined;
  return filled;
}

/** Reads a JSON body (415 if not JSON, 400 if malformed) and validates it. */
export async function jsonBody<S extends v.GenericSchema>(c: Context, schema: S): Promise<v.InferOutput<S>> {
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json\b/i.test(type)) throw new ApiError(415, 'http.unsupportedMediaType');
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch (err) {
    if (err instanceof HTTPException || err instanceof ApiError) throw err;
    throw badRequest('http.invalidJson');
  }
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw badRequest('server.notAnObject');
  return validate(schema, raw);
}

/** Validates the query string against a schema. */
export const queryOf = <S extends v.GenericSchema>(c: Context, schema: S): v.InferOutput<S> => validate(schema, c.req.query());

/** Validates a :id path parameter as a UUID; unknown ids are 404s, not 500s. */
export function uuidParam(c: Context, name = 'id', notFoundAs: Coded = thingNotFound('item')): string {
  const id = c.req.param(name) ?? '';
  if (!isUuid(id)) throw notFound(notFoundAs);
  return id.toLowerCase();
}
