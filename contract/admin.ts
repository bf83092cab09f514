import * as v from 'valibot';
import type { AdminUserSchema, AnalyticsSchema } from './answers';
import { REGISTRATION_FILTERS } from './assembly';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './limits';
import { APPLICATION_STATUSES, MESSAGE_STATUSES, ROLES, STAFF_ROLES, USER_STATUSES } from './roles';
import { say } from './say';
import { email, required, UuidSchema } from './validators';

/** How long an invitation's link works. */
export const INVITATION_TTL_MS = 48 * 3600_000;
export const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

/** An admin's invitation: who, and the staff role their account gets. */
export const InvitationSchema = v.object({
  email: email(),
  role: v.picklist(STAFF_ROLES, say('staffRole')),
});
export type InvitationInput = v.InferOutput<typeof InvitationSchema>;

export const UserEditSchema = v.object({
  name: required('name', 160),
  email: email(),
  role: v.picklist(ROLES, say('userRole')),
  status: v.picklist(USER_STATUSES, say('userStatus')),
});

const intFromQuery = (fallback: number, min: number, max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, say('wholeNumber')),
      v.transform(Number),
      v.minValue(min, say('atLeast', min)),
      v.maxValue(max, say('atMost', max)),
    ),
    String(fallback),
  );

/** ?page=&pageSize=&q= on every admin list. */
export const ListQuerySchema = v.object({
  page: intFromQuery(1, 1, 100_000),
  pageSize: intFromQuery(DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, say('searchTooLong'))), ''),
});
export type ListQuery = v.InferOutput<typeof ListQuerySchema>;

/** ?format= on the lists staff can export: a page as JSON, or every match as CSV. */
export const LIST_FORMATS = ['json', 'csv'] as const;
/** A list staff can export, with its own filters (`status` is 'all' or one of the list's statuses). */
const exportableList = <F extends v.ObjectEntries>(filters: F) =>
  v.object({ ...ListQuerySchema.entries, format: v.optional(v.picklist(LIST_FORMATS), 'json'), ...filters });
const statusFilter = (statuses: readonly string[]) => ({ status: v.optional(v.picklist(['all', ...statuses]), 'all') });
/** ?status= of the registrations list: confirmed, waitlisted, cancelled, or checked in (confirmed and in). */
export const RegistrationListQuerySchema = exportableList({
  eventId: v.optional(UuidSchema),
  status: v.optional(v.picklist(REGISTRATION_FILTERS), 'all'),
});
export const MessageListQuerySchema = exportableList(statusFilter(MESSAGE_STATUSES));
export const ApplicationListQuerySchema = exportableList(statusFilter(APPLICATION_STATUSES));

export const ANALYTICS_PERIODS = ['7d', '30d', '90d'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '30d';
/** ?period= of the staff analytics. */
export const AnalyticsQuerySchema = v.object({
  period: v.optional(v.picklist(ANALYTICS_PERIODS, say('analyticsPeriod')), DEFAULT_ANALYTICS_PERIOD),
});

export type Analytics = v.InferOutput<typeof AnalyticsSchema>;
export type AdminUser = v.InferOutput<typeof AdminUserSchema>;
