// Settings (admins only): how to pay the membership fee. The paymentSettings machine loads, checks with the contract's
// schema and saves; this view draws the form and reads it whole when it is sent.
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { PREFIXED_LANGS } from '../../../contract/languages';
import { PLAN_IDS } from '../../../contract/lists';
import { languageLabels } from '../../../contract/messages/validation';
import type { PaymentSettings } from '../../../contract/payment';
import type { PaymentSettingsInput } from '../../../contract/paymentSchema';
import { type PaymentSettingsMachine, paymentSettingsMachine } from '../../../machines/paymentSettings';
import { adminApi, type CertificateImageName, type CertificateSettings } from '../../api/admin';
import { useAuth } from '../../auth/AuthProvider';
import { Button } from '../../components/Button';
import { FormAlert, formGrid, TextAreaField, TextField } from '../../components/Field';
import { longDate } from '../../format/dates';
import { adminCopy } from '../../i18n/admin';
import { flowsCopy } from '../../i18n/flows';
import * as s from '../admin.css';
import { PageHead, Panel } from '../ui';

const t = adminCopy.settings;
const c = adminCopy.common;

export const paymentSettingsLogic = paymentSettingsMachine.provide({
  actors: {
    load: fromPromise(({ signal }) => adminApi.settings(signal)),
    save: fromPromise(({ input, signal }) => adminApi.saveSettings(input.values, signal)),
  },
});

/** Admins only: an editor sees the warning and nothing is asked of the server. */
export function SettingsScreen({ logic = paymentSettingsLogic }: { logic?: PaymentSettingsMachine }) {
  const { isAdmin } = useAuth();
  if (!isAdmin) {
    return (
      <>
        <PageHead title={t.title} />
        <FormAlert tone="error">{adminCopy.users.noPermission}</FormAlert>
      </>
    );
  }
  return (
    <>
      <SettingsForm logic={logic} />
      <div className={s.apart}>
        <CertificatePanel />
      </div>
    </>
  );
}

const IMAGE_NAMES: CertificateImageName[] = ['logo', 'signature', 'seal'];

/** The certificate's chairperson, logo, signature and seal: each image is sent as soon as it is chosen. */
function CertificatePanel() {
  const [record, setRecord] = useState<CertificateSettings | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => {
    const abort = new AbortController();
    adminApi.certificate(abort.signal).then(setRecord, () => undefined);
    return () => abort.abort();
  }, []);
  const run = (work: Promise<CertificateSettings>, done?: () => void) => {
    setError(null);
    setSaved(false);
    work.then(
      (r) => {
        setRecord(r);
        done?.();
      },
      (e: unknown) => setError(errorMessage(e)),
    );
  };
  if (!record) return null;
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const value = (k: string) => String(f.get(k) ?? '');
    run(
      adminApi.saveCertificate({
        chairName: value('chairName'),
        chairTitle: value('chairTitle'),
        translations: Object.fromEntries(PREFIXED_LANGS.map((lang) => [lang, { chairTitle: value(`translations.${lang}.chairTitle`) }])),
      }),
      () => setSaved(true),
    );
  };
  return (
    <Panel id="certificate-settings-title" title={t.certificateTitle}>
      <p className={s.muted}>{t.certificateIntro}</p>
      {error && <FormAlert tone="error">{error}</FormAlert>}
      {saved && <FormAlert tone="success">{t.certificateSaved}</FormAlert>}
      <form onSubmit={onSubmit} data-testid="certificate-settings">
        <div className={formGrid}>
          <TextField label={t.chairName} name="chairName" defaultValue={record.chairName} />
          <TextField label={t.chairTitle} name="chairTitle" defaultValue={record.chairTitle} />
          {PREFIXED_LANGS.map((lang) => (
            <TextField
              key={lang}
              label={t.chairTitleIn(languageLabels[lang])}
              name={`translations.${lang}.chairTitle`}
              lang={lang}
              defaultValue={record.translations[lang]?.chairTitle ?? ''}
            />
          ))}
        </div>
        <Button type="submit">{t.saveCertificate}</Button>
      </form>
      <div className={`${formGrid} ${s.apart}`}>
        {IMAGE_NAMES.map((name) => {
          const image = record.images[name];
          return (
            <div key={name} data-image={name}>
              <TextField
                label={t.images[name]}
                name={name}
                type="file"
                accept="image/png,image/jpeg"
                hint={`${t.imageHint} ${image ? t.imageShown(Math.max(1, Math.round(image.bytes / 1024))) : t.imageNone}`}
                onChange={(e) => {
                  const file = e.currentTarget.files?.[0];
                  if (file) run(adminApi.uploadCertificateImage(name, file));
                  e.currentTarget.value = '';
                }}
              />
              {image && (
                <Button size="sm" tone="outline" onClick={() => run(adminApi.removeCertificateImage(name))}>
                  {t.removeImage}: {t.images[name]}
                </Button>
              )}
            </div>
          );
        })}
      </div>
    </Panel>
  );
}

const errorMessage = (e: unknown) => (e as { data?: { message?: string } }).data?.message ?? (e instanceof Error ? e.message : String(e));

/** The form's fields by name ("fees.farmer", "accounts.row-1.bank") as the schema's input. */
function readForm(form: HTMLFormElement, rows: string[]): PaymentSettingsInput {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? '');
  return {
    fees: { farmer: text('fees.farmer'), processor: text('fees.processor'), exporter: text('fees.exporter') },
    investor: { priceBirr: text('investor.priceBirr'), text: text('investor.text') },
    accounts: rows.map((row) => ({
      bank: text(`${row}.bank`),
      branch: text(`${row}.branch`),
      accountName: text(`${row}.accountName`),
      accountNumber: text(`${row}.accountNumber`),
    })),
    instructions: text('instructions'),
    translations: Object.fromEntries(
      PREFIXED_LANGS.map((lang) => [
        lang,
        { instructions: text(`translations.${lang}.instructions`), investorText: text(`translations.${lang}.investorText`) },
      ]),
    ),
  };
}

function SettingsForm({ logic }: { logic: PaymentSettingsMachine }) {
  const actor = useActorRef(logic);
  const state = useSelector(actor, (snap) => snap.value);
  const record = useSelector(actor, (snap) => snap.context.record);
  const rows = useSelector(actor, (snap) => snap.context.rows);
  const errors = useSelector(actor, (snap) => snap.context.errors);
  const failure = useSelector(actor, (snap) => snap.context.failure);
  const saved = useSelector(actor, (snap) => snap.context.saved);

  if (state === 'loading') return <p className={s.muted}>{c.loading}</p>;
  if (state === 'failed' || !record) {
    return (
      <>
        <PageHead title={t.title} />
        <FormAlert tone="error">{failure ? `${t.loadFailed} ${failure}` : t.loadFailed}</FormAlert>
        <Button onClick={() => actor.send({ type: 'retry' })}>{c.retry}</Button>
      </>
    );
  }
  const saving = state === 'saving';
  const v: PaymentSettings = record.settings;
  // A row's error: the server and the schema name rows by their place in the list.
  const rowError = (i: number, field: string) => errors[`accounts.${i}.${field}`];
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    actor.send({ type: 'form.submitted', values: readForm(e.currentTarget, rows) });
  };
  return (
    <>
      <PageHead
        title={t.title}
        intro={
          <>
            {t.intro} {record.updatedAt ? t.lastSaved(longDate(record.updatedAt), record.updatedBy ?? '') : t.neverSaved}
          </>
        }
      />
      {saved && <FormAlert tone="success">{t.saved}</FormAlert>}
      {failure !== null && <FormAlert tone="error">{failure || c.saveFailed}</FormAlert>}
      {/* Keyed by the last save: the fields start again from what is stored. */}
      <form key={record.updatedAt ?? 'defaults'} noValidate onSubmit={onSubmit} onChange={() => actor.send({ type: 'form.changed' })}>
        <fieldset disabled={saving} className={`${s.fieldset} ${s.panelColumn}`}>
          <Panel id="settings-fees" title={t.feesTitle}>
            <div className={formGrid}>
              {PLAN_IDS.map((plan) => (
                <TextField
                  key={plan}
                  label={flowsCopy.membership.types[plan]}
                  name={`fees.${plan}`}
                  inputMode="numeric"
                  defaultValue={String(v.fees[plan])}
                  error={errors[`fees.${plan}`]}
                  required
                />
              ))}
            </div>
          </Panel>
          <Panel id="settings-accounts" title={t.accountsTitle}>
            {errors.accounts && <FormAlert tone="error">{errors.accounts}</FormAlert>}
            {rows.map((row, i) => {
              const stored = v.accounts[Number(row.slice(4))];
              return (
                <fieldset key={row} className={s.accountGroup} data-testid="settings-account">
                  <legend className={s.legend}>{t.account(i + 1)}</legend>
                  <div className={formGrid}>
                    <TextField label={t.bank} name={`${row}.bank`} defaultValue={stored?.bank} error={rowError(i, 'bank')} required />
                    <TextField
                      label={t.branch}
                      name={`${row}.branch`}
                      defaultValue={stored?.branch}
                      error={rowError(i, 'branch')}
                      required
                    />
                    <TextField
                      label={t.accountName}
                      name={`${row}.accountName`}
                      defaultValue={stored?.accountName}
                      error={rowError(i, 'accountName')}
                      required
                    />
                    <TextField
                      label={t.accountNumber}
                      name={`${row}.accountNumber`}
                      inputMode="numeric"
                      defaultValue={stored?.accountNumber}
                      error={rowError(i, 'accountNumber')}
                      required
                    />
                  </div>
                  {rows.length > 1 && (
                    <Button tone="ghost" size="sm" onClick={() => actor.send({ type: 'account.removed', row })}>
                      {t.removeAccount(i + 1)}
                    </Button>
                  )}
                </fieldset>
              );
            })}
            <Button tone="outline" size="sm" onClick={() => actor.send({ type: 'account.added' })}>
              {t.addAccount}
            </Button>
          </Panel>
          <Panel id="settings-instructions" title={t.instructionsTitle}>
            <TextAreaField
              label={t.instructions}
              name="instructions"
              rows={3}
              defaultValue={v.instructions}
              error={errors.instructions}
              required
            />
            {PREFIXED_LANGS.map((lang) => (
              <TextAreaField
                key={lang}
                label={t.instructionsIn(languageLabels[lang])}
                name={`translations.${lang}.instructions`}
                lang={lang}
                rows={3}
                defaultValue={v.translations[lang]?.instructions ?? ''}
                error={errors[`translations.${lang}.instructions`]}
              />
            ))}
          </Panel>
          <Panel id="settings-investor" title={t.investorTitle}>
            <TextField
              label={t.investorPrice}
              hint={t.investorPriceHint}
              name="investor.priceBirr"
              inputMode="numeric"
              defaultValue={v.investor.priceBirr === null ? '' : String(v.investor.priceBirr)}
              error={errors['investor.priceBirr']}
            />
            <TextAreaField
              label={t.investorText}
              name="investor.text"
              rows={3}
              defaultValue={v.investor.text}
              error={errors['investor.text']}
              required
            />
            {PREFIXED_LANGS.map((lang) => (
              <TextAreaField
                key={lang}
                label={t.investorTextIn(languageLabels[lang])}
                name={`translations.${lang}.investorText`}
                lang={lang}
                rows={3}
                defaultValue={v.translations[lang]?.investorText ?? ''}
                error={errors[`translations.${lang}.investorText`]}
              />
            ))}
          </Panel>
          <div>
            <Button type="submit" disabled={saving} aria-busy={saving}>
              {saving ? c.saving : c.save}
            </Button>
          </div>
        </fieldset>
      </form>
    </>
  );
}
