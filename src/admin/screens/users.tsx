import { useSelector } from '@xstate/react';
import type { AdminUser } from '../../../contract/admin';
import { UserEditSchema } from '../../../contract/admin';
import { ROLES, USER_STATUSES } from '../../../contract/roles';
import { useAuth } from '../../auth/AuthProvider';
import { StatusBadge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { FormAlert, SelectField, TextField } from '../../components/Field';
import { longDate } from '../../format/dates';
import { adminCopy } from '../../i18n/admin';
import * as s from '../admin.css';
import {
  ConfirmDialog,
  type CrudActor,
  EditDialog,
  FormActions,
  formValues,
  ListView,
  PageHead,
  SearchBox,
  schemaValidator,
  useCrud,
  useCrudPage,
  useCrudQuery,
  useCrudState,
} from '../ui';

const t = adminCopy.users;
const c = adminCopy.common;
const roleOptions = ROLES.map((value) => ({ value, label: t.roles[value] ?? value }));
const statusOptions = USER_STATUSES.map((value) => ({ value, label: t.statuses[value] ?? value }));

/** Admins only: a moderator sees the warning and no users are requested (the list machine is never started). */
export function UsersScreen() {
  const { isAdmin } = useAuth();
  if (!isAdmin) {
    return (
      <>
        <PageHead title={t.title} />
        <FormAlert tone="error">{t.noPermission}</FormAlert>
      </>
    );
  }
  return <UsersList />;
}

function UsersList() {
  const actor = useCrud('users', { validate: schemaValidator(UserEditSchema) });
  return <UsersView actor={actor} />;
}

export function UsersView({ actor }: { actor: CrudActor }) {
  const { user: me } = useAuth();
  const query = useCrudQuery(actor);
  const state = useCrudState(actor);
  const page = useCrudPage<AdminUser>(actor);
  const target = useSelector(actor, (snap) => snap.context.target) as AdminUser | null;
  return (
    <>
      <PageHead title={t.title} intro={page ? c.total(page.total) : undefined} />
      <div className={s.toolbar}>
        <SearchBox value={query.q} onSearch={(q) => actor.send({ type: 'search.changed', q })} />
      </div>
      <ListView<AdminUser> actor={actor} empty={t.empty} label={t.title}>
        {(items) => (
          <table className={s.table}>
            <thead>
              <tr>
                <th scope="col">{t.colName}</th>
                <th scope="col">{t.colEmail}</th>
                <th scope="col">{t.colRole}</th>
                <th scope="col">{t.colStatus}</th>
                <th scope="col">{t.colJoined}</th>
                <th scope="col">{c.actions}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((u) => (
                <tr key={u.id}>
                  <td className={s.cellStrong}>
                    {u.name} {u.id === me?.id ? <span className={s.muted}>{t.you}</span> : null}
                  </td>
                  <td>{u.email}</td>
                  <td>{t.roles[u.role] ?? u.role}</td>
                  <td>
                    <StatusBadge status={u.status} label={t.statuses[u.status]} />
                  </td>
                  <td className={s.nowrap}>{longDate(u.createdAt)}</td>
                  <td>
                    <div className={s.rowActions}>
                      <Button
                        size="sm"
                        tone="outline"
                        aria-label={`${c.edit}: ${u.name}`}
                        onClick={() =>
                          actor.send({
                            type: 'edit.opened',
                            item: u,
                            values: { name: u.name, email: u.email, role: u.role, status: u.status },
                          })
                        }
                      >
                        {c.edit}
                      </Button>
                      {u.id !== me?.id && (
                        <Button
                          size="sm"
                          tone="danger"
                          aria-label={`${c.delete}: ${u.name}`}
                          onClick={() => actor.send({ type: 'delete.requested', item: u })}
                        >
                          {c.delete}
                        </Button>
                      )}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ListView>
      <EditDialog actor={actor} createTitle={t.editTitle} editTitle={t.editTitle}>
        {({ fieldErrors, saving, values }) => (
          <form
            noValidate
            onSubmit={(ev) => {
              ev.preventDefault();
              actor.send({ type: 'form.submitted', values: formValues(ev.currentTarget) });
            }}
          >
            <fieldset disabled={saving} className={s.fieldset}>
              <TextField label={t.fieldName} name="name" required defaultValue={String(values.name ?? '')} error={fieldErrors.name} />
              <TextField
                label={t.fieldEmail}
                name="email"
                type="email"
                required
                defaultValue={String(values.email ?? '')}
                error={fieldErrors.email}
              />
              <div className={s.formGrid}>
                <SelectField
                  label={t.fieldRole}
                  name="role"
                  options={roleOptions}
                  defaultValue={String(values.role ?? 'user')}
                  error={fieldErrors.role}
                />
                <SelectField
                  label={t.fieldStatus}
                  name="status"
                  options={statusOptions}
                  defaultValue={String(values.status ?? 'active')}
                  error={fieldErrors.status}
                />
              </div>
            </fieldset>
            <FormActions saving={saving} onCancel={() => actor.send({ type: 'edit.cancelled' })} />
          </form>
        )}
      </EditDialog>
      <ConfirmDialog
        open={state === 'confirmingDelete' || state === 'deleting'}
        title={t.deleteTitle}
        question={t.deleteConfirm}
        detail={target ? `${target.name} <${target.email}>` : undefined}
        busy={state === 'deleting'}
        onConfirm={() => actor.send({ type: 'delete.confirmed' })}
        onCancel={() => actor.send({ type: 'delete.cancelled' })}
      />
    </>
  );
}
