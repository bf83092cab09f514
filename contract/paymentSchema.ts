// The Settings form's schema (admins only): the server validates every save with it, the staff screen before sending.
import * as v from 'valibot';
import { PREFIXED_LANGS } from './languages';
import { type FieldKey, say } from './say';
import { translationsInput } from './translations';
import { optionalTranslation, required } from './validators';

/** The most a yearly fee may be, in Birr: far above any fee, low enough to catch a slip of the finger. */
export const FEE_MAX_BIRR = 10_000_000;
/** The most bank accounts the page lists. */
export const ACCOUNTS_MAX = 5;
const INSTRUCTIONS_MAX = 1000;

/** A whole number of Birr, sent as a number or as the text of a number field. */
const birr = (label: FieldKey) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.trim(), v.regex(/^\d+$/), v.transform(Number))], say('feeBirr', label, FEE_MAX_BIRR)),
    v.integer(say('feeBirr', label, FEE_MAX_BIRR)),
    v.minValue(1, say('feeBirr', label, FEE_MAX_BIRR)),
    v.maxValue(FEE_MAX_BIRR, say('feeBirr', label, FEE_MAX_BIRR)),
  );

export const BankAccountSchema = v.object({
  bank: required('bank', 120),
  branch: required('branch', 120),
  accountName: required('accountName', 160),
  accountNumber: v.pipe(required('accountNumber', 40), v.regex(/^[0-9][0-9 -]*[0-9]$|^[0-9]$/, say('accountNumber'))),
});

export const PaymentSettingsSchema = v.object({
  fees: v.object({ farmer: birr('fee'), processor: birr('fee'), exporter: birr('fee') }),
  investor: v.object({
    /** Empty or null: "price on request". */
    priceBirr: v.pipe(
      v.optional(v.nullable(v.union([v.literal(''), birr('investorPrice')], say('feeBirr', 'investorPrice', FEE_MAX_BIRR))), null),
      v.transform((price) => (price === '' ? null : price)),
    ),
    text: required('investorText', INSTRUCTIONS_MAX),
  }),
  accounts: v.pipe(
    v.array(BankAccountSchema, say('accountsCount', ACCOUNTS_MAX)),
    v.minLength(1, say('accountsCount', ACCOUNTS_MAX)),
    v.maxLength(ACCOUNTS_MAX, say('accountsCount', ACCOUNTS_MAX)),
  ),
  instructions: required('instructions', INSTRUCTIONS_MAX),
  // Each language's words are optional: without them its pages show its first published words while the English is
  // the first published English, else the English.
  ...translationsInput({
    instructions: optionalTranslation('instructions', INSTRUCTIONS_MAX),
    investorText: optionalTranslation('investorText', INSTRUCTIONS_MAX),
  }),
});
export type PaymentSettingsInput = v.InferInput<typeof PaymentSettingsSchema>;

// ── Answers: what the API gives back ─────────────────────────────────────────────────────────────────────────────

const AccountAnswer = v.object({ bank: v.string(), branch: v.string(), accountName: v.string(), accountNumber: v.string() });
/** How to pay, as stored (the public read, and the admin's screen). */
export const PaymentSettingsAnswerSchema = v.object({
  fees: v.object({ farmer: v.number(), processor: v.number(), exporter: v.number() }),
  investor: v.object({ priceBirr: v.nullable(v.number()), text: v.string() }),
  accounts: v.array(AccountAnswer),
  instructions: v.string(),
  translations: v.record(
    v.picklist(PREFIXED_LANGS),
    v.object({ instructions: v.optional(v.string()), investorText: v.optional(v.string()) }),
  ),
});
/** The admin's read: the settings, and when and by whom they were last saved (null: never, the defaults apply). */
export const AdminPaymentSettingsSchema = v.object({
  settings: PaymentSettingsAnswerSchema,
  updatedAt: v.nullable(v.string()),
  updatedBy: v.nullable(v.string()),
});
/** What an application owes and where to pay it. */
export const PaymentDueSchema = v.object({
  reference: v.string(),
  feeBirr: v.nullable(v.number()),
  accounts: v.array(AccountAnswer),
  instructions: v.string(),
  /** The instructions in the other languages (as the settings answer them). */
  translations: v.record(v.picklist(PREFIXED_LANGS), v.object({ instructions: v.optional(v.string()) })),
});
