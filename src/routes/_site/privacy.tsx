import { createFileRoute } from '@tanstack/react-router';
import { LegalPage, legalLoader } from './-legal';

export const Route = createFileRoute('/_site/privacy')({
  loader: legalLoader('privacy'),
  component: () => <LegalPage kind="privacy" document={Route.useLoaderData()} />,
});
