// The door: check tickets in on a phone that may lose its network. Opening loads the event's ticket list and keeps it
// on the device; a scan goes to the server while online, and is checked against the kept list and queued on the device
// while offline. Back online, the queue is sent in order (each scan with when it was made), then the list is reloaded;
// scans the server settled otherwise (another phone first, a code it does not know) are shown as conflicts.
import { assign, fromPromise, setup, stateIn } from 'xstate';
import type { CheckInRefusal, DoorCount, DoorList, DoorTicket } from '../contract/assembly';
import { normalizeTicketCode } from '../contract/assembly';

/**
 * A scan kept on the device until the server has it, with the server's time of the list it was checked against
 * (`listAt`): the server refuses a saved time from before the phone had its list (a phone clock gone wrong).
 */
export type QueuedScan = { code: string; scannedAt: string; listAt?: string };

/** What the screen shows after a scan. `saved`: checked against the list on this phone and waiting to be sent. */
export type DoorAnswer =
  | { kind: 'checkedIn'; ticket: DoorTicket; saved: boolean }
  | { kind: 'refused'; refusal: CheckInRefusal; ticket: DoorTicket; otherEvent?: string; saved: boolean }
  | { kind: 'unknown'; code: string; saved: boolean };

/** The server's word on one scan: the same shapes as the check-in route's 200, 409 and 404. */
export type ScanResult =
  | { kind: 'checkedIn'; ticket: DoorTicket; count: DoorCount }
  | { kind: 'refused'; refusal: CheckInRefusal; ticket: DoorTicket; count: DoorCount; otherEvent?: string }
  | { kind: 'unknown'; code: string }
  /** A queued scan whose saved time the server would not take (400: the phone's clock was wrong), with its reason. */
  | { kind: 'rejected'; code: string; message: string };

/**
 * A queued scan the server did not check in: already checked in by someone else first, or refused, or unknown, or its
 * time rejected. Each leaves the queue: sending it again would get the same answer.
 */
export type SyncConflict = { scan: QueuedScan; result: Exclude<ScanResult, { kind: 'checkedIn' }> };

/** The list as the device holds it, with when it was saved there. */
export type SavedList = { list: DoorList; savedAt: string; queue: QueuedScan[] };

export type CheckInInput = { eventId: string };
export type CheckInContext = {
  eventId: string;
  list: DoorList | null;
  savedAt: string | null;
  count: DoorCount;
  queue: QueuedScan[];
  /** The code being checked (normalized). */
  code: string;
  scannedAt: string;
  answer: DoorAnswer | null;
  conflicts: SyncConflict[];
  /** Scans sent by the last sync (its tries after a cut-short one included). */
  sent: number;
};
export type CheckInEvent =
  | { type: 'code.submitted'; input: string; at: string }
  | { type: 'answer.dismissed' }
  | { type: 'network.online' }
  | { type: 'network.offline' }
  | { type: 'conflicts.dismissed' }
  | { type: 'list.retried' };

const notProvided = async (): Promise<never> => {
  throw new Error('effect not provided to the check-in machine');
};

/** The ticket of a code in the list, by its normalized code. */
const ticketOf = (list: DoorList | null, code: string) => list?.tickets.find((t) => t.code === code);

/** The answer the list on the device gives for a scan, as the server would give it. */
export function checkLocally(list: DoorList | null, code: string, queue: QueuedScan[]): DoorAnswer {
  const ticket = ticketOf(list, code);
  if (!ticket) return { kind: 'unknown', code, saved: !queue.some((q) => q.code === code) };
  if (ticket.status !== 'confirmed') return { kind: 'refused', refusal: ticket.status, ticket, saved: false };
  if (ticket.checkedInAt) return { kind: 'refused', refusal: 'alreadyCheckedIn', ticket, saved: false };
  // Scanned on this phone already, its scan still waiting to be sent (the list was saved before it).
  const queued = queue.find((q) => q.code === code);
  if (queued) return { kind: 'refused', refusal: 'alreadyCheckedIn', ticket: { ...ticket, checkedInAt: queued.scannedAt }, saved: false };
  return { kind: 'checkedIn', ticket, saved: true };
}

/** The list with the ticket marked checked in on this phone at `at`. */
const markLocally = (list: DoorList, code: string, at: string): DoorList => ({
  ...list,
  tickets: list.tickets.map((t) => (t.code === code ? { ...t, checkedInAt: at, checkedInBy: null } : t)),
});

/** The server checked this scan in, now or when an earlier send of it got through without its answer. */
export const isOwnScan = (scan: QueuedScan | undefined, result: ScanResult): boolean =>
  result.kind === 'checkedIn' ||
  (result.kind === 'refused' &&
    result.refusal === 'alreadyCheckedIn' &&
    scan !== undefined &&
    result.ticket.checkedInAt !== null &&
    Date.parse(result.ticket.checkedInAt) === Date.parse(scan.scannedAt));

const answerOf = (result: Exclude<ScanResult, { kind: 'rejected' }>): DoorAnswer => ({ ...result, saved: false });

export const checkInMachine = setup({
  types: {
    context: {} as CheckInContext,
    events: {} as CheckInEvent,
    input: {} as CheckInInput,
  },
  actors: {
    /** Fetches the door list and keeps it on the device (with the queue the device holds). */
    loadList: fromPromise<SavedList, CheckInInput>(notProvided),
    /** The list and queue the device kept, or null when it holds none for this event. */
    loadSaved: fromPromise<SavedList | null, CheckInInput>(notProvided),
    /** One scan to the server (200, 409 or 404); rejects when there is no answer. A queued scan leaves the device's
     * queue once answered. */
    checkIn: fromPromise<ScanResult, { eventId: string; scan: QueuedScan; queued: boolean }>(notProvided),
    /** Keeps the queue (and the list as this phone marked it) on the device. */
    saveQueue: fromPromise<void, { eventId: string; queue: QueuedScan[]; list: DoorList | null }>(notProvided),
  },
  guards: {
    hasQueue: ({ context }) => context.queue.length > 0,
    isCode: ({ event }) => event.type === 'code.submitted' && normalizeTicketCode(event.input) !== null,
    hasConflicts: ({ context }) => context.conflicts.length > 0,
    /** The queued scan was settled as not this phone's check-in (a refusal naming this very scan is a resend of it). */
    isConflict: ({ context, event }) => !isOwnScan(context.queue[0], (event as unknown as { output: ScanResult }).output),
  },
  actions: {
    takeCode: assign(({ event }) =>
      event.type === 'code.submitted' ? { code: normalizeTicketCode(event.input) ?? '', scannedAt: event.at, answer: null } : {},
    ),
    /** A typed text that cannot be a code is answered at once, as an unknown code, and never sent. */
    answerNotACode: assign(({ event }) =>
      event.type === 'code.submitted' ? { answer: { kind: 'unknown', code: event.input.trim(), saved: false } as DoorAnswer } : {},
    ),
    takeList: assign((_, saved: SavedList) => ({
      list: saved.list,
      savedAt: saved.savedAt,
      count: saved.list.count,
      queue: saved.queue,
    })),
    /**
     * Checks the scan against the device's list; a check-in or an unknown code joins the queue. A scan queued begins
     * the next batch to sync: what the last sync sent and found is then done with, as a scan in the conflict state
     * dismisses its conflicts.
     */
    checkOffline: assign(({ context }) => {
      const answer = checkLocally(context.list, context.code, context.queue);
      if (!answer.saved) return { answer };
      const scan: QueuedScan = { code: context.code, scannedAt: context.scannedAt };
      if (context.list) scan.listAt = context.list.at;
      const batch = { queue: [...context.queue, scan], conflicts: [], sent: 0 };
      if (answer.kind !== 'checkedIn' || !context.list) return { answer, ...batch };
      const count = { ...context.count, checkedIn: context.count.checkedIn + answer.ticket.seats };
      return { answer, ...batch, count, list: { ...markLocally(context.list, context.code, context.scannedAt), count } };
    }),
    /** The server's answer, its count, and its word on the ticket written into the list, so the list on the phone
     * knows what this phone checked in online when the network drops later. */
    takeAnswer: assign(({ context, event }) => {
      const result = (event as unknown as { output: ScanResult }).output;
      // An online scan carries no saved time, so the server never rejects its time: shown as an unknown code if it did.
      if (result.kind === 'rejected') return { answer: { kind: 'unknown', code: result.code, saved: false } as DoorAnswer };
      if (result.kind === 'unknown') return { answer: answerOf(result) };
      const known = context.list?.tickets.some((t) => t.code === result.ticket.code);
      const list = context.list && {
        ...context.list,
        count: result.count,
        tickets: known
          ? context.list.tickets.map((t) => (t.code === result.ticket.code ? result.ticket : t))
          : result.kind === 'refused' && result.refusal === 'otherEvent'
            ? context.list.tickets
            : [...context.list.tickets, result.ticket],
      };
      return { answer: answerOf(result), count: result.count, list };
    }),
    /** Writes the list (and the queue) to the phone without waiting: the screen provides it. */
    keepList: () => {},
  },
  delays: { retryDelay: 15_000 },
}).createMachine({
  id: 'checkIn',
  context: ({ input }) => ({
    eventId: input.eventId,
    list: null,
    savedAt: null,
    count: { checkedIn: 0, expected: 0 },
    queue: [],
    code: '',
    scannedAt: '',
    answer: null,
    conflicts: [],
    sent: 0,
  }),
  initial: 'loading',
  states: {
    loading: {
      invoke: {
        id: 'loadList',
        src: 'loadList',
        input: ({ context }) => ({ eventId: context.eventId }),
        onDone: [
          {
            guard: ({ event }) => event.output.queue.length > 0,
            target: 'syncing',
            actions: { type: 'takeList', params: ({ event }) => event.output },
          },
          { target: 'online', actions: { type: 'takeList', params: ({ event }) => event.output } },
        ],
        onError: 'loadingSaved',
      },
    },
    /** No network on opening: the list this phone kept, if it kept one. */
    loadingSaved: {
      invoke: {
        id: 'loadSaved',
        src: 'loadSaved',
        input: ({ context }) => ({ eventId: context.eventId }),
        onDone: [
          {
            guard: ({ event }) => event.output !== null,
            target: 'offline',
            actions: { type: 'takeList', params: ({ event }) => event.output! },
          },
          { target: 'unavailable' },
        ],
        onError: 'unavailable',
      },
    },
    /** Neither the network nor a list on the device: nothing can be checked. */
    unavailable: {
      on: { 'list.retried': 'loading', 'network.online': 'loading' },
      after: { retryDelay: 'loading' },
    },
    online: {
      initial: 'ready',
      on: { 'network.offline': '#checkIn.offline' },
      states: {
        ready: {
          on: {
            'code.submitted': [
              { guard: 'isCode', target: 'checking', actions: 'takeCode' },
              { target: 'answer', actions: 'answerNotACode' },
            ],
          },
        },
        checking: {
          // The scan is not dropped when the network goes: the request ends either way (answered, or failed and then
          // queued on the phone), and the door goes offline after it. Leaving now would lose the scan.
          initial: 'connected',
          on: { 'network.offline': '.dropped', 'network.online': '.connected' },
          states: {
            connected: {},
            /** The browser went offline with the request still open: shown as offline until the request ends. */
            dropped: {},
          },
          invoke: {
            id: 'checkIn',
            src: 'checkIn',
            input: ({ context }) => ({
              eventId: context.eventId,
              scan: { code: context.code, scannedAt: context.scannedAt },
              queued: false,
            }),
            onDone: [
              {
                guard: stateIn('#checkIn.online.checking.dropped'),
                target: '#checkIn.offline.answer',
                actions: ['takeAnswer', 'keepList'],
              },
              { target: 'answer', actions: ['takeAnswer', 'keepList'] },
            ],
            // No answer from the server (no network, or the server down): checked on the device and queued.
            onError: { target: '#checkIn.offline.saving', actions: 'checkOffline' },
          },
        },
        answer: {
          on: {
            'code.submitted': [
              { guard: 'isCode', target: 'checking', actions: 'takeCode' },
              { target: 'answer', reenter: true, actions: 'answerNotACode' },
            ],
            'answer.dismissed': 'ready',
          },
        },
      },
    },
    offline: {
      initial: 'ready',
      on: { 'network.online': 'syncing' },
      // Tries the network again now and then: the browser's online event does not come on every network.
      after: { retryDelay: { target: 'syncing' } },
      states: {
        ready: {
          on: {
            'code.submitted': [
              { guard: 'isCode', target: 'saving', actions: ['takeCode', 'checkOffline'] },
              { target: 'answer', actions: 'answerNotACode' },
            ],
          },
        },
        /** The queue and the list as marked go to the device before the answer shows. */
        saving: {
          invoke: {
            id: 'saveQueue',
            src: 'saveQueue',
            input: ({ context }) => ({ eventId: context.eventId, queue: context.queue, list: context.list }),
            onDone: 'answer',
            onError: 'answer',
          },
        },
        answer: {
          on: {
            'code.submitted': [
              { guard: 'isCode', target: 'saving', actions: ['takeCode', 'checkOffline'] },
              { target: 'answer', reenter: true, actions: 'answerNotACode' },
            ],
            'answer.dismissed': 'ready',
          },
        },
      },
    },
    /** Sends the queue in order, the oldest scan first; each one answered leaves the queue. */
    syncing: {
      // No reset here: a sync cut short (the list not reloaded) and tried again is the same sync, and must not drop
      // what the first try sent and found. The next scan queued begins a new batch (checkOffline).
      initial: 'next',
      states: {
        /** The next scan in the queue, or the list once the queue is empty. */
        next: {
          always: [{ guard: 'hasQueue', target: 'sending' }, { target: 'reloading' }],
        },
        sending: {
          invoke: {
            id: 'sendScan',
            src: 'checkIn',
            input: ({ context }) => ({ eventId: context.eventId, scan: context.queue[0]!, queued: true }),
            onDone: [
              {
                guard: 'isConflict',
                target: 'next',
                actions: assign(({ context, event }) => ({
                  queue: context.queue.slice(1),
                  conflicts: [...context.conflicts, { scan: context.queue[0]!, result: event.output as SyncConflict['result'] }],
                })),
              },
              {
                target: 'next',
                actions: assign(({ context }) => ({ queue: context.queue.slice(1), sent: context.sent + 1 })),
              },
            ],
            onError: { target: '#checkIn.offline' },
          },
        },
        /** The fresh list from the server, with every phone's check-ins, kept on the device again. */
        reloading: {
          invoke: {
            id: 'reloadList',
            src: 'loadList',
            input: ({ context }) => ({ eventId: context.eventId }),
            onDone: [
              {
                guard: 'hasConflicts',
                target: '#checkIn.conflict',
                actions: { type: 'takeList', params: ({ event, context }) => ({ ...event.output, queue: context.queue }) },
              },
              {
                target: '#checkIn.online',
                actions: { type: 'takeList', params: ({ event, context }) => ({ ...event.output, queue: context.queue }) },
              },
            ],
            onError: '#checkIn.offline',
          },
        },
      },
    },
    /** Scans the server settled otherwise, shown until staff have read them. */
    conflict: {
      on: {
        'conflicts.dismissed': { target: 'online', actions: assign({ conflicts: [] }) },
        'network.offline': 'offline',
        'code.submitted': [
          { guard: 'isCode', target: 'online.checking', actions: ['takeCode', assign({ conflicts: [] })] },
          { target: 'online.answer', actions: ['answerNotACode', assign({ conflicts: [] })] },
        ],
      },
    },
  },
});

export type CheckInState = 'loading' | 'loadingSaved' | 'unavailable' | 'online' | 'offline' | 'syncing' | 'conflict';
