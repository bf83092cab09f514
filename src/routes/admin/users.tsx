import { createFileRoute } from '@tanstack/react-router';
import { UsersScreen } from '../../admin/screens/users';

export const Route = createFileRoute('/admin/users')({ component: UsersScreen });
