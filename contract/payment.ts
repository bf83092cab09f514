// How to pay the membership fee: what staff keep in Settings (the yearly fee per plan, the farm-investor arrangement,
// the bank accounts, the words of the instructions), and the payment reference every application is given. Types and
// small helpers only: the public membership page loads this; the schemas staff writes go through are in paymentSchema.ts.
import { DEFAULT_LANG, type Lang, type PrefixedLang } from './languages';
import type { PlanId } from './lists';

export type BankAccount = { bank: string; branch: string; accountName: string; accountNumber: string };

export type PaymentSettings = {
  /** The yearly fee of each plan, in whole Birr. */
  fees: Record<PlanId, number>;
  /** Farm investors: a yearly price in Birr, or null for "price on request"; and what the arrangement is, in words. */
  investor: { priceBirr: number | null; text: string };
  /** Where the fee is paid: at least one account once staff have set them; none until then. */
  accounts: BankAccount[];
  /** What to do, in words (the reference and the amount are shown beside them). */
  instructions: string;
  /**
   * The words in the other languages, per language. As staff keep them, only what they wrote; as the API answers
   * them, also each language's first published words (contract/<lang>/paymentWords.ts) while the English is still
   * the first published English (`translatedPayment`). A language without either shows the English.
   */
  translations: PaymentTranslations;
};

/** The words of the Settings in one language besides the default. */
export type PaymentTexts = { instructions?: string; investorText?: string };
export type PaymentTranslations = Partial<Record<PrefixedLang, PaymentTexts>>;

/** The membership fee every plan costs until staff change it (the figure the association has always published). */
export const DEFAULT_FEE_BIRR = 22_000;

/** Settings before an admin has saved any: the published fee, no price for farm investors, no account yet. */
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  fees: { farmer: DEFAULT_FEE_BIRR, processor: DEFAULT_FEE_BIRR, exporter: DEFAULT_FEE_BIRR },
  investor: {
    priceBirr: null,
    text:
      'Farm investors who grow or plan to grow cassava on a large scale join through their own arrangement with the ' +
      'association: we agree the yearly fee with you after reading your application.',
  },
  accounts: [],
  instructions:
    'Pay the fee into the account below at any branch of the bank. Write your payment reference on the deposit slip, ' +
    'then upload a photo or scan of the slip on My membership.',
  translations: {},
};

/** What an application owes a year, in Birr, by the settings of the day it was made; null: price on request. */
export const feeFor = (settings: PaymentSettings, type: string): number | null =>
  type === 'farm-investor' ? settings.investor.priceBirr : (settings.fees[type as PlanId] ?? null);

/** The English of each of the Settings' words, as they are now. */
const englishOf = (settings: Pick<PaymentSettings, 'instructions' | 'investor'>): Required<PaymentTexts> => ({
  instructions: settings.instructions,
  investorText: settings.investor.text,
});

/**
 * The settings with their words in every other language given in `firstWords` (each language's first published words):
 * what staff wrote, else the first published words of each text whose English is still the first published English.
 */
export function translatedPayment<S extends Pick<PaymentSettings, 'instructions' | 'investor' | 'translations'>>(
  settings: S,
  firstWords: Partial<Record<PrefixedLang, Required<PaymentTexts>>>,
): S {
  const english = englishOf(settings);
  const first = englishOf(DEFAULT_PAYMENT_SETTINGS);
  const translations: PaymentTranslations = {};
  for (const [lang, words] of Object.entries(firstWords) as [PrefixedLang, Required<PaymentTexts>][]) {
    const written = settings.translations?.[lang] ?? {};
    const texts: PaymentTexts = {};
    for (const field of ['instructions', 'investorText'] as const) {
      const own = written[field]?.trim() ? written[field] : english[field] === first[field] ? words[field] : undefined;
      if (own) texts[field] = own;
    }
    if (Object.keys(texts).length > 0) translations[lang] = texts;
  }
  for (const [lang, written] of Object.entries(settings.translations ?? {}) as [PrefixedLang, PaymentTexts][]) {
    if (!(lang in firstWords) && written && Object.keys(written).length > 0) translations[lang] = written;
  }
  return { ...settings, translations };
}

/**
 * Of a language's words as a form sends them, those that are staff's own: each one given that is neither empty nor that
 * language's first published words (which are shown while, and only while, the English is the first published).
 */
export const ownWords = (texts: Partial<Record<keyof PaymentTexts, string | null>> | undefined, first: PaymentTexts): PaymentTexts =>
  Object.fromEntries(
    Object.entries(texts ?? {}).filter(([field, text]) => !!text && text !== first[field as keyof PaymentTexts]),
  ) as PaymentTexts;

/** One of the Settings' words as a page or mail in `lang` tells it: its words in `lang` where there are some, else the English. */
export const paymentWordIn = (
  english: string,
  translations: Partial<Record<PrefixedLang, PaymentTexts>> | undefined,
  field: keyof PaymentTexts,
  lang: Lang,
): string => (lang === DEFAULT_LANG ? undefined : translations?.[lang]?.[field]) || english;

/**
 * What an application's payment reference starts with; its number (a database identity, so unique) follows: "ECA-A-1042",
 * read aloud over a phone as "E C A, A, one zero four two". It goes on the bank slip.
 */
export const PAYMENT_REFERENCE_PREFIX = 'ECA-A-';

/** What an applicant is told to pay: the amount owed (null: price on request), the reference, where and how. */
export type PaymentDue = {
  reference: string;
  feeBirr: number | null;
  accounts: BankAccount[];
  instructions: string;
  /** The instructions in the other languages, as `PaymentSettings.translations` answers them. */
  translations: Partial<Record<PrefixedLang, { instructions?: string }>>;
};
