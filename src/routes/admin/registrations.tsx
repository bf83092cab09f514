import { createFileRoute } from '@tanstack/react-router';
import { RegistrationsScreen } from '../../admin/screens/inbox';

export const Route = createFileRoute('/admin/registrations')({ component: RegistrationsScreen });
