import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listDefaults, listSearch } from '../../admin/listSearch';
import { BlogScreen } from '../../admin/screens/blog';

export const Route = createFileRoute('/admin/blog')({
  validateSearch: listSearch,
  search: { middlewares: [stripSearchParams(listDefaults)] },
  component: BlogScreen,
});
