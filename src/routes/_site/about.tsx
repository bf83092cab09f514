import { createFileRoute } from '@tanstack/react-router';
import * as p from '../../components/Page.css';
import { usePageMeta } from '../../components/usePageMeta';

export const Route = createFileRoute('/_site/about')({
  component: Page,
});

function Page() {
  usePageMeta({ title: 'About Us', description: 'About Us: Ethiopian Cassava Association.' });
  return (
    <div className={p.container}>
      <h1>About Us</h1>
    </div>
  );
}
