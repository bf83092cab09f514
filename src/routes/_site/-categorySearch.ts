// The `?category=` search of the pages with filters. It is part of the route's definition, which stays in the main
// bundle, so it lives apart from the filter links (and their styles), which load with the page.
import { type SearchSchemaInput, stripSearchParams } from '@tanstack/react-router';
import { choiceParam } from '../../searchParams';

/** A page's `?category=` search: one of its filters, 'all' when absent or unknown, and 'all' kept out of the URL. */
export function categorySearch<F extends string>(filters: readonly ['all', ...F[]]) {
  return {
    validateSearch: (search: { category?: 'all' | F } & SearchSchemaInput): { category: 'all' | F } => ({
      category: choiceParam(search.category, filters, 'all'),
    }),
    search: { middlewares: [stripSearchParams<{ category: 'all' | F }>({ category: 'all' })] },
  };
}
