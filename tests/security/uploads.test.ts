// Receipt uploads: disguised, truncated and empty files, and a 50 MB stream, all rejected cleanly with bounded memory.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { receipts } from '../../server/db/schema';
import { call, createTestContext, freshIp, type TestContext } from '../support/app';
import { validApplication } from '../support/fixtures';

let ctx: TestContext;
let applicationId: string;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

beforeAll(async () => {
  ctx = await createTestContext();
  const res = await call(ctx, 'POST', '/api/membership/apply', validApplication());
  expect(res.status).toBe(201);
  applicationId = res.json.data.application.id;
});
afterAll(async () => {
  await ctx?.close();
});

const form = (bytes: Uint8Array | null, filename: string, type: string, id = applicationId) => {
  const fd = new FormData();
  fd.set('applicationId', id);
  if (bytes) fd.set('receipt', new Blob([bytes as Uint8Array<ArrayBuffer>], { type }), filename);
  return fd;
};

const receiptCount = async () =>
  Number(
    ((await ctx.database.db.execute(sql`select count(*)::int as n from receipts`)) as unknown as { rows: { n: number }[] }).rows[0]!.n,
  );

async function expectRejected(body: BodyInit, status: number, message?: string, headers: Record<string, string> = {}) {
  const before = await receiptCount();
  const res = await call(ctx, 'POST', '/api/upload-receipt', body as never, { headers });
  expect(res.status, res.text.slice(0, 200)).toBe(status);
  expect(res.json).toMatchObject({ error: expect.any(String), message: expect.any(String) });
  if (message) expect(res.json.message).toBe(message);
  expect(await receiptCount()).toBe(before);
  return res;
}

describe('receipt upload', () => {
  it('accepts a real PNG (the control case)', async () => {
    const res = await call(ctx, 'POST', '/api/upload-receipt', form(PNG, 'receipt.png', 'image/png'));
    expect(res.status).toBe(201);
    const [row] = await ctx.database.db.select().from(receipts).where(eq(receipts.applicationId, applicationId));
    expect(row!.mimeType).toBe('image/png');
  });

  it('refuses disguised files whatever their name and declared type', async () => {
    const disguised: [Buffer, string, string][] = [
      [Buffer.from('<html><script>alert(1)</script></html>'), 'receipt.pdf', 'application/pdf'],
      [Buffer.from('MZ\x90\x00\x03\x00\x00\x00\x04\x00\x00\x00'), 'receipt.png', 'image/png'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'), 'receipt.jpg', 'image/jpeg'],
      [Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00'), 'receipt.png', 'image/png'],
      [Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00'), 'receipt.pdf', 'application/pdf'],
      [Buffer.from('#!/bin/sh\nrm -rf /\n'), 'receipt.jpeg', 'image/jpeg'],
    ];
    for (const [bytes, name, type] of disguised) {
      await expectRejected(form(bytes, name, type, applicationId), 415, messages.membership.receiptWrongType);
    }
  });

  it('refuses a zero-byte file, a file shorter than any signature, and a missing file', async () => {
    await expectRejected(form(Buffer.alloc(0), 'receipt.png', 'image/png'), 400);
    await expectRejected(form(PNG.subarray(0, 4), 'receipt.png', 'image/png'), 415, messages.membership.receiptWrongType);
    await expectRejected(form(null, '', ''), 400, messages.membership.receiptMissing);
  });

  it('refuses truncated multipart bodies (cut before the closing boundary) and broken multipart', async () => {
    const boundary = '----eca-test-boundary';
    const whole = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="applicationId"\r\n\r\n${applicationId}\r\n--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="r.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    for (const cut of [whole.length - 8, whole.length - 30, 60]) {
      const res = await call(ctx, 'POST', '/api/upload-receipt', whole.subarray(0, cut) as never, {
        headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}` },
      });
      expect(res.status, `cut at ${cut}: ${res.text}`).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    }
    await expectRejected('not multipart at all' as never, 400, undefined, { 'Content-Type': `multipart/form-data; boundary=${boundary}` });
    await expectRejected('x' as never, 400, undefined, { 'Content-Type': 'multipart/form-data' });
    await expectRejected(JSON.stringify({ receipt: 'x', applicationId }) as never, 415, undefined, { 'Content-Type': 'application/json' });
  });

  it('refuses an unknown or malformed application id without storing the file', async () => {
    await expectRejected(form(PNG, 'r.png', 'image/png', crypto.randomUUID()), 404, messages.membership.applicationNotFound);
    await expectRejected(form(PNG, 'r.png', 'image/png', "' or 1=1 --"), 404, messages.membership.applicationNotFound);
  });

  it('rejects a 50 MB stream with 413 while memory stays bounded', async () => {
    const total = 50 * 1024 * 1024;
    const chunk = Buffer.alloc(256 * 1024, 0x41);
    const boundary = '----eca-big';
    const headPart = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="applicationId"\r\n\r\n${applicationId}\r\n--${boundary}\r\nContent-Disposition: form-data; name="receipt"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
    ]);
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new Uint8Array(headPart));
      },
      pull(controller) {
        if (sent >= total) {
          controller.enqueue(new Uint8Array(Buffer.from(`\r\n--${boundary}--\r\n`)));
          controller.close();
          return;
        }
        sent += chunk.length;
        controller.enqueue(new Uint8Array(chunk));
      },
    });
    global.gc?.();
    const before = process.memoryUsage();
    let peak = before.rss;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 5);
    const before413 = await receiptCount();
    const res = await ctx.app.request('/api/upload-receipt', {
      method: 'POST',
      headers: { 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'X-Forwarded-For': freshIp() },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    clearInterval(sampler);
    const after = process.memoryUsage();
    expect(res.status).toBe(413);
    const json = (await res.json()) as { message: string; error: string };
    expect(json.message).toBe(messages.membership.receiptTooLarge);
    expect(await receiptCount()).toBe(before413);
    // The 50 MB were never held: the stream was cut well before its end, and memory grew far less than 50 MB.
    expect(sent).toBeLessThan(total);
    const grewMb = (peak - before.rss) / 1024 / 1024;
    const heapMb = (after.heapUsed - before.heapUsed) / 1024 / 1024;
    console.log(
      `50 MB upload: sent ${(sent / 1024 / 1024).toFixed(1)} MB before the cut; RSS peak +${grewMb.toFixed(1)} MB, heap +${heapMb.toFixed(1)} MB`,
    );
    expect(grewMb).toBeLessThan(40);
    expect(heapMb).toBeLessThan(25);
  });

  it('rejects a declared Content-Length over the limit before reading the body', async () => {
    const res = await ctx.app.request('/api/upload-receipt', {
      method: 'POST',
      headers: {
        'Content-Type': 'multipart/form-data; boundary=x',
        'Content-Length': String(50 * 1024 * 1024),
        'X-Forwarded-For': freshIp(),
      },
      body: 'x',
    });
    expect(res.status).toBe(413);
  });
});
