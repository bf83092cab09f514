// The API describing itself: every /api route, with the contract's valibot schemas it validates its input with and the
// answer schemas of contract/answers.ts, turned into an OpenAPI 3.1 document (served at /api/openapi.json).
import type { Hono } from 'hono';
import * as v from 'valibot';
import {
  AccountLinkRequestSchema,
  AccountLinkSentSchema,
  AccountListingSchema,
  AccountSchema,
  AccountSessionRequestSchema,
  AccountSessionSchema,
  DirectoryQuerySchema,
  DirectorySchema,
  RenewalRequestSchema,
  RenewalStartedSchema,
  VerificationSchema,
} from '../contract/account';
import { ListQuerySchema } from '../contract/admin';
import { PageViewSchema } from '../contract/analytics';
import {
  AdminEventSchema,
  AdminRegistrationSchema,
  ApiFailureSchema,
  ApplicationDetailSchema,
  ApplicationReceivedSchema,
  ApplicationsSchema,
  DeletedSchema,
  EventRemovedSchema,
  InvitationOpenedSchema,
  pagedOf,
  ReceiptReceivedSchema,
  SignedOutSchema,
} from '../contract/answers';
import {
  adminRegistrationEntries,
  CancelledSchema,
  CancelPreviewSchema,
  CancelRequestSchema,
  CheckedInSchema,
  CheckInRefusedSchema,
  CheckInRequestSchema,
  DoorListSchema,
} from '../contract/assembly';
import {
  ResentSchema,
  SignInLinkResendSchema,
  WalkInMemberAnswerSchema,
  WalkInMemberFormSchema,
  WalkInRegistrationAnswerSchema,
  WalkInRegistrationSchema,
} from '../contract/counter';
import { EventFormSchema } from '../contract/events';
import { LEGAL_KINDS, PublicLegalAnswerSchema } from '../contract/legal';
import { JSON_BODY_LIMIT_BYTES, POST_BODY_LIMIT_BYTES, RECEIPT_MAX_BYTES, RECEIPT_MIME_TYPES } from '../contract/limits';
import { ApplicationSchema, ReceiptIdSchema, ReceiptUploadSchema } from '../contract/membership';
import type { Role } from '../contract/roles';
import { TextIdSchema, UuidSchema } from '../contract/validators';
import {
  ADMIN,
  data,
  openApiDocument as describedDocument,
  describedRoutes,
  FOR_API_CLIENTS,
  file,
  jsonSchemaOf,
  openApiPath,
  STAFF,
} from './apiDoc';
import type { AppEnv } from './deps';

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
  /** Needs `Authorization: Bearer <token>` of an account session (POST /api/account/session); staff tokens are refused. */
  account?: boolean;
  /** The :params of the path, each as the route checks it. */
  params?: Record<string, v.GenericSchema>;
  query?: ObjectSchema;
  /** A JSON body (and any other media types that take the same fields). */
  body?: { schema: v.GenericSchema; types?: readonly string[]; description?: string; encoding?: Record<string, { contentType: string }> };
  /** The success answer: a JSON `{ data }` (schema), no body (null), or files of these types. */
  answer: { status: 200 | 201 | 204; schema: v.GenericSchema | null; description: string; files?: Record<string, string> };
  /** Refusals this route gives beyond the ones its input, auth and rate limit imply. */
  errors?: readonly number[];
  /** Refusals whose body carries more than `{ error, message }`: the status, its schema and what it means. */
  refusals?: Record<number, { schema: v.GenericSchema; description: string }>;
  rateLimited?: boolean;
};

// Path parameters, as the routes check them (anything else is a 404).
const Uuid = v.pipe(UuidSchema, v.description('A UUID.'));
const _TextId = v.pipe(TextIdSchema, v.description('A UUID, or the readable id of built-in content.'));
const _ReceiptId = v.pipe(ReceiptIdSchema, v.description('The receipt number from the receipt history.'));

const json = (schema: v.GenericSchema) => ({ schema, types: ['application/json'] });

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

/** A registration as the staff list shows it, with its seat. */
const StaffRegistrationSchema = v.object({ ...AdminRegistrationSchema.entries, ...adminRegistrationEntries });

/** Every route under /api. A test checks this list against the routes the app serves. */
/** The terms and privacy notice (public). */
function privacyRoutes(): ApiRoute[] {
  const Kind = v.pipe(v.picklist(LEGAL_KINDS), v.description('terms or privacy.'));
  return [
    read('/api/legal/:kind', 'The newest terms or privacy notice (or ?version=N), in the request language', data(PublicLegalAnswerSchema), {
      params: { kind: Kind },
      query: v.object({ version: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/))) }),
      errors: [404],
    }),
  ];
}

/** The counter (decision 026): what staff do for a person in front of them. Staff only; every write audited. */
function counterRoutes(): ApiRoute[] {
  return [
    staff(
      'post',
      '/api/admin/counter/members',
      'Counter',
      'Add a walk-in member: the application, the bank slip and the approval at once',
      data(WalkInMemberAnswerSchema, 201, 'Added.'),
      {
        description:
          "One multipart form: `details` (the person's details as JSON: an application's fields, `terms` as staff confirm the " +
          'person agreed, `lang` of their mails, `memberDetails` as on an approval, a `note` on the payment) and `slip` (JPEG, ' +
          'PNG or PDF, at most 5 MB, its type read from its bytes). In one transaction: the application (approved), the slip ' +
          'kept as its receipt, the member made with the next number of the year or, for an email that has one, renewed ' +
          "keeping its number; the welcome mail in the person's language; the audit row. Nothing is stored when any part is refused.",
        body: {
          schema: WalkInMemberFormSchema,
          types: ['multipart/form-data'],
          encoding: { slip: { contentType: RECEIPT_MIME_TYPES.join(', ') } },
        },
        errors: [413, 415],
      },
    ),
    staff(
      'post',
      '/api/admin/counter/events/:id/walk-ins',
      'Counter',
      'Register a walk-in for an event, and check them in at once',
      data(WalkInRegistrationAnswerSchema, 201, 'Registered.'),
      {
        description:
          'Confirmed with one ticket per person even when the event is full (`beyondCapacity` then says so), not subject to the ' +
          "per-network cap nor the registration deadline; refused after the event's day. With `checkIn` (the default) every " +
          "person is checked in by the staff member, which only the event's day allows. An address registered already is a 409 " +
          'naming its status, with the `registration`. The ticket mail goes to the person.',
        params: { id: Uuid },
        body: json(WalkInRegistrationSchema),
        errors: [404, 409],
      },
    ),
    staff(
      'post',
      '/api/admin/counter/sign-in-links',
      'Counter',
      'Send a new sign-in link to "My membership"',
      data(ResentSchema, 201, 'Queued.'),
      {
        description:
          "A new one-time link (30 minutes) in the language of the person's newest application or registration; only links' " +
          'hashes are stored, so an earlier link cannot be sent again. 404 when no application, registration or member has the address.',
        body: json(SignInLinkResendSchema),
        errors: [404],
      },
    ),
    staff(
      'post',
      '/api/admin/counter/registrations/:id/resend',
      'Counter',
      "Mail a registration's tickets (or its place on the waiting list) again",
      data(ResentSchema, 201, 'Queued.'),
      {
        description:
          'The same ticket codes with their QR codes, in the language registered in, and a new cancel link (the old one stops ' +
          "working). 409 for a cancelled registration or after the event's day.",
        params: { id: Uuid },
        errors: [404, 409],
      },
    ),
    staff(
      'get',
      '/api/admin/members/:id/certificate.pdf',
      'Counter',
      "Print a member's certificate again",
      file('The certificate.', { 'application/pdf': 'A one-page PDF, as an attachment.' }),
      {
        description: 'The document the member downloads from "My membership"; `?lang=am` for Amharic. Audited.',
        params: { id: Uuid },
        errors: [404, 429, 503],
      },
    ),
  ];
}

export const API_ROUTES: readonly ApiRoute[] = [
  // What the public sends.
  {
    method: 'post',
    path: '/api/membership/apply',
    tag: 'Public forms',
    summary: 'Apply for membership',
    description:
      "When the email already has a member whose record states other details, the member is mailed at the record's " +
      'address what the application states (the record itself is not changed: staff decide on approval).',
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
    path: '/api/analytics/pageview',
    tag: 'Public forms',
    summary: 'Count a page view (no cookie, no stored address)',
    body: json(PageViewSchema),
    answer: { status: 204, schema: null, description: 'Counted.' },
    errors: [403],
    rateLimited: true,
  },
  read('/api/members', 'The public member directory: listed members valid today, by name', data(DirectorySchema), {
    tag: 'Members',
    description:
      'Members who chose to be listed and whose membership is valid today (active or expiring): the company (or the ' +
      "person's name when there is none), the plan and the city; never an email, phone, address, member number or id. " +
      '`cities` lists every city of a listed valid member, for the city filter (matched without regard to case).',
    query: DirectoryQuerySchema,
    rateLimited: true,
  }),

  // "My membership": a sign-in link by mail, exchanged for an account session that reaches its own email's records only.
  {
    method: 'post',
    path: '/api/account/link',
    tag: 'Account',
    summary: 'Ask for a sign-in link to "My membership" by email',
    description:
      'The same answer whether or not the address has an application, a registration or a membership, so it tells ' +
      'nobody who is known. Only a known address is sent a link (to /account#token=…, or the same page under the ' +
      "prefix of the person's language, /<lang>/account#token=…), valid 30 minutes and usable once. Limited per " +
      'client address and per email address (429).',
    body: json(AccountLinkRequestSchema),
    answer: data(AccountLinkSentSchema, 200, 'Sent if the address is known.'),
    rateLimited: true,
  },
  {
    method: 'post',
    path: '/api/account/session',
    tag: 'Account',
    summary: "Exchange a sign-in link's token for an account session (7 days)",
    description:
      'Each link works once: of two exchanges of one token, one gets the session. 410 Gone, with a message saying ' +
      'why, for a link already used, expired or unknown.',
    body: json(AccountSessionRequestSchema),
    answer: data(AccountSessionSchema, 200, 'Signed in; send `Authorization: Bearer <token>` to /api/account.'),
    errors: [410],
    rateLimited: true,
  },
  {
    method: 'delete',
    path: '/api/account/session',
    tag: 'Account',
    summary: 'Sign out: ends this account session',
    account: true,
    answer: data(SignedOutSchema),
  },
  {
    method: 'get',
    path: '/api/account',
    tag: 'Account',
    summary: "The session's own applications, membership (with its paid periods) and event registrations",
    account: true,
    answer: data(AccountSchema),
  },
  {
    method: 'get',
    path: '/api/account/certificate.pdf',
    tag: 'Account',
    summary: "The session's certificate of membership (one A4 page, with the QR code of its /verify link)",
    description: 'In English, or Amharic with `?lang=am` (else by Accept-Language). 404 without a membership.',
    account: true,
    answer: file('The certificate.', { 'application/pdf': 'A one-page PDF, as an attachment.' }),
    errors: [404, 429, 503],
  },
  {
    method: 'get',
    path: '/api/account/acknowledgement.pdf',
    tag: 'Account',
    summary: "A payment acknowledgement of the session's membership: the newest, or `?number=ECA-R-…`",
    description: "Only the session's own paid periods (any other number is a 404). In English, or Amharic with `?lang=am`.",
    account: true,
    answer: file('The acknowledgement.', { 'application/pdf': 'A one-page PDF, as an attachment.' }),
    errors: [404, 429, 503],
  },
  {
    method: 'put',
    path: '/api/account/listing',
    tag: 'Account',
    summary: 'Show or hide the membership in the public member directory',
    description: 'Kept in the membership history as a change by the member. 404 without a membership.',
    account: true,
    body: json(AccountListingSchema),
    answer: data(AccountSchema, 200, 'Changed; the account as it is now.'),
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/account/renewal',
    tag: 'Account',
    summary: 'Start renewing the membership: a pending renewal application',
    description:
      'The receipt then goes through POST /api/upload-receipt with the application id; staff approval extends the ' +
      'membership by a year from the later of today and its end. When a renewal is already waiting, that one is ' +
      "answered (200) instead of a new one (201). 404 without a membership. The renewal states the member record's " +
      'details (name, company, city, phone), never those of another application made with the same email.',
    account: true,
    body: json(RenewalRequestSchema),
    answer: data(RenewalStartedSchema, 201, 'Started (200: the renewal already waiting).'),
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/verify/:code',
    tag: 'Public forms',
    summary: 'Check a certificate of membership by the code of its QR link',
    description:
      'What the certificate prints and whether the membership is still valid (through its last day, Addis Ababa time); ' +
      'no contact details. Not indexed, not cached.',
    params: { code: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,128}$/), v.description('The code printed in the link.')) },
    answer: data(VerificationSchema),
    errors: [404],
    rateLimited: true,
  },

  // Seats, cancel links and tickets (decision 013).
  {
    method: 'post',
    path: '/api/registrations/cancel/preview',
    tag: 'Public forms',
    summary: 'What a cancel link would cancel',
    description: 'The token is the `#token=` of the link mailed with the registration. A used link still answers (status cancelled).',
    body: json(CancelRequestSchema),
    answer: data(CancelPreviewSchema),
    errors: [404],
    rateLimited: true,
  },
  {
    method: 'post',
    path: '/api/registrations/cancel',
    tag: 'Public forms',
    summary: "Cancel a registration (or leave the waiting list) with its mailed link's token",
    description:
      "Once per link: a second use is a 409, as is cancelling after the event's day or once any of its people was checked in at the door. The seats freed go to the earliest " +
      'waitlisted registrations that fit them, in the same transaction; each gets its ticket by mail.',
    body: json(CancelRequestSchema),
    answer: data(CancelledSchema),
    errors: [404, 409],
    rateLimited: true,
  },

  // Staff reads outside /api/admin (the admin area reads the paged lists under /api/admin instead).
  ...(
    [
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
  ...privacyRoutes(),
  ...counterRoutes(),
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
  staff(
    'get',
    '/api/admin/events/:id/check-in',
    'Check-in',
    'The door list: every ticket of the event, its check-in and the count',
    data(DoorListSchema),
    {
      params: { id: Uuid },
      description:
        'Every ticket the event issued (cancelled and waitlisted ones too, so the door can refuse them by name), each with when and by whom it was checked in, and the people (seats) checked in of those confirmed. The check-in screen keeps it on the phone to check scans offline.',
    },
  ),
  staff(
    'post',
    '/api/admin/events/:id/check-ins',
    'Check-in',
    'Check a ticket in at the door (a typed or scanned code)',
    data(CheckedInSchema, 200, 'Checked in by this scan.'),
    {
      params: { id: Uuid },
      body: json(CheckInRequestSchema),
      description:
        'The code is read as people type it (lower case, hyphens, O for 0, I and L for 1; a link to the ticket page). A ticket is checked in once: of concurrent scans exactly one gets 200. The first check-in stored is never rewritten: a later request, whatever its `scannedAt`, gets 409 naming when and by whom. A scan saved on a phone while offline sends `scannedAt` (and `listAt`, the `at` of the door list it scanned against); 400 for a malformed code, or a `scannedAt` more than a minute in the future, more than ten minutes before `listAt`, or outside the day before the event to the day after it (Addis Ababa); 404 for an unknown code.',
      refusals: {
        409: {
          schema: CheckInRefusedSchema,
          description: 'Refused: checked in before (with when and by whom), cancelled, waitlisted, or a ticket of another event (named).',
        },
      },
    },
  ),
  staff(
    'get',
    '/api/admin/events/:id/badges.pdf',
    'Check-in',
    "Printable name badges of the event's confirmed registrations (A4, 8 a page, by last name)",
    file('The badges.', { 'application/pdf': 'A4 pages of eight badges with cut lines, as an attachment.' }),
    {
      params: { id: Uuid },
      description:
        "Each badge: the name, the organization, the event's title and a QR code of the ticket's code (printed beneath). In English, or Amharic with `?lang=am` (else by Accept-Language).",
      errors: [429, 503],
    },
  ),
  {
    method: 'get',
    path: '/api/auth/invitations/:token',
    tag: 'Auth',
    summary: "What an invitation link is for: the email (fixed on the form) and the role; 410 once it can't be used",
    params: { token: v.pipe(v.string(), v.description('The token from the invitation mail.')) },
    answer: data(InvitationOpenedSchema),
    errors: [410],
  },
  // Staff changing a registration's seat by hand: the person is mailed, the change audited.
  ...(
    [
      ['promote', 'Give a waitlisted registration a seat (even beyond the capacity); 409 unless it is waitlisted'],
      ['cancel', 'Cancel a registration, its seats going to the waiting list; 409 when cancelled already or the day is over'],
    ] as const
  ).map(([action, summary]) =>
    staff('post', `/api/admin/registrations/:id/${action}`, 'Admin', summary, data(StaffRegistrationSchema), {
      params: { id: Uuid },
      errors: [404, 409],
    }),
  ),
];

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

type Json = Record<string, unknown>;

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
    : route.account
      ? 'Needs `Authorization: Bearer <token>` of an account session; a staff token is refused.'
      : route.optionalAuth
        ? 'Public; reads the bearer token when one is sent.'
        : 'Public.';
  op.description = [route.description, access].filter(Boolean).join('\n\n');
  if (route.roles) {
    op.security = [{ bearerAuth: [] }];
    op['x-roles'] = [...route.roles];
  } else if (route.account) op.security = [{ accountAuth: [] }];
  else op.security = route.optionalAuth ? [{}, { bearerAuth: [] }] : [];

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
  for (const [status, refusal] of Object.entries(route.refusals ?? {})) {
    responses[status] = {
      description: refusal.description,
      content: { 'application/json': { schema: jsonSchemaOf(refusal.schema, 'output') } },
    };
  }

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
  if (route.account) errors.add(401);
  if (route.rateLimited) errors.add(429);
  for (const status of [...errors].sort()) if (!responses[String(status)]) responses[String(status)] = errorRef(status);
  responses.default = { $ref: '#/components/responses/default' };
  op.responses = responses;
  return op;
}

/** Every route of `app` with what the document says it answers: the described ones, and the ones still listed here. */
export const answersOf = (app: Hono<AppEnv>) => [
  ...describedRoutes(app).map(({ method, path, doc }) => ({ method, path, ...doc, params: path.includes(':') })),
  ...API_ROUTES.map((r) => ({ ...r, params: Boolean(r.params) })),
];

/** The document of `app`: its described routes, and the ones still listed here. */
export async function openApiDocument(app: Hono<AppEnv>): Promise<Json> {
  const described = await describedDocument(app, {});
  const paths = described.paths as Record<string, Record<string, Json>>;
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
  return {
    openapi: '3.1.0',
    info: {
      title: 'Ethiopian Cassava Association API',
      version: '1.0.0',
      description: [
        'The JSON API behind the association\'s website. Every success answer is `{ "data": … }`; every refusal is ' +
          '`{ "error", "code", "message", "fields"? }`: `error` and `message` in the language of `Accept-Language` (English ' +
          'or Amharic), `code` the same in every language (the key of the text, e.g. `events.registrationClosed`: a ' +
          'program branches on it, never on the words), `fields` maps each wrong field to what is wrong with it.',
        'Staff sign in with `POST /api/auth/login` and send the token they get as `Authorization: Bearer <token>`. ' +
          'Each staff route says which roles it accepts (`x-roles`). Members and applicants reach their own records ' +
          '(/api/account) with a sign-in link by mail instead, exchanged for a token of its own kind.',
        `JSON bodies may be at most ${JSON_BODY_LIMIT_BYTES / 1024} KB (a staff blog post ${POST_BODY_LIMIT_BYTES / 1024 / 1024} MB, the receipt upload ${RECEIPT_MAX_BYTES / 1024 / 1024} MB).`,
      ].join('\n\n'),
    },
    tags: [...new Set([...(described.tags as { name: string }[]).map((t) => t.name), ...API_ROUTES.map((r) => r.tag)])].map((name) => ({
      name,
    })),
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
