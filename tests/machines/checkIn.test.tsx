// Model-based tests of the door's check-in machine: every shortest path (loading the list or falling back to the one on
// the phone, checking online, checking and queueing offline, syncing the queue, conflicts from syncing, the retry
// timer) is replayed on the check-in screen, which must show in each state what the door staff need: the count, the
// list saved on the phone, online or offline, the answer in large type, the scans waiting and the conflicts.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import type { DoorList, DoorTicket } from '../../contract/assembly';
import { checkInMachine, checkLocally, isOwnScan, type QueuedScan, type SavedList, type ScanResult } from '../../machines/checkIn';
import { toStateKey } from '../../machines/form';
import { checkInLogic, RETRY_OFFLINE_MS, RETRY_ONLINE_MS } from '../../src/admin/door';
import { Door, holderOf } from '../../src/admin/screens/checkIn';
import { admin as en } from '../../src/i18n/en/admin';
import { describePath, onePathPerView, pendingEffect, type StateChecks, testModel, visitedKeys } from './model';

const t = en.checkIn;
const EVENT = '7b0e6c1e-2f0a-4c53-9a55-0d6f3f1f5a01';
const RETRY = 'xstate.after.retryDelay.checkIn.offline';

const ticket = (code: string, name: string, extra: Partial<DoorTicket> = {}): DoorTicket => ({
  code,
  registrationId: '0e3a1c52-6d1b-4a8e-9a52-1f3c2b4d5e6f',
  name,
  organization: 'Cassava Growers of Sidama',
  attendees: '2',
  seats: 1,
  position: 1,
  guestName: null,
  status: 'confirmed',
  checkedInAt: null,
  checkedInBy: null,
  ...extra,
});
const A = 'K7QF2M9XHB4RT8WZ';
const CANCELLED = 'AAAABBBBCCCCDDDD';
const NOT_LISTED = 'ZZZZYYYYXXXXWWWW';
const abebe = ticket(A, 'Abebe Kebede');
const hana = ticket(CANCELLED, 'Hana Tesfaye', { status: 'cancelled' });
const list: DoorList = {
  event: {
    id: EVENT,
    title: 'Annual Assembly',
    date: '2030-05-01',
    time: '9:00 AM',
    location: 'ICT Park',
  },
  tickets: [abebe, hana],
  count: { checkedIn: 10, expected: 320 },
  at: '2030-05-01T06:00:00.000Z',
};
const saved: SavedList = { list, savedAt: '2030-05-01T06:12:00.000Z', queue: [] };
const queuedBefore: SavedList = { ...saved, queue: [{ code: A, scannedAt: '2030-05-01T06:30:00.000Z' }] };
const fresh: SavedList = { ...saved, list: { ...list, count: { checkedIn: 14, expected: 320 } }, savedAt: '2030-05-01T07:00:00.000Z' };

// 09:40 in Addis Ababa, by Sara on another phone.
const earlier = ticket(A, 'Abebe Kebede', { checkedInAt: '2030-05-01T06:40:00.000Z', checkedInBy: 'Sara Alemu' });
const results = {
  welcome: {
    kind: 'checkedIn',
    ticket: { ...abebe, checkedInAt: '2030-05-01T06:50:00.000Z', checkedInBy: 'Me' },
    count: { checkedIn: 12, expected: 320 },
  },
  already: { kind: 'refused', refusal: 'alreadyCheckedIn', ticket: earlier, count: { checkedIn: 12, expected: 320 } },
  unknown: { kind: 'unknown', code: NOT_LISTED },
} satisfies Record<string, ScanResult>;

const submitted = (input: string) => ({ type: 'code.submitted', input, at: '2030-05-01T06:45:00.000Z' }) as const;
const events = [
  { type: 'xstate.done.actor.loadList', output: saved },
  { type: 'xstate.done.actor.loadList', output: queuedBefore },
  { type: 'xstate.error.actor.loadList', error: { message: 'Network error' } },
  { type: 'xstate.done.actor.loadSaved', output: saved },
  { type: 'xstate.done.actor.loadSaved', output: null },
  { type: 'list.retried' },
  submitted('k7qf-2m9x-hb4r-t8wz'),
  submitted(CANCELLED),
  submitted(NOT_LISTED),
  submitted('hello'),
  { type: 'xstate.done.actor.checkIn', output: results.welcome },
  { type: 'xstate.done.actor.checkIn', output: results.already },
  { type: 'xstate.done.actor.checkIn', output: results.unknown },
  { type: 'xstate.error.actor.checkIn', error: { message: 'Network error' } },
  { type: 'xstate.done.actor.saveQueue', output: undefined },
  { type: 'answer.dismissed' },
  { type: 'network.offline' },
  { type: 'network.online' },
  { type: RETRY },
  { type: 'xstate.done.actor.sendScan', output: results.welcome },
  { type: 'xstate.done.actor.sendScan', output: results.already },
  { type: 'xstate.error.actor.sendScan', error: { message: 'Network error' } },
  { type: 'xstate.done.actor.reloadList', output: fresh },
  { type: 'xstate.error.actor.reloadList', error: { message: 'Network error' } },
  { type: 'conflicts.dismissed' },
] as const;

type Snap = SnapshotFrom<typeof checkInMachine>;

const { model } = testModel(checkInMachine, {
  input: { eventId: EVENT },
  // The whole context: a state stands for every path to it, so its checks must hold for each.
  serializeState: (state) => {
    const { value, context: c } = state as Snap;
    return JSON.stringify([value, c]);
  },
  events: (state) => events.filter((e) => (state as Snap).can(e as never)) as never,
});
// The shortest path to each distinct screen: the state, the answer, whether scans wait, conflicts, scans sent.
const paths = onePathPerView(model.getShortestPaths(), (path) => {
  const c = (path.state as Snap).context;
  return JSON.stringify([path.state.value, c.answer?.kind, c.answer?.saved, c.queue.length > 0, c.conflicts.length > 0, c.sent > 0]);
});

describe('check-in machine (model-based, replayed on the door screen)', () => {
  beforeEach(() => {
    // The scans are made at 09:45 in Addis Ababa, as the model's events say.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], shouldAdvanceTime: true });
    vi.setSystemTime(new Date('2030-05-01T06:45:00.000Z'));
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('covers loading, online, offline, syncing and conflict', () => {
    expect(visitedKeys(paths)).toEqual(
      [
        'conflict',
        'loading',
        'loadingSaved',
        'offline.answer',
        'offline.ready',
        'offline.saving',
        'online.answer',
        'online.checking.connected',
        'online.checking.dropped',
        'online.ready',
        'syncing.reloading',
        'syncing.sending',
        'unavailable',
      ].sort(),
    );
  });

  for (const path of paths) {
    it(describePath(path), async () => {
      const loadList = pendingEffect<SavedList, { eventId: string }>('latest');
      const loadSaved = pendingEffect<SavedList | null, { eventId: string }>('latest');
      const checkIn = pendingEffect<ScanResult, { eventId: string; scan: QueuedScan; queued: boolean }>('latest');
      const saveQueue = pendingEffect<void, { eventId: string; queue: QueuedScan[]; list: DoorList | null }>('latest');
      const logic = checkInMachine.provide({
        actors: { loadList: loadList.logic, loadSaved: loadSaved.logic, checkIn: checkIn.logic, saveQueue: saveQueue.logic },
      });
      render(<Door eventId={EVENT} logic={logic} />);
      const visited = new Set<string>();
      const settle =
        (effect: { resolve(o: never): Promise<void>; reject(e: unknown): Promise<void> }) =>
        async ({ event }: { event: { type: string } }) => {
          if (event.type.startsWith('xstate.done')) await effect.resolve((event as unknown as { output: never }).output);
          else await effect.reject((event as unknown as { error: unknown }).error);
        };
      const status = () => screen.getByTestId('door-status');
      const common = async (s: Snap) => {
        visited.add(toStateKey(s.value));
        await waitFor(() =>
          expect(screen.getByTestId('door-count')).toHaveTextContent(t.count(s.context.count.checkedIn, s.context.count.expected)),
        );
        // The saved list names the same people as the count; tickets without a seat are named apart.
        const saved = screen.getByTestId('door-saved');
        expect(saved).toHaveTextContent(t.listSaved(s.context.count.expected, t.time(s.context.savedAt!)));
        const notSeated = s.context.list!.tickets.filter((x) => x.status !== 'confirmed').length;
        if (notSeated > 0) expect(saved).toHaveTextContent(t.notSeated(notSeated));
        else expect(saved).not.toHaveTextContent(t.notSeated(0).split(':')[0]!);
        if (s.context.queue.length > 0) expect(screen.getByTestId('door-pending')).toHaveTextContent(t.pending(s.context.queue.length));
        else expect(screen.queryByTestId('door-pending')).toBeNull();
      };
      const answerShown = async (s: Snap) => {
        const answer = await screen.findByTestId('door-answer');
        const a = s.context.answer!;
        if (a.kind === 'checkedIn') {
          expect(answer).toHaveAttribute('data-answer', 'yes');
          expect(answer).toHaveTextContent(`✓ ${a.ticket.name}`);
          expect(answer).toHaveTextContent(a.ticket.organization);
          expect(answer).toHaveTextContent(t.attendees(a.ticket.attendees));
        } else expect(answer).toHaveAttribute('data-answer', 'no');
        if (a.kind === 'refused' && a.refusal === 'alreadyCheckedIn')
          expect(answer).toHaveTextContent(`✗ ${t.alreadyIn(t.time(a.ticket.checkedInAt!), a.ticket.checkedInBy)}`);
        if (a.kind === 'refused' && a.refusal === 'cancelled') expect(answer).toHaveTextContent(`✗ ${t.cancelled}`);
        if (a.kind === 'unknown') expect(answer).toHaveTextContent(`✗ ${t.unknownCode}`);
        if (a.saved) expect(answer).toHaveTextContent(a.kind === 'unknown' ? t.unknownSaved : t.savedOnPhone);
        else expect(answer).not.toHaveTextContent(t.savedOnPhone);
      };
      const noAnswer = () => expect(screen.queryByTestId('door-answer')).toBeNull();
      const checkButton = (name: string) => screen.getByRole('button', { name });
      const online = async (s: Snap) => {
        await common(s);
        expect(status()).toHaveTextContent(t.online);
        expect(status()).not.toHaveTextContent(t.offline);
      };
      const offline = async (s: Snap) => {
        await common(s);
        expect(status()).toHaveTextContent(t.offline);
      };
      /** The scan is with the server: the button waits, and the request is the typed code as a live scan. */
      const checkingScan = async (s: Snap) => {
        await waitFor(() => expect(checkButton(t.checking)).toBeDisabled());
        expect(checkIn.calls.at(-1)).toEqual({
          eventId: EVENT,
          scan: { code: s.context.code, scannedAt: expect.any(String) },
          queued: false,
        });
      };
      const checks = {
        loading: async (s) => {
          visited.add(toStateKey(s.value));
          expect(await screen.findByText(t.loadingList)).toBeInTheDocument();
          expect(loadList.calls.at(-1)).toEqual({ eventId: EVENT });
        },
        loadingSaved: async (s) => {
          visited.add(toStateKey(s.value));
          expect(await screen.findByText(t.loadingList)).toBeInTheDocument();
          expect(loadSaved.calls.at(-1)).toEqual({ eventId: EVENT });
        },
        unavailable: async (s) => {
          visited.add(toStateKey(s.value));
          expect(await screen.findByText(t.noList)).toBeInTheDocument();
          expect(screen.getByRole('button', { name: t.retry })).toBeEnabled();
        },
        'online.ready': async (s) => {
          await online(s);
          noAnswer();
          expect(checkButton(t.check)).toBeEnabled();
          if (s.context.sent > 0) expect(screen.getByTestId('door-sent')).toHaveTextContent(t.sent(s.context.sent));
        },
        'online.checking.connected': async (s) => {
          await online(s);
          await checkingScan(s);
        },
        // The network dropped while the scan was with the server: offline, the scan still being checked.
        'online.checking.dropped': async (s) => {
          await offline(s);
          await checkingScan(s);
        },
        'online.answer': async (s) => {
          await online(s);
          await answerShown(s);
        },
        'offline.ready': async (s) => {
          await offline(s);
          noAnswer();
        },
        'offline.saving': async (s) => {
          await offline(s);
          await waitFor(() => expect(checkButton(t.checking)).toBeDisabled());
          expect(saveQueue.calls.at(-1)?.queue.map((q) => q.code)).toEqual(s.context.queue.map((q) => q.code));
        },
        'offline.answer': async (s) => {
          await offline(s);
          await answerShown(s);
        },
        'syncing.sending': async (s) => {
          await common(s);
          expect(status()).toHaveTextContent(t.syncing);
          // The oldest scan first, with when it was scanned.
          expect(checkIn.calls.at(-1)).toEqual({
            eventId: EVENT,
            scan: {
              code: s.context.queue[0]!.code,
              scannedAt: expect.any(String),
              ...(s.context.queue[0]!.listAt ? { listAt: list.at } : {}),
            },
            queued: true,
          });
        },
        // Passed through at once: the next scan to send, or the reload once none is left.
        'syncing.next': async () => {
          throw new Error('syncing.next is never a resting state');
        },
        'syncing.reloading': async (s) => {
          await common(s);
          expect(status()).toHaveTextContent(t.syncing);
          expect(loadList.calls.at(-1)).toEqual({ eventId: EVENT });
        },
        conflict: async (s) => {
          await common(s);
          const box = await screen.findByTestId('door-conflicts');
          expect(box).toHaveTextContent(t.conflictsTitle);
          // Sara's phone scanned first, at 09:40.
          expect(box).toHaveTextContent(`Abebe Kebede: ${t.conflictEarlier('09:40', 'Sara Alemu')}`);
        },
      } satisfies StateChecks<typeof checkInMachine, undefined> as Record<string, (s: Snap) => Promise<void>>;

      const type = async (input: string) => {
        fireEvent.change(screen.getByLabelText(t.codeLabel), { target: { value: input } });
        await act(async () => fireEvent.submit(screen.getByLabelText(t.codeLabel).closest('form')!));
      };
      await path.test({
        states: Object.fromEntries(Object.entries(checks).map(([k, f]) => [k, (s: unknown) => f(s as Snap)])),
        events: {
          'xstate.done.actor.loadList': settle(loadList),
          'xstate.error.actor.loadList': settle(loadList),
          'xstate.done.actor.reloadList': settle(loadList),
          'xstate.error.actor.reloadList': settle(loadList),
          'xstate.done.actor.loadSaved': settle(loadSaved),
          'xstate.done.actor.checkIn': settle(checkIn),
          'xstate.error.actor.checkIn': settle(checkIn),
          'xstate.done.actor.sendScan': settle(checkIn),
          'xstate.error.actor.sendScan': settle(checkIn),
          'xstate.done.actor.saveQueue': settle(saveQueue),
          'list.retried': () => fireEvent.click(screen.getByRole('button', { name: t.retry })),
          'code.submitted': ({ event }: { event: unknown }) => type((event as { input: string }).input),
          'answer.dismissed': () => fireEvent.click(screen.getByRole('button', { name: t.next })),
          'conflicts.dismissed': () => fireEvent.click(screen.getByRole('button', { name: t.dismiss })),
          'network.offline': () => act(() => void window.dispatchEvent(new Event('offline'))),
          'network.online': () => act(() => void window.dispatchEvent(new Event('online'))),
          [RETRY]: () => act(() => void vi.advanceTimersByTime(15_000)),
        } as never,
      });
      expect(visited.has(toStateKey(path.state.value))).toBe(true);
    });
  }
});

describe('the list on the phone answers as the server would', () => {
  it('welcomes a confirmed ticket and queues it; refuses cancelled and already checked in; queues an unknown code once', () => {
    expect(checkLocally(list, A, [])).toMatchObject({ kind: 'checkedIn', saved: true });
    expect(checkLocally(list, CANCELLED, [])).toMatchObject({ kind: 'refused', refusal: 'cancelled', saved: false });
    expect(checkLocally({ ...list, tickets: [earlier] }, A, [])).toMatchObject({ kind: 'refused', refusal: 'alreadyCheckedIn' });
    expect(checkLocally(list, NOT_LISTED, [])).toMatchObject({ kind: 'unknown', saved: true });
    expect(checkLocally(list, NOT_LISTED, [{ code: NOT_LISTED, scannedAt: '2030-05-01T06:00:00Z' }])).toMatchObject({ saved: false });
  });

  it('takes a refusal naming the very scan sent (a resend after a lost answer) as this phone’s own check-in', () => {
    const scan = { code: A, scannedAt: '2030-05-01T06:40:00.000Z' };
    expect(isOwnScan(scan, results.already)).toBe(true);
    expect(isOwnScan({ ...scan, scannedAt: '2030-05-01T06:41:00.000Z' }, results.already)).toBe(false);
    expect(isOwnScan(scan, results.unknown)).toBe(false);
  });
});

describe('a group’s tickets on the phone: one per person', () => {
  it('offline, checks in each person of a group once, by their own code, the count moving by one each', async () => {
    const group = ['GGGG000011112222', 'GGGG000011113333', 'GGGG000011114444'].map((code, i) =>
      ticket(code, 'Abebe Kebede', { attendees: '3', position: i + 1, guestName: i === 1 ? 'Almaz Bekele' : null }),
    );
    const groupList: SavedList = { ...saved, list: { ...list, tickets: [...group, hana], count: { checkedIn: 0, expected: 3 } } };
    const actor = createActor(
      checkInMachine.provide({
        actors: {
          loadList: fromPromise(async (): Promise<SavedList> => {
            throw new Error('offline');
          }),
          loadSaved: fromPromise(async (): Promise<SavedList | null> => groupList),
          checkIn: fromPromise(async (): Promise<ScanResult> => {
            throw new Error('offline');
          }),
          saveQueue: fromPromise(async (): Promise<void> => {}),
        },
      }),
      { input: { eventId: EVENT } },
    ).start();
    await waitFor(() => expect(actor.getSnapshot().value).toEqual({ offline: 'ready' }));
    for (const [i, t] of group.entries()) {
      actor.send(submitted(t.code));
      await waitFor(() => expect(actor.getSnapshot().context.answer).toMatchObject({ kind: 'checkedIn', saved: true }));
      expect(actor.getSnapshot().context.answer).toMatchObject({ ticket: { code: t.code, position: i + 1 } });
      expect(actor.getSnapshot().context.count.checkedIn).toBe(i + 1);
      actor.send({ type: 'answer.dismissed' });
      // The same person again: already in, on this phone.
      actor.send(submitted(t.code));
      await waitFor(() => expect(actor.getSnapshot().context.answer).toMatchObject({ kind: 'refused', refusal: 'alreadyCheckedIn' }));
      actor.send({ type: 'answer.dismissed' });
    }
    expect(actor.getSnapshot().context.count).toEqual({ checkedIn: 3, expected: 3 });
    expect(actor.getSnapshot().context.queue.map((q) => q.code)).toEqual(group.map((t) => t.code));
    actor.stop();
  });

  it('names the person on the answer: the one who registered, a further person by name, or "Guest 3"', () => {
    expect(holderOf(ticket(A, 'Abebe Kebede'))).toBe('Abebe Kebede');
    expect(holderOf(ticket(A, 'Abebe Kebede', { position: 2, guestName: 'Almaz Bekele' }))).toBe('Almaz Bekele');
    expect(holderOf(ticket(A, 'Abebe Kebede', { position: 3 }))).toBe(t.guest(3));
  });
});

describe('the retry timer (the online event does not come on every network)', () => {
  afterEach(() => vi.useRealTimers());

  it('offline, tries to send the queue again every 15 s; with no network it stays offline and tries again', async () => {
    vi.useFakeTimers();
    let online = false;
    const sent: QueuedScan[] = [];
    const actor = createActor(
      checkInMachine.provide({
        actors: {
          loadList: fromPromise(async () => {
            if (!online) throw new Error('offline');
            return fresh;
          }),
          loadSaved: fromPromise(async (): Promise<SavedList | null> => saved),
          checkIn: fromPromise(async ({ input }) => {
            if (!online) throw new Error('offline');
            sent.push(input.scan);
            return results.welcome;
          }),
          saveQueue: fromPromise(async (): Promise<void> => {}),
        },
      }),
      { input: { eventId: EVENT } },
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toEqual({ offline: 'ready' });
    actor.send(submitted(A));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.queue).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(sent).toEqual([]);
    // The first try finds no network: still offline, the scan still waiting.
    await vi.advanceTimersByTimeAsync(1);
    expect(actor.getSnapshot().matches('offline')).toBe(true);
    expect(actor.getSnapshot().context.queue).toHaveLength(1);
    online = true;
    await vi.advanceTimersByTimeAsync(15_000);
    expect(sent.map((s) => s.code)).toEqual([A]);
    expect(actor.getSnapshot().value).toEqual({ online: 'ready' });
    expect(actor.getSnapshot().context).toMatchObject({ queue: [], sent: 1, count: fresh.list.count });
    actor.stop();
  });
});

describe('a queued scan whose saved time the server rejects (a phone clock gone wrong)', () => {
  it('carries the time of the list it was checked against; a rejection is a conflict with its reason, and leaves the queue', async () => {
    vi.useFakeTimers();
    let online = false;
    const sent: QueuedScan[] = [];
    const actor = createActor(
      checkInMachine.provide({
        actors: {
          loadList: fromPromise(async () => {
            if (!online) throw new Error('offline');
            return fresh;
          }),
          loadSaved: fromPromise(async (): Promise<SavedList | null> => saved),
          checkIn: fromPromise(async ({ input }): Promise<ScanResult> => {
            if (!online) throw new Error('offline');
            sent.push(input.scan);
            return { kind: 'rejected', code: input.scan.code, message: 'The scan time is before the list was fetched.' };
          }),
          saveQueue: fromPromise(async (): Promise<void> => {}),
        },
      }),
      { input: { eventId: EVENT } },
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send(submitted(A));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context.queue).toEqual([{ code: A, scannedAt: expect.any(String), listAt: saved.list.at }]);
    online = true;
    actor.send({ type: 'network.online' });
    await vi.advanceTimersByTimeAsync(0);
    expect(sent).toEqual([{ code: A, scannedAt: expect.any(String), listAt: saved.list.at }]);
    const after = actor.getSnapshot();
    expect(after.context.queue).toEqual([]);
    expect(after.context.conflicts).toEqual([
      { scan: sent[0], result: { kind: 'rejected', code: A, message: 'The scan time is before the list was fetched.' } },
    ]);
    // Not sent again on the next try.
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sent).toHaveLength(1);
    actor.stop();
    vi.useRealTimers();
  });
});

describe('the network dropping while a scan is with the server', () => {
  const settled = () => new Promise((r) => setTimeout(r, 0));
  /** The door online with Abebe's scan sent and its request still open; settle it with `answer` or `fail`. */
  async function scanInFlight() {
    let settle: { resolve(r: ScanResult): void; reject(e: Error): void } = { resolve: () => {}, reject: () => {} };
    const request = new Promise<ScanResult>((resolve, reject) => {
      settle = { resolve, reject };
    });
    const actor = createActor(
      checkInMachine.provide({
        actors: {
          loadList: fromPromise(async () => saved),
          loadSaved: fromPromise(async (): Promise<SavedList | null> => saved),
          checkIn: fromPromise(() => request),
          saveQueue: fromPromise(async (): Promise<void> => {}),
        },
      }),
      { input: { eventId: EVENT } },
    ).start();
    await settled();
    actor.send(submitted(A));
    expect(actor.getSnapshot().value).toEqual({ online: { checking: 'connected' } });
    const done = async () => {
      await settled();
      await settled();
      return actor.getSnapshot();
    };
    return {
      actor,
      answer: (r: ScanResult) => {
        settle.resolve(r);
        return done();
      },
      fail: () => {
        settle.reject(new Error('Network error'));
        return done();
      },
    };
  }

  it('keeps the scan: the failed request queues it on the phone, and the door is offline', async () => {
    const { actor, fail } = await scanInFlight();
    // The browser's offline event comes before the request's failure: the scan is still being checked.
    actor.send({ type: 'network.offline' });
    expect(actor.getSnapshot().value).toEqual({ online: { checking: 'dropped' } });
    const after = await fail();
    expect(after.matches('offline')).toBe(true);
    expect(after.context.queue.map((q) => q.code)).toEqual([A]);
    expect(after.context.answer).toMatchObject({ kind: 'checkedIn', saved: true });
    actor.stop();
  });

  it('takes the server’s answer when it still came, then is offline', async () => {
    const { actor, answer } = await scanInFlight();
    actor.send({ type: 'network.offline' });
    const after = await answer(results.welcome);
    expect(after.value).toEqual({ offline: 'answer' });
    expect(after.context).toMatchObject({ queue: [], count: results.welcome.count });
    expect(after.context.answer).toMatchObject({ kind: 'checkedIn', saved: false });
    actor.stop();
  });

  it('back before the answer: online as before', async () => {
    const { actor, answer } = await scanInFlight();
    actor.send({ type: 'network.offline' });
    actor.send({ type: 'network.online' });
    expect((await answer(results.welcome)).value).toEqual({ online: 'answer' });
    actor.stop();
  });
});

describe('the door’s retry follows the network (src/admin/door.ts)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** The bound door with no list from the server and none on the phone: it shows "no list" and retries. */
  function unavailableDoor() {
    let loads = 0;
    const actor = createActor(
      checkInLogic.provide({
        actors: {
          loadList: fromPromise(async (): Promise<SavedList> => {
            loads++;
            throw new Error('no answer');
          }),
          loadSaved: fromPromise(async (): Promise<SavedList | null> => null),
        },
      }),
      { input: { eventId: EVENT } },
    ).start();
    return { actor, loads: () => loads };
  }

  it('online (the server missed an answer), tries again after 3 s', async () => {
    vi.useFakeTimers();
    const { actor, loads } = unavailableDoor();
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('unavailable');
    await vi.advanceTimersByTimeAsync(RETRY_ONLINE_MS - 1);
    expect(loads()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(loads()).toBe(2);
    actor.stop();
  });

  it('with the browser offline, waits 15 s', async () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { actor, loads } = unavailableDoor();
    await vi.advanceTimersByTimeAsync(RETRY_ONLINE_MS);
    expect(loads()).toBe(1);
    await vi.advanceTimersByTimeAsync(RETRY_OFFLINE_MS - RETRY_ONLINE_MS);
    expect(loads()).toBe(2);
    actor.stop();
  });
});

describe('a sync cut short after a conflict', () => {
  afterEach(() => vi.useRealTimers());

  /** The door offline with Abebe's scan queued; its sync is answered with `result`, and the first list reload fails. */
  async function cutShort(result: ScanResult) {
    vi.useFakeTimers();
    let online = false;
    let reloads = 0;
    const actor = createActor(
      checkInMachine.provide({
        actors: {
          loadList: fromPromise(async () => {
            if (!online) throw new Error('offline');
            reloads++;
            if (reloads === 1) throw new Error('Network error');
            return fresh;
          }),
          loadSaved: fromPromise(async (): Promise<SavedList | null> => saved),
          checkIn: fromPromise(async (): Promise<ScanResult> => {
            if (!online) throw new Error('offline');
            return result;
          }),
          saveQueue: fromPromise(async (): Promise<void> => {}),
        },
      }),
      { input: { eventId: EVENT } },
    ).start();
    await vi.advanceTimersByTimeAsync(0);
    actor.send(submitted(A));
    await vi.advanceTimersByTimeAsync(0);
    online = true;
    actor.send({ type: 'network.online' });
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().matches('offline')).toBe(true);
    return { actor, reloads: () => reloads };
  }

  it('keeps the conflict through the retry until staff dismiss it', async () => {
    const { actor, reloads } = await cutShort({ kind: 'unknown', code: A });
    expect(actor.getSnapshot().context.conflicts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(reloads()).toBe(2);
    expect(actor.getSnapshot().value).toBe('conflict');
    expect(actor.getSnapshot().context.conflicts.map((c) => c.scan.code)).toEqual([A]);
    actor.send({ type: 'conflicts.dismissed' });
    expect(actor.getSnapshot().context.conflicts).toEqual([]);
    actor.stop();
  });

  it('counts what the first try sent once the retry ends the sync', async () => {
    const { actor } = await cutShort(results.welcome);
    expect(actor.getSnapshot().context.sent).toBe(1);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(actor.getSnapshot().value).toEqual({ online: 'ready' });
    expect(actor.getSnapshot().context.sent).toBe(1);
    actor.stop();
  });

  it('begins a new batch with the next scan queued: the last sync’s conflicts and count are done with', async () => {
    const { actor } = await cutShort({ kind: 'unknown', code: A });
    // A code not on the list joins the queue too (the server will say what it is).
    actor.send(submitted(NOT_LISTED));
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().context).toMatchObject({ conflicts: [], sent: 0 });
    expect(actor.getSnapshot().context.queue).toHaveLength(1);
    actor.stop();
  });
});
