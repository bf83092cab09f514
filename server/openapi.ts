// The API describing itself: every /api route, with the contract's valibot schemas it validates its input with and the
// answer schemas of contract/answers.ts, turned into an OpenAPI 3.1 document (served at /api/openapi.json).
import { type JsonSchema, toJsonSchema } from '@valibot/to-json-schema';
import * as v from 'valibot';
import {
  AnalyticsQuerySchema,
  ApplicationListQuerySchema,
  ListQuerySchema,
  MessageListQuerySchema,
  RegistrationListQuerySchema,
  UserEditSchema,
} from '../contract/admin';
import { PageViewSchema } from '../contract/analytics';
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
  ApplicationDecidedSchema,
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
  MemberDetailSchema,
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
import { BlogPostFormSchema, CategoryQuerySchema, ResourceFormSchema } from '../contract/content';
import { EventFormSchema, RegistrationSchema } from '../contract/events';
import { JSON_BODY_LIMIT_BYTES, POST_BODY_LIMIT_BYTES, RECEIPT_MAX_BYTES, RECEIPT_MIME_TYPES } from '../contract/limits';
import { ApplicationSchema, ApplicationStatusSchema, ReceiptIdSchema, ReceiptUploadSchema } from '../contract/membership';
import { ROLES, type Role, STAFF_ROLES } from '../contract/roles';
import { TextIdSchema, UuidSchema } from '../contract/validators';

type Method = 'get' | 'post' | 'put' | 'delete';
type ObjectSchema = v.ObjectSchema<v.ObjectEntries, v.ErrorMessage<v.ObjectIssue> | undefined>;

/** One route under /api, as the document tells it. */
type ApiRoute = {
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

const STAFF = STAFF_ROLES;
const ADMIN = ['admin'] as const satisfies readonly Role[];

// Path parameters, as the routes check them (anything else is a 404).
const Uuid = v.pipe(UuidSchema, v.description('A UUID.'));
const TextId = v.pipe(TextIdSchema, v.description('A UUID, or the readable id of built-in content.'));
const ReceiptId = v.pipe(ReceiptIdSchema, v.description('The receipt number from the receipt history.'));

const json = (schema: v.GenericSchema) => ({ schema, types: ['application/json'] });
const data = (schema: v.GenericSchema, status: 200 | 201 = 200, description = 'Done.') => ({
  status,
  schema: successOf(schema),
  description,
});
const csvList = (schema: v.GenericSchema, name: string) => ({
  ...data(pagedOf(schema)),
  files: { 'text/csv': `With ?format=csv: every matching ${name} as a CSV download (UTF-8 with BOM).` },
});
const file = (description: string, files: Record<string, string>) => ({ status: 200 as const, schema: null, description, files });
const receiptFile = file(
  'The receipt.',
  Object.fromEntries(RECEIPT_MIME_TYPES.map((type) => [type, 'The receipt file, as an attachment.'])),
);

/** What the document says of a staff read the admin area never calls: it is kept as API for other clients. */
const FOR_API_CLIENTS = 'For API clients (scripts, other systems); the admin area itself does not call it.';

/** A route a signed-in staff member (or, with `roles: ADMIN`, an admin) may call. */
const staff = (
  method: Method,
  path: string,
  tag: string,
  summary: string,
  answer: ApiRoute['answer'],
  more: Partial<ApiRoute> = {},
): ApiRoute => ({ method, path, tag, summary, roles: STAFF, answer, ...more });

/** A public read of published content. */
const read = (path: string, summary: string, answer: ApiRoute['answer'], more: Partial<ApiRoute> = {}): ApiRoute => ({
  method: 'get',
  path,
  tag: 'Content',
  summary,
  answer,
  ...more,
});

/** Every route under /api. A test checks this list against the routes the app serves. */
export const API_ROUTES: readonly ApiRoute[] = [
  // The API's own description.
  {
    method: 'get',
    path: '/api/openapi.json',
    tag: 'Docs',
    summary: 'This OpenAPI 3.1 document',
    answer: file('The document.', { 'application/json': 'The OpenAPI document.' }),
  },
  {
    method: 'get',
    path: '/api/docs',
    tag: 'Docs',
    summary: 'This document as a readable page',
    answer: file('An HTML page.', { 'text/html': 'The reference page.' }),
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
    roles: ROLES,
    answer: data(SignedOutEverywhereSchema),
  },
  {
    method: 'get',
    path: '/api/auth/me',
    tag: 'Auth',
    summary: 'The signed-in user',
    roles: ROLES,
    answer: data(UserAnswerSchema),
  },

  // Public content.
  read('/api/events', 'Published events: upcoming soonest first, then past ones', data(v.array(PublicEventSchema))),
  read('/api/events/:id', 'One published event', data(PublicEventSchema), { params: { id: Uuid } }),
  read('/api/blog-posts', 'Blog posts, newest first', data(v.array(BlogPostSchema)), { query: CategoryQuerySchema }),
  read('/api/blog-posts/:id', 'One blog post with its (sanitized) body', data(BlogPostSchema), { params: { id: TextId } }),
  read('/api/resources', 'Resources, newest first', data(v.array(ResourceSchema)), { query: CategoryQuerySchema }),

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

  // Staff reads outside /api/admin (the admin area reads the paged lists under /api/admin instead).
  ...(
    [
      ['/api/events/:id/registrations', "An event's registrations, newest first", EventRegistrationsSchema],
      ['/api/contact', 'The latest 500 contact messages', ContactMessagesSchema],
      ['/api/membership/applications', 'The latest 500 membership applications', ApplicationsSchema],
      [
        '/api/membership/applications/user',
        "The applications sent with the signed-in staff member's own email address",
        ApplicationsSchema,
      ],
      ['/api/membership/applications/:id', 'One membership application with its receipt history', ApplicationDetailSchema],
    ] as const
  ).map(([path, summary, schema]) =>
    staff('get', path, 'Staff', summary, data(schema), {
      description: FOR_API_CLIENTS,
      ...(path.includes('/:id') ? { params: { id: Uuid } } : {}),
    }),
  ),

  // The staff area.
  staff('get', '/api/admin/dashboard-summary', 'Admin', 'Dashboard counts, recent activity and system status', data(DashboardAnswerSchema)),
  staff('get', '/api/admin/analytics', 'Admin', 'Visitors, members and popular pages over a period', data(AnalyticsSchema), {
    query: AnalyticsQuerySchema,
  }),
  staff(
    'get',
    '/api/admin/backup',
    'Admin',
    'Download a backup of the whole database, written now',
    file('The backup.', { 'application/gzip': 'A gzipped backup file.' }),
    { roles: ADMIN },
  ),
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
  ...crud('users', 'Admin', 'account', {
    item: AdminUserSchema,
    form: UserEditSchema,
    params: Uuid,
    roles: ADMIN,
    noCreate: true,
    listSummary: 'Accounts, newest first',
    editSummary: "Edit an account (a new role or status ends the user's sessions)",
    removeSummary: 'Delete an account (never your own, never the last active admin)',
    errors: [409],
  }),
  staff('get', '/api/admin/registrations', 'Admin', 'Event registrations, newest first', csvList(AdminRegistrationSchema, 'registration'), {
    query: RegistrationListQuerySchema,
  }),
  staff('get', '/api/admin/contact-messages', 'Admin', 'Contact messages, newest first', csvList(AdminMessageSchema, 'message'), {
    query: MessageListQuerySchema,
  }),
  setStatus('contact-messages', "Set a message's status", MessageStatusSchema, AdminMessageSchema),
  staff(
    'get',
    '/api/admin/membership-applications',
    'Admin',
    'Membership applications, newest first',
    csvList(AdminApplicationSchema, 'application'),
    { query: ApplicationListQuerySchema },
  ),
  staff(
    'put',
    '/api/admin/membership-applications/:id/status',
    'Admin',
    'Approve or reject an application (the applicant is told by mail)',
    data(ApplicationDecidedSchema),
    {
      description:
        'Approving makes the member (number ECA-<Ethiopian year>-<sequence>, valid from today for one year), or, when ' +
        "the application's email already has a member, renews it: one year from the later of today and its current " +
        'end. Rejecting needs `reason` (400 without one); it is stored and sent to the applicant in the decision mail.',
      params: { id: Uuid },
      body: json(ApplicationStatusSchema),
    },
  ),
  staff('get', '/api/admin/members/:id', 'Admin', 'One member with its history', data(MemberDetailSchema), {
    description:
      'The status is worked out from the dates when asked: active, expiring (30 days or fewer left) or lapsed (past validUntil).',
    params: { id: Uuid },
    errors: [404],
  }),
  staff('get', '/api/admin/membership-applications/:id/receipt', 'Admin', "Download an application's latest receipt", receiptFile, {
    params: { id: Uuid },
  }),
  staff(
    'get',
    '/api/admin/membership-applications/:id/receipts',
    'Admin',
    "An application's receipts, newest first (without their bytes)",
    data(ReceiptHistorySchema),
    {
      description: `Every receipt uploaded for the application is kept; the admin area shows the latest. ${FOR_API_CLIENTS}`,
      params: { id: Uuid },
    },
  ),
  staff('get', '/api/admin/membership-applications/:id/receipts/:receiptId', 'Admin', 'Download one receipt of the history', receiptFile, {
    description: `An earlier receipt, by its number in the receipt history. ${FOR_API_CLIENTS}`,
    params: { id: Uuid, receiptId: ReceiptId },
  }),
];

/** PUT /api/admin/<segment>/:id/status. */
function setStatus(segment: string, summary: string, body: v.GenericSchema, item: v.GenericSchema): ApiRoute {
  return staff('put', `/api/admin/${segment}/:id/status`, 'Admin', summary, data(item), { params: { id: Uuid }, body: json(body) });
}

/** List, create, edit and delete of one kind of staff content under /api/admin (users: no create). */
function crud(
  segment: string,
  tag: string,
  noun: string,
  o: {
    item: v.GenericSchema;
    form: v.GenericSchema;
    params: v.GenericSchema;
    roles?: readonly Role[];
    /** Accounts are made by signing up, not here. */
    noCreate?: true;
    removed?: v.GenericSchema;
    listSummary?: string;
    editSummary?: string;
    removeSummary?: string;
    createTypes?: readonly string[];
    errors?: readonly number[];
  },
): ApiRoute[] {
  const base = `/api/admin/${segment}`;
  const more = { roles: o.roles ?? STAFF, ...(o.errors ? { errors: o.errors } : {}) };
  const one = { ...more, params: { id: o.params } };
  return [
    staff('get', base, tag, o.listSummary ?? `${tag}, newest first`, data(pagedOf(o.item)), {
      query: ListQuerySchema,
      roles: more.roles,
    }),
    ...(o.noCreate
      ? []
      : [
          staff('post', base, tag, `Create a ${noun}`, data(o.item, 201, 'Created.'), {
            body: { schema: o.form, types: o.createTypes ?? ['application/json'] },
          }),
        ]),
    staff('put', `${base}/:id`, tag, o.editSummary ?? `Edit a ${noun}`, data(o.item), { ...one, body: json(o.form) }),
    staff('delete', `${base}/:id`, tag, o.removeSummary ?? `Delete a ${noun}`, data(o.removed ?? DeletedSchema), one),
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
function jsonSchemaOf(schema: v.GenericSchema, mode: 'input' | 'output'): Json {
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
        `JSON bodies may be at most ${JSON_BODY_LIMIT_BYTES / 1024} KB (a staff blog post ${POST_BODY_LIMIT_BYTES / 1024 / 1024} MB, the receipt upload ${RECEIPT_MAX_BYTES / 1024 / 1024} MB).`,
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
