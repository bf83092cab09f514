import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/blog')({
  component: () => <h1>blog</h1>,
});
