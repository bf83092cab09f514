import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listDefaults, listSearch } from '../../admin/listSearch';
import { UsersScreen } from '../../admin/screens/users';

export const Route = createFileRoute('/admin/users')({
  validateSearch: listSearch,
  search: { middlewares: [stripSearchParams(listDefaults)] },
  component: UsersScreen,
});
