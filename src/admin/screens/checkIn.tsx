// The check-in screen at the door: pick the event, then scan or type ticket codes. The list is kept on the phone, so
// scans go on when the network drops (checked there, queued, sent when it is back).
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { type Actor, fromPromise } from 'xstate';
import type { DoorList, DoorTicket } from '../../../contract/assembly';
import { addisToday } from '../../../contract/dates';
import { createLoadMachine } from '../../../machines/adminLoad';
import type { checkInMachine, DoorAnswer, SyncConflict } from '../../../machines/checkIn';
import { type AdminEvent, adminApi } from '../../api/admin';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/Field';
import { longDate } from '../../format/dates';
import { adminCopy } from '../../i18n/admin';
import { keepOffline } from '../../offline';
import * as s from '../admin.css';
import { checkInLogic } from '../door';
import { DOOR_EVENT_KEY } from '../doorStorage';
import { PageHead } from '../ui';
import * as d from './checkIn.css';

const t = adminCopy.checkIn;
const REMEMBERED = DOOR_EVENT_KEY;

export const rememberedEvent = (): string | null => {
  try {
    return localStorage.getItem(REMEMBERED);
  } catch {
    return null;
  }
};
const remember = (id: string) => {
  try {
    localStorage.setItem(REMEMBERED, id);
  } catch {
    // Private mode: the choice is not remembered, the address still holds it.
  }
};

/** Today's and upcoming events first (soonest first), then past ones (latest first). */
export function doorOrder(events: AdminEvent[], today = addisToday()): AdminEvent[] {
  const upcoming = events.filter((e) => e.date >= today).sort((a, b) => a.date.localeCompare(b.date));
  const past = events.filter((e) => e.date < today).sort((a, b) => b.date.localeCompare(a.date));
  return [...upcoming, ...past];
}

/** The picker's groups: today's events, then the ones coming up (soonest first), then past ones (latest first). */
export function doorGroups(events: AdminEvent[], today = addisToday()): { label: string; events: AdminEvent[] }[] {
  const ordered = doorOrder(events, today);
  return [
    { label: t.today, events: ordered.filter((e) => e.date === today) },
    { label: t.upcoming, events: ordered.filter((e) => e.date > today) },
    { label: t.past, events: ordered.filter((e) => e.date < today) },
  ];
}

const eventsLogic = createLoadMachine<null, AdminEvent[]>({ id: 'doorEvents', fallback: () => [] }).provide({
  actors: {
    load: fromPromise(({ signal }) =>
      adminApi.list<AdminEvent>('events', { query: { page: 1, pageSize: 100, q: '' }, filters: {} }, signal).then((p) => p.items),
    ),
  },
});

type DoorLogic = typeof checkInMachine;
type DoorEvent = DoorList['event'];

/** An event as the picker names it: its title and its date. */
const eventLabel = (e: { title: string; date: string }) => `${e.title} (${longDate(e.date)})`;
type DoorActor = Actor<DoorLogic>;

/** The whole screen: the event picker and, once an event is chosen, the door for it. */
export function CheckInView({
  eventId,
  onPick,
  events = eventsLogic,
  logic = checkInLogic,
}: {
  eventId: string | undefined;
  onPick: (id: string) => void;
  events?: typeof eventsLogic;
  logic?: DoorLogic;
}) {
  const loader = useActorRef(events, { input: { params: null } });
  const list = useSelector(loader, (snap) => snap.context.data ?? []);
  const ordered = doorOrder(list);
  const groups = doorGroups(list);
  const [doorEvent, setDoorEvent] = useState<DoorEvent | null>(null);
  useEffect(() => {
    if (eventId) remember(eventId);
  }, [eventId]);
  useEffect(() => {
    void keepScreenOffline();
  }, []);
  return (
    <div className={d.door}>
      <PageHead title={t.title} intro={t.intro} />
      <label className={s.filter}>
        {t.chooseEvent}
        <select className={s.input} value={eventId ?? ''} onChange={(e) => e.target.value && onPick(e.target.value)}>
          <option value="">{t.pickEvent}</option>
          {/* Offline the events cannot be listed: the door's saved list names its event. */}
          {eventId && !ordered.some((e) => e.id === eventId) && (
            <option value={eventId}>{doorEvent?.id === eventId ? eventLabel(doorEvent) : t.chosenEvent}</option>
          )}
          {groups.map(
            (g) =>
              g.events.length > 0 && (
                <optgroup key={g.label} label={g.label}>
                  {g.events.map((e) => (
                    <option key={e.id} value={e.id}>
                      {eventLabel(e)}
                    </option>
                  ))}
                </optgroup>
              ),
          )}
        </select>
      </label>
      {eventId && <Door key={eventId} eventId={eventId} logic={logic} onEvent={setDoorEvent} />}
    </div>
  );
}

/** The door for one event. */
export function Door({
  eventId,
  logic = checkInLogic,
  onEvent,
}: {
  eventId: string;
  logic?: DoorLogic;
  /** Told the event once its list (from the server or this phone) is there. */
  onEvent?: (event: DoorEvent) => void;
}) {
  const actor = useActorRef(logic, { input: { eventId } });
  useNetworkEvents(actor);
  const event = useSelector(actor, (snap) => snap.context.list?.event ?? null);
  useEffect(() => {
    if (event) onEvent?.(event);
  }, [event, onEvent]);
  // The top state: loading, loadingSaved, unavailable, online, offline, syncing or conflict.
  const state = useSelector(actor, (snap) => (typeof snap.value === 'string' ? snap.value : Object.keys(snap.value)[0]!));
  // Offline, or the network dropped while a scan was with the server (its answer still awaited).
  const offline = useSelector(actor, (snap) => snap.matches('offline') || snap.matches({ online: { checking: 'dropped' } }));
  const checking = useSelector(actor, (snap) => snap.matches({ online: 'checking' }) || snap.matches({ offline: 'saving' }));
  const answer = useSelector(actor, (snap) => snap.context.answer);
  const showAnswer = useSelector(actor, (snap) => snap.matches({ online: 'answer' }) || snap.matches({ offline: 'answer' }));
  const count = useSelector(actor, (snap) => snap.context.count);
  const savedAt = useSelector(actor, (snap) => snap.context.savedAt);
  const notSeated = useSelector(actor, (snap) => snap.context.list?.tickets.filter((x) => x.status !== 'confirmed').length ?? 0);
  const title = useSelector(actor, (snap) => snap.context.list?.event.title);
  const pending = useSelector(actor, (snap) => snap.context.queue.length);
  const sent = useSelector(actor, (snap) => snap.context.sent);
  const conflicts = useSelector(actor, (snap) => (snap.matches('conflict') ? snap.context.conflicts : []));
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const answerBox = useRef<HTMLDivElement>(null);
  const [sound, setSound] = useSoundChoice();
  const soundOn = useRef(sound);
  soundOn.current = sound;
  // Each new answer is brought to the top of what is visible (the phone's keyboard covers the lower half) and is
  // felt and heard: the person at the door looks at the guest, not at the screen.
  useEffect(() => {
    if (!showAnswer || !answer) return;
    answerBox.current?.scrollIntoView?.({ block: 'start' });
    signal(answer.kind === 'checkedIn', soundOn.current);
  }, [answer, showAnswer]);

  const submit = (value: string) => {
    if (!value.trim()) return;
    actor.send({ type: 'code.submitted', input: value, at: new Date().toISOString() });
    setCode('');
    input.current?.focus();
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    submit(code);
  };

  if (state === 'loading' || state === 'loadingSaved') return <p className={s.muted}>{t.loadingList}</p>;
  if (state === 'unavailable')
    return (
      <>
        <FormAlert tone="error">{t.noList}</FormAlert>
        <Button onClick={() => actor.send({ type: 'list.retried' })}>{t.retry}</Button>
      </>
    );
  const ready = state === 'online' || state === 'offline' || state === 'conflict';
  return (
    <>
      <div className={d.status} aria-live="polite" data-testid="door-status">
        {title && <strong>{title}</strong>}
        <p className={d.count} data-testid="door-count">
          {t.count(count.checkedIn, count.expected)}
        </p>
        {offline ? (
          <span className={d.network.offline}>{t.offline}</span>
        ) : state === 'syncing' ? (
          <span>{t.syncing}</span>
        ) : (
          <span className={d.network.online}>{t.online}</span>
        )}
        {pending > 0 && <span data-testid="door-pending">{t.pending(pending)}</span>}
        {state !== 'syncing' && sent > 0 && <span data-testid="door-sent">{t.sent(sent)}</span>}
      </div>
      {conflicts.length > 0 && <Conflicts conflicts={conflicts} onDismiss={() => actor.send({ type: 'conflicts.dismissed' })} />}
      {/* The answer sits right above the input, so the answer and the next code fit above the phone's keyboard. */}
      {showAnswer && answer && (
        <div ref={answerBox} className={d.answerBox}>
          <Answer answer={answer} />
        </div>
      )}
      <form className={d.codeForm} onSubmit={onSubmit} noValidate>
        <label htmlFor="door-code">{t.codeLabel}</label>
        <input
          id="door-code"
          ref={input}
          className={d.codeInput}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          enterKeyHint="go"
          aria-describedby="door-code-hint"
          disabled={!ready && !showAnswer}
        />
        <span id="door-code-hint" className={s.muted}>
          {t.codeHint}
        </span>
        <div className={d.buttons}>
          <Button type="submit" size="lg" disabled={checking || state === 'syncing'}>
            {checking ? t.checking : t.check}
          </Button>
          <Scanner onCode={submit} />
        </div>
      </form>
      {showAnswer && answer && (
        <Button tone="outline" onClick={() => actor.send({ type: 'answer.dismissed' })}>
          {t.next}
        </Button>
      )}
      <label className={d.sound}>
        <input type="checkbox" checked={sound} onChange={(e) => setSound(e.target.checked)} /> {t.sound}
      </label>
      {savedAt && (
        <p className={s.muted} data-testid="door-saved">
          {t.listSaved(count.expected, t.time(savedAt))}
          {notSeated > 0 && (
            <>
              <br />
              {t.notSeated(notSeated)}
            </>
          )}
        </p>
      )}
    </>
  );
}

const SOUND_KEY = 'eca-door-sound';

/** Whether the door beeps: on unless this phone turned it off. */
function useSoundChoice(): [boolean, (on: boolean) => void] {
  const [on, setOn] = useState(() => {
    try {
      return localStorage.getItem(SOUND_KEY) !== 'off';
    } catch {
      return true;
    }
  });
  const choose = (value: boolean) => {
    setOn(value);
    try {
      localStorage.setItem(SOUND_KEY, value ? 'on' : 'off');
    } catch {
      // Private mode: the choice lasts until the page closes.
    }
  };
  return [on, choose];
}

let audio: AudioContext | null = null;

/**
 * A welcome is one short vibration and a high beep; anything else two vibrations and a low double beep. Phones without
 * vibration or sound (or a browser that refuses them) show the answer only.
 */
export function signal(welcome: boolean, sound: boolean) {
  try {
    navigator.vibrate?.(welcome ? 120 : [150, 80, 150]);
  } catch {
    // Vibration refused (an iframe, a setting): the answer is on the screen.
  }
  if (!sound) return;
  try {
    const Ctx = globalThis.AudioContext ?? (globalThis as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!Ctx) return;
    audio ??= new Ctx();
    void audio.resume();
    const beeps = welcome
      ? [{ at: 0, hz: 1320 }]
      : [
          { at: 0, hz: 330 },
          { at: 0.2, hz: 330 },
        ];
    for (const { at, hz } of beeps) {
      const osc = audio.createOscillator();
      const gain = audio.createGain();
      osc.frequency.value = hz;
      gain.gain.value = 0.15;
      osc.connect(gain).connect(audio.destination);
      const start = audio.currentTime + at;
      osc.start(start);
      osc.stop(start + 0.15);
    }
  } catch {
    // No audio on this browser: the answer is on the screen.
  }
}

/** Tells the machine when the browser goes offline or comes back. */
function useNetworkEvents(actor: DoorActor) {
  useEffect(() => {
    const online = () => actor.send({ type: 'network.online' });
    const offline = () => actor.send({ type: 'network.offline' });
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  }, [actor]);
}

const refusalText = (answer: Extract<DoorAnswer, { kind: 'refused' }>) => {
  switch (answer.refusal) {
    case 'alreadyCheckedIn':
      return answer.ticket.checkedInAt ? t.alreadyIn(t.time(answer.ticket.checkedInAt), answer.ticket.checkedInBy) : t.unknownCode;
    case 'cancelled':
      return t.cancelled;
    case 'waitlisted':
      return t.waitlisted;
    case 'otherEvent':
      return t.otherEvent(answer.otherEvent);
  }
};

/** The person a ticket lets in: the one who registered, or a further person by the name given ("Guest 2" else). */
export const holderOf = (ticket: DoorTicket) => (ticket.position > 1 ? ticket.guestName || t.guest(ticket.position) : ticket.name);

/** The answer to a scan, full width in large type: green for a welcome, red for anything else. */
export function Answer({ answer }: { answer: DoorAnswer }) {
  if (answer.kind === 'checkedIn')
    return (
      <output className={d.answer.yes} data-testid="door-answer" data-answer="yes">
        <p className={d.answerHead}>✓ {holderOf(answer.ticket)}</p>
        {answer.ticket.organization && <p className={d.answerLine}>{answer.ticket.organization}</p>}
        {answer.ticket.position > 1 && <p className={d.answerLine}>{t.groupOf(answer.ticket.name)}</p>}
        <p className={d.answerLine}>{t.attendees(answer.ticket.attendees)}</p>
        {answer.saved && <p className={d.saved}>{t.savedOnPhone}</p>}
      </output>
    );
  if (answer.kind === 'refused')
    return (
      <output className={d.answer.no} data-testid="door-answer" data-answer="no">
        <p className={d.answerHead}>✗ {refusalText(answer)}</p>
        <p className={d.answerLine}>{holderOf(answer.ticket)}</p>
      </output>
    );
  return (
    <output className={d.answer.no} data-testid="door-answer" data-answer="no">
      <p className={d.answerHead}>✗ {t.unknownCode}</p>
      <p className={d.answerLine}>{answer.code}</p>
      {answer.saved && <p className={d.saved}>{t.unknownSaved}</p>}
    </output>
  );
}

const conflictText = ({ result }: SyncConflict) => {
  if (result.kind === 'unknown') return t.conflictUnknown;
  if (result.kind === 'rejected') return result.message;
  if (result.refusal === 'alreadyCheckedIn' && result.ticket.checkedInAt)
    return t.conflictEarlier(t.time(result.ticket.checkedInAt), result.ticket.checkedInBy);
  return refusalText({ ...result, saved: false });
};

function Conflicts({ conflicts, onDismiss }: { conflicts: SyncConflict[]; onDismiss: () => void }) {
  return (
    <section className={d.conflicts} aria-labelledby="door-conflicts" data-testid="door-conflicts">
      <h2 id="door-conflicts" className={s.panelTitle}>
        {t.conflictsTitle}
      </h2>
      <ul className={d.conflictList}>
        {conflicts.map((c) => (
          <li key={`${c.scan.code}-${c.scan.scannedAt}`}>
            <strong>{c.result.kind === 'unknown' || c.result.kind === 'rejected' ? c.scan.code : holderOf(c.result.ticket)}</strong>:{' '}
            {conflictText(c)}
          </li>
        ))}
      </ul>
      <Button size="sm" onClick={onDismiss}>
        {t.dismiss}
      </Button>
    </section>
  );
}

/**
 * Keeps this screen (its page and the files it loaded) on the phone, so a reload without the network opens it again.
 * Where the camera will need the JavaScript decoder, it is loaded first, so it is kept too.
 */
async function keepScreenOffline() {
  if (!('BarcodeDetector' in globalThis)) await import('jsqr').catch(() => undefined);
  await keepOffline();
}

type Detector = { detect(source: CanvasImageSource): Promise<{ rawValue: string }[]> };
type DetectorClass = new (opts: { formats: string[] }) => Detector;

/**
 * The camera: the browser's BarcodeDetector where it has one, else the jsQR decoder, loaded only when the camera is
 * opened on this screen. The same code read again within a few seconds is not sent twice.
 */
function Scanner({ onCode }: { onCode: (code: string) => void }) {
  const [on, setOn] = useState(false);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const latest = useRef(onCode);
  latest.current = onCode;
  useEffect(() => {
    if (!on) return;
    let stopped = false;
    let stream: MediaStream | null = null;
    let last = { code: '', at: 0 };
    const found = (code: string) => {
      const now = Date.now();
      if (code === last.code && now - last.at < 3000) return;
      last = { code, at: now };
      latest.current(code);
    };
    (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
        const el = video.current!;
        el.srcObject = stream;
        await el.play();
        const Native = (globalThis as { BarcodeDetector?: DetectorClass }).BarcodeDetector;
        const detect = Native ? nativeDetector(new Native({ formats: ['qr_code'] })) : await jsqrDetector();
        while (!stopped) {
          const code = await detect(el).catch(() => null);
          if (code) found(code);
          await new Promise((r) => setTimeout(r, 200));
        }
      } catch {
        if (!stopped) {
          setFailed(true);
          setOn(false);
        }
      }
    })();
    return () => {
      stopped = true;
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, [on]);
  return (
    <>
      <Button
        tone="outline"
        size="lg"
        onClick={() => {
          setFailed(false);
          setOn(!on);
        }}
      >
        {on ? t.stopScan : t.scan}
      </Button>
      {on && <video ref={video} className={d.video} playsInline muted />}
      {failed && (
        <div className={d.wide}>
          <FormAlert tone="error">{t.cameraFailed}</FormAlert>
        </div>
      )}
    </>
  );
}

const nativeDetector = (detector: Detector) => async (el: HTMLVideoElement) => (await detector.detect(el))[0]?.rawValue ?? null;

async function jsqrDetector() {
  const { default: jsQR } = await import('jsqr');
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d', { willReadFrequently: true })!;
  return async (el: HTMLVideoElement) => {
    const w = el.videoWidth;
    const h = el.videoHeight;
    if (!w || !h) return null;
    canvas.width = w;
    canvas.height = h;
    ctx.drawImage(el, 0, 0, w, h);
    const image = ctx.getImageData(0, 0, w, h);
    return jsQR(image.data, w, h, { inversionAttempts: 'dontInvert' })?.data ?? null;
  };
}
