// Membership applications and receipts: /api/membership/…, /api/upload-receipt.
import { desc, eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import type { ApplicationReceived } from '../../contract/answers';
import { RECEIPT_MAX_BYTES } from '../../contract/limits';
import { detailDifferences } from '../../contract/members';
import { ApplicationSchema } from '../../contract/membership';
import { isUuid } from '../../contract/validators';
import { members, membershipApplications, receipts } from '../db/schema';
import type { AppEnv } from '../deps';
import { ApiError, conflict, notFound, ok } from '../http';
import { requestLang } from '../lang';
import { clientIp, rateLimitByIp, requireStaff } from '../middleware';
import { memberDetailsOf, memberLang } from '../services/members';
import { applicationReceived, memberDetailsNotice, receiptReceived } from '../services/notifications';
import { newApplicationRow, paymentDue, paymentReferenceColumn, readPaymentSettings } from '../services/paymentSettings';
import { publicKey } from '../services/publicCache';
import { refund, spend } from '../services/rateLimit';
import { MULTIPART_SLACK, readReceiptUpload, receiptHistory } from '../services/receipts';
import { PUBLIC_CACHE } from './content';
import { formBody } from './forms';

/** What the applicant sent, its status and when: the columns every answer about an application has. */
export const applicationColumns = {
  id: membershipApplications.id,
  firstName: membershipApplications.firstName,
  lastName: membershipApplications.lastName,
  email: membershipApplications.email,
  phone: membershipApplications.phone,
  company: membershipApplications.company,
  address: membershipApplications.address,
  city: membershipApplications.city,
  membershipType: membershipApplications.membershipType,
  message: membershipApplications.message,
  status: membershipApplications.status,
  createdAt: membershipApplications.createdAt,
  /** "ECA-A-1042": written from its number, which the database hands out (contract/payment.ts). */
  paymentReference: paymentReferenceColumn,
  /** What it owes a year, in Birr, fixed on the day it was made; null: price on request. */
  feeBirr: membershipApplications.feeBirr,
};
const publicColumns = {
  ...applicationColumns,
  receiptUploadedAt: membershipApplications.receiptUploadedAt,
  updatedAt: membershipApplications.updatedAt,
};

export const membershipRoutes = () => {
  const r = new Hono<AppEnv>();

  r.post('/membership/apply', rateLimitByIp('membership-apply', { limit: 10, windowMs: 15 * 60_000 }), async (c) => {
    const input = await formBody(c, ApplicationSchema, 'application');
    if (!input) return ok(c, { application: { id: crypto.randomUUID(), status: 'pending' } } satisfies ApplicationReceived, 201);
    const deps = c.get('deps');
    const lang = requestLang(c);
    const { application, payment } = await deps.database.db.transaction(async (tx) => {
      const { row: stated, settings } = await newApplicationRow(tx, input, lang, deps.now());
      const [row] = await tx
        .insert(membershipApplications)
        .values({ ...stated, status: 'pending' })
        .returning(publicColumns);
      const payment = paymentDue(settings, row!);
      // Anyone can type a member's address: when what this application says differs from the member record of that
      // address, the member hears of it (first, so the day's visitor mails to that address never crowd it out).
      const [member] = await tx.select().from(members).where(sql`lower(${members.email}) = ${input.email.toLowerCase()}`);
      const differences = member ? detailDifferences(memberDetailsOf(member), memberDetailsOf(input)) : [];
      if (member && differences.length > 0) {
        const notice = { kind: 'filed' as const, applicationId: row!.id, differences };
        await memberDetailsNotice(tx, member, notice, await memberLang(tx, member.id), deps.now());
      }
      await applicationReceived(tx, deps.config, row!, payment, lang, deps.now());
      return { application: row!, payment };
    });
    const answer: ApplicationReceived = {
      application: { id: application.id, status: application.status, membershipType: input.membershipType, payment },
    };
    return ok(c, answer, 201);
  });

  // How to pay: what every visitor may read (the fees, the accounts, the words), kept like the other public answers.
  r.get('/membership/payment', async (c) => {
    const deps = c.get('deps');
    return deps.publicCache.json(c, publicKey.paymentSettings, PUBLIC_CACHE, () => readPaymentSettings(deps.database.db));
  });

  // Uploads this process is reading now: each holds up to 5 MB in memory until it is stored.
  let uploadsInFlight = 0;

  r.post('/upload-receipt', rateLimitByIp('upload-receipt', { limit: 20, windowMs: 15 * 60_000 }), async (c) => {
    const deps = c.get('deps');
    if (uploadsInFlight >= deps.config.uploadsInFlight) {
      throw new ApiError(503, 'membership.receiptBusy', undefined, { 'Retry-After': String(BUSY_RETRY_SECONDS) });
    }
    uploadsInFlight++;
    try {
      return await receiveReceipt(c);
    } finally {
      uploadsInFlight--;
    }
  });

  r.get('/membership/applications', requireStaff, async (c) => {
    const rows = await c
      .get('deps')
      .database.db.select(publicColumns)
      .from(membershipApplications)
      .orderBy(desc(membershipApplications.createdAt), desc(membershipApplications.id))
      .limit(500);
    return ok(c, { applications: rows });
  });

  // "For the user": the applications sent with the signed-in person's own email address.
  r.get('/membership/applications/user', requireStaff, async (c) => {
    const user = c.get('user')!;
    const rows = await c
      .get('deps')
      .database.db.select(publicColumns)
      .from(membershipApplications)
      .where(sql`lower(${membershipApplications.email}) = lower(${user.email})`)
      .orderBy(desc(membershipApplications.createdAt), desc(membershipApplications.id));
    return ok(c, { applications: rows });
  });

  r.get('/membership/applications/:id', requireStaff, async (c) => {
    const id = c.req.param('id');
    if (!isUuid(id)) throw notFound('membership.applicationNotFound');
    const db = c.get('deps').database.db;
    const [row] = await db.select(publicColumns).from(membershipApplications).where(eq(membershipApplications.id, id.toLowerCase()));
    if (!row) throw notFound('membership.applicationNotFound');
    // Newest first: `receipt` is the latest (what staff judge), `receipts` every one uploaded.
    const history = await receiptHistory(db, row.id);
    const latest = history[0];
    const receipt = latest
      ? { mimeType: latest.mimeType, filename: latest.filename, size: latest.size, createdAt: latest.createdAt }
      : null;
    return ok(c, { application: { ...row, receipt, receiptCount: history.length, receipts: history } });
  });

  return r;
};

/** Seconds a client is asked to wait when this process is reading as many uploads as it may. */
export const BUSY_RETRY_SECONDS = 10;
const DAY_MS = 86_400_000;
const kib = (bytes: number) => Math.ceil(bytes / 1024);

/**
 * Reads one receipt within the client address's daily budget and adds it to the application's receipts. The budget is
 * spent before the body is read (its declared length, or the most an upload may be) and what was not read is given back.
 */
async function receiveReceipt(c: Context<AppEnv>) {
  const deps = c.get('deps');
  const db = deps.database.db;
  const key = `upload-bytes:ip:${clientIp(c)}`;
  const declared = c.req.header('content-length');
  const reserved = kib(
    declared !== undefined && /^\d+$/.test(declared) && c.req.header('transfer-encoding') === undefined
      ? Number(declared)
      : RECEIPT_MAX_BYTES + MULTIPART_SLACK,
  );
  const limit = kib(deps.config.uploadDailyBytes * deps.config.rateLimitMultiplier);
  const budget = await spend(db, key, reserved, limit, DAY_MS, deps.now());
  if (!budget.allowed) {
    throw new ApiError(429, 'membership.receiptDailyLimit', undefined, { 'Retry-After': String(budget.retryAfterSeconds) });
  }
  const meter = { bytes: 0 };
  try {
    const upload = await readReceiptUpload(c, meter);
    if (!isUuid(upload.applicationId)) throw notFound('membership.applicationNotFound');
    const id = upload.applicationId.toLowerCase();
    const result = await db.transaction(async (tx) => {
      // Locked: a decision (which locks the row too) and an upload never overlap.
      const [app] = await tx
        .select({ ...publicColumns, lang: membershipApplications.lang })
        .from(membershipApplications)
        .where(eq(membershipApplications.id, id))
        .for('update');
      if (!app) throw notFound('membership.applicationNotFound');
      if (app.status !== 'pending') throw conflict('membership.receiptDecided');
      const now = deps.now();
      const replaced = app.receiptUploadedAt !== null;
      // Sent as base64 and decoded by the database: much faster than binding a large bytea parameter.
      const data = sql`decode(${upload.bytes.toString('base64')}, 'base64')` as unknown as Uint8Array;
      // Every upload is a new row: an earlier receipt is kept, never overwritten.
      await tx.insert(receipts).values({
        applicationId: id,
        mimeType: upload.kind.mime,
        filename: upload.filename,
        size: upload.bytes.length,
        data,
        createdAt: now,
      });
      await tx.update(membershipApplications).set({ receiptUploadedAt: now, updatedAt: now }).where(eq(membershipApplications.id, id));
      // In the language the person applied in, whatever page the receipt came from.
      await receiptReceived(tx, deps.config, app, { mime: upload.kind.mime, size: upload.bytes.length, replaced }, app.lang, deps.now());
      return { applicationId: id, mimeType: upload.kind.mime, size: upload.bytes.length, filename: upload.filename, uploadedAt: now };
    });
    return ok(c, { receipt: result }, 201);
  } finally {
    // Whatever was not read (a shorter body, or one refused before it was read) goes back to the budget.
    await refund(db, key, reserved - kib(meter.bytes), budget.resetAt).catch((err) =>
      deps.logger.warn('could not give back upload budget', { error: err instanceof Error ? err.message : String(err) }),
    );
  }
}
