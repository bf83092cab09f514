import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { listDefaults, listSearch } from '../../admin/listSearch';
import { EventsScreen } from '../../admin/screens/events';

export const Route = createFileRoute('/admin/events')({
  validateSearch: listSearch,
  search: { middlewares: [stripSearchParams(listDefaults)] },
  component: EventsScreen,
});
