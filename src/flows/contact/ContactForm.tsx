// The contact form on /contact, driven by the contactForm machine. The page shows the form in its first view; the machine
// (and xstate) loads when the visitor first focuses the form, and is then told what was typed meanwhile. Before that, or
// without JavaScript, the form posts to /contact and the server answers (server/pageForms.ts); a form it sent back
// with errors starts from what was typed, its errors listed at the top.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CONTACT_SUBJECTS } from '../../../contract/lists';
import { httpMessages } from '../../../contract/messages/http';
import type { ContactEvent, ContactFormMachine } from '../../../machines/contactForm';
import { type ContactValues, emptyContact } from '../../../machines/contactValues';
import { toStateKey } from '../../../machines/stateKey';
import { Button } from '../../components/Button';
import { ConsentLinks } from '../../components/ConsentLinks';
import { FormAlert, formGrid, SelectField, TextAreaField, TextField } from '../../components/Field';
import { contactCopy } from '../../i18n/contact';
import { PATH_PREFIX } from '../../i18n/lang';
import { useFormState } from '../../pageState';
import { Confirmation } from '../Confirmation';
import { FlowForm, fieldBinder } from '../FlowForm';
import * as s from '../flows.css';

type Running = typeof import('./contactActor');
type ContactActor = ReturnType<Running['startContactForm']>;
let running: Running | undefined;

/** Loads the machine; the form starts it at once when it has already loaded (tests load it before rendering). */
export const loadContactForm = (): Promise<Running> =>
  running ? Promise.resolve(running) : import('./contactActor').then((m) => (running = m));

const noSubscription = () => () => {};
const NO_ERRORS = {};
const EMPTY = emptyContact();
/** The form's anchor: the server's answer to a post opens at the form, not at the top of the page. */
export const CONTACT_FORM_ANCHOR = 'contact-form';
const idOf = (field: string) => `contact-${field}`;

/** What the visitor typed into the page's fields before the app took over: the browser keeps it in the fields. */
function typedInto(form: HTMLFormElement | null): Partial<ContactValues> {
  if (!form) return {};
  const typed: Record<string, string> = {};
  for (const [name, value] of new FormData(form)) if (name in EMPTY && typeof value === 'string') typed[name] = value;
  return typed as Partial<ContactValues>;
}

/** `logic`: the machine to run, by default the one with the real API; tests pass `contactFormMachine.provide({...})`. */
export function ContactForm({ logic }: { logic?: ContactFormMachine }) {
  const server = useFormState('contact');
  const [actor, setActor] = useState<ContactActor | null>(null);
  // The running machine as soon as it starts, for what the visitor does before the form renders with it.
  const live = useRef<ContactActor | null>(null);
  // Until the machine runs: what the visitor did, and the values it leaves in the fields.
  const sentBack: ContactValues = { ...EMPTY, ...(server?.values as Partial<ContactValues> | undefined) };
  const before = useRef<ContactEvent[]>(changesTo(sentBack));
  const [typed, setTyped] = useState<ContactValues>(sentBack);
  const formRef = useRef<HTMLFormElement>(null);
  // Text typed before the app adopted the page stays in the fields: it becomes the form's values, and the machine's.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read once, when the page is adopted
  useEffect(() => {
    const early = typedInto(formRef.current);
    const changed = changesTo(early).filter((e) => e.value !== typed[e.field]);
    if (changed.length === 0) return;
    setTyped((values) => ({ ...values, ...early }));
    before.current.push(...changed);
    reachedFor();
  }, []);
  const [wanted, setWanted] = useState(false);
  // The machine's code could not be fetched (the connection dropped): said in the form; the next try fetches it again.
  const [loadFailed, setLoadFailed] = useState(false);
  // Starts once: when the visitor first reaches for the form, or at once when the machine has already loaded; after
  // a failed fetch, again when the visitor next reaches for it.
  const start = (wanted || running !== undefined) && !loadFailed;
  useEffect(() => {
    if (!start) return;
    let stopped = false;
    let started: ContactActor | undefined;
    const run = (m: Running) => {
      if (stopped) return;
      started = m.startContactForm(logic, before.current);
      before.current = [];
      live.current = started;
      setActor(started);
    };
    if (running) run(running);
    else
      void loadContactForm().then(run, () => {
        if (stopped) return;
        // What was typed stays; a send that could not go is not replayed later behind the visitor's back.
        before.current = before.current.filter((e) => e.type !== 'form.submitted');
        setLoadFailed(true);
      });
    return () => {
      stopped = true;
      started?.stop();
      if (live.current === started) live.current = null;
    };
  }, [start, logic]);
  const subscribe = useCallback((changed: () => void) => (actor ? actor.subscribe(changed).unsubscribe : noSubscription()), [actor]);
  const snap = useSyncExternalStore(
    subscribe,
    () => actor?.getSnapshot(),
    () => undefined,
  );
  // The empty form back after the confirmation (its 5 seconds over, or asked for): its first field gets the focus the
  // confirmation had, so the visitor is not left at the top of the page.
  const confirmed = useRef(false);
  useEffect(() => {
    if (!snap) return;
    const shown = toStateKey<ContactFormMachine>(snap.value) === 'success';
    if (shown || !confirmed.current) {
      confirmed.current = shown;
      return;
    }
    confirmed.current = false;
    document.getElementById(idOf('name'))?.focus();
  });
  const send = (event: ContactEvent) => {
    if (event.type === 'field.changed') setTyped((values) => ({ ...values, [event.field]: event.value }));
    if (live.current) return live.current.send(event);
    before.current.push(event);
    reachedFor();
  };
  /** The visitor reached for the form: fetch the machine, again if the last fetch failed. */
  const reachedFor = () => {
    setWanted(true);
    setLoadFailed(false);
  };
  const key = snap ? toStateKey<ContactFormMachine>(snap.value) : 'editing.idle';
  const values = snap ? snap.context.values : typed;
  const errors = snap ? snap.context.errors : (server?.errors ?? NO_ERRORS);
  const failure = snap ? snap.context.failure : (server?.failure ?? null);
  const t = contactCopy;
  const submitting = key === 'submitting';
  const bind = fieldBinder(values, errors, send, idOf);
  // Sent: the confirmation takes the form's place (and the focus) for 5 seconds; the form keeps what was sent till then.
  if (key === 'success')
    return (
      <Confirmation title={t.successTitle} outcome="sent">
        <p className={s.paragraph}>{t.success}</p>
        <p className={s.paragraph}>{t.replyTo(values.email)}</p>
        <Button tone="outline" onClick={() => send({ type: 'form.reopened' })}>
          {t.another}
        </Button>
      </Confirmation>
    );
  return (
    <FlowForm
      ref={formRef}
      data-testid="contact-form"
      aria-label={t.formLabel}
      method="post"
      action={`${PATH_PREFIX}/contact#${CONTACT_FORM_ANCHOR}`}
      summary={snap || !server ? undefined : { errors: server.errors, idOf }}
      send={send}
      onFocus={reachedFor}
      errors={errors}
      submitting={submitting}
      alert={
        <>
          {key === 'editing.failed' && failure && <FormAlert tone="error">{failure}</FormAlert>}
          {loadFailed && <FormAlert tone="error">{httpMessages.network}</FormAlert>}
        </>
      }
    >
      <div className={formGrid}>
        <TextField label={t.name} {...bind('name')} required autoComplete="name" />
        <TextField label={t.email} {...bind('email')} type="email" inputMode="email" autoComplete="email" required />
        <TextField label={t.phone} hint={t.phoneHint} {...bind('phone')} type="tel" inputMode="tel" autoComplete="tel" />
        <SelectField
          label={t.subject}
          {...bind('subject')}
          required
          options={[{ value: '', label: t.chooseSubject }, ...CONTACT_SUBJECTS.map((v) => ({ value: v, label: t.subjects[v] }))]}
        />
      </div>
      <fieldset className={s.radioGroup}>
        <legend className={s.legend}>{t.contactType}</legend>
        <div className={s.radioRow}>
          {(['individual', 'organization'] as const).map((type) => (
            <label key={type} className={s.radioLabel}>
              <input
                type="radio"
                className={s.radio}
                name="contactType"
                value={type}
                checked={values.contactType === type}
                onChange={bind('contactType').onChange}
              />
              {t[type]}
            </label>
          ))}
        </div>
      </fieldset>
      {failure && !snap && server && <FormAlert tone="error">{failure}</FormAlert>}
      {values.contactType === 'organization' && (
        <TextField label={t.organizationName} {...bind('organization')} autoComplete="organization" required />
      )}
      <TextAreaField label={t.message} {...bind('message')} required rows={5} />
      <ConsentLinks words={t.consent} only="privacy" />
      <Button tone="primary" type="submit" block>
        {submitting ? t.submitting : t.submit}
      </Button>
    </FlowForm>
  );
}

/** The events that tell the machine the form's values: one per field that differs from an empty form. */
function changesTo(values: Partial<ContactValues>): Extract<ContactEvent, { type: 'field.changed' }>[] {
  return (Object.entries(values) as [keyof ContactValues, string][])
    .filter(([field, value]) => value !== EMPTY[field])
    .map(([field, value]) => ({ type: 'field.changed', field, value }) as Extract<ContactEvent, { type: 'field.changed' }>);
}
