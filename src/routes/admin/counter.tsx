import { createFileRoute } from '@tanstack/react-router';
import { CounterScreen } from '../../admin/screens/counter';

export const Route = createFileRoute('/admin/counter')({ component: () => <CounterScreen /> });
