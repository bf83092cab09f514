import { createContext, type ReactNode, useContext, useMemo, useSyncExternalStore } from 'react';
import { authMessages } from '../../contract/messages/auth';
import { isStaffRole } from '../../contract/roles';
import { loadedSession, type SessionHandle } from './lazySession';
import type { SessionActor } from './session';

const SessionContext = createContext<SessionHandle | null>(null);

/** Takes the app's lazily loaded session, or an actor that is already running. */
export function AuthProvider({ session, children }: { session: SessionHandle | SessionActor; children: ReactNode }) {
  const handle = useMemo(() => ('load' in session ? session : loadedSession(session)), [session]);
  return <SessionContext.Provider value={handle}>{children}</SessionContext.Provider>;
}

function useSessionHandle(): SessionHandle {
  const handle = useContext(SessionContext);
  if (!handle) throw new Error(authMessages.useAuthOutsideProvider);
  return handle;
}

/** The session's actor, or null while its code has not been loaded (a visitor who has never signed in). */
function useLoadedActor(handle: SessionHandle): SessionActor | null {
  return useSyncExternalStore(
    handle.subscribe,
    () => handle.actor,
    () => handle.actor,
  );
}

const noSubscription = () => () => {};

/** Reads one value of the session; `fallback` while the session has not been loaded. */
function useSessionValue<T>(actor: SessionActor | null, select: (snapshot: ReturnType<SessionActor['getSnapshot']>) => T, fallback: T): T {
  const subscribe = useMemo(
    () =>
      actor
        ? (onChange: () => void) => {
            const sub = actor.subscribe(onChange);
            return () => sub.unsubscribe();
          }
        : noSubscription,
    [actor],
  );
  const read = () => (actor ? select(actor.getSnapshot()) : fallback);
  return useSyncExternalStore(subscribe, read, read);
}

/**
 * The session actor; throws the spec's message outside the provider. Pages that use it (login, register, admin) wait
 * for the session in their route guard; should one render before that, it suspends until the session has loaded.
 */
export function useSession(): SessionActor {
  const handle = useSessionHandle();
  const actor = useLoadedActor(handle);
  if (!actor) throw handle.load();
  return actor;
}

/** Narrow reads of the session for views. Until the session has loaded, the visitor is signed out. */
export function useAuth() {
  const handle = useSessionHandle();
  const actor = useLoadedActor(handle);
  const user = useSessionValue(actor, (s) => s.context.user, null);
  const loading = useSessionValue(actor, (s) => s.matches('restoring'), false);
  return {
    user,
    loading,
    isSignedIn: user !== null,
    isStaff: isStaffRole(user?.role),
    isAdmin: user?.role === 'admin',
    logout: () => actor?.send({ type: 'session.logoutRequested' }),
  };
}
