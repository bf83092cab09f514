// The ofetch client: base /api, bearer token, the person-facing error messages, and a 401 ending the session.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../contract/limits';
import { messages } from '../../contract/messages';
import { ApiRequestError, onUnauthorized, request } from '../../src/api/client';
import { createSessionActor, sessionReady } from '../../src/auth/session';

let server: Server;
let base: string;
const seen: { method?: string; url?: string; authorization?: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ method: req.method, url: req.url, authorization: req.headers.authorization });
    const send = (status: number, body: string, type = 'application/json') => {
      res.writeHead(status, { 'Content-Type': type });
      res.end(body);
    };
    switch (req.url) {
      case '/api/ok':
        return send(200, JSON.stringify({ data: { hello: 'world' } }));
      case '/api/bad':
        return send(
          400,
          JSON.stringify({
            error: 'Email is required',
            code: 'validation.required',
            message: 'Email is required',
            fields: { email: 'Email is required' },
          }),
        );
      case '/api/error-only':
        return send(409, JSON.stringify({ error: 'Already there.' }));
      case '/api/empty-json':
        return send(404, JSON.stringify({}));
      case '/api/html':
        return send(502, '<html>Bad gateway</html>', 'text/html');
      case '/api/unauthorized':
        return send(401, JSON.stringify({ error: messages.auth.notSignedIn, message: messages.auth.notSignedIn }));
      case '/api/slow':
        setTimeout(() => send(200, JSON.stringify({ data: 1 })), 1000);
        return;
      default:
        return send(404, JSON.stringify({ error: 'No such API endpoint.', message: 'No such API endpoint.' }));
    }
  });
  await new Promise<void>((resolve) => server.listen(4151, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  localStorage.clear();
  seen.length = 0;
  onUnauthorized(() => {});
});

const failure = async (path: string, opts: Record<string, unknown> = {}) => {
  const err = await request(path, { baseURL: base, ...opts }).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ApiRequestError);
  return err as ApiRequestError;
};

describe('request()', () => {
  it('returns the data of a success and sends the stored token as a bearer token', async () => {
    expect(await request('/ok', { baseURL: base })).toEqual({ hello: 'world' });
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/ok', authorization: undefined });
    localStorage.setItem(STORAGE_KEYS.token, 'tok-123');
    await request('/ok', { baseURL: base });
    expect(seen[1]?.authorization).toBe('Bearer tok-123');
  });

  it("uses the server's message, code and field errors when it sends them", async () => {
    const err = await failure('/bad');
    expect(err).toMatchObject({
      message: 'Email is required',
      code: 'validation.required',
      kind: 'http',
      status: 400,
      fields: { email: 'Email is required' },
    });
    const errorOnly = await failure('/error-only');
    expect(errorOnly.message).toBe('Already there.');
    expect(errorOnly.code).toBeUndefined();
  });

  it("falls back to 'Request failed with status: {status}' without a message, and for a body that is not JSON", async () => {
    expect((await failure('/empty-json')).message).toBe('Request failed with status: 404');
    const html = await failure('/html');
    expect(html.message).toBe('Request failed with status: 502');
    expect(html.status).toBe(502);
  });

  it('reports a timeout with the spec message', async () => {
    const err = await failure('/slow', { timeout: 100 });
    expect(err.kind).toBe('timeout');
    expect(err.message).toBe('Request timeout. Please try again.');
  });

  it('reports a network failure with the spec message', async () => {
    const err = await failure('/ok', { baseURL: 'http://127.0.0.1:4199/api' });
    expect(err.kind).toBe('network');
    expect(err.message).toBe('Network error. Please check your connection.');
  });

  it('calls the 401 handler only for a request that carried a token', async () => {
    const handler = vi.fn();
    onUnauthorized(handler);
    await failure('/unauthorized');
    expect(handler).not.toHaveBeenCalled();
    localStorage.setItem(STORAGE_KEYS.token, 'expired-token');
    const err = await failure('/unauthorized');
    expect(err.status).toBe(401);
    expect(handler).toHaveBeenCalledTimes(1);
  });
});

describe('a 401 from any call', () => {
  it('clears the stored session and sends the browser to /login', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'token-abcdefghijklmnopqrstuvwxyz');
    localStorage.setItem(STORAGE_KEYS.user, JSON.stringify({ id: '1', name: 'A', email: 'a@example.org', role: 'admin' }));
    const nav = { goHome: vi.fn(), goToLogin: vi.fn() };
    const session = createSessionActor(nav);
    session.start();
    await sessionReady(session);
    expect(session.getSnapshot().value).toBe('signedIn');
    await failure('/unauthorized');
    expect(session.getSnapshot().value).toBe('signedOut');
    expect(session.getSnapshot().context.user).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.token)).toBeNull();
    expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
    expect(nav.goToLogin).toHaveBeenCalledTimes(1);
    session.stop();
  });
});
