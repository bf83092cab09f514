import { createFileRoute } from '@tanstack/react-router';
import * as p from '../../components/Page.css';
import { usePageMeta } from '../../components/usePageMeta';

export const Route = createFileRoute('/_site/blog')({
  component: Page,
});

function Page() {
  usePageMeta({ title: 'Our Blog', description: 'Our Blog: Ethiopian Cassava Association.' });
  return (
    <div className={p.container}>
      <h1>Our Blog</h1>
    </div>
  );
}
