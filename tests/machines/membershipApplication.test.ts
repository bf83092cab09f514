// The membershipApplication machine on its own: file rules, the upload actor's progress, failure, retry, reopen.
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, fromPromise, waitFor } from 'xstate';
import { messages } from '../../contract/messages';
import { contactFailureMessage } from '../../machines/contactForm';
import { registrationFailureMessage } from '../../machines/eventRegistration';
import { toStateKey } from '../../machines/form';
import {
  type ApplicationValues,
  type MembershipEvent,
  membershipApplicationMachine,
  receiptProblem,
  type UploadInput,
} from '../../machines/membershipApplication';

const MB = 1024 * 1024;
const FILLED: ApplicationValues = {
  firstName: 'Almaz',
  lastName: 'Bekele',
  email: 'almaz@example.org',
  phone: '0911 234 567',
  company: 'Farm',
  address: 'Kebele 4',
  city: 'Hawassa',
  message: '',
  terms: true,
  listInDirectory: false,
};

describe('receiptProblem', () => {
  it.each([
    [{ name: 'r.jpg', size: 10, type: 'image/jpeg' }, null],
    [{ name: 'R.JPEG', size: 10, type: 'image/jpeg' }, null],
    [{ name: 'r.png', size: 10, type: 'image/png' }, null],
    [{ name: 'r.pdf', size: 5 * MB, type: 'application/pdf' }, null],
    [{ name: 'r.pdf', size: 5 * MB + 1, type: 'application/pdf' }, messages.membership.receiptTooLarge],
    [{ name: 'r.gif', size: 10, type: 'image/gif' }, messages.membership.receiptWrongType],
    [{ name: 'r.png', size: 10, type: 'text/html' }, messages.membership.receiptWrongType],
    [{ name: 'receipt', size: 10, type: '' }, messages.membership.receiptWrongType],
    [null, messages.membership.receiptMissing],
  ])('%j → %s', (file, expected) => {
    expect(receiptProblem(file)).toBe(expected);
  });
});

function start(
  opts: { submit?: () => Promise<{ id: string }>; upload?: (input: UploadInput, send: (e: MembershipEvent) => void) => () => void } = {},
) {
  const uploads: UploadInput[] = [];
  const actor = createActor(
    membershipApplicationMachine.provide({
      actors: {
        submitApplication: fromPromise(opts.submit ?? (async () => ({ id: 'app-1' }))),
        uploadReceipt: fromCallback<MembershipEvent, UploadInput>(({ input, sendBack }) => {
          uploads.push(input);
          return opts.upload?.(input, sendBack) ?? (() => {});
        }),
      },
    }),
    { input: { membershipType: 'exporter' } },
  ).start();
  const key = () => toStateKey(actor.getSnapshot().value as never);
  const fill = () => {
    for (const [field, value] of Object.entries(FILLED))
      actor.send({ type: 'field.changed', field: field as keyof ApplicationValues, value });
  };
  /** Opens the dialog, sends a filled form and waits for the application to be stored. */
  const apply = async () => {
    actor.send({ type: 'dialog.opened' });
    fill();
    actor.send({ type: 'form.submitted' });
    await waitFor(actor, (s) => s.matches({ open: 'submitted' }));
  };
  return { actor, key, fill, apply, uploads };
}

describe('membershipApplication machine', () => {
  it('submits with the plan, keeps the id, uploads with progress and completes', async () => {
    let send: (e: MembershipEvent) => void = () => {};
    const m = start({
      upload: (_i, s) => {
        send = s;
        return () => {};
      },
    });
    m.actor.send({ type: 'dialog.opened' });
    m.fill();
    m.actor.send({ type: 'form.submitted' });
    expect(m.key()).toBe('open.submitting');
    await waitFor(m.actor, (s) => s.matches({ open: 'submitted' }));
    expect(m.actor.getSnapshot().context.applicationId).toBe('app-1');
    m.actor.send({ type: 'receipt.selected', file: { name: 'r.png', size: 4 * MB, type: 'image/png' } });
    m.actor.send({ type: 'receipt.submitted' });
    expect(m.key()).toBe('open.submitted.uploading');
    expect(m.uploads[0]).toMatchObject({ applicationId: 'app-1', file: { name: 'r.png' } });
    expect(m.actor.getSnapshot().context.progress).toEqual({ loaded: 0, total: 4 * MB });
    for (const loaded of [1 * MB, 2 * MB, 4 * MB]) {
      send({ type: 'receipt.progressed', loaded, total: 4 * MB });
      expect(m.actor.getSnapshot().context.progress.loaded).toBe(loaded);
    }
    send({ type: 'receipt.uploaded' });
    expect(m.key()).toBe('open.done');
  });

  it('a failed upload can be retried; a new choice is checked again', async () => {
    const sends: ((e: MembershipEvent) => void)[] = [];
    const m = start({
      upload: (_i, s) => {
        sends.push(s);
        return () => {};
      },
    });
    await m.apply();
    m.actor.send({ type: 'receipt.selected', file: { name: 'r.pdf', size: 100, type: 'application/pdf' } });
    m.actor.send({ type: 'receipt.submitted' });
    sends[0]!({ type: 'receipt.failed' });
    expect(m.key()).toBe('open.submitted.failed');
    m.actor.send({ type: 'receipt.submitted' });
    expect(m.key()).toBe('open.submitted.uploading');
    expect(m.uploads).toHaveLength(2);
    sends[1]!({ type: 'receipt.failed' });
    m.actor.send({ type: 'receipt.selected', file: { name: 'r.exe', size: 100, type: 'application/octet-stream' } });
    expect(m.key()).toBe('open.submitted.idle');
    expect(m.actor.getSnapshot().context.receiptError).toBe(messages.membership.receiptWrongType);
    m.actor.send({ type: 'receipt.submitted' });
    expect(m.key()).toBe('open.submitted.idle');
    expect(m.uploads).toHaveLength(2);
  });

  it('closing mid-upload stops the upload actor; reopening starts a blank form for the same plan', async () => {
    let stopped = false;
    const m = start({
      upload: () => () => {
        stopped = true;
      },
    });
    await m.apply();
    m.actor.send({ type: 'receipt.selected', file: { name: 'r.png', size: 100, type: 'image/png' } });
    m.actor.send({ type: 'receipt.submitted' });
    m.actor.send({ type: 'dialog.closed' });
    expect(stopped).toBe(true);
    m.actor.send({ type: 'dialog.opened' });
    const ctx = m.actor.getSnapshot().context;
    expect(m.key()).toBe('open.form.editing');
    expect(ctx).toMatchObject({ membershipType: 'exporter', applicationId: null, file: null, errors: {} });
    expect(ctx.values.firstName).toBe('');
  });

  it('a failed submit keeps the answers and shows server field errors', async () => {
    const m = start({
      submit: async () => {
        throw { serverMessage: 'Please correct the highlighted fields.', fields: { email: 'Please enter a valid email address' } };
      },
    });
    m.actor.send({ type: 'dialog.opened' });
    m.fill();
    m.actor.send({ type: 'form.submitted' });
    await waitFor(m.actor, (s) => s.matches({ open: { form: 'failed' } }));
    expect(m.actor.getSnapshot().context.errors).toEqual({ email: 'Please enter a valid email address' });
    expect(m.actor.getSnapshot().context.values.city).toBe('Hawassa');
  });

  it('an invalid form does not submit and lists every problem', () => {
    const m = start();
    m.actor.send({ type: 'dialog.opened' });
    m.actor.send({ type: 'form.submitted' });
    expect(m.key()).toBe('open.form.editing');
    expect(Object.keys(m.actor.getSnapshot().context.errors).sort()).toEqual(
      ['address', 'city', 'company', 'email', 'firstName', 'lastName', 'phone', 'terms'].sort(),
    );
    m.actor.send({ type: 'field.changed', field: 'city', value: 'Adama' });
    expect(m.actor.getSnapshot().context.errors.city).toBeUndefined();
  });
});

describe('failure messages', () => {
  it("use the server's error, else the flow's fallback", () => {
    expect(registrationFailureMessage({ serverMessage: messages.events.tooManySeats })).toBe(messages.events.tooManySeats);
    expect(registrationFailureMessage({})).toBe(messages.events.registrationFailed);
    expect(registrationFailureMessage(undefined)).toBe(messages.events.registrationFailed);
    expect(contactFailureMessage({ serverMessage: messages.http.rateLimited })).toBe(messages.http.rateLimited);
    expect(contactFailureMessage({})).toBe(messages.contact.failed);
  });
});
