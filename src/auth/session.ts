// The one app-wide session actor, with its real effects provided once.
import { type ActorRefFrom, createActor, fromPromise } from 'xstate';
import { type SessionMachine, sessionMachine } from '../../machines/session';
import { forgetDoorData } from '../admin/doorStorage';
import { revokeAllTokensActor, revokeTokenActor, sessionStorageImpl } from '../api/auth';
import { onUnauthorized } from '../api/client';

export type SessionActor = ActorRefFrom<SessionMachine>;

/** The session machine with the real server and storage effects; tests pass `sessionMachine.provide({...})` with fakes. */
export const sessionLogic = sessionMachine.provide({
  actors: {
    readStoredSession: fromPromise(sessionStorageImpl.read),
    revokeToken: revokeTokenActor,
    revokeAllTokens: revokeAllTokensActor,
  },
  actions: {
    saveSession: (_, p) => sessionStorageImpl.save(p.token, p.user),
    clearStoredSession: () => sessionStorageImpl.clear(),
    forgetDeviceData: () => forgetDoorData(),
    logRejectedSession: (_, p) => console.warn('Stored session removed:', p.reason),
  },
});

export function createSessionActor(nav: { goHome(): void; goToLogin(): void }, logic: SessionMachine = sessionLogic): SessionActor {
  const actor = createActor(logic);
  actor.on('navigate', (e) => (e.to === 'home' ? nav.goHome() : nav.goToLogin()));
  onUnauthorized(() => actor.send({ type: 'session.expired' }));
  return actor;
}

/** Resolves once restore has finished; lives with the lazily loaded handle, which the route guards use. */
export { sessionReady } from './lazySession';
