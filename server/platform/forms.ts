// The public forms' bodies: a hidden field only a bot fills in, then the contract's schema.
import type { Context } from 'hono';
import * as v from 'valibot';
import type { AppEnv } from './deps';
import { jsonBody, validate } from './http';

/** The hidden field only a bot fills in. */
export const HONEYPOT_FIELD = 'website';
/** Any JSON object; the contract schema is applied after the honeypot check. */
const AnyObject = v.looseObject({});

/**
 * The form's fields, checked against `schema`; undefined (and logged as "`what` dropped") when the hidden field is
 * filled in. The caller then answers as if it had been stored, so the bot learns nothing.
 */
export async function formBody<S extends v.GenericSchema>(
  c: Context<AppEnv>,
  schema: S,
  what: string,
): Promise<v.InferOutput<S> | undefined> {
  const raw = (await jsonBody(c, AnyObject)) as Record<string, unknown>;
  const honeypot = raw[HONEYPOT_FIELD];
  if (typeof honeypot === 'string' && honeypot.trim() !== '') {
    c.get('deps').logger.info(`honeypot: ${what} dropped`, { requestId: c.get('requestId') });
    return undefined;
  }
  return validate(schema, raw);
}
