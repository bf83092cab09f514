// One membership application with everything staff decide it by: every field, the receipt shown in the page, the
// payment reference, its history, the person's other applications and the member record of the same email with the
// differing details marked. Approve and Reject ask first (naming the person and the plan); a decided application shows
// its decision and offers only its reversal, which takes a reason.
import { Link } from '@tanstack/react-router';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { fromPromise } from 'xstate';
import type { ApplicationReview } from '../../../contract/answers';
import { ApplicationReversalSchema } from '../../../contract/membership';
import { type ApplicationReviewLogic, applicationReviewMachine, type ReviewDecision } from '../../../machines/applicationReview';
import { api, send } from '../../api/client';
import { StatusBadge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { FormAlert } from '../../components/Field';
import { Spinner } from '../../components/Spinner';
import { dateTime, longDate } from '../../format/dates';
import { adminCopy } from '../../i18n/admin';
import { payment as paymentWords } from '../../i18n/en/payment';
import * as s from '../admin.css';
import { PageHead, Panel, schemaValidator } from '../ui';
import { ApproveDialog, ReasonDialog, RejectDialog, receiptLogic } from './inbox';

const ta = adminCopy.applications;
const t = ta.review;
const c = adminCopy.common;

const application = api.admin['membership-applications'][':id'];

/** The calls: the application as staff review it; a decision (then the review again) or a reversal (answers it). */
export const applicationReviewLogic: ApplicationReviewLogic = applicationReviewMachine.provide({
  actors: {
    load: fromPromise(({ input, signal }) => send(application.$get({ param: { id: input.id } }, { init: { signal } }))),
    decide: fromPromise(async ({ input: { id, decision }, signal }) => {
      const init = { init: { signal } };
      if (decision.kind === 'reverse') {
        const review = await send(application.reversal.$post({ param: { id }, json: { reason: decision.reason } }, init));
        return { review, kind: decision.kind };
      }
      const json =
        decision.kind === 'approve'
          ? { status: 'approved' as const, memberDetails: decision.memberDetails }
          : { status: 'rejected' as const, reason: decision.reason };
      await send(application.status.$put({ param: { id }, json }, init));
      return { review: await send(application.$get({ param: { id } }, init)), kind: decision.kind };
    }),
  },
});

const reversalErrors = schemaValidator(ApplicationReversalSchema);

const planOf = (type: string) => ta.plans[type] ?? type;

export function ApplicationReviewScreen({ id, logic = applicationReviewLogic }: { id: string; logic?: ApplicationReviewLogic }) {
  const actor = useActorRef(logic, { input: { id } });
  const loading = useSelector(actor, (snap) => snap.matches('loading'));
  const failed = useSelector(actor, (snap) => snap.matches('failed'));
  const review = useSelector(actor, (snap) => snap.context.review);
  const error = useSelector(actor, (snap) => snap.context.error);
  const done = useSelector(actor, (snap) => snap.context.done);
  const approving = useSelector(actor, (snap) => snap.matches({ ready: 'approving' }));
  const rejecting = useSelector(actor, (snap) => snap.matches({ ready: 'rejecting' }));
  const reversing = useSelector(actor, (snap) => snap.matches({ ready: 'reversing' }));
  const sending = useSelector(
    actor,
    (snap) =>
      snap.matches({ ready: { approving: 'sending' } }) ||
      snap.matches({ ready: { rejecting: 'sending' } }) ||
      snap.matches({ ready: { reversing: 'sending' } }),
  );
  const confirm = (decision: ReviewDecision) => actor.send({ type: 'confirmed', decision });
  const cancel = () => actor.send({ type: 'cancelled' });

  const back = (
    <Link to="/admin/applications" className={s.rowLink}>
      {t.back}
    </Link>
  );
  if (failed) {
    return (
      <>
        <PageHead title={t.untitled}>{back}</PageHead>
        <FormAlert tone="error">
          {t.loadFailed} {error}
        </FormAlert>
        <Button tone="outline" onClick={() => actor.send({ type: 'retry' })}>
          {c.retry}
        </Button>
      </>
    );
  }
  if (loading || !review) {
    return (
      <>
        <PageHead title={t.untitled}>{back}</PageHead>
        <Spinner label={c.loading} />
      </>
    );
  }
  const a = review.application;
  const plan = planOf(a.membershipType);
  const decided = a.status !== 'pending';
  const statusName = ta.statuses[a.status] ?? a.status;
  return (
    <>
      <PageHead title={t.title(a.name)}>{back}</PageHead>
      {done && <FormAlert tone="success">{t.done[done]}</FormAlert>}
      <section className={s.panel} aria-labelledby="decision" data-testid="decision">
        <h2 id="decision" className={s.panelTitle}>
          {t.decision}
        </h2>
        <div className={s.reviewActions}>
          <StatusBadge status={a.status} label={statusName} />
          {decided ? (
            <>
              <span>{t.decidedOn(statusName, a.decidedAt ? longDate(a.decidedAt) : '', review.decidedByName ?? '')}</span>
              {a.memberNumber && <strong>{a.memberNumber}</strong>}
              <Button tone="outline" size="sm" onClick={() => actor.send({ type: 'reverse.requested' })}>
                {t.reverse}
              </Button>
            </>
          ) : (
            <>
              <span className={s.muted}>{t.pending}</span>
              <Button onClick={() => actor.send({ type: 'approve.requested' })}>{ta.approve}</Button>
              <Button tone="danger" onClick={() => actor.send({ type: 'reject.requested' })}>
                {ta.reject}
              </Button>
            </>
          )}
        </div>
        {a.decisionReason && <p className={s.muted}>{t.reasonWas(a.decisionReason)}</p>}
      </section>
      <div className={s.reviewGrid}>
        <Panel id="application-details" title={t.details}>
          <dl className={s.dl} data-testid="application-fields">
            <dt>{t.email}</dt>
            <dd className={s.wrapAnywhere}>{a.email}</dd>
            <dt>{t.phone}</dt>
            <dd>{a.phone}</dd>
            <dt>{t.company}</dt>
            <dd>{a.company}</dd>
            <dt>{t.address}</dt>
            <dd>{a.address}</dd>
            <dt>{t.city}</dt>
            <dd>{a.city}</dd>
            <dt>{t.plan}</dt>
            <dd>{plan}</dd>
            <dt>{t.appliedAt}</dt>
            <dd>{dateTime(a.createdAt)}</dd>
            <dt>{t.reference}</dt>
            <dd>
              <strong data-testid="payment-reference">{a.paymentReference}</strong>
            </dd>
            <dt>{t.owes}</dt>
            <dd>{a.feeBirr === null ? paymentWords.priceOnRequest : paymentWords.birr(a.feeBirr)}</dd>
            <dt>{t.message}</dt>
            <dd className={s.messageBody}>{a.message || <span className={s.muted}>{t.noMessage}</span>}</dd>
          </dl>
        </Panel>
        <Panel id="application-receipt" title={t.receipt}>
          <ReceiptInline review={review} />
        </Panel>
        <Panel id="member-record" title={t.member}>
          <MemberRecord review={review} />
        </Panel>
        <Panel id="application-history" title={t.history}>
          <ol className={s.plainList} data-testid="history">
            {review.history.map((h) => (
              <li key={`${h.kind}-${h.at}`} className={s.activityItem}>
                <span className={s.cellStrong}>
                  {h.kind === 'applied'
                    ? t.applied
                    : h.kind === 'receipt'
                      ? t.receiptUploaded
                      : (h.kind === 'decided' ? t.decided : t.reversed)(
                          h.status ? (ta.statuses[h.status] ?? h.status) : '',
                          h.actorName ?? '',
                        )}
                </span>
                <span className={s.muted}>{dateTime(h.at)}</span>
                {h.reason && <span className={s.muted}>{t.reasonWas(h.reason)}</span>}
              </li>
            ))}
          </ol>
          <h3 className={s.panelStep}>{t.others}</h3>
          {review.otherApplications.length === 0 ? (
            <p className={s.muted}>{t.noOthers}</p>
          ) : (
            <ul className={s.plainList} data-testid="other-applications">
              {review.otherApplications.map((o) => (
                <li key={o.id} className={s.activityItem}>
                  <Link to="/admin/applications/$id" params={{ id: o.id }}>
                    {o.paymentReference} · {planOf(o.membershipType)}
                  </Link>
                  <span className={s.muted}>
                    {longDate(o.createdAt)} · <StatusBadge status={o.status} label={ta.statuses[o.status]} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
      </div>
      <ApproveDialog
        application={approving ? a : null}
        differences={a.memberId ? [] : review.differences}
        busy={sending}
        failure={approving ? error : null}
        onCancel={cancel}
        onApprove={(_, memberDetails) => confirm({ kind: 'approve', memberDetails })}
      />
      <RejectDialog
        application={rejecting ? a : null}
        busy={sending}
        failure={rejecting ? error : null}
        onCancel={cancel}
        onReject={(_, reason) => confirm({ kind: 'reject', reason })}
      />
      <ReasonDialog
        application={reversing ? a : null}
        title={t.reverseTitle(a.name)}
        intro={t.reverseIntro(statusName)}
        label={t.reverseReason}
        confirm={t.reverse}
        check={(reason) => {
          const errors = reversalErrors({ reason });
          return errors ? (errors.reason ?? Object.values(errors)[0]) : undefined;
        }}
        busy={sending}
        failure={reversing ? error : null}
        onCancel={cancel}
        onConfirm={(_, reason) => confirm({ kind: 'reverse', reason })}
      />
    </>
  );
}

/** The member record of the application's email beside what the application states, differing details marked. */
function MemberRecord({ review }: { review: ApplicationReview }) {
  const m = review.member;
  if (!m) return <p className={s.muted}>{t.noMember}</p>;
  const differing = new Set(review.differences.map((d) => d.field));
  const rows = [
    ['firstName', ta.detailLabels.firstName, m.firstName, review.application.firstName],
    ['lastName', ta.detailLabels.lastName, m.lastName, review.application.lastName],
    ['company', ta.detailLabels.company, m.company, review.application.company],
    ['city', ta.detailLabels.city, m.city, review.application.city],
    ['phone', ta.detailLabels.phone, m.phone, review.application.phone],
  ] as const;
  return (
    <>
      <p>
        <strong>{m.number}</strong> · <StatusBadge status={m.status} label={adminCopy.members.statuses[m.status]} /> · {t.validUntil}{' '}
        {longDate(m.validUntil)}
      </p>
      <div className={s.tableWrap}>
        <table className={s.table} data-testid="record-side-by-side">
          <caption className="visually-hidden">{ta.compareCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{ta.colDetail}</th>
              <th scope="col">{ta.colRecord}</th>
              <th scope="col">{ta.colApplication}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([field, label, record, application]) => (
              <tr key={field} data-differs={differing.has(field) || undefined}>
                <th scope="row">
                  {label}
                  {differing.has(field) && <span className="visually-hidden"> ({t.differs})</span>}
                </th>
                <td className={differing.has(field) ? s.differs : undefined}>{record}</td>
                <td className={differing.has(field) ? s.differs : undefined}>{application}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={s.muted}>{differing.size > 0 ? t.differsNote : t.sameDetails}</p>
    </>
  );
}

/** The latest receipt in the page: an image as itself, a PDF in a frame; both can be downloaded. */
function ReceiptInline({ review }: { review: ApplicationReview }) {
  const a = review.application;
  const receiptActor = useActorRef(receiptLogic);
  const receipt = useSelector(receiptActor, (snap) => (snap.matches('done') ? snap.context.result : null));
  const failed = useSelector(receiptActor, (snap) => (snap.matches('failed') ? snap.context.error : null));
  const latest = review.receipts[0]?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new receipt (or another application) loads again, not a new answer object.
  useEffect(() => {
    if (latest !== undefined) receiptActor.send({ type: 'started', params: a });
    return () => receiptActor.send({ type: 'dismissed' });
  }, [latest, a.id, receiptActor]);
  if (review.receipts.length === 0) return <p className={s.muted}>{t.noReceipt}</p>;
  return (
    <>
      {failed ? (
        <FormAlert tone="error">
          {t.receiptFailed} {failed}
        </FormAlert>
      ) : !receipt ? (
        <p className={s.muted}>{t.receiptLoading}</p>
      ) : receipt.preview ? (
        <img src={receipt.preview} alt={ta.receiptTitle(a.name)} className={s.receiptImage} data-testid="receipt-image" />
      ) : (
        <iframe src={receipt.url} title={t.receiptPdf(a.name)} className={s.receiptFrame} data-testid="receipt-pdf" />
      )}
      <div className={s.reviewActions}>
        {receipt && (
          <a href={receipt.url} download={receipt.filename} className={s.rowLink}>
            {ta.downloadReceipt}
          </a>
        )}
        {review.receipts.length > 1 && <span className={s.muted}>{t.earlierReceipts(review.receipts.length - 1)}</span>}
      </div>
    </>
  );
}
