// Contact messages: /api/contact.
import { desc } from 'drizzle-orm';
import { Hono } from 'hono';
import { ContactMessagesSchema, type ContactReceived, ContactReceivedSchema } from '../../../contract/answers';
import { ContactSchema } from '../../../contract/contact';
import { contactMessages } from '../../db/schema';
import { contactMails } from '../../messages/notifications';
import { data, describe, FOR_API_CLIENTS, formInput, STAFF } from '../../platform/apiDoc';
import type { AppEnv } from '../../platform/deps';
import { ok } from '../../platform/http';
import { requestLang } from '../../platform/lang';
import { rateLimitByIp, requireStaff } from '../../platform/middleware';
import { insertWithMail } from '../../platform/outbox';
import { consentColumns } from '../privacy/service';

export const contactRoutes = () =>
  new Hono<AppEnv>()
    .post(
      '/',
      describe({
        tag: 'Public forms',
        summary: 'Write to the staff',
        answer: data(ContactReceivedSchema, 201, 'Received.'),
        rateLimited: true,
      }),
      rateLimitByIp('contact', { limit: 5, windowMs: 15 * 60_000 }),
      formInput(ContactSchema, 'contact message'),
      async (c) => {
        const input = c.req.valid('json');
        if (!input) return ok(c, { message: { id: crypto.randomUUID(), status: 'new' } } satisfies ContactReceived, 201);
        const deps = c.get('deps');
        const lang = requestLang(c);
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
          { ...same, contact_type: contactType, lang, ...consentColumns(deps.now()) },
          contactMails(deps.config, row, lang),
          deps.now(),
        );
        return ok(c, { message: { id: row.id, status: row.status } } satisfies ContactReceived, 201);
      },
    )
    .get(
      '/',
      describe({
        tag: 'Staff',
        summary: 'The latest 500 contact messages',
        roles: STAFF,
        answer: data(ContactMessagesSchema),
        description: FOR_API_CLIENTS,
      }),
      requireStaff,
      async (c) => {
        const rows = await c
          .get('deps')
          .database.db.select()
          .from(contactMessages)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(500);
        return ok(c, { messages: rows });
      },
    );
