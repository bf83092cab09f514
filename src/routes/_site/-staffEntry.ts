// What the sign-in and create-account pages share: staff who already have a session go straight to the admin area,
// and a successful sign-in starts the session and opens it.
import { redirect, useNavigate } from '@tanstack/react-router';
import type { SessionUser } from '../../../contract/auth';
import { isStaffRole } from '../../../contract/roles';
import { useSession } from '../../auth/AuthProvider';
import { arriveSignedIn } from '../../auth/arrival';
import { sessionReady } from '../../auth/lazySession';
import { STAFF_ELSEWHERE } from '../../auth/staffLang';
import type { RouterContext } from '../../router';

export async function staffToAdmin({ context }: { context: RouterContext }) {
  await sessionReady(context.session);
  if (isStaffRole(context.session.getSnapshot().context.user?.role)) throw redirect({ to: '/admin', reloadDocument: STAFF_ELSEWHERE });
}

export function useSignedInToAdmin() {
  const session = useSession();
  const navigate = useNavigate();
  return (token: string, user: SessionUser) => {
    session.send({ type: 'session.signedIn', token, user });
    arriveSignedIn();
    void navigate({ to: '/admin', reloadDocument: STAFF_ELSEWHERE });
  };
}
