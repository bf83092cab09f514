// The Privacy screen (admins only): publish new versions of the terms and the privacy policy, keep the retention
// period, and answer a person's data request (find, export, correct, erase). Each action is a task machine
// (machines/adminTask.ts) whose work is one call; the server audits every write.
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, Fragment, useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { DEFAULT_LANG, STAFF_LANGS } from '../../../contract/languages';
import {
  type DataRequestSummary,
  LEGAL_KINDS,
  type LegalDocument,
  type LegalKind,
  type LegalPublish,
  RETENTION_MAX_DAYS,
  RETENTION_MIN_DAYS,
} from '../../../contract/legal';
import { languageLabels } from '../../../contract/messages/validation';
import { createTaskMachine } from '../../../machines/adminTask';
import { saveFile } from '../../api/admin';
import { privacyApi } from '../../api/privacy';
import { useAuth } from '../../auth/AuthProvider';
import { Button } from '../../components/Button';
import { CheckboxField, FormAlert, TextAreaField, TextField } from '../../components/Field';
import { longDate } from '../../format/dates';
import { adminCopy } from '../../i18n/admin';
import { PATH_PREFIX } from '../../i18n/lang';
import * as s from '../admin.css';
import { nestTranslations } from '../translatedValues';
import { PageHead, Panel } from '../ui';

const t = adminCopy.privacy;

const task = <P, R>(id: string, run: (params: P) => Promise<R>) =>
  createTaskMachine<P, R>(id).provide({ actors: { run: fromPromise<R, { params: P }>(({ input }) => run(input.params)) } });

const versionsLogic = task('privacyVersions', (kind: LegalKind) => privacyApi.versions(kind));
const publishLogic = task('privacyPublish', (p: { kind: LegalKind; body: LegalPublish }) => privacyApi.publish(p.kind, p.body));
const settingsLogic = task('privacySettings', (days: number | null) =>
  days === null ? privacyApi.settings() : privacyApi.saveSettings(days),
);
const findLogic = task('privacyFind', (email: string) => privacyApi.find(email));
const exportLogic = task('privacyExport', async (email: string) => saveFile(await privacyApi.exportFile(email)));
const correctLogic = task('privacyCorrect', (body: { email: string } & Record<string, string>) => privacyApi.correct(body));
const eraseLogic = task('privacyErase', (email: string) => privacyApi.erase(email));

/** A task's state, result and message, and its start. */
function useTask<P, R>(logic: ReturnType<typeof task<P, R>>) {
  const actor = useActorRef(logic);
  const state = useSelector(actor, (snap) => snap.value);
  const result = useSelector(actor, (snap) => snap.context.result) as R | null;
  const error = useSelector(actor, (snap) => snap.context.error);
  return { state, result, error, busy: state === 'working', start: (params: P) => actor.send({ type: 'started', params }) };
}

const fieldsOf = (form: HTMLFormElement) =>
  Object.fromEntries([...new FormData(form)].map(([k, v]) => [k, String(v)])) as Record<string, string>;

export function PrivacyScreen() {
  const { isAdmin } = useAuth();
  return (
    <>
      <PageHead title={t.title} intro={t.intro} />
      {isAdmin ? (
        <div className={s.panelColumn}>
          {LEGAL_KINDS.map((kind) => (
            <DocumentPanel key={kind} kind={kind} />
          ))}
          <RetentionPanel />
          <RequestsPanel />
        </div>
      ) : (
        <FormAlert tone="error">{t.noPermission}</FormAlert>
      )}
    </>
  );
}

function DocumentPanel({ kind }: { kind: LegalKind }) {
  const versions = useTask(versionsLogic);
  const publish = useTask(publishLogic);
  // biome-ignore lint/correctness/useExhaustiveDependencies: loaded once, and again after each publication
  useEffect(() => versions.start(kind), [kind, publish.state === 'done']);
  const list = (versions.result as LegalDocument[] | null) ?? [];
  const current = list[0];
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    publish.start({ kind, body: nestTranslations(fieldsOf(e.currentTarget)) as LegalPublish });
  };
  const id = `privacy-${kind}`;
  return (
    <Panel id={id} title={t.kinds[kind]}>
      {current ? (
        <p className={s.muted} data-current-version={current.version}>
          {t.current(current.version, longDate(current.publishedAt), current.publishedByName)} · {t.versions(list.length)} ·{' '}
          <a href={`${PATH_PREFIX}/${kind}`} target="_blank" rel="noopener">
            {t.view}
          </a>
        </p>
      ) : (
        versions.state === 'done' && <p className={s.muted}>{t.none}</p>
      )}
      {versions.state === 'failed' && <FormAlert tone="error">{versions.error || t.failed}</FormAlert>}
      {current && (
        <form onSubmit={onSubmit} data-testid={`publish-${kind}`} key={current.version}>
          <TextField label={t.titleEn} name="titleEn" defaultValue={current.titleEn} required />
          <TextAreaField label={t.bodyEn} name="bodyEn" defaultValue={current.bodyEn} rows={10} hint={t.markupHint} required />
          {STAFF_LANGS.filter((lang) => lang !== DEFAULT_LANG).map((lang) => (
            <Fragment key={lang}>
              <TextField
                label={t.titleIn(languageLabels[lang])}
                name={`translations.${lang}.title`}
                lang={lang}
                defaultValue={current.translations[lang]?.title ?? ''}
                required
              />
              <TextAreaField
                label={t.bodyIn(languageLabels[lang])}
                name={`translations.${lang}.body`}
                lang={lang}
                defaultValue={current.translations[lang]?.body ?? ''}
                rows={10}
                required
              />
            </Fragment>
          ))}
          {publish.state === 'failed' && <FormAlert tone="error">{publish.error || t.failed}</FormAlert>}
          {publish.state === 'done' && publish.result && (
            <FormAlert tone="success">{t.published((publish.result as LegalDocument).version)}</FormAlert>
          )}
          <Button tone="primary" type="submit" disabled={publish.busy}>
            {publish.busy ? t.publishing : t.publish}
          </Button>
        </form>
      )}
    </Panel>
  );
}

function RetentionPanel() {
  const settings = useTask(settingsLogic);
  const [saved, setSaved] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once when the screen opens
  useEffect(() => settings.start(null), []);
  const days = (settings.result as { retentionDays: number } | null)?.retentionDays;
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setSaved(true);
    settings.start(Number(fieldsOf(e.currentTarget).retentionDays));
  };
  return (
    <Panel id="privacy-retention" title={t.retention}>
      <p className={s.muted}>{t.retentionIntro}</p>
      {days !== undefined && (
        <form onSubmit={onSubmit} data-testid="retention" key={days}>
          <TextField
            label={adminCopy.privacy.retentionDays}
            name="retentionDays"
            type="number"
            min={RETENTION_MIN_DAYS}
            max={RETENTION_MAX_DAYS}
            defaultValue={days}
            required
          />
          {saved && settings.state === 'done' && <FormAlert tone="success">{t.retentionSaved(days)}</FormAlert>}
          <Button tone="primary" type="submit" disabled={settings.busy}>
            {t.saveRetention}
          </Button>
        </form>
      )}
      {settings.state === 'failed' && <FormAlert tone="error">{settings.error || t.failed}</FormAlert>}
    </Panel>
  );
}

function RequestsPanel() {
  const find = useTask(findLogic);
  const exported = useTask(exportLogic);
  const correct = useTask(correctLogic);
  const erase = useTask(eraseLogic);
  const [email, setEmail] = useState('');
  const [confirmed, setConfirmed] = useState(false);
  const summary = find.result as DataRequestSummary | null;
  const onFind = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    setConfirmed(false);
    find.start(email);
  };
  const onCorrect = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const fields = Object.fromEntries(Object.entries(fieldsOf(e.currentTarget)).filter(([, v]) => v.trim() !== ''));
    correct.start({ ...fields, email: summary!.email });
  };
  return (
    <Panel id="privacy-requests" title={t.requests}>
      <p className={s.muted}>{t.requestsIntro}</p>
      <form onSubmit={onFind} data-testid="find-person" className={s.answeredForm}>
        <TextField label={t.email} type="email" name="email" value={email} onChange={(e) => setEmail(e.target.value)} required />
        <Button tone="primary" type="submit" disabled={find.busy}>
          {find.busy ? t.finding : t.find}
        </Button>
      </form>
      {find.state === 'failed' && <FormAlert tone="error">{find.error || t.failed}</FormAlert>}
      {summary && (
        <div data-testid="person" data-total={summary.total}>
          <FormAlert tone="info">{summary.total === 0 ? t.nothing : t.found(summary.total)}</FormAlert>
          {summary.total > 0 && (
            <>
              <ul>
                {Object.entries(summary.counts)
                  .filter(([, n]) => n > 0)
                  .map(([key, n]) => (
                    <li key={key}>
                      {t.counts[key as keyof typeof t.counts]}: {n}
                    </li>
                  ))}
              </ul>
              <Button tone="outline" disabled={exported.busy} onClick={() => exported.start(summary.email)}>
                {exported.busy ? t.exporting : t.export}
              </Button>
              {exported.state === 'failed' && <FormAlert tone="error">{exported.error || t.failed}</FormAlert>}

              <h3 className={s.panelStep}>{t.correct}</h3>
              <p className={s.muted}>{t.correctIntro}</p>
              <form onSubmit={onCorrect} data-testid="correct-person">
                <div className={s.formGrid}>
                  <TextField label={t.firstName} name="firstName" />
                  <TextField label={t.lastName} name="lastName" />
                  <TextField label={t.phone} name="phone" type="tel" />
                  <TextField label={t.company} name="company" />
                  <TextField label={t.city} name="city" />
                  <TextField label={t.note} name="note" />
                </div>
                {correct.state === 'failed' && <FormAlert tone="error">{correct.error || t.failed}</FormAlert>}
                {correct.state === 'done' && correct.result && (
                  <FormAlert tone="success">
                    {t.corrected(Object.values(correct.result as Record<string, number>).reduce((a, b) => a + b, 0))}
                  </FormAlert>
                )}
                <Button tone="primary" type="submit" disabled={correct.busy}>
                  {t.saveCorrection}
                </Button>
              </form>

              <h3 className={s.panelStep}>{t.erase}</h3>
              <p className={s.muted}>{t.eraseIntro}</p>
              <CheckboxField label={t.eraseConfirm} checked={confirmed} onChange={(e) => setConfirmed(e.target.checked)} />
              {erase.state === 'failed' && <FormAlert tone="error">{erase.error || t.failed}</FormAlert>}
              {erase.state === 'done' && <FormAlert tone="success">{t.erased}</FormAlert>}
              <Button tone="danger" disabled={!confirmed || erase.busy} onClick={() => erase.start(summary.email)}>
                {erase.busy ? t.erasing : t.erase}
              </Button>
            </>
          )}
        </div>
      )}
    </Panel>
  );
}
