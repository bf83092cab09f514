// The API describing itself: every /api route, with the contract's valibot schemas it validates its input with and the
// answer schemas of contract/answers.ts, turned into an OpenAPI 3.1 document (served at /api/openapi.json).
import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import { ListQuerySchema, UserEditSchema } from '../contract/admin';
import {
  AdminApplicationSchema,
  AdminBlogPostSchema,
  AdminEventSchema,
  AdminMessageSchema,
  AdminRegistrationSchema,
  AdminResourceSchema,
  AdminUserSchema,
  AnalyticsSchema,
  ApiFailureSchema,
  ApplicationDetailSchema,
  ApplicationReceivedSchema,
  ApplicationsSchema,
  BlogPostSchema,
  ContactMessagesSchema,
  ContactReceivedSchema,
  DashboardAnswerSchema,
  DeletedSchema,
  EventRegistrationsSchema,
  EventRemovedSchema,
  HealthSchema,
  LoginResultSchema,
  PublicEventSchema,
  pagedOf,
  ReceiptHistorySchema,
  ReceiptReceivedSchema,
  RegistrationReceivedSchema,
  ResourceSchema,
  SignedOutEverywhereSchema,
  SignedOutSchema,
  successOf,
  UserAnswerSchema,
} from '../contract/answers';
import { LoginSchema, RegisterRequestSchema } from '../contract/auth';
import { ContactSchema, MessageStatusSchema } from '../contract/contact';
import { BlogPostFormSchema, ResourceFormSchema } from '../contract/content';
import { EventFormSchema, RegistrationSchema } from '../contract/events';
import { JSON_BODY_LIMIT_BYTES, RECEIPT_MAX_BYTES, RECEIPT_MIME_TYPES } from '../contract/limits';
import { ApplicationSchema, ApplicationStatusSchema } from '../contract/membership';
import { APPLICATION_STATUSES, MESSAGE_STATUSES, type Role } from '../contract/roles';
import { AnalyticsQuery } from './routes/admin/dashboard';
import { PageViewSchema } from './routes/analytics';
import { CategoryQuery } from './routes/content';

type Method = 'get' | 'post' | 'put' | 'delete';
type ObjectSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/** One route under /api, as the document tells it. */
export type ApiRoute = {
  method: Method;
  /** Hono's spelling: /api/events/:id */
  path: string;
  tag: string;
  summary: string;
  description?: string;
  /** Needs `Authorization: Bearer <token>` of a user with one of these roles. */
  roles?: readonly Role[];
  /** A token is read when one is sent, and none is needed. */
  optionalAuth?: boolean;
  /** The :params of the path, each as the route checks it. */
  params?: Record<string, v.GenericSchema>;
  query?: ObjectSchema;
  /** A JSON body (and any other media types that take the same fields). */
  body?: { schema: v.GenericSchema; types?: readonly string[]; description?: string; encoding?: Record<string, { contentType: string }> };
  /** The success answer: a JSON `{ data }` (schema), no body (null), or files of these types. */
  answer: { status: 200 | 201 | 204; schema: v.GenericSchema | null; description: string; files?: Record<string, string> };
  /** Refusals this route gives beyond the ones its input, auth and rate limit imply. */
  errors?: readonly number[];
  rateLimited?: boolean;
};

const STAFF = ['admin', 'moderator'] as const satisfies readonly Role[];
const ADMIN = ['admin'] as const satisfies readonly Role[];
const SIGNED_IN = ['user', 'moderator', 'admin'] as const satisfies readonly Role[];

// Path parameters, as the routes check them (anything else is a 404).
const Uuid = v.pipe(v.string(), v.uuid(), v.description('A UUID.'));
const TextId = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,100}$/), v.description('A UUID, or the readable id of built-in content.'));
const ReceiptId = v.pipe(v.string(), v.regex(/^\d{1,15}$/), v.description('The receipt number from the receipt history.'));

// Query parameters the staff lists read beside ?page=&pageSize=&q=.
const FORMATS = ['json', 'csv'] as const;
const listQuery = (extra: v.ObjectEntries = {}) =>
  v.object({
    ...ListQuerySchema.entries,
    format: v.optional(v.picklist(FORMATS), 'json'),
    ...extra,
  });
const statusFilter = (statuses: readonly string[]) => ({
  status: v.optional(v.picklist(['all', ...statuses]), 'all'),
});

/** The receipt upload's form fields (the route streams them; the file is read and sniffed as it comes). */
const ReceiptUploadSchema = v.object({
  applicationId: v.pipe(v.string(), v.uuid()),
  receipt: v.pipe(v.file(), v.mimeType(RECEIPT_MIME_TYPES), v.maxSize(RECEIPT_MAX_BYTES)),
});

const json = (schema: v.GenericSchema) => ({ schema, types: ['application/json'] });
const data = (schema: v.GenericSchema, status: 200 | 201 = 200, description = 'Done.') => ({
  status,
  schema: successOf(schema),
  description,
});
const csvList = (name: string) => ({ 'text/csv': `With ?format=csv: every matching ${name} as a CSV download (UTF-8 with BOM).` });

const receiptFiles: Record<string, string> = Object.fromEntries(
  RECEIPT_MIME_TYPES.map((type) => [type, 'The receipt file, as an attachment.']),
);

/** Every route under /api. A test checks this list against the routes the app serves. */
export const API_ROUTES: readonly ApiRoute[] = [
  // The API's own description.
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'Docs',
    summary: 'This OpenAPI 3.1 document',
    answer: { status: 200, schema: null, description: 'The document.', files: { 'application/json': 'The OpenAPI document.' } },
  },
  {
    method: 'get',
    path: '/api/docs',
    tag: 'Docs',
    summary: 'This document as a readable page',
    answer: { status: 200, schema: null, description: 'An HTML page.', files: { 'text/html': 'The reference page.' } },
  },
  {
    method: 'get',
    path: '/api/health',
    tag: 'Health',
    summary: 'Whether the server and its database are up',
    answer: data(HealthSchema, 200, 'Up; 503 with the same shape (status "degraded") when the database is unreachable.'),
    errors: [503],
  },

  // Staff accounts.
  {
    method: 'post',
    path: '/api/auth/register',
    tag: 'Auth',
    summary: 'Create an account',
    description:
      'The first account on a new database becomes an active admin; every later one is an inactive user until an admin promotes it.',
    body: json(RegisterRequestSchema),
    answer: data(UserAnswerSchema, 201, 'Created.'),
    errors: [409],
    rateLimited: true,
  },
  {
    method: 'post',
    path: '/api/auth/login',
    tag: 'Auth',
    summary: 'Sign in: a bearer token for the other staff routes',
    body: json(LoginSchema),
    answer: data(LoginResultSchema, 200, 'Signed in; send `Authorization: Bearer <token>` from now on.'),
    errors: [401, 403],
    rateLimited: true,
  },
  {
    method: 'post',
    path: '/api/auth/logout',
    tag: 'Auth',
    summary: 'Sign out: ends the session of the token sent, if any',
    optionalAuth: true,
    answer: data(SignedOutSchema),
  },
  {
    method: 'post',
    path: '/api/auth/logout-all',
    tag: 'Auth',
    summary: 'Sign out everywhere: ends every session of the signed-in user, this one included',
    roles: SIGNED_IN,
    answer: data(SignedOutEverywhereSchema),
  },
  {
    method: 'get',
    path: '/api/auth/me',
    tag: 'Auth',
    summary: 'The signed-in user',
    roles: SIGNED_IN,
    answer: data(UserAnswerSchema),
  },

  // Public content.
  {
    method: 'get',
    path: '/api/events',
    tag: 'Content',
    summary: 'Published events: upcoming soonest first, then past ones',
    answer: data(v.array(PublicEventSchema)),
  },
  {
    method: 'get',
    path: '/api/events/:id',
    tag: 'Content',
    summary: 'One published event',
    params: { id: Uuid },
    answer: data(PublicEventSchema),
  },
  {
    method: 'get',
    path: '/api/blog-posts',
    tag: 'Content',
    summary: 'Blog posts, newest first',
    query: CategoryQuery,
    answer: data(v.array(BlogPostSchema)),
  },
  {
    method: 'get',
    path: '/api/blog-posts/:id',
    tag: 'Content',
    summary: 'One blog post with its (sanitized) body',
    params: { id: TextId },
    answer: data(BlogPostSchema),
  },
  {
    method: 'get',
    path: '/api/resources',
    tag: 'Content',
    summary: 'Resources, newest first',
    query: CategoryQuery,
    answer: data(v.array(ResourceSchema)),
  },

  // What the public sends.
  {
    method: 'post',
    path: '/api/events/:id/register',
    tag: 'Public forms',
    summary: 'Register for an event',
    params: { id: Uuid },
    body: json(RegistrationSchema),
    answer: data(RegistrationReceivedSchema, 201, 'Registered; a confirmation mail is on its way.'),
    errors: [409],
    rateLimited: true,
  },
  {
    method: 'post',
    path: '/api/membership/apply',
    tag: 'Public forms',
    summary: 'Apply for membership',
    body: json(ApplicationSchema),
    answer: data(ApplicationReceivedSchema, 201, 'Received; upload the bank receipt next.'),
    rateLimited: true,
  },
  {
    method: 'post',
    path: '/api/upload-receipt',
    tag: 'Public forms',
    summary: 'Upload the bank receipt of a pending application (JPEG, PNG or PDF, at most 5 MB)',
    description: 'Each upload is kept; the latest is the one staff judge.',
    body: {
      schema: ReceiptUploadSchema,
      types: ['multipart/form-data'],
      encoding: { receipt: { contentType: RECEIPT_MIME_TYPES.join(', ') } },
    },
    answer: data(ReceiptReceivedSchema, 201, 'Stored.'),
    errors: [404, 409, 503],
    rateLimited: true,
  },
  {
    method: 'post',
    path: '/api/contact',
    tag: 'Public forms',
    summary: 'Write to the staff',
    body: json(ContactSchema),
    answer: data(ContactReceivedSchema, 201, 'Received.'),
    rateLimited: true,
  },
  {
    method: 'post',
    path: '/api/analytics/pageview',
    tag: 'Public forms',
    summary: 'Count a page view (no cookie, no stored address)',
    body: json(PageViewSchema),
    answer: { status: 204, schema: null, description: 'Counted.' },
    errors: [403],
    rateLimited: true,
  },

  // Staff reads outside /api/admin.
  {
    method: 'get',
    path: '/api/events/:id/registrations',
    tag: 'Staff',
    summary: "An event's registrations, newest first",
    roles: STAFF,
    params: { id: Uuid },
    answer: data(EventRegistrationsSchema),
  },
  {
    method: 'get',
    path: '/api/contact',
    tag: 'Staff',
    summary: 'The latest 500 contact messages',
    roles: STAFF,
    answer: data(ContactMessagesSchema),
  },
  {
    method: 'get',
    path: '/api/membership/applications',
    tag: 'Staff',
    summary: 'The latest 500 membership applications',
    roles: STAFF,
    answer: data(ApplicationsSchema),
  },
  {
    method: 'get',
    path: '/api/membership/applications/user',
    tag: 'Staff',
    summary: "The applications sent with the signed-in staff member's own email address",
    roles: STAFF,
    answer: data(ApplicationsSchema),
  },
  {
    method: 'get',
    path: '/api/membership/applications/:id',
    tag: 'Staff',
    summary: 'One membership application with its receipt history',
    roles: STAFF,
    params: { id: Uuid },
    answer: data(ApplicationDetailSchema),
  },

  // The staff area.
  {
    method: 'get',
    path: '/api/admin/dashboard-summary',
    tag: 'Admin',
    summary: 'Dashboard counts, recent activity and system status',
    roles: STAFF,
    answer: data(DashboardAnswerSchema),
  },
  {
    method: 'get',
    path: '/api/admin/analytics',
    tag: 'Admin',
    summary: 'Visitors, members and popular pages over a period',
    roles: STAFF,
    query: AnalyticsQuery,
    answer: data(AnalyticsSchema),
  },
  {
    method: 'get',
    path: '/api/admin/backup',
    tag: 'Admin',
    summary: 'Download a backup of the whole database, written now',
    roles: ADMIN,
    answer: { status: 200, schema: null, description: 'The backup.', files: { 'application/gzip': 'A gzipped backup file.' } },
  },
  ...crud('events', 'Events', 'event', {
    item: AdminEventSchema,
    form: EventFormSchema,
    params: Uuid,
    removed: EventRemovedSchema,
    removeSummary: 'Delete an event (archived instead, with its registrations kept, when people registered)',
  }),
  ...crud('blog-posts', 'Blog posts', 'blog post', { item: AdminBlogPostSchema, form: BlogPostFormSchema, params: TextId }),
  ...crud('resources', 'Resources', 'resource', {
    item: AdminResourceSchema,
    form: ResourceFormSchema,
    params: TextId,
    createTypes: ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'],
  }),
  {
    method: 'get',
    path: '/api/admin/users',
    tag: 'Admin',
    summary: 'Accounts, newest first',
    roles: ADMIN,
    query: ListQuerySchema,
    answer: data(pagedOf(AdminUserSchema)),
  },
  {
    method: 'put',
    path: '/api/admin/users/:id',
    tag: 'Admin',
    summary: "Edit an account (a new role or status ends the user's sessions)",
    roles: ADMIN,
    params: { id: Uuid },
    body: json(UserEditSchema),
    answer: data(AdminUserSchema),
    errors: [409],
  },
  {
    method: 'delete',
    path: '/api/admin/users/:id',
    tag: 'Admin',
    summary: 'Delete an account (never your own, never the last active admin)',
    roles: ADMIN,
    params: { id: Uuid },
    answer: data(DeletedSchema),
    errors: [409],
  },
  {
    method: 'get',
    path: '/api/admin/registrations',
    tag: 'Admin',
    summary: 'Event registrations, newest first',
    roles: STAFF,
    query: listQuery({ eventId: v.optional(v.pipe(v.string(), v.uuid())) }),
    answer: { ...data(pagedOf(AdminRegistrationSchema)), files: csvList('registration') },
  },
  {
    method: 'get',
    path: '/api/admin/contact-messages',
    tag: 'Admin',
    summary: 'Contact messages, newest first',
    roles: STAFF,
    query: listQuery(statusFilter(MESSAGE_STATUSES)),
    answer: { ...data(pagedOf(AdminMessageSchema)), files: csvList('message') },
  },
  {
    method: 'put',
    path: '/api/admin/contact-messages/:id/status',
    tag: 'Admin',
    summary: "Set a message's status",
    roles: STAFF,
    params: { id: Uuid },
    body: json(MessageStatusSchema),
    answer: data(AdminMessageSchema),
  },
  {
    method: 'get',
    path: '/api/admin/membership-applications',
    tag: 'Admin',
    summary: 'Membership applications, newest first',
    roles: STAFF,
    query: listQuery(statusFilter(APPLICATION_STATUSES)),
    answer: { ...data(pagedOf(AdminApplicationSchema)), files: csvList('application') },
  },
  {
    method: 'put',
    path: '/api/admin/membership-applications/:id/status',
    tag: 'Admin',
    summary: 'Approve or reject an application (the applicant is told by mail)',
    roles: STAFF,
    params: { id: Uuid },
    body: json(ApplicationStatusSchema),
    answer: data(AdminApplicationSchema),
  },
  {
    method: 'get',
    path: '/api/admin/membership-applications/:id/receipt',
    tag: 'Admin',
    summary: "Download an application's latest receipt",
    roles: STAFF,
    params: { id: Uuid },
    answer: { status: 200, schema: null, description: 'The receipt.', files: receiptFiles },
  },
  {
    method: 'get',
    path: '/api/admin/membership-applications/:id/receipts',
    tag: 'Admin',
    summary: "An application's receipts, newest first (without their bytes)",
    roles: STAFF,
    params: { id: Uuid },
    answer: data(ReceiptHistorySchema),
  },
  {
    method: 'get',
    path: '/api/admin/membership-applications/:id/receipts/:receiptId',
    tag: 'Admin',
    summary: 'Download one receipt of the history',
    roles: STAFF,
    params: { id: Uuid, receiptId: ReceiptId },
    answer: { status: 200, schema: null, description: 'The receipt.', files: receiptFiles },
  },
];

/** List, read, create, edit and delete of one kind of staff content under /api/admin. */
function crud(
  segment: string,
  tag: string,
  noun: string,
  o: {
    item: v.GenericSchema;
    form: v.GenericSchema;
    params: v.GenericSchema;
    removed?: v.GenericSchema;
    removeSummary?: string;
    createTypes?: readonly string[];
  },
): ApiRoute[] {
  const base = `/api/admin/${segment}`;
  const one = { roles: STAFF, tag, params: { id: o.params } };
  return [
    {
      method: 'get',
      path: base,
      tag,
      roles: STAFF,
      summary: `${tag}, newest first`,
      query: ListQuerySchema,
      answer: data(pagedOf(o.item)),
    },
    { method: 'get', path: `${base}/:id`, ...one, summary: `One ${noun}`, answer: data(o.item) },
    {
      method: 'post',
      path: base,
      tag,
      roles: STAFF,
      summary: `Create a ${noun}`,
      body: { schema: o.form, types: o.createTypes ?? ['application/json'] },
      answer: data(o.item, 201, 'Created.'),
    },
    { method: 'put', path: `${base}/:id`, ...one, summary: `Edit a ${noun}`, body: json(o.form), answer: data(o.item) },
    {
      method: 'delete',
      path: `${base}/:id`,
      ...one,
      summary: o.removeSummary ?? `Delete a ${noun}`,
      answer: data(o.removed ?? DeletedSchema),
    },
  ];
}

/** `/api/events/:id` → `/api/events/{id}` */
export const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

const STATUS_TEXT: Record<number, string> = {
  400: 'The input was refused: `fields` names each wrong field.',
  401: 'No valid bearer token was sent.',
  403: 'Refused for this user (role, account status or origin).',
  404: 'No such item.',
  409: 'Conflicts with what is stored.',
  413: 'The body is too large.',
  415: 'The body is not of a type this route reads.',
  429: 'Too many requests from this address: wait the seconds Retry-After says.',
  503: 'Busy or degraded: try again shortly.',
};

type Json = Record<string, unknown>;

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

const errorRef = (status: number) => ({ $ref: `#/components/responses/${status}` });

function operation(route: ApiRoute): Json {
  const op: Json = {
    operationId: `${route.method}${openApiPath(route.path)
      .replace(/^\/api/, '')
      .replace(/[{}]/g, '')
      .split(/[/.-]/)
      .filter(Boolean)
      .map((w) => w[0]!.toUpperCase() + w.slice(1))
      .join('')}`,
    tags: [route.tag],
    summary: route.summary,
  };
  const access = route.roles
    ? `Needs \`Authorization: Bearer <token>\` of a signed-in ${route.roles.join(' or ')}.`
    : route.optionalAuth
      ? 'Public; reads the bearer token when one is sent.'
      : 'Public.';
  op.description = [route.description, access].filter(Boolean).join('\n\n');
  if (route.roles) {
    op.security = [{ bearerAuth: [] }];
    op['x-roles'] = [...route.roles];
  } else op.security = route.optionalAuth ? [{}, { bearerAuth: [] }] : [];

  const parameters: Json[] = [];
  for (const [name, schema] of Object.entries(route.params ?? {})) {
    const js = jsonSchemaOf(schema, 'input');
    const { description, ...rest } = js;
    parameters.push({ name, in: 'path', required: true, ...(description ? { description } : {}), schema: rest });
  }
  if (route.query) {
    const js = jsonSchemaOf(route.query, 'input') as { properties?: Record<string, Json>; required?: string[] };
    for (const [name, schema] of Object.entries(js.properties ?? {})) {
      parameters.push({ name, in: 'query', required: (js.required ?? []).includes(name), schema });
    }
  }
  if (parameters.length) op.parameters = parameters;

  if (route.body) {
    const schema = jsonSchemaOf(route.body.schema, 'input');
    op.requestBody = {
      required: true,
      ...(route.body.description ? { description: route.body.description } : {}),
      content: Object.fromEntries(
        (route.body.types ?? ['application/json']).map((type) => [
          type,
          type === 'multipart/form-data' && route.body?.encoding ? { schema, encoding: route.body.encoding } : { schema },
        ]),
      ),
    };
  }

  const responses: Json = {};
  const { answer } = route;
  const content: Json = {};
  if (answer.schema) content['application/json'] = { schema: jsonSchemaOf(answer.schema, 'output') };
  for (const [type, description] of Object.entries(answer.files ?? {})) {
    content[type] = {
      schema:
        type.startsWith('text/') || type === 'application/json'
          ? { type: 'string', description }
          : { type: 'string', contentMediaType: type, description },
    };
  }
  responses[String(answer.status)] = { description: answer.description, ...(Object.keys(content).length ? { content } : {}) };

  const errors = new Set<number>(route.errors ?? []);
  if (route.body || route.query) errors.add(400);
  if (route.body) {
    errors.add(413);
    errors.add(415);
  }
  if (route.params) errors.add(404);
  if (route.roles) {
    errors.add(401);
    errors.add(403);
  }
  if (route.rateLimited) errors.add(429);
  for (const status of [...errors].sort()) if (!responses[String(status)]) responses[String(status)] = errorRef(status);
  responses.default = { $ref: '#/components/responses/default' };
  op.responses = responses;
  return op;
}

/** The document, made once per process. */
let built: Json | undefined;
export function openApiDocument(): Json {
  if (built) return built;
  const paths: Record<string, Record<string, Json>> = {};
  for (const route of API_ROUTES) {
    const path = openApiPath(route.path);
    paths[path] ??= {};
    paths[path][route.method] = operation(route);
  }
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
  built = {
    openapi: '3.1.0',
    info: {
      title: 'Ethiopian Cassava Association API',
      version: '1.0.0',
      description: [
        'The JSON API behind the association\'s website. Every success answer is `{ "data": … }`; every refusal is ' +
          '`{ "error", "message", "fields"? }` (`fields` maps each wrong field to what is wrong with it).',
        'Staff sign in with `POST /api/auth/login` and send the token they get as `Authorization: Bearer <token>`. ' +
          'Each staff route says which roles it accepts (`x-roles`).',
        `JSON bodies may be at most ${JSON_BODY_LIMIT_BYTES / 1024} KB (the receipt upload ${RECEIPT_MAX_BYTES / 1024 / 1024} MB).`,
      ].join('\n\n'),
    },
    tags: [...new Set(API_ROUTES.map((r) => r.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { Error: jsonSchemaOf(ApiFailureSchema, 'output') },
      responses: errorResponses,
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer', description: 'The token POST /api/auth/login answers with.' },
      },
    },
  };
  return built;
}
