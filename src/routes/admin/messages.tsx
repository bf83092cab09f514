import { createFileRoute } from '@tanstack/react-router';
import { MessagesScreen } from '../../admin/screens/inbox';

export const Route = createFileRoute('/admin/messages')({ component: MessagesScreen });
