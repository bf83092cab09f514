import { createFileRoute, redirect } from '@tanstack/react-router';
import { isStaffRole } from '../../../contract/roles';
import { sessionReady } from '../../auth/session';
import * as p from '../../components/Page.css';

export const Route = createFileRoute('/_site/login')({
  beforeLoad: async ({ context }) => {
    await sessionReady(context.session);
    if (isStaffRole(context.session.getSnapshot().context.user?.role)) throw redirect({ to: '/admin' });
  },
  component: () => (
    <div className={p.container}>
      <h1>Admin Login</h1>
    </div>
  ),
});
