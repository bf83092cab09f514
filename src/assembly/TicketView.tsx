// A ticket as its holder shows it at the door: the QR code large on white, the code in groups, who and what it is
// for, and its status. Once shown, the page asks the service worker to keep it for offline use (src/offline.ts). The
// server makes the page with the ticket in it (server/features/events/pages.ts), so it shows before and without the app, the app
// adopts it as it is, and the copy kept offline holds the ticket; a ticket page opened inside the app loads it.
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import { formatTicketCode, type PersonTicket, type Ticket } from '../../contract/assembly';
import { type TicketLookup, type TicketMachine, ticketMachine } from '../../machines/ticket';
import { getTicket, ticketQrUrl } from '../api/tickets';
import { FormAlert } from '../components/Field';
import { Spinner } from '../components/Spinner';
import { ticketCopy as t } from '../i18n/assembly';
import { keepOffline } from '../offline';
import { usePageData } from '../pageState';
import { Details, eventDetails, LoadFailed } from './NarrowPage';
import * as s from './ticket.css';

/** The machine with the real API; tests pass `ticketMachine.provide({...})` with fakes. */
export const ticketLogic = ticketMachine.provide({
  actors: { load: fromPromise(({ input, signal }) => getTicket(input.params.code, signal)) },
});

/**
 * The ticket the server made the page with (server/features/events/pages.ts), by the code it was asked for; `registered`: the page
 * answers the registration form just sent.
 */
export type TicketPageData = { code: string; lookup: TicketLookup; registered?: boolean };

export function TicketView({ code, logic = ticketLogic }: { code: string; logic?: TicketMachine }) {
  const given = usePageData<TicketPageData>('ticket');
  if (given?.code === code) return <TicketAnswer answer={given.lookup} />;
  return <LoadedTicket code={code} logic={logic} />;
}

function LoadedTicket({ code, logic }: { code: string; logic: TicketMachine }) {
  const actor = useActorRef(logic, { input: { params: { code } } });
  const state = useSelector(actor, (snap) => snap.value);
  const answer = useSelector(actor, (snap) => snap.context.data);
  const error = useSelector(actor, (snap) => snap.context.error);
  if (state === 'failed') {
    return <LoadFailed text={t.failed} error={error} retry={t.retry} onRetry={() => actor.send({ type: 'retry' })} />;
  }
  if (state !== 'ready' || !answer) return <Spinner label={t.loading} />;
  return <TicketAnswer answer={answer} />;
}

function TicketAnswer({ answer }: { answer: TicketLookup }) {
  // Every QR image the page shows (one per person of a group), as one string so the effect runs once per ticket shown.
  const qrUrls = answer.found ? answer.ticket.tickets.map((p) => ticketQrUrl(p.code)).join('\n') : '';
  useEffect(() => {
    // Once the tickets and their QR images are on screen, keep the page and everything it loaded for offline use.
    if (qrUrls) void keepOffline(qrUrls.split('\n'));
  }, [qrUrls]);
  if (!answer.found) return <FormAlert tone="error">{t.notFound}</FormAlert>;
  const ticket = answer.ticket;
  const status = ticket.checkedInAt ? 'checkedIn' : ticket.status;
  const group = ticket.tickets.length > 1;
  return (
    <article className={s.ticket} data-ticket={ticket.code} data-status={status}>
      {group ? (
        <>
          <h2 className={s.personName}>{t.groupTitle(ticket.tickets.length)}</h2>
          <p className={s.note}>{t.groupHint}</p>
          <ol className={s.people}>
            {ticket.tickets.map((p) => (
              <li key={p.code} className={s.person} data-person-ticket={p.code}>
                <h3 className={s.personName}>{t.person(p.position, p.name)}</h3>
                <TicketFace ticket={ticket} person={p} live={false} />
              </li>
            ))}
          </ol>
        </>
      ) : (
        <TicketFace
          ticket={ticket}
          person={ticket.tickets[0] ?? { code: ticket.code, position: 1, name: null, checkedInAt: ticket.checkedInAt }}
          live
        />
      )}
      <Details
        rows={[
          [t.name, `${ticket.firstName} ${ticket.lastName}`],
          [t.organization, ticket.organization],
          [t.attendees, ticket.attendees],
          ...eventDetails(ticket.event, t),
        ]}
      />
      <p className={s.note}>{t.offline}</p>
    </article>
  );
}

/** One person's ticket: its status, its QR code (unless cancelled) and its code in groups. */
function TicketFace({ ticket, person, live }: { ticket: Ticket['ticket']; person: PersonTicket; live: boolean }) {
  const status = person.checkedInAt ? 'checkedIn' : ticket.status;
  const shown = formatTicketCode(person.code);
  return (
    <>
      <p className={`${s.status} ${s.statusTone[status]}`} role={live ? 'status' : undefined} data-status={status}>
        {t.statuses[status]}
      </p>
      {ticket.status !== 'cancelled' && (
        <div className={s.qrBox}>
          <img className={s.qr} src={ticketQrUrl(person.code)} alt={t.qrAlt(shown)} width={320} height={320} />
        </div>
      )}
      <p className={s.code}>
        <span className="visually-hidden">{t.code}: </span>
        {shown}
      </p>
    </>
  );
}
