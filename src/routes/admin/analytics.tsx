import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/analytics')({
  component: () => <h1>analytics</h1>,
});
