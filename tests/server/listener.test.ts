// The Node listener counts the requests it is answering (the mail worker gives way to them, platform/outbox.ts): one
// for each request from its arrival until its response is sent or its connection is gone.
import { type AddressInfo, connect } from 'node:net';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNodeServer, requestsInFlight } from '../../server/listener';

let release!: () => void;
let arrived!: () => void;
const app = new Hono().get('/slow', async (c) => {
  arrived();
  await new Promise<void>((r) => {
    release = r;
  });
  return c.text('done');
});
const server = createNodeServer(app as never);
let base: string;
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(
  () =>
    new Promise<void>((r) => {
      server.closeAllConnections();
      server.close(() => r());
    }),
);

const reached = () =>
  new Promise<void>((r) => {
    arrived = r;
  });

describe('requests in flight', () => {
  it('counts a request from its arrival until its answer is sent', async () => {
    const before = requestsInFlight();
    const inHandler = reached();
    const answer = fetch(`${base}/slow`);
    await inHandler;
    expect(requestsInFlight()).toBe(before + 1);
    release();
    expect(await (await answer).text()).toBe('done');
    await expect.poll(requestsInFlight).toBe(before);
  });

  it('stops counting pipelined requests whose connection closed before their turn', async () => {
    const before = requestsInFlight();
    const inHandler = reached();
    const socket = connect(Number(new URL(base).port), '127.0.0.1');
    const request = 'GET /slow HTTP/1.1\r\nHost: test\r\n\r\n';
    socket.write(request.repeat(3));
    await inHandler;
    await expect.poll(requestsInFlight).toBe(before + 3);
    socket.destroy();
    await expect.poll(requestsInFlight).toBe(before);
    release();
  });

  it('stops counting a request whose client went away before the answer', async () => {
    const before = requestsInFlight();
    const inHandler = reached();
    const aborted = new AbortController();
    const answer = fetch(`${base}/slow`, { signal: aborted.signal }).catch(() => 'aborted');
    await inHandler;
    expect(requestsInFlight()).toBe(before + 1);
    aborted.abort();
    expect(await answer).toBe('aborted');
    await expect.poll(requestsInFlight).toBe(before);
    release();
  });
});
