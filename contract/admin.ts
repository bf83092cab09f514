import * as v from 'valibot';
import type { AdminUserSchema, AnalyticsSchema, DashboardSummarySchema, SystemStatusSchema } from './answers';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from './limits';
import { ROLES, USER_STATUSES } from './roles';
import { email, required } from './validators';

export const UserEditSchema = v.object({
  name: required('Name', 160),
  email: email(),
  role: v.picklist(ROLES, 'Role must be user, moderator or admin'),
  status: v.picklist(USER_STATUSES, 'Status must be active, inactive or suspended'),
});
export type UserEditInput = v.InferInput<typeof UserEditSchema>;

const intFromQuery = (fallback: number, min: number, max: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,6}$/, 'Must be a whole number'),
      v.transform(Number),
      v.minValue(min, `Must be at least ${min}`),
      v.maxValue(max, `Must be at most ${max}`),
    ),
    String(fallback),
  );

/** ?page=&pageSize=&q= on every admin list. */
export const ListQuerySchema = v.object({
  page: intFromQuery(1, 1, 100_000),
  pageSize: intFromQuery(DEFAULT_PAGE_SIZE, 1, MAX_PAGE_SIZE),
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(200, 'Search is too long')), ''),
});
export type ListQuery = v.InferOutput<typeof ListQuerySchema>;

export const ANALYTICS_PERIODS = ['7d', '30d', '90d'] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];
export const DEFAULT_ANALYTICS_PERIOD: AnalyticsPeriod = '30d';

export type DashboardSummary = v.InferOutput<typeof DashboardSummarySchema>;
/** The dashboard's System Status: how the server and its backups are doing. */
export type SystemStatus = v.InferOutput<typeof SystemStatusSchema>;
export type Analytics = v.InferOutput<typeof AnalyticsSchema>;
export type AdminUser = v.InferOutput<typeof AdminUserSchema>;
