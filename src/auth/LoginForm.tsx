// The sign-in view: renders the login machine's state and sends it the form; decides nothing itself.
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useRef } from 'react';
import type { SessionUser } from '../../contract/auth';
import { type LoginMachine, loginMachine } from '../../machines/login';
import { loginActor } from '../api/auth';
import { Button } from '../components/Button';
import { FormAlert, TextField } from '../components/Field';
import { copy } from '../i18n';
import * as s from './AuthForm.css';

type Props = {
  /** The machine with its effects; tests pass fakes. */
  logic?: LoginMachine;
  onSignedIn(token: string, user: SessionUser): void;
};

const defaultLogic = loginMachine.provide({ actors: { login: loginActor } });

export function LoginForm({ logic = defaultLogic, onSignedIn }: Props) {
  const t = copy.auth.login;
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;
  const actor = useActorRef(logic.provide({ actions: { signedIn: (_, p) => signedIn.current(p.token, p.user) } }));
  const busy = useSelector(actor, (st) => st.matches('submitting') || st.matches('success'));
  const error = useSelector(actor, (st) => (st.matches({ editing: 'failed' }) ? st.context.error : null));
  const fields = useSelector(actor, (st) => (st.matches({ editing: 'invalid' }) ? st.context.fieldErrors : undefined));

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    actor.send({
      type: 'form.submitted',
      values: { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') },
    });
  };

  return (
    <div className={s.page}>
      <section className={s.card} aria-labelledby="login-title">
        <h1 id="login-title" className={s.title}>
          {t.title}
        </h1>
        <p className={s.intro}>{t.intro}</p>
        {error && <FormAlert tone="error">{error}</FormAlert>}
        <form onSubmit={submit} noValidate aria-busy={busy}>
          <fieldset className={s.fieldset} disabled={busy}>
            <TextField name="email" type="email" label={t.email} autoComplete="username" required error={fields?.email} />
            <TextField
              name="password"
              type="password"
              label={t.password}
              autoComplete="current-password"
              required
              error={fields?.password}
            />
            <div className={s.actions}>
              <Button type="submit" block size="lg">
                {busy ? t.submitting : t.submit}
              </Button>
            </div>
          </fieldset>
        </form>
        <p className={s.footer}>
          {t.noAccount}
          <Link to="/register" className={s.link}>
            {t.registerLink}
          </Link>
        </p>
      </section>
    </div>
  );
}
