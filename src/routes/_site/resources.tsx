import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { RESOURCE_FILTERS } from '../../../contract/content';
import * as p from '../../components/Page.css';
import { usePageMeta } from '../../components/usePageMeta';

const SearchSchema = v.object({
  category: v.optional(v.fallback(v.picklist(RESOURCE_FILTERS), 'all'), 'all'),
});

export const Route = createFileRoute('/_site/resources')({
  validateSearch: SearchSchema,
  component: Page,
});

function Page() {
  usePageMeta({ title: 'Resources Center', description: 'Resources Center: Ethiopian Cassava Association.' });
  const { category } = Route.useSearch();
  return (
    <div className={p.container}>
      <h1>Resources Center</h1>
      <p>{category}</p>
    </div>
  );
}
