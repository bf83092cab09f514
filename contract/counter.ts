// The counter: what staff do for a person standing in front of them. A walk-in member (the application, the scanned
// bank slip and the approval in one form), a walk-in registered for an event and checked in at once, a new sign-in
// link, a registration's mail sent again, a certificate printed again.
import * as v from 'valibot';
import { AdminRegistrationSchema, MemberSchema } from './answers';
import { adminRegistrationEntries, DoorCountSchema } from './assembly';
import { RegistrationSchema } from './events';
import { DEFAULT_LANG, LANGS } from './languages';
import { MEMBER_DETAILS_CHOICES } from './members';
import { ApplicationSchema } from './membership';
import { counterMessages as cm } from './messages/counter';
import { said, say } from './say';
import { email, mustAccept, optionalText } from './validators';

/** The language the person's mails go out in (staff ask; the counter works in either). */
const personLang = () => v.optional(v.picklist(LANGS, said(cm.langOneOf, 'counter.langOneOf')), DEFAULT_LANG);

/**
 * A walk-in member's details, sent as the JSON text of the `details` field beside the `slip` file. The fields of a
 * public application, the person's consent as staff confirm it, their language, and for an email that already has a
 * member with other details, staff's choice as on an approval (decision 018).
 */
export const WalkInMemberSchema = v.object({
  ...ApplicationSchema.entries,
  terms: mustAccept(said(cm.consentRequired, 'counter.consentRequired')),
  lang: personLang(),
  memberDetails: v.optional(v.picklist(MEMBER_DETAILS_CHOICES, say('memberDetailsChoice')), 'keep'),
  /** Staff's note on the payment (the bank, the slip's number): kept in the audit log. */
  note: optionalText(500),
});
export type WalkInMemberInput = v.InferInput<typeof WalkInMemberSchema>;

/** The multipart form of POST /api/admin/counter/members (as the API document describes it). */
export const WalkInMemberFormSchema = v.object({
  details: v.pipe(v.string(), v.description('WalkInMember as JSON text.')),
  slip: v.pipe(v.file(), v.description('The scanned bank slip: JPEG, PNG or PDF, at most 5 MB.')),
});

export const WalkInMemberAnswerSchema = v.object({
  applicationId: v.string(),
  paymentReference: v.string(),
  member: MemberSchema,
  /** The email already had a member: the membership was renewed, its number kept. */
  renewed: v.boolean(),
  /** The fields where the person's details differed from that member record. */
  differences: v.array(v.string()),
  detailsTaken: v.boolean(),
});
export type WalkInMemberAnswer = v.InferOutput<typeof WalkInMemberAnswerSchema>;

/** A walk-in at an event: the public registration's fields, the person's language, and whether they come in now. */
export const WalkInRegistrationSchema = v.object({
  ...RegistrationSchema.entries,
  terms: mustAccept(said(cm.consentRequired, 'counter.consentRequired')),
  lang: personLang(),
  checkIn: v.optional(v.boolean(said(cm.checkInBoolean, 'counter.checkInBoolean')), true),
});
export type WalkInRegistrationInput = v.InferInput<typeof WalkInRegistrationSchema>;

export const StaffRegistrationSchema = v.object({ ...AdminRegistrationSchema.entries, ...adminRegistrationEntries });

export const WalkInRegistrationAnswerSchema = v.object({
  registration: StaffRegistrationSchema,
  /** Each person's ticket code, in order (the first is the registration's). */
  tickets: v.array(v.object({ position: v.number(), code: v.string() })),
  /** How many of them were checked in by this request. */
  checkedIn: v.number(),
  /** The event was full: staff gave the seats anyway. */
  beyondCapacity: v.boolean(),
  /** The door's count after it. */
  count: DoorCountSchema,
});
export type WalkInRegistrationAnswer = v.InferOutput<typeof WalkInRegistrationAnswerSchema>;

export const SignInLinkResendSchema = v.object({ email: email() });
export const ResentSchema = v.object({ to: v.string(), sentAt: v.string() });
export type Resent = v.InferOutput<typeof ResentSchema>;
