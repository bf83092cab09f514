import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../admin/listSearch';
import { BlogScreen } from '../../admin/screens/blog';

export const Route = createFileRoute('/admin/blog')({ validateSearch: listSearch, component: BlogScreen });
