import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/applications')({
  component: () => <h1>applications</h1>,
});
