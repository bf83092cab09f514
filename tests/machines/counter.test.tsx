// Model-based test of the counter machine (machines/counterDesk.ts): every shortest path, replayed on the walk-in member
// form of the Counter screen with the call faked: the form while filling in, busy while sending, the member number and
// the certificate button when added, the server's message and field errors beside a form kept as typed when refused,
// and an empty form for the next person. The certificate download is the task machine the screen gives it.
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, type EventObject, fromPromise } from 'xstate';
import type { WalkInMemberAnswer } from '../../contract/counter';
import type { Lang } from '../../contract/languages';
import { counterMessages } from '../../contract/messages/counter';
import { createTaskMachine } from '../../machines/adminTask';
import { createCounterDesk } from '../../machines/counterDesk';
import { MemberPanel } from '../../src/admin/screens/counter';
import type { WalkInMemberValues } from '../../src/api/counter';
import { counter as t } from '../../src/i18n/en/counter';
import { adminTestModel } from './adminModel';

afterEach(cleanup);

const answer: WalkInMemberAnswer = {
  applicationId: '5a916273-8495-4fa6-9b07-c183c4d5e6f7',
  paymentReference: 'ECA-A-1001',
  member: {
    id: '6b916273-8495-4fa6-9b07-c183c4d5e6f7',
    number: 'ECA-2019-0007',
    firstName: 'Almaz',
    lastName: 'Tesfaye',
    email: 'almaz@example.org',
    phone: '0911 000 000',
    company: 'Almaz Farms',
    city: 'Hawassa',
    plan: 'farmer',
    validFrom: '2026-11-24',
    validUntil: '2027-11-24',
    status: 'active',
    daysLeft: 365,
    listInDirectory: false,
    createdAt: '2026-11-24T09:00:00.000Z',
    updatedAt: '2026-11-24T09:00:00.000Z',
  },
  renewed: false,
  differences: [],
  detailsTaken: false,
};
const refusal = Object.assign(new Error(counterMessages.slipRequired), { fields: { slip: counterMessages.slipRequired } });

describe('counter machine (model-based, replayed on the walk-in member form)', () => {
  const machine = createCounterDesk<WalkInMemberValues, WalkInMemberAnswer>('walkInMember');
  const events = [
    { type: 'submitted', values: { details: {}, slip: null } },
    { type: 'xstate.done.actor.submit', output: answer },
    { type: 'xstate.error.actor.submit', error: refusal },
    { type: 'again' },
  ];
  const paths = adminTestModel(machine, { input: undefined, events }).getShortestPaths();

  it('reaches every state', () => {
    const keys = new Set(paths.flatMap((p) => [...p.steps.map((s) => JSON.stringify(s.state.value)), JSON.stringify(p.state.value)]));
    expect(keys).toEqual(new Set(['{"editing":"fresh"}', '"sending"', '"done"', '{"editing":"failed"}']));
  });

  for (const path of paths) {
    it(`${JSON.stringify(path.state.value)} via ${path.steps.map((s) => s.event.type.replace('xstate.', '')).join(' → ')}`, async () => {
      const calls: { values: WalkInMemberValues; resolve(a: WalkInMemberAnswer): void; reject(e: unknown): void }[] = [];
      const downloads: unknown[] = [];
      const logic = machine.provide({
        actors: {
          submit: fromPromise<WalkInMemberAnswer, { values: WalkInMemberValues }>(
            ({ input }) => new Promise((resolve, reject) => calls.push({ values: input.values, resolve, reject })),
          ),
        },
      });
      const certificate = createTaskMachine<{ id: string; lang: Lang }, void>('certificate').provide({
        actors: { run: fromPromise(async ({ input }) => void downloads.push(input.params)) },
      });
      const user = userEvent.setup();
      render(<MemberPanel logic={logic} certificate={certificate} />);
      const form = () => screen.getByTestId('walk-in-member');
      const settle = (step: { event: EventObject }) =>
        act(async () => {
          const call = calls.at(-1)!;
          if (step.event.type.startsWith('xstate.done')) call.resolve(answer);
          else call.reject(refusal);
        });
      await path.test({
        events: {
          submitted: async () => {
            for (const [label, value] of [
              [t.firstName, 'Almaz'],
              [t.email, 'almaz@example.org'],
            ] as const) {
              await user.clear(screen.getByLabelText(new RegExp(`^${label}`)));
              await user.type(screen.getByLabelText(new RegExp(`^${label}`)), value);
            }
            await user.upload(
              screen.getByLabelText(new RegExp(`^${t.member.slip.replace(/[()]/g, '.')}`)),
              new File(['%PDF-1.4'], 'slip.pdf', { type: 'application/pdf' }),
            );
            const consent = screen.getByLabelText(new RegExp(`^${t.consent}`));
            if (!(consent as HTMLInputElement).checked) await user.click(consent);
            await user.click(screen.getByRole('button', { name: t.member.submit }));
          },
          'xstate.done.actor.submit': settle,
          'xstate.error.actor.submit': settle,
          again: () => user.click(screen.getByRole('button', { name: t.again })),
        },
        states: {
          'editing.fresh': async () => {
            await waitFor(() => expect(form()).toBeInTheDocument());
            expect(screen.getByLabelText(new RegExp(`^${t.firstName}`))).toHaveValue('');
            expect(screen.queryByRole('alert')).toBeNull();
          },
          sending: async () => {
            await waitFor(() => expect(screen.getByRole('button', { name: t.sending })).toBeDisabled());
            const { details, slip } = calls.at(-1)!.values;
            expect(details).toMatchObject({
              firstName: 'Almaz',
              email: 'almaz@example.org',
              terms: true,
              memberDetails: 'keep',
              lang: 'en',
            });
            expect(slip?.name).toBe('slip.pdf');
          },
          done: async () => {
            const added = await screen.findByTestId('member-added');
            expect(added).toHaveTextContent(t.member.added('ECA-2019-0007'));
            await user.click(screen.getByRole('button', { name: t.member.certificate }));
            await waitFor(() => expect(downloads).toContainEqual({ id: answer.member.id, lang: 'en' }));
          },
          'editing.failed': async () => {
            const alerts = await screen.findAllByRole('alert');
            // The field's error and the form's message.
            expect(alerts.map((a) => a.textContent)).toEqual([counterMessages.slipRequired, counterMessages.slipRequired]);
            // What was typed is kept for the second try.
            expect(screen.getByLabelText(new RegExp(`^${t.firstName}`))).toHaveValue('Almaz');
            expect(screen.getByRole('button', { name: t.member.submit })).toBeEnabled();
          },
        },
      });
    });
  }

  it('a new try after a refusal clears the refusal once it succeeds; "again" forgets the last person', async () => {
    let attempt = 0;
    const actor = createActor(
      machine.provide({
        actors: {
          submit: fromPromise(async () => {
            attempt++;
            if (attempt === 1) throw Object.assign(new Error('x'), { fields: { email: 'bad' }, extra: { id: 'r1' } });
            return answer;
          }),
        },
      }),
    ).start();
    actor.send({ type: 'submitted', values: { details: {} as never, slip: null } });
    await waitFor(() => expect(actor.getSnapshot().matches({ editing: 'failed' })).toBe(true));
    expect(actor.getSnapshot().context).toMatchObject({ error: 'x', fields: { email: 'bad' }, refusal: { id: 'r1' } });
    actor.send({ type: 'submitted', values: { details: {} as never, slip: null } });
    await waitFor(() => expect(actor.getSnapshot().value).toBe('done'));
    expect(actor.getSnapshot().context).toMatchObject({ error: null, fields: {}, refusal: null, result: answer });
    actor.send({ type: 'again' });
    expect(actor.getSnapshot().context).toEqual({ values: null, result: null, error: null, fields: {}, refusal: null });
  });
});
