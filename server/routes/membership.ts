// Membership applications and receipts: /api/membership/…, /api/upload-receipt (issue 4).
import { and, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { ApplicationSchema } from '../../contract/membership';
import { messages } from '../../contract/messages';
import { membershipApplications, receipts } from '../db/schema';
import type { AppEnv } from '../deps';
import { jsonBody, notFound, ok, validate } from '../http';
import { rateLimitByIp, requireStaff } from '../middleware';
import { applicationReceived, receiptReceived } from '../services/notifications';
import { readReceiptUpload } from '../services/receipts';

/** The hidden field only a bot fills in. */
export const HONEYPOT_FIELD = 'website';
export const isSpam = (raw: Record<string, unknown>) => typeof raw[HONEYPOT_FIELD] === 'string' && raw[HONEYPOT_FIELD].trim() !== '';
/** Any JSON object; the contract schema is applied after the honeypot check. */
export const AnyObject = v.looseObject({});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const publicColumns = {
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
  receiptUploadedAt: membershipApplications.receiptUploadedAt,
  createdAt: membershipApplications.createdAt,
  updatedAt: membershipApplications.updatedAt,
};

export const membershipRoutes = () => {
  const r = new Hono<AppEnv>();

  r.post('/membership/apply', rateLimitByIp('membership-apply', { limit: 10, windowMs: 15 * 60_000 }), async (c) => {
    const raw = (await jsonBody(c, AnyObject)) as Record<string, unknown>;
    if (isSpam(raw)) {
      c.get('deps').logger.info('honeypot: application dropped', { requestId: c.get('requestId') });
      return ok(c, { application: { id: crypto.randomUUID(), status: 'pending' } }, 201);
    }
    const input = validate(ApplicationSchema, raw);
    const deps = c.get('deps');
    const application = await deps.database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(membershipApplications)
        .values({
          firstName: input.firstName,
          lastName: input.lastName,
          email: input.email,
          phone: input.phone,
          company: input.company,
          address: input.address,
          city: input.city,
          membershipType: input.membershipType,
          message: input.message,
          status: 'pending',
        })
        .returning(publicColumns);
      await applicationReceived(tx, deps.config, row!);
      return row!;
    });
    return ok(c, { application: { id: application.id, status: application.status, membershipType: application.membershipType } }, 201);
  });

  r.post('/upload-receipt', rateLimitByIp('upload-receipt', { limit: 20, windowMs: 15 * 60_000 }), async (c) => {
    const upload = await readReceiptUpload(c);
    if (!UUID.test(upload.applicationId)) throw notFound(messages.membership.applicationNotFound);
    const deps = c.get('deps');
    const id = upload.applicationId.toLowerCase();
    const result = await deps.database.db.transaction(async (tx) => {
      const [app] = await tx.select(publicColumns).from(membershipApplications).where(eq(membershipApplications.id, id)).for('update');
      if (!app) throw notFound(messages.membership.applicationNotFound);
      const now = deps.now();
      const replaced = app.receiptUploadedAt !== null;
      // Sent as base64 and decoded by the database: much faster than binding a large bytea parameter.
      const data = sql`decode(${upload.bytes.toString('base64')}, 'base64')` as unknown as Uint8Array;
      await tx
        .insert(receipts)
        .values({
          applicationId: id,
          mimeType: upload.kind.mime,
          filename: upload.filename,
          size: upload.bytes.length,
          data,
          createdAt: now,
        })
        .onConflictDoUpdate({
          target: receipts.applicationId,
          set: {
            mimeType: sql`excluded.mime_type`,
            filename: sql`excluded.filename`,
            size: sql`excluded.size`,
            data: sql`excluded.data` as unknown as Uint8Array,
            createdAt: sql`excluded.created_at`,
          },
        });
      await tx.update(membershipApplications).set({ receiptUploadedAt: now, updatedAt: now }).where(eq(membershipApplications.id, id));
      await receiptReceived(tx, deps.config, app, { mime: upload.kind.mime, size: upload.bytes.length, replaced });
      return { applicationId: id, mimeType: upload.kind.mime, size: upload.bytes.length, filename: upload.filename, uploadedAt: now };
    });
    return ok(c, { receipt: result }, 201);
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
    if (!UUID.test(id)) throw notFound(messages.membership.applicationNotFound);
    const db = c.get('deps').database.db;
    const [row] = await db.select(publicColumns).from(membershipApplications).where(eq(membershipApplications.id, id.toLowerCase()));
    if (!row) throw notFound(messages.membership.applicationNotFound);
    const [receipt] = await db
      .select({ mimeType: receipts.mimeType, filename: receipts.filename, size: receipts.size, createdAt: receipts.createdAt })
      .from(receipts)
      .where(and(eq(receipts.applicationId, row.id)));
    return ok(c, { application: { ...row, receipt: receipt ?? null } });
  });

  return r;
};
