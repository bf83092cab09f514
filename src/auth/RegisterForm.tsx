// The create-account view: renders the register machine's state and sends it the form; decides nothing itself.
import { useSelector } from '@xstate/react';
import type { StaffRole } from '../../contract/roles';
import { type RegisterInvitation, type RegisterMachine, type RegisterValues, registerMachine } from '../../machines/register';
import { loginActor, registerActor } from '../api/auth';
import { Button } from '../components/Button';
import { formGrid, TextField } from '../components/Field';
import { authCopy } from '../i18n/auth';
import { AccountFormPage, formValues, type SignedInHandler, useAccountForm } from './AccountForm';
import * as s from './AuthForm.css';

/** The machine with the real API; tests pass `registerMachine.provide({...})` with fakes. */
export const registerLogic = registerMachine.provide({ actors: { register: registerActor, login: loginActor } });

// Listed by hand, each with its control below: a field the contract adds makes `submit` fail to compile until the form
// has it, and one it drops fails here.
const KEYS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'phone',
  'company',
  'position',
] as const satisfies readonly (keyof RegisterValues)[];

export function RegisterForm({
  logic = registerLogic,
  onSignedIn,
  invitation,
}: {
  logic?: RegisterMachine;
  onSignedIn: SignedInHandler;
  /** An admin's invitation: the email is fixed to it, and the account is staff with its role at once. */
  invitation?: RegisterInvitation & { role: StaffRole };
}) {
  const t = authCopy.register;
  const { actor, error, fields, submit } = useAccountForm(logic, onSignedIn, { invitation });
  const mode = useSelector(actor, (st) =>
    st.matches('submitting') ? 'submitting' : st.matches('signingIn') || st.matches('success') ? 'signingIn' : 'editing',
  );
  return (
    <AccountFormPage
      id="register-title"
      wide
      title={t.title}
      intro={invitation ? t.invitedIntro(authCopy.roleBadge[invitation.role], invitation.email) : t.intro}
      error={error}
      busy={mode !== 'editing'}
      onSubmit={(e) => submit(formValues(e, KEYS))}
      other={{ text: t.haveAccount, to: '/login', link: t.loginLink }}
    >
      <div className={formGrid}>
        <TextField name="firstName" label={t.firstName} autoComplete="given-name" required error={fields?.firstName} />
        <TextField name="lastName" label={t.lastName} autoComplete="family-name" required error={fields?.lastName} />
      </div>
      <TextField
        name="email"
        type="email"
        label={t.email}
        autoComplete="email"
        required
        error={fields?.email}
        {...(invitation ? { readOnly: true, defaultValue: invitation.email, hint: t.invitedEmailHint } : {})}
      />
      <div className={formGrid}>
        <TextField
          name="password"
          type="password"
          label={t.password}
          hint={t.passwordHint}
          autoComplete="new-password"
          required
          error={fields?.password}
        />
        <TextField
          name="confirmPassword"
          type="password"
          label={t.confirmPassword}
          autoComplete="new-password"
          required
          error={fields?.confirmPassword}
        />
      </div>
      <p className={s.optionalHeading}>{t.optionalHeading}</p>
      <TextField name="phone" type="tel" label={t.phone} autoComplete="tel" error={fields?.phone} />
      <div className={formGrid}>
        <TextField name="company" label={t.company} autoComplete="organization" error={fields?.company} />
        <TextField name="position" label={t.position} autoComplete="organization-title" error={fields?.position} />
      </div>
      <div className={s.actions}>
        <Button type="submit" block size="lg">
          {mode === 'submitting' ? t.submitting : mode === 'signingIn' ? authCopy.login.submitting : t.submit}
        </Button>
      </div>
    </AccountFormPage>
  );
}
