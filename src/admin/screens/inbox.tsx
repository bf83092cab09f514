// Read-mostly staff screens: event registrations, contact messages and membership applications.

import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { REGISTRATION_FILTERS } from '../../../contract/assembly';
import { MESSAGE_PREVIEW_CHARS } from '../../../contract/limits';
import {
  type DetailDifference,
  detailDifferences,
  MEMBER_DETAILS_CHOICES,
  type MemberDetailsChoice,
  REJECTION_REASON_MAX,
} from '../../../contract/members';
import { ApplicationStatusSchema } from '../../../contract/membership';
import { APPLICATION_STATUSES, MESSAGE_STATUSES } from '../../../contract/roles';
import type { AdminItem, RunActionInput } from '../../../machines/adminCrud';
import { createLoadMachine } from '../../../machines/adminLoad';
import { createTaskMachine } from '../../../machines/adminTask';
import {
  type AdminApplication,
  type AdminEvent,
  type AdminList,
  type AdminMessage,
  type AdminRegistration,
  adminApi,
  dataUrlOf,
  fetchFile,
  saveFile,
} from '../../api/admin';
import { api, send } from '../../api/client';
import { Badge, StatusBadge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { FormAlert, TextAreaField } from '../../components/Field';
import { dateTime, longDate } from '../../format/dates';
import { adminCopy } from '../../i18n/admin';
import { payment as paymentWords } from '../../i18n/en/payment';
import * as s from '../admin.css';
import { CrudHead, DataTable } from '../crud';
import { type CrudActor, crudLogic, crudScreen, ExportButton, Modal, schemaValidator, useListNav } from '../ui';
import { MessageThread, type sendReplyLogic, type threadLogic } from './messageThread';

const c = adminCopy.common;

/** A list filter: its first option is "all" (the empty value). */
export type ListFilter = { name: string; label: string; options: { value: string; label: string }[] };

function FilterSelect<T extends AdminItem>({ actor, filter }: { actor: CrudActor<T>; filter: ListFilter }) {
  const value = useSelector(actor, (snap) => snap.context.filters[filter.name] ?? '');
  const nav = useListNav(actor);
  return (
    <label className={s.filter}>
      {filter.label}
      <select className={s.input} value={value} onChange={(e) => nav({ filters: { [filter.name]: e.target.value } })}>
        {filter.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** An inbox screen's heading: search, its filters and the CSV export of what is shown. */
export function InboxHead<T extends AdminItem>({
  actor,
  title,
  intro,
  path,
  filters,
}: {
  actor: CrudActor<T>;
  title: string;
  intro?: string;
  /** The staff list the export reads. */
  path: AdminList;
  filters: ListFilter[];
}) {
  return (
    <CrudHead
      actor={actor}
      title={title}
      intro={intro}
      toolbar={
        <>
          {filters.map((filter) => (
            <FilterSelect key={filter.name} actor={actor} filter={filter} />
          ))}
          <ExportButton path={path} actor={actor} />
        </>
      }
    />
  );
}

/** The status filter of an inbox: "all", then each status by its name on screen. */
export const statusFilter = (
  copy: { filterStatus: string; allStatuses: string; statuses: Record<string, string> },
  statuses: readonly string[],
) => ({
  name: 'status',
  label: copy.filterStatus,
  options: [{ value: '', label: copy.allStatuses }, ...statuses.map((v) => ({ value: v, label: copy.statuses[v] ?? v }))],
});

/* ---------- Registrations ---------- */

const tr = adminCopy.registrations;

/** The events to filter by; without them the filter offers only "all events". */
const eventChoicesLogic = createLoadMachine<null, AdminEvent[]>({ id: 'registrationEvents', fallback: () => [] }).provide({
  actors: {
    load: fromPromise(({ signal }) =>
      adminApi.list<AdminEvent>('events', { query: { page: 1, pageSize: 100, q: '' }, filters: {} }, signal).then((p) => p.items),
    ),
  },
});

export function RegistrationsView({
  actor,
  eventChoices = eventChoicesLogic,
}: {
  actor: CrudActor<AdminRegistration>;
  eventChoices?: typeof eventChoicesLogic;
}) {
  const choices = useActorRef(eventChoices, { input: { params: null } });
  const busyId = useSelector(actor, (snap) => (snap.matches('acting') ? snap.context.target?.id : undefined));
  const [cancelling, setCancelling] = useState<AdminRegistration | null>(null);
  const events = useSelector(choices, (snap) => snap.context.data ?? []);
  return (
    <>
      <InboxHead
        actor={actor}
        title={tr.title}
        path="registrations"
        filters={[
          {
            name: 'eventId',
            label: tr.filterEvent,
            options: [{ value: '', label: tr.allEvents }, ...events.map((e) => ({ value: e.id, label: `${e.title} (${e.date})` }))],
          },
          statusFilter(
            { filterStatus: tr.filterStatus, allStatuses: tr.statuses.all, statuses: tr.statuses },
            REGISTRATION_FILTERS.filter((f) => f !== 'all'),
          ),
        ]}
      />
      <DataTable<AdminRegistration>
        actor={actor}
        label={tr.title}
        empty={tr.empty}
        busy={(r) => busyId === r.id}
        actions={(r) => (
          <>
            {r.status === 'waitlisted' && (
              <Button
                size="sm"
                disabled={busyId !== undefined}
                aria-label={`${tr.promote}: ${r.firstName} ${r.lastName}`}
                onClick={() => actor.send({ type: 'row.action', item: r, action: 'promote' })}
              >
                {tr.promote}
              </Button>
            )}
            {r.status !== 'cancelled' && (
              <Button
                size="sm"
                tone="danger"
                disabled={busyId !== undefined}
                aria-label={`${tr.cancel}: ${r.firstName} ${r.lastName}`}
                onClick={() => setCancelling(r)}
              >
                {tr.cancel}
              </Button>
            )}
          </>
        )}
        columns={[
          { header: tr.colEvent, strong: true, cell: (r) => r.eventTitle },
          // The person, how to reach them and their organisation in one column: fewer columns keep the actions in view.
          {
            header: tr.colName,
            cell: (r) => (
              <>
                {`${r.firstName} ${r.lastName}`}
                <div className={[s.muted, s.wrapAnywhere].join(' ')}>{r.email}</div>
                {r.organization ? <div className={s.muted}>{r.organization}</div> : null}
              </>
            ),
          },
          { header: tr.colAttendees, cell: (r) => r.attendees },
          { header: tr.colDate, cell: (r) => longDate(r.createdAt) },
          { header: tr.colStatus, cell: (r) => <RegistrationStatus registration={r} /> },
        ]}
      />
      <Modal
        open={cancelling !== null}
        title={tr.cancelTitle}
        description={cancelling ? tr.cancelConfirm(`${cancelling.firstName} ${cancelling.lastName}`) : ''}
        onClose={() => setCancelling(null)}
        small
      >
        <div className={s.dialogActions}>
          <Button tone="ghost" onClick={() => setCancelling(null)}>
            {tr.keep}
          </Button>
          <Button
            tone="danger"
            onClick={() => {
              if (cancelling) actor.send({ type: 'row.action', item: cancelling, action: 'cancel' });
              setCancelling(null);
            }}
          >
            {tr.confirmCancel}
          </Button>
        </div>
      </Modal>
    </>
  );
}

/** A registration's status, its place in the queue when waitlisted, and when it was checked in. */
function RegistrationStatus({ registration: r }: { registration: AdminRegistration }) {
  return (
    <>
      <StatusBadge status={r.status} label={tr.statuses[r.status]} />
      {r.waitlistPosition !== null && <div className={s.muted}>{tr.queuePlace(r.waitlistPosition)}</div>}
      {r.checkedInAt && (
        <div className={s.muted}>
          {tr.checkedInAt(dateTime(r.checkedInAt))}
          {r.checkedInBy ? ` (${r.checkedInBy})` : ''}
        </div>
      )}
    </>
  );
}

const seat = api.admin.registrations[':id'];

/** The registrations list's row actions are the seat routes: POST /api/admin/registrations/:id/promote or /cancel. */
const registrationsLogic = crudLogic('registrations').provide({
  actors: {
    runAction: fromPromise<unknown, RunActionInput<AdminRegistration>>(({ input, signal }) => {
      const call = [{ param: { id: encodeURIComponent(input.item.id) } }, { init: { signal } }] as const;
      if (input.action === 'promote') return send(seat.promote.$post(...call));
      if (input.action === 'cancel') return send(seat.cancel.$post(...call));
      return Promise.reject(new Error(`No seat route for the action ${input.action}`));
    }),
  },
});

/* ---------- Messages ---------- */

const tm = adminCopy.messages;
/** A message's subject as this language names it (stored as the form's English choice). */
const subjectOf = (m: AdminMessage) => tm.subjects[m.subject] ?? m.subject;
const preview = (text: string) => (text.length > MESSAGE_PREVIEW_CHARS ? `${text.slice(0, MESSAGE_PREVIEW_CHARS)}…` : text);

export function MessagesView({
  actor,
  thread,
  send,
}: {
  actor: CrudActor<AdminMessage>;
  /** The thread's and the reply's machines (tests give fakes). */
  thread?: typeof threadLogic;
  send?: typeof sendReplyLogic;
}) {
  const busyId = useSelector(actor, (snap) => (snap.matches('acting') ? snap.context.target?.id : undefined));
  const [open, setOpen] = useState<AdminMessage | null>(null);
  const act = (m: AdminMessage, action: 'replied' | 'archived') => actor.send({ type: 'row.action', item: m, action });
  return (
    <>
      <InboxHead actor={actor} title={tm.title} path="contact-messages" filters={[statusFilter(tm, MESSAGE_STATUSES)]} />
      <DataTable<AdminMessage>
        actor={actor}
        label={tm.title}
        empty={tm.empty}
        busy={(m) => busyId === m.id}
        columns={[
          // Who wrote and their address in one column: fewer columns keep the row's actions in view on a laptop.
          {
            header: tm.colName,
            strong: true,
            cell: (m) => (
              <>
                {m.name}
                <div className={[s.muted, s.wrapAnywhere].join(' ')}>{m.email}</div>
              </>
            ),
          },
          { header: tm.colSubject, cell: subjectOf },
          { header: tm.colMessage, wrap: true, cell: (m) => preview(m.message) },
          {
            header: tm.colStatus,
            cell: (m) => (
              <>
                <StatusBadge status={m.status} label={tm.statuses[m.status]} />
                {m.replyFailed ? (
                  <div data-testid="reply-failed">
                    <Badge tone="danger">{tm.replyFailedBadge}</Badge>
                  </div>
                ) : m.replyCount > 0 ? (
                  <div className={s.muted}>{tm.repliesCount(m.replyCount)}</div>
                ) : null}
              </>
            ),
          },
        ]}
        actions={(m) => (
          <>
            <Button size="sm" tone="outline" aria-label={`${tm.open}: ${subjectOf(m)}`} onClick={() => setOpen(m)}>
              {tm.open}
            </Button>
            <Button size="sm" tone="primary" disabled={m.status === 'replied' || busyId !== undefined} onClick={() => act(m, 'replied')}>
              {tm.markReplied}
            </Button>
            <Button size="sm" tone="ghost" disabled={m.status === 'archived' || busyId !== undefined} onClick={() => act(m, 'archived')}>
              {tm.archive}
            </Button>
          </>
        )}
      />
      <Modal open={open !== null} title={open ? subjectOf(open) : ''} onClose={() => setOpen(null)}>
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
            <p className={s.messageBody} lang={open.lang}>
              {open.message}
            </p>
            <MessageThread
              key={open.id}
              message={open}
              thread={thread}
              send={send}
              onReplied={(m) => {
                setOpen(m);
                actor.send({ type: 'list.reload' });
              }}
            />
            <div className={s.dialogActions}>
              <Button tone="ghost" onClick={() => setOpen(null)}>
                {c.close}
              </Button>
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

export type Receipt = { url: string; filename: string; type: string; name: string; preview: string | null };

/** Opening a receipt: fetch the file (an image also as a data: URL to show), then the dialog; closing frees it. */
export const receiptLogic = createTaskMachine<AdminApplication, Receipt>('receipt').provide({
  actors: {
    run: fromPromise<Receipt, { params: AdminApplication }>(async ({ input: { params: a } }) => {
      const file = await fetchFile(api.admin['membership-applications'][':id'].receipt.$path({ param: { id: a.id } }));
      const preview = file.type.startsWith('image/') ? await dataUrlOf(file.blob) : null;
      return { url: file.url, filename: file.filename, type: file.type, name: a.name, preview };
    }),
  },
  actions: { release: ({ context }) => void (context.result && URL.revokeObjectURL(context.result.url)) },
});

export function ApplicationsView({
  actor,
  receipts = receiptLogic,
}: {
  actor: CrudActor<AdminApplication>;
  receipts?: typeof receiptLogic;
}) {
  const busyId = useSelector(actor, (snap) => (snap.matches('acting') ? snap.context.target?.id : undefined));
  const receiptActor = useActorRef(receipts);
  const receipt = useSelector(receiptActor, (snap) => (snap.matches('done') ? snap.context.result : null));
  const receiptError = useSelector(receiptActor, (snap) => (snap.matches('failed') ? `${ta.receiptFailed} ${snap.context.error}` : null));
  const openReceipt = (a: AdminApplication) => receiptActor.send({ type: 'started', params: a });
  const closeReceipt = () => receiptActor.send({ type: 'dismissed' });
  const [rejecting, setRejecting] = useState<AdminApplication | null>(null);
  const [approving, setApproving] = useState<AdminApplication | null>(null);
  return (
    <>
      <InboxHead actor={actor} title={ta.title} path="membership-applications" filters={[statusFilter(ta, APPLICATION_STATUSES)]} />
      {receiptError && <FormAlert tone="error">{receiptError}</FormAlert>}
      <DataTable<AdminApplication>
        actor={actor}
        label={ta.title}
        empty={ta.empty}
        loadFailed={ta.fetchFailed}
        busy={(a) => busyId === a.id}
        columns={[
          {
            header: ta.colName,
            strong: true,
            cell: (a) => (
              <>
                {a.name}
                <div className={[s.muted, s.wrapAnywhere].join(' ')}>{a.email}</div>
                {a.company ? <div className={s.muted}>{a.company}</div> : null}
                {a.memberRecord && recordDifferences(a).length > 0 ? (
                  <div className={s.muted} data-testid="differs-from-record">
                    <strong>{ta.differsFromRecord(a.memberRecord.number)}</strong>
                  </div>
                ) : null}
              </>
            ),
          },
          { header: ta.colPlan, cell: (a) => ta.plans[a.membershipType] ?? a.membershipType },
          { header: ta.colDate, cell: (a) => longDate(a.createdAt) },
          { header: ta.colStatus, cell: (a) => <StatusBadge status={a.status} label={ta.statuses[a.status]} /> },
          { header: ta.colMember, nowrap: true, cell: (a) => a.memberNumber ?? '' },
          {
            header: ta.colReceipt,
            cell: (a) => (
              <>
                <div data-testid="payment-reference">
                  {ta.reference}: <strong>{a.paymentReference}</strong>
                </div>
                <div className={s.muted}>{ta.owes(a.feeBirr === null ? paymentWords.priceOnRequest : paymentWords.birr(a.feeBirr))}</div>
                {a.hasReceipt ? (
                  <>
                    <Button size="sm" tone="outline" aria-label={`${ta.viewReceipt}: ${a.name}`} onClick={() => openReceipt(a)}>
                      {ta.viewReceipt}
                    </Button>
                    {(a.receiptCount ?? 1) > 1 && <div className={s.muted}>{ta.receiptHistory(a.receiptCount!)}</div>}
                  </>
                ) : (
                  <span className={s.muted}>{ta.noReceipt}</span>
                )}
              </>
            ),
          },
        ]}
        actions={(a) => (
          <>
            <Link to="/admin/applications/$id" params={{ id: a.id }} className={s.rowLink} aria-label={ta.review.openLabel(a.name)}>
              {ta.review.open}
            </Link>
            {/* A decided application shows its decision (the status column); reversing it is done in its view. */}
            {a.status === 'pending' && (
              <>
                <Button size="sm" disabled={busyId !== undefined} aria-label={`${ta.approve}: ${a.name}`} onClick={() => setApproving(a)}>
                  {ta.approve}
                </Button>
                <Button
                  size="sm"
                  tone="danger"
                  disabled={busyId !== undefined}
                  aria-label={`${ta.reject}: ${a.name}`}
                  onClick={() => setRejecting(a)}
                >
                  {ta.reject}
                </Button>
              </>
            )}
          </>
        )}
      />
      <ApproveDialog
        application={approving}
        onCancel={() => setApproving(null)}
        onApprove={(item, memberDetails) => {
          actor.send({ type: 'row.action', item, action: 'approved', details: { memberDetails } });
          setApproving(null);
        }}
      />
      <RejectDialog
        application={rejecting}
        onCancel={() => setRejecting(null)}
        onReject={(item, reason) => {
          actor.send({ type: 'row.action', item, action: 'rejected', details: { reason } });
          setRejecting(null);
        }}
      />
      <Modal open={receipt !== null} title={receipt ? ta.receiptTitle(receipt.name) : ''} onClose={closeReceipt}>
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
              <Button tone="ghost" onClick={closeReceipt}>
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

/** The decision's own rules (a rejection needs its reason), checked before anything is sent. */
const decisionErrors = schemaValidator(ApplicationStatusSchema);

/** Where the application states the person otherwise than the member record of its email (none without a record). */
const recordDifferences = (a: AdminApplication) => (a.memberRecord ? detailDifferences(a.memberRecord, a) : []);

/**
 * Approving always asks first, naming the person and the plan. Where the email already has a member with other
 * details, the record and the application stand side by side with the choice of keeping the record (the default) or
 * taking the application's details onto it.
 */
export function ApproveDialog({
  application,
  differences = application ? recordDifferences(application) : [],
  busy = false,
  failure,
  onCancel,
  onApprove,
}: {
  application: AdminApplication | null;
  /** Where the application differs from the member record of its email. */
  differences?: DetailDifference[];
  busy?: boolean;
  /** Why the last attempt failed, shown in the dialog. */
  failure?: string | null;
  onCancel: () => void;
  onApprove: (application: AdminApplication, memberDetails: MemberDetailsChoice) => void;
}) {
  const [choice, setChoice] = useState<MemberDetailsChoice>('keep');
  const [error, setError] = useState<string | undefined>();
  // Each application starts from keeping the record.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the application's id resets the choice.
  useEffect(() => {
    setChoice('keep');
    setError(undefined);
  }, [application?.id]);
  const plan = application ? (ta.plans[application.membershipType] ?? application.membershipType) : '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!application || busy) return;
    const errors = decisionErrors({ status: 'approved', memberDetails: choice });
    if (errors) setError(errors.memberDetails ?? Object.values(errors)[0]);
    else onApprove(application, choice);
  };
  return (
    <Modal
      open={application !== null}
      title={application ? ta.review.approveTitle(application.name, plan) : ''}
      description={application ? (differences.length > 0 ? ta.approveIntro : ta.review.approveIntro(application.name, plan)) : ''}
      onClose={() => !busy && onCancel()}
      small={differences.length === 0}
    >
      <form onSubmit={submit} noValidate>
        {differences.length > 0 && (
          <>
            <div className={s.tableWrap}>
              <table className={s.table} data-testid="record-comparison">
                <caption className="visually-hidden">
                  {ta.compareCaption}
                  {application?.memberRecord ? ` (${application.memberRecord.number})` : ''}
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{ta.colDetail}</th>
                    <th scope="col">{ta.colRecord}</th>
                    <th scope="col">{ta.colApplication}</th>
                  </tr>
                </thead>
                <tbody>
                  {differences.map((d) => (
                    <tr key={d.field}>
                      <th scope="row">{ta.detailLabels[d.field]}</th>
                      <td>{d.member}</td>
                      <td>{d.application}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <fieldset className={s.fieldset}>
              <legend className={s.legend}>{ta.detailsChoice}</legend>
              {MEMBER_DETAILS_CHOICES.map((value) => (
                <label key={value} className={s.radioChoice}>
                  <input
                    type="radio"
                    name="memberDetails"
                    value={value}
                    checked={choice === value}
                    onChange={() => {
                      setChoice(value);
                      setError(undefined);
                    }}
                  />
                  {value === 'keep' ? ta.keepRecord : ta.takeApplication}
                </label>
              ))}
            </fieldset>
          </>
        )}
        {(error ?? failure) && <FormAlert tone="error">{error ?? failure}</FormAlert>}
        <div className={s.dialogActions}>
          <Button type="button" tone="ghost" onClick={onCancel} disabled={busy}>
            {c.cancel}
          </Button>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {ta.confirmApprove}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** Rejecting asks for the reason, which the applicant receives in the decision mail. */
export function RejectDialog({
  application,
  busy,
  failure,
  onCancel,
  onReject,
}: {
  application: AdminApplication | null;
  busy?: boolean;
  failure?: string | null;
  onCancel: () => void;
  onReject: (application: AdminApplication, reason: string) => void;
}) {
  const plan = application ? (ta.plans[application.membershipType] ?? application.membershipType) : '';
  return (
    <ReasonDialog
      application={application}
      title={application ? ta.rejectTitle(application.name) : ''}
      intro={application ? ta.review.rejectIntro(application.name, plan) : ''}
      label={ta.reasonLabel}
      confirm={ta.confirmReject}
      check={(reason) => {
        const errors = decisionErrors({ status: 'rejected', reason });
        return errors ? (errors.reason ?? Object.values(errors)[0]) : undefined;
      }}
      busy={busy}
      failure={failure}
      onCancel={onCancel}
      onConfirm={onReject}
    />
  );
}

/** A dialog that takes a reason before a decision or its reversal; `check` gives the reason's error, if any. */
export function ReasonDialog({
  application,
  title,
  intro,
  label,
  confirm,
  check,
  busy = false,
  failure,
  onCancel,
  onConfirm,
}: {
  application: AdminApplication | null;
  title: string;
  intro: string;
  label: string;
  confirm: string;
  check: (reason: string) => string | undefined;
  busy?: boolean;
  failure?: string | null;
  onCancel: () => void;
  onConfirm: (application: AdminApplication, reason: string) => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  // A new application starts with an empty reason.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the application's id resets the form.
  useEffect(() => {
    setReason('');
    setError(undefined);
  }, [application?.id]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!application || busy) return;
    const problem = check(reason);
    if (problem) setError(problem);
    else onConfirm(application, reason.trim());
  };
  return (
    <Modal open={application !== null} title={title} description={intro} onClose={() => !busy && onCancel()} small>
      <form onSubmit={submit} noValidate>
        <TextAreaField
          label={label}
          required
          rows={4}
          maxLength={REJECTION_REASON_MAX}
          value={reason}
          error={error}
          disabled={busy}
          onChange={(e) => {
            setReason(e.target.value);
            setError(undefined);
          }}
        />
        {failure && <FormAlert tone="error">{failure}</FormAlert>}
        <div className={s.dialogActions}>
          <Button type="button" tone="ghost" onClick={onCancel} disabled={busy}>
            {c.cancel}
          </Button>
          <Button type="submit" tone="danger" disabled={busy} aria-busy={busy}>
            {confirm}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

const byEvent = { filters: { eventId: '', status: '' } };
const byStatus = { filters: { status: '' } };
export const RegistrationsScreen = crudScreen(registrationsLogic, RegistrationsView, byEvent);
export const MessagesScreen = crudScreen(crudLogic('contact-messages'), MessagesView, byStatus);
export const ApplicationsScreen = crudScreen(crudLogic('membership-applications'), ApplicationsView, byStatus);
