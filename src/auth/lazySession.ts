// The app-wide session without its code: the session machine, xstate and the auth API load only when a session can
// exist (a stored one to restore, or a visitor going to /login, /register or /admin). A visitor who never signed in
// reads public pages without downloading or running any of it, and is signed out, as the restored session would say.
import { STORAGE_KEYS } from '../../contract/limits';
import type { SessionActor } from './session';

type Nav = { goHome(): void; goToLogin(): void };

export type SessionHandle = {
  /** The running session actor, or null while its code has not been loaded. */
  readonly actor: SessionActor | null;
  /** Loads the session's code once, then creates and starts the actor. */
  load(): Promise<SessionActor>;
  /** The actor's snapshot; only once it has loaded (after `sessionReady`). */
  getSnapshot(): ReturnType<SessionActor['getSnapshot']>;
  /** Calls back when the actor has been created. */
  subscribe(listener: () => void): () => void;
};

/** Whether this browser holds a stored session (either of its two items) that the session would restore. */
export function hasStoredSession(): boolean {
  try {
    const storage = globalThis.localStorage;
    return storage?.getItem(STORAGE_KEYS.token) != null || storage?.getItem(STORAGE_KEYS.user) != null;
  } catch {
    return false;
  }
}

function handleFor(create: () => Promise<SessionActor>, initial: SessionActor | null): SessionHandle {
  let actor = initial;
  let loading: Promise<SessionActor> | null = initial ? Promise.resolve(initial) : null;
  const listeners = new Set<() => void>();
  return {
    get actor() {
      return actor;
    },
    load() {
      loading ??= create().then(
        (created) => {
          actor = created;
          for (const listener of listeners) listener();
          return created;
        },
        (err: unknown) => {
          // A failed download (offline): the next call tries again.
          loading = null;
          throw err;
        },
      );
      return loading;
    },
    getSnapshot() {
      if (!actor) throw new Error('The session has not loaded yet: await sessionReady(session) first.');
      return actor.getSnapshot();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** A handle whose actor is created (and started) the first time something needs the session. */
export function createLazySession(nav: Nav): SessionHandle {
  return handleFor(async () => {
    const { createSessionActor } = await import('./session');
    const actor = createSessionActor(nav);
    actor.start();
    return actor;
  }, null);
}

/** A handle over an actor that already exists (tests, or a caller that created its own). */
export const loadedSession = (actor: SessionActor): SessionHandle => handleFor(() => Promise.resolve(actor), actor);

/** Loads the session when needed and resolves with its actor once restore has finished (the /admin guard waits on this). */
export async function sessionReady(session: SessionHandle | SessionActor): Promise<SessionActor> {
  const actor = 'load' in session ? await session.load() : session;
  await new Promise<void>((resolve) => {
    if (!actor.getSnapshot().matches('restoring')) return resolve();
    const sub = actor.subscribe((s) => {
      if (!s.matches('restoring')) {
        sub.unsubscribe();
        resolve();
      }
    });
  });
  return actor;
}
