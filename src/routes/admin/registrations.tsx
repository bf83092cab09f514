import { createFileRoute } from '@tanstack/react-router';
import { registrationsSearch } from '../../admin/listSearch';
import { RegistrationsScreen } from '../../admin/screens/inbox';

export const Route = createFileRoute('/admin/registrations')({ validateSearch: registrationsSearch, component: RegistrationsScreen });
