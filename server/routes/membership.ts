// Membership applications and receipts: /api/membership/…, /api/upload-receipt (issue 4).
import { Hono } from 'hono';
import type { AppEnv } from '../deps';

export const membershipRoutes = () => new Hono<AppEnv>();
