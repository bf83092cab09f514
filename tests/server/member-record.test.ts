// A member's record belongs to the member: an application anyone files under a member's address never rewrites it on
// its own. A renewal from /account starts from the record; an approval keeps the record unless staff, having seen the
// differences side by side, take the application's details; the member is mailed about a differing application and
// about a change staff made.
import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '../../contract/messages';
import { validationMessages as amValidation } from '../../contract/messages/am/validation';
import { auditLog, members, membershipApplications, outbox } from '../../server/db/schema';
import { memberLang } from '../../server/features/members/service';
import { accountSession, call, createTestContext, makeUser, type TestContext } from '../support/app';
import { validApplication } from '../support/fixtures';

const AM = { 'Accept-Language': 'am' };
/** 24 November 2026, noon in Addis Ababa. */
const NOON_ADDIS = new Date('2026-11-24T09:00:00Z');

let ctx: TestContext;
let admin: { id: string; token: string };
beforeAll(async () => {
  ctx = await createTestContext();
  ctx.clock.set(NOON_ADDIS);
  admin = await makeUser(ctx, 'admin');
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.database.db.execute(
    sql`truncate members, member_number_counters, member_history, membership_applications, outbox, audit_log, account_sessions, rate_limits cascade`,
  );
  ctx.clock.set(NOON_ADDIS);
});

const ALICE = {
  firstName: 'Alice',
  lastName: 'Bekele',
  email: 'alice@example.org',
  company: 'Bekele Cassava Farms',
  city: 'Hawassa',
  phone: '+251 911 111 111',
  address: 'Kebele 07',
  listInDirectory: true,
};
const MALLORY = { firstName: 'Mallory', lastName: 'Evil', company: 'Evil Trading', city: 'Nowhere', phone: '+251 999 999 999' };

async function apply(over: Record<string, unknown>, headers: Record<string, string> = {}) {
  const res = await call(ctx, 'POST', '/api/membership/apply', validApplication(over), { headers });
  expect(res.status, res.text).toBe(201);
  return res.json.data.application.id as string;
}
const decide = (id: string, body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  call(ctx, 'PUT', `/api/admin/membership-applications/${id}/status`, body, { token: admin.token, headers });
async function approve(id: string, body: Record<string, unknown> = {}) {
  const res = await decide(id, { status: 'approved', ...body });
  expect(res.status, res.text).toBe(200);
  return res.json.data;
}
/** Alice, a member listed in the directory, who applied from the site in `headers`' language. */
async function aliceMember(headers: Record<string, string> = {}) {
  await approve(await apply(ALICE, headers));
  const [m] = await ctx.database.db.select().from(members).where(eq(members.email, ALICE.email));
  return m!;
}
const record = async () => (await ctx.database.db.select().from(members).where(eq(members.email, ALICE.email)))[0]!;
const aliceDetails = {
  firstName: ALICE.firstName,
  lastName: ALICE.lastName,
  company: ALICE.company,
  city: ALICE.city,
  phone: ALICE.phone,
};
const mailsTo = (to: string) => ctx.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(asc(outbox.id));
const applicationList = async () => {
  const res = await call(ctx, 'GET', '/api/admin/membership-applications?pageSize=50', undefined, { token: admin.token });
  expect(res.status, res.text).toBe(200);
  return res.json.data.items as { id: string; memberRecord: Record<string, string> | null }[];
};
const decisionAudit = async (id: string) =>
  (
    await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'membership_application'), eq(auditLog.entityId, id)))
  ).map((a) => a.details);

describe("a stranger's application under a member's address", () => {
  it('renewing and approving keep the member record: the certificate check and the directory still show the member', async () => {
    const alice = await aliceMember();
    // Mallory files an application under Alice's address (in other letter case), with her own name and company.
    const mallory = await apply({ ...MALLORY, email: 'ALICE@example.org' });

    // Alice presses Renew on /account: the renewal is made from her record, not from the newest application.
    const token = await accountSession(ctx, ALICE.email);
    const renewal = await call(ctx, 'POST', '/api/account/renewal', {}, { token });
    expect(renewal.status, renewal.text).toBe(201);
    const renewalId = renewal.json.data.application.id as string;
    const [stored] = await ctx.database.db.select().from(membershipApplications).where(eq(membershipApplications.id, renewalId));
    expect(stored).toMatchObject({ ...aliceDetails, address: ALICE.address, kind: 'renewal' });

    // Staff see Mallory's application beside Alice's record; the renewal states nothing different.
    const list = await applicationList();
    expect(list.find((a) => a.id === mallory)?.memberRecord).toEqual({ number: alice.number, ...aliceDetails });

    await approve(renewalId);
    // Approved as it comes (no choice sent): the record is kept, the year is still paid.
    const approved = await approve(mallory);
    expect(approved.member).toMatchObject({ number: alice.number, ...aliceDetails });

    const after = await record();
    expect(after).toMatchObject({ ...aliceDetails, number: alice.number, verificationCode: alice.verificationCode });
    expect(after.validUntil > alice.validUntil).toBe(true);
    const verified = await call(ctx, 'GET', `/api/verify/${alice.verificationCode}`);
    expect(verified.json.data).toMatchObject({ name: 'Alice Bekele', company: ALICE.company, number: alice.number });
    const directory = await call(ctx, 'GET', '/api/members');
    expect(directory.json.data.items).toEqual([{ name: ALICE.company, plan: 'farmer', city: ALICE.city }]);
    expect(JSON.stringify(directory.json)).not.toMatch(/Mallory|Evil/);

    // The audit log says what the application stated and that the record was kept.
    const [malloryAudit] = await decisionAudit(mallory);
    expect(malloryAudit).toMatchObject({ to: 'approved', renewed: true, memberDetails: 'kept' });
    expect(malloryAudit!.differences).toEqual([
      { field: 'firstName', member: 'Alice', application: 'Mallory' },
      { field: 'lastName', member: 'Bekele', application: 'Evil' },
      { field: 'company', member: ALICE.company, application: MALLORY.company },
      { field: 'city', member: 'Hawassa', application: 'Nowhere' },
      { field: 'phone', member: ALICE.phone, application: MALLORY.phone },
    ]);
    // Once it has renewed the member, the application no longer offers the comparison.
    expect((await applicationList()).find((a) => a.id === mallory)?.memberRecord).toBeNull();
  });

  it('renewing takes no details from a stranger approved while staff kept the record', async () => {
    await aliceMember();
    const mallory = await apply({ ...MALLORY, email: ALICE.email, address: 'Evil Street 1' });
    await approve(mallory, { memberDetails: 'keep' });
    const token = await accountSession(ctx, ALICE.email);
    const renewal = await call(ctx, 'POST', '/api/account/renewal', {}, { token });
    const [stored] = await ctx.database.db
      .select()
      .from(membershipApplications)
      .where(eq(membershipApplications.id, renewal.json.data.application.id));
    expect(stored).toMatchObject({ ...aliceDetails, address: ALICE.address });
  });

  it("leaves the member's language alone: a stranger's Amharic application kept out of the record does not choose it", async () => {
    const alice = await aliceMember();
    await approve(await apply({ ...MALLORY, email: ALICE.email }, AM), { memberDetails: 'keep' });
    expect(await memberLang(ctx.database.db, alice.id)).toBe('en');
    // Her own renewal from the Amharic site does.
    await approve(await apply(ALICE, AM));
    expect(await memberLang(ctx.database.db, alice.id)).toBe('am');
  });
});

describe("staff's choice of the details", () => {
  it("takes the application's details only when asked; the audit log and the member's mail say what changed", async () => {
    const alice = await aliceMember(AM);
    const moved = await apply({ ...ALICE, company: 'Bekele Processing PLC', city: 'Adama', phone: '0911 222 333' });
    await ctx.database.db.delete(outbox);
    const res = await approve(moved, { memberDetails: 'application' });
    expect(res.member).toMatchObject({ number: alice.number, company: 'Bekele Processing PLC', city: 'Adama', phone: '0911 222 333' });
    expect(await record()).toMatchObject({ firstName: 'Alice', company: 'Bekele Processing PLC', city: 'Adama' });
    expect((await call(ctx, 'GET', `/api/verify/${alice.verificationCode}`)).json.data.company).toBe('Bekele Processing PLC');

    const [details] = await decisionAudit(moved);
    expect(details).toMatchObject({ memberDetails: 'taken' });
    expect(details!.differences).toEqual([
      { field: 'company', member: ALICE.company, application: 'Bekele Processing PLC' },
      { field: 'city', member: 'Hawassa', application: 'Adama' },
      { field: 'phone', member: ALICE.phone, application: '0911 222 333' },
    ]);

    // Alice used the Amharic site: the notice of the change is in Amharic, greeting her by the record's name.
    const mails = await mailsTo(ALICE.email);
    const changed = mails.find((m) => m.subject === 'የአባል መዝገብዎ ተቀይሯል');
    expect(changed, mails.map((m) => m.subject).join(' | ')).toBeDefined();
    expect(changed!.text).toContain('ውድ Alice Bekele፣');
    expect(changed!.text).toContain(`ድርጅት፦ ${ALICE.company} → Bekele Processing PLC`);
    expect(changed!.text).toContain('ከተማ፦ Hawassa → Adama');
    expect(changed!.text).toContain('info@cassava.org.et');
  });

  it('leaves a new member and an application stating the same details as before: no choice, no notice', async () => {
    await aliceMember();
    const same = await apply({ ...ALICE, firstName: ' alice ', phone: '+251-911-111-111' });
    expect((await applicationList()).find((a) => a.id === same)?.memberRecord).toMatchObject(aliceDetails);
    const mails = await mailsTo(ALICE.email);
    expect(mails.map((m) => m.subject)).not.toContain('A membership application was made with your email address');
    await approve(same, { memberDetails: 'application' });
    expect(await record()).toMatchObject(aliceDetails);
    const [details] = await decisionAudit(same);
    expect(details).not.toHaveProperty('memberDetails');
    expect((await mailsTo(ALICE.email)).map((m) => m.subject)).not.toContain('Your member record was changed');
  });

  it('refuses an unknown choice with a clear message in the staff member’s language, deciding nothing', async () => {
    await aliceMember();
    const mallory = await apply({ ...MALLORY, email: ALICE.email });
    const bad = await decide(mallory, { status: 'approved', memberDetails: 'overwrite' });
    expect(bad.status).toBe(400);
    expect(bad.json.fields.memberDetails).toBe(messages.validation.memberDetailsChoice);
    const badAm = await decide(mallory, { status: 'approved', memberDetails: 'overwrite' }, AM);
    expect(badAm.status).toBe(400);
    expect(badAm.json.fields.memberDetails).toBe(amValidation.memberDetailsChoice);
    const [app] = await ctx.database.db.select().from(membershipApplications).where(eq(membershipApplications.id, mallory));
    expect(app!.status).toBe('pending');
    expect(await record()).toMatchObject(aliceDetails);
  });
});

describe("the member's mail about an application under their address", () => {
  it('tells the member what was filed, in their language, and that the record was not changed', async () => {
    await aliceMember();
    const mallory = await apply({ ...MALLORY, email: ALICE.email }, AM);
    const mails = await mailsTo(ALICE.email);
    const filed = mails.find((m) => m.subject === 'A membership application was made with your email address');
    // English: Alice applied in English, whatever language the stranger used.
    expect(filed, mails.map((m) => m.subject).join(' | ')).toBeDefined();
    expect(filed!.text).toContain('Dear Alice Bekele,');
    expect(filed!.text).toContain('First name: Mallory');
    expect(filed!.text).toContain('Company / farm: Evil Trading');
    expect(filed!.text).toContain('Phone: +251 999 999 999');
    expect(filed!.text).toContain('Your member record has not been changed.');
    expect(filed!.text).toContain('If you did not send this application, please contact our office');
    expect(filed!.text).toContain(mallory);
  });

  it('is in Amharic for a member who used the Amharic site, and repeats no link a stranger typed', async () => {
    await aliceMember(AM);
    await apply({ ...MALLORY, email: ALICE.email, company: 'Visit https://evil.example now' });
    const mails = await mailsTo(ALICE.email);
    const filed = mails.find((m) => m.subject === 'በኢሜይል አድራሻዎ የአባልነት ማመልከቻ ቀርቧል');
    expect(filed, mails.map((m) => m.subject).join(' | ')).toBeDefined();
    expect(filed!.text).toContain('ውድ Alice Bekele፣');
    expect(filed!.text).toContain('ስም፦ Mallory');
    expect(filed!.text).toContain('ድርጅት፦ Visit now');
    expect(filed!.text).not.toContain('evil.example');
    expect(filed!.text).toContain('የአባል መዝገብዎ አልተቀየረም።');
  });

  it('sends nothing extra for an application of an address that has no member', async () => {
    await apply({ ...MALLORY, email: 'new@example.org' });
    const mails = await mailsTo('new@example.org');
    expect(mails.map((m) => m.subject)).toEqual(['We received your farmer membership application']);
  });
});
