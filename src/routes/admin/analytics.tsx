import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsScreen } from '../../admin/screens/analytics';

export const Route = createFileRoute('/admin/analytics')({ component: AnalyticsScreen });
