import { createFileRoute } from '@tanstack/react-router';
import * as p from '../../components/Page.css';
import { usePageMeta } from '../../components/usePageMeta';

export const Route = createFileRoute('/_site/events')({
  component: Page,
});

function Page() {
  usePageMeta({ title: 'Events', description: 'Events: Ethiopian Cassava Association.' });
  return (
    <div className={p.container}>
      <h1>Events</h1>
    </div>
  );
}
