// The `?category=` search of the pages with filters. It is part of the route's definition, which stays in the main
// bundle, so it lives apart from the filter links (and their styles), which load with the page.
import { stripSearchParams } from '@tanstack/react-router';
import * as v from 'valibot';

/** A page's `?category=` search: one of its filters, 'all' when absent or unknown, and 'all' kept out of the URL. */
export function categorySearch<F extends string>(filters: readonly ['all', ...F[]]) {
  return {
    validateSearch: v.object({ category: v.optional(v.fallback(v.picklist(filters), 'all'), 'all') }),
    search: { middlewares: [stripSearchParams<{ category: 'all' | F }>({ category: 'all' })] },
  };
}
