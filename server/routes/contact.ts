// Contact messages: /api/contact (issue 4).
import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { ContactSchema } from '../../contract/contact';
import { contactMessages } from '../db/schema';
import type { AppEnv } from '../deps';
import { jsonBody, ok, validate } from '../http';
import { rateLimitByIp, requireStaff } from '../middleware';
import { insertWithMail } from '../services/mail';
import { contactMails } from '../services/notifications';
import { AnyObject, isSpam } from './membership';

export const contactRoutes = () => {
  const r = new Hono<AppEnv>();

  r.post('/', rateLimitByIp('contact', { limit: 5, windowMs: 15 * 60_000 }), async (c) => {
    const raw = (await jsonBody(c, AnyObject)) as Record<string, unknown>;
    if (isSpam(raw)) {
      c.get('deps').logger.info('honeypot: contact message dropped', { requestId: c.get('requestId') });
      return ok(c, { message: { id: crypto.randomUUID(), status: 'new' } }, 201);
    }
    const input = validate(ContactSchema, raw);
    const deps = c.get('deps');
    const row = {
      id: crypto.randomUUID(),
      name: input.name,
      email: input.email,
      phone: input.phone,
      subject: input.subject,
      message: input.message,
      contactType: input.contactType,
      organization: input.contactType === 'organization' ? input.organization : '',
      status: 'new' as const,
    };
    const { contactType, ...same } = row;
    await insertWithMail(
      deps.database,
      'contact_messages',
      { ...same, contact_type: contactType },
      contactMails(deps.config, row),
      deps.now(),
    );
    return ok(c, { message: { id: row.id, status: row.status } }, 201);
  });

  r.get('/', requireStaff, async (c) => {
    const rows = await c
      .get('deps')
      .database.db.select()
      .from(contactMessages)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(500);
    return ok(c, { messages: rows });
  });

  return r;
};
