// The door's effects: the ticket list and the scans waiting to be sent, kept on the phone in IndexedDB (one record per
// event), and the check-in calls to the API. Bound to the check-in machine once, here.
import { FetchError } from 'ofetch';
import { fromPromise } from 'xstate';
import type { CheckInRefused, DoorList } from '../../contract/assembly';
import { checkInMachine, type QueuedScan, type SavedList, type ScanResult } from '../../machines/checkIn';
import { api, dataOf, failureOf, send, toApiError } from '../api/client';
import { DOOR_DB } from './doorStorage';

const STORE = 'events';

type Stored = SavedList & { eventId: string };

let opening: Promise<IDBDatabase> | null = null;
const open = () =>
  (opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const req = indexedDB.open(DOOR_DB, 1);
    req.onupgradeneeded = () => req.result.createObjectStore(STORE, { keyPath: 'eventId' });
    req.onsuccess = () => {
      // Signing out deletes the database (forgetDoorData): let go of it at once, or the deletion waits for this page.
      req.result.onversionchange = () => {
        req.result.close();
        opening = null;
      };
      resolve(req.result);
    };
    req.onerror = () => {
      opening = null;
      reject(req.error);
    };
  }));

async function withStore<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T> | undefined): Promise<T | undefined> {
  const db = await open();
  return new Promise<T | undefined>((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const req = run(tx.objectStore(STORE));
    tx.oncomplete = () => resolve(req?.result);
    tx.onerror = () => reject(tx.error);
    tx.onabort = () => reject(tx.error);
  });
}

/** The event's list and queue as this phone kept them, or null. */
export const readSaved = async (eventId: string): Promise<SavedList | null> => {
  const stored = (await withStore<Stored | undefined>('readonly', (s) => s.get(eventId) as IDBRequest<Stored | undefined>)) ?? null;
  return stored ? { list: stored.list, savedAt: stored.savedAt, queue: stored.queue ?? [] } : null;
};

const write = (eventId: string, saved: SavedList) => withStore('readwrite', (s) => s.put({ eventId, ...saved } satisfies Stored));

/** Keeps a fresh list, with the queue the phone already holds (scans not yet sent stay). */
export async function keepList(eventId: string, list: DoorList, now = new Date()): Promise<SavedList> {
  const before = await readSaved(eventId).catch(() => null);
  const saved = { list, savedAt: now.toISOString(), queue: before?.queue ?? [] };
  await write(eventId, saved);
  return saved;
}

/** Writes the queue (and the list as this phone marked it). */
export async function keepQueue(eventId: string, queue: QueuedScan[], list: DoorList | null): Promise<void> {
  const before = await readSaved(eventId);
  const kept = list ?? before?.list;
  if (!kept) return;
  await write(eventId, { list: kept, savedAt: before?.savedAt ?? new Date().toISOString(), queue });
}

/** Drops a sent scan from the phone's queue. */
async function dropQueued(eventId: string, scan: QueuedScan) {
  const before = await readSaved(eventId);
  if (!before) return;
  const queue = before.queue.filter((q) => !(q.code === scan.code && q.scannedAt === scan.scannedAt));
  await write(eventId, { ...before, queue });
}

const door = api.admin.events[':id'];
const eventParam = (eventId: string) => ({ param: { id: encodeURIComponent(eventId) } });

export const fetchDoorList = (eventId: string, signal?: AbortSignal): Promise<DoorList> =>
  send(door['check-in'].$get(eventParam(eventId), { init: { signal } }));

/** One scan: 200 checked in, 409 refused (with why), 404 unknown; anything else (no answer, 5xx) throws. */
export async function sendScan(eventId: string, scan: QueuedScan, queued: boolean, signal?: AbortSignal): Promise<ScanResult> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw toApiError(new TypeError('offline'));
  try {
    const checkedIn = await dataOf(
      door['check-ins'].$post({ ...eventParam(eventId), json: queued ? scan : { code: scan.code } }, { init: { signal } }),
    );
    return { kind: 'checkedIn', ticket: checkedIn.ticket, count: checkedIn.count };
  } catch (err) {
    const status = err instanceof FetchError ? err.response?.status : undefined;
    if (status === 409) {
      const refused = err instanceof FetchError ? (failureOf(err) as CheckInRefused | undefined) : undefined;
      if (refused?.ticket) {
        return {
          kind: 'refused',
          refusal: refused.refusal,
          ticket: refused.ticket,
          count: refused.count,
          otherEvent: refused.otherEvent?.title,
        };
      }
    }
    if (status === 404) return { kind: 'unknown', code: scan.code };
    // A saved time the server will not take (a phone whose clock was wrong): the same answer every time, so it is a
    // conflict to show, not a scan to send again.
    if (status === 400 && queued) return { kind: 'rejected', code: scan.code, message: toApiError(err).message };
    throw toApiError(err);
  }
}

/** How long the door waits before trying the network again: the browser saying it is offline (no point trying
 * often), or online (the server missed an answer, or the list could not be kept: try again soon). */
export const RETRY_OFFLINE_MS = 15_000;
export const RETRY_ONLINE_MS = 3_000;
export const retryDelay = () => (typeof navigator !== 'undefined' && navigator.onLine === false ? RETRY_OFFLINE_MS : RETRY_ONLINE_MS);

/** The machine with the phone's storage, the API and the retry delay that follows the network. */
export const checkInLogic = checkInMachine.provide({
  delays: { retryDelay },
  actors: {
    loadList: fromPromise(async ({ input, signal }) => keepList(input.eventId, await fetchDoorList(input.eventId, signal))),
    loadSaved: fromPromise(({ input }) => readSaved(input.eventId)),
    checkIn: fromPromise(async ({ input, signal }) => {
      const result = await sendScan(input.eventId, input.scan, input.queued, signal);
      if (input.queued) await dropQueued(input.eventId, input.scan);
      return result;
    }),
    saveQueue: fromPromise(({ input }) => keepQueue(input.eventId, input.queue, input.list)),
  },
  actions: {
    keepList: ({ context }) => void keepQueue(context.eventId, context.queue, context.list).catch(() => undefined),
  },
});
