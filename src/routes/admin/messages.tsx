import { createFileRoute } from '@tanstack/react-router';
import { messagesSearch } from '../../admin/listSearch';
import { MessagesScreen } from '../../admin/screens/inbox';

export const Route = createFileRoute('/admin/messages')({ validateSearch: messagesSearch, component: MessagesScreen });
