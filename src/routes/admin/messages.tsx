import { createFileRoute, stripSearchParams } from '@tanstack/react-router';
import { messagesSearch, statusDefaults } from '../../admin/listSearch';
import { MessagesScreen } from '../../admin/screens/inbox';

export const Route = createFileRoute('/admin/messages')({
  validateSearch: messagesSearch,
  search: { middlewares: [stripSearchParams(statusDefaults)] },
  component: MessagesScreen,
});
