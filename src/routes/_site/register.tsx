import { createFileRoute } from '@tanstack/react-router';
import { RegisterForm } from '../../auth/RegisterForm';
import { usePageMeta } from '../../components/usePageMeta';
import { authCopy } from '../../i18n/auth';
import { staffToAdmin, useSignedInToAdmin } from './-staffEntry';

export const Route = createFileRoute('/_site/register')({
  beforeLoad: staffToAdmin,
  component: RegisterPage,
});

function RegisterPage() {
  usePageMeta({ title: authCopy.register.title, description: authCopy.register.metaDescription });
  return <RegisterForm onSignedIn={useSignedInToAdmin()} />;
}
