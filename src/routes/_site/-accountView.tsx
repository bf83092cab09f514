// The member's page: the email form for a sign-in link, then the membership, its applications (with the receipt upload
// of one still waiting for it), the documents, the renewal, the directory listing and the event registrations. Driven by
// the account machine; this view only shows its state and sends what the member does.
import * as Dialog from '@radix-ui/react-dialog';
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { Account, AccountApplication, AccountMembership } from '../../../contract/account';
import type { MEMBER_STATUSES } from '../../../contract/members';
import { MEMBERSHIP_TYPES } from '../../../contract/membership';
import { type AccountInput, type AccountMachine, awaitingReceipt, canRenew } from '../../../machines/account';
import type { ReceiptUploadMachine } from '../../../machines/receiptUpload';
import { toStateKey } from '../../../machines/stateKey';
import { accountLogic, readAccountStart } from '../../api/account';
import { Badge } from '../../components/Badge';
import type { BadgeTone } from '../../components/Badge.css';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { useFocusOnAppear } from '../../components/confirm';
import { CheckboxField, FormAlert, TextField } from '../../components/Field';
import * as p from '../../components/Page.css';
import { PaymentDetails } from '../../components/PaymentDetails';
import { Spinner } from '../../components/Spinner';
import { Confirmation } from '../../flows/Confirmation';
import * as f from '../../flows/flows.css';
import { ReceiptUploadPanel } from '../../flows/receipt/ReceiptUpload';
import { bothCalendars, longDate } from '../../format/dates';
import { accountCopy } from '../../i18n/account';
import { payment } from '../../i18n/en/payment';
import { flowsCopy } from '../../i18n/flows';
import { asWritten, localized } from '../../i18n/localized';
import * as s from './-account.css';
import * as site from './-site.css';

const t = accountCopy;
/** The receipt's upload of the application waiting for it, where the renewal's confirmation leads. */
const RECEIPT_ANCHOR = 'account-receipt';
type Actor = ActorRefFrom<AccountMachine>;

const STATUS_TONE: Record<(typeof MEMBER_STATUSES)[number], BadgeTone> = { active: 'success', expiring: 'warning', lapsed: 'danger' };
const STAGE_TONE: Record<AccountApplication['stage'], BadgeTone> = {
  'awaiting-receipt': 'warning',
  'under-review': 'info',
  approved: 'success',
  rejected: 'danger',
};

/** The top-level mode the page shows (the account's parts are shown together once it is ready). */
const pageMode = (snap: SnapshotFrom<AccountMachine>) => (snap.matches('ready') ? 'ready' : toStateKey<AccountMachine>(snap.value));

export function AccountView({ logic = accountLogic, start }: { logic?: AccountMachine; start?: AccountInput }) {
  // Read once, when the page opens: the address's link token or the stored session.
  const [input] = useState(() => ({
    ...(start ?? readAccountStart()),
    fallbacks: { linkFailed: t.linkFailed, loadFailed: t.loadFailed, saveFailed: t.saveFailed, downloadFailed: t.downloadFailed },
  }));
  const actor = useActorRef(logic, { input });
  const mode = useSelector(actor, pageMode);
  return (
    <div className={site.section}>
      <div className={p.container}>
        {mode === 'ready' ? (
          <Ready actor={actor} />
        ) : mode === 'opening.exchanging' || mode === 'loading' || mode === 'starting' ? (
          <Spinner label={t.opening} />
        ) : mode === 'signingOut' ? (
          <Spinner label={t.signingOut} />
        ) : mode === 'loadFailed' ? (
          <LoadFailed actor={actor} />
        ) : mode === 'requesting.sent' ? (
          <Sent actor={actor} />
        ) : (
          <EmailForm actor={actor} mode={mode} />
        )}
      </div>
    </div>
  );
}

function EmailForm({ actor, mode }: { actor: Actor; mode: string }) {
  const email = useSelector(actor, (snap) => snap.context.email);
  const emailError = useSelector(actor, (snap) => snap.context.emailError);
  const problem = useSelector(actor, (snap) => snap.context.problem);
  const sending = mode === 'requesting.sending';
  const again = mode === 'opening.expired' || mode === 'signedOut';
  // Asked for again after a link was sent ("Use another email address"): the field gets the focus the button had.
  const [reopened] = useState(() => actor.getSnapshot().context.email !== '');
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (reopened) form.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
  }, [reopened]);
  return (
    <section className={s.narrow} aria-labelledby="account-form">
      <h2 id="account-form" className={site.h2}>
        {t.formTitle}
      </h2>
      {(mode === 'requesting.failed' || mode === 'opening.expired') && problem && <FormAlert tone="error">{problem}</FormAlert>}
      {mode === 'signedOut' && <FormAlert tone="info">{t.signedOut}</FormAlert>}
      <p className={s.help}>{t.formHelp}</p>
      <form
        ref={form}
        noValidate
        aria-busy={sending}
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'form.submitted' });
        }}
      >
        <fieldset className={f.fieldset} disabled={sending}>
          <TextField
            label={t.email}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
            value={email}
            error={emailError ?? undefined}
            onChange={(e) => actor.send({ type: 'field.changed', field: 'email', value: e.target.value })}
          />
          <div className={s.actions}>
            <Button tone="primary" type="submit">
              {sending ? t.sending : again ? t.newLink : t.send}
            </Button>
          </div>
        </fieldset>
      </form>
    </section>
  );
}

function Sent({ actor }: { actor: Actor }) {
  const heading = useFocusOnAppear<HTMLHeadingElement>();
  return (
    <section className={`${s.narrow} ${f.successPanel}`} role="status" aria-labelledby="account-sent">
      <h2 id="account-sent" ref={heading} tabIndex={-1} className={f.successTitle}>
        {t.sentTitle}
      </h2>
      <p className={f.paragraph}>{t.sent}</p>
      <Button tone="outline" onClick={() => actor.send({ type: 'form.reopened' })}>
        {t.otherEmail}
      </Button>
    </section>
  );
}

function LoadFailed({ actor }: { actor: Actor }) {
  const problem = useSelector(actor, (snap) => snap.context.problem);
  return (
    <div className={s.narrow}>
      <FormAlert tone="error">{problem ?? t.loadFailed}</FormAlert>
      <div className={s.actions}>
        <Button tone="primary" onClick={() => actor.send({ type: 'load.retried' })}>
          {t.retry}
        </Button>
        <Button tone="outline" onClick={() => actor.send({ type: 'signOut.requested' })}>
          {t.signOut}
        </Button>
      </div>
    </div>
  );
}

function Ready({ actor }: { actor: Actor }) {
  const account = useSelector(actor, (snap) => snap.context.account) as Account;
  return (
    <>
      <div className={s.signedIn}>
        <span>{t.signedInAs(account.email)}</span>
        <Button tone="outline" size="sm" onClick={() => actor.send({ type: 'signOut.requested' })}>
          {t.signOut}
        </Button>
      </div>
      <div className={s.layout}>
        <div className={s.column}>
          <Membership actor={actor} account={account} />
          {account.member && <Listing actor={actor} member={account.member} />}
        </div>
        <div className={s.column}>
          <Applications actor={actor} account={account} />
          <Registrations actor={actor} account={account} />
        </div>
      </div>
    </>
  );
}

function Membership({ actor, account }: { actor: Actor; account: Account }) {
  const member = account.member;
  const renewing = useSelector(
    actor,
    (snap) => snap.matches({ ready: { renewal: 'choosing' } }) || snap.matches({ ready: { renewal: 'starting' } }),
  );
  const renewed = useSelector(actor, (snap) => snap.matches({ ready: { renewal: 'started' } }));
  const downloading = useSelector(actor, (snap) => !snap.matches({ ready: { download: 'idle' } }));
  const downloadProblem = useSelector(actor, (snap) => snap.context.downloadProblem);
  return (
    <Card as="section" padded aria-labelledby="account-membership">
      <h2 id="account-membership" className={s.cardTitle}>
        {t.membershipTitle}
      </h2>
      {member ? (
        <>
          <dl className={s.facts}>
            <dt className={s.term}>{t.number}</dt>
            <dd className={s.value}>
              <span className={s.code}>{member.number}</span>
            </dd>
            <dt className={s.term}>{t.plan}</dt>
            <dd className={s.value}>{t.types[member.plan]}</dd>
            <dt className={s.term}>{t.validFrom}</dt>
            <dd className={s.value}>
              <time dateTime={member.validFrom}>{bothCalendars(member.validFrom)}</time>
            </dd>
            <dt className={s.term}>{t.validUntil}</dt>
            <dd className={s.value}>
              <time dateTime={member.validUntil}>{bothCalendars(member.validUntil)}</time>
            </dd>
            <dt className={s.term}>{t.status}</dt>
            <dd className={s.value}>
              <Badge tone={STATUS_TONE[member.status]} data-status={member.status}>
                {t.statuses[member.status]}
              </Badge>{' '}
              {member.status !== 'lapsed' && <span>{t.daysLeft(member.daysLeft)}</span>}
            </dd>
          </dl>
          {member.status === 'lapsed' && <p className={s.text}>{t.lapsedSince}</p>}
          {downloadProblem && <FormAlert tone="error">{downloadProblem}</FormAlert>}
          <div className={s.actions}>
            <Button
              tone="outline"
              disabled={downloading}
              onClick={() => actor.send({ type: 'download.requested', document: 'certificate' })}
            >
              {t.certificate}
            </Button>
            {member.payments.length > 0 && (
              <Button
                tone="outline"
                disabled={downloading}
                onClick={() => actor.send({ type: 'download.requested', document: 'acknowledgement' })}
              >
                {t.acknowledgement}
              </Button>
            )}
            {canRenew(account) && !renewing && (
              <Button tone="primary" onClick={() => actor.send({ type: 'renewal.opened' })}>
                {t.renew}
              </Button>
            )}
          </div>
          {downloading && (
            <p className={s.muted} role="status">
              {t.downloading}
            </p>
          )}
          {renewing && <Renewal actor={actor} />}
          {renewed && (
            <Confirmation title={t.renewalStartedTitle} headingLevel={3} outcome="renewal-started">
              <p className={f.paragraph}>{t.renewalStarted}</p>
              {awaitingReceipt(account) && (
                <a href={`#${RECEIPT_ANCHOR}`} className={site.link}>
                  {t.toReceipt}
                </a>
              )}
            </Confirmation>
          )}
        </>
      ) : (
        <>
          <p className={s.text}>{t.noMembership}</p>
          <p className={s.text}>
            <Link to="/membership" className={site.link}>
              {t.applyLink}
            </Link>
          </p>
        </>
      )}
    </Card>
  );
}

function Renewal({ actor }: { actor: Actor }) {
  const plan = useSelector(actor, (snap) => snap.context.renewalPlan);
  const problem = useSelector(actor, (snap) => snap.context.renewalProblem);
  const starting = useSelector(actor, (snap) => snap.matches({ ready: { renewal: 'starting' } }));
  return (
    <form
      className={s.receipt}
      noValidate
      aria-busy={starting}
      aria-labelledby="account-renewal"
      onSubmit={(e) => {
        e.preventDefault();
        actor.send({ type: 'renewal.submitted' });
      }}
    >
      <h3 id="account-renewal" className={f.sectionTitle}>
        {t.renewTitle}
      </h3>
      <p className={f.paragraph}>{t.renewHelp}</p>
      {problem && <FormAlert tone="error">{problem}</FormAlert>}
      <fieldset className={f.radioGroup} disabled={starting}>
        <legend className={f.legend}>{t.plan}</legend>
        <div className={f.radioRow}>
          {MEMBERSHIP_TYPES.map((type) => (
            <label key={type} className={f.radioLabel}>
              <input
                type="radio"
                name="membershipType"
                className={f.radio}
                value={type}
                checked={plan === type}
                onChange={() => actor.send({ type: 'plan.chosen', membershipType: type })}
              />
              {t.types[type]}
            </label>
          ))}
        </div>
      </fieldset>
      <div className={s.actions}>
        <Button tone="outline" disabled={starting} onClick={() => actor.send({ type: 'renewal.cancelled' })}>
          {t.cancel}
        </Button>
        <Button tone="primary" type="submit" disabled={starting}>
          {starting ? t.starting : t.startRenewal}
        </Button>
      </div>
    </form>
  );
}

function Listing({ actor, member }: { actor: Actor; member: AccountMembership }) {
  const saving = useSelector(actor, (snap) => snap.matches({ ready: { listing: 'saving' } }));
  const problem = useSelector(actor, (snap) => snap.context.listingProblem);
  // While saving, the box shows the choice being saved (the only change is the opposite of what is stored).
  const checked = saving ? !member.listInDirectory : member.listInDirectory;
  return (
    <Card as="section" padded aria-labelledby="account-directory">
      <h2 id="account-directory" className={s.cardTitle}>
        {t.directoryTitle}
      </h2>
      {problem && <FormAlert tone="error">{problem}</FormAlert>}
      <CheckboxField
        label={t.listMe}
        name="listInDirectory"
        checked={checked}
        disabled={saving}
        onChange={(e) => actor.send({ type: 'listing.changed', listInDirectory: e.target.checked })}
      />
      <p className={s.muted}>{saving ? t.saving : t.listHelp}</p>
    </Card>
  );
}

function Applications({ actor, account }: { actor: Actor; account: Account }) {
  const upload = useSelector(actor, (snap) => snap.children.receiptUpload as ActorRefFrom<ReceiptUploadMachine> | undefined);
  const uploaded = useSelector(actor, (snap) => snap.matches({ ready: { receipt: 'uploaded' } }));
  const waiting = awaitingReceipt(account);
  return (
    <Card as="section" padded aria-labelledby="account-applications">
      <h2 id="account-applications" className={s.cardTitle}>
        {t.applicationsTitle}
      </h2>
      {uploaded && (
        <Confirmation title={flowsCopy.membership.doneTitle} headingLevel={3} outcome="receipt-uploaded">
          <p className={f.paragraph}>{flowsCopy.membership.receiptSuccess}</p>
        </Confirmation>
      )}
      {account.applications.length === 0 ? (
        <p className={s.text}>{t.noApplications}</p>
      ) : (
        <ul className={s.list}>
          {account.applications.map((a) => (
            <li key={a.id} className={s.item} data-application={a.id}>
              <div className={s.itemHead}>
                <p className={s.itemTitle}>
                  {t.kinds[a.kind]}: {t.types[a.membershipType]}
                </p>
                <Badge tone={STAGE_TONE[a.stage]} data-stage={a.stage}>
                  {t.stages[a.stage]}
                </Badge>
              </div>
              <p className={s.muted}>{t.appliedOn(longDate(a.createdAt))}</p>
              {a.stage === 'awaiting-receipt' ? (
                <PaymentDetails
                  howToPay={account.howToPay}
                  owed={{ reference: a.paymentReference, feeBirr: a.feeBirr }}
                  headingLevel={3}
                  id={`payment-${a.id}`}
                  showContinue={false}
                />
              ) : (
                <p className={s.muted}>
                  {payment.reference}: <span className={s.code}>{a.paymentReference}</span>
                </p>
              )}
              {a.stage === 'under-review' && <p className={s.text}>{t.underReviewHelp}</p>}
              {a.stage === 'rejected' && a.reason && (
                <p className={s.text}>
                  {t.reason}: <span lang={asWritten(a.reason).lang}>{a.reason}</span>
                </p>
              )}
              {upload && waiting?.id === a.id && (
                <div className={s.receipt} id={RECEIPT_ANCHOR}>
                  <ReceiptUploadPanel actor={upload} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

const REGISTRATION_TONE: Record<Account['registrations'][number]['status'], BadgeTone> = {
  confirmed: 'success',
  waitlisted: 'warning',
  cancelled: 'danger',
};

function Registrations({ actor, account }: { actor: Actor; account: Account }) {
  const asking = useSelector(actor, (snap) => snap.context.cancelling);
  const busy = useSelector(actor, (snap) => snap.matches({ ready: { registrationCancel: 'cancelling' } }));
  const open = useSelector(actor, (snap) => snap.matches({ ready: { registrationCancel: 'asking' } }) || busy);
  const cancelled = useSelector(actor, (snap) => snap.matches({ ready: { registrationCancel: 'cancelled' } }));
  const problem = useSelector(actor, (snap) => snap.context.cancelProblem);
  const chosen = account.registrations.find((r) => r.id === asking);
  const chosenTitle = chosen ? localized({ title: chosen.eventTitle, translations: chosen.translations }, 'title').text : '';
  return (
    <Card as="section" padded aria-labelledby="account-registrations">
      <h2 id="account-registrations" className={s.cardTitle}>
        {t.registrationsTitle}
      </h2>
      {account.registrations.length === 0 ? (
        <p className={s.text}>{t.noRegistrations}</p>
      ) : (
        <>
          {cancelled && (
            <Confirmation title={t.cancelledTitle} headingLevel={3} outcome="registration-cancelled">
              <p className={f.paragraph}>{t.cancelledText(chosenTitle)}</p>
            </Confirmation>
          )}
          <ul className={s.list}>
            {account.registrations.map((r) => {
              const title = localized({ title: r.eventTitle, translations: r.translations }, 'title');
              return (
                <li key={r.id} className={s.item} data-registration={r.id}>
                  <div className={s.itemHead}>
                    <p className={s.itemTitle} lang={title.lang}>
                      {title.text}
                    </p>
                    <Badge tone={REGISTRATION_TONE[r.status]} data-status={r.status}>
                      {t.registrationStatuses[r.status]}
                    </Badge>
                  </div>
                  <p className={s.muted}>
                    <time dateTime={r.eventDate}>{bothCalendars(r.eventDate)}</time>
                  </p>
                  {r.status === 'waitlisted' && r.waitlistPosition && <p className={s.text}>{t.waitlistPlace(r.waitlistPosition)}</p>}
                  {(r.cancellable || (r.status === 'confirmed' && r.ticketCode)) && (
                    <div className={s.actions}>
                      {r.status === 'confirmed' && r.ticketCode && (
                        <Link to="/ticket/$code" params={{ code: r.ticketCode }} className={site.link}>
                          {t.showTicket}
                        </Link>
                      )}
                      {r.cancellable && (
                        <Button tone="outline" size="sm" onClick={() => actor.send({ type: 'registrationCancel.requested', id: r.id })}>
                          {t.cancelRegistration}
                        </Button>
                      )}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </>
      )}
      <Dialog.Root open={open} onOpenChange={(next) => !next && !busy && actor.send({ type: 'registrationCancel.dismissed' })}>
        <Dialog.Portal>
          <Dialog.Overlay className={f.overlay} />
          <Dialog.Content
            className={f.content}
            // Cancelled: the focus stays on the confirmation (kept, the focus goes back to the button that asked).
            onCloseAutoFocus={(e) => {
              if (actor.getSnapshot().matches({ ready: { registrationCancel: 'cancelled' } })) e.preventDefault();
            }}
          >
            <Dialog.Title className={f.title}>{t.cancelTitle}</Dialog.Title>
            <Dialog.Description className={s.text}>{t.cancelQuestion(chosenTitle)}</Dialog.Description>
            {problem && <FormAlert tone="error">{problem}</FormAlert>}
            <div className={s.actions}>
              <Button tone="danger" disabled={busy} aria-busy={busy} onClick={() => actor.send({ type: 'registrationCancel.confirmed' })}>
                {busy ? t.cancelling : t.cancelConfirm}
              </Button>
              <Button tone="ghost" disabled={busy} onClick={() => actor.send({ type: 'registrationCancel.dismissed' })}>
                {t.cancelKeep}
              </Button>
            </div>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </Card>
  );
}
