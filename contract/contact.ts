import * as v from 'valibot';
import { CONTACT_SUBJECTS, CONTACT_TYPES } from './lists';
import { MESSAGE_STATUSES } from './roles';
import { say } from './say';
import { email, oneLine, required, requiredText } from './validators';

export { CONTACT_SUBJECTS, CONTACT_TYPES } from './lists';

export const ContactSchema = v.pipe(
  v.object({
    name: required('name', 120),
    email: email(),
    phone: v.optional(v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.regex(/^(\+?[0-9 ()-]{7,20})?$/, say('invalidPhone')))]), ''),
    subject: v.picklist(CONTACT_SUBJECTS, say('chooseSubject')),
    message: requiredText('message', 5000),
    contactType: v.optional(v.picklist(CONTACT_TYPES, say('chooseContactType')), 'individual'),
    organization: v.optional(v.pipe(v.string(), oneLine, v.trim(), v.maxLength(160, say('tooLong', 'organization', 160))), ''),
  }),
  v.forward(
    v.partialCheck(
      [['contactType'], ['organization']],
      (i) => i.contactType !== 'organization' || (i.organization ?? '').length > 0,
      say('required', 'organization'),
    ),
    ['organization'],
  ),
);

export const MessageStatusSchema = v.object({
  status: v.picklist(MESSAGE_STATUSES, say('messageStatus')),
});

/** The longest reply staff may write to a message (as long as the longest message). */
export const REPLY_MAX = 5000;

/** Staff's answer to a contact message: the text they wrote, mailed in the visitor's language. */
export const MessageReplySchema = v.object({
  text: requiredText('reply', REPLY_MAX),
});
export type MessageReplyInput = v.InferOutput<typeof MessageReplySchema>;
