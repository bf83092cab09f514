// The Node request listener: kept public content and the site's files are answered straight from memory
// (app.fastReply, see server/app.ts); everything else goes through Hono. Both give the same answer with the same
// headers (tests/server/fast-path.test.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { createApp } from './app';

export function nodeListener(app: ReturnType<typeof createApp>) {
  const viaHono = getRequestListener(app.fetch);
  return (req: IncomingMessage, res: ServerResponse) => {
    const r = app.fastReply(req.method ?? 'GET', req.url ?? '/', req.headers);
    if (!r) return void viaHono(req, res);
    // The fast path names every header, Content-Length too, as Hono does for a whole body (never chunked).
    res.writeHead(r.status, r.headers as string[]);
    res.end(r.body ?? undefined);
  };
}
