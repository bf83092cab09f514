import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/messages')({
  component: () => <h1>messages</h1>,
});
