// GET /api/verify/:code: what a certificate's QR code proves. Anyone holding a certificate can check it, so the answer
// holds what the certificate itself prints (name, company, plan, number, end date) and whether it is still valid,
// never the member's email, phone, address or city. Search engines are asked not to index it, nothing keeps it, and
// each address may ask a limited number of times, so codes cannot be tried in bulk.
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { type Verification, VerificationSchema } from '../../../contract/account';
import { addisToday } from '../../../contract/dates';
import type { MembershipType } from '../../../contract/membership';
import { members } from '../../db/schema';
import { data, describe, pathInput } from '../../platform/apiDoc';
import type { AppEnv } from '../../platform/deps';
import { notFound, ok } from '../../platform/http';
import { rateLimitByIp } from '../../platform/middleware';

/** A code members.ts makes (24 random bytes, base64url: 32 characters), with room for longer ones; anything else is no code. */
const CODE = /^[A-Za-z0-9_-]{16,128}$/;

export const verifyRoutes = () =>
  new Hono<AppEnv>().get(
    '/:code',
    describe({
      tag: 'Public forms',
      summary: 'Check a certificate of membership by the code of its QR link',
      description:
        'What the certificate prints and whether the membership is still valid (through its last day, Addis Ababa time); ' +
        'no contact details. Not indexed, not cached.',
      answer: data(VerificationSchema),
      errors: [404],
      rateLimited: true,
    }),
    rateLimitByIp('verify', { limit: 30, windowMs: 60_000 }),
    async (c, next) => {
      // Every answer, a refused code's too, is neither indexed nor kept.
      c.header('X-Robots-Tag', 'noindex');
      c.header('Cache-Control', 'no-store');
      await next();
    },
    pathInput(
      v.object({ code: v.pipe(v.string(), v.regex(CODE), v.description('The code printed in the link.')) }),
      'server.certificateNotFound',
    ),
    async (c) => {
      const { code } = c.req.valid('param');
      const deps = c.get('deps');
      const [m] = await deps.database.db
        .select({
          firstName: members.firstName,
          lastName: members.lastName,
          company: members.company,
          plan: members.plan,
          number: members.number,
          validUntil: members.validUntil,
        })
        .from(members)
        .where(eq(members.verificationCode, code))
        .limit(1);
      if (!m) throw notFound('server.certificateNotFound');
      return ok(c, {
        // The last day is still a valid day (Addis Ababa days, as the certificate prints them).
        status: m.validUntil >= addisToday(deps.now()) ? 'valid' : 'expired',
        name: `${m.firstName} ${m.lastName}`.trim(),
        company: m.company,
        plan: m.plan as MembershipType,
        number: m.number,
        validUntil: m.validUntil,
      } satisfies Verification);
    },
  );
