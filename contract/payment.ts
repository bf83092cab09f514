// How to pay the membership fee: what staff keep in Settings (the yearly fee per plan, the farm-investor arrangement,
// the bank accounts, the words of the instructions), and the payment reference every application is given. Types and
// small helpers only: the public membership page loads this; the schemas staff writes go through are in paymentSchema.ts.
import { COLUMNS_LANG, type Lang } from './languages';
import type { PlanId } from './lists';

export type BankAccount = { bank: string; branch: string; accountName: string; accountNumber: string };

export type PaymentSettings = {
  /** The yearly fee of each plan, in whole Birr. */
  fees: Record<PlanId, number>;
  /** Farm investors: a yearly price in Birr, or null for "price on request"; and what the arrangement is, in words. */
  investor: { priceBirr: number | null; text: string; textAm: string };
  /** Where the fee is paid: at least one account once staff have set them; none until then. */
  accounts: BankAccount[];
  /** What to do, in words, in English and Amharic (the reference and the amount are shown beside them). */
  instructions: string;
  instructionsAm: string;
};

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
    textAm:
      'ካሳቫን በሰፊ መሬት የሚያለሙ ወይም ለማልማት ያቀዱ የእርሻ ባለሀብቶች ከማህበሩ ጋር በሚደረግ የራሳቸው ስምምነት ይቀላቀላሉ፤ ' + 'ማመልከቻዎን ካነበብን በኋላ ዓመታዊ ክፍያውን ከእርስዎ ጋር እንስማማለን።',
  },
  accounts: [],
  instructions:
    'Pay the fee into the account below at any branch of the bank. Write your payment reference on the deposit slip, ' +
    'then upload a photo or scan of the slip on My membership.',
  instructionsAm:
    'ክፍያውን በማንኛውም የባንኩ ቅርንጫፍ ከታች ባለው ሂሳብ ያስገቡ። የክፍያ ማጣቀሻ ቁጥርዎን በገንዘብ ማስገቢያ ቅጹ ላይ ይጻፉ፤ ' + 'ከዚያም የቅጹን ፎቶ ወይም ስካን በ«የእኔ አባልነት» ገጽ ላይ ይጫኑ።',
};

/** What an application owes a year, in Birr, by the settings of the day it was made; null: price on request. */
export const feeFor = (settings: PaymentSettings, type: string): number | null =>
  type === 'farm-investor' ? settings.investor.priceBirr : (settings.fees[type as PlanId] ?? null);

/** The words of the instructions in `lang`. */
export const instructionsIn = (settings: PaymentSettings, lang: Lang): string =>
  lang === COLUMNS_LANG ? settings.instructionsAm : settings.instructions;

/** The farm-investor arrangement's words in `lang`. */
export const investorTextIn = (settings: PaymentSettings, lang: Lang): string =>
  lang === COLUMNS_LANG ? settings.investor.textAm : settings.investor.text;

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
  instructionsAm: string;
};
