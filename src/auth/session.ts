// Creates the one app-wide session actor with its real effects.
import { type ActorRefFrom, createActor, fromPromise } from 'xstate';
import { sessionMachine } from '../../machines/session';
import { revokeAllTokensActor, revokeTokenActor, sessionStorageImpl } from '../api/auth';
import { onUnauthorized } from '../api/client';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

export function createSessionActor(nav: { goHome(): void; goToLogin(): void }): SessionActor {
  const actor = createActor(
    sessionMachine.provide({
      actors: {
        readStoredSession: fromPromise(sessionStorageImpl.read),
        revokeToken: revokeTokenActor,
        revokeAllTokens: revokeAllTokensActor,
      },
      actions: {
        saveSession: (_, p) => sessionStorageImpl.save(p.token, p.user),
        clearStoredSession: () => sessionStorageImpl.clear(),
        logRejectedSession: (_, p) => console.warn('Stored session removed:', p.reason),
        goHome: () => nav.goHome(),
        goToLogin: () => nav.goToLogin(),
      },
    }),
  );
  onUnauthorized(() => actor.send({ type: 'session.expired' }));
  return actor;
}

/** Resolves once restore has finished; lives with the lazily loaded handle, which the route guards use. */
export { sessionReady } from './lazySession';
