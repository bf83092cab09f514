import { createFileRoute } from '@tanstack/react-router';
import { ApplicationsScreen } from '../../admin/screens/inbox';

export const Route = createFileRoute('/admin/applications')({ component: ApplicationsScreen });
