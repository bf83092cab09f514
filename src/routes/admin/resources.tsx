import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../admin/listSearch';
import { ResourcesScreen } from '../../admin/screens/resources';

export const Route = createFileRoute('/admin/resources')({ validateSearch: listSearch, component: ResourcesScreen });
