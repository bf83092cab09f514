import { createFileRoute } from '@tanstack/react-router';
import { DashboardScreen } from '../../admin/screens/dashboard';

export const Route = createFileRoute('/admin/')({ component: DashboardScreen });
