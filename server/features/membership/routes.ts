// Membership applications and receipts: /api/membership/…, /api/upload-receipt.
import { desc, eq, sql } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import {
  ApplicationDetailSchema,
  type ApplicationReceived,
  ApplicationReceivedSchema,
  ApplicationsSchema,
  ReceiptReceivedSchema,
} from '../../../contract/answers';
import { RECEIPT_MAX_BYTES, RECEIPT_MIME_TYPES } from '../../../contract/limits';
import { detailDifferences } from '../../../contract/members';
import { ApplicationSchema, ReceiptUploadSchema } from '../../../contract/membership';
import { PaymentSettingsAnswerSchema } from '../../../contract/paymentSchema';
import { isUuid } from '../../../contract/validators';
import { members, membershipApplications, receipts } from '../../db/schema';
import { applicationReceived, memberDetailsNotice, receiptReceived } from '../../messages/notifications';
import { data, describe, FOR_API_CLIENTS, formInput, STAFF, uuidInput } from '../../platform/apiDoc';
import type { AppEnv } from '../../platform/deps';
import { ApiError, conflict, notFound, ok } from '../../platform/http';
import { requestLang } from '../../platform/lang';
import { clientIp, rateLimitByIp, requireStaff } from '../../platform/middleware';
import { publicJson } from '../../platform/publicAnswers';
import { publicKey } from '../../platform/publicCache';
import { refund, spend } from '../../platform/rateLimit';
import { memberDetailsOf, memberLang } from '../members/service';
import { applicationColumns } from './applications';
import { newApplicationRow, paymentDue, readPaymentSettings } from './paymentSettings';
import { MULTIPART_SLACK, readReceiptUpload, receiptHistory } from './receipts';

const publicColumns = {
  ...applicationColumns,
  receiptUploadedAt: membershipApplications.receiptUploadedAt,
  updatedAt: membershipApplications.updatedAt,
};

/** A staff read outside /api/admin, kept for API clients. */
const staffRead = (summary: string, answer: Parameters<typeof data>[0]) =>
  describe({ tag: 'Staff', summary, roles: STAFF, answer: data(answer), description: FOR_API_CLIENTS });

export const membershipRoutes = () => {
  // Uploads this process is reading now: each holds up to 5 MB in memory until it is stored.
  let uploadsInFlight = 0;

  return (
    new Hono<AppEnv>()
      .post(
        '/membership/apply',
        describe({
          tag: 'Public forms',
          summary: 'Apply for membership',
          description:
            "When the email already has a member whose record states other details, the member is mailed at the record's " +
            'address what the application states (the record itself is not changed: staff decide on approval).',
          answer: data(ApplicationReceivedSchema, 201, 'Received; upload the bank receipt next.'),
          rateLimited: true,
        }),
        rateLimitByIp('membership-apply', { limit: 10, windowMs: 15 * 60_000 }),
        formInput(ApplicationSchema, 'application'),
        async (c) => {
          const input = c.req.valid('json');
          if (!input) {
            // A bot's application, answered as a stored one would be (an answer of the same type, as a client reads it).
            const dropped: ApplicationReceived = { application: { id: crypto.randomUUID(), status: 'pending' } };
            return ok(c, dropped, 201);
          }
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
        },
      )
      // How to pay: what every visitor may read (the fees, the accounts, the words), kept like the other public answers.
      .get(
        '/membership/payment',
        describe({
          tag: 'Content',
          summary:
            'How to pay the membership fee: the yearly fee per plan, the farm-investor arrangement, the bank accounts and the instructions',
          answer: data(PaymentSettingsAnswerSchema),
        }),
        (c) => publicJson(c, publicKey.paymentSettings, () => readPaymentSettings(c.get('deps').database.db)),
      )
      .post(
        '/upload-receipt',
        describe({
          tag: 'Public forms',
          summary: 'Upload the bank receipt of a pending application (JPEG, PNG or PDF, at most 5 MB)',
          description: 'Each upload is kept; the latest is the one staff judge.',
          // The multipart body is streamed by its own reader (services/receipts.ts), within the day's byte budget.
          body: {
            schema: ReceiptUploadSchema,
            types: ['multipart/form-data'],
            encoding: { receipt: { contentType: RECEIPT_MIME_TYPES.join(', ') } },
          },
          answer: data(ReceiptReceivedSchema, 201, 'Stored.'),
          errors: [404, 409, 503],
          rateLimited: true,
        }),
        rateLimitByIp('upload-receipt', { limit: 20, windowMs: 15 * 60_000 }),
        async (c) => {
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
        },
      )
      .get('/membership/applications', staffRead('The latest 500 membership applications', ApplicationsSchema), requireStaff, async (c) => {
        const rows = await c
          .get('deps')
          .database.db.select(publicColumns)
          .from(membershipApplications)
          .orderBy(desc(membershipApplications.createdAt), desc(membershipApplications.id))
          .limit(500);
        return ok(c, { applications: rows });
      })
      // "For the user": the applications sent with the signed-in person's own email address.
      .get(
        '/membership/applications/user',
        staffRead("The applications sent with the signed-in staff member's own email address", ApplicationsSchema),
        requireStaff,
        async (c) => {
          const user = c.get('user')!;
          const rows = await c
            .get('deps')
            .database.db.select(publicColumns)
            .from(membershipApplications)
            .where(sql`lower(${membershipApplications.email}) = lower(${user.email})`)
            .orderBy(desc(membershipApplications.createdAt), desc(membershipApplications.id));
          return ok(c, { applications: rows });
        },
      )
      .get(
        '/membership/applications/:id',
        staffRead('One membership application with its receipt history', ApplicationDetailSchema),
        requireStaff,
        uuidInput(['id'], 'membership.applicationNotFound'),
        async (c) => {
          const { id } = c.req.valid('param');
          const db = c.get('deps').database.db;
          const [row] = await db.select(publicColumns).from(membershipApplications).where(eq(membershipApplications.id, id));
          if (!row) throw notFound('membership.applicationNotFound');
          // Newest first: `receipt` is the latest (what staff judge), `receipts` every one uploaded.
          const history = await receiptHistory(db, row.id);
          const latest = history[0];
          const receipt = latest
            ? { mimeType: latest.mimeType, filename: latest.filename, size: latest.size, createdAt: latest.createdAt }
            : null;
          return ok(c, { application: { ...row, receipt, receiptCount: history.length, receipts: history } });
        },
      )
  );
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
