import * as v from 'valibot';
import { MESSAGE_STATUSES } from './roles';
import { email, required } from './validators';

export const CONTACT_SUBJECTS = [
  'General Inquiry',
  'Membership Information',
  'Event Registration',
  'Partnership Opportunities',
  'Technical Support',
  'Other',
] as const;
export const CONTACT_TYPES = ['individual', 'organization'] as const;

export const ContactSchema = v.pipe(
  v.object({
    name: required('Name', 120),
    email: email(),
    phone: v.optional(
      v.union([v.literal(''), v.pipe(v.string(), v.trim(), v.regex(/^(\+?[0-9 ()-]{7,20})?$/, 'Please enter a valid phone number'))]),
      '',
    ),
    subject: v.picklist(CONTACT_SUBJECTS, 'Please choose a subject'),
    message: required('Message', 5000),
    contactType: v.optional(v.picklist(CONTACT_TYPES, 'Choose individual or organization'), 'individual'),
    organization: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(160, 'Organization must be at most 160 characters')), ''),
  }),
  v.forward(
    v.partialCheck(
      [['contactType'], ['organization']],
      (i) => i.contactType !== 'organization' || (i.organization ?? '').length > 0,
      'Organization is required',
    ),
    ['organization'],
  ),
);

export const MessageStatusSchema = v.object({
  status: v.picklist(MESSAGE_STATUSES, 'Status must be new, replied or archived'),
});
