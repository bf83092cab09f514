import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router';
import { ErrorScreen } from '../components/ErrorScreen';
import type { RouterContext } from '../router';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  errorComponent: ErrorScreen,
  // SPEC §2: any other path redirects to /.
  notFoundComponent: () => <Navigate to="/" replace />,
});
