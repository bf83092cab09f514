// Request-wide middleware: request id + JSON log line, client IP, authentication and role checks.
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Coded } from '../../contract/errors';
import type { Role } from '../../contract/roles';
import type { AppDeps, AppEnv, AppServices, AuthUser } from './deps';
import { ApiError } from './http';
import type { RateRule } from './rateLimit';
import { hashToken } from './tokens';

export const requestContext = (deps: AppServices) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const requestId = crypto.randomUUID();
    c.set('requestId', requestId);
    c.set('deps', deps);
    c.set('user', undefined);
    const start = performance.now();
    await next();
    // Set on the finished response's headers directly: c.header() after next() would re-wrap the
    // response around its body stream and push every static file through the slow streaming path.
    c.res.headers.set('X-Request-Id', requestId);
    logRequest(deps, requestId, c.req.method, c.req.path, c.res.status, start, c.get('user')?.id);
  });

/** The request log line (API requests and every failure), with the time spent inside the server. */
export function logRequest(deps: AppDeps, requestId: string, method: string, path: string, status: number, start: number, user?: string) {
  if (path.startsWith('/api/') || status >= 400) {
    const ms = Math.round((performance.now() - start) * 10) / 10;
    deps.logger.info('request', { requestId, method, path: loggedPath(path), status, ms, user });
  }
}

/**
 * A ticket's or a certificate's code in its page's or the API's address: whoever holds a ticket's code holds the
 * ticket, and a certificate's code shows whose membership it is.
 */
const SECRET_CODE = /^((?:\/[a-z]{2})?\/(?:ticket|verify)\/|\/api\/(?:tickets|verify)\/)([^/]{1,4})[^/]*/;

/** The path as the log keeps it: a code shortened to its first characters, enough to tell codes apart. */
export const loggedPath = (path: string) => path.replace(SECRET_CODE, '$1$2…');

/**
 * The client's address, for rate limits and the page-view hash. Without a proxy (TRUST_PROXY=false) it is the socket's,
 * and X-Forwarded-For is ignored. Behind N proxies each one appends the address it saw to X-Forwarded-For, so only the
 * right-most N entries were written by them: the client is the N-th from the right. Everything to its left was sent by
 * the client and may be anything. A shorter list (a request that passed fewer proxies) gives its left-most entry.
 */
export function clientIp(c: Context<AppEnv>): string {
  const hops = c.get('deps').config.proxyHops;
  if (hops > 0) {
    const forwarded = forwardedClient(c.req.header('x-forwarded-for'), hops);
    if (forwarded) return clientNetwork(forwarded);
  }
  try {
    return clientNetwork(getConnInfo(c).remote.address ?? 'unknown');
  } catch {
    return 'unknown';
  }
}

/**
 * Who a client is, for the limits: an IPv4 address as it is (also when written IPv4-mapped, `::ffff:a.b.c.d`, as a
 * dual-stack socket reports it), and an IPv6 address as its /64 network. A provider hands one subscriber a /64 (or more)
 * and a phone picks new addresses inside it at will, so a limit per IPv6 address would limit nobody.
 */
export function clientNetwork(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(':')) return address;
  const hextets = expandIpv6(address.split('%')[0]!);
  return hextets ? `${hextets.slice(0, 4).join(':')}::/64` : address;
}

/** The eight groups of an IPv6 address, without leading zeros (`2001:db8::1` → 2001 db8 0 0 0 0 0 1); null if it is not one. */
function expandIpv6(address: string): string[] | null {
  const halves = address.toLowerCase().split('::');
  if (halves.length > 2) return null;
  const part = (text: string) => (text === '' ? [] : text.split(':'));
  const head = part(halves[0]!);
  const tail = halves.length === 2 ? part(halves[1]!) : [];
  // An embedded IPv4 tail (::ffff:1.2.3.4 handled above; 64:ff9b::1.2.3.4 here) counts as two groups.
  const last = tail.length ? tail : head;
  if (last.length && last[last.length - 1]!.includes('.')) last.splice(-1, 1, '0', '0');
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return groups.map((g) => g.replace(/^0+(?=.)/, ''));
}

/** The entry `hops` places from the right of an X-Forwarded-For value (several headers arrive joined by commas). */
export function forwardedClient(header: string | undefined, hops: number): string | undefined {
  if (!header) return undefined;
  const entries = header
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}

async function userForToken(deps: AppDeps, token: string): Promise<{ user: AuthUser; tokenHash: string } | undefined> {
  const tokenHash = hashToken(token);
  // A plain statement: every staff request runs it, and the query builder cost more than the query.
  const rows = await deps.database.query<AuthUser>(
    `select u.id, u.name, u.email, u.role, u.status, u.first_name as "firstName", u.last_name as "lastName"
     from sessions s join users u on u.id = s.user_id
     where s.token_hash = $1 and s.expires_at > $2 limit 1`,
    [tokenHash, deps.now().toISOString()],
  );
  const user = rows[0];
  if (user?.status !== 'active') return undefined;
  return { user, tokenHash };
}

/** Sets c.var.user from a valid bearer token; does not reject. */
export const authenticate = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header);
  if (match?.[1]) {
    const found = await userForToken(c.get('deps'), match[1]);
    if (found) {
      c.set('user', found.user);
      c.set('tokenHash', found.tokenHash);
    }
  }
  await next();
});

/** 401 without a valid token, 403 when the role is not among `roles`. */
export const requireRole = (...roles: Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    if (!user) throw new ApiError(401, 'auth.notSignedIn');
    if (!roles.includes(user.role)) throw new ApiError(403, 'auth.forbidden');
    await next();
  });
export const requireStaff = requireRole('admin', 'moderator');
export const requireAdmin = requireRole('admin');

/** Per-IP limit for a route; 429 with Retry-After when exceeded. */
export const rateLimitByIp = (name: string, rule: RateRule, message: Coded = 'http.rateLimited') =>
  createMiddleware<AppEnv>(async (c, next) => {
    const deps = c.get('deps');
    const scaled = { ...rule, limit: rule.limit * deps.config.rateLimitMultiplier };
    const result = await deps.rateLimiter.hit(`${name}:ip:${clientIp(c)}`, scaled, deps.now());
    if (!result.allowed) throw new ApiError(429, message, undefined, { 'Retry-After': String(result.retryAfterSeconds) });
    await next();
  });
