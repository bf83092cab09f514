// The app of a test context behind a real Node HTTP server on a free port (the production listener and server options),
// for tests that need real sockets: dropped connections, slow clients, request timeouts.
import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import { createNodeServer, type ServerTimeouts } from '../../server/listener';
import type { TestContext } from './app';

export type ListeningApp = { server: Server; port: number; url: string; close(): Promise<void> };

export async function listen(ctx: TestContext, timeouts: ServerTimeouts = {}): Promise<ListeningApp> {
  const server = createNodeServer(ctx.app, timeouts);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    server,
    port,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A raw connection that has sent `head` (request line, headers, part of a body); `closed` settles when it ends, with what it received. */
export function rawRequest(port: number, head: Buffer): { socket: Socket; closed: Promise<string> } {
  const socket = connect(port, '127.0.0.1');
  const received: Buffer[] = [];
  socket.on('data', (b) => received.push(b));
  const closed = new Promise<string>((resolve) => {
    socket.on('close', () => resolve(Buffer.concat(received).toString('latin1')));
  });
  // The test may destroy the socket itself; its errors (a reset) are part of what is being tested.
  socket.on('error', () => {});
  socket.write(head);
  return { socket, closed };
}

/** Records every uncaught exception while installed: a stream 'error' event nobody listened to ends up here (and would end the real server). */
export function recordUncaught() {
  const seen: unknown[] = [];
  const record = (err: unknown) => seen.push(err);
  process.on('uncaughtException', record);
  return { seen, stop: () => process.off('uncaughtException', record) };
}
