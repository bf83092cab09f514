// Routes that describe themselves. A route states its input once, with the validators here (`jsonInput`, `queryInput`,
// `uuidInput`, `formInput`): they check the request as the API always has (415, 400 with a coded message per field,
// 404 for an id that cannot exist), hand the handler typed values through `c.req.valid(…)`, type the browser's client,
// and give hono-openapi the request's JSON Schema. `describe(…)` states the rest (what it answers, who may call it),
// and `openApiDocument(app)` makes /api/openapi.json from the routes the app really has.
import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import type { Context, Env, Hono, MiddlewareHandler, ValidationTargets } from 'hono';
import { describeRoute, generateSpecs, uniqueSymbol } from 'hono-openapi';
import * as v from 'valibot';
import { ApiFailureSchema, pagedOf, successOf } from '../../contract/answers';
import type { Coded } from '../../contract/errors';
import { LANG_NAMES, LANGS } from '../../contract/languages';
import { JSON_BODY_LIMIT_BYTES, POST_BODY_LIMIT_BYTES, RECEIPT_MAX_BYTES, RECEIPT_MIME_TYPES } from '../../contract/limits';
import { type Role, STAFF_ROLES } from '../../contract/roles';
import type { AppEnv } from './deps';
import { formBody, HONEYPOT_FIELD } from './forms';
import { jsonBody, notFound, queryOf, thingNotFound, uuidParam } from './http';

type Json = Record<string, unknown>;

/** What a route tells of itself beyond its input (which its validators tell). */
export type RouteDoc = {
  tag: string;
  summary: string;
  description?: string;
  /** Needs `Authorization: Bearer <token>` of a user with one of these roles. */
  roles?: readonly Role[];
  /** A token is read when one is sent, and none is needed. */
  optionalAuth?: boolean;
  /** Needs `Authorization: Bearer <token>` of an account session (POST /api/account/session); staff tokens are refused. */
  account?: boolean;
  /** A body the validators do not read as JSON (a multipart upload): its schema and media types. */
  body?: { schema: v.GenericSchema; types: readonly string[]; description?: string; encoding?: Record<string, { contentType: string }> };
  /** The success answer: a JSON `{ data }` (schema), no body (null), or files of these types. */
  answer: { status: 200 | 201 | 204; schema: v.GenericSchema | null; description: string; files?: Record<string, string> };
  /** Refusals this route gives beyond the ones its input, auth and rate limit imply. */
  errors?: readonly number[];
  /** Refusals whose body carries more than `{ error, message }`: the status, its schema and what it means. */
  refusals?: Record<number, { schema: v.GenericSchema; description: string }>;
  rateLimited?: boolean;
};

/** A valibot schema as JSON Schema 2020-12 (the dialect OpenAPI 3.1 uses): what a client may send, or what it gets. */
export function jsonSchemaOf(schema: v.GenericSchema, mode: 'input' | 'output'): Json {
  const out = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: mode,
    // Checks JSON Schema cannot say (trim, cross-field rules) are left to the error answer.
    errorMode: 'ignore',
    overrideSchema: ({ valibotSchema }) =>
      valibotSchema.type === 'file' ? ({ type: 'string', contentMediaType: 'application/octet-stream' } as JsonSchema) : undefined,
  }) as Json;
  delete out.$schema;
  return out;
}

/** The document's own words for a schema, in the shape hono-openapi reads from a validator. */
const requestSchema = <S extends v.GenericSchema>(schema: S, target: keyof ValidationTargets) => ({
  target,
  vendor: 'valibot',
  validate: (value: unknown) => schema['~standard'].validate(value),
  toJSONSchema: () => jsonSchemaOf(schema, 'input'),
  toOpenAPISchema: async () => ({ schema: jsonSchemaOf(schema, 'input'), components: undefined }),
});

type Validated<T extends keyof ValidationTargets, In, Out> = MiddlewareHandler<
  AppEnv,
  string,
  { in: { [K in T]: In }; out: { [K in T]: Out } }
>;

/** A validator of `target` that the document describes by `schema` and that reads the request with `read`. */
export function validated<T extends keyof ValidationTargets, S extends v.GenericSchema, Out, In = v.InferInput<S>>(
  target: T,
  schema: S,
  read: (c: Context<AppEnv>) => Out | Promise<Out>,
): Validated<T, In, Out> {
  const middleware: Validated<T, In, Out> = async (c, next) => {
    c.req.addValidatedData(target, (await read(c)) as never);
    await next();
  };
  return Object.assign(middleware, { [uniqueSymbol]: requestSchema(schema, target) });
}

/** A JSON body: 415 when it is not JSON, 400 when it is malformed or does not fit `schema`. */
export const jsonInput = <S extends v.GenericSchema>(schema: S) => validated('json', schema, (c) => jsonBody(c, schema));

/**
 * What a public form sends: its fields by name, each as the visitor left it (the server, not the type, judges the
 * values), and the hidden field only a bot fills in.
 */
export type PostedForm<S extends v.GenericSchema> = { [K in keyof v.InferInput<S>]?: unknown } & { [HONEYPOT_FIELD]?: string };

/**
 * A public form's JSON body, checked against `schema`: `undefined` when the hidden field is filled (the handler then
 * answers as if it had stored it, so the bot learns nothing).
 */
export const formInput = <S extends v.GenericSchema>(schema: S, what: string) =>
  validated<'json', S, v.InferOutput<S> | undefined, PostedForm<S>>('json', schema, (c) => formBody(c, schema, what));

/** The query string, checked against `schema` (400 with the wrong fields). */
export const queryInput = <S extends v.GenericSchema>(schema: S) => validated('query', schema, (c) => queryOf(c, schema));

const UuidPath = v.pipe(v.string(), v.uuid(), v.description('A UUID.'));

/**
 * Path parameters that are UUIDs (lower-cased): one that cannot be a UUID is a 404 naming `notFoundAs`, never a 500.
 */
export const uuidInput = <N extends string>(names: readonly N[], notFoundAs: Coded = thingNotFound('item')) =>
  validated('param', v.object(Object.fromEntries(names.map((n) => [n, UuidPath])) as Record<N, typeof UuidPath>), (c) => {
    const out = {} as Record<N, string>;
    for (const name of names) out[name] = uuidParam(c, name, notFoundAs);
    return out;
  });

/** Other path parameters, checked by `schema` (one that does not fit is a 404 naming `notFoundAs`). */
export const pathInput = <S extends v.ObjectSchema<v.ObjectEntries, undefined>>(schema: S, notFoundAs: Coded = 'http.notFound') =>
  validated('param', schema, (c) => {
    const result = v.safeParse(schema, c.req.param());
    if (!result.success) throw notFound(notFoundAs);
    return result.output as v.InferOutput<S>;
  });

export const STAFF = STAFF_ROLES;
export const ADMIN = ['admin'] as const satisfies readonly Role[];

/** A JSON `{ data }` answer of `schema`. */
export const data = (schema: v.GenericSchema, status: 200 | 201 = 200, description = 'Done.') => ({
  status,
  schema: successOf(schema),
  description,
});
/** A page of a staff list, or with ?format=csv all of it as a file. */
export const csvList = (schema: v.GenericSchema, name: string) => ({
  ...data(pagedOf(schema)),
  files: { 'text/csv': `With ?format=csv: every matching ${name} as a CSV download (UTF-8 with BOM).` },
});
/** An answer that is a file of one of these types, not JSON. */
export const file = (description: string, files: Record<string, string>) => ({ status: 200 as const, schema: null, description, files });
export const receiptFile = file(
  'The receipt.',
  Object.fromEntries(RECEIPT_MIME_TYPES.map((type) => [type, 'The receipt file, as an attachment.'])),
);

/** What the document says of a staff read the admin area never calls: it is kept as API for other clients. */
export const FOR_API_CLIENTS = 'For API clients (scripts, other systems); the admin area itself does not call it.';

const DOC = Symbol('routeDoc');
type Described = MiddlewareHandler & { [DOC]: RouteDoc };

/** The route's description: the document's operation, and (for the tests) its answer's schema. */
export function describe<E extends Env = AppEnv>(doc: RouteDoc): MiddlewareHandler<E> {
  // Converting the schemas costs more than the rest of building a route: it waits until a document is asked for, so
  // an app (one per test, one per process) is made without it.
  const middleware = describeRoute({});
  let spec: Json | undefined;
  Object.defineProperty(middleware, uniqueSymbol, {
    get: () => {
      spec ??= operationSpec(doc);
      return { spec };
    },
  });
  return Object.assign(middleware, { [DOC]: doc }) as unknown as MiddlewareHandler<E>;
}

/** What hono-openapi merges into the route's operation: everything but what the validators give. */
function operationSpec(doc: RouteDoc): Json {
  const access = doc.roles
    ? `Needs \`Authorization: Bearer <token>\` of a signed-in ${doc.roles.join(' or ')}.`
    : doc.account
      ? 'Needs `Authorization: Bearer <token>` of an account session; a staff token is refused.'
      : doc.optionalAuth
        ? 'Public; reads the bearer token when one is sent.'
        : 'Public.';
  const responses: Json = {};
  const content: Json = {};
  if (doc.answer.schema) content['application/json'] = { schema: jsonSchemaOf(doc.answer.schema, 'output') };
  for (const [type, description] of Object.entries(doc.answer.files ?? {})) {
    content[type] = {
      schema:
        type.startsWith('text/') || type === 'application/json'
          ? { type: 'string', description }
          : { type: 'string', contentMediaType: type, description },
    };
  }
  responses[String(doc.answer.status)] = { description: doc.answer.description, ...(Object.keys(content).length ? { content } : {}) };
  for (const [status, refusal] of Object.entries(doc.refusals ?? {})) {
    responses[status] = {
      description: refusal.description,
      content: { 'application/json': { schema: jsonSchemaOf(refusal.schema, 'output') } },
    };
  }
  const spec: Json = {
    tags: [doc.tag],
    summary: doc.summary,
    description: [doc.description, access].filter(Boolean).join('\n\n'),
    security: doc.roles ? [{ bearerAuth: [] }] : doc.account ? [{ accountAuth: [] }] : doc.optionalAuth ? [{}, { bearerAuth: [] }] : [],
    ...(doc.roles ? { 'x-roles': [...doc.roles] } : {}),
    responses,
  };
  if (doc.body) {
    const schema = jsonSchemaOf(doc.body.schema, 'input');
    spec.requestBody = {
      required: true,
      ...(doc.body.description ? { description: doc.body.description } : {}),
      content: Object.fromEntries(
        doc.body.types.map((type) => [
          type,
          type === 'multipart/form-data' && doc.body?.encoding ? { schema, encoding: doc.body.encoding } : { schema },
        ]),
      ),
    };
  }
  // Refusals the route's input, access and limits imply, filled in once the validators are known (openApiDocument).
  spec['x-refusals'] = [
    ...(doc.errors ?? []),
    ...(doc.body ? [400, 413, 415] : []),
    ...(doc.roles ? [401, 403] : []),
    ...(doc.account ? [401] : []),
    ...(doc.rateLimited ? [429] : []),
  ];
  return spec;
}

/** Every described route of `app`: its method, its Hono path and its description. */
export function describedRoutes(app: Hono<AppEnv>): { method: string; path: string; doc: RouteDoc }[] {
  return app.routes.flatMap((r) => {
    const doc = (r.handler as Partial<Described>)[DOC];
    return doc ? [{ method: r.method.toLowerCase(), path: r.path, doc }] : [];
  });
}

export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** The operation's id: its method and the words of its path ("postEventsIdRegister"). */
const operationId = (method: string, path: string) =>
  `${method}${openApiPath(path)
    .replace(/^\/api/, '')
    .replace(/[{}]/g, '')
    .split(/[/.-]/)
    .filter(Boolean)
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join('')}`;

/**
 * Each operation as the API's readers know it: its id, the refusals its input implies (a body: 400, 413 and 415; a
 * query: 400; a path id: 404) as references to the shared answers, and nothing of hono-openapi's own default 400.
 */
function finishOperation(method: string, path: string, op: Json): Json {
  const responses = { ...(op.responses as Json) };
  const refusals = new Set<number>((op['x-refusals'] as number[] | undefined) ?? []);
  delete op['x-refusals'];
  const parameters = (op.parameters as { in: string }[] | undefined) ?? [];
  if (op.requestBody) for (const s of [400, 413, 415]) refusals.add(s);
  if (parameters.some((p) => p.in === 'query')) refusals.add(400);
  if (parameters.some((p) => p.in === 'path')) refusals.add(404);
  for (const status of [...refusals].sort()) responses[String(status)] ??= { $ref: `#/components/responses/${status}` };
  responses.default = { $ref: '#/components/responses/default' };
  // The document lists its keys in the order a reader looks for them.
  const { summary, tags, description, security, parameters: params, requestBody, responses: _, ...rest } = op;
  delete rest.operationId;
  return {
    operationId: operationId(method, path),
    tags,
    summary,
    description,
    security,
    ...rest,
    ...(params ? { parameters: params } : {}),
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

const STATUS_TEXT: Record<number, string> = {
  400: 'The input was refused: `fields` names each wrong field.',
  401: 'No valid bearer token was sent.',
  403: 'Refused for this user (role, account status or origin).',
  404: 'No such item.',
  409: 'Conflicts with what is stored.',
  410: 'Gone: a sign-in link already used, expired or unknown; ask for a new one.',
  413: 'The body is too large.',
  415: 'The body is not of a type this route reads.',
  429: 'Too many requests from this address: wait the seconds Retry-After says.',
  503: 'Busy or degraded: try again shortly.',
};

/** The API's OpenAPI 3.1 document: every described route of `app`, with the shared refusals and sign-in schemes. */
export async function openApiDocument(app: Hono<AppEnv>): Promise<Json> {
  const generated = (await generateSpecs(app, {
    documentation: { openapi: '3.1.0' },
    // /api/openapi.json is a route like the others, not a static file.
    excludeStaticFile: false,
    // A refused input is the shared coded refusal (`components.responses.400`), not hono-openapi's own shape.
    defaultValidationErrorResponse: false,
  })) as unknown as {
    paths: Record<string, Record<string, Json>>;
  };
  const paths: Record<string, Record<string, Json>> = {};
  for (const [path, item] of Object.entries(generated.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!op || typeof op !== 'object' || !('summary' in op)) continue;
      paths[path] ??= {};
      paths[path][method] = finishOperation(method, path, op);
    }
  }
  const tags = [...new Set(Object.values(paths).flatMap((item) => Object.values(item).flatMap((op) => op.tags as string[])))];
  const failure = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };
  const errorResponses: Json = Object.fromEntries(
    Object.entries(STATUS_TEXT).map(([status, description]) => [
      status,
      {
        description,
        content: failure,
        ...(status === '429' || status === '503'
          ? { headers: { 'Retry-After': { description: 'Seconds to wait before trying again.', schema: { type: 'integer' } } } }
          : {}),
      },
    ]),
  );
  errorResponses.default = { description: 'Any other refusal or a server error (500, with a requestId for the log).', content: failure };
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ethiopian Cassava Association API',
      version: '1.0.0',
      description: [
        'The JSON API behind the association\'s website. Every success answer is `{ "data": … }`; every refusal is ' +
          '`{ "error", "code", "message", "fields"? }`: `error` and `message` in the language of `Accept-Language` (' +
          `${LANGS.map((lang) => `\`${lang}\` ${LANG_NAMES[lang]}`).join(', ')}), \`code\`` +
          ' the same in every language (the key of the text, e.g. `events.registrationClosed`: a ' +
          'program branches on it, never on the words), `fields` maps each wrong field to what is wrong with it.',
        'Staff sign in with `POST /api/auth/login` and send the token they get as `Authorization: Bearer <token>`. ' +
          'Each staff route says which roles it accepts (`x-roles`). Members and applicants reach their own records ' +
          '(/api/account) with a sign-in link by mail instead, exchanged for a token of its own kind.',
        `JSON bodies may be at most ${JSON_BODY_LIMIT_BYTES / 1024} KB (a staff blog post ${POST_BODY_LIMIT_BYTES / 1024 / 1024} MB, the receipt upload ${RECEIPT_MAX_BYTES / 1024 / 1024} MB).`,
      ].join('\n\n'),
    },
    tags: tags.map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: jsonSchemaOf(ApiFailureSchema, 'output') },
      responses: errorResponses,
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token POST /api/auth/login answers with.' },
        accountAuth: { type: 'http', scheme: 'bearer', description: 'The token POST /api/account/session answers with.' },
      },
    },
  };
}
