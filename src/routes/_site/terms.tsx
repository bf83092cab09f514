import { createFileRoute } from '@tanstack/react-router';
import { LegalPage, legalLoader } from './-legal';

export const Route = createFileRoute('/_site/terms')({
  loader: legalLoader('terms'),
  component: () => <LegalPage kind="terms" document={Route.useLoaderData()} />,
});
