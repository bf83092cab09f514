import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '../../auth/LoginForm';
import { usePageMeta } from '../../components/usePageMeta';
import { authCopy } from '../../i18n/auth';
import { staffToAdmin, useSignedInToAdmin } from './-staffEntry';

export const Route = createFileRoute('/_site/login')({
  beforeLoad: staffToAdmin,
  component: LoginPage,
});

function LoginPage() {
  usePageMeta({ title: authCopy.login.title, description: authCopy.login.metaDescription });
  return <LoginForm onSignedIn={useSignedInToAdmin()} />;
}
