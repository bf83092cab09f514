// Read-mostly staff screens: event registrations, contact messages and membership applications.
import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { MESSAGE_PREVIEW_CHARS } from '../../../contract/limits';
import { APPLICATION_STATUSES, MESSAGE_STATUSES } from '../../../contract/roles';
import {
  type AdminApplication,
  type AdminEvent,
  type AdminMessage,
  type AdminRegistration,
  adminApi,
  dataUrlOf,
  fetchFile,
  saveFile,
} from '../../api/admin';
import { StatusBadge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/Field';
import { dateTime, longDate } from '../../format/dates';
import { adminCopy } from '../../i18n/admin';
import * as s from '../admin.css';
import { type CrudActor, ExportButton, ListView, Modal, PageHead, SearchBox, useCrud, useCrudQuery } from '../ui';

const c = adminCopy.common;

function Filter({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (v: string) => void;
}) {
  return (
    <label className={s.filter}>
      {label}
      <select className={s.input} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/* ---------- Registrations ---------- */

const tr = adminCopy.registrations;

export function RegistrationsScreen() {
  const actor = useCrud('registrations');
  return <RegistrationsView actor={actor} />;
}

export function RegistrationsView({ actor }: { actor: CrudActor }) {
  const query = useCrudQuery(actor);
  const eventId = useSelector(actor, (snap) => snap.context.filters.eventId ?? '');
  const [events, setEvents] = useState<AdminEvent[]>([]);
  useEffect(() => {
    const ctrl = new AbortController();
    adminApi
      .list<AdminEvent>('events', { query: { page: 1, pageSize: 100, q: '' }, filters: {} }, ctrl.signal)
      .then((p) => setEvents(p.items))
      .catch(() => setEvents([]));
    return () => ctrl.abort();
  }, []);
  return (
    <>
      <PageHead title={tr.title} />
      <div className={s.toolbar}>
        <SearchBox value={query.q} onSearch={(q) => actor.send({ type: 'search.changed', q })} />
        <Filter
          label={tr.filterEvent}
          value={eventId}
          options={[{ value: '', label: tr.allEvents }, ...events.map((e) => ({ value: e.id, label: `${e.title} (${e.date})` }))]}
          onChange={(value) => actor.send({ type: 'filter.changed', name: 'eventId', value })}
        />
        <ExportButton path="registrations" actor={actor} />
      </div>
      <ListView<AdminRegistration> actor={actor} empty={tr.empty} label={tr.title}>
        {(items) => (
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col">{tr.colEvent}</th>
                <th scope="col">{tr.colName}</th>
                <th scope="col">{tr.colEmail}</th>
                <th scope="col">{tr.colOrganization}</th>
                <th scope="col">{tr.colAttendees}</th>
                <th scope="col">{tr.colDate}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((r) => (
                <tr key={r.id}>
                  <td className={s.cellStrong}>{r.eventTitle}</td>
                  <td>
                    {r.firstName} {r.lastName}
                  </td>
                  <td>{r.email}</td>
                  <td>{r.organization}</td>
                  <td>{r.attendees}</td>
                  <td className={s.nowrap}>{longDate(r.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListView>
    </>
  );
}

/* ---------- Messages ---------- */

const tm = adminCopy.messages;
const preview = (text: string) => (text.length > MESSAGE_PREVIEW_CHARS ? `${text.slice(0, MESSAGE_PREVIEW_CHARS)}…` : text);

export function MessagesScreen() {
  const actor = useCrud('contact-messages');
  return <MessagesView actor={actor} />;
}

export function MessagesView({ actor }: { actor: CrudActor }) {
  const query = useCrudQuery(actor);
  const status = useSelector(actor, (snap) => snap.context.filters.status ?? '');
  const busyId = useSelector(actor, (snap) => (snap.matches('acting') ? snap.context.target?.id : undefined));
  const [open, setOpen] = useState<AdminMessage | null>(null);
  const act = (m: AdminMessage, action: 'replied' | 'archived') => actor.send({ type: 'row.action', item: m, action });
  return (
    <>
      <PageHead title={tm.title} />
      <div className={s.toolbar}>
        <SearchBox value={query.q} onSearch={(q) => actor.send({ type: 'search.changed', q })} />
        <Filter
          label={tm.filterStatus}
          value={status}
          options={[{ value: '', label: tm.allStatuses }, ...MESSAGE_STATUSES.map((v) => ({ value: v, label: tm.statuses[v] ?? v }))]}
          onChange={(value) => actor.send({ type: 'filter.changed', name: 'status', value })}
        />
        <ExportButton path="contact-messages" actor={actor} />
      </div>
      <ListView<AdminMessage> actor={actor} empty={tm.empty} label={tm.title}>
        {(items) => (
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col">{tm.colName}</th>
                <th scope="col">{tm.colEmail}</th>
                <th scope="col">{tm.colSubject}</th>
                <th scope="col">{tm.colMessage}</th>
                <th scope="col">{tm.colStatus}</th>
                <th scope="col">{c.actions}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((m) => (
                <tr key={m.id} aria-busy={busyId === m.id}>
                  <td className={s.cellStrong}>{m.name}</td>
                  <td>{m.email}</td>
                  <td>{m.subject}</td>
                  <td>{preview(m.message)}</td>
                  <td>
                    <StatusBadge status={m.status} label={tm.statuses[m.status]} />
                  </td>
                  <td>
                    <div className={s.rowActions}>
                      <Button size="sm" tone="outline" aria-label={`${tm.open}: ${m.subject}`} onClick={() => setOpen(m)}>
                        {tm.open}
                      </Button>
                      <Button
                        size="sm"
                        tone="primary"
                        disabled={m.status === 'replied' || busyId !== undefined}
                        onClick={() => act(m, 'replied')}
                      >
                        {tm.markReplied}
                      </Button>
                      <Button
                        size="sm"
                        tone="ghost"
                        disabled={m.status === 'archived' || busyId !== undefined}
                        onClick={() => act(m, 'archived')}
                      >
                        {tm.archive}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListView>
      <Modal open={open !== null} title={open?.subject ?? ''} onClose={() => setOpen(null)}>
        {open && (
          <>
            <dl className={s.dl}>
              <dt>{tm.from}</dt>
              <dd>
                {open.name} &lt;{open.email}&gt;
              </dd>
              {open.phone && (
                <>
                  <dt>{tm.phone}</dt>
                  <dd>{open.phone}</dd>
                </>
              )}
              {open.organization && (
                <>
                  <dt>{tm.organization}</dt>
                  <dd>{open.organization}</dd>
                </>
              )}
              <dt>{tm.colDate}</dt>
              <dd>{dateTime(open.createdAt)}</dd>
              <dt>{tm.colStatus}</dt>
              <dd>
                <StatusBadge status={open.status} label={tm.statuses[open.status]} />
              </dd>
            </dl>
            <p className={s.messageBody}>{open.message}</p>
            <div className={s.dialogActions}>
              <Button tone="ghost" onClick={() => setOpen(null)}>
                {c.close}
              </Button>
              <a
                className={s.replyLink}
                href={`mailto:${encodeURIComponent(open.email)}?subject=${encodeURIComponent(`Re: ${open.subject}`)}`}
              >
                {tm.reply}
              </a>
              {open.status !== 'replied' && (
                <Button
                  onClick={() => {
                    act(open, 'replied');
                    setOpen(null);
                  }}
                >
                  {tm.markReplied}
                </Button>
              )}
            </div>
          </>
        )}
      </Modal>
    </>
  );
}

/* ---------- Membership applications ---------- */

const ta = adminCopy.applications;

export function ApplicationsScreen() {
  const actor = useCrud('membership-applications');
  return <ApplicationsView actor={actor} />;
}

type Receipt = { url: string; filename: string; type: string; name: string; preview: string | null };

export function ApplicationsView({ actor }: { actor: CrudActor }) {
  const query = useCrudQuery(actor);
  const status = useSelector(actor, (snap) => snap.context.filters.status ?? '');
  const busyId = useSelector(actor, (snap) => (snap.matches('acting') ? snap.context.target?.id : undefined));
  const [receipt, setReceipt] = useState<Receipt | null>(null);
  const [receiptError, setReceiptError] = useState<string | null>(null);
  useEffect(() => () => void (receipt && URL.revokeObjectURL(receipt.url)), [receipt]);

  const openReceipt = async (a: AdminApplication) => {
    setReceiptError(null);
    try {
      const file = await fetchFile(`/admin/membership-applications/${a.id}/receipt`);
      const preview = file.type.startsWith('image/') ? await dataUrlOf(file.blob) : null;
      setReceipt({ url: file.url, filename: file.filename, type: file.type, name: a.name, preview });
    } catch (err) {
      setReceiptError(`${ta.receiptFailed} ${(err as Error).message}`);
    }
  };
  return (
    <>
      <PageHead title={ta.title} />
      <div className={s.toolbar}>
        <SearchBox value={query.q} onSearch={(q) => actor.send({ type: 'search.changed', q })} />
        <Filter
          label={ta.filterStatus}
          value={status}
          options={[{ value: '', label: ta.allStatuses }, ...APPLICATION_STATUSES.map((v) => ({ value: v, label: ta.statuses[v] ?? v }))]}
          onChange={(value) => actor.send({ type: 'filter.changed', name: 'status', value })}
        />
        <ExportButton path="membership-applications" actor={actor} />
      </div>
      {receiptError && <FormAlert tone="error">{receiptError}</FormAlert>}
      <ListView<AdminApplication> actor={actor} empty={ta.empty} loadFailed={ta.fetchFailed} label={ta.title}>
        {(items) => (
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col">{ta.colName}</th>
                <th scope="col">{ta.colPlan}</th>
                <th scope="col">{ta.colEmail}</th>
                <th scope="col">{ta.colDate}</th>
                <th scope="col">{ta.colStatus}</th>
                <th scope="col">{ta.colReceipt}</th>
                <th scope="col">{c.actions}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((a) => (
                <tr key={a.id} aria-busy={busyId === a.id}>
                  <td className={s.cellStrong}>
                    {a.name}
                    {a.company ? <div className={s.muted}>{a.company}</div> : null}
                  </td>
                  <td>{ta.plans[a.membershipType] ?? a.membershipType}</td>
                  <td>{a.email}</td>
                  <td className={s.nowrap}>{longDate(a.createdAt)}</td>
                  <td>
                    <StatusBadge status={a.status} label={ta.statuses[a.status]} />
                  </td>
                  <td>
                    {a.hasReceipt ? (
                      <Button size="sm" tone="outline" aria-label={`${ta.viewReceipt}: ${a.name}`} onClick={() => openReceipt(a)}>
                        {ta.viewReceipt}
                      </Button>
                    ) : (
                      <span className={s.muted}>{ta.noReceipt}</span>
                    )}
                  </td>
                  <td>
                    <div className={s.rowActions}>
                      <Button
                        size="sm"
                        disabled={a.status === 'approved' || busyId !== undefined}
                        aria-label={`${ta.approve}: ${a.name}`}
                        onClick={() => actor.send({ type: 'row.action', item: a, action: 'approved' })}
                      >
                        {ta.approve}
                      </Button>
                      <Button
                        size="sm"
                        tone="danger"
                        disabled={a.status === 'rejected' || busyId !== undefined}
                        aria-label={`${ta.reject}: ${a.name}`}
                        onClick={() => actor.send({ type: 'row.action', item: a, action: 'rejected' })}
                      >
                        {ta.reject}
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListView>
      <Modal open={receipt !== null} title={receipt ? ta.receiptTitle(receipt.name) : ''} onClose={() => setReceipt(null)}>
        {receipt && (
          <>
            {receipt.preview ? (
              <img src={receipt.preview} alt={ta.receiptTitle(receipt.name)} className={s.receiptImage} />
            ) : (
              <p className={s.messageBody} data-testid="receipt-file">
                {receipt.filename} ({receipt.type})
              </p>
            )}
            <div className={s.dialogActions}>
              <Button tone="ghost" onClick={() => setReceipt(null)}>
                {c.close}
              </Button>
              <Button onClick={() => saveFile({ url: receipt.url, filename: receipt.filename })}>{ta.downloadReceipt}</Button>
            </div>
          </>
        )}
      </Modal>
    </>
  );
}
