import { createFileRoute } from '@tanstack/react-router';
import { LoginForm } from '../../auth/LoginForm';
import { usePageMeta } from '../../components/usePageMeta';
import { copy } from '../../i18n';
import { staffToAdmin, useSignedInToAdmin } from './-staffEntry';

export const Route = createFileRoute('/_site/login')({
  beforeLoad: staffToAdmin,
  component: LoginPage,
});

function LoginPage() {
  usePageMeta({ title: copy.auth.login.title, description: copy.auth.login.metaDescription });
  return <LoginForm onSignedIn={useSignedInToAdmin()} />;
}
