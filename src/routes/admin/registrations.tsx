import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { registrationsDefaults, registrationsSearch } from '../../admin/listSearch';
import { RegistrationsScreen } from '../../admin/screens/inbox';

export const Route = createFileRoute('/admin/registrations')({
  validateSearch: registrationsSearch,
  search: { middlewares: [stripSearchParams(registrationsDefaults)] },
  component: RegistrationsScreen,
});
