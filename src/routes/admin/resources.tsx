import { createFileRoute } from '@tanstack/react-router';
import { ResourcesScreen } from '../../admin/screens/resources';

export const Route = createFileRoute('/admin/resources')({ component: ResourcesScreen });
