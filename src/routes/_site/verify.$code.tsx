import { createFileRoute } from '@tanstack/react-router';
import { NarrowPage } from '../../assembly/NarrowPage';
import { usePageMeta } from '../../components/usePageMeta';
import { verifyCopy as t } from '../../i18n/directory';
import { CertificateCheck } from './-CertificateCheck';

/** Where a certificate's QR code leads: whether it is valid. Kept out of search engines and the sitemap. */
export const Route = createFileRoute('/_site/verify/$code')({
  component: VerifyPage,
});

function VerifyPage() {
  const { code } = Route.useParams();
  usePageMeta({ title: t.title, description: t.metaDescription, robots: 'noindex' });
  return (
    <NarrowPage title={t.title}>
      <CertificateCheck key={code} code={code} />
    </NarrowPage>
  );
}
