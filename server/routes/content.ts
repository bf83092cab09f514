// Public content: GET /api/blog-posts, /api/resources (issue 3 fills these in).
import { Hono } from 'hono';
import type { AppEnv } from '../deps';

export const contentRoutes = () => new Hono<AppEnv>();
