// The staff Members screen: the list (search, status and plan filters in the address, paging, CSV export) and one
// member's dialog with the details, the history and the two forms staff change a membership with.
import { useActorRef, useSelector } from '@xstate/react';
import type { ReactNode } from 'react';
import { type ActorRefFrom, fromPromise } from 'xstate';
import type { Lang } from '../../../contract/languages';
import { MEMBER_STATUSES } from '../../../contract/members';
import { MEMBERSHIP_TYPES } from '../../../contract/membership';
import { createTaskMachine } from '../../../machines/adminTask';
import { type MemberDetailState, memberDetailMachine } from '../../../machines/memberDetail';
import { type Member, type MemberDetail, memberActors } from '../../api/admin';
import { counterApi } from '../../api/counter';
import { StatusBadge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { CheckboxField, FormAlert, SelectField, TextAreaField, TextField } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { bothCalendars, dateTime } from '../../format/dates';
import { adminCopy } from '../../i18n/admin';
import { LANG } from '../../i18n/lang';
import { asWritten } from '../../i18n/localized';
import * as s from '../admin.css';
import { DataTable } from '../crud';
import { type CrudActor, crudLogic, crudScreen, DownloadButton, FormActions, formValues, Modal } from '../ui';
import { InboxHead, statusFilter } from './inbox';
import * as m from './members.css';

const t = adminCopy.members;

/** The member's certificate, printed again for them (the counter's reprint, server/features/assembly/counter.ts). */
const certificateLogic = createTaskMachine<{ id: string; lang: Lang }, void>('memberCertificate').provide({
  actors: { run: fromPromise(({ input }) => counterApi.certificate(input.params)) },
});
const c = adminCopy.common;

/** The member dialog's machine bound to the staff API, once; tests provide fakes instead. */
const memberLogic = memberDetailMachine.provide({ actors: memberActors });
export type MemberLogic = typeof memberLogic;
export type MemberActor = ActorRefFrom<MemberLogic>;

const planOf = (plan: string) => t.plans[plan] ?? plan;
const nameOf = (member: Pick<Member, 'firstName' | 'lastName'>) => `${member.firstName} ${member.lastName}`;
/** Birr as the site writes money: Western digits with thousands separators in both languages. */
const birr = (amount: number) => t.amount(amount.toLocaleString('en-US'));

const planFilter = {
  name: 'plan',
  label: t.filterPlan,
  options: [{ value: '', label: t.allPlans }, ...MEMBERSHIP_TYPES.map((p) => ({ value: p, label: planOf(p) }))],
};

function MemberStatus({ member }: { member: Pick<Member, 'status' | 'daysLeft'> }) {
  return (
    <>
      <StatusBadge status={member.status} label={t.statuses[member.status]} />
      <span className={m.daysLeft}>{t.daysLeft(member.daysLeft)}</span>
    </>
  );
}

/** The list and the member dialog; `detail` is the dialog's actor (the routed screen makes it, tests give their own). */
export function MembersView({ actor, detail }: { actor: CrudActor<Member>; detail: MemberActor }) {
  return (
    <>
      <InboxHead actor={actor} title={t.title} intro={t.intro} path="members" filters={[statusFilter(t, MEMBER_STATUSES), planFilter]} />
      <DataTable<Member>
        actor={actor}
        label={t.title}
        empty={t.empty}
        columns={[
          { header: t.colNumber, nowrap: true, cell: (x) => x.number },
          { header: t.colName, strong: true, cell: nameOf },
          { header: t.colCompany, cell: (x) => x.company },
          { header: t.colPlan, cell: (x) => planOf(x.plan) },
          { header: t.colValidUntil, cell: (x) => bothCalendars(x.validUntil) },
          { header: t.colStatus, cell: (x) => <MemberStatus member={x} /> },
        ]}
        actions={(x) => (
          <Button
            size="sm"
            tone="outline"
            aria-label={`${t.open}: ${nameOf(x)} (${x.number})`}
            onClick={() => detail.send({ type: 'member.opened', id: x.id })}
          >
            {t.open}
          </Button>
        )}
      />
      <MemberDialog actor={detail} />
    </>
  );
}

function MemberDialog({ actor }: { actor: MemberActor }) {
  const state = useSelector(actor, (snap) => snap.value as MemberDetailState);
  const member = useSelector(actor, (snap) => snap.context.member);
  const error = useSelector(actor, (snap) => snap.context.error);
  const notice = useSelector(actor, (snap) => snap.context.notice);
  const busy = state === 'saving' || state === 'recording';
  const close = () => !busy && actor.send({ type: 'member.closed' });
  let body: ReactNode;
  if (state === 'loading' || (state !== 'failed' && !member)) body = <Spinner label={c.loading} />;
  else if (state === 'failed') {
    body = (
      <>
        <FormAlert tone="error">
          {t.loadFailed} {error}
        </FormAlert>
        <div className={s.dialogActions}>
          <Button tone="ghost" onClick={close}>
            {c.close}
          </Button>
          <Button tone="outline" onClick={() => actor.send({ type: 'member.retry' })}>
            {c.retry}
          </Button>
        </div>
      </>
    );
  } else if (member) {
    const form =
      state === 'editing' || state === 'saving' ? (
        <EditForm actor={actor} member={member} saving={state === 'saving'} />
      ) : state === 'renewing' || state === 'recording' ? (
        <RenewalForm actor={actor} member={member} saving={state === 'recording'} />
      ) : null;
    body = (
      <>
        {notice && state === 'viewing' && <FormAlert tone="success">{t.notices[notice]}</FormAlert>}
        <Details member={member} />
        {form ?? (
          <>
            <div className={m.formButtons}>
              <Button tone="outline" onClick={() => actor.send({ type: 'edit.opened' })}>
                {t.editOpen}
              </Button>
              <Button tone="outline" onClick={() => actor.send({ type: 'renewal.opened' })}>
                {t.renewalOpen}
              </Button>
              <DownloadButton
                label={t.certificate}
                busyLabel={t.certificatePreparing}
                failedText={t.certificateFailed}
                logic={certificateLogic}
                params={{ id: member.id, lang: LANG }}
              />
            </div>
            <History member={member} />
            <div className={s.dialogActions}>
              <Button tone="ghost" onClick={close}>
                {c.close}
              </Button>
            </div>
          </>
        )}
      </>
    );
  }
  return (
    <Modal open={state !== 'closed'} title={member ? `${nameOf(member)} · ${member.number}` : t.title} onClose={close}>
      {body}
    </Modal>
  );
}

function Details({ member }: { member: MemberDetail }) {
  return (
    <section className={m.section} aria-labelledby="member-details">
      <h3 id="member-details" className={m.sectionTitle}>
        {t.details}
      </h3>
      <dl className={s.dl}>
        <dt>{t.colStatus}</dt>
        <dd>
          <MemberStatus member={member} />
        </dd>
        <dt>{t.email}</dt>
        <dd>{member.email}</dd>
        <dt>{t.phone}</dt>
        <dd>{member.phone}</dd>
        <dt>{t.company}</dt>
        <dd lang={asWritten(member.company).lang}>{member.company}</dd>
        <dt>{t.city}</dt>
        <dd lang={asWritten(member.city).lang}>{member.city}</dd>
        <dt>{t.plan}</dt>
        <dd>{planOf(member.plan)}</dd>
        <dt>{t.validFrom}</dt>
        <dd>{bothCalendars(member.validFrom)}</dd>
        <dt>{t.validUntil}</dt>
        <dd data-testid="member-valid-until">{bothCalendars(member.validUntil)}</dd>
        <dt>{t.listing}</dt>
        <dd>{member.listInDirectory ? t.listed : t.notListed}</dd>
      </dl>
    </section>
  );
}

/** One line of the timeline: when, what, and the lines that say more. */
type Entry = { at: string; key: string; title: string; lines: ReactNode[] };

/** Staff or applicants typed it: marked English on the Amharic staff area when written in Latin letters. */
const typed = (label: string, text: string) => (
  <>
    {label}: <span lang={asWritten(text).lang}>{text}</span>
  </>
);

/** Everything that happened to the membership, newest first: its periods and edits, the applications made with its
 * email and their decisions, and the reminders sent. */
function timeline(member: MemberDetail): Entry[] {
  const entries: Entry[] = [];
  member.history.forEach((h, i) => {
    const lines: ReactNode[] = [];
    if (h.kind === 'edited') {
      if (h.previousUntil && h.previousUntil !== h.validUntil)
        lines.push(t.endChanged(bothCalendars(h.previousUntil), bothCalendars(h.validUntil)));
      if (h.listInDirectory !== null) lines.push(t.listingChanged(h.listInDirectory));
    } else {
      lines.push(t.period(bothCalendars(h.validFrom), bothCalendars(h.validUntil)));
    }
    if (h.acknowledgementNumber)
      lines.push([t.acknowledgement(h.acknowledgementNumber), h.amount !== null ? birr(h.amount) : null].filter(Boolean).join(' · '));
    if (h.reason) lines.push(typed(t.reason, h.reason));
    if (h.actorName) lines.push(t.by(h.actorName));
    const plan = planOf(h.plan);
    const title =
      h.kind === 'joined'
        ? t.joined(plan)
        : h.kind === 'renewed'
          ? t.renewed(plan)
          : h.kind === 'office-renewal'
            ? t.officeRenewal(plan)
            : t.edited;
    entries.push({ at: h.createdAt, key: `history-${i}`, title, lines });
  });
  for (const a of member.applications) {
    entries.push({
      at: a.createdAt,
      key: `applied-${a.id}`,
      title: t.applicationNew(planOf(a.membershipType)),
      lines: [t.receipts(a.receiptCount), ...(a.status === 'pending' ? [t.applicationStatuses.pending] : [])],
    });
    if (a.status !== 'pending' && a.decidedAt) {
      entries.push({
        at: a.decidedAt,
        key: `decided-${a.id}`,
        title: t.applicationStatuses[a.status] ?? a.status,
        lines: a.decisionReason ? [typed(t.reason, a.decisionReason)] : [],
      });
    }
  }
  for (const r of member.reminders) {
    entries.push({
      at: r.sentAt,
      key: `reminder-${r.kind}-${r.validUntil}`,
      title: t.reminders[r.kind],
      lines: [t.forPeriodEnding(bothCalendars(r.validUntil))],
    });
  }
  return entries.sort((a, b) => b.at.localeCompare(a.at));
}

function History({ member }: { member: MemberDetail }) {
  const entries = timeline(member);
  return (
    <section className={m.section} aria-labelledby="member-history">
      <h3 id="member-history" className={m.sectionTitle}>
        {t.history}
      </h3>
      {entries.length === 0 ? (
        <p className={s.muted}>{t.noHistory}</p>
      ) : (
        <ol className={m.timeline} data-testid="member-history">
          {entries.map((e) => (
            <li key={e.key} className={m.entry}>
              <span className={s.muted}>{dateTime(e.at)}</span>
              <span className={m.entryTitle}>{e.title}</span>
              {e.lines.map((line, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: an entry's lines never move.
                <span key={i} className={m.entryLine}>
                  {line}
                </span>
              ))}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The form's frame: the save failure, the fields (disabled while sending) and Cancel / the submit button. */
function MemberForm({
  actor,
  title,
  intro,
  saving,
  submitLabel,
  children,
}: {
  actor: MemberActor;
  title: string;
  intro: string;
  saving: boolean;
  submitLabel?: { idle: string; busy: string };
  children: ReactNode;
}) {
  const error = useSelector(actor, (snap) => snap.context.error);
  return (
    <section className={m.section} aria-labelledby="member-form">
      <h3 id="member-form" className={m.sectionTitle}>
        {title}
      </h3>
      <p className={s.muted}>{intro}</p>
      {error && !saving && (
        <FormAlert tone="error">
          {c.saveFailed} {error}
        </FormAlert>
      )}
      <form
        noValidate
        onSubmit={(ev) => {
          ev.preventDefault();
          actor.send({ type: 'form.submitted', values: formValues(ev.currentTarget) });
        }}
      >
        <fieldset disabled={saving} className={s.fieldset}>
          {children}
        </fieldset>
        <FormActions saving={saving} onCancel={() => actor.send({ type: 'form.cancelled' })} label={submitLabel} />
      </form>
    </section>
  );
}

/** The values a form shows: what was last submitted (a refused form keeps what was typed), else the member's own. */
const useFormState = (actor: MemberActor) => ({
  values: useSelector(actor, (snap) => snap.context.values),
  errors: useSelector(actor, (snap) => snap.context.fieldErrors),
});

function EditForm({ actor, member, saving }: { actor: MemberActor; member: MemberDetail; saving: boolean }) {
  const { values, errors } = useFormState(actor);
  const listed = typeof values.listInDirectory === 'boolean' ? values.listInDirectory : member.listInDirectory;
  return (
    <MemberForm actor={actor} title={t.editOpen} intro={t.editIntro} saving={saving}>
      <TextField
        label={t.fieldValidUntil}
        type="date"
        required
        name="validUntil"
        defaultValue={String(values.validUntil ?? member.validUntil)}
        error={errors.validUntil}
      />
      <CheckboxField label={t.fieldListed} name="listInDirectory" defaultChecked={listed} error={errors.listInDirectory} />
      <ReasonField label={t.fieldReason} value={values.reason} error={errors.reason} />
    </MemberForm>
  );
}

/** Why staff change a member, or what they note of a payment: required, as the contract's `reason` (1,000 at most). */
function ReasonField({ label, hint, value, error }: { label: string; hint?: string; value: unknown; error?: string }) {
  return (
    <TextAreaField
      label={label}
      hint={hint}
      required
      rows={3}
      maxLength={1000}
      name="reason"
      defaultValue={String(value ?? '')}
      error={error}
    />
  );
}

function RenewalForm({ actor, member, saving }: { actor: MemberActor; member: MemberDetail; saving: boolean }) {
  const { values, errors } = useFormState(actor);
  return (
    <MemberForm
      actor={actor}
      title={t.renewalOpen}
      intro={t.renewalIntro}
      saving={saving}
      submitLabel={{ idle: t.recordRenewal, busy: t.recording }}
    >
      <SelectField
        label={t.fieldPlan}
        required
        name="membershipType"
        options={MEMBERSHIP_TYPES.map((p) => ({ value: p, label: planOf(p) }))}
        defaultValue={String(values.membershipType ?? member.plan)}
        error={errors.membershipType}
      />
      <ReasonField label={t.fieldNote} hint={t.noteHint} value={values.reason} error={errors.reason} />
    </MemberForm>
  );
}

/** The routed view: the member dialog's actor lives as long as the list and tells it when a change is saved. */
function MembersPage({ actor }: { actor: CrudActor<Member> }) {
  const detail = useActorRef(memberLogic, { input: { list: actor } });
  return <MembersView actor={actor} detail={detail} />;
}

const byStatusAndPlan = { filters: { status: '', plan: '' } };
export const MembersScreen = crudScreen(crudLogic('members'), MembersPage, byStatusAndPlan);
