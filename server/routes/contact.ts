// Contact messages: /api/contact (issue 4).
import { Hono } from 'hono';
import type { AppEnv } from '../deps';

export const contactRoutes = () => new Hono<AppEnv>();
