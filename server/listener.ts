// The Node HTTP server the app runs in: every request goes through the Hono app.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import type { createApp } from './app';

/** Requests this process is answering at this moment: background work (the mail worker) gives way to them. */
let answering = 0;
export const requestsInFlight = () => answering;

export function nodeListener(app: ReturnType<typeof createApp>): (req: IncomingMessage, res: ServerResponse) => void {
  const viaHono = getRequestListener(app.fetch);
  return (req, res) => {
    answering++;
    // A request ends when its response closes, or when its connection does: a pipelined request whose turn never came
    // has a response that never closes. Either counts it once.
    // (The connection's close may come in the same event as the response's: the flag, not the listeners, says once.)
    const socket = req.socket;
    let open = true;
    const done = () => {
      if (!open) return;
      open = false;
      res.off('close', done);
      socket.off('close', done);
      answering--;
    };
    res.once('close', done);
    socket.once('close', done);
    void viaHono(req, res);
  };
}

/** Node's own limits for a request, kept unless a test asks for shorter ones. */
export type ServerTimeouts = {
  /** Time to receive a whole request, body included (a slower client gets a 408 and its connection is closed). */
  requestTimeoutMs?: number;
};

/** The HTTP server the app runs in (server/main.ts and the tests that need a real socket). */
export function createNodeServer(app: ReturnType<typeof createApp>, timeouts: ServerTimeouts = {}) {
  const requestTimeout = timeouts.requestTimeoutMs ?? 300_000;
  return createServer(
    {
      requestTimeout,
      // Node's defaults (60 s for the headers, checked every 30 s), shortened to fit a shorter request timeout.
      headersTimeout: Math.min(60_000, requestTimeout),
      connectionsCheckingInterval: Math.min(30_000, Math.max(50, Math.floor(requestTimeout / 4))),
    },
    nodeListener(app),
  );
}
