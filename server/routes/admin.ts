// Staff API: /api/admin/… (issue 5). Every route here requires a staff token.
import { Hono } from 'hono';
import type { AppEnv } from '../deps';
import { requireStaff } from '../middleware';

export const adminRoutes = () => new Hono<AppEnv>().use('*', requireStaff);
