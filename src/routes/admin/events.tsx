import { createFileRoute } from '@tanstack/react-router';
import { EventsScreen } from '../../admin/screens/events';

export const Route = createFileRoute('/admin/events')({ component: EventsScreen });
