import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/events')({
  component: () => <h1>events</h1>,
});
