// The Users screen's invitations (admins only): invite someone with a role, see each invitation waiting, accepted,
// expired or withdrawn, and withdraw one still waiting. The list is a load machine; inviting and withdrawing are task
// machines; the view only shows their states.
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import { InvitationSchema } from '../../../contract/admin';
import type { InvitationAnswer, Invitations as InvitationList } from '../../../contract/answers';
import { STAFF_ROLES, type StaffRole } from '../../../contract/roles';
import { createLoadMachine } from '../../../machines/adminLoad';
import { createTaskMachine } from '../../../machines/adminTask';
import { api, send } from '../../api/client';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { FormAlert, SelectField, TextField } from '../../components/Field';
import { dateTime } from '../../format/dates';
import { adminCopy } from '../../i18n/admin';
import * as s from '../admin.css';
import { Modal, schemaValidator } from '../ui';
import * as t from './messageThread.css';

const tu = adminCopy.users;
const c = adminCopy.common;
const TONES = { pending: 'warning', accepted: 'success', expired: 'neutral', revoked: 'neutral' } as const;
const roleOptions = STAFF_ROLES.map((value) => ({ value, label: tu.roles[value] ?? value }));
const inviteErrors = schemaValidator(InvitationSchema);

export const invitationsLogic = createLoadMachine<null, InvitationList>({ id: 'invitations' }).provide({
  actors: { load: fromPromise(({ signal }) => send(api.admin.invitations.$get({}, { init: { signal } }))) },
});
export const inviteLogic = createTaskMachine<{ email: string; role: StaffRole }, InvitationAnswer>('invite').provide({
  actors: {
    run: fromPromise(({ input: { params } }) => send(api.admin.invitations.$post({ json: params }))),
  },
});
export const revokeLogic = createTaskMachine<InvitationAnswer, InvitationAnswer>('revokeInvitation').provide({
  actors: {
    run: fromPromise(({ input: { params } }) => send(api.admin.invitations[':id'].$delete({ param: { id: params.id } }))),
  },
});

export function InvitationsPanel({
  list = invitationsLogic,
  invite = inviteLogic,
  revoke = revokeLogic,
}: {
  list?: typeof invitationsLogic;
  invite?: typeof inviteLogic;
  revoke?: typeof revokeLogic;
}) {
  const listActor = useActorRef(list, { input: { params: null } });
  const inviteActor = useActorRef(invite);
  const revokeActor = useActorRef(revoke);
  const invitations = useSelector(listActor, (snap) => snap.context.data?.invitations ?? null);
  const loadFailed = useSelector(listActor, (snap) => (snap.matches('failed') ? snap.context.error : null));
  const invited = useSelector(inviteActor, (snap) => (snap.matches('done') ? snap.context.result : null));
  const inviting = useSelector(inviteActor, (snap) => snap.matches('working'));
  const inviteFailed = useSelector(inviteActor, (snap) => (snap.matches('failed') ? snap.context.error : null));
  const revoked = useSelector(revokeActor, (snap) => (snap.matches('done') ? snap.context.result : null));
  const revoking = useSelector(revokeActor, (snap) => (snap.matches('working') ? snap.context.params?.id : undefined));
  const revokeFailed = useSelector(revokeActor, (snap) => (snap.matches('failed') ? snap.context.error : null));
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('moderator');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const reload = () => listActor.send({ type: 'params.changed', params: null });
  // An invitation sent: the dialog closes, the list shows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new result acts.
  useEffect(() => {
    if (!invited) return;
    setOpen(false);
    setEmail('');
    reload();
  }, [invited]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new result acts.
  useEffect(() => {
    if (revoked) reload();
  }, [revoked]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const found = inviteErrors({ email, role });
    setErrors(found ?? {});
    if (!found) inviteActor.send({ type: 'started', params: { email: email.trim(), role } });
  };

  return (
    <section className={t.section} aria-labelledby="invitations-title">
      <div className={s.pageHead}>
        <h2 id="invitations-title" className={t.title}>
          {tu.invitations}
        </h2>
        <Button
          onClick={() => {
            inviteActor.send({ type: 'dismissed' });
            setErrors({});
            setOpen(true);
          }}
        >
          {tu.invite}
        </Button>
      </div>
      {invited && <FormAlert tone="success">{tu.invited(invited.email)}</FormAlert>}
      {revoked && <FormAlert tone="success">{tu.revoked}</FormAlert>}
      {revokeFailed !== null && (
        <FormAlert tone="error">
          {tu.revokeFailed} {revokeFailed}
        </FormAlert>
      )}
      {loadFailed && (
        <FormAlert tone="error">
          {tu.invitationsFailed} {loadFailed}
        </FormAlert>
      )}
      {invitations && invitations.length === 0 && <p className={s.muted}>{tu.noInvitations}</p>}
      {invitations && invitations.length > 0 && (
        <ul className={t.replies} data-testid="invitations">
          {invitations.map((i) => (
            <li key={i.id} className={t.reply} data-status={i.status}>
              <div className={t.replyHead}>
                <strong>{i.email}</strong>
                <span>{tu.roles[i.role] ?? i.role}</span>
                <Badge tone={TONES[i.status]}>{tu.invitationStatuses[i.status]}</Badge>
              </div>
              <p className={s.muted}>
                {tu.colInvitedBy}: {i.invitedByName} · {tu.colSent}: {dateTime(i.createdAt)}
                {i.status === 'pending' && ` · ${tu.colUntil}: ${dateTime(i.expiresAt)}`}
                {i.acceptedAt && ` · ${tu.colAcceptedAt}: ${dateTime(i.acceptedAt)}`}
              </p>
              {i.status === 'pending' && (
                <Button
                  size="sm"
                  tone="danger"
                  disabled={revoking !== undefined}
                  aria-label={`${tu.revoke}: ${i.email}`}
                  onClick={() => revokeActor.send({ type: 'started', params: i })}
                >
                  {tu.revoke}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <Modal open={open} title={tu.inviteTitle} description={tu.inviteIntro} onClose={() => setOpen(false)} small>
        <form onSubmit={submit} noValidate aria-busy={inviting}>
          {inviteFailed !== null && (
            <FormAlert tone="error">
              {tu.inviteFailed} {inviteFailed}
            </FormAlert>
          )}
          <TextField
            label={tu.fieldEmail}
            type="email"
            required
            value={email}
            error={errors.email}
            disabled={inviting}
            onChange={(e) => setEmail(e.target.value)}
          />
          <SelectField
            label={tu.fieldRole}
            options={roleOptions}
            value={role}
            error={errors.role}
            disabled={inviting}
            onChange={(e) => setRole(e.target.value as StaffRole)}
          />
          <div className={s.dialogActions}>
            <Button type="button" tone="ghost" onClick={() => setOpen(false)}>
              {c.cancel}
            </Button>
            <Button type="submit" disabled={inviting}>
              {inviting ? tu.inviteSending : tu.inviteSend}
            </Button>
          </div>
        </form>
      </Modal>
    </section>
  );
}
