// Page-view beacon: POST /api/analytics/pageview (issue 5).
import { Hono } from 'hono';
import type { AppEnv } from '../deps';

export const analyticsRoutes = () => new Hono<AppEnv>();
