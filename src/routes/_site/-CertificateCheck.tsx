// The answer of a certificate check in large type (valid, expired, not found) and the few facts the certificate
// proves, driven by the certificate check machine.
import { useActorRef, useSelector } from '@xstate/react';
import { Fragment } from 'react';
import { fromPromise } from 'xstate';
import { type CertificateCheckMachine, certificateCheckMachine } from '../../../machines/certificateCheck';
import { checkCertificate } from '../../api/verify';
import { LoadFailed } from '../../assembly/NarrowPage';
import { Spinner } from '../../components/Spinner';
import { bothCalendars } from '../../format/dates';
import { verifyCopy as t } from '../../i18n/directory';
import * as d from './-directory.css';

/** The machine with the real API; tests pass `certificateCheckMachine.provide({...})` with fakes. */
export const certificateCheckLogic = certificateCheckMachine.provide({
  actors: { load: fromPromise(({ input, signal }) => checkCertificate(input.params.code, signal)) },
});

/** One code's check; the page gives another code (a second certificate scanned in the same tab) a check of its own. */
export function CertificateCheck({ code, logic = certificateCheckLogic }: { code: string; logic?: CertificateCheckMachine }) {
  const actor = useActorRef(logic, { input: { params: { code } } });
  const state = useSelector(actor, (snap) => snap.value);
  const answer = useSelector(actor, (snap) => snap.context.data);
  const error = useSelector(actor, (snap) => snap.context.error);
  if (state === 'failed') {
    return <LoadFailed text={t.failed} error={error} retry={t.retry} onRetry={() => actor.send({ type: 'retry' })} />;
  }
  if (state !== 'ready' || !answer) return <Spinner label={t.checking} />;
  if (!answer.found) return <Verdict tone="notFound" word={t.notFound} text={t.notFoundText} />;
  const c = answer.verification;
  const valid = c.status === 'valid';
  return (
    <>
      <Verdict tone={valid ? 'valid' : 'expired'} word={valid ? t.valid : t.expired} text={valid ? t.validText : t.expiredText} />
      <dl className={d.details}>
        {(
          [
            [t.name, c.name],
            [t.company, c.company],
            [t.plan, t.plans[c.plan]],
            [t.number, c.number],
            [t.validUntil, bothCalendars(c.validUntil)],
          ] as const
        ).map(([label, value]) => (
          <Fragment key={label}>
            <dt className={d.detailLabel}>{label}</dt>
            <dd className={d.detailValue}>{value}</dd>
          </Fragment>
        ))}
      </dl>
    </>
  );
}

function Verdict({ tone, word, text }: { tone: 'valid' | 'expired' | 'notFound'; word: string; text: string }) {
  return (
    <p className={`${d.verdict} ${d.verdictTone[tone]}`} role="status" data-verdict={tone}>
      <strong className={d.verdictWord}>{word}</strong>
      <span className={d.verdictText}>{text}</span>
    </p>
  );
}
