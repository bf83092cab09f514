import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { isStaffRole } from '../../../contract/roles';
import { useSession } from '../../auth/AuthProvider';
import { sessionReady } from '../../auth/lazySession';
import { RegisterForm } from '../../auth/RegisterForm';
import { usePageMeta } from '../../components/usePageMeta';
import { copy } from '../../i18n';

export const Route = createFileRoute('/_site/register')({
  beforeLoad: async ({ context }) => {
    await sessionReady(context.session);
    if (isStaffRole(context.session.getSnapshot().context.user?.role)) throw redirect({ to: '/admin' });
  },
  component: RegisterPage,
});

function RegisterPage() {
  usePageMeta({ title: copy.auth.register.title, description: copy.auth.register.metaDescription });
  const session = useSession();
  const navigate = useNavigate();
  return (
    <RegisterForm
      onSignedIn={(token, user) => {
        session.send({ type: 'session.signedIn', token, user });
        void navigate({ to: '/admin' });
      }}
    />
  );
}
