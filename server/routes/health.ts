import { Hono } from 'hono';
import type { Health } from '../../contract/answers';
import type { AppEnv } from '../deps';

export const healthRoutes = () =>
  new Hono<AppEnv>().get('/health', async (c) => {
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
  });
