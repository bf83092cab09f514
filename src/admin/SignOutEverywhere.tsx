// "Sign out everywhere": ends every session of the signed-in account (server/features/staff/authRoutes.ts /logout-all) through the
// session machine; says so when the server could not be reached, since the other sessions are then still open.
import { useSelector } from '@xstate/react';
import { useSession } from '../auth/AuthProvider';
import { adminCopy } from '../i18n/admin';
import * as s from './admin.css';

const t = adminCopy.nav;

export function SignOutEverywhere() {
  const session = useSession();
  const signedIn = useSelector(session, (snap) => snap.context.user !== null);
  const busy = useSelector(session, (snap) => snap.matches('signingOutEverywhere'));
  const failed = useSelector(session, (snap) => snap.context.signOutEverywhereFailed);
  if (!signedIn) return null;
  return (
    <>
      <button
        type="button"
        className={s.logoutEverywhere}
        disabled={busy}
        aria-busy={busy}
        onClick={() => session.send({ type: 'session.logoutEverywhereRequested' })}
      >
        {busy ? t.loggingOutEverywhere : t.logoutEverywhere}
      </button>
      {failed && (
        <p role="alert" className={s.sidebarAlert}>
          {t.logoutEverywhereFailed}
        </p>
      )}
    </>
  );
}
