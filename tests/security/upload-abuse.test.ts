// Receipt uploads that go wrong or go too far: bodies that end inside the file (truncated, dropped, too slow) on a real
// server without ending the process; decided applications refuse new receipts and every receipt is kept; the daily
// bytes per address and the uploads in flight per process are capped.
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { messages } from '../../contract/messages';
import { call, createTestContext, freshIp, makeUser, type TestContext } from '../support/app';
import { validApplication } from '../support/fixtures';
import { type ListeningApp, listen, rawRequest, recordUncaught } from '../support/httpServer';

const BOUNDARY = 'eca-abuse-boundary';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const DAY_MS = 86_400_000;

/** A PNG-looking file of `size` bytes (the type is judged by its first bytes). */
const png = (size = 64, fill = 0) => {
  const bytes = Buffer.alloc(size, fill);
  PNG_SIGNATURE.copy(bytes);
  return bytes;
};

/** A whole multipart body as a browser sends it: the application id, then the file. */
const multipart = (applicationId: string, file: Buffer) =>
  Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="applicationId"\r\n\r\n${applicationId}\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="receipt"; filename="receipt.png"\r\nContent-Type: image/png\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);

const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;

/** An upload through the app (in process), with its length declared as every browser does. */
async function upload(ctx: TestContext, body: Buffer, ip = freshIp()) {
  const res = await ctx.app.request('/api/upload-receipt', {
    method: 'POST',
    headers: { 'Content-Type': MULTIPART_TYPE, 'Content-Length': String(body.length), 'X-Forwarded-For': ip },
    body: new Uint8Array(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : undefined, headers: res.headers, text };
}

async function apply(ctx: TestContext, email = `applicant-${Math.random().toString(36).slice(2, 8)}@example.org`) {
  const res = await call(ctx, 'POST', '/api/membership/apply', validApplication({ email }));
  expect(res.status, res.text).toBe(201);
  return res.json.data.application.id as string;
}

const rowsOf = async <T>(ctx: TestContext, query: ReturnType<typeof sql>) =>
  ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;

const receiptsOf = (ctx: TestContext, applicationId: string) =>
  rowsOf<{ id: string; mime_type: string; size: number; data_hash: string }>(
    ctx,
    sql`select id::text, mime_type, size, md5(data) as data_hash from receipts where application_id = ${applicationId} order by id`,
  );

const outboxCount = async (ctx: TestContext) =>
  Number((await rowsOf<{ n: number }>(ctx, sql`select count(*)::int as n from outbox`))[0]!.n);

/** The request log lines of the receipt upload so far. */
const uploadLogs = (ctx: TestContext) =>
  ctx.logs
    .map((l) => JSON.parse(l) as { msg: string; path?: string; status?: number })
    .filter((l) => l.msg === 'request' && l.path === '/api/upload-receipt');

describe('a body that ends inside the file never ends the process (a real server on a port)', () => {
  let ctx: TestContext;
  let http: ListeningApp;
  let uncaught: ReturnType<typeof recordUncaught>;
  let applicationId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    // Node's request timeout, a second here instead of five minutes.
    http = await listen(ctx, { requestTimeoutMs: 1000 });
    uncaught = recordUncaught();
    applicationId = await apply(ctx);
  });
  afterAll(async () => {
    uncaught?.stop();
    await http?.close();
    await ctx?.close();
  });
  afterEach(async () => {
    // No stream error went unhandled, and the server still answers, a whole upload included.
    expect(uncaught.seen.map(String)).toEqual([]);
    expect((await fetch(`${http.url}/api/health`)).status).toBe(200);
    const whole = multipart(applicationId, png());
    const res = await fetch(`${http.url}/api/upload-receipt`, {
      method: 'POST',
      headers: { 'Content-Type': MULTIPART_TYPE, 'X-Forwarded-For': freshIp() },
      body: new Uint8Array(whole),
    });
    expect(res.status, await res.text()).toBe(201);
  });

  it('the truncated multipart body of the report (no closing boundary) is a 400', async () => {
    const body = Buffer.concat([
      Buffer.from('--zz\r\nContent-Disposition: form-data; name="receipt"; filename="a.png"\r\n\r\n'),
      Buffer.from([0x89, 0x50, 0x4e, 0x47]),
    ]);
    const res = await fetch(`${http.url}/api/upload-receipt`, {
      method: 'POST',
      headers: { 'Content-Type': 'multipart/form-data; boundary=zz', 'X-Forwarded-For': freshIp() },
      body: new Uint8Array(body),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: expect.any(String), message: expect.any(String) });
    // The same body after the application id, cut inside a bigger file.
    const cut = multipart(applicationId, png(4096)).subarray(0, 2000);
    const again = await fetch(`${http.url}/api/upload-receipt`, {
      method: 'POST',
      headers: { 'Content-Type': MULTIPART_TYPE, 'X-Forwarded-For': freshIp() },
      body: new Uint8Array(cut),
    });
    expect(again.status).toBe(400);
  });

  it('a connection dropped in the middle of the file: the request is given up and its unread bytes go back to the budget', async () => {
    const ip = freshIp();
    const body = multipart(applicationId, png(256 * 1024));
    const half = body.subarray(0, 128 * 1024);
    const before = uploadLogs(ctx).length;
    const head = Buffer.from(
      `POST /api/upload-receipt HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${MULTIPART_TYPE}\r\nContent-Length: ${body.length}\r\nX-Forwarded-For: ${ip}\r\n\r\n`,
    );
    const { socket, closed } = rawRequest(http.port, Buffer.concat([head, half]));
    // The server has reserved this upload's bytes: it is reading the body.
    await vi.waitFor(
      async () => {
        const rows = await rowsOf(ctx, sql`select count from rate_limits where key = ${`upload-bytes:ip:${ip}`}`);
        expect(rows).toHaveLength(1);
      },
      { timeout: 5000, interval: 20 },
    );
    socket.destroy();
    await closed;
    await vi.waitFor(() => expect(uploadLogs(ctx).length).toBeGreaterThan(before), { timeout: 5000, interval: 20 });
    expect(uploadLogs(ctx).at(-1)!.status).toBe(400);
    // Only what was read counts against the address's day.
    const [budget] = await rowsOf<{ count: number }>(ctx, sql`select count from rate_limits where key = ${`upload-bytes:ip:${ip}`}`);
    expect(Number(budget!.count)).toBeLessThanOrEqual(Math.ceil(half.length / 1024));
  });

  it('an upload slower than the request timeout is cut off with a 408', async () => {
    const body = multipart(applicationId, png(64 * 1024));
    const before = uploadLogs(ctx).length;
    const head = Buffer.from(
      `POST /api/upload-receipt HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${MULTIPART_TYPE}\r\nContent-Length: ${body.length}\r\nX-Forwarded-For: ${freshIp()}\r\n\r\n`,
    );
    // Half the body, then nothing: the server gives up after its request timeout and closes the connection.
    const { closed } = rawRequest(http.port, Buffer.concat([head, body.subarray(0, body.length / 2)]));
    const answer = await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    await vi.waitFor(() => expect(uploadLogs(ctx).length).toBeGreaterThan(before), { timeout: 5000, interval: 20 });
    expect(uploadLogs(ctx).at(-1)!.status).toBe(400);
  });
});

describe('a decided application takes no more receipts; a pending one keeps every receipt', () => {
  let ctx: TestContext;
  let adminToken: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    adminToken = (await makeUser(ctx, 'admin')).token;
  });
  afterAll(async () => {
    await ctx?.close();
  });

  for (const decision of ['approved', 'rejected'] as const) {
    it(`${decision}: an upload is a 409 with a clear message, the stored receipt is unchanged and nobody is mailed`, async () => {
      const id = await apply(ctx);
      expect((await upload(ctx, multipart(id, png(100, 1)))).status).toBe(201);
      const decided = await call(
        ctx,
        'PUT',
        `/api/admin/membership-applications/${id}/status`,
        { status: decision, reason: 'The receipt is unreadable.' },
        { token: adminToken },
      );
      expect(decided.status, decided.text).toBe(200);
      const stored = await receiptsOf(ctx, id);
      const mails = await outboxCount(ctx);

      const res = await upload(ctx, multipart(id, png(200, 2)));
      expect(res.status, res.text).toBe(409);
      expect(res.json).toEqual({
        error: messages.membership.receiptDecided,
        code: 'membership.receiptDecided',
        message: messages.membership.receiptDecided,
      });
      expect(await receiptsOf(ctx, id)).toEqual(stored);
      expect(await outboxCount(ctx)).toBe(mails);
      // The id is not upper-cased or otherwise disguised past the check.
      expect((await upload(ctx, multipart(id.toUpperCase(), png(200, 2)))).status).toBe(409);
      expect(await receiptsOf(ctx, id)).toEqual(stored);
    });
  }

  it('re-uploads while pending add receipts: staff see the latest, the count and the whole history', async () => {
    const id = await apply(ctx);
    const first = png(100, 1);
    const second = png(300, 2);
    expect((await upload(ctx, multipart(id, first))).status).toBe(201);
    expect((await upload(ctx, multipart(id, second))).status).toBe(201);
    const stored = await receiptsOf(ctx, id);
    expect(stored.map((r) => r.size)).toEqual([100, 300]);

    const list = await call(ctx, 'GET', `/api/admin/membership-applications?status=pending`, undefined, { token: adminToken });
    const row = list.json.data.items.find((a: { id: string }) => a.id === id);
    expect(row).toMatchObject({ hasReceipt: true, receiptType: 'image/png', receiptSize: 300, receiptCount: 2 });

    const latest = await ctx.app.request(`/api/admin/membership-applications/${id}/receipt`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(Buffer.from(await latest.arrayBuffer()).equals(second)).toBe(true);

    const history = await call(ctx, 'GET', `/api/admin/membership-applications/${id}/receipts`, undefined, { token: adminToken });
    expect(history.json.data.map((r: { size: number }) => r.size)).toEqual([300, 100]);
    const older = await ctx.app.request(`/api/admin/membership-applications/${id}/receipts/${history.json.data[1].id}`, {
      headers: { Authorization: `Bearer ${adminToken}` },
    });
    expect(older.status).toBe(200);
    expect(Buffer.from(await older.arrayBuffer()).equals(first)).toBe(true);
    // Another application's receipt id does not open through this application.
    const other = await apply(ctx);
    expect(
      (
        await ctx.app.request(`/api/admin/membership-applications/${other}/receipts/${history.json.data[1].id}`, {
          headers: { Authorization: `Bearer ${adminToken}` },
        })
      ).status,
    ).toBe(404);

    const view = await call(ctx, 'GET', `/api/membership/applications/${id}`, undefined, { token: adminToken });
    expect(view.json.data.application).toMatchObject({ receipt: { size: 300, mimeType: 'image/png' }, receiptCount: 2 });
  });
});

describe('the daily bytes of one address, counted across processes', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({ env: { UPLOAD_DAILY_MB: '1' } });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('refuses an address past its bytes for the day with a 429 and Retry-After, other addresses go on, and the next day it may upload again', async () => {
    const id = await apply(ctx);
    const ip = freshIp();
    const body = multipart(id, png(300 * 1024));
    for (let i = 0; i < 3; i++) expect((await upload(ctx, body, ip)).status).toBe(201);
    const stored = (await receiptsOf(ctx, id)).length;

    const refused = await upload(ctx, body, ip);
    expect(refused.status).toBe(429);
    expect(refused.json.error).toBe(messages.membership.receiptDailyLimit);
    const retry = Number(refused.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(DAY_MS / 1000 - 60);
    expect(retry).toBeLessThanOrEqual(DAY_MS / 1000);
    expect((await receiptsOf(ctx, id)).length).toBe(stored);
    // A smaller file still fits what is left of the day; a refused attempt did not use any of it up.
    expect((await upload(ctx, multipart(id, png(50 * 1024)), ip)).status).toBe(201);

    expect((await upload(ctx, body, freshIp())).status).toBe(201);

    ctx.clock.advance(DAY_MS + 1000);
    expect((await upload(ctx, body, ip)).status).toBe(201);
  });

  it('a second process on the same database shares the count', async () => {
    const id = await apply(ctx);
    const ip = freshIp();
    const body = multipart(id, png(300 * 1024));
    const { createApp } = await import('../../server/app');
    const other = { ...ctx, app: createApp(ctx.deps) };
    expect((await upload(ctx, body, ip)).status).toBe(201);
    expect((await upload(other, body, ip)).status).toBe(201);
    expect((await upload(ctx, body, ip)).status).toBe(201);
    expect((await upload(other, body, ip)).status).toBe(429);
  });
});

describe('uploads in flight in one process', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestContext({ env: { UPLOADS_IN_FLIGHT: '2' } });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('one more than the cap is refused at once with a 503 and Retry-After; the others finish', async () => {
    const id = await apply(ctx);
    const whole = multipart(id, png(1024));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const slow = () => {
      const ip = freshIp();
      let sent = false;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (!sent) {
            sent = true;
            controller.enqueue(new Uint8Array(whole.subarray(0, 200)));
            return;
          }
          await gate;
          controller.enqueue(new Uint8Array(whole.subarray(200)));
          controller.close();
        },
      });
      const response = ctx.app.request('/api/upload-receipt', {
        method: 'POST',
        headers: { 'Content-Type': MULTIPART_TYPE, 'X-Forwarded-For': ip },
        body,
        duplex: 'half',
      } as RequestInit);
      return { ip, response };
    };
    const first = slow();
    const second = slow();
    // Both hold a slot: each has reserved its bytes for the day, which an upload does once it is let in.
    await vi.waitFor(
      async () => {
        const keys = [first.ip, second.ip].map((ip) => `upload-bytes:ip:${ip}`);
        const rows = await rowsOf(ctx, sql`select key from rate_limits where key in (${keys[0]}, ${keys[1]})`);
        expect(rows).toHaveLength(2);
      },
      { timeout: 5000, interval: 20 },
    );

    const extra = await upload(ctx, whole);
    expect(extra.status).toBe(503);
    expect(extra.json.error).toBe(messages.membership.receiptBusy);
    expect(Number(extra.headers.get('retry-after'))).toBeGreaterThan(0);

    release();
    expect((await first.response).status).toBe(201);
    expect((await second.response).status).toBe(201);
    // The slots are free again.
    expect((await upload(ctx, whole)).status).toBe(201);
  });
});
