import { createFileRoute } from '@tanstack/react-router';
import { CancelView } from '../../assembly/CancelView';
import { NarrowPage } from '../../assembly/NarrowPage';
import { useLinksOpenedHere } from '../../components/useLinksOpenedHere';
import { usePageMeta } from '../../components/usePageMeta';
import { cancelCopy as t } from '../../i18n/assembly';

/**
 * Where a confirmation email's cancel link leads (#token=…). One person's registration: never pre-rendered, kept out
 * of search engines and the sitemap.
 */
export const Route = createFileRoute('/_site/registrations/cancel')({
  component: CancelPage,
});

function CancelPage() {
  usePageMeta({ title: t.title, description: t.metaDescription, robots: 'noindex' });
  return (
    <NarrowPage title={t.title}>
      <CancelView key={useLinksOpenedHere()} />
    </NarrowPage>
  );
}
