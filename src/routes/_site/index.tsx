import { createFileRoute } from '@tanstack/react-router';
import * as p from '../../components/Page.css';
import { usePageMeta } from '../../components/usePageMeta';

export const Route = createFileRoute('/_site/')({
  component: Page,
});

function Page() {
  usePageMeta({
    title: 'Ethiopian Cassava Association',
    description: 'Ethiopian Cassava Association: Ethiopian Cassava Association.',
  });
  return (
    <div className={p.container}>
      <h1>Ethiopian Cassava Association</h1>
    </div>
  );
}
