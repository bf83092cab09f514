// How to pay the membership fee, as staff keep it in Settings: read by the public pages, the application route (the
// fee an application owes), the mails and /account; written by admins only, each save audited.
import { eq, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import { PREFIXED_LANGS, type PrefixedLang } from '../../../contract/languages';
import {
  DEFAULT_PAYMENT_SETTINGS,
  feeFor,
  ownWords,
  PAYMENT_REFERENCE_PREFIX,
  type PaymentDue,
  type PaymentSettings,
  type PaymentTexts,
  translatedPayment,
} from '../../../contract/payment';
import type { PaymentSettingsSchema } from '../../../contract/paymentSchema';
import type { Db } from '../../db/client';
import { membershipApplications, paymentSettings, users } from '../../db/schema';
import { type Actor, audit } from '../../platform/audit';
import type { Lang } from '../../platform/lang';
import { wordsIn } from '../../platform/languages';
import { consentNow } from '../privacy/service';

const ROW = 1;

/** An application's payment reference ("ECA-A-1042") as a column: written from its number, which the database hands out. */
export const paymentReferenceColumn = sql<string>`${PAYMENT_REFERENCE_PREFIX} || ${membershipApplications.number}`;

/** Each other language's first published words of the Settings. */
const FIRST_WORDS: Partial<Record<PrefixedLang, Required<PaymentTexts>>> = Object.fromEntries(
  PREFIXED_LANGS.map((lang) => [lang, wordsIn(lang).firstPaymentWords]),
);

/**
 * The settings as last saved (the defaults before the first save), as the pages and mails tell them: with each other
 * language's words, staff's or first published (`translatedPayment`).
 */
export async function readPaymentSettings(db: Db): Promise<PaymentSettings> {
  const [row] = await db.select({ value: paymentSettings.value }).from(paymentSettings).where(eq(paymentSettings.id, ROW));
  return translatedPayment(row?.value ?? DEFAULT_PAYMENT_SETTINGS, FIRST_WORDS);
}

/** The admin's view: the settings, when they were last saved and by whom (nulls before the first save). */
export async function readPaymentSettingsRecord(db: Db) {
  const [row] = await db
    .select({ value: paymentSettings.value, updatedAt: paymentSettings.updatedAt, updatedBy: users.name })
    .from(paymentSettings)
    .leftJoin(users, eq(users.id, paymentSettings.updatedBy))
    .where(eq(paymentSettings.id, ROW));
  return {
    settings: translatedPayment(row?.value ?? DEFAULT_PAYMENT_SETTINGS, FIRST_WORDS),
    updatedAt: row?.updatedAt.toISOString() ?? null,
    updatedBy: row?.updatedBy ?? null,
  };
}

/** The Settings form as checked (contract/paymentSchema.ts). */
type PaymentSettingsForm = v.InferOutput<typeof PaymentSettingsSchema>;

/** Saves the settings and records, in the same transaction, who changed what (the parts that changed, before and after). */
export async function savePaymentSettings(tx: Db, input: PaymentSettingsForm, actor: Actor, now: Date): Promise<void> {
  const [before] = await tx.select({ value: paymentSettings.value }).from(paymentSettings).where(eq(paymentSettings.id, ROW)).for('update');
  const old = before?.value ?? DEFAULT_PAYMENT_SETTINGS;
  const value: PaymentSettings = { ...input, translations: { ...old.translations } };
  // Each language given replaces that language's words (an empty one is none); a language not given keeps its own.
  // Words that are the language's first published ones are not kept: they are shown while, and only while, the English
  // is the first published English (the form shows them, and sends them back as they are).
  for (const [lang, texts] of Object.entries(input.translations) as [PrefixedLang, PaymentTexts][]) {
    const written = ownWords(texts, FIRST_WORDS[lang] ?? {});
    if (Object.keys(written).length > 0) value.translations[lang] = written;
    else delete value.translations[lang];
  }
  await tx
    .insert(paymentSettings)
    .values({ id: ROW, value, updatedBy: actor.id, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: paymentSettings.id, set: { value, updatedBy: actor.id, updatedAt: now } });
  const changed = (Object.keys(value) as (keyof PaymentSettings)[]).filter((k) => JSON.stringify(old[k]) !== JSON.stringify(value[k]));
  await audit(tx, actor, 'update', 'payment-settings', String(ROW), {
    changed,
    before: Object.fromEntries(changed.map((k) => [k, old[k]])),
    after: Object.fromEntries(changed.map((k) => [k, value[k]])),
  });
}

/** What an application owes and where to pay it: its own fee (kept from the day it was made), today's accounts and words. */
export const paymentDue = (settings: PaymentSettings, application: { paymentReference: string; feeBirr: number | null }): PaymentDue => ({
  reference: application.paymentReference,
  feeBirr: application.feeBirr,
  accounts: settings.accounts,
  instructions: settings.instructions,
  translations: instructionsOnly(settings),
});

/** The instructions of each other language, as `readPaymentSettings` gives them. */
export const instructionsOnly = (settings: PaymentSettings): PaymentDue['translations'] =>
  Object.fromEntries(
    Object.entries(settings.translations).flatMap(([lang, texts]) =>
      texts?.instructions ? [[lang, { instructions: texts.instructions }]] : [],
    ),
  );

/** What an application states, as the public form and the counter take it. */
type StatedApplication = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  address: string;
  city: string;
  membershipType: string;
  message: string;
  listInDirectory: boolean;
};

/**
 * The row of a new application: what the person stated, the fee of the day copied onto it (changing it in Settings
 * later never changes what is owed), and their consent now. The public form and the counter both store it this way.
 */
export async function newApplicationRow(tx: Db, input: StatedApplication, lang: Lang, now: Date) {
  const settings = await readPaymentSettings(tx);
  const row = {
    firstName: input.firstName,
    lastName: input.lastName,
    email: input.email,
    phone: input.phone,
    company: input.company,
    address: input.address,
    city: input.city,
    membershipType: input.membershipType,
    message: input.message,
    listInDirectory: input.listInDirectory,
    lang,
    feeBirr: feeFor(settings, input.membershipType),
    ...consentNow(now),
  };
  return { row, settings };
}
