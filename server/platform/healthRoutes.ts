import { Hono } from 'hono';
import { type Health, HealthSchema } from '../../contract/answers';
import { data, describe } from './apiDoc';
import type { AppEnv } from './deps';

export const healthRoutes = () =>
  new Hono<AppEnv>().get(
    '/health',
    describe({
      tag: 'Health',
      summary: 'Whether the server and its database are up',
      answer: data(HealthSchema, 200, 'Up; 503 with the same shape (status "degraded") when the database is unreachable.'),
      errors: [503],
    }),
    async (c) => {
      const deps = c.get('deps');
      const database = await deps.database.ping();
      const data: Health = {
        status: database ? 'ok' : 'degraded',
        database: database ? 'reachable' : 'unreachable',
        databaseKind: deps.database.kind,
        uptimeSeconds: Math.round((Date.now() - deps.startedAt.getTime()) / 1000),
      };
      c.header('Cache-Control', 'no-store');
      return c.json({ data }, database ? 200 : 503);
    },
  );
