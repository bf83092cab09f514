// The Node request listener: kept public content and the site's files are answered straight from memory
// (app.fastReply, see server/app.ts); everything else goes through Hono. Both give the same answer with the same
// headers (tests/server/fast-path.test.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { createApp } from './app';

export function nodeListener(app: ReturnType<typeof createApp>) {
  const viaHono = getRequestListener(app.fetch);
  return (req: IncomingMessage, res: ServerResponse) => {
    const r = app.fastReply(req.method ?? 'GET', req.url ?? '/', (name) => {
      const v = req.headers[name];
      return Array.isArray(v) ? v.join(', ') : v;
    });
    if (!r) return void viaHono(req, res);
    // With its length, as Hono sends a whole body (not chunked).
    if (r.body !== null && !('Content-Length' in r.headers)) r.headers['Content-Length'] = String(Buffer.byteLength(r.body));
    res.writeHead(r.status, r.headers);
    res.end(r.body ?? undefined);
  };
}
