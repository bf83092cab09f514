// The words of the Settings (how to pay, the farm-investor arrangement) as the site first publishes them, in the
// build's language: each language's folder has its own (contract/<lang>/paymentWords.ts), shown while staff keep the
// English as first published and have written none in that language (`translatedPayment`).
import { DEFAULT_PAYMENT_SETTINGS, type PaymentTexts } from './payment';

export const FIRST_PAYMENT_WORDS: Required<PaymentTexts> = {
  instructions: DEFAULT_PAYMENT_SETTINGS.instructions,
  investorText: DEFAULT_PAYMENT_SETTINGS.investor.text,
};
