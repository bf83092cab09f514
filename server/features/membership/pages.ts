// The membership application without JavaScript: the apply page's post, then the receipt page of that application
// (reachable only from the browser that applied, by an HttpOnly cookie), then the done page. Each post is handed to the
// JSON API's own route in process (server/pageForms.ts), so the rules, records and mails are the app's.
import type { Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { Coded } from '../../../contract/errors';
import { LANGS, type Lang } from '../../../contract/languages';
import { RECEIPT_MAX_BYTES } from '../../../contract/limits';
import { MEMBERSHIP_TYPES, type MembershipType } from '../../../contract/membership';
import type { FormState } from '../../../contract/pageState';
import type { PaymentDue } from '../../../contract/payment';
import { messageOf } from '../../messages/codes';
import type { AppEnv } from '../../platform/deps';
import { type FormFields, formValues, inLang, type PageFormKit, perLanguage, refusedForm } from '../../platform/pageFormKit';
import { type ContinuedApplication, continuedApplication, endContinuation, issueContinuation } from './continuations';
import { paymentDue, readPaymentSettings } from './paymentSettings';
import { MULTIPART_SLACK } from './receipts';

export const APPLICATION_FIELDS: FormFields = {
  text: ['firstName', 'lastName', 'email', 'phone', 'company', 'address', 'city', 'message', 'website'],
  checkboxes: ['terms', 'listInDirectory'],
};

/**
 * What the receipt page shows of the application it continues (src/routes/_site/membership_.receipt.tsx reads it): who,
 * for which plan, and what to pay where with which reference.
 */
export type ReceiptPageData = { plan: MembershipType; firstName: string; payment: PaymentDue } | null;

const isPlan = (plan: string): plan is MembershipType => (MEMBERSHIP_TYPES as readonly string[]).includes(plan);

export function membershipPageRoutes(r: Hono<AppEnv>, kit: PageFormKit) {
  perLanguage(r, '/membership/apply/:plan', async (c, lang) => {
    const plan = c.req.param('plan') ?? '';
    if (!isPlan(plan)) return kit.seeOther(c, inLang(lang, '/membership'));
    const values = formValues(await c.req.parseBody(), APPLICATION_FIELDS);
    const answer = await kit.callApi(c, lang, '/api/membership/apply', { json: { ...values, membershipType: plan } });
    if (answer.status === 201) {
      // The token is set on the row here rather than made by the API route: the app keeps the application's id in
      // its machine and needs no second credential, so only an application sent from this page gets one, and the
      // API's answer stays what its clients know.
      const id = (answer.body?.data as { application?: { id?: string } } | undefined)?.application?.id;
      if (id) await issueContinuation(c, id);
      return kit.seeOther(c, inLang(lang, '/membership/receipt'));
    }
    const { website: _, ...shown } = values;
    return kit.page(c, inLang(lang, `/membership/apply/${plan}`), { forms: { membership: refusedForm(shown, answer) } }, answer.status);
  });

  const receiptPage = async (
    c: Context<AppEnv>,
    lang: Lang,
    application: ContinuedApplication | undefined,
    form: FormState | null,
    status: number,
  ) => {
    const data: ReceiptPageData = application
      ? {
          plan: application.membershipType as MembershipType,
          firstName: application.firstName,
          payment: paymentDue(await readPaymentSettings(c.get('deps').database.db), application),
        }
      : null;
    return kit.page(
      c,
      inLang(lang, '/membership/receipt'),
      { data: { receipt: data }, ...(form ? { forms: { receipt: form } } : {}) },
      status,
    );
  };
  const refused = (message: string): FormState => ({ values: {}, errors: { receipt: message } });
  /** A refusal made here rather than by the API (the body too large to read), in the page's language as the API's are. */
  const inWords = (lang: Lang, message: Coded) => messageOf(lang, message);

  for (const lang of LANGS) {
    const path = inLang(lang, '/membership/receipt');
    r.get(path, async (c) => receiptPage(c, lang, await continuedApplication(c), null, 200));
    r.post(
      path,
      // Another browser (no cookie), an expired cookie or a receipt already sent: nothing is read, the page says where
      // the receipt can go instead.
      async (c, next) => {
        if (!(await continuedApplication(c))) return receiptPage(c, lang, undefined, null, 403);
        await next();
      },
      bodyLimit({
        maxSize: RECEIPT_MAX_BYTES + MULTIPART_SLACK,
        onError: async (c) =>
          receiptPage(c, lang, await continuedApplication(c), refused(inWords(lang, 'membership.receiptTooLarge')), 413),
      }),
      async (c) => {
        const application = await continuedApplication(c);
        if (!application) return receiptPage(c, lang, undefined, null, 403);
        const body = await c.req.parseBody();
        const form = new FormData();
        form.set('applicationId', application.id);
        // A file input left empty still sends a part, with no name and no bytes: that is no receipt at all.
        const file = body.receipt;
        if (file instanceof File && (file.name !== '' || file.size > 0)) form.set('receipt', file, file.name);
        const answer = await kit.callApi(c, lang, '/api/upload-receipt', { form });
        if (answer.status >= 200 && answer.status < 300) {
          endContinuation(c);
          return kit.seeOther(c, inLang(lang, '/membership/done'));
        }
        const message =
          answer.body?.fields?.receipt ?? answer.body?.message ?? answer.body?.error ?? inWords(lang, 'membership.receiptFailed');
        return receiptPage(c, lang, application, refused(message), answer.status);
      },
    );
  }
}
