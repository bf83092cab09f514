import * as v from 'valibot';
import { RECEIPT_MAX_BYTES, RECEIPT_MIME_TYPES } from './limits';
import { MEMBERSHIP_TYPES } from './lists';
import { MEMBER_DETAILS_CHOICES, REJECTION_REASON_MAX } from './members';
import { APPLICATION_STATUSES } from './roles';
import { say } from './say';
import { mustAccept, optionalText, personEntries, required, UuidSchema } from './validators';

export { MEMBERSHIP_TYPES, type MembershipType, PLAN_IDS, type PlanId } from './lists';

export const ApplicationSchema = v.object({
  ...personEntries(),
  company: required('company', 160),
  address: required('address', 240),
  city: required('city', 80),
  membershipType: v.picklist(MEMBERSHIP_TYPES, say('chooseMembershipType')),
  message: optionalText(2000),
  terms: mustAccept(),
  /** Whether the applicant wants the company listed in the public member directory once a member (off unless chosen). */
  listInDirectory: v.optional(v.boolean(say('listInDirectoryBoolean')), false),
});
export type ApplicationInput = v.InferInput<typeof ApplicationSchema>;

/**
 * A staff decision. Rejecting needs the reason, which the applicant reads in the decision mail; with any other status
 * the reason is not kept.
 */
export const ApplicationStatusSchema = v.pipe(
  v.object({
    status: v.picklist(APPLICATION_STATUSES, say('applicationStatus')),
    reason: v.optional(
      v.pipe(
        v.string(say('mustBeText', 'reason')),
        v.trim(),
        v.maxLength(REJECTION_REASON_MAX, say('tooLong', 'reason', REJECTION_REASON_MAX)),
      ),
      '',
    ),
    /**
     * For an application whose email already has a member with other details: keep the member record (the default)
     * or take the application's details onto it. Ignored otherwise.
     */
    memberDetails: v.optional(v.picklist(MEMBER_DETAILS_CHOICES, say('memberDetailsChoice')), 'keep'),
  }),
  v.forward(
    v.partialCheck([['status'], ['reason']], (d) => d.status !== 'rejected' || d.reason !== '', say('rejectionReason')),
    ['reason'],
  ),
);
export type ApplicationStatusInput = v.InferInput<typeof ApplicationStatusSchema>;

/**
 * Taking back a decision: the application is pending again. The reason is required and kept in the audit log, so
 * whoever reads the application's history later sees why it was decided twice.
 */
export const ApplicationReversalSchema = v.object({
  reason: v.pipe(
    v.string(say('reversalReason')),
    v.trim(),
    v.nonEmpty(say('reversalReason')),
    v.maxLength(REJECTION_REASON_MAX, say('tooLong', 'reason', REJECTION_REASON_MAX)),
  ),
});
export type ApplicationReversalInput = v.InferInput<typeof ApplicationReversalSchema>;

/** The receipt upload's form fields (multipart; the server reads the file as it comes and checks what it is). */
export const ReceiptUploadSchema = v.object({
  applicationId: UuidSchema,
  receipt: v.pipe(v.file(), v.mimeType(RECEIPT_MIME_TYPES), v.maxSize(RECEIPT_MAX_BYTES)),
});
/** A receipt's number in an application's receipt history. */
export const ReceiptIdSchema = v.pipe(v.string(), v.regex(/^\d{1,15}$/));
