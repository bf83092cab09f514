import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../admin/listSearch';
import { UsersScreen } from '../../admin/screens/users';

export const Route = createFileRoute('/admin/users')({ validateSearch: listSearch, component: UsersScreen });
