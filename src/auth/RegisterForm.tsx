// The create-account view: renders the register machine's state and sends it the form; decides nothing itself.
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useRef } from 'react';
import type { SessionUser } from '../../contract/auth';
import { type RegisterMachine, type RegisterValues, registerMachine } from '../../machines/register';
import { loginActor, registerActor } from '../api/auth';
import { Button } from '../components/Button';
import { FormAlert, formGrid, TextField } from '../components/Field';
import { copy } from '../i18n';
import * as s from './AuthForm.css';

type Props = {
  /** The machine with its effects; tests pass fakes. */
  logic?: RegisterMachine;
  onSignedIn(token: string, user: SessionUser): void;
};

const defaultLogic = registerMachine.provide({ actors: { register: registerActor, login: loginActor } });

const KEYS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword', 'phone', 'company', 'position'] as const;

export function RegisterForm({ logic = defaultLogic, onSignedIn }: Props) {
  const t = copy.auth.register;
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;
  const actor = useActorRef(logic.provide({ actions: { signedIn: (_, p) => signedIn.current(p.token, p.user) } }));
  const mode = useSelector(actor, (st) =>
    st.matches('submitting') ? 'submitting' : st.matches('signingIn') || st.matches('success') ? 'signingIn' : 'editing',
  );
  const error = useSelector(actor, (st) => (st.matches({ editing: 'failed' }) ? st.context.error : null));
  const fields = useSelector(actor, (st) => (st.matches({ editing: 'invalid' }) ? st.context.fieldErrors : undefined));
  const busy = mode !== 'editing';

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const values = Object.fromEntries(KEYS.map((k) => [k, String(data.get(k) ?? '')])) as RegisterValues;
    actor.send({ type: 'form.submitted', values });
  };

  return (
    <div className={s.page}>
      <section className={`${s.card} ${s.wide}`} aria-labelledby="register-title">
        <h1 id="register-title" className={s.title}>
          {t.title}
        </h1>
        <p className={s.intro}>{t.intro}</p>
        {error && <FormAlert tone="error">{error}</FormAlert>}
        <form onSubmit={submit} noValidate aria-busy={busy}>
          <fieldset className={s.fieldset} disabled={busy}>
            <div className={formGrid}>
              <TextField name="firstName" label={t.firstName} autoComplete="given-name" required error={fields?.firstName} />
              <TextField name="lastName" label={t.lastName} autoComplete="family-name" required error={fields?.lastName} />
            </div>
            <TextField name="email" type="email" label={t.email} autoComplete="email" required error={fields?.email} />
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
                {mode === 'submitting' ? t.submitting : mode === 'signingIn' ? copy.auth.login.submitting : t.submit}
              </Button>
            </div>
          </fieldset>
        </form>
        <p className={s.footer}>
          {t.haveAccount}
          <Link to="/login" className={s.link}>
            {t.loginLink}
          </Link>
        </p>
      </section>
    </div>
  );
}
