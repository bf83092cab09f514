import { createFileRoute } from '@tanstack/react-router';
import { applicationsSearch } from '../../admin/listSearch';
import { ApplicationsScreen } from '../../admin/screens/inbox';

export const Route = createFileRoute('/admin/applications')({ validateSearch: applicationsSearch, component: ApplicationsScreen });
