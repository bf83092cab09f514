import { createFileRoute } from '@tanstack/react-router';
import * as p from '../../components/Page.css';
import { usePageMeta } from '../../components/usePageMeta';

export const Route = createFileRoute('/_site/contact')({
  component: Page,
});

function Page() {
  usePageMeta({ title: 'Contact Us', description: 'Contact Us: Ethiopian Cassava Association.' });
  return (
    <div className={p.container}>
      <h1>Contact Us</h1>
    </div>
  );
}
