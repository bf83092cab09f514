import { createFileRoute } from '@tanstack/react-router';
import { listSearch } from '../../admin/listSearch';
import { EventsScreen } from '../../admin/screens/events';

export const Route = createFileRoute('/admin/events')({ validateSearch: listSearch, component: EventsScreen });
