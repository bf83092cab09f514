import { createFileRoute } from '@tanstack/react-router';
import { SettingsScreen } from '../../admin/screens/settings';

export const Route = createFileRoute('/admin/settings')({
  component: () => <SettingsScreen />,
});
