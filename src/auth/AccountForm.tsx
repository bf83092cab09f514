// What the sign-in and create-account views share: the machine's state read for the view, the signed-in hand-off,
// and the page around the form (title, intro, the form-level message, the link to the other form).

import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, type ReactNode, useEffect, useRef } from 'react';
import type { ContextFrom } from 'xstate';
import type { SessionUser } from '../../contract/auth';
import type { LoginMachine } from '../../machines/login';
import type { RegisterInvitation, RegisterMachine, RegisterValues } from '../../machines/register';
import { FormAlert } from '../components/Field';
import { PATH_PREFIX } from '../i18n/lang';
import * as s from './AuthForm.css';

export type SignedInHandler = (token: string, user: SessionUser) => void;

/** Runs the form's machine; the view calls onSignedIn once the machine says a staff member signed in. */
export function useAccountForm<M extends LoginMachine | RegisterMachine>(
  logic: M,
  onSignedIn: SignedInHandler,
  /** The register machine's input: an admin's invitation. */
  input?: { invitation?: RegisterInvitation | null },
) {
  const actor = useActorRef(logic as RegisterMachine, { input });
  const signedIn = useRef(onSignedIn);
  signedIn.current = onSignedIn;
  useEffect(() => {
    const sub = actor.on('signedIn', (e) => signedIn.current(e.token, e.user));
    return () => sub.unsubscribe();
  }, [actor]);
  const error = useSelector(actor, (st) => (st.matches({ editing: 'failed' }) ? st.context.failure : null));
  const fields = useSelector(actor, (st) => (st.matches({ editing: 'invalid' }) ? st.context.errors : undefined));
  /** Sends the form's values as the browser holds them. */
  const submit = (values: ContextFrom<M>['values']) => actor.send({ type: 'form.submitted', values: values as RegisterValues });
  return { actor, error, fields, submit };
}

/** The form's values by field name, as the browser holds them. */
export const formValues = <K extends string>(e: FormEvent<HTMLFormElement>, keys: readonly K[]) => {
  const data = new FormData(e.currentTarget);
  return Object.fromEntries(keys.map((k) => [k, String(data.get(k) ?? '')])) as Record<K, string>;
};

export function AccountFormPage({
  id,
  wide,
  title,
  intro,
  error,
  busy,
  onSubmit,
  other,
  children,
}: {
  id: string;
  wide?: boolean;
  title: string;
  intro: string;
  error: string | null;
  busy: boolean;
  onSubmit(e: FormEvent<HTMLFormElement>): void;
  /** The line under the card: its text and the link to the other form. */
  other: { text: string; to: '/login' | '/register'; link: string };
  children: ReactNode;
}) {
  return (
    <div className={s.page}>
      <section className={wide ? `${s.card} ${s.wide}` : s.card} aria-labelledby={id}>
        <h1 id={id} className={s.title}>
          {title}
        </h1>
        <p className={s.intro}>{intro}</p>
        {error && <FormAlert tone="error">{error}</FormAlert>}
        {/* A post to the page itself: sent before the app has taken over, the server answers with the page again
            (staff sign-in needs the app), and nothing typed ever goes into an address as a GET would put it. */}
        <form
          method="post"
          action={`${PATH_PREFIX}${other.to === '/login' ? '/register' : '/login'}`}
          onSubmit={(e) => {
            e.preventDefault();
            onSubmit(e);
          }}
          noValidate
          aria-busy={busy}
        >
          <fieldset className={s.fieldset} disabled={busy}>
            {children}
          </fieldset>
        </form>
        <p className={s.footer}>
          {other.text}
          <Link to={other.to} className={s.link}>
            {other.link}
          </Link>
        </p>
      </section>
    </div>
  );
}
