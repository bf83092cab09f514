import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { isStaffRole } from '../../contract/roles';
import { sessionReady } from '../auth/session';
import { Spinner } from '../components/Spinner';
import { copy } from '../i18n';

/** The admin frame. Waits for session restore (spinner), then lets only admin or moderator in. */
export const Route = createFileRoute('/admin')({
  beforeLoad: async ({ context }) => {
    await sessionReady(context.session);
    if (!isStaffRole(context.session.getSnapshot().context.user?.role)) throw redirect({ to: '/login' });
  },
  pendingMs: 0,
  pendingComponent: () => <Spinner label={copy.common.loading} />,
  component: AdminLayout,
});

function AdminLayout() {
  return (
    <main id="main">
      <Outlet />
    </main>
  );
}
