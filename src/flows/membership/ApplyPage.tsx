// The application form on a plan's own page (/membership/apply/<plan>), where Join Now leads before the app runs. It is
// a real form: without the app it posts to the page's address and the server answers (the receipt page, or this page
// again with its errors and what was typed). Once the app runs, the membershipApplication machine drives it in place,
// as it drives the dialog: the application, then the receipt, then the closing words.
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { MembershipType } from '../../../contract/membership';
import { type FieldErrors, toStateKey } from '../../../machines/form';
import {
  type ApplicationValues,
  emptyApplication,
  type MembershipApplicationMachine,
  type MembershipEvent,
} from '../../../machines/membershipApplication';
import { button } from '../../components/Button.css';
import { membershipPage } from '../../i18n/en/membershipPage';
import { flowsCopy } from '../../i18n/flows';
import { PATH_PREFIX } from '../../i18n/lang';
import { useFormState } from '../../pageState';
import { Confirmation } from '../Confirmation';
import { ApplicationDoneWords, ApplicationForm, ApplicationSubmitted, membershipApplicationLogic, useReceipt } from './ApplicationForm';

/** The form's anchor: the server's answer to a post opens at the form, not at the top of the page. */
export const APPLICATION_FORM_ANCHOR = 'application-form';
const idOf = (field: string) => `application-${field}`;
const EMPTY = emptyApplication();

/** What the page's fields hold when the app adopts it: what the server sent back, and anything typed since. */
function heldBy(form: HTMLFormElement | null): Partial<ApplicationValues> {
  if (!form) return {};
  const data = new FormData(form);
  const held: Record<string, string | boolean> = {};
  for (const [field, empty] of Object.entries(EMPTY)) {
    if (typeof empty === 'boolean') held[field] = data.has(field);
    else {
      const value = data.get(field);
      if (typeof value === 'string') held[field] = value;
    }
  }
  return held as Partial<ApplicationValues>;
}

export function ApplyPage({
  membershipType,
  logic = membershipApplicationLogic,
}: {
  membershipType: MembershipType;
  logic?: MembershipApplicationMachine;
}) {
  const server = useFormState('membership');
  const actor = useActorRef(logic, { input: { membershipType } });
  const key = useSelector(actor, (snap) => toStateKey<MembershipApplicationMachine>(snap.value));
  const machineValues = useSelector(actor, (snap) => snap.context.values);
  const machineErrors = useSelector(actor, (snap) => snap.context.errors);
  const receipt = useReceipt(actor);
  const formRef = useRef<HTMLFormElement>(null);
  // Until the machine has adopted the page (and on the server), the form shows what the server sent back.
  const [adopted, setAdopted] = useState(false);
  // The server's messages stay beside their fields until the field is changed or the form is sent again.
  const [sentBack, setSentBack] = useState<FieldErrors>(server?.errors ?? {});
  const [refusal, setRefusal] = useState<string | null>(server?.failure ?? null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the app adopts the page
  useEffect(() => {
    actor.send({ type: 'dialog.opened' });
    for (const [field, value] of Object.entries(heldBy(formRef.current)) as [keyof ApplicationValues, string | boolean][]) {
      if (value !== EMPTY[field]) actor.send({ type: 'field.changed', field, value });
    }
    setAdopted(true);
  }, []);
  const send = (event: MembershipEvent) => {
    if (event.type === 'field.changed') setSentBack(({ [event.field]: _, ...rest }) => rest);
    if (event.type === 'form.submitted') {
      setSentBack({});
      setRefusal(null);
    }
    actor.send(event);
  };
  const t = flowsCopy.membership;
  const back = (
    <Link to="/membership" className={button({ tone: 'outline' })}>
      {membershipPage.allPlans}
    </Link>
  );

  if (key === 'open.done') {
    return (
      <Confirmation title={t.doneTitle} outcome="done">
        <ApplicationDoneWords />
      </Confirmation>
    );
  }
  if (key.startsWith('open.submitted')) {
    return <ApplicationSubmitted stateKey={key} receipt={receipt} send={send} headingLevel={2} secondary={back} />;
  }
  const values = adopted ? machineValues : { ...EMPTY, ...(server?.values as Partial<ApplicationValues> | undefined) };
  const errors = adopted ? { ...sentBack, ...machineErrors } : sentBack;
  return (
    <ApplicationForm
      values={values}
      errors={errors}
      membershipType={membershipType}
      send={send}
      submitting={key === 'open.submitting'}
      failure={key === 'open.form.failed' ? t.failed : refusal}
      page={{
        form: {
          method: 'post',
          action: `${PATH_PREFIX}/membership/apply/${membershipType}#${APPLICATION_FORM_ANCHOR}`,
          summary: Object.keys(sentBack).length > 0 ? { errors: sentBack, idOf } : undefined,
          'data-testid': 'application-form',
        },
        formRef,
        idOf,
        back,
      }}
    />
  );
}
