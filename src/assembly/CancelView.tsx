// The cancel link's page, driven by the registrationCancel machine: what will be cancelled, the question, the answer.
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { type CancelRegistration, type RegistrationCancelMachine, registrationCancelMachine } from '../../machines/registrationCancel';
import { toStateKey } from '../../machines/stateKey';
import { hideLinkToken, readLinkToken } from '../api/linkToken';
import { cancelByLink, previewCancel } from '../api/tickets';
import { Button } from '../components/Button';
import { useFocusOnAppear } from '../components/confirm';
import { FormAlert } from '../components/Field';
import { Spinner } from '../components/Spinner';
import { cancelCopy as t } from '../i18n/assembly';
import * as a from '../routes/_site/-account.css';
import * as d from '../routes/_site/-directory.css';
import * as site from '../routes/_site/-site.css';
import { Details, eventDetails, LoadFailed } from './NarrowPage';

/** The machine with the real API and address bar; tests pass `registrationCancelMachine.provide({...})` with fakes. */
export const registrationCancelLogic = registrationCancelMachine.provide({
  actors: {
    preview: fromPromise(({ input }) => previewCancel(input.token)),
    cancel: fromPromise(({ input }) => cancelByLink(input.token)),
  },
  actions: { hideToken: hideLinkToken },
});

export function CancelView({ logic = registrationCancelLogic, token }: { logic?: RegistrationCancelMachine; token?: string | null }) {
  // Read once, when the page opens (the machine takes it out of the address bar as it starts).
  const [input] = useState(() => ({
    token: token === undefined ? readLinkToken() : token,
    fallbacks: { loadFailed: t.failed, cancelFailed: t.failed },
  }));
  const actor = useActorRef(logic, { input });
  const key = useSelector(actor, (snap) => toStateKey<RegistrationCancelMachine>(snap.value));
  const registration = useSelector(actor, (snap) => snap.context.registration);
  const failure = useSelector(actor, (snap) => snap.context.failure);
  // The member pressed "Yes, cancel": the answer is theirs to be shown (one cancelled before is only read on load).
  const [asked, setAsked] = useState(false);
  switch (key) {
    case 'starting':
    case 'previewing':
      return <Spinner label={t.loading} />;
    case 'noToken':
      return <FormAlert tone="error">{t.noToken}</FormAlert>;
    case 'loadFailed':
      return <LoadFailed text={t.failed} error={failure} retry={t.retry} onRetry={() => actor.send({ type: 'retry' })} />;
    case 'refused':
      return (
        <div className={d.stateBox} data-cancel="refused">
          <FormAlert tone="error">{failure}</FormAlert>
          <ToEvents />
        </div>
      );
    case 'kept':
      return (
        <div className={d.stateBox} data-cancel="kept">
          <FormAlert tone="info">{t.kept}</FormAlert>
          <ToEvents />
        </div>
      );
    case 'cancelled':
      return <Cancelled registration={registration} answersConfirm={asked} />;
    default: {
      const busy = key === 'asking.cancelling';
      return (
        <div data-cancel="asking">
          {key === 'asking.failed' && failure && <FormAlert tone="error">{failure}</FormAlert>}
          <h2 id="cancel-question">{t.question}</h2>
          {registration && <Facts registration={registration} />}
          <div className={a.actions} aria-busy={busy}>
            <Button
              tone="danger"
              disabled={busy}
              onClick={() => {
                setAsked(true);
                actor.send({ type: 'confirm' });
              }}
            >
              {busy ? t.cancelling : t.confirm}
            </Button>
            <Button tone="outline" disabled={busy} onClick={() => actor.send({ type: 'keep' })}>
              {t.keep}
            </Button>
          </div>
        </div>
      );
    }
  }
}

/**
 * Cancelled: the verdict, then what was cancelled. As the answer to the member's "Yes", the verdict takes the focus (the
 * buttons pressed are gone).
 */
function Cancelled({ registration, answersConfirm }: { registration: CancelRegistration | null; answersConfirm: boolean }) {
  const verdict = useFocusOnAppear<HTMLParagraphElement>(answersConfirm);
  return (
    <div data-cancel="cancelled">
      <p ref={verdict} tabIndex={-1} className={`${d.verdict} ${d.verdictTone.valid}`} role="status">
        <strong className={d.verdictText}>{t.cancelledTitle}</strong>
        <span className={d.verdictText}>{t.cancelledText}</span>
      </p>
      {registration && <Facts registration={registration} />}
      <ToEvents />
    </div>
  );
}

/** The registration: the event, its day, time and place, the name and the attendees. */
function Facts({ registration }: { registration: CancelRegistration }) {
  return (
    <Details
      rows={[
        ...eventDetails(registration.event, t),
        [t.name, `${registration.firstName} ${registration.lastName}`],
        [t.attendees, registration.attendees],
      ]}
    />
  );
}

function ToEvents() {
  return (
    <p>
      <Link to="/events" className={site.link}>
        {t.toEvents}
      </Link>
    </p>
  );
}
