// The contact form on /contact, driven by the contactForm machine. The page shows the form in its first view; the machine
// (and xstate) loads when the visitor first focuses the form, and is then told what was typed meanwhile.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { CONTACT_SUBJECTS } from '../../../contract/contact';
import { httpMessages } from '../../../contract/messages/http';
import type { ContactEvent, ContactFormMachine } from '../../../machines/contactForm';
import { type ContactValues, emptyContact } from '../../../machines/contactValues';
import { toStateKey } from '../../../machines/form';
import { Button } from '../../components/Button';
import { FormAlert, formGrid, SelectField, TextAreaField, TextField } from '../../components/Field';
import { contactCopy } from '../../i18n/contact';
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

/** `logic`: the machine to run, by default the one with the real API; tests pass `contactFormMachine.provide({...})`. */
export function ContactForm({ logic }: { logic?: ContactFormMachine }) {
  const [actor, setActor] = useState<ContactActor | null>(null);
  // The running machine as soon as it starts, for what the visitor does before the form renders with it.
  const live = useRef<ContactActor | null>(null);
  // Until the machine runs: what the visitor did, and the values it leaves in the fields.
  const before = useRef<ContactEvent[]>([]);
  const [typed, setTyped] = useState<ContactValues>(emptyContact);
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
  const errors = snap ? snap.context.errors : NO_ERRORS;
  const failure = snap ? snap.context.failure : null;
  const t = contactCopy;
  const submitting = key === 'submitting';
  const bind = fieldBinder(values, errors, send);
  return (
    <FlowForm
      data-testid="contact-form"
      aria-label={t.formLabel}
      send={send}
      onFocus={reachedFor}
      errors={errors}
      submitting={submitting}
      alert={
        <>
          <div aria-live="polite">{key === 'success' && <FormAlert tone="success">{t.success}</FormAlert>}</div>
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
      {values.contactType === 'organization' && (
        <TextField label={t.organizationName} {...bind('organization')} autoComplete="organization" required />
      )}
      <TextAreaField label={t.message} {...bind('message')} required rows={5} />
      <Button tone="primary" type="submit" block>
        {submitting ? t.submitting : t.submit}
      </Button>
    </FlowForm>
  );
}
