import { createFileRoute } from '@tanstack/react-router';
import { RegisterForm } from '../../auth/RegisterForm';
import { usePageMeta } from '../../components/usePageMeta';
import { copy } from '../../i18n';
import { staffToAdmin, useSignedInToAdmin } from './-staffEntry';

export const Route = createFileRoute('/_site/register')({
  beforeLoad: staffToAdmin,
  component: RegisterPage,
});

function RegisterPage() {
  usePageMeta({ title: copy.auth.register.title, description: copy.auth.register.metaDescription });
  return <RegisterForm onSignedIn={useSignedInToAdmin()} />;
}
