// How to pay the membership fee: the amount and the reference of one application (when there is one), the bank accounts
// and the association's instructions, in the page's language. The same block on the membership page, the application's
// next step (dialog and page), the receipt page and My membership.

import { type PaymentDue, paymentWordIn } from '../../contract/payment';
import { payment as t } from '../i18n/en/payment';
import { LANG, PATH_PREFIX } from '../i18n/lang';
import { formattedFrom } from '../i18n/localized';
import * as s from './PaymentDetails.css';

/**
 * My membership in this language. A plain link: the block also shows in the application dialog, which has no router
 * around it in its tests and elsewhere, and the page is the app's shell either way.
 */
const ACCOUNT = `${PATH_PREFIX}/account`;

/** Where an applicant continues: My membership, said so that a first-time visitor knows what it is for. */
export function FollowOnAccount({ className = s.note }: { className?: string }) {
  return (
    <p className={className}>
      {t.follow}{' '}
      <a href={ACCOUNT} className={s.link}>
        {t.myMembership}
      </a>
    </p>
  );
}

/** Where to pay, from Settings (the instructions in every language: the page shows its own). */
export type HowToPay = Pick<PaymentDue, 'accounts' | 'instructions' | 'translations'>;
/** What one application owes: null fee is "price on request". */
export type Owed = { reference: string; feeBirr: number | null };

export function PaymentDetails({
  howToPay,
  owed,
  headingLevel = 3,
  showContinue = true,
  id,
}: {
  howToPay: HowToPay;
  owed?: Owed;
  headingLevel?: 2 | 3 | 4;
  /** The line pointing to My membership; off on My membership itself. */
  showContinue?: boolean;
  id?: string;
}) {
  const H = `h${headingLevel}` as const;
  const instructions = paymentWordIn(howToPay.instructions, howToPay.translations, 'instructions', LANG);
  // A language staff wrote no instructions in shows the English, marked so.
  const instructionsLang = formattedFrom(instructions, howToPay.instructions).lang;
  return (
    <section className={s.box} aria-labelledby={id} data-testid="payment-details">
      <H id={id} className={s.title}>
        {t.title}
      </H>
      {owed ? (
        <dl className={s.facts}>
          <dt className={s.term}>{t.amount}</dt>
          <dd className={s.value} data-testid="payment-amount">
            {owed.feeBirr === null ? (
              t.priceOnRequest
            ) : (
              <>
                <span className={s.strong}>{t.birr(owed.feeBirr)}</span> {t.oneYear}
              </>
            )}
          </dd>
          <dt className={s.term}>{t.reference}</dt>
          <dd className={s.value}>
            <span className={s.strong} data-testid="payment-reference">
              {owed.reference}
            </span>
          </dd>
        </dl>
      ) : null}
      {owed?.feeBirr === null ? <p className={s.note}>{t.priceOnRequestNote}</p> : null}
      <p className={s.note}>{owed ? t.referenceHelp : t.referenceLater}</p>
      {howToPay.accounts.length === 0 ? (
        <p className={s.note}>{t.noAccount}</p>
      ) : (
        <ul className={s.accounts} aria-label={t.accountsTitle}>
          {howToPay.accounts.map((a) => (
            <li key={`${a.bank} ${a.accountNumber}`} data-testid="bank-account">
              <dl className={s.facts}>
                <dt className={s.term}>{t.bank}</dt>
                <dd className={s.value}>{a.bank}</dd>
                <dt className={s.term}>{t.branch}</dt>
                <dd className={s.value}>{a.branch}</dd>
                <dt className={s.term}>{t.accountName}</dt>
                <dd className={s.value}>{a.accountName}</dd>
                <dt className={s.term}>{t.accountNumber}</dt>
                <dd className={s.value}>
                  <span className={s.strong}>{a.accountNumber}</span>
                </dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <p className={s.note} lang={instructionsLang}>
        {instructions}
      </p>
      {showContinue ? (
        <p className={s.note}>
          {t.continueAt}{' '}
          <a href={ACCOUNT} className={s.link}>
            {t.myMembership}
          </a>
        </p>
      ) : null}
    </section>
  );
}
