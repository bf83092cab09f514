// Public answers that any visitor may keep a short while: the Cache-Control they carry, and a JSON answer made through
// the process's public cache.
import type { Context, TypedResponse } from 'hono';
import type { AppEnv } from './deps';

/** Short public caching: published content may change at any time in the admin area. */
export const PUBLIC_CACHE = 'public, max-age=60';

/**
 * A public answer `{ data }` through the public cache (kept as its JSON text), typed as what `produce` makes, so the
 * client knows it as it knows any other answer.
 */
export const publicJson = <T>(c: Context<AppEnv>, key: string, produce: () => Promise<T>) =>
  c.get('deps').publicCache.json(c, key, PUBLIC_CACHE, produce) as Promise<Response & TypedResponse<{ data: T }, 200, 'json'>>;
