// API: Settings (how to pay) for admins only, its public read, and what each application owes: its payment reference and
// the fee of the day it was made.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIRST_PAYMENT_WORDS as AM_WORDS } from '../../contract/am/paymentWords';
import {
  fieldLabels as amFields,
  languageLabels as amLanguages,
  validationMessages as amValidation,
} from '../../contract/messages/am/validation';
import { fieldLabels as f, languageLabels, validationMessages as m } from '../../contract/messages/validation';
import { FIRST_PAYMENT_WORDS as OM_WORDS } from '../../contract/om/paymentWords';
import { DEFAULT_PAYMENT_SETTINGS, type PaymentSettings } from '../../contract/payment';
import { FEE_MAX_BIRR } from '../../contract/paymentSchema';
import { auditLog, memberHistory, members, membershipApplications, outbox, paymentSettings } from '../../server/db/schema';
import { accountSession, call, createTestContext, makeUser, type TestContext } from '../support/app';
import { validApplication } from '../support/fixtures';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof makeUser>>;
let editor: Awaited<ReturnType<typeof makeUser>>;
beforeAll(async () => {
  ctx = await createTestContext();
  [admin, editor] = await Promise.all([makeUser(ctx, 'admin'), makeUser(ctx, 'moderator')]);
});
afterAll(async () => ctx.close());

/** The published defaults as the API answers them: with each other language's first published words. */
const PUBLISHED: PaymentSettings = { ...DEFAULT_PAYMENT_SETTINGS, translations: { am: AM_WORDS, om: OM_WORDS } };

const settings = (over: Partial<PaymentSettings> = {}): PaymentSettings => ({
  fees: { farmer: 25_000, processor: 26_000, exporter: 27_000 },
  investor: { priceBirr: null, text: 'Agreed with you.' },
  accounts: [
    { bank: 'Commercial Bank of Ethiopia', branch: 'Bole', accountName: 'Ethiopian Cassava Association', accountNumber: '1000123456789' },
  ],
  instructions: 'Pay at any branch and write the reference on the slip.',
  translations: { am: { instructions: 'በማንኛውም ቅርንጫፍ ይክፈሉ፤ የማጣቀሻ ቁጥሩን በቅጹ ላይ ይጻፉ።', investorText: 'ከእርስዎ ጋር በስምምነት።' } },
  ...over,
});
const save = (body: unknown, token = admin.token, headers: Record<string, string> = {}) =>
  call(ctx, 'PUT', '/api/admin/settings', body, { token, headers });
const apply = async (over: Record<string, unknown> = {}) => {
  const email = `p.${Math.random().toString(36).slice(2, 8)}@example.org`;
  const res = await call(ctx, 'POST', '/api/membership/apply', validApplication({ email, ...over }));
  expect(res.status).toBe(201);
  return { email, application: res.json.data.application };
};

describe('Settings: how to pay', () => {
  it('gives the published defaults before any admin has saved: 22,000 Birr a plan, no account, every language', async () => {
    const res = await call(ctx, 'GET', '/api/admin/settings', undefined, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.json.data).toEqual({ settings: PUBLISHED, updatedAt: null, updatedBy: null });
    // Each other language's words are its own first published ones.
    expect(PUBLISHED.translations).toEqual({ am: AM_WORDS, om: OM_WORDS });
    expect(DEFAULT_PAYMENT_SETTINGS.fees).toEqual({ farmer: 22_000, processor: 22_000, exporter: 22_000 });
  });

  it('is for admins only: an editor gets 403 reading or saving, a visitor 401', async () => {
    expect((await call(ctx, 'GET', '/api/admin/settings', undefined, { token: editor.token })).status).toBe(403);
    expect((await save(settings(), editor.token)).status).toBe(403);
    expect((await call(ctx, 'GET', '/api/admin/settings')).status).toBe(401);
    expect((await call(ctx, 'PUT', '/api/admin/settings', settings())).status).toBe(401);
  });

  it('refuses bad input with 400 and a message per field, in English and in Amharic', async () => {
    const bad = {
      ...settings(),
      fees: { farmer: 0, processor: 'a lot', exporter: 22_000.5 },
      accounts: [{ bank: '', branch: 'Bole', accountName: 'ECA', accountNumber: '12ab' }],
      translations: { am: { instructions: 'ይ'.repeat(1001) }, en: { instructions: 'Pay.' } },
    };
    const res = await save(bad);
    expect(res.status).toBe(400);
    expect(res.json.fields).toMatchObject({
      'fees.farmer': m.feeBirr(f.fee, FEE_MAX_BIRR),
      'fees.processor': m.feeBirr(f.fee, FEE_MAX_BIRR),
      'fees.exporter': m.feeBirr(f.fee, FEE_MAX_BIRR),
      'accounts.0.bank': m.required(f.bank),
      'accounts.0.accountNumber': m.accountNumber,
      'translations.am.instructions': m.tooLong(m.fieldIn(f.instructions, languageLabels.am), 1000),
      'translations.en': m.translationLanguage,
    });
    const am = await save(bad, admin.token, { 'Accept-Language': 'am' });
    expect(am.status).toBe(400);
    expect(am.json.fields['fees.farmer']).toBe(amValidation.feeBirr(amFields.fee, FEE_MAX_BIRR));
    expect(am.json.fields['accounts.0.bank']).toBe(amValidation.required(amFields.bank));
    // A field of another language's words is named with that language: the same field stands in each language's group.
    expect(am.json.fields['translations.am.instructions']).toBe(
      amValidation.tooLong(amValidation.fieldIn(amFields.instructions, amLanguages.am), 1000),
    );
    expect(am.json.fields['translations.am.instructions']).toBe('የአማርኛ የክፍያ መመሪያ ከ1000 ፊደላት መብለጥ የለበትም');
    const none = await save({ ...settings(), accounts: [] });
    expect(none.status).toBe(400);
    expect(none.json.fields.accounts).toBe(m.accountsCount(5));
    // Nothing was stored by a refused save.
    expect((await call(ctx, 'GET', '/api/admin/settings', undefined, { token: admin.token })).json.data.updatedAt).toBeNull();
  });
});

describe('what an application owes', () => {
  it('saves, audits, and the public read and the next applications follow; earlier ones keep what they owed', async () => {
    // Read once before the change, so the public answer is cached: the save must clear it.
    expect((await call(ctx, 'GET', '/api/membership/payment')).json.data).toEqual(PUBLISHED);
    const before = await apply({ membershipType: 'processor' });
    expect(before.application.payment).toMatchObject({ feeBirr: 22_000, accounts: [] });

    const res = await save(settings());
    expect(res.status).toBe(200);
    expect(res.json.data).toMatchObject({ settings: settings(), updatedBy: admin.name });
    const audits = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'payment-settings'), eq(auditLog.actorId, admin.id)));
    expect(audits).toHaveLength(1);
    expect(audits[0]!.details).toMatchObject({
      changed: expect.arrayContaining(['fees', 'investor', 'accounts', 'instructions', 'translations']),
      before: { fees: DEFAULT_PAYMENT_SETTINGS.fees },
      after: { fees: settings().fees },
    });

    const pub = await call(ctx, 'GET', '/api/membership/payment');
    expect(pub.status).toBe(200);
    expect(pub.json.data).toEqual(settings());

    const after = await apply({ membershipType: 'processor' });
    expect(after.application.payment).toMatchObject({ feeBirr: 26_000, accounts: settings().accounts });
    const investor = await apply({ membershipType: 'farm-investor' });
    expect(investor.application.payment.feeBirr).toBeNull();

    // The earlier application still owes what it owed, wherever it is read.
    const [row] = await ctx.database.db.select().from(membershipApplications).where(eq(membershipApplications.id, before.application.id));
    expect(row!.feeBirr).toBe(22_000);
    const token = await accountSession(ctx, before.email);
    const account = await call(ctx, 'GET', '/api/account', undefined, { token });
    expect(account.json.data.applications[0]).toMatchObject({ feeBirr: 22_000, paymentReference: before.application.payment.reference });
    expect(account.json.data.howToPay.accounts).toEqual(settings().accounts);

    // Approved, each pays what it owed: the payment acknowledgement records the application's fee, not today's.
    for (const [applied, owed] of [
      [before, 22_000],
      [after, 26_000],
    ] as const) {
      const approved = await call(
        ctx,
        'PUT',
        `/api/admin/membership-applications/${applied.application.id}/status`,
        { status: 'approved' },
        { token: admin.token },
      );
      expect(approved.status, approved.text).toBe(200);
      const [history] = await ctx.database.db
        .select()
        .from(memberHistory)
        .innerJoin(members, eq(members.id, memberHistory.memberId))
        .where(eq(members.email, applied.email));
      expect(history!.member_history.amount).toBe(owed);
    }
  });

  it('keeps the words per language: staff write Afaan Oromoo, a language not sent keeps its own, and the mail is in the applicant’s', async () => {
    const oromo = 'Kaffaltii damee kamittuu kaffalaa; lakkoofsa eenyummeessaa waraqaa irratti barreessaa.';
    expect((await save({ ...settings(), translations: { om: { instructions: oromo } } })).status).toBe(200);
    const pub = (await call(ctx, 'GET', '/api/membership/payment')).json.data as PaymentSettings;
    // The Amharic saved before stays; the Oromo arrangement staff left empty has none (its English is no longer the first).
    expect(pub.translations).toEqual({ ...settings().translations, om: { instructions: oromo } });

    const email = `oromo-${Date.now()}@example.org`;
    const res = await call(ctx, 'POST', '/api/membership/apply', validApplication({ email }), { headers: { 'Accept-Language': 'om' } });
    expect(res.status).toBe(201);
    expect(res.json.data.application.payment.translations.om).toEqual({ instructions: oromo });
    const [mail] = await ctx.database.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mail!.text).toContain(oromo);
    expect(mail!.text).not.toContain(settings().instructions);

    // Emptied, a language's words are gone, and its pages and mails say the English.
    expect((await save({ ...settings(), translations: { om: { instructions: '' } } })).status).toBe(200);
    expect(((await call(ctx, 'GET', '/api/membership/payment')).json.data as PaymentSettings).translations).toEqual(
      settings().translations,
    );
  });

  it('keeps none of the first published words the form sends back: once the English changes, the other languages show it', async () => {
    // The form as the admin gets it: every language's words filled, its first published ones where staff wrote none.
    const shown = (await call(ctx, 'GET', '/api/admin/settings', undefined, { token: admin.token })).json.data.settings as PaymentSettings;
    const english = 'Pay by mobile money only, and keep the message with your reference.';
    const translations = { ...shown.translations, om: { instructions: OM_WORDS.instructions, investorText: OM_WORDS.investorText } };
    expect((await save({ ...shown, instructions: english, translations })).status).toBe(200);
    const pub = (await call(ctx, 'GET', '/api/membership/payment')).json.data as PaymentSettings;
    expect(pub.instructions).toBe(english);
    expect(pub.translations.om).toBeUndefined();
    const [row] = await ctx.database.db.select().from(paymentSettings);
    expect(row!.value.translations.om).toBeUndefined();
  });

  it('gives each application a short reference of its own, told in the mail and shown to staff beside its receipt', async () => {
    const made = await Promise.all([1, 2, 3, 4, 5].map(() => apply()));
    const references = made.map((a) => a.application.payment.reference as string);
    for (const r of references) expect(r).toMatch(/^ECA-A-\d{4,}$/);
    expect(new Set(references).size).toBe(references.length);

    const { email, application } = made[0]!;
    const [mail] = await ctx.database.db.select().from(outbox).where(eq(outbox.to, email));
    expect(mail!.text).toContain(application.payment.reference);
    expect(mail!.text).toContain('/account');
    expect(mail!.text).not.toContain('application window');

    const list = await call(ctx, 'GET', `/api/admin/membership-applications?q=${encodeURIComponent(email)}`, undefined, {
      token: editor.token,
    });
    expect(list.status).toBe(200);
    expect(list.json.data.items[0]).toMatchObject({ id: application.id, paymentReference: application.payment.reference });
    // Staff find it by the reference on a bank slip, whole or its number only, in any case.
    const reference = application.payment.reference as string;
    for (const q of [reference, reference.toLowerCase(), ` ${reference.slice('ECA-A-'.length)} `]) {
      const found = await call(ctx, 'GET', `/api/admin/membership-applications?q=${encodeURIComponent(q)}`, undefined, {
        token: editor.token,
      });
      expect(found.json.data.items.map((a: { id: string }) => a.id)).toEqual([application.id]);
    }
    const one = await call(ctx, 'GET', `/api/membership/applications/${application.id}`, undefined, { token: editor.token });
    expect(one.json.data.application.paymentReference).toBe(application.payment.reference);
  });
});
