// Public events and registration: /api/events… (issues 3 and 4 fill these in).
import { Hono } from 'hono';
import type { AppEnv } from '../deps';

export const eventRoutes = () => new Hono<AppEnv>();
