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
  AdminMemberListQuerySchema,
  AdminMemberUpdateSchema,
  DirectoryQuerySchema,
  DirectorySchema,
  OfficeRenewalSchema,
  RenewalRequestSchema,
  RenewalStartedSchema,
  VerificationSchema,
} from '../contract/account';
import {
  AnalyticsQuerySchema,
  ApplicationListQuerySchema,
  InvitationSchema,
  ListQuerySchema,
  MessageListQuerySchema,
  RegistrationListQuerySchema,
  UserEditSchema,
} from '../contract/admin';
import { PageViewSchema } from '../contract/analytics';
import {
  AdminApplicationSchema,
  AdminBlogPostSchema,
  AdminMessageSchema,
  AdminRegistrationSchema,
  AdminResourceSchema,
  AdminUserSchema,
  AnalyticsSchema,
  ApiFailureSchema,
  ApplicationDecidedSchema,
  ApplicationDetailSchema,
  ApplicationReceivedSchema,
  ApplicationReviewSchema,
  ApplicationsSchema,
  BlogPostSchema,
  DashboardAnswerSchema,
  DeletedSchema,
  EventRegistrationsSchema,
  HealthSchema,
  InvitationAnswerSchema,
  InvitationOpenedSchema,
  InvitationsSchema,
  LoginResultSchema,
  MemberDetailSchema,
  MemberSchema,
  MessageRepliedSchema,
  MessageThreadSchema,
  PublicEventSchema,
  pagedOf,
  ReceiptHistorySchema,
  ReceiptReceivedSchema,
  ResourceSchema,
  SignedOutEverywhereSchema,
  SignedOutSchema,
  UserAnswerSchema,
} from '../contract/answers';
import { CancelledSchema, CancelPreviewSchema, CancelRequestSchema, RegistrationOutcomeSchema, TicketSchema } from '../contract/assembly';
import { LoginSchema, RegisterRequestSchema } from '../contract/auth';
import { MessageReplySchema, MessageStatusSchema } from '../contract/contact';
import { BlogPostFormSchema, CategoryQuerySchema, ResourceFormSchema } from '../contract/content';
import { RegistrationSchema } from '../contract/events';
import {
  DataCorrectedAnswerSchema,
  DataCorrectionSchema,
  DataErasedAnswerSchema,
  DataEraseSchema,
  DataRequestSchema,
  DataRequestSummaryAnswerSchema,
  LEGAL_KINDS,
  LegalPublishedAnswerSchema,
  LegalPublishSchema,
  LegalVersionsAnswerSchema,
  PrivacySettingsAnswerSchema,
  PrivacySettingsSchema,
  PublicLegalAnswerSchema,
} from '../contract/legal';
import { JSON_BODY_LIMIT_BYTES, POST_BODY_LIMIT_BYTES, RECEIPT_MAX_BYTES, RECEIPT_MIME_TYPES } from '../contract/limits';
import {
  ApplicationReversalSchema,
  ApplicationSchema,
  ApplicationStatusSchema,
  ReceiptIdSchema,
  ReceiptUploadSchema,
} from '../contract/membership';
import { AdminPaymentSettingsSchema, PaymentSettingsAnswerSchema, PaymentSettingsSchema } from '../contract/paymentSchema';
import { ROLES, type Role } from '../contract/roles';
import { TextIdSchema, UuidSchema } from '../contract/validators';
import {
  ADMIN,
  csvList,
  data,
  openApiDocument as describedDocument,
  describedRoutes,
  FOR_API_CLIENTS,
  file,
  jsonSchemaOf,
  openApiPath,
  receiptFile,
  STAFF,
} from './apiDoc';
import type { AppEnv } from './deps';
import { CertificateSigningViewSchema, CertificateWordsSchema } from './routes/admin/settings';

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
const TextId = v.pipe(TextIdSchema, v.description('A UUID, or the readable id of built-in content.'));
const ReceiptId = v.pipe(ReceiptIdSchema, v.description('The receipt number from the receipt history.'));

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

/** Every route under /api. A test checks this list against the routes the app serves. */
/** The terms and privacy notice (public), and the Privacy screen's routes (admins only, every write audited). */
function privacyRoutes(): ApiRoute[] {
  const Kind = v.pipe(v.picklist(LEGAL_KINDS), v.description('terms or privacy.'));
  const admin = (method: Method, path: string, summary: string, answer: ApiRoute['answer'], more: Partial<ApiRoute> = {}) =>
    staff(method, path, 'Privacy', summary, answer, { roles: ADMIN, ...more });
  const PERSON = 'The address is sent in the body, never in a URL, so it stays out of logs; the audit log names it by a digest.';
  return [
    read('/api/legal/:kind', 'The newest terms or privacy notice (or ?version=N), in the request language', data(PublicLegalAnswerSchema), {
      params: { kind: Kind },
      query: v.object({ version: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/))) }),
      errors: [404],
    }),
    admin(
      'get',
      '/api/admin/privacy/documents/:kind',
      'Every published version of a document, newest first',
      data(LegalVersionsAnswerSchema),
      {
        params: { kind: Kind },
        errors: [404],
      },
    ),
    admin(
      'post',
      '/api/admin/privacy/documents/:kind',
      'Publish a new version (the old ones are kept)',
      data(LegalPublishedAnswerSchema, 201),
      {
        params: { kind: Kind },
        body: json(LegalPublishSchema),
        errors: [400, 404],
      },
    ),
    admin('get', '/api/admin/privacy/settings', 'The retention period', data(PrivacySettingsAnswerSchema)),
    admin('put', '/api/admin/privacy/settings', 'Change the retention period', data(PrivacySettingsAnswerSchema), {
      body: json(PrivacySettingsSchema),
      errors: [400],
    }),
    admin(
      'post',
      '/api/admin/privacy/requests/find',
      'Count everything held about an email address',
      data(DataRequestSummaryAnswerSchema),
      {
        body: json(DataRequestSchema),
        description: PERSON,
        errors: [400],
      },
    ),
    admin(
      'post',
      '/api/admin/privacy/requests/export',
      'Every record held about an email address, as a JSON file',
      file('The file.', { 'application/json': 'Every record of that person (receipts in base64), nothing of anyone else.' }),
      { body: json(DataRequestSchema), description: PERSON, errors: [400, 404] },
    ),
    admin(
      'post',
      '/api/admin/privacy/requests/correct',
      "Correct a person's name, phone, company or city on every record",
      data(DataCorrectedAnswerSchema),
      {
        body: json(DataCorrectionSchema),
        description: PERSON,
        errors: [400, 404],
      },
    ),
    admin(
      'post',
      '/api/admin/privacy/requests/erase',
      'Erase a person: delete what can go, anonymise what the accounts keep',
      data(DataErasedAnswerSchema),
      {
        body: json(DataEraseSchema),
        description: `${PERSON} Payment acknowledgements keep their numbers and amounts, registrations their seats, without a name.`,
        errors: [400, 404],
      },
    ),
  ];
}

export const API_ROUTES: readonly ApiRoute[] = [
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
      'The first account on a new database becomes an active admin; every later one is an inactive user until an admin promotes it. ' +
      "With `invitation` (the token of an admin's invitation link) the account is for the invited email only (400 otherwise) " +
      'and is active at once with the invited role; a used, withdrawn or expired invitation is a 410.',
    body: json(RegisterRequestSchema),
    answer: data(UserAnswerSchema, 201, 'Created.'),
    errors: [400, 409, 410],
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
  read(
    '/api/membership/payment',
    'How to pay the membership fee: the yearly fee per plan, the farm-investor arrangement, the bank accounts and the instructions',
    data(PaymentSettingsAnswerSchema),
  ),

  // What the public sends.
  {
    method: 'post',
    path: '/api/events/:id/register',
    tag: 'Public forms',
    summary: 'Register for an event',
    params: { id: Uuid },
    body: json(RegistrationSchema),
    answer: data(
      RegistrationOutcomeSchema,
      201,
      'Registered: confirmed or waitlisted; the tickets or the place are mailed, never answered (ticketCode and waitlistPosition are null). An address registered already gets the same answer and its registration mailed again. 429 past the seats one client network may book of the event.',
    ),
    errors: [409, 429],
    rateLimited: true,
  },
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
  {
    method: 'get',
    path: '/api/tickets/:code',
    tag: 'Public forms',
    summary: 'A ticket: the registration and event it admits to, and whether it was checked in',
    description: 'Typed codes are read leniently (case, hyphens, spaces, O for 0, I and L for 1). Not indexed, not cached.',
    params: { code: v.pipe(v.string(), v.maxLength(200), v.description('The ticket code.')) },
    answer: data(TicketSchema),
    errors: [404],
    rateLimited: true,
  },
  {
    method: 'get',
    path: '/api/tickets/:code/qr.svg',
    tag: 'Public forms',
    summary: "A ticket's QR code (of the code itself, not a link)",
    params: { code: v.pipe(v.string(), v.maxLength(200), v.description('The ticket code.')) },
    answer: file('The QR code.', { 'image/svg+xml': 'An SVG image, cacheable for a year (a code never changes).' }),
    errors: [404],
    rateLimited: true,
  },
  {
    method: 'post',
    path: '/api/account/registrations/:id/cancel',
    tag: 'Account',
    summary: "Cancel one of the session's own registrations",
    description:
      "Only the session's email's registrations (any other is a 404); 409 when cancelled already, the day is over or any of its people was checked in.",
    account: true,
    params: { id: Uuid },
    answer: data(CancelledSchema),
    errors: [404, 409],
  },

  // Staff reads outside /api/admin (the admin area reads the paged lists under /api/admin instead).
  ...(
    [
      ['/api/events/:id/registrations', "An event's registrations, newest first", EventRegistrationsSchema],
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
  ...privacyRoutes(),
  staff(
    'get',
    '/api/admin/settings',
    'Admin',
    'How to pay the membership fee, as last saved, and by whom',
    data(AdminPaymentSettingsSchema),
    {
      roles: ADMIN,
    },
  ),
  staff('put', '/api/admin/settings', 'Admin', 'Change how to pay the membership fee (audited)', data(AdminPaymentSettingsSchema), {
    description: 'An application keeps the fee it owed when it was made; a change here applies to the applications made after it.',
    roles: ADMIN,
    body: json(PaymentSettingsSchema),
  }),
  staff(
    'get',
    '/api/admin/settings/certificate',
    'Admin',
    "What the certificate prints from the association: the chairperson's name and title, the images",
    data(CertificateSigningViewSchema),
    {
      roles: ADMIN,
    },
  ),
  staff(
    'put',
    '/api/admin/settings/certificate',
    'Admin',
    "Change the chairperson's name and titles on the certificate (audited)",
    data(CertificateSigningViewSchema),
    {
      roles: ADMIN,
      body: json(CertificateWordsSchema),
    },
  ),
  staff(
    'put',
    '/api/admin/settings/certificate/:image',
    'Admin',
    'Upload the logo, the signature or the seal (audited)',
    data(CertificateSigningViewSchema),
    {
      description:
        '`image` is logo, signature or seal. The body is the image itself (PNG or JPEG, its type read from its bytes, at most 256 KB).',
      roles: ADMIN,
      body: { schema: v.string(), types: ['image/png', 'image/jpeg'] },
      errors: [404, 413, 415],
    },
  ),
  staff(
    'get',
    '/api/admin/settings/certificate/:image',
    'Admin',
    'One uploaded image of the certificate',
    file('The image.', { 'image/png': 'A PNG.', 'image/jpeg': 'A JPEG.' }),
    {
      roles: ADMIN,
      errors: [404],
    },
  ),
  staff(
    'delete',
    '/api/admin/settings/certificate/:image',
    'Admin',
    'Remove an uploaded image of the certificate (audited)',
    data(CertificateSigningViewSchema),
    {
      roles: ADMIN,
      errors: [404],
    },
  ),
  ...crud('blog-posts', 'Blog posts', 'blog post', { item: AdminBlogPostSchema, form: BlogPostFormSchema, params: TextId }),
  ...crud('resources', 'Resources', 'resource', {
    item: AdminResourceSchema,
    form: ResourceFormSchema,
    params: TextId,
    createTypes: ['application/json', 'multipart/form-data', 'application/x-www-form-urlencoded'],
  }),
  {
    method: 'get',
    path: '/api/auth/invitations/:token',
    tag: 'Auth',
    summary: "What an invitation link is for: the email (fixed on the form) and the role; 410 once it can't be used",
    params: { token: v.pipe(v.string(), v.description('The token from the invitation mail.')) },
    answer: data(InvitationOpenedSchema),
    errors: [410],
  },
  staff(
    'get',
    '/api/admin/invitations',
    'Admin',
    'The latest staff invitations, newest first, each pending, accepted, expired or revoked',
    data(InvitationsSchema),
    {
      roles: ADMIN,
    },
  ),
  staff(
    'post',
    '/api/admin/invitations',
    'Admin',
    'Invite someone to the staff with a role (mailed a one-time link valid 48 hours)',
    data(InvitationAnswerSchema, 201),
    {
      roles: ADMIN,
      description:
        'The link opens /register (in the language of the request) with the email fixed; the account made there is active ' +
        'with the role at once. A new invitation to the same email withdraws the open one. An email that already has an ' +
        'account is a 409. Audited.',
      body: json(InvitationSchema),
      errors: [400, 409],
    },
  ),
  staff(
    'delete',
    '/api/admin/invitations/:id',
    'Admin',
    'Withdraw an invitation not yet accepted (its link stops working)',
    data(InvitationAnswerSchema),
    {
      roles: ADMIN,
      params: { id: Uuid },
      errors: [404, 409],
    },
  ),
  ...crud('users', 'Admin', 'account', {
    item: AdminUserSchema,
    form: UserEditSchema,
    params: Uuid,
    roles: ADMIN,
    noCreate: true,
    listSummary: 'Accounts, newest first',
    editSummary: "Edit an account (a new role or status ends the user's sessions; made active staff, the user is mailed)",
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
    '/api/admin/contact-messages/:id/replies',
    'Admin',
    "A message's replies, oldest first, with their mail's status",
    data(MessageThreadSchema),
    {
      params: { id: Uuid },
      errors: [404],
    },
  ),
  staff(
    'post',
    '/api/admin/contact-messages/:id/replies',
    'Admin',
    'Reply to a message by mail (the message is marked replied)',
    data(MessageRepliedSchema, 201),
    {
      description:
        'Staff write the text; it is mailed through the outbox from MAIL_FROM with Reply-To set to NOTIFY_EMAIL, in the ' +
        "language the visitor wrote in, greeting them and quoting their message. The reply stays on the message's thread " +
        "with its mail's status (pending, sent, failed); the message is marked replied and the reply is audited.",
      params: { id: Uuid },
      body: json(MessageReplySchema),
      errors: [400, 404],
    },
  ),
  staff(
    'get',
    '/api/admin/membership-applications',
    'Admin',
    'Membership applications, newest first; q also finds a payment reference ("ECA-A-1042" or 1042)',
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
        'end. Rejecting needs `reason` (400 without one); it is stored and sent to the applicant in the decision mail. ' +
        "When the email's member record states other details (first or last name, company, city, phone; listed as " +
        '`memberRecord` in the applications list), `memberDetails` decides them: `keep` (the default) leaves the record ' +
        "as it is, `application` takes the application's details onto it and mails the member at the record's address " +
        'what changed. Either way the choice and the differences go to the audit log; any other value is a 400. A ' +
        'decided application keeps its decision: another status is a 409 until the decision is reversed (…/reversal); ' +
        'the same status again changes nothing.',
      params: { id: Uuid },
      body: json(ApplicationStatusSchema),
      errors: [404, 409],
    },
  ),
  staff(
    'get',
    '/api/admin/membership-applications/:id',
    'Admin',
    'One application with its receipts, history, other applications and the member record of its email',
    data(ApplicationReviewSchema),
    {
      description:
        'What staff decide by: every field, the receipts (newest first, without their bytes), the history (applied, ' +
        'each receipt, each decision and reversal with who and why), the other applications of the same email, and the ' +
        'member record of that email (or the one the application made) with the details in which the two differ.',
      params: { id: Uuid },
      errors: [404],
    },
  ),
  staff(
    'post',
    '/api/admin/membership-applications/:id/reversal',
    'Admin',
    'Reverse a decision: the application is pending again (audited with the reason)',
    data(ApplicationReviewSchema),
    {
      description:
        'A decided application cannot be given the other decision directly (PUT …/status answers 409); it is reversed ' +
        'first with a reason, which goes to the audit log and the history. A member an approval made keeps its year; ' +
        'approving again links the same member. 409 when the application is still pending.',
      params: { id: Uuid },
      body: json(ApplicationReversalSchema),
      errors: [404, 409],
    },
  ),
  staff('get', '/api/admin/members', 'Admin', 'Members, newest first or by number', csvList(MemberSchema, 'member'), {
    description:
      '`q` finds the number, name, email, company or city; `status` is worked out from the dates for today in Addis Ababa ' +
      '(lapsed: past validUntil; expiring: 30 days or fewer left; active: more).',
    query: AdminMemberListQuerySchema,
  }),
  staff('get', '/api/admin/members/:id', 'Admin', 'One member with its history', data(MemberDetailSchema), {
    description:
      'The status is worked out from the dates when asked: active, expiring (30 days or fewer left) or lapsed (past validUntil).',
    params: { id: Uuid },
    errors: [404],
  }),
  staff(
    'put',
    '/api/admin/members/:id',
    'Admin',
    "Change a member's end date or directory listing, with a reason",
    data(MemberDetailSchema),
    {
      description: 'Recorded in the member history (kind `edited`) and the audit log. The end date cannot be before validFrom.',
      params: { id: Uuid },
      body: json(AdminMemberUpdateSchema),
      errors: [404],
    },
  ),
  staff(
    'post',
    '/api/admin/members/:id/renewals',
    'Admin',
    'Record a renewal paid at the office',
    data(MemberDetailSchema, 201, 'Renewed.'),
    {
      description:
        'One year from the later of today and the current end (a lapsed member starts a new period today), on the plan ' +
        'given; the history row (kind `office-renewal`) gets the payment acknowledgement number (ECA-R-<Ethiopian ' +
        "year>-<sequence>) and the plan's yearly fee. Audited.",
      params: { id: Uuid },
      body: json(OfficeRenewalSchema),
      errors: [404],
    },
  ),
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
