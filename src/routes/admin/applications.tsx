import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { applicationsSearch, statusDefaults } from '../../admin/listSearch';
import { ApplicationsScreen } from '../../admin/screens/inbox';

export const Route = createFileRoute('/admin/applications')({
  validateSearch: applicationsSearch,
  search: { middlewares: [stripSearchParams(statusDefaults)] },
  component: ApplicationsScreen,
});
