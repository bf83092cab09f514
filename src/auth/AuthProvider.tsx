import { useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';
import { messages } from '../../contract/messages';
import { isStaffRole } from '../../contract/roles';
import type { SessionActor } from './session';

const SessionContext = createContext<SessionActor | null>(null);

export function AuthProvider({ session, children }: { session: SessionActor; children: ReactNode }) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The session actor; throws the spec's message outside the provider. */
export function useSession(): SessionActor {
  const session = useContext(SessionContext);
  if (!session) throw new Error(messages.auth.useAuthOutsideProvider);
  return session;
}

/** Narrow reads of the session for views. */
export function useAuth() {
  const session = useSession();
  const user = useSelector(session, (s) => s.context.user);
  const loading = useSelector(session, (s) => s.matches('restoring'));
  return {
    user,
    loading,
    isSignedIn: user !== null,
    isStaff: isStaffRole(user?.role),
    isAdmin: user?.role === 'admin',
    logout: () => session.send({ type: 'session.logoutRequested' }),
  };
}
