// Settings (admins only): how to pay the membership fee. Every save is audited; the admin router clears the cached
// public answers and pages after it, so the next visitor reads the new fee and accounts.
import { Hono } from 'hono';
import { PaymentSettingsSchema } from '../../../contract/paymentSchema';
import type { AppEnv } from '../../deps';
import { jsonBody, ok } from '../../http';
import { requireAdmin } from '../../middleware';
import { readPaymentSettingsRecord, savePaymentSettings } from '../../services/paymentSettings';
import { actorOf, inTx } from './list';

export const adminSettingsRoutes = () =>
  new Hono<AppEnv>()
    .use('*', requireAdmin)
    .get('/', async (c) => ok(c, await readPaymentSettingsRecord(c.get('deps').database.db)))
    .put('/', async (c) => {
      const input = await jsonBody(c, PaymentSettingsSchema);
      const actor = actorOf(c);
      const deps = c.get('deps');
      await inTx(deps.database.db, (tx) => savePaymentSettings(tx, input, actor, deps.now()));
      return ok(c, await readPaymentSettingsRecord(deps.database.db));
    });
