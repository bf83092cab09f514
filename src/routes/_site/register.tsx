import { createFileRoute } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { InvitationOpened } from '../../../contract/answers';
import { createLoadMachine } from '../../../machines/adminLoad';
import { api, send } from '../../api/client';
import { RegisterForm } from '../../auth/RegisterForm';
import { FormAlert } from '../../components/Field';
import { usePageMeta } from '../../components/usePageMeta';
import { authCopy } from '../../i18n/auth';
import { textParam } from '../../searchParams';
import { staffToAdmin, useSignedInToAdmin } from './-staffEntry';

type RegisterSearch = { invitation?: string };

export const Route = createFileRoute('/_site/register')({
  validateSearch: (s: Record<string, unknown>): RegisterSearch => {
    const invitation = textParam(s.invitation, 100);
    return invitation ? { invitation } : {};
  },
  beforeLoad: staffToAdmin,
  component: RegisterPage,
});

/** What an invitation link stands for, asked of the server before the form shows its email. */
const invitationLogic = createLoadMachine<string, InvitationOpened>({ id: 'invitation' }).provide({
  actors: {
    load: fromPromise(({ input: { params }, signal }) =>
      send(api.auth.invitations[':token'].$get({ param: { token: encodeURIComponent(params) } }, { init: { signal } })),
    ),
  },
});

function RegisterPage() {
  usePageMeta({ title: authCopy.register.title, description: authCopy.register.metaDescription });
  const { invitation } = Route.useSearch();
  const onSignedIn = useSignedInToAdmin();
  if (!invitation) return <RegisterForm onSignedIn={onSignedIn} />;
  return <InvitedRegister token={invitation} onSignedIn={onSignedIn} />;
}

/** Registering with an admin's invitation: the form waits for the invitation, then has its email fixed. */
function InvitedRegister({ token, onSignedIn }: { token: string; onSignedIn: ReturnType<typeof useSignedInToAdmin> }) {
  const actor = useActorRef(invitationLogic, { input: { params: token } });
  const opened = useSelector(actor, (snap) => (snap.matches('ready') ? snap.context.data : null));
  const failed = useSelector(actor, (snap) => (snap.matches('failed') ? snap.context.error : null));
  if (opened) return <RegisterForm onSignedIn={onSignedIn} invitation={{ token, email: opened.email, role: opened.role }} />;
  if (failed) {
    // The link cannot be used: the plain form, under the reason.
    return (
      <>
        <div role="presentation" style={{ maxWidth: '40rem', margin: '1.5rem auto 0', padding: '0 1rem' }}>
          <FormAlert tone="error">{failed}</FormAlert>
        </div>
        <RegisterForm onSignedIn={onSignedIn} />
      </>
    );
  }
  return (
    <p role="status" style={{ textAlign: 'center', padding: '3rem 1rem' }}>
      {authCopy.register.checkingInvitation}
    </p>
  );
}
