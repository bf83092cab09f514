import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/resources')({
  component: () => <h1>resources</h1>,
});
