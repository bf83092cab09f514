import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { isStaffRole } from '../../../contract/roles';
import { useSession } from '../../auth/AuthProvider';
import { LoginForm } from '../../auth/LoginForm';
import { sessionReady } from '../../auth/lazySession';
import { usePageMeta } from '../../components/usePageMeta';
import { copy } from '../../i18n';

export const Route = createFileRoute('/_site/login')({
  beforeLoad: async ({ context }) => {
    await sessionReady(context.session);
    if (isStaffRole(context.session.getSnapshot().context.user?.role)) throw redirect({ to: '/admin' });
  },
  component: LoginPage,
});

function LoginPage() {
  usePageMeta({ title: copy.auth.login.title, description: copy.auth.login.metaDescription });
  const session = useSession();
  const navigate = useNavigate();
  return (
    <LoginForm
      onSignedIn={(token, user) => {
        session.send({ type: 'session.signedIn', token, user });
        void navigate({ to: '/admin' });
      }}
    />
  );
}
