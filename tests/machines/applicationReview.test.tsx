// Model-based test of one application under review: every shortest path of the machine (loading, failing and retrying,
// a pending application's Approve and Reject, a decided one's reversal, each confirmation cancelled, sent, failed and
// sent again) is replayed on the real screen, which must show in every state what staff should see: the decision or
// the buttons, never both; a dialog that names the person and the plan; the server's refusal inside the dialog.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import type { ApplicationReview } from '../../contract/answers';
import { applicationReviewMachine, type ReviewDecision } from '../../machines/applicationReview';
import { ApplicationReviewScreen } from '../../src/admin/screens/applicationReview';
import { adminCopy } from '../../src/i18n/admin';
import { adminTestModel } from './adminModel';
import { pendingEffect, renderRoute } from './model';

afterEach(cleanup);

const ta = adminCopy.applications;
const t = ta.review;
const ID = '66666666-6666-4666-8666-666666666666';

const base: ApplicationReview['application'] = {
  id: ID,
  firstName: 'Hana',
  lastName: 'Girma',
  name: 'Hana Girma',
  email: 'hana@example.org',
  phone: '+251 911 000 111',
  company: 'Girma Processing',
  address: 'Kebele 03, house 7',
  city: 'Adama',
  membershipType: 'processor',
  message: 'We process 3 tonnes a week.',
  status: 'pending',
  createdAt: '2026-11-20T08:00:00.000Z',
  paymentReference: 'ECA-A-1042',
  feeBirr: 22_000,
  decidedAt: null,
  hasReceipt: false,
  receiptType: null,
  receiptSize: null,
  receiptCount: 0,
  decisionReason: null,
  memberId: null,
  memberNumber: null,
  memberRecord: null,
};
const review = (application: Partial<ApplicationReview['application']>): ApplicationReview => ({
  application: { ...base, ...application },
  decidedByName: application.status && application.status !== 'pending' ? 'Office Admin' : null,
  receipts: [],
  history: [{ kind: 'applied', at: base.createdAt, actorName: null, status: null, reason: null }],
  otherApplications: [],
  member: null,
  differences: [],
});
const PENDING = review({});
const APPROVED = review({ status: 'approved', decidedAt: '2026-11-21T08:00:00.000Z', memberNumber: 'ECA-2019-0001' });
const REJECTED = review({ status: 'rejected', decidedAt: '2026-11-21T08:00:00.000Z', decisionReason: 'Unreadable slip' });
const REFUSED = { message: 'This application has already been decided.' };

type Step = { type: string; output?: unknown; error?: unknown; decision?: ReviewDecision };
const events: Step[] = [
  { type: 'xstate.done.actor.load', output: PENDING },
  { type: 'xstate.done.actor.load', output: APPROVED },
  { type: 'xstate.error.actor.load', error: { message: 'The server is down.' } },
  { type: 'retry' },
  { type: 'approve.requested' },
  { type: 'reject.requested' },
  { type: 'reverse.requested' },
  { type: 'cancelled' },
  { type: 'confirmed', decision: { kind: 'approve', memberDetails: 'keep' } },
  { type: 'confirmed', decision: { kind: 'reject', reason: 'Unreadable slip' } },
  { type: 'confirmed', decision: { kind: 'reverse', reason: 'Decided by mistake' } },
  { type: 'xstate.done.actor.decide', output: { review: APPROVED, kind: 'approve' } },
  { type: 'xstate.done.actor.decide', output: { review: REJECTED, kind: 'reject' } },
  { type: 'xstate.done.actor.decide', output: { review: PENDING, kind: 'reverse' } },
  { type: 'xstate.error.actor.decide', error: REFUSED },
];

/** Which confirmation a state is in ('approving', 'rejecting', 'reversing'), if any. */
const dialogOf = (state: AnyMachineSnapshot) => (['approving', 'rejecting', 'reversing'] as const).find((d) => state.matches({ ready: d }));
const kindOf = { approving: 'approve', rejecting: 'reject', reversing: 'reverse' } as const;

/** Each dialog takes only its own decision, and the answer that decision gets. */
const allows = (state: AnyMachineSnapshot, event: EventObject) => {
  const e = event as Step;
  const dialog = dialogOf(state);
  if (e.type === 'confirmed') return dialog !== undefined && e.decision!.kind === kindOf[dialog];
  if (e.type === 'xstate.done.actor.decide') return dialog !== undefined && (e.output as { kind: string }).kind === kindOf[dialog];
  return true;
};
const serializeState = (state: AnyMachineSnapshot) =>
  JSON.stringify([state.value, state.context.review?.application.status ?? null, state.context.done, state.context.error !== null]);

const paths = adminTestModel(applicationReviewMachine, {
  input: { id: ID },
  events: events as EventObject[],
  allows,
  serializeState,
}).getShortestPaths();

describe('application review (model-based, replayed on the screen)', () => {
  it('reaches every state: loading, failed, viewing and each confirmation editing and sending', () => {
    const leaves = new Set(paths.flatMap((p) => p.steps.map((s) => JSON.stringify(s.state.value))));
    for (const want of [
      '"loading"',
      '"failed"',
      '{"ready":"viewing"}',
      '{"ready":{"approving":"editing"}}',
      '{"ready":{"approving":"sending"}}',
      '{"ready":{"rejecting":"editing"}}',
      '{"ready":{"rejecting":"sending"}}',
      '{"ready":{"reversing":"editing"}}',
      '{"ready":{"reversing":"sending"}}',
    ]) {
      expect(leaves).toContain(want);
    }
  });

  for (const path of paths) {
    const title = path.steps.map(
      (s) => `${s.event.type.replace('xstate.', '')}${(s.event as Step).decision ? `(${(s.event as Step).decision!.kind})` : ''}`,
    );
    it(`${JSON.stringify(path.state.value)} via ${title.join(' → ')}`, async () => {
      const load = pendingEffect<ApplicationReview, { id: string }>();
      const decide = pendingEffect<unknown, { id: string; decision: ReviewDecision }>();
      const logic = applicationReviewMachine.provide({ actors: { load: load.logic, decide: decide.logic as never } });
      const user = userEvent.setup();
      renderRoute(`/admin/applications/${ID}`, () => <ApplicationReviewScreen id={ID} logic={logic} />);
      let loads = 0;
      let decisions = 0;
      for (const step of path.steps) {
        const e = step.event as Step;
        switch (e.type) {
          case 'xstate.done.actor.load':
            await called(load, loads++);
            await load.resolve(e.output as ApplicationReview);
            break;
          case 'xstate.error.actor.load':
            await called(load, loads++);
            await load.reject(e.error);
            break;
          case 'xstate.done.actor.decide':
            await called(decide, decisions++);
            await decide.resolve(e.output);
            break;
          case 'xstate.error.actor.decide':
            await called(decide, decisions++);
            await decide.reject(e.error);
            break;
          case 'retry':
            await user.click(screen.getByRole('button', { name: adminCopy.common.retry }));
            break;
          case 'approve.requested':
            await user.click(screen.getByRole('button', { name: ta.approve }));
            break;
          case 'reject.requested':
            await user.click(screen.getByRole('button', { name: ta.reject }));
            break;
          case 'reverse.requested':
            await user.click(screen.getByRole('button', { name: t.reverse }));
            break;
          case 'cancelled':
            await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: adminCopy.common.cancel }));
            break;
          case 'confirmed': {
            const dialog = screen.getByRole('dialog');
            const d = e.decision!;
            if (d.kind === 'approve') await user.click(within(dialog).getByRole('button', { name: ta.confirmApprove }));
            else {
              const box = within(dialog).getByRole('textbox');
              await user.clear(box);
              await user.type(box, d.reason);
              await user.click(within(dialog).getByRole('button', { name: d.kind === 'reject' ? ta.confirmReject : t.reverse }));
            }
            await waitFor(() => expect(decide.calls.at(-1)).toEqual({ id: ID, decision: d }));
            break;
          }
        }
        await expectScreen(step.state as AnyMachineSnapshot);
      }
    });
  }

  it('a rejection without a reason says so in the dialog and sends nothing', async () => {
    const load = pendingEffect<ApplicationReview, { id: string }>();
    const decide = pendingEffect<unknown, { id: string; decision: ReviewDecision }>();
    const logic = applicationReviewMachine.provide({ actors: { load: load.logic, decide: decide.logic as never } });
    const user = userEvent.setup();
    renderRoute(`/admin/applications/${ID}`, () => <ApplicationReviewScreen id={ID} logic={logic} />);
    await called(load, 0);
    await load.resolve(PENDING);
    await user.click(await screen.findByRole('button', { name: ta.reject }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: ta.confirmReject }));
    expect(await within(screen.getByRole('dialog')).findByText('Please write the reason for rejecting this application')).toBeVisible();
    expect(decide.calls).toEqual([]);
  });
});

/** Waits until the effect has been called more than `settled` times (the screen mounts under a router first). */
const called = (effect: { calls: unknown[] }, settled: number) => waitFor(() => expect(effect.calls.length).toBeGreaterThan(settled));

/** What staff see in `state`. */
async function expectScreen(state: AnyMachineSnapshot) {
  const { review: r, error, done } = state.context as { review: ApplicationReview | null; error: string | null; done: string | null };
  if (state.matches('loading')) {
    await waitFor(() => expect(screen.getByText(adminCopy.common.loading)).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: ta.approve })).toBeNull();
    return;
  }
  if (state.matches('failed')) {
    expect(await screen.findByRole('alert')).toHaveTextContent(`${t.loadFailed} ${error}`);
    expect(screen.getByRole('button', { name: adminCopy.common.retry })).toBeEnabled();
    return;
  }
  const a = r!.application;
  // Behind an open dialog the page is hidden from assistive technology, but it is still the application's page.
  await screen.findByRole('heading', { level: 1, name: t.title(a.name), hidden: true });
  const dialog = dialogOf(state);
  if (!dialog) {
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const decision = screen.getByTestId('decision');
    if (a.status === 'pending') {
      // The decisions, not a reversal.
      expect(within(decision).getByRole('button', { name: ta.approve })).toBeEnabled();
      expect(within(decision).getByRole('button', { name: ta.reject })).toBeEnabled();
      expect(within(decision).queryByRole('button', { name: t.reverse })).toBeNull();
      expect(decision).toHaveTextContent(t.pending);
    } else {
      // The decision, not the buttons.
      expect(within(decision).queryByRole('button', { name: ta.approve })).toBeNull();
      expect(within(decision).queryByRole('button', { name: ta.reject })).toBeNull();
      expect(within(decision).getByRole('button', { name: t.reverse })).toBeEnabled();
      expect(decision).toHaveTextContent(ta.statuses[a.status]!);
      expect(decision).toHaveTextContent('Office Admin');
    }
    if (done) expect(screen.getByRole('status')).toHaveTextContent(t.done[done as 'approve']);
    // Every field is on the page.
    const fields = screen.getByTestId('application-fields');
    for (const value of [a.email, a.phone, a.company, a.address, a.city, a.message, a.paymentReference]) {
      expect(fields).toHaveTextContent(value);
    }
    return;
  }
  const box = await screen.findByRole('dialog');
  const plan = ta.plans[a.membershipType]!;
  const heading =
    dialog === 'approving' ? t.approveTitle(a.name, plan) : dialog === 'rejecting' ? ta.rejectTitle(a.name) : t.reverseTitle(a.name);
  expect(within(box).getByRole('heading', { name: heading })).toBeVisible();
  // The confirmation names the person and the plan.
  if (dialog !== 'reversing') expect(box).toHaveTextContent(a.name);
  if (dialog !== 'reversing') expect(box).toHaveTextContent(plan);
  const confirm = within(box).getByRole('button', {
    name: dialog === 'approving' ? ta.confirmApprove : dialog === 'rejecting' ? ta.confirmReject : t.reverse,
  });
  if (state.matches({ ready: { [dialog]: 'sending' } })) expect(confirm).toBeDisabled();
  else {
    expect(confirm).toBeEnabled();
    if (error) expect(within(box).getByRole('alert')).toHaveTextContent(REFUSED.message);
    else expect(within(box).queryByRole('alert')).toBeNull();
  }
}
