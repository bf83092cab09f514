import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listDefaults, listSearch } from '../../admin/listSearch';
import { ResourcesScreen } from '../../admin/screens/resources';

export const Route = createFileRoute('/admin/resources')({
  validateSearch: listSearch,
  search: { middlewares: [stripSearchParams(listDefaults)] },
  component: ResourcesScreen,
});
