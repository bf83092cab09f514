import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import { ErrorScreen } from '../components/ErrorScreen';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  errorComponent: ErrorScreen,
  // Any other path redirects to /.
  notFoundComponent: () => <Navigate to="/" replace />,
});
