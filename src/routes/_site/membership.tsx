import { createFileRoute } from '@tanstack/react-router';
import * as p from '../../components/Page.css';
import { usePageMeta } from '../../components/usePageMeta';

export const Route = createFileRoute('/_site/membership')({
  component: Page,
});

function Page() {
  usePageMeta({ title: 'Membership', description: 'Membership: Ethiopian Cassava Association.' });
  return (
    <div className={p.container}>
      <h1>Membership</h1>
    </div>
  );
}
