// The public forms from a test's side: a form's field errors and the receipt upload's multipart body.
import { expect } from 'vitest';
import { outbox } from '../../server/db/schema';
import { call, type TestContext } from './app';

/** A form body without one of its fields. */
export const without = (body: Record<string, unknown>, field: string) => {
  const copy = { ...body };
  delete copy[field];
  return copy;
};

/** Posts `body` to a form route and expects a 400 that tells `message` for `field`; the answer, for more checks. */
export async function expectFieldError(ctx: TestContext, path: string, body: unknown, field: string, message: string) {
  const res = await call(ctx, 'POST', path, body);
  expect(res.status).toBe(400);
  expect(res.json.fields[field]).toBe(message);
  return res;
}

/** The receipt upload's multipart body: `applicationId` and the file, each left out when not given. */
export function receiptForm(applicationId: string | undefined, file?: { bytes: Uint8Array; name: string; type: string }) {
  const fd = new FormData();
  if (applicationId !== undefined) fd.append('applicationId', applicationId);
  if (file) fd.append('receipt', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return fd;
}

type Answer = Awaited<ReturnType<typeof call>>;

/**
 * Posts a submission with the honeypot filled and expects what a bot is told: a normal-looking 201, while `stored` (the
 * rows the submission would have made) finds nothing and no mail is queued. The answer, for more checks.
 */
export async function expectHoneypotDropped(ctx: TestContext, path: string, body: unknown, stored: (res: Answer) => Promise<unknown[]>) {
  const mailBefore = (await ctx.database.db.select().from(outbox)).length;
  const res = await call(ctx, 'POST', path, body);
  expect(res.status).toBe(201);
  expect(await stored(res)).toHaveLength(0);
  expect((await ctx.database.db.select().from(outbox)).length).toBe(mailBefore);
  return res;
}
