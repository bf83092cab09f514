// Join Now / Register Now: opens the membership application dialog, driven by the membershipApplication machine. The
// same form is the plan's own page (ApplyPage.tsx), where the link leads before the app runs.
import { useActorRef, useSelector } from '@xstate/react';
import type { MembershipApplicationMachine } from '../../../machines/membershipApplication';
import { toStateKey } from '../../../machines/stateKey';
import { Button } from '../../components/Button';
import { flowsCopy } from '../../i18n/flows';
import { DialogDone } from '../DialogFormEnd';
import { FlowDialog, useOpenOnMount } from '../FlowDialog';
import { type ApplyProps, applyTrigger, type OpensOnMount } from '../triggers';
import { ApplicationDoneWords, ApplicationForm, ApplicationSubmitted, membershipApplicationLogic, useReceipt } from './ApplicationForm';

export { membershipApplicationLogic };

type Actor = ReturnType<typeof useActorRef<MembershipApplicationMachine>>;
type StateKey = ReturnType<typeof toStateKey<MembershipApplicationMachine>>;
type Logic = { logic?: MembershipApplicationMachine };

export function ApplyButton({ openOnMount, logic = membershipApplicationLogic, ...props }: ApplyProps & OpensOnMount & Logic) {
  const { membershipType, planTitle } = props;
  const actor = useActorRef(logic, { input: { membershipType } });
  useOpenOnMount(actor.send, openOnMount);
  const key = useSelector(actor, (snap) => toStateKey<MembershipApplicationMachine>(snap.value));
  const t = flowsCopy.membership;
  const plan = planTitle ?? t.types[membershipType];
  // A farm investor applies as one, not "for Farm investors".
  const title = membershipType === 'farm-investor' ? t.investorDialogTitle : t.dialogTitle(plan);
  return (
    <FlowDialog open={key !== 'closed'} send={actor.send} title={title} description={t.dialogDescription} trigger={applyTrigger(props)}>
      {key === 'open.form.editing' || key === 'open.form.failed' || key === 'open.submitting' ? (
        <DialogApplicationForm actor={actor} submitting={key === 'open.submitting'} failed={key === 'open.form.failed'} />
      ) : key === 'open.done' ? (
        <DialogDone send={actor.send} title={flowsCopy.membership.doneTitle} outcome="done">
          <ApplicationDoneWords />
        </DialogDone>
      ) : key.startsWith('open.submitted') ? (
        <DialogSubmitted actor={actor} stateKey={key} />
      ) : null}
    </FlowDialog>
  );
}

function DialogApplicationForm({ actor, submitting, failed }: { actor: Actor; submitting: boolean; failed: boolean }) {
  const values = useSelector(actor, (s) => s.context.values);
  const errors = useSelector(actor, (s) => s.context.errors);
  const membershipType = useSelector(actor, (s) => s.context.membershipType);
  return (
    <ApplicationForm
      values={values}
      errors={errors}
      membershipType={membershipType}
      send={actor.send}
      submitting={submitting}
      failure={failed && flowsCopy.membership.failed}
    />
  );
}

function DialogSubmitted({ actor, stateKey }: { actor: Actor; stateKey: StateKey }) {
  const receipt = useReceipt(actor);
  return (
    <ApplicationSubmitted
      stateKey={stateKey}
      receipt={receipt}
      send={actor.send}
      secondary={
        <Button tone="outline" onClick={() => actor.send({ type: 'dialog.closed' })}>
          {flowsCopy.close}
        </Button>
      }
    />
  );
}
