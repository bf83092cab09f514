// Event registration: POST /api/events/:id/register, GET /api/events/:id/registrations (issue 4).
import { Hono } from 'hono';
import type { AppEnv } from '../deps';

export const registrationRoutes = () => new Hono<AppEnv>();
