import type { AdminUser } from '../../../contract/admin';
import { UserEditSchema } from '../../../contract/admin';
import { ROLES, USER_STATUSES } from '../../../contract/roles';
import type { UserFormValues } from '../../../machines/adminForms';
import { useAuth } from '../../auth/AuthProvider';
import { StatusBadge } from '../../components/Badge';
import { FormAlert, SelectField, TextField } from '../../components/Field';
import { longDate } from '../../format/dates';
import { adminCopy } from '../../i18n/admin';
import * as s from '../admin.css';
import { CrudPage } from '../crud';
import { type CrudActor, crudLogic, crudScreen, PageHead, schemaValidator, useCrudPage } from '../ui';
import { InvitationsPanel } from './invitations';

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
  return (
    <>
      <UsersList />
      <InvitationsPanel />
    </>
  );
}

const usersLogic = crudLogic('users');

export function UsersView({ actor }: { actor: CrudActor<AdminUser> }) {
  const { user: me } = useAuth();
  const page = useCrudPage(actor);
  return (
    <CrudPage<AdminUser, UserFormValues>
      actor={actor}
      copy={t}
      intro={page ? c.total(page.total) : undefined}
      itemName={(u) => u.name}
      editValues={(u) => ({ name: u.name, email: u.email, role: u.role, status: u.status })}
      canDelete={(u) => u.id !== me?.id}
      columns={[
        {
          header: t.colName,
          strong: true,
          cell: (u) => (
            <>
              {u.name} {u.id === me?.id ? <span className={s.muted}>{t.you}</span> : null}
            </>
          ),
        },
        { header: t.colEmail, wrap: true, cell: (u) => u.email },
        { header: t.colRole, cell: (u) => t.roles[u.role] ?? u.role },
        { header: t.colStatus, cell: (u) => <StatusBadge status={u.status} label={t.statuses[u.status]} /> },
        { header: t.colJoined, cell: (u) => longDate(u.createdAt) },
      ]}
      fields={({ bind }) => (
        <>
          <TextField label={t.fieldName} required {...bind('name')} />
          <TextField label={t.fieldEmail} type="email" required {...bind('email')} />
          <div className={s.formGrid}>
            <SelectField label={t.fieldRole} options={roleOptions} {...bind('role')} />
            <SelectField label={t.fieldStatus} options={statusOptions} {...bind('status')} />
          </div>
        </>
      )}
      deleteDetail={(u) => (u ? `${u.name} <${u.email}>` : undefined)}
    />
  );
}

const UsersList = crudScreen(usersLogic, UsersView, { validate: schemaValidator(UserEditSchema) });
