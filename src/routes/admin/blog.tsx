import { createFileRoute } from '@tanstack/react-router';
import { BlogScreen } from '../../admin/screens/blog';

export const Route = createFileRoute('/admin/blog')({ component: BlogScreen });
