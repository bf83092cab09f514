// The sign-in view: renders the login machine's state and sends it the form; decides nothing itself.
import { useSelector } from '@xstate/react';
import { type LoginMachine, type LoginValues, loginMachine } from '../../machines/login';
import { loginActor } from '../api/auth';
import { Button } from '../components/Button';
import { TextField } from '../components/Field';
import { authCopy } from '../i18n/auth';
import { AccountFormPage, formValues, type SignedInHandler, useAccountForm } from './AccountForm';
import * as s from './AuthForm.css';

/** The machine with the real API; tests pass `loginMachine.provide({...})` with fakes. */
export const loginLogic = loginMachine.provide({ actors: { login: loginActor } });

// Listed by hand, each with its control below: a field the contract adds makes `submit` fail to compile until the form
// has it, and one it drops fails here.
const KEYS = ['email', 'password'] as const satisfies readonly (keyof LoginValues)[];

export function LoginForm({ logic = loginLogic, onSignedIn }: { logic?: LoginMachine; onSignedIn: SignedInHandler }) {
  const t = authCopy.login;
  const { actor, error, fields, submit } = useAccountForm(logic, onSignedIn);
  const busy = useSelector(actor, (st) => st.matches('submitting') || st.matches('success'));
  return (
    <AccountFormPage
      id="login-title"
      title={t.title}
      intro={t.intro}
      error={error}
      busy={busy}
      onSubmit={(e) => submit(formValues(e, KEYS))}
      other={{ text: t.noAccount, to: '/register', link: t.registerLink }}
    >
      <TextField name="email" type="email" label={t.email} autoComplete="username" required error={fields?.email} />
      <TextField name="password" type="password" label={t.password} autoComplete="current-password" required error={fields?.password} />
      <div className={s.actions}>
        <Button type="submit" block size="lg">
          {busy ? t.submitting : t.submit}
        </Button>
      </div>
    </AccountFormPage>
  );
}
