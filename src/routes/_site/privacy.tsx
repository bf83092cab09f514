import { createFileRoute } from '@tanstack/react-router';
import { loadLegal } from './-data';
import { LegalPage } from './-legal';

// The loader stays in the route's first chunk; the page itself (its words, its dates) is split off with the component.
export const Route = createFileRoute('/_site/privacy')({
  loader: ({ abortController }) => loadLegal('privacy', abortController.signal),
  component: () => <LegalPage kind="privacy" document={Route.useLoaderData()} />,
});
