// The counter (/admin/counter): what staff do for the person in front of them. Each form is a counter machine
// (machines/counterDesk.ts) whose `submit` is one call; look-ups and downloads are task machines (machines/adminTask.ts).
// The server checks, stores and audits everything; the screen shows what it answered.
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import type {
  Resent,
  WalkInMemberAnswer,
  WalkInMemberInput,
  WalkInRegistrationAnswer,
  WalkInRegistrationInput,
} from '../../../contract/counter';
import { ATTENDEE_CHOICES } from '../../../contract/events';
import { DEFAULT_LANG, LANGS, type Lang } from '../../../contract/languages';
import { MEMBERSHIP_TYPES } from '../../../contract/lists';
import { createTaskMachine } from '../../../machines/adminTask';
import { createCounterDesk } from '../../../machines/counterDesk';
import type { AdminEvent, AdminRegistration, Member } from '../../api/admin';
import { counterApi, type WalkInMemberValues } from '../../api/counter';
import { Button } from '../../components/Button';
import { CheckboxField, FormAlert, SelectField, TextField } from '../../components/Field';
import { addisToday, longDate } from '../../format/dates';
import { counter as t } from '../../i18n/en/counter';
import { LANG } from '../../i18n/lang';
import * as s from '../admin.css';
import { DownloadButton, PageHead, Panel } from '../ui';
import * as c from './counter.css';

const desk = <V, R>(id: string, run: (values: V, signal: AbortSignal) => Promise<R>) =>
  createCounterDesk<V, R>(id).provide({
    actors: { submit: fromPromise<R, { values: V }>(({ input, signal }) => run(input.values, signal)) },
  });
const task = <P, R>(id: string, run: (params: P) => Promise<R>) =>
  createTaskMachine<P, R>(id).provide({ actors: { run: fromPromise<R, { params: P }>(({ input }) => run(input.params)) } });

type WalkInValues = WalkInRegistrationInput & { eventId: string };
export const memberDeskLogic = desk('walkInMember', (v: WalkInMemberValues, signal) => counterApi.addMember(v, signal));
export const walkInDeskLogic = desk('walkInRegistration', (v: WalkInValues, signal) => counterApi.walkIn(v, signal));
export const linkDeskLogic = desk('signInLink', (v: { email: string }, signal) => counterApi.signInLink(v.email, signal));
const eventsLogic = task('counterEvents', (today: string) => counterApi.events(today));
const registrationsLogic = task('counterRegistrations', (q: string) => counterApi.registrations(q));
const membersLogic = task('counterMembers', (q: string) => counterApi.members(q));
const resendLogic = task('resendRegistration', (id: string) => counterApi.resendRegistration(id));
export const certificateLogic = task('certificate', (p: { id: string; lang: Lang }) => counterApi.certificate(p));

type Logics = {
  member?: typeof memberDeskLogic;
  walkIn?: typeof walkInDeskLogic;
  link?: typeof linkDeskLogic;
  certificate?: typeof certificateLogic;
};

/** One counter form's state, what it answered or refused, and its two events. */
function useDesk<V, R>(logic: ReturnType<typeof desk<V, R>>) {
  const actor = useActorRef(logic);
  const snap = useSelector(actor, (x) => x);
  return {
    state: snap.matches('sending') ? 'sending' : snap.matches('done') ? 'done' : snap.matches({ editing: 'failed' }) ? 'failed' : 'fresh',
    result: snap.context.result as R | null,
    error: snap.context.error,
    fields: snap.context.fields,
    refusal: snap.context.refusal,
    submit: (values: V) => actor.send({ type: 'submitted', values }),
    again: () => actor.send({ type: 'again' }),
  };
}

function useTask<P, R>(logic: ReturnType<typeof task<P, R>>) {
  const actor = useActorRef(logic);
  const state = useSelector(actor, (snap) => snap.value);
  const result = useSelector(actor, (snap) => snap.context.result) as R | null;
  const error = useSelector(actor, (snap) => snap.context.error);
  return { state, result, error, busy: state === 'working', start: (params: P) => actor.send({ type: 'started', params }) };
}

const text = (form: FormData, name: string) => String(form.get(name) ?? '').trim();
const langOptions = LANGS.map((l) => ({ value: l, label: t.langs[l] }));
/** The reprint's button for each language's certificate (the default language's is the plain download). */
const certificateLabel = (lang: Lang) => (lang === DEFAULT_LANG ? t.member.certificate : t.member.certificateIn(t.langs[lang]));

export function CounterScreen({ logics = {} }: { logics?: Logics }) {
  return (
    <>
      <PageHead title={t.title} intro={t.intro} />
      <div className={c.panels}>
        <MemberPanel logic={logics.member ?? memberDeskLogic} certificate={logics.certificate ?? certificateLogic} />
        <WalkInPanel logic={logics.walkIn ?? walkInDeskLogic} />
        <ResendPanel logic={logics.link ?? linkDeskLogic} />
        <ReprintPanel certificate={logics.certificate ?? certificateLogic} />
      </div>
    </>
  );
}

export function MemberPanel({ logic, certificate }: { logic: typeof memberDeskLogic; certificate: typeof certificateLogic }) {
  const d = useDesk(logic);
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const slip = (e.currentTarget.elements.namedItem('slip') as HTMLInputElement | null)?.files?.[0] ?? null;
    const details: WalkInMemberInput = {
      firstName: text(f, 'firstName'),
      lastName: text(f, 'lastName'),
      email: text(f, 'email'),
      phone: text(f, 'phone'),
      company: text(f, 'company'),
      address: text(f, 'address'),
      city: text(f, 'city'),
      membershipType: text(f, 'membershipType') as WalkInMemberInput['membershipType'],
      listInDirectory: f.get('listInDirectory') === 'on',
      lang: text(f, 'lang') as Lang,
      memberDetails: f.get('keepRecord') === 'on' ? 'keep' : 'application',
      note: text(f, 'note'),
      terms: f.get('terms') === 'on',
    };
    d.submit({ details, slip: slip && slip.size > 0 ? slip : null });
  };
  const answer = d.result as WalkInMemberAnswer | null;
  return (
    <Panel id="counter-member" title={t.member.title}>
      <p className={s.muted}>{t.member.intro}</p>
      {d.state === 'done' && answer ? (
        <div data-testid="member-added" data-number={answer.member.number}>
          <FormAlert tone="success">
            {answer.renewed
              ? t.member.renewed(answer.member.number, longDate(answer.member.validUntil))
              : t.member.added(answer.member.number)}
            {answer.differences.length > 0 && ` ${t.member.differences(answer.differences.join(', '))}`}
          </FormAlert>
          <div className={c.actions}>
            <DownloadButton
              label={t.member.certificate}
              busyLabel={t.member.preparing}
              failedText={t.member.certificateFailed}
              logic={certificate}
              params={{ id: answer.member.id, lang: LANG }}
            />
            <Button tone="primary" onClick={d.again}>
              {t.again}
            </Button>
          </div>
        </div>
      ) : (
        <form onSubmit={onSubmit} data-testid="walk-in-member" noValidate>
          <div className={s.formGrid}>
            <TextField label={t.firstName} name="firstName" required error={d.fields.firstName} autoComplete="off" />
            <TextField label={t.lastName} name="lastName" required error={d.fields.lastName} autoComplete="off" />
            <TextField label={t.email} name="email" type="email" required error={d.fields.email} autoComplete="off" />
            <TextField label={t.phone} name="phone" type="tel" required error={d.fields.phone} autoComplete="off" />
            <TextField label={t.member.company} name="company" required error={d.fields.company} />
            <TextField label={t.member.address} name="address" required error={d.fields.address} />
            <TextField label={t.member.city} name="city" required error={d.fields.city} />
            <SelectField
              label={t.member.plan}
              name="membershipType"
              options={MEMBERSHIP_TYPES.map((p) => ({ value: p, label: t.member.plans[p] ?? p }))}
              error={d.fields.membershipType}
            />
            <SelectField label={t.lang} name="lang" options={langOptions} defaultValue={LANG} error={d.fields.lang} />
            <TextField label={t.member.note} name="note" error={d.fields.note} />
          </div>
          <TextField
            label={t.member.slip}
            name="slip"
            type="file"
            accept="image/jpeg,image/png,application/pdf"
            required
            error={d.fields.slip}
          />
          <CheckboxField label={t.member.listInDirectory} name="listInDirectory" />
          <CheckboxField label={t.member.keepRecord} name="keepRecord" defaultChecked />
          <CheckboxField label={t.consent} name="terms" required error={d.fields.terms} />
          {d.state === 'failed' && <FormAlert tone="error">{d.error || t.failed}</FormAlert>}
          <Button tone="primary" type="submit" disabled={d.state === 'sending'} aria-busy={d.state === 'sending'}>
            {d.state === 'sending' ? t.sending : t.member.submit}
          </Button>
        </form>
      )}
    </Panel>
  );
}

function WalkInPanel({ logic }: { logic: typeof walkInDeskLogic }) {
  const d = useDesk(logic);
  const events = useTask(eventsLogic);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the events are read when the screen opens
  useEffect(() => events.start(addisToday()), []);
  const list = (events.result as AdminEvent[] | null) ?? [];
  const [eventId, setEventId] = useState('');
  const chosen = eventId || list[0]?.id || '';
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    d.submit({
      eventId: chosen,
      firstName: text(f, 'firstName'),
      lastName: text(f, 'lastName'),
      email: text(f, 'email'),
      phone: text(f, 'phone'),
      organization: text(f, 'organization'),
      position: text(f, 'position'),
      attendees: text(f, 'attendees') as WalkInRegistrationInput['attendees'],
      lang: text(f, 'lang') as Lang,
      checkIn: f.get('checkIn') === 'on',
      terms: f.get('terms') === 'on',
    });
  };
  const answer = d.result as WalkInRegistrationAnswer | null;
  return (
    <Panel id="counter-walk-in" title={t.walkIn.title}>
      <p className={s.muted}>{t.walkIn.intro}</p>
      {events.state === 'failed' && <FormAlert tone="error">{events.error || t.failed}</FormAlert>}
      {events.state === 'done' && list.length === 0 && <p className={s.muted}>{t.walkIn.noEvents}</p>}
      {d.state === 'done' && answer ? (
        <div data-testid="walked-in" data-checked-in={answer.checkedIn}>
          <FormAlert tone="success">
            {t.walkIn.done(answer.registration.seats, answer.checkedIn)} {t.walkIn.door(answer.count.checkedIn, answer.count.expected)}
          </FormAlert>
          {answer.beyondCapacity && <FormAlert tone="info">{t.walkIn.beyondCapacity}</FormAlert>}
          <Button tone="primary" onClick={d.again}>
            {t.again}
          </Button>
        </div>
      ) : (
        list.length > 0 && (
          <form onSubmit={onSubmit} data-testid="walk-in-registration" noValidate>
            <SelectField
              label={t.walkIn.event}
              name="eventId"
              value={chosen}
              onChange={(e) => setEventId(e.target.value)}
              options={list.map((ev) => ({ value: ev.id, label: `${longDate(ev.date)} · ${ev.title}` }))}
            />
            <div className={s.formGrid}>
              <TextField label={t.firstName} name="firstName" required error={d.fields.firstName} autoComplete="off" />
              <TextField label={t.lastName} name="lastName" required error={d.fields.lastName} autoComplete="off" />
              <TextField label={t.email} name="email" type="email" required error={d.fields.email} autoComplete="off" />
              <TextField label={t.phone} name="phone" type="tel" required error={d.fields.phone} autoComplete="off" />
              <TextField label={t.walkIn.organization} name="organization" required error={d.fields.organization} />
              <TextField label={t.walkIn.position} name="position" required error={d.fields.position} />
              <SelectField
                label={t.walkIn.attendees}
                name="attendees"
                options={ATTENDEE_CHOICES.map((a) => ({ value: a, label: a }))}
                error={d.fields.attendees}
              />
              <SelectField label={t.lang} name="lang" options={langOptions} defaultValue={LANG} error={d.fields.lang} />
            </div>
            <CheckboxField
              label={t.walkIn.checkIn}
              name="checkIn"
              defaultChecked={list.find((ev) => ev.id === chosen)?.date === addisToday()}
              key={chosen}
            />
            <CheckboxField label={t.consent} name="terms" required error={d.fields.terms} />
            {d.state === 'failed' && <FormAlert tone="error">{d.error || t.failed}</FormAlert>}
            <Button tone="primary" type="submit" disabled={d.state === 'sending'} aria-busy={d.state === 'sending'}>
              {d.state === 'sending' ? t.sending : t.walkIn.submit}
            </Button>
          </form>
        )
      )}
    </Panel>
  );
}

function ResendPanel({ logic }: { logic: typeof linkDeskLogic }) {
  const d = useDesk(logic);
  const found = useTask(registrationsLogic);
  const onLink = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    d.submit({ email: text(new FormData(e.currentTarget), 'email') });
  };
  const onFind = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    found.start(text(new FormData(e.currentTarget), 'q'));
  };
  const rows = (found.result as AdminRegistration[] | null) ?? [];
  return (
    <Panel id="counter-resend" title={t.resend.title}>
      <p className={s.muted}>{t.resend.intro}</p>
      <form onSubmit={onLink} data-testid="resend-link" noValidate>
        <TextField label={t.email} name="email" type="email" required error={d.fields.email} autoComplete="off" />
        {d.state === 'failed' && <FormAlert tone="error">{d.error || t.failed}</FormAlert>}
        {d.state === 'done' && d.result && <FormAlert tone="success">{t.resend.linkSent((d.result as Resent).to)}</FormAlert>}
        <Button tone="primary" type="submit" disabled={d.state === 'sending'}>
          {d.state === 'sending' ? t.sending : t.resend.signInLink}
        </Button>
      </form>
      <form onSubmit={onFind} data-testid="find-registrations" className={c.find}>
        <TextField label={t.resend.find} name="q" type="search" />
        <Button tone="outline" type="submit" disabled={found.busy}>
          {t.resend.search}
        </Button>
      </form>
      {found.state === 'failed' && <FormAlert tone="error">{found.error || t.failed}</FormAlert>}
      {found.state === 'done' && rows.length === 0 && <p className={s.muted}>{t.resend.none}</p>}
      <ul className={c.list}>
        {rows.map((r) => (
          <li key={r.id} className={c.row} data-testid="registration-row">
            <span>
              <strong>
                {r.firstName} {r.lastName}
              </strong>{' '}
              · {r.email} · {r.eventTitle} · {t.resend.status[r.status as keyof typeof t.resend.status] ?? r.status}
            </span>
            {r.status !== 'cancelled' && <ResendButton id={r.id} label={r.status === 'waitlisted' ? t.resend.place : t.resend.ticket} />}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function ResendButton({ id, label }: { id: string; label: string }) {
  const r = useTask(resendLogic);
  return (
    <span>
      <Button tone="outline" disabled={r.busy} onClick={() => r.start(id)}>
        {r.busy ? t.sending : label}
      </Button>
      {r.state === 'done' && r.result && <FormAlert tone="success">{t.resend.sent((r.result as Resent).to)}</FormAlert>}
      {r.state === 'failed' && <FormAlert tone="error">{r.error || t.failed}</FormAlert>}
    </span>
  );
}

function ReprintPanel({ certificate }: { certificate: typeof certificateLogic }) {
  const found = useTask(membersLogic);
  const onFind = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    found.start(text(new FormData(e.currentTarget), 'q'));
  };
  const rows = (found.result as Member[] | null) ?? [];
  return (
    <Panel id="counter-reprint" title={t.reprint.title}>
      <form onSubmit={onFind} data-testid="find-members" className={c.find}>
        <TextField label={t.reprint.find} name="q" type="search" />
        <Button tone="outline" type="submit" disabled={found.busy}>
          {t.resend.search}
        </Button>
      </form>
      {found.state === 'failed' && <FormAlert tone="error">{found.error || t.failed}</FormAlert>}
      {found.state === 'done' && rows.length === 0 && <p className={s.muted}>{t.reprint.none}</p>}
      <ul className={c.list}>
        {rows.map((m) => (
          <li key={m.id} className={c.row} data-testid="member-row">
            <span>
              <strong>{m.number}</strong> · {m.firstName} {m.lastName} · {m.company} · {t.reprint.validUntil(longDate(m.validUntil))}
            </span>
            <span className={c.actions}>
              {LANGS.map((lang) => (
                <DownloadButton
                  key={lang}
                  label={certificateLabel(lang)}
                  busyLabel={t.member.preparing}
                  failedText={t.member.certificateFailed}
                  logic={certificate}
                  params={{ id: m.id, lang }}
                />
              ))}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
