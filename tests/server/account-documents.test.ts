// The member's documents from "My membership": the certificate (its QR code names that member's /verify page) and the
// payment acknowledgement, each only the session's own, in the page's language.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accountSession, approvedMember, call, createTestContext, makeUser, type TestContext } from '../support/app';
import { validApplication } from '../support/fixtures';
import { pdfText } from '../support/pdfText';
import { qrTextFromPdf } from '../support/qr';

/** 24 November 2026, noon in Addis Ababa. */
const NOON_ADDIS = new Date('2026-11-24T09:00:00Z');

let ctx: TestContext;
let admin: { token: string };
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(NOON_ADDIS);
  admin = await makeUser(ctx, 'admin');
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.execute(
    sql`truncate members, member_number_counters, acknowledgement_counters, member_history, membership_applications, account_sessions, rate_limits cascade`,
  );
  ctx.clock.set(NOON_ADDIS);
});

/** Applies and is approved; answers the account token of that email. */
async function member(email: string, firstName: string) {
  await approvedMember(ctx, admin.token, { email, firstName });
  return accountSession(ctx, email);
}

/** A PDF answer's bytes (the `call` helper reads text, which would mangle them). */
async function pdf(path: string, token?: string) {
  const res = await ctx.app.request(path, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('GET /api/account/certificate.pdf', () => {
  it("is the session's own certificate, its QR code the verify link of that membership", async () => {
    const almaz = await member('almaz@example.org', 'Almaz');
    const dawit = await member('dawit@example.org', 'Dawit');
    const res = await pdf('/api/account/certificate.pdf', almaz);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="ECA-\d{4}-0001-certificate\.pdf"$/);
    const link = await qrTextFromPdf(res.bytes);
    expect(link).toMatch(new RegExp(`^${ctx.deps.config.publicUrl}/verify/[A-Za-z0-9_-]{32,}$`));
    const verified = await call(ctx, 'GET', `/api/verify/${link.split('/verify/')[1]}`);
    expect(verified.json.data).toMatchObject({
      status: 'valid',
      name: expect.stringMatching(/^Almaz /),
      number: expect.stringMatching(/-0001$/),
    });

    const other = await qrTextFromPdf((await pdf('/api/account/certificate.pdf', dawit)).bytes);
    expect(other).not.toBe(link);
    expect((await call(ctx, 'GET', `/api/verify/${other.split('/verify/')[1]}`)).json.data.name).toMatch(/^Dawit /);
  });

  it('is in Amharic with ?lang=am', async () => {
    const token = await member('amharic@example.org', 'Almaz');
    const text = (await pdfText((await pdf('/api/account/certificate.pdf?lang=am', token)).bytes)).join('\n');
    expect(text).toContain('የአባልነት የምስክር ወረቀት');
  });

  it('is refused without a session, and is 404 for an email with no membership yet', async () => {
    expect((await pdf('/api/account/certificate.pdf')).status).toBe(401);
    const applicant = await call(ctx, 'POST', '/api/membership/apply', validApplication({ email: 'waiting@example.org' }));
    expect(applicant.status).toBe(201);
    const res = await call(ctx, 'GET', '/api/account/certificate.pdf', undefined, {
      token: await accountSession(ctx, 'waiting@example.org'),
    });
    expect(res.status).toBe(404);
    expect(res.json.error).toBe('There is no membership for this email address yet.');
  });
});

describe('GET /api/account/acknowledgement.pdf', () => {
  it("prints the newest paid period's number and amount, and never another member's", async () => {
    const almaz = await member('almaz@example.org', 'Almaz');
    const dawit = await member('dawit@example.org', 'Dawit');
    const res = await pdf('/api/account/acknowledgement.pdf', almaz);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/filename="ECA-R-\d{4}-0001\.pdf"/);
    const text = (await pdfText(res.bytes)).join('\n');
    expect(text).toMatch(/ECA-R-\d{4}-0001/);
    expect(text).toContain('22,000');

    const dawitAccount = await call(ctx, 'GET', '/api/account', undefined, { token: dawit });
    const dawitNumber = dawitAccount.json.data.member.payments[0].acknowledgementNumber as string;
    expect(dawitNumber).toMatch(/-0002$/);
    const stolen = await call(ctx, 'GET', `/api/account/acknowledgement.pdf?number=${dawitNumber}`, undefined, { token: almaz });
    expect(stolen.status).toBe(404);
    expect((await pdf(`/api/account/acknowledgement.pdf?number=${dawitNumber}`, dawit)).status).toBe(200);
  });
});
